package kelindar_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/kelindar"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "kelindar-binary", map[string]fidelity.Status{
		"dynamic": fidelity.Unsupported,

		"savedata": fidelity.Exact, "updates": fidelity.Lossy, // an empty TurretAngles comes back nil
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact, "farcaster": fidelity.Exact,
		"cart": fidelity.Lossy, // empty Keywords come back nil
		"edge": fidelity.Lossy, // time.Time.MarshalBinary keeps the offset but drops the zone name
	})
}
