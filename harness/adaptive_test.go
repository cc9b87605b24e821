package harness

import (
	"slices"
	"testing"
)

// The adaptive rule on synthetic samples: every cell takes Count samples;
// past them only cells still wider than Precision take more, while the
// budget lasts and up to MaxCount; a large collection's cells take the
// rounds past the fifth only while the budget lasts; a failed cell, or one
// too slow to sample again, takes none.
func TestDue(t *testing.T) {
	p := &Plan{Count: 10, MaxCount: 20, Precision: 0.03}
	steady := &cell{}
	noisy := &cell{}
	full := &cell{}
	failed := &cell{failure: "boom"}
	large := &cell{collection: true}
	slow := &cell{tooSlow: true}
	for i := range 20 {
		x := 100 + float64(i%3)*0.1 // within 0.2%
		y := 100 * float64(1+i%2)   // every other sample twice as slow
		if i < 12 {
			steady.ns, noisy.ns = append(steady.ns, x), append(noisy.ns, y)
		}
		full.ns = append(full.ns, y)
	}
	cells := []*cell{steady, noisy, full, failed, large, slow}
	for _, c := range []struct {
		round      int
		budgetLeft bool
		want       []*cell
	}{
		{4, false, []*cell{steady, noisy, large}}, // a large collection's first rounds take no account of the budget
		{5, false, []*cell{steady, noisy}},        // nor the first Count rounds of the others
		{5, true, []*cell{steady, noisy, large}},
		{12, true, []*cell{noisy, large}}, // large has no interval yet
		{12, false, nil},
	} {
		if got := p.due(cells, c.round, c.budgetLeft); !slices.Equal(got, c.want) {
			t.Errorf("round %d, budget left %v: %d cells due, want %d", c.round, c.budgetLeft, len(got), len(c.want))
		}
	}
}
