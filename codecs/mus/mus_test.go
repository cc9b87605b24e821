package mus_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/mus"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "mus", map[string]fidelity.Status{
		"dynamic": fidelity.Exact,

		"savedata": fidelity.Exact, "updates": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact,
		"cart": fidelity.Exact, "edge": fidelity.Exact,
		"logs": fidelity.Exact, "mesh": fidelity.Exact,
		"farcaster": fidelity.Lossy, // nil Mentions come back empty (ord slices decode nil as empty)
	})
}
