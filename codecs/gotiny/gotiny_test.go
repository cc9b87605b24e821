package gotiny_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/gotiny"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "gotiny", map[string]fidelity.Status{
		"dynamic": fidelity.Exact,

		"savedata": fidelity.Exact, "updates": fidelity.Exact,
		"colorgroup": fidelity.Exact, "hero": fidelity.Exact, "farcaster": fidelity.Exact,
		"small": fidelity.Lossy, // times decode into time.Local: "offset +00:00 became +01:23" under the check zone
		"cart":  fidelity.Lossy, // as small
		// times outside int64 Unix nanoseconds (the zero time, 1600, 1901,
		// 2262, 9999) come back elsewhere; offsets and zone names are dropped.
		"edge": fidelity.Lossy,
	})
}
