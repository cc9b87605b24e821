package alecthomasbinary_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/alecthomasbinary"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "alecthomas-binary", map[string]fidelity.Status{
		"dynamic": fidelity.Unsupported,

		"savedata": fidelity.Exact, "updates": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact, "cart": fidelity.Exact,
		"farcaster": fidelity.Lossy, // nil Mentions come back empty
		"edge":      fidelity.Lossy, // zone names are dropped (time.Time.MarshalBinary keeps only the offset)
	})
}
