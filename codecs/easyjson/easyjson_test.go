package easyjson_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/easyjson"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "easyjson", map[string]fidelity.Status{
		"dynamic": fidelity.Lossy, // number type: every number comes back float64, ints beyond 2^53 changed

		"savedata": fidelity.Exact, "updates": fidelity.Exact, "logs": fidelity.Exact, "mesh": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact, "farcaster": fidelity.Exact,
		"cart": fidelity.Exact,
		"edge": fidelity.Lossy, // zone names are lost: RFC 3339 keeps only the offset
	})
}
