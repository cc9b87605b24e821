package memdump_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/memdump"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "memdump", map[string]fidelity.Status{
		"dynamic": fidelity.Unsupported,

		"savedata": fidelity.Exact, "updates": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact, "farcaster": fidelity.Exact,
		"cart": fidelity.Exact, "edge": fidelity.Exact,
	})
}
