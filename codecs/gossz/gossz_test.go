package gossz_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/gossz"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "go-ssz", map[string]fidelity.Status{
		"dynamic": fidelity.Unsupported,

		"savedata": fidelity.Unsupported, "updates": fidelity.Unsupported,
		"logs": fidelity.Unsupported, "mesh": fidelity.Unsupported, // Unmarshal is quadratic in a list's length
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact, "edge": fidelity.Exact,
		// An SSZ list is its elements, so nil and empty are one: go-ssz decodes empty nested
		// string lists as nil and empty uint64 lists as empty.
		"cart":      fidelity.Lossy, // empty Keywords come back nil
		"farcaster": fidelity.Lossy, // nil Mentions come back empty
	})
}
