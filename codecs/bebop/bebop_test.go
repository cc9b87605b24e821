package bebop_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/bebop"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "bebop-200sc", map[string]fidelity.Status{
		"dynamic": fidelity.Unsupported,

		"logs": fidelity.Exact, "mesh": fidelity.Exact,
		"savedata": fidelity.Exact, "updates": fidelity.Exact,
		"colorgroup": fidelity.Exact, "hero": fidelity.Exact,
		"small":     fidelity.Lossy, // times lose the nanoseconds below 100 ns (Bebop dates are ticks)
		"cart":      fidelity.Lossy, // times lose the nanoseconds below 100 ns
		"farcaster": fidelity.Lossy, // nil Mentions come back empty: Bebop arrays have no nil
		"edge":      fidelity.Lossy, // sub-100 ns digits, offsets and zone names; times beyond int64 nanoseconds
	})
}
