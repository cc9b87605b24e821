package main

import (
	"testing"
	"time"
)

// A run spreads its rounds over a short budget, and no more often than
// minRoundEvery; a long one takes one every roundEvery.
func TestRoundEveryFor(t *testing.T) {
	for _, c := range []struct {
		budget time.Duration
		cells  int
		want   time.Duration
	}{
		{300 * time.Millisecond, 206, 5150 * time.Millisecond}, // one seed dataset: 62 s of samples
		{300 * time.Millisecond, 2187, roundEvery},             // every dataset
		{300 * time.Millisecond, 12, minRoundEvery},            // a few cells
	} {
		if got := roundEveryFor(c.budget, c.cells); got != c.want {
			t.Errorf("roundEveryFor(%v, %d) = %v; want %v", c.budget, c.cells, got, c.want)
		}
	}
}
