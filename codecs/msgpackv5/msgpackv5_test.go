package msgpackv5_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/msgpackv5"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "msgpack-v5", map[string]fidelity.Status{
		"dynamic": fidelity.Exact,

		"savedata": fidelity.Exact, "updates": fidelity.Exact,
		"colorgroup": fidelity.Exact, "hero": fidelity.Exact, "farcaster": fidelity.Exact,
		"small": fidelity.Lossy, // times decode into time.Local: "offset +00:00 became +01:23" under the check zone
		"cart":  fidelity.Lossy, // as small
		"edge":  fidelity.Lossy, // times come back in time.Local: offsets and zone names are dropped
	})
}
