package glycerinecapnp_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/glycerinecapnp"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "capnproto1", map[string]fidelity.Status{
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact,
		"farcaster": fidelity.Exact, "edge": fidelity.Exact,
		"cart": fidelity.Lossy, // an empty Keywords list is written as a null pointer and comes back nil
	})
}
