package colfer_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/colfer"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "colfer", map[string]fidelity.Status{
		"dynamic": fidelity.Unsupported,

		"logs": fidelity.Exact, "mesh": fidelity.Exact, "savedata": fidelity.Exact,
		"updates": fidelity.Lossy, // empty TurretAngles come back nil: Colfer omits an empty list

		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact, "farcaster": fidelity.Exact,
		"cart": fidelity.Lossy, // empty Keywords come back nil: Colfer leaves empty lists out
		"edge": fidelity.Lossy, // offsets and zone names are lost (timestamps decode in UTC); -0 becomes 0 (left out as zero)
	})
}
