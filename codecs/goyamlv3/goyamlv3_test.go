package goyamlv3_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/goyamlv3"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "yaml-goyaml-v3", map[string]fidelity.Status{
		"dynamic": fidelity.Lossy, // int64 comes back as int, integral floats as int

		"savedata": fidelity.Exact, "updates": fidelity.Exact,
		"logs": fidelity.Exact, "mesh": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact, "cart": fidelity.Exact,
		"farcaster": fidelity.Lossy, // nil Mentions come back empty
		"edge":      fidelity.Lossy, // zone names are dropped; -0 becomes 0
	})
}
