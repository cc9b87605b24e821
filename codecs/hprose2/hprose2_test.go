package hprose2_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/hprose2"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "hprose2", map[string]fidelity.Status{
		"dynamic": fidelity.Lossy, // big ints come back as *big.Int, nested objects as map[interface{}]interface{}

		"savedata": fidelity.Exact, "updates": fidelity.Lossy, // an empty TurretAngles comes back nil
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact, "farcaster": fidelity.Exact,
		"cart": fidelity.Lossy, // empty Keywords come back nil
		"edge": fidelity.Lossy, // offsets and zone names are dropped: Hprose date-times are local or UTC, decoded as UTC
	})
}
