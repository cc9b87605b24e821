package compare

import (
	"fmt"
	"math"
	"strings"

	"github.com/serbench/serbench/results"
)

// Replicas compares the replicas of an interleaved A/B run
// (serbench ab): olds[k] and news[k] are the two sides of replica k, each
// replica with workers of its own. Each replica is compared on its own,
// paired, as Runs does; a cell is then judged slower or faster only when
// every replica judges it so, each after its own correction for the number
// of cells, and the change is the geometric mean of the replicas' changes.
// Requiring every replica to reject is an intersection-union test: the
// chance of a false verdict stays under opt.Alpha. Two workers of one
// binary can differ for a whole run by more than the minimum effect (a JIT
// compiler's code lands where its process's memory puts it), so a change
// that one pair of workers shows and another does not is not the code's.
// With one replica it is Runs with opt.Paired.
func Replicas(olds, news []*results.File, opt Options) (*Comparison, error) {
	if len(olds) == 0 || len(olds) != len(news) {
		return nil, fmt.Errorf("comparing replicas: %d old and %d new runs, want as many of each and some", len(olds), len(news))
	}
	opt.Paired = true
	reps := make([]*Comparison, len(olds))
	for k := range olds {
		c, err := Runs(olds[k], news[k], opt)
		if err != nil {
			return nil, err
		}
		reps[k] = c
	}
	if len(reps) == 1 {
		return reps[0], nil
	}
	c := reps[0]
	c.Replicas = len(reps)
	byKey := make([]map[string]*Change, len(reps))
	for k, r := range reps {
		byKey[k] = map[string]*Change{}
		for i := range r.Changes {
			byKey[k][r.Changes[i].Key] = &r.Changes[i]
		}
	}
	var changes []Change
	for _, first := range reps[0].Changes {
		all := []*Change{&first}
		for k := 1; k < len(reps); k++ {
			if ch := byKey[k][first.Key]; ch != nil {
				all = append(all, ch)
			}
		}
		if len(all) < len(reps) {
			continue // a cell that failed in some replica is judged in none
		}
		changes = append(changes, combine(all, opt.MinEffect))
	}
	c.Changes = changes
	return c, nil
}

// combine judges one cell from its replicas' changes.
func combine(all []*Change, minEffect float64) Change {
	out := Change{Key: all[0].Key, Replicas: make([]float64, len(all))}
	var logOld, logNew, logEffect float64
	agree := true
	var why []string
	for k, ch := range all {
		logOld += math.Log(ch.Old)
		logNew += math.Log(ch.New)
		logEffect += math.Log1p(ch.Effect / 100)
		out.P, out.PAdj = max(out.P, ch.P), max(out.PAdj, ch.PAdj)
		out.N1, out.N2 = out.N1+ch.N1, out.N2+ch.N2
		out.Replicas[k] = ch.Effect
		out.Warnings = append(out.Warnings, ch.Warnings...)
		agree = agree && ch.Significant && ch.Verdict == all[0].Verdict
		why = append(why, fmt.Sprintf("replica %d %s", k+1, ch.Reason))
	}
	n := float64(len(all))
	out.Old, out.New = math.Exp(logOld/n), math.Exp(logNew/n)
	out.OldNs, out.NewNs = out.Old, out.New
	out.Pct, out.Effect = pct(math.Log(out.New/out.Old)), pct(logEffect/n)
	reason := strings.Join(why, "; ")
	switch {
	case !agree:
		out.Verdict, out.Reason = Same, fmt.Sprintf("not every replica found the same change (%s)", reason)
	case math.Abs(out.Effect) < minEffect:
		out.Verdict, out.Reason = Same, fmt.Sprintf("every replica found it, but their mean %+.1f%% is within the minimum effect %g%% (%s)", out.Effect, minEffect, reason)
	default:
		out.Significant, out.Verdict = true, all[0].Verdict
		out.Reason = fmt.Sprintf("%s in each of %d replicas (%s)", out.Verdict, len(all), reason)
	}
	return out
}
