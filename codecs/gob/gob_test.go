package gob_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/gob"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "gob", map[string]fidelity.Status{
		"dynamic": fidelity.Lossy, // empty arrays and objects come back nil

		"savedata": fidelity.Lossy, "updates": fidelity.Lossy, // gob sends no zero values: a *bool false and an empty slice come back nil
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact, "farcaster": fidelity.Exact,
		"cart": fidelity.Lossy, // empty Keywords come back nil
		"edge": fidelity.Lossy, // -0 becomes 0 (gob omits zero values); zone names are dropped
	})
}
