package calmhxdr_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/calmhxdr"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "xdr-calmh", map[string]fidelity.Status{
		"dynamic": fidelity.Unsupported,

		"savedata": fidelity.Unsupported, "updates": fidelity.Unsupported,
		"logs": fidelity.Exact, "mesh": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact, "farcaster": fidelity.Exact,
		"edge": fidelity.Exact,
		"cart": fidelity.Lossy, // empty Keywords come back nil: the generated decoder makes a slice only for a non-zero count
	})
}
