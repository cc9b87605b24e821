package baseline

import (
	"math"
	"strings"
	"testing"

	"github.com/serbench/serbench/fidelity"
)

// doc holds every tag, a user's uint64 beyond int64 among them.
var doc = map[string]any{
	"null": nil, "t": true, "f": false, "int": int64(math.MinInt64), "uint": uint64(math.MaxUint64),
	"float": 5e-324, "s": "café", "list": []any{int64(1), "x", []any{}}, "obj": map[string]any{"k": 0.1},
}

func TestDynamicRoundTrip(t *testing.T) {
	r := reader{b: encodeDoc(nil, &doc)}
	var got map[string]any
	decodeDoc(&r, &got)
	if err := r.done(); err != nil {
		t.Fatal(err)
	}
	if d := fidelity.Compare(doc, got); len(d) > 0 {
		t.Errorf("the document came back changed: %v", d)
	}
}

func TestDynamicTruncated(t *testing.T) {
	truncations(t, "dynamic", &doc, encodeDoc, decodeDoc)
}

// TestDynamicMalformed: an unknown tag, a document that is not an object
// and nesting past maxDepth are errors, not panics.
func TestDynamicMalformed(t *testing.T) {
	deep := strings.Repeat(string([]byte{tagArray, 1}), maxDepth+1) + string([]byte{tagNull})
	for name, in := range map[string]string{
		"unknown tag": string([]byte{tagObject, 1, 1, 'k', 99}),
		"not object":  string([]byte{tagArray, 0}),
		"too deep":    string([]byte{tagObject, 1, 1, 'k'}) + deep,
	} {
		r := reader{b: []byte(in)}
		var got map[string]any
		decodeDoc(&r, &got)
		if r.done() == nil {
			t.Errorf("%s: decoded without error", name)
		}
	}
}
