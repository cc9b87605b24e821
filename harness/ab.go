package harness

import (
	"fmt"
	"slices"
	"time"

	"github.com/serbench/serbench"
)

// RunAB checks and times p with two serbench executables at once, the old
// side's and the new side's, each in len(olds) replicas: olds[k] and
// news[k] are a pair of Runners of the two executables, each journaling to
// its own Journal, and each replica has workers of its own. Every unit is
// prepared in every Runner's workers; each round samples every due cell of
// one replica on one side and then at once on the other, the order
// alternating from round to round and the replicas taking the rounds in
// turn, so that the machine's drift hits both sides alike and sample i of
// a cell on one side of a replica was taken beside sample i on the other.
// Within a replica a cell pair takes more rounds while the budget (counted
// over all Runners) lasts; it stops when either side fails. Both sides of a replica
// take each sample with the same op count, the first side's calibration.
// No Runner may have Done set: an A/B run is not resumed.
//
// Replicas exist because two workers of one binary can differ for the
// whole run by more than a code change worth finding: a JIT compiler's
// code, or a process's heap, lands where that process's memory puts it. A
// change that shows in every replica is the code's.
func RunAB(olds, news []*Runner, p *Plan) error {
	if len(olds) == 0 || len(olds) != len(news) {
		return fmt.Errorf("harness: an A/B run needs as many old Runners as new, and some: %d and %d", len(olds), len(news))
	}
	reps := make([]*abReplica, len(olds))
	for k := range olds {
		if olds[k].Done != nil || news[k].Done != nil {
			return fmt.Errorf("harness: an A/B run cannot resume")
		}
		reps[k] = &abReplica{old: olds[k], new: news[k], done: doneRows{}}
		var unsupported []*serbench.Binding
		reps[k].unitsOld, unsupported = p.units()
		reps[k].unitsNew, _ = p.units()
		for _, r := range []*Runner{olds[k], news[k]} {
			if err := r.addUnsupported(unsupported, reps[k].done); err != nil {
				return err
			}
		}
	}
	for i := range reps[0].unitsOld {
		groupsOld := make([][][]*unit, len(reps))
		groupsNew := make([][][]*unit, len(reps))
		for k, rep := range reps {
			groupsOld[k], groupsNew[k] = groups(rep.unitsOld[i], 1), groups(rep.unitsNew[i], 1)
		}
		for j := range groupsOld[0] {
			for k, rep := range reps {
				rep.usOld, rep.usNew = groupsOld[k][j], groupsNew[k][j]
			}
			if err := abGroup(reps, p); err != nil {
				return err
			}
			if len(groupsOld[0]) > 1 {
				for _, rep := range reps {
					rep.old.closeWorkers(rep.usOld)
					rep.new.closeWorkers(rep.usNew)
				}
			}
		}
	}
	for _, rep := range reps {
		if rep.old.payloadErr != nil {
			return rep.old.payloadErr
		}
	}
	return nil
}

// abReplica is one pair of Runners of an A/B run with its units, and the
// group of them being timed (usOld[i] and usNew[i] are the same unit, as
// are cellsOld[i] and cellsNew[i]).
type abReplica struct {
	old, new           *Runner
	unitsOld, unitsNew [][]*unit
	done               doneRows
	usOld, usNew       []*unit
	cellsOld, cellsNew []*cell
}

// abGroup prepares, times and journals one group of a dataset's units on
// both sides of every replica.
func abGroup(reps []*abReplica, p *Plan) error {
	for _, rep := range reps {
		var err error
		if rep.cellsOld, err = rep.old.setUp(p, rep.usOld, rep.done); err != nil {
			return err
		}
		if rep.cellsNew, err = rep.new.setUp(p, rep.usNew, rep.done); err != nil {
			return err
		}
	}
	sampleAB(reps, p)
	for _, rep := range reps {
		if err := rep.old.finishDataset(p, rep.usOld, rep.cellsOld); err != nil {
			return err
		}
		if err := rep.new.finishDataset(p, rep.usNew, rep.cellsNew); err != nil {
			return err
		}
	}
	return nil
}

// sampleAB takes the rounds of one group's cell pairs in every replica,
// the replicas in turn, each side's Progress told of its samples.
func sampleAB(reps []*abReplica, p *Plan) {
	start := time.Now()
	budget := 2 * time.Duration(len(reps)) * p.Budget * time.Duration(len(reps[0].cellsOld))
	idle := 0 // replicas in a row with nothing due
	for round := 0; idle < len(reps); round++ {
		rep := reps[round%len(reps)]
		if !rep.round(p, round/len(reps), time.Since(start) < budget) {
			idle++
			continue
		}
		idle = 0
	}
	for _, rep := range reps {
		for _, r := range []struct {
			r     *Runner
			cells []*cell
		}{{rep.old, rep.cellsOld}, {rep.new, rep.cellsNew}} {
			left := len(r.cells) * p.maxCount()
			for _, c := range r.cells {
				left -= len(c.ns)
			}
			r.r.step(left, "")
		}
	}
}

// round takes the replica's round (from 0) of its due cell pairs and
// reports whether any was due.
func (rep *abReplica) round(p *Plan, round int, budgetLeft bool) bool {
	dueOld, dueNew := p.due(rep.cellsOld, round, budgetLeft), p.due(rep.cellsNew, round, budgetLeft)
	sampled := false
	for i := range rep.cellsOld {
		o, n := rep.cellsOld[i], rep.cellsNew[i]
		if o.failure != "" || n.failure != "" || len(o.ns) >= p.maxCount() || len(n.ns) >= p.maxCount() {
			continue
		}
		if !slices.Contains(dueOld, o) && !slices.Contains(dueNew, n) {
			continue
		}
		sampled = true
		first, second, c1, c2 := rep.old, rep.new, o, n
		if round%2 == 1 {
			first, second, c1, c2 = rep.new, rep.old, n, o
		}
		first.sample(c1, p)
		if c2.n == 0 {
			// The same op count on both sides: an op's cost depends on
			// how many of the pool's records a sample visits.
			c2.n = c1.n
		}
		second.sample(c2, p)
		// Both sides take the first side's count.
		c1.settle(p)
		c2.follow(c1)
		first.step(1, c1.key().String())
		second.step(1, c2.key().String())
	}
	return sampled
}
