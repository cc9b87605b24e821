package shamaton_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/shamaton"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	for _, codec := range []string{"shamaton-map", "shamaton-array"} {
		t.Run(codec, func(t *testing.T) {
			codectest.Expect(t, codec, map[string]fidelity.Status{
				"dynamic": fidelity.Lossy, // positive ints come back as uint64, nested objects as map[interface{}]interface{}

				"savedata": fidelity.Exact, "updates": fidelity.Exact,
				"colorgroup": fidelity.Exact, "hero": fidelity.Exact, "farcaster": fidelity.Exact,
				"small": fidelity.Lossy, // times decode into time.Local: "offset +00:00 became +01:23" under the check zone
				"cart":  fidelity.Lossy, // as small
				"edge":  fidelity.Lossy, // times come back in time.Local: offsets and zone names are dropped
			})
		})
	}
}
