package goccyjson_test

import (
	"testing"

	"github.com/serbench/serbench"
	_ "github.com/serbench/serbench/codecs/goccyjson"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "goccy-json", map[string]fidelity.Status{
		"dynamic": fidelity.Lossy, // numbers come back as float64: ids beyond 2^53 change value

		"savedata": fidelity.Exact, "updates": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "cart": fidelity.Exact,
		"farcaster": fidelity.Exact, "hero": fidelity.Exact,
		"edge": fidelity.Lossy, // the zone name "PST" is dropped (RFC 3339 keeps the offset only)
	})
}

// TestAliasing checks that only the unsafe variant's strings share the input.
func TestAliasing(t *testing.T) {
	for v, want := range map[serbench.Variant]bool{serbench.Default: false, serbench.Unsafe: true} {
		r := serbench.Lookup("goccy-json", "small").Instance(v).Check()
		if r.AliasesInput == nil || *r.AliasesInput != want {
			t.Errorf("%s on small: aliases input %v, want %v", v, r.AliasesInput, want)
		}
	}
}
