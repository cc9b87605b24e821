package flatbuffers_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/flatbuffers"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "flatbuffers", map[string]fidelity.Status{
		"dynamic": fidelity.Unsupported,

		"logs": fidelity.Exact, "mesh": fidelity.Exact, "savedata": fidelity.Exact, "updates": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact,
		"cart": fidelity.Exact, "farcaster": fidelity.Exact,
		"edge": fidelity.Lossy, // -0 comes back 0: the builder omits a scalar equal to its default, and -0 == 0
	})
}
