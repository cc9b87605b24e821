package gogojsonpb_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/gogojsonpb"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "gogo-jsonpb", map[string]fidelity.Status{
		"dynamic": fidelity.Lossy, // google.protobuf.Struct holds every number as a double: ints come back float64, ints beyond 2^53 rounded
		// jsonpb writes an empty repeated field as [] (TurretAngles), as for cart.
		"logs": fidelity.Exact, "mesh": fidelity.Exact, "savedata": fidelity.Exact, "updates": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact, "farcaster": fidelity.Exact,
		// jsonpb writes an empty repeated field as [] when the slice is
		// non-nil, and reads [] back as an empty slice.
		"cart": fidelity.Exact,
		"edge": fidelity.Lossy, // zone names are dropped; -0 becomes 0 (a double equal to 0 is a default, left out)
	})
}
