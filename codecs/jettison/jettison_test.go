package jettison_test

import (
	"slices"
	"testing"

	"github.com/serbench/serbench"
	_ "github.com/serbench/serbench/codecs/jettison"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "jettison", map[string]fidelity.Status{
		"dynamic": fidelity.Lossy, // encoding/json, reading back, decodes numbers as float64: ids beyond 2^53 change value

		"savedata": fidelity.Exact, "updates": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "cart": fidelity.Exact,
		"farcaster": fidelity.Exact, "hero": fidelity.Exact,
		"edge": fidelity.Lossy, // the zone name "PST" is dropped (RFC 3339 keeps the offset only)
	})
}

// An encoder only: no unmarshal op is timed, and the check says nothing of
// aliasing, which would be encoding/json's.
func TestEncodeOnly(t *testing.T) {
	b := serbench.Lookup("jettison", "small")
	if ops := b.Ops(serbench.Default); slices.Contains(ops, serbench.Unmarshal) || !slices.Contains(ops, serbench.Marshal) {
		t.Errorf("ops %v; want marshal and no unmarshal", ops)
	}
	if r := b.Instance(serbench.Default).Check(); r.AliasesInput != nil {
		t.Errorf("aliasing measured through the check's decoder: %v", *r.AliasesInput)
	}
}
