package sonnet_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/sonnet"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "sonnet", map[string]fidelity.Status{
		"dynamic": fidelity.Lossy, // numbers come back as float64: ids beyond 2^53 change value

		"savedata": fidelity.Exact, "updates": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "cart": fidelity.Exact,
		"farcaster": fidelity.Exact, "hero": fidelity.Exact,
		"edge": fidelity.Lossy, // the zone name "PST" is dropped (RFC 3339 keeps the offset only)
	})
}
