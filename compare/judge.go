package compare

import (
	"fmt"
	"math"
	"strings"

	"github.com/aclements/go-moremath/stats"

	"github.com/serbench/serbench/results"
)

// minSpreadCells is how many cells it takes to measure the between-run
// spread of cells (see Options.Paired).
const minSpreadCells = 10

// spreadDist is the shape of the cells' changes between two runs of the
// same code: Student's t with 3 degrees of freedom, whose tails are far
// heavier than the normal's, as A/A pairs of runs show
// (docs/regressions.md).
var spreadDist = stats.TDist{V: 3}

// judge tests every cell after removing the drift, corrects the p-values
// for their number and gives each its verdict.
func (c *Comparison) judge(pairs []cellPair) {
	opt := &c.Options
	drift := math.Log1p(c.Drift.Pct / 100)
	resid := make([]float64, len(pairs))
	for i, p := range pairs {
		resid[i] = p.logRatio() - drift
	}
	spread := 0.0
	if !opt.Paired && len(pairs) >= minSpreadCells {
		// The scale of the cells' changes around their centre, from their
		// median absolute deviation, which the few cells that changed
		// cannot inflate.
		m := results.Median(resid)
		dev := make([]float64, len(resid))
		for i, r := range resid {
			dev[i] = math.Abs(r - m)
		}
		mad := results.Median(dev)
		c.Drift.SpreadPct = pct(mad)
		spread = mad / stats.InvCDF(spreadDist)(0.75)
	}
	ps := make([]float64, len(pairs))
	tests := make([]string, len(pairs))
	for i, p := range pairs {
		o, n := p.old, p.new
		ch := Change{Key: o.Key().String(), Old: o.MedianNs, New: n.MedianNs, OldNs: o.MedianNs, NewNs: n.MedianNs,
			Pct: pct(p.logRatio()), Effect: pct(resid[i])}
		if opt.Paired && len(o.SamplesNs) == len(n.SamplesNs) {
			// The pairs' median ratio is the change: steadier than the
			// ratio of the medians, as each pair cancels its moment's state.
			var shift float64
			ps[i], ch.N1, shift = signTest(o.SamplesNs, n.SamplesNs, drift)
			ch.N2, ch.Effect = ch.N1, pct(shift)
			tests[i] = fmt.Sprintf("sign test on %d pairs, median pair %+.1f%%", ch.N1, ch.Effect)
		} else {
			scaled := make([]float64, len(n.SamplesNs))
			for j, x := range n.SamplesNs {
				scaled[j] = x / math.Exp(drift)
			}
			u := results.Compare(o.SamplesNs, scaled)
			ps[i], ch.N1, ch.N2 = u.P, u.N1, u.N2
			tests[i] = fmt.Sprintf("U test on %d+%d samples", u.N1, u.N2)
			for _, w := range u.Warnings {
				ch.Warnings = append(ch.Warnings, w.Error())
			}
			if spread > 0 {
				z := resid[i] / spread
				pz := 2 * spreadDist.CDF(-math.Abs(z))
				tests[i] = fmt.Sprintf("%s p=%.2g, %.1f spreads from the drift p=%.2g", tests[i], u.P, resid[i]/(spread*stats.InvCDF(spreadDist)(0.75)), pz)
				// Both must reject: the samples and the other cells.
				ps[i] = max(ps[i], pz)
			}
		}
		ch.P = ps[i]
		c.Changes = append(c.Changes, ch)
	}
	// Two runs made apart are not judged on their reference cells: no
	// library's change touches those, so their change is the machine's,
	// and the correction counts only the cells judged. Side by side, as
	// ab times them, the two sides may be two versions of serbench, so
	// every cell is judged (docs/regressions.md).
	unjudged := make([]bool, len(pairs))
	var judged []float64
	for i, p := range pairs {
		if unjudged[i] = !opt.Paired && p.reference(); !unjudged[i] {
			judged = append(judged, ps[i])
		}
	}
	adj := Adjust(judged, opt.Correction)
	for i := range c.Changes {
		ch := &c.Changes[i]
		how := fmt.Sprintf("%s: p=%.2g", tests[i], ch.P)
		if unjudged[i] {
			ch.PAdj = ch.P
			ch.Verdict, ch.Reason = Reference, fmt.Sprintf("not judged: a reference cell (%s), whose code no library's change touches, so that its change is the machine's (%s)",
				strings.Join(ReferenceCodecs, ", "), how)
			continue
		}
		ch.PAdj, adj = adj[0], adj[1:]
		if opt.Correction != NoCorrection {
			how += fmt.Sprintf(", %s-adjusted %.2g", correctionName[opt.Correction], ch.PAdj)
		}
		switch {
		case ch.PAdj >= opt.Alpha:
			ch.Verdict, ch.Reason = Same, fmt.Sprintf("%s ≥ %g", how, opt.Alpha)
		case math.Abs(ch.Effect) < opt.MinEffect:
			ch.Verdict, ch.Reason = Same, fmt.Sprintf("%s < %g, but %+.1f%% is within the minimum effect %g%%", how, opt.Alpha, ch.Effect, opt.MinEffect)
		default:
			ch.Significant = true
			ch.Verdict, ch.Reason = Faster, fmt.Sprintf("%s < %g", how, opt.Alpha)
			if ch.Effect > 0 {
				ch.Verdict = Slower
			}
		}
	}
}

// signTest tests whether the pairs' ratios new/old, divided by the drift
// (a log), are as often above 1 as below, and returns the two-sided
// p-value, the number of pairs and their median log ratio. Adjacent
// samples share the machine's state, so their ratio cancels it; the test
// assumes nothing else of it. Ties count for neither side.
func signTest(old, new []float64, drift float64) (p float64, n int, shift float64) {
	up, m := 0, 0
	var rs []float64
	for i := range old {
		if old[i] <= 0 || new[i] <= 0 {
			continue
		}
		r := math.Log(new[i]/old[i]) - drift
		rs = append(rs, r)
		if r != 0 {
			m++
		}
		if r > 0 {
			up++
		}
	}
	if m == 0 {
		return 1, len(old), 0
	}
	b := stats.BinomialDist{N: m, P: 0.5}
	k := float64(min(up, m-up))
	return min(1, 2*b.CDF(k)), len(old), results.Median(rs)
}
