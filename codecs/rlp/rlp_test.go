package rlp_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/rlp"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "rlp", map[string]fidelity.Status{
		"dynamic": fidelity.Unsupported,

		"savedata": fidelity.Exact, "updates": fidelity.Exact,
		"logs": fidelity.Exact, "mesh": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact, "cart": fidelity.Exact,
		"edge":      fidelity.Exact,
		"farcaster": fidelity.Lossy, // nil Mentions come back empty: RLP has one empty list
	})
}
