package simdjsongo_test

import (
	"testing"

	"github.com/minio/simdjson-go"

	"github.com/serbench/serbench"
	_ "github.com/serbench/serbench/codecs/simdjsongo"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	want := map[string]fidelity.Status{
		"dynamic": fidelity.Lossy, // number type: integral floats come back int64

		"savedata": fidelity.Exact, "updates": fidelity.Exact,
		"logs": fidelity.Exact, "mesh": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact,
		"cart": fidelity.Exact, "farcaster": fidelity.Exact,
		"edge": fidelity.Lossy, // RFC 3339 keeps the offset, not the zone name (PST); -0 is read as the integer 0
	}
	if !simdjson.SupportedCPU() {
		// Unsupported everywhere: simdjson-go has no fallback.
		for d := range want {
			want[d] = fidelity.Unsupported
		}
	}
	codectest.Expect(t, "simdjson-go", want)
}

// TestAliasing checks that neither variant's strings share the input:
// Iter.String copies, whether or not the tape's strings do.
func TestAliasing(t *testing.T) {
	if !simdjson.SupportedCPU() {
		t.Skip("simdjson-go needs AVX2 and CLMUL")
	}
	for _, v := range []serbench.Variant{serbench.Default, "nocopy"} {
		r := serbench.Lookup("simdjson-go", "small").Instance(v).Check()
		if r.AliasesInput == nil || *r.AliasesInput {
			t.Errorf("%s on small: aliases input %v, want false", v, r.AliasesInput)
		}
	}
}
