package hprose3_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/hprose3"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "hprose3", map[string]fidelity.Status{
		"dynamic": fidelity.Lossy, // int64 comes back as int, nested objects as map[interface{}]interface{}

		"savedata": fidelity.Exact, "updates": fidelity.Lossy, // an empty TurretAngles comes back nil
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact, "farcaster": fidelity.Exact,
		// Keywords of one map entry are overwritten by a later entry's (the map
		// decoder reuses one value whose slice keeps its backing array); empty
		// Keywords come back nil.
		"cart": fidelity.Lossy,
		"edge": fidelity.Lossy, // offsets and zone names are dropped: Hprose date-times are local or UTC, decoded as UTC
	})
}
