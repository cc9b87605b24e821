package fastjson_test

import (
	"bytes"
	"encoding/json"
	"os"
	"testing"

	"github.com/serbench/serbench"
	_ "github.com/serbench/serbench/codecs/fastjson"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/dynamic"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/small"
	"github.com/serbench/serbench/datasets/updates"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "fastjson", map[string]fidelity.Status{
		"dynamic": fidelity.Lossy, // number type: integral floats come back int64

		"savedata": fidelity.Exact, "updates": fidelity.Exact,
		"logs": fidelity.Exact, "mesh": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact,
		"cart": fidelity.Exact, "farcaster": fidelity.Exact,
		"edge": fidelity.Lossy, // RFC 3339 keeps the offset, not the zone name (PST)
	})
}

// TestSameBytes checks that both variants write exactly what encoding/json
// writes for every record, farcaster's two levels included (the large
// collections with SERBENCH_TEST_COLLECTIONS set).
func TestSameBytes(t *testing.T) {
	nested := farcaster.Nest(serbench.AnyOps{Marshal: json.Marshal}).Marshal
	want := map[string][][]byte{
		"small":      encodeAll(t, small.Records(), json.Marshal),
		"edge":       encodeAll(t, edge.Records(), json.Marshal),
		"colorgroup": encodeAll(t, colorgroup.Records(), json.Marshal),
		"hero":       encodeAll(t, hero.Records(), json.Marshal),
		"cart":       encodeAll(t, cart.Records(), json.Marshal),
		"farcaster":  encodeAll(t, farcaster.Records(), nested),
		"dynamic":    encodeAll(t, dynamic.Records(), json.Marshal),
	}
	if os.Getenv("SERBENCH_TEST_COLLECTIONS") != "" { // seconds each, as in codectest
		want["logs"] = encodeAll(t, logs.Records(), json.Marshal)
		want["mesh"] = encodeAll(t, mesh.Records(), json.Marshal)
		want["savedata"] = encodeAll(t, savedata.Records(), json.Marshal)
		want["updates"] = encodeAll(t, updates.Records(), json.Marshal)
	}
	for name, w := range want {
		b := serbench.Lookup("fastjson", name)
		for _, v := range b.Variants {
			for i, got := range b.Instance(v).Encoded() {
				if !bytes.Equal(got, w[i]) {
					t.Errorf("%s/%s record %d:\n got %s\nwant %s", name, v, i, got, w[i])
					break
				}
			}
		}
	}
}

func encodeAll[T any](t *testing.T, recs []T, marshal func(any) ([]byte, error)) [][]byte {
	out := make([][]byte, len(recs))
	for i := range recs {
		b, err := marshal(&recs[i])
		if err != nil {
			t.Fatal(err)
		}
		out[i] = b
	}
	return out
}
