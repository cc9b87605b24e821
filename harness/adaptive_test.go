package harness

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/serbench/serbench"
)

// The rounds on synthetic samples: every cell takes Count samples, then
// every cell takes more while the budget lasts, up to MaxCount, however
// narrow its interval already is; a large collection's cells take the
// rounds past the sixth only while the budget lasts; a failed cell, or one
// too slow to sample again, takes none. The order is shuffled, the same
// for the same round.
func TestDue(t *testing.T) {
	p := &Plan{Count: 10, MaxCount: 20}
	steady := &cell{}
	noisy := &cell{}
	full := &cell{}
	failed := &cell{failure: "boom"}
	large := &cell{large: true}
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
		{5, false, []*cell{steady, noisy, large}}, // a large collection's first rounds take no account of the budget
		{6, false, []*cell{steady, noisy}},        // nor the first Count rounds of the others
		{6, true, []*cell{steady, noisy, large}},
		{12, true, []*cell{steady, noisy, large}}, // steady is narrow, and samples on
		{12, false, nil},
	} {
		large.ns = full.ns[:min(c.round, len(full.ns))] // a sample a round
		got := p.due(cells, c.round, c.budgetLeft)
		if len(got) != len(c.want) || slices.ContainsFunc(c.want, func(x *cell) bool { return !slices.Contains(got, x) }) {
			t.Errorf("round %d, budget left %v: %d cells due, want %d", c.round, c.budgetLeft, len(got), len(c.want))
		}
		if again := p.due(cells, c.round, c.budgetLeft); !slices.Equal(got, again) {
			t.Errorf("round %d: two orders for the same round", c.round)
		}
	}
	many := make([]*cell, 40)
	for i := range many {
		many[i] = &cell{}
	}
	if slices.Equal(p.due(many, 0, true), p.due(many, 1, true)) {
		t.Errorf("rounds 0 and 1 visit 40 cells in the same order")
	}
}

// A cell's op count settles after its first Count/4 samples on the count
// that takes Benchtime at their median speed; samples taken at a count more
// than 10% off are dropped, and the cell looks again after Count/4 more, at
// most three times, taking its first Count rounds' worth of samples again
// before the budget decides.
func TestSettle(t *testing.T) {
	p := &Plan{Count: 8, MaxCount: 20, Benchtime: 2 * time.Millisecond}
	sampled := func(n int, ns ...float64) *cell {
		return &cell{n: n, ns: ns, ref: ns, onCPU: ns, bytes: ns, allocs: ns}
	}
	for _, c := range []struct {
		name    string
		cell    *cell
		wantN   int
		settled bool
	}{
		{"calibrated short", sampled(1000, 1000, 1000), 2000, false},
		{"slow samples among them", sampled(1000, 1000, 1000, 2500, 3000), 2000, false}, // the median would call for 800
		{"calibrated long", sampled(4000, 1000, 1000), 2000, false},
		{"within 10%", sampled(1900, 1000, 1000), 1900, true},
		{"slower than Benchtime a call", sampled(1, 5e6, 6e6), 1, true},
		{"too few samples", sampled(1000, 1000), 1000, false},
	} {
		c.cell.settle(p)
		kept := len(c.cell.ns) > 0 && len(c.cell.ref) > 0 && len(c.cell.allocs) > 0
		if c.cell.n != c.wantN || c.cell.settled != c.settled || kept == (c.cell.discarded > 0) {
			t.Errorf("%s: op count %d, settled %v, samples kept %v; want %d, %v", c.name, c.cell.n, c.cell.settled, kept, c.wantN, c.settled)
		}
	}

	// Samples at a count far too low read slow and call for a count still
	// too low; the cell moves until its samples agree with their count.
	c := sampled(1000, 2000, 2000) // calls for 1,000 again: agrees
	c.settle(p)
	if !c.settled || c.n != 1000 || c.settles != 1 {
		t.Errorf("agreeing samples: op count %d after %d looks, settled %v; want 1000 after 1, settled", c.n, c.settles, c.settled)
	}
	c = sampled(500, 1000, 1000) // calls for 2,000
	for _, next := range []float64{800, 790} {
		c.settle(p)
		c.ns, c.ref, c.onCPU, c.bytes, c.allocs = []float64{next, next}, nil, nil, nil, nil
	}
	c.settle(p) // 2,000 at 800 ns called for 2,500; 2,500 at 790 ns agrees
	if !c.settled || c.n != 2500 || c.settles != 3 || c.discarded != 4 {
		t.Errorf("converging cell: op count %d after %d looks, %d samples dropped, settled %v; want 2500 after 3, 4 dropped, settled",
			c.n, c.settles, c.discarded, c.settled)
	}
	// The third look is the last, agreeing or not.
	c = sampled(500, 1000, 1000)
	for _, next := range []float64{500, 250} {
		c.settle(p)
		c.ns = []float64{next, next}
	}
	c.settle(p)
	if !c.settled || c.n != 8000 || c.settles != maxSettles {
		t.Errorf("moving cell: op count %d after %d looks, settled %v; want 8000 after %d, settled", c.n, c.settles, c.settled, maxSettles)
	}
	c.ns = []float64{1000, 1000}
	if c.settle(p); c.n != 8000 || c.settles != maxSettles {
		t.Errorf("a settled cell looked again: op count %d after %d looks", c.n, c.settles)
	}

	// A large collection's cell that dropped its samples takes its first
	// samples again after the budget has run out, and no more.
	c = sampled(1, 1e5, 1e5) // calls for 20 ops a sample
	c.large = true
	c.settle(p)
	c.ns = []float64{1e5, 1e5, 1e5, 1e5, 1e5}
	if due := p.due([]*cell{c}, p.Count, false); len(due) != 1 {
		t.Errorf("a large collection's cell with %d samples after dropping %d is not due without budget", len(c.ns), c.discarded)
	}
	c.ns = append(c.ns, 1e5)
	if due := p.due([]*cell{c}, p.Count, false); len(due) != 0 {
		t.Errorf("a large collection's cell with %d samples is still due without budget", len(c.ns))
	}

	// A large collection's cell whose samples have taken less than its own
	// budget in wall time takes the first rounds even when its group's
	// budget is spent, however little own time they timed.
	bp := &Plan{Count: 10, MaxCount: 20, Budget: 300 * time.Millisecond}
	fast := &cell{large: true, n: 1, ns: []float64{1e6, 1e6, 1e6, 1e6, 1e6, 1e6}, spent: 250 * time.Millisecond}
	if due := bp.due([]*cell{fast}, 6, false); len(due) != 1 {
		t.Errorf("a large collection's cell that spent %v of its %v is not due", fast.spent, bp.Budget)
	}
	fast.ns, fast.spent = append(fast.ns, 1e6), 320*time.Millisecond
	if due := bp.due([]*cell{fast}, 7, false); len(due) != 0 {
		t.Errorf("a large collection's cell that spent %v of its %v is still due without budget", fast.spent, bp.Budget)
	}

	// A cell that dropped its samples is due in the first rounds again.
	c = sampled(1000, 900, 1000)
	c.settle(p)
	if due := p.due([]*cell{c}, p.Count, false); len(due) != 1 {
		t.Errorf("a cell that dropped %d samples is not due in round %d without budget", c.discarded, p.Count)
	}
	if due := p.due([]*cell{c}, p.Count+c.discarded, false); len(due) != 0 {
		t.Errorf("a cell that dropped %d samples is still due in round %d without budget", c.discarded, p.Count+c.discarded)
	}

	// The other side of an A/B pair drops and settles with its lead.
	lead, other := sampled(1000, 900, 1000), sampled(1000, 500, 500)
	lead.settle(p)
	other.follow(lead)
	if other.n != lead.n || len(other.ns) != 0 || other.discarded != 2 || other.settled || other.settles != 1 {
		t.Errorf("follower: op count %d (lead %d), %d samples kept, %d dropped, settled %v after %d looks; want the lead's count, none kept, 2 dropped, not settled after 1",
			other.n, lead.n, len(other.ns), other.discarded, other.settled, other.settles)
	}
}

// A large collection is prepared and timed eight worker packages at a
// time, each package's units in one group; any other dataset at once.
func TestGroups(t *testing.T) {
	unitsOf := func(collection bool) []*unit {
		d := &serbench.DatasetEntry{Name: "d", Large: collection}
		var us []*unit
		for i := range 20 {
			pkg := fmt.Sprintf("example.com/p%d", i%18) // two packages hold two codecs
			us = append(us, &unit{id: i, binding: &serbench.Binding{Dataset: d, Codec: &serbench.Codec{Name: fmt.Sprint("c", i), Package: pkg}}})
		}
		return us
	}
	if gs := groups(unitsOf(false), 1); len(gs) != 1 || len(gs[0]) != 20 {
		t.Errorf("a seed dataset in %d groups, want all 20 units in one", len(gs))
	}
	gs := groups(unitsOf(true), 1)
	seen, groupOf := map[int]bool{}, map[string]int{}
	for i, g := range gs {
		pkgs := map[string]bool{}
		for _, u := range g {
			if seen[u.id] {
				t.Errorf("unit %d in two groups", u.id)
			}
			seen[u.id] = true
			pkgs[u.pkg()] = true
			if j, ok := groupOf[u.pkg()]; ok && j != i {
				t.Errorf("package %s in groups %d and %d", u.pkg(), j, i)
			}
			groupOf[u.pkg()] = i
		}
		if len(pkgs) > collectionGroup {
			t.Errorf("group %d has %d packages, want at most %d", i, len(pkgs), collectionGroup)
		}
	}
	if len(gs) != 3 || len(seen) != 20 {
		t.Errorf("a large collection in %d groups holding %d units, want 3 groups holding 20", len(gs), len(seen))
	}
}

// Checking a unit of a large collection may take checkOps requests' time;
// any other preparation, one's.
func TestPrepareTimeout(t *testing.T) {
	large := &unit{binding: &serbench.Binding{Dataset: &serbench.DatasetEntry{Name: "mesh", Large: true}}}
	small := &unit{binding: &serbench.Binding{Dataset: &serbench.DatasetEntry{Name: "small"}}}
	for _, c := range []struct {
		u     *unit
		check bool
		want  time.Duration
	}{
		{large, true, checkOps * time.Minute},
		{large, false, time.Minute},
		{small, true, time.Minute},
		{small, false, time.Minute},
	} {
		if got := c.u.prepareTimeout(c.check, time.Minute); got != c.want {
			t.Errorf("%s, check %v: %v; want %v", c.u.binding.Dataset.Name, c.check, got, c.want)
		}
	}
}
