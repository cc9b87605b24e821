package compare

import (
	"fmt"
	"math"
	"strings"

	"github.com/serbench/serbench/results"
)

// Replicas compares the replicas of an interleaved A/B run
// (serbench ab): olds[k] and news[k] are the two sides of replica k, each
// replica with workers of its own. A cell is judged by one sign test on
// the pairs of all its replicas, corrected for the number of cells, and
// is called slower or faster only when every replica's own change (the
// median of its pairs' ratios) is at least opt.MinEffect the same way;
// its change is the geometric mean of the replicas' changes.
//
// The pooled test has the power of every pair; the agreement guards
// against what it cannot see. Two workers of one binary can differ for a
// whole run (a JIT compiler's code lands where its process's memory puts
// it), so the pairs of one replica are not independent draws, and a
// badly placed worker makes its replica's pairs lean one way: the pooled
// test alone would call that a change. A change of the code shows in
// every pair of workers, a badly placed worker in one. Testing each
// replica on its own pairs and requiring every one to reject (an
// intersection-union test) left each a third of the pairs, too few for
// a change under 10% (docs/evidence/2026-12-07-ab-pooled.md). With one
// replica it is Runs with opt.Paired.
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
	pooled := pooledPairs(olds, news, reps)
	var changes []Change
	var ps []float64
	for _, first := range reps[0].Changes {
		all := []*Change{&first}
		for k := 1; k < len(reps); k++ {
			if ch := byKey[k][first.Key]; ch != nil {
				all = append(all, ch)
			}
		}
		pairs, ok := pooled[first.Key]
		if len(all) < len(reps) || !ok {
			continue // a cell that failed in some replica is judged in none
		}
		changes = append(changes, combine(all, pairs))
		ps = append(ps, changes[len(changes)-1].P)
	}
	for i, p := range Adjust(ps, c.Options.Correction) {
		changes[i].PAdj = p
		changes[i].judgeReplicas(c.Options, len(reps))
	}
	c.Changes = changes
	return c, nil
}

// pooledPairs returns, by cell key, the samples of every replica's cell
// on the old side and the new, replica after replica, so that sample i of
// both is one pair; the new side's are divided by the replica's drift.
// Cells missing from some replica, or with unpaired samples in one, are
// left out.
func pooledPairs(olds, news []*results.File, reps []*Comparison) map[string][2][]float64 {
	out := map[string][2][]float64{}
	in := map[string]int{} // how many replicas, from the first, hold the cell
	for k := range olds {
		o, n, _ := AtOnePrice(olds[k], news[k])
		drift := 1 + reps[k].Drift.Pct/100
		byKey := map[results.Cell]*results.Result{}
		for i := range n.Results {
			byKey[n.Results[i].Key()] = &n.Results[i]
		}
		for i := range o.Results {
			a := &o.Results[i]
			b, key := byKey[a.Key()], a.Key().String()
			if b == nil || len(a.SamplesNs) != len(b.SamplesNs) || in[key] != k {
				continue
			}
			in[key]++
			p := out[key]
			p[0] = append(p[0], a.SamplesNs...)
			for _, x := range b.SamplesNs {
				p[1] = append(p[1], x/drift)
			}
			out[key] = p
		}
	}
	for key, k := range in {
		if k != len(olds) {
			delete(out, key)
		}
	}
	return out
}

// combine gathers one cell's replicas' changes and the sign test of their
// pooled pairs; judgeReplicas gives the verdict.
func combine(all []*Change, pairs [2][]float64) Change {
	out := Change{Key: all[0].Key, Replicas: make([]float64, len(all))}
	var logOld, logNew, logEffect float64
	for k, ch := range all {
		logOld += math.Log(ch.Old)
		logNew += math.Log(ch.New)
		logEffect += math.Log1p(ch.Effect / 100)
		out.Replicas[k] = ch.Effect
		out.Warnings = append(out.Warnings, ch.Warnings...)
	}
	n := float64(len(all))
	out.Old, out.New = math.Exp(logOld/n), math.Exp(logNew/n)
	out.OldNs, out.NewNs = out.Old, out.New
	out.Pct, out.Effect = pct(math.Log(out.New/out.Old)), pct(logEffect/n)
	out.P, out.N1, _ = signTest(pairs[0], pairs[1], 0)
	out.N2 = out.N1
	return out
}

// judgeReplicas gives a combined change its verdict, once its PAdj is set.
func (ch *Change) judgeReplicas(opt Options, replicas int) {
	up, down := true, true
	effects := make([]string, len(ch.Replicas))
	for k, e := range ch.Replicas {
		up = up && e > 0 && e >= opt.MinEffect
		down = down && e < 0 && e <= -opt.MinEffect
		effects[k] = fmt.Sprintf("%+.1f%%", e)
	}
	how := fmt.Sprintf("sign test on %d pairs of %d replicas: p=%.2g", ch.N1, replicas, ch.P)
	if opt.Correction != NoCorrection {
		how += fmt.Sprintf(", %s-adjusted %.2g", correctionName[opt.Correction], ch.PAdj)
	}
	how += "; the replicas' median pairs " + strings.Join(effects, ", ")
	switch {
	case ch.PAdj >= opt.Alpha:
		ch.Verdict, ch.Reason = Same, fmt.Sprintf("%s (p ≥ %g)", how, opt.Alpha)
	case !up && !down:
		ch.Verdict, ch.Reason = Same, fmt.Sprintf("%s: not every replica changed by at least %g%% the same way", how, opt.MinEffect)
	default:
		ch.Significant, ch.Verdict, ch.Reason = true, Slower, how
		if down {
			ch.Verdict = Faster
		}
	}
}
