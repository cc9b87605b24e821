package gjson_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/gjson"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "gjson", map[string]fidelity.Status{
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact,
		"cart": fidelity.Exact, "farcaster": fidelity.Exact,
		"edge": fidelity.Lossy, // RFC 3339 keeps the offset, not the zone name (PST)
	})
}
