// Package dynamic is the dataset of documents whose shape no Go type
// declares: JSON-like values held as map[string]any and []any, the way Go
// programs hold what they decode without a schema (seed 000 issue 57 asks
// for map[string]interface{}).
//
// Each record is one document: an object with a few fields every document
// has (an id beyond 2^53, as snowflake ids are; a kind; a timestamp in
// milliseconds; a score; a list of up to 11 entry objects) and a body whose shape varies with the document's
// kind and its random draw: nested objects up to four levels, arrays of
// numbers, strings, objects or of everything mixed, ints of every size
// (int64 limits among them), floats that need 17 digits, integral floats,
// multi-byte and empty strings, booleans and nulls. Ints are int64 and
// floats float64, as a program builds them; a format that brings an int64
// back as a float64 shows as a "number type" finding, lossy, not an error.
// A document is about 1.5 KB in encoding/json (a test checks it).
//
// The same machinery reads a user's own documents from a file: see
// [Register] and [ParseFile].
package dynamic

import (
	"math"
	"math/rand/v2"
	"strconv"

	"github.com/serbench/serbench"
)

// Size is the number of documents in the pool.
const Size = 256

// Dataset is the registered dataset.
var Dataset = &serbench.Dataset[map[string]any]{
	Name: "dynamic",
	Description: "JSON-like documents as map[string]any and []any: nested objects and arrays, ints beyond 2^53, " +
		"floats, strings, bools, nulls; ~1.5 KB in JSON",
	Records:    Records,
	Throughput: true,
}

func init() { serbench.AddDataset(Dataset) }

var (
	kinds = []string{"user", "order", "event", "metric", "config", "feature"}
	words = []string{"alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india",
		"juliett", "kilo", "lima", "naïve", "café", "日本語", "Ωμέγα", "emoji 🚀", ""}
	keys = []string{"name", "email", "status", "count", "items", "price", "qty", "tags", "meta", "attrs",
		"lat", "lon", "enabled", "threshold", "labels", "children", "note", "ratio", "version", "owner"}
)

// Records returns the pool: the same documents on every call.
func Records() []map[string]any {
	r := rand.New(rand.NewPCG(0, 13))
	out := make([]map[string]any, Size)
	for i := range out {
		g := gen{r: r}
		doc := map[string]any{
			"id":      int64(1<<53) + r.Int64N(1<<62), // beyond float64's exact ints
			"kind":    kinds[i%len(kinds)],
			"created": int64(1_600_000_000_000) + r.Int64N(200_000_000_000),
			"score":   r.Float64() * 100,
		}
		for range 8 + r.IntN(16) {
			doc[keys[r.IntN(len(keys))]] = g.value(0)
		}
		entries := make([]any, r.IntN(12))
		for j := range entries {
			entries[j] = g.object(1)
		}
		doc["entries"] = entries
		if i%len(kinds) == 0 { // the edges, each in some documents
			doc["limits"] = []any{int64(math.MaxInt64), int64(math.MinInt64), 0.1, 1e300, 5e-324, 100.0, int64(-1)}
		}
		out[i] = doc
	}
	return out
}

// gen draws values; depth bounds the nesting.
type gen struct{ r *rand.Rand }

func (g gen) value(depth int) any {
	r := g.r
	n := 10
	if depth < 3 {
		n = 13
	}
	switch r.IntN(n) {
	case 0:
		return int64(r.IntN(1000))
	case 1:
		return -r.Int64N(1 << 40)
	case 2:
		return int64(1<<53) + r.Int64N(1<<62)
	case 3:
		return r.Float64() * math.Pow(10, float64(r.IntN(12)-4))
	case 4:
		return float64(r.IntN(100)) // integral float: JSON writes it as an int
	case 5, 6:
		return words[r.IntN(len(words))]
	case 7:
		return r.IntN(2) == 0
	case 8:
		return nil
	case 9:
		l := make([]any, r.IntN(8))
		for i := range l {
			l[i] = words[r.IntN(len(words))] + strconv.Itoa(i)
		}
		return l
	case 10:
		l := make([]any, 1+r.IntN(10))
		for i := range l {
			l[i] = r.Float64()
		}
		return l
	case 11:
		l := make([]any, 1+r.IntN(4))
		for i := range l {
			l[i] = g.value(depth + 1)
		}
		return l
	default:
		return g.object(depth + 1)
	}
}

func (g gen) object(depth int) map[string]any {
	m := map[string]any{}
	for range 2 + g.r.IntN(6) {
		m[keys[g.r.IntN(len(keys))]] = g.value(depth)
	}
	return m
}
