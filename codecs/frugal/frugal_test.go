package frugal_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/frugal"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "frugal", map[string]fidelity.Status{
		"dynamic": fidelity.Unsupported, // Thrift has no type for documents of unknown shape
		"logs":    fidelity.Exact, "mesh": fidelity.Exact, "savedata": fidelity.Exact, "updates": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact,
		"farcaster": fidelity.Exact, "cart": fidelity.Exact, "edge": fidelity.Exact,
	})
}
