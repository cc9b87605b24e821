package hprose_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/hprose"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "hprose", map[string]fidelity.Status{
		"dynamic": fidelity.Lossy, // big ints come back as *big.Int, arrays as *[]interface{}

		"savedata": fidelity.Exact, "updates": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact, "cart": fidelity.Exact,
		"farcaster": fidelity.Lossy, // nil Mentions come back empty
		"edge":      fidelity.Lossy, // offsets and zone names are dropped: Hprose date-times are local or UTC, decoded as UTC
	})
}
