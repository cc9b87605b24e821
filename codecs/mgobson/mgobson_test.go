package mgobson_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/mgobson"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "mgo-bson", map[string]fidelity.Status{
		"dynamic": fidelity.Exact,

		"savedata": fidelity.Exact, "updates": fidelity.Exact,
		"colorgroup": fidelity.Exact, "hero": fidelity.Exact,
		"farcaster": fidelity.Lossy, // nil Mentions come back empty
		"small":     fidelity.Lossy, // times cut to milliseconds
		"cart":      fidelity.Lossy, // times cut to milliseconds
		"edge":      fidelity.Lossy, // times cut to milliseconds, in time.Local: offsets and zone names are dropped
	})
}
