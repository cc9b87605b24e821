package goccyyaml_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/goccyyaml"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "goccy-yaml", map[string]fidelity.Status{
		"dynamic": fidelity.Lossy, // positive ints come back as uint64

		"savedata": fidelity.Exact, "updates": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact, "cart": fidelity.Exact,
		"farcaster": fidelity.Lossy, // nil Mentions come back empty
		"edge":      fidelity.Lossy, // zone names are dropped
	})
}
