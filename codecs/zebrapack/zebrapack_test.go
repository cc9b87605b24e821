package zebrapack_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/zebrapack"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "zebrapack", map[string]fidelity.Status{
		"dynamic": fidelity.Exact,

		"savedata":   fidelity.Exact,
		"updates":    fidelity.Lossy, // an empty TurretAngles is omitted as empty and comes back nil
		"colorgroup": fidelity.Exact, "hero": fidelity.Exact, "farcaster": fidelity.Exact,
		"logs": fidelity.Exact, "mesh": fidelity.Exact,
		"small": fidelity.Lossy, // times come back in time.Local: UTC offsets change
		"cart":  fidelity.Lossy, // times come back in time.Local; empty Keywords are omitted and come back nil
		"edge":  fidelity.Lossy, // times come back in time.Local; -0 is omitted as empty and comes back 0
	})
}
