package ugorji_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/ugorji"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	exact := func(lossy map[string]fidelity.Status) map[string]fidelity.Status {
		want := map[string]fidelity.Status{"small": fidelity.Exact, "colorgroup": fidelity.Exact,
			"hero": fidelity.Exact, "farcaster": fidelity.Exact, "cart": fidelity.Exact, "edge": fidelity.Exact}
		want["dynamic"] = fidelity.Lossy // nested objects come back as map[interface{}]interface{}, positive ints as uint64
		want["savedata"], want["updates"] = fidelity.Exact, fidelity.Exact
		for d, s := range lossy {
			want[d] = s
		}
		return want
	}
	for codec, want := range map[string]map[string]fidelity.Status{
		"ugorji-msgpack": exact(map[string]fidelity.Status{
			"edge": fidelity.Lossy, // times come back in UTC: offsets and zone names are dropped
		}),
		"ugorji-binc": exact(map[string]fidelity.Status{
			"edge": fidelity.Lossy, // zone names are dropped (offsets kept); -0 becomes 0
		}),
		"ugorji-cbor": exact(map[string]fidelity.Status{
			"small": fidelity.Lossy, // times rounded to the microsecond
			"cart":  fidelity.Lossy, // times rounded to the microsecond
			"edge":  fidelity.Lossy, // times rounded to the microsecond, in UTC: offsets and zone names are dropped
		}),
		"ugorji-json": exact(map[string]fidelity.Status{
			"edge": fidelity.Lossy, // zone names are dropped (offsets kept)
		}),
		"ugorji-simple": exact(map[string]fidelity.Status{
			"edge": fidelity.Lossy, // zone names are dropped (offsets kept)
		}),
	} {
		t.Run(codec, func(t *testing.T) { codectest.Expect(t, codec, want) })
	}
}
