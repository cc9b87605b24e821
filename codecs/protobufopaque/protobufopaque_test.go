package protobufopaque_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/protobufopaque"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "protobuf-opaque", map[string]fidelity.Status{
		"dynamic": fidelity.Lossy, // google.protobuf.Struct holds every number as a double: ints come back float64, ints beyond 2^53 rounded
		"logs":    fidelity.Exact, "mesh": fidelity.Exact, "savedata": fidelity.Exact,
		"updates": fidelity.Lossy, // empty TurretAngles come back nil: a repeated field has no empty-but-present
		"small":   fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact, "farcaster": fidelity.Exact,
		"cart": fidelity.Lossy, // empty Keywords come back nil: a repeated field has no empty-but-present
		"edge": fidelity.Lossy, // zone names are dropped (PST becomes an unnamed -08:00)
	})
}
