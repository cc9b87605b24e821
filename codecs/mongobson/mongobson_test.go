package mongobson_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/mongobson"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "mongo-bson", map[string]fidelity.Status{
		"dynamic": fidelity.Lossy, // arrays come back as bson.A

		"savedata": fidelity.Exact, "updates": fidelity.Exact,
		"colorgroup": fidelity.Exact, "hero": fidelity.Exact, "farcaster": fidelity.Exact,
		"small": fidelity.Lossy, // times cut to milliseconds
		"cart":  fidelity.Lossy, // times cut to milliseconds
		"edge":  fidelity.Lossy, // times cut to milliseconds, in UTC: offsets and zone names are dropped
	})
}
