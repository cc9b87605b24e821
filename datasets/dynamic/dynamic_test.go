package dynamic

import (
	"encoding/json"
	"testing"

	"github.com/serbench/serbench/fidelity"
)

// TestDocumentedSize holds the package comment to its word: a document is
// within 15% of 1.5 KB in encoding/json on average, and the pool has
// documents of many sizes.
func TestDocumentedSize(t *testing.T) {
	total, smallest, largest := 0, 1<<30, 0
	for _, d := range Records() {
		b, err := json.Marshal(d)
		if err != nil {
			t.Fatal(err)
		}
		total += len(b)
		smallest, largest = min(smallest, len(b)), max(largest, len(b))
	}
	mean := float64(total) / Size
	if mean < 0.85*1500 || mean > 1.15*1500 {
		t.Errorf("a document is %.0f B in encoding/json; the package says about 1500", mean)
	}
	if largest < 3*smallest {
		t.Errorf("documents from %d to %d B: too alike", smallest, largest)
	}
}

// TestDeterministic: two builds of the pool are equal, value by value and
// type by type.
func TestDeterministic(t *testing.T) {
	a, b := Records(), Records()
	for i := range a {
		if d := fidelity.Compare(a[i], b[i]); len(d) > 0 {
			t.Fatalf("document %d differs between builds: %v", i, d)
		}
	}
}
