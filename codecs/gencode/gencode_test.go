package gencode_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/gencode"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "gencode", map[string]fidelity.Status{
		"dynamic": fidelity.Unsupported,

		"logs": fidelity.Exact, "mesh": fidelity.Exact, "savedata": fidelity.Exact,
		"updates": fidelity.Lossy, // empty TurretAngles come back nil: gencode writes a slice as its length

		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact, "farcaster": fidelity.Exact,
		"cart": fidelity.Lossy, // empty Keywords come back nil
		"edge": fidelity.Lossy, // zone names are lost (MarshalBinary keeps only the offset)
	})
}
