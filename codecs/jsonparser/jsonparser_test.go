package jsonparser_test

import (
	"testing"

	"github.com/serbench/serbench"
	_ "github.com/serbench/serbench/codecs/jsonparser"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "jsonparser", map[string]fidelity.Status{
		"dynamic": fidelity.Lossy, // number type: integral floats come back int64

		"savedata": fidelity.Exact, "updates": fidelity.Exact,
		"logs": fidelity.Exact, "mesh": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact,
		"cart": fidelity.Exact, "farcaster": fidelity.Exact,
		"edge": fidelity.Lossy, // RFC 3339 keeps the offset, not the zone name (PST)
	})
}

// TestAliasing checks that only the unsafe variant's strings share the input.
func TestAliasing(t *testing.T) {
	for v, want := range map[serbench.Variant]bool{serbench.Default: false, serbench.Unsafe: true} {
		r := serbench.Lookup("jsonparser", "small").Instance(v).Check()
		if r.AliasesInput == nil || *r.AliasesInput != want {
			t.Errorf("%s on small: aliases input %v, want %v", v, r.AliasesInput, want)
		}
	}
}
