package dynssz_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/dynssz"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "dynamic-ssz", map[string]fidelity.Status{
		"dynamic": fidelity.Unsupported,

		"savedata": fidelity.Unsupported, "updates": fidelity.Unsupported,
		"logs": fidelity.Exact, "mesh": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact,
		"cart": fidelity.Exact, "edge": fidelity.Exact,
		"farcaster": fidelity.Lossy, // nil Mentions come back empty: an SSZ list has no nil
	})
}
