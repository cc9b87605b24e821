package cbor_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/cbor"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "cbor", map[string]fidelity.Status{
		"dynamic": fidelity.Lossy, // positive ints come back as uint64, nested objects as map[interface{}]interface{}

		"savedata": fidelity.Exact, "updates": fidelity.Exact,
		"colorgroup": fidelity.Exact, "hero": fidelity.Exact, "farcaster": fidelity.Exact,
		"small": fidelity.Lossy, // times cut to whole seconds
		"cart":  fidelity.Lossy, // times cut to whole seconds
		"edge":  fidelity.Lossy, // times cut to whole seconds, in UTC: offsets and zone names are dropped
	})
}
