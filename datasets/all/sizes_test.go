package all_test

import (
	"encoding/json"
	"testing"

	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

// meanJSON is the mean size of the records in encoding/json.
func meanJSON[T any](t *testing.T, records []T) float64 {
	n := 0
	for i := range records {
		b, err := json.Marshal(&records[i])
		if err != nil {
			t.Fatal(err)
		}
		n += len(b)
	}
	return float64(n) / float64(len(records))
}

// TestDocumentedSizes holds each dataset's package comment to its word:
// the JSON size it states is within 15% of the pool's mean.
func TestDocumentedSizes(t *testing.T) {
	for _, c := range []struct {
		name     string
		got, doc float64
	}{
		{"small", meanJSON(t, small.Records()), 145},
		{"colorgroup", meanJSON(t, colorgroup.Records()), 75},
		{"cart", meanJSON(t, cart.Records()), 100_000},
		{"farcaster", meanJSON(t, farcaster.Records()), 600},
		{"hero", meanJSON(t, hero.Records()), 300},
		{"edge", meanJSON(t, edge.Records()), 5_600},
	} {
		if c.got < 0.85*c.doc || c.got > 1.15*c.doc {
			t.Errorf("%s: a record is %.0f B in encoding/json; its package says about %.0f", c.name, c.got, c.doc)
		}
	}
	for i, u := range cart.Records() {
		b, _ := json.Marshal(&u)
		if len(b) < 85_000 || len(b) > 115_000 {
			t.Errorf("cart record %d: %d B in JSON, want 85 to 115 KB as seed 002", i, len(b))
		}
	}
}

// TestDeterministic: two builds of a pool are equal, so every process
// and every run sees the same records.
func TestDeterministic(t *testing.T) {
	for name, build := range map[string]func() any{
		"small": func() any { return small.Records() }, "colorgroup": func() any { return colorgroup.Records() },
		"cart": func() any { return cart.Records() }, "farcaster": func() any { return farcaster.Records() },
		"hero": func() any { return hero.Records() }, "edge": func() any { return edge.Records() },
	} {
		a, _ := json.Marshal(build())
		b, _ := json.Marshal(build())
		if string(a) != string(b) {
			t.Errorf("%s: two builds differ", name)
		}
	}
}
