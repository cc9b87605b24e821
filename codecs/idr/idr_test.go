package idr_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/idr"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "idr", map[string]fidelity.Status{
		"dynamic": fidelity.Unsupported,

		"savedata": fidelity.Exact, "updates": fidelity.Exact,
		"logs": fidelity.Exact, "mesh": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact, "farcaster": fidelity.Exact,
		"cart": fidelity.Exact,
		"edge": fidelity.Lossy, // low.PutTime drops zone names: PST becomes an unnamed -08:00
	})
}
