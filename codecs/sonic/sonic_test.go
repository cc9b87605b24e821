package sonic_test

import (
	"runtime"
	"testing"

	bsonic "github.com/bytedance/sonic"
	"github.com/serbench/serbench"
	_ "github.com/serbench/serbench/codecs/sonic"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "sonic", map[string]fidelity.Status{
		"dynamic": fidelity.Lossy, // numbers come back as float64: ids beyond 2^53 change value

		"savedata": fidelity.Exact, "updates": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "cart": fidelity.Exact,
		"farcaster": fidelity.Exact, "hero": fidelity.Exact,
		"edge": fidelity.Lossy, // -0 becomes 0; the zone name "PST" is dropped (RFC 3339 keeps the offset only)
	})
}

// TestAliasing checks that ConfigDefault's strings, which are not copied,
// share Unmarshal's own copy of the input and not the input, and that the
// unsafe variant's share the input.
func TestAliasing(t *testing.T) {
	for v, want := range map[serbench.Variant]bool{serbench.Default: false, serbench.Unsafe: true} {
		r := serbench.Lookup("sonic", "small").Instance(v).Check()
		if r.AliasesInput == nil || *r.AliasesInput != want {
			t.Errorf("%s on small: aliases input %v, want %v", v, r.AliasesInput, want)
		}
	}
}

// On a Go release sonic does not know, its package compiles to a wrapper
// of encoding/json, silently: the sonic rows would then time encoding/json.
func TestSonicRunsItsOwnEngine(t *testing.T) {
	if bsonic.APIKind != bsonic.UseSonicJSON {
		t.Fatalf("sonic runs its encoding/json fallback on %s: its figures would be encoding/json's", runtime.Version())
	}
}
