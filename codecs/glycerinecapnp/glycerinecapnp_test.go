package glycerinecapnp_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/glycerinecapnp"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "capnproto1", map[string]fidelity.Status{
		"dynamic": fidelity.Unsupported,

		"logs": fidelity.Exact, "mesh": fidelity.Exact, "savedata": fidelity.Exact, "updates": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact,
		"farcaster": fidelity.Exact, "edge": fidelity.Exact,
		// Exact with entries in key order; in map order some empty Keywords
		// lists came back nil, depending on where they fell in the segment.
		"cart": fidelity.Exact,
	})
}
