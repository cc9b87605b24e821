//go:build goexperiment.jsonv2

package jsonv2std_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/jsonv2std"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "json-v2-std", map[string]fidelity.Status{
		"dynamic": fidelity.Lossy, // numbers come back as float64: ids beyond 2^53 change value

		"savedata": fidelity.Exact, "updates": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "cart": fidelity.Exact, "hero": fidelity.Exact,
		"farcaster": fidelity.Lossy, // nil Mentions come back empty (v2 writes nil slices as [])
		"edge":      fidelity.Lossy, // the zone name "PST" is dropped (RFC 3339 keeps the offset only)
	})
}
