package msgpackgen_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/msgpackgen"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	for _, codec := range []string{"msgpackgen-map", "msgpackgen-array"} {
		t.Run(codec, func(t *testing.T) {
			codectest.Expect(t, codec, map[string]fidelity.Status{
				"dynamic": fidelity.Lossy, // the fallback's positive ints come back as uint64, nested objects as map[interface{}]interface{}

				"logs": fidelity.Exact, "mesh": fidelity.Exact, "savedata": fidelity.Exact, "updates": fidelity.Exact,
				"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact, "farcaster": fidelity.Exact,
				"cart": fidelity.Exact,
				"edge": fidelity.Lossy, // offsets and zone names: times come back UTC
			})
		})
	}
}
