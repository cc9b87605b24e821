package calmhxdr_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/calmhxdr"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "xdr-calmh", map[string]fidelity.Status{
		"dynamic": fidelity.Unsupported,

		"savedata": fidelity.Exact,
		"updates":  fidelity.Lossy, // empty TurretAngles come back nil: genxdr decodes a zero-length array as nil
		"logs":     fidelity.Exact, "mesh": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact, "farcaster": fidelity.Exact,
		"edge": fidelity.Exact,
		"cart": fidelity.Lossy, // empty Keywords come back nil: the generated decoder makes a slice only for a non-zero count
	})
}
