package msgp_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/msgp"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "msgp", map[string]fidelity.Status{
		"dynamic": fidelity.Exact,

		"savedata": fidelity.Exact, "updates": fidelity.Lossy, // an empty TurretAngles comes back nil
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact, "farcaster": fidelity.Exact,
		"cart": fidelity.Lossy, // empty Keywords come back nil
		"logs": fidelity.Exact, "mesh": fidelity.Exact,
		"edge": fidelity.Lossy, // offsets and zone names: times come back UTC
	})
}
