package xdr_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/xdr"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	for _, codec := range []string{"xdr", "xdr2"} {
		t.Run(codec, func(t *testing.T) {
			codectest.Expect(t, codec, map[string]fidelity.Status{
				"dynamic": fidelity.Unsupported,

				"savedata": fidelity.Exact, "updates": fidelity.Lossy, // an empty TurretAngles comes back nil
				"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact, "farcaster": fidelity.Exact,
				"cart": fidelity.Lossy, // empty Keywords come back nil
				"edge": fidelity.Lossy, // ints beyond 32 bits are truncated; zone names are dropped
			})
		})
	}
}
