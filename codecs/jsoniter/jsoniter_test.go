package jsoniter_test

import (
	"testing"

	"github.com/serbench/serbench"
	_ "github.com/serbench/serbench/codecs/jsoniter"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "jsoniter", map[string]fidelity.Status{
		"dynamic": fidelity.Lossy, // numbers come back as float64: ids beyond 2^53 change value

		"savedata": fidelity.Exact, "updates": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "cart": fidelity.Exact,
		"farcaster": fidelity.Exact, "hero": fidelity.Exact,
		"edge": fidelity.Lossy, // the zone name "PST" is dropped (RFC 3339 keeps the offset only)
	})
}

// TestFastest checks that ConfigFastest's rounding of floats shows.
func TestFastest(t *testing.T) {
	r := serbench.Lookup("jsoniter", "small").Instance("fastest").Check()
	if r.Status != fidelity.Lossy {
		t.Errorf("fastest on small: %s, want lossy (floats to 6 decimals)", r.Status)
	}
}
