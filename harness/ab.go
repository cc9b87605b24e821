package harness

import (
	"fmt"
	"slices"
	"time"
)

// RunAB checks and times p with two serbench executables at once, old.Exe
// and new.Exe, each journaling to its own Journal: every unit is prepared
// in both sides' workers, and each round samples every due cell on one
// side and then at once on the other, the order alternating from round to
// round, so that the machine's drift hits both sides alike and sample i of
// a cell on one side was taken beside sample i on the other. A cell pair
// takes more rounds while either side's interval is wider than p.Precision
// and the budget (counted over both sides) lasts; it stops when either
// side fails. Both sides take each sample with the same op count, the
// first side's calibration. Neither Runner may have Done set: an A/B run
// is not resumed.
func RunAB(old, new *Runner, p *Plan) error {
	if old.Done != nil || new.Done != nil {
		return fmt.Errorf("harness: an A/B run cannot resume")
	}
	done := map[string]bool{}
	unitsOld, unsupported := p.units()
	unitsNew, _ := p.units()
	for _, r := range []*Runner{old, new} {
		if err := r.addUnsupported(unsupported, done); err != nil {
			return err
		}
	}
	for i := range unitsOld {
		groupsOld, groupsNew := groups(unitsOld[i]), groups(unitsNew[i])
		for j := range groupsOld {
			if err := abGroup(old, new, p, groupsOld[j], groupsNew[j], done); err != nil {
				return err
			}
			if len(groupsOld) > 1 {
				old.closeWorkers(groupsOld[j])
				new.closeWorkers(groupsNew[j])
			}
		}
	}
	return old.payloadErr
}

// abGroup prepares, times and journals one group of a dataset's units on
// both sides (usOld[i] and usNew[i] are the same unit).
func abGroup(old, new *Runner, p *Plan, usOld, usNew []*unit, done map[string]bool) error {
	cellsOld, err := old.setUp(p, usOld, done)
	if err != nil {
		return err
	}
	cellsNew, err := new.setUp(p, usNew, done)
	if err != nil {
		return err
	}
	sampleAB(old, new, p, cellsOld, cellsNew)
	if err := old.finishDataset(p, usOld, cellsOld); err != nil {
		return err
	}
	return new.finishDataset(p, usNew, cellsNew)
}

// sampleAB takes the rounds of one dataset's cell pairs (cellsOld[i] and
// cellsNew[i] are the same cell), each side's Progress told of its samples.
func sampleAB(old, new *Runner, p *Plan, cellsOld, cellsNew []*cell) {
	start := time.Now()
	budget := 2 * p.Budget * time.Duration(len(cellsOld))
	for round := 0; ; round++ {
		left := time.Since(start) < budget
		dueOld, dueNew := p.due(cellsOld, round, left), p.due(cellsNew, round, left)
		var todo []int
		for i := range cellsOld {
			o, n := cellsOld[i], cellsNew[i]
			if o.failure != "" || n.failure != "" || len(o.ns) >= p.maxCount() || len(n.ns) >= p.maxCount() {
				continue
			}
			if slices.Contains(dueOld, o) || slices.Contains(dueNew, n) {
				todo = append(todo, i)
			}
		}
		if len(todo) == 0 {
			break
		}
		for _, i := range todo {
			first, second := old, new
			c1, c2 := cellsOld[i], cellsNew[i]
			if round%2 == 1 {
				first, second, c1, c2 = new, old, c2, c1
			}
			first.sample(c1, p)
			if c2.n == 0 {
				// The same op count on both sides: an op's cost depends on
				// how many of the pool's records a sample visits.
				c2.n = c1.n
			}
			second.sample(c2, p)
			// Both sides settle on the first side's count.
			if c1.settle(p); c1.settled && !c2.settled {
				c2.settleTo(c1.n)
			}
			first.step(1, c1.key())
			second.step(1, c2.key())
		}
	}
	for _, r := range []struct {
		r     *Runner
		cells []*cell
	}{{old, cellsOld}, {new, cellsNew}} {
		left := len(r.cells) * p.maxCount()
		for _, c := range r.cells {
			left -= len(c.ns)
		}
		r.r.step(left, "")
	}
}
