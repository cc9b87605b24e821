package dedisprotobuf_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/dedisprotobuf"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "dedis-protobuf", map[string]fidelity.Status{
		"dynamic": fidelity.Unsupported,

		"savedata": fidelity.Lossy, "updates": fidelity.Lossy, // int64 fields (Score, SpawnX/Y/Z) come back changed; an empty TurretAngles comes back nil
		// Times decode into time.Local: exact only where Local is UTC, as on serbench's machines.
		"colorgroup": fidelity.Exact, "hero": fidelity.Exact, "farcaster": fidelity.Exact,
		"logs": fidelity.Exact, "mesh": fidelity.Exact,
		"small": fidelity.Lossy, // times decode into time.Local: "offset +00:00 became +01:23" under the check zone
		"cart":  fidelity.Lossy, // as small; also empty Keywords come back nil (protobuf has no empty apart from absent)
		// UnixNano overflows for times outside 1678-2262; offsets and zone names are lost;
		// math.MinInt64 comes back 0
		"edge": fidelity.Lossy,
	})
}
