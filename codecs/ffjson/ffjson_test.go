package ffjson_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/ffjson"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "ffjson", map[string]fidelity.Status{
		"dynamic": fidelity.Lossy, // encoding/json underneath: every number a float64

		"savedata": fidelity.Exact, "updates": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact,
		"logs": fidelity.Exact, "mesh": fidelity.Exact,
		"cart":      fidelity.Exact,
		"edge":      fidelity.Lossy, // RFC 3339 text: zone names are dropped
		"farcaster": fidelity.Exact,
	})
}
