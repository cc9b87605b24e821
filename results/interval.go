package results

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/aclements/go-moremath/mathx"
	"github.com/aclements/go-moremath/stats"
)

// This file bounds a cell's median without assuming its samples are
// independent. They are not: the machine has slow spells that span several
// consecutive samples, and each worker process carries an offset of its own
// (code and heap layout), which is variation at the level of processes that
// no number of samples from the same processes averages away (Kalibera and
// Jones, "Rigorous benchmarking in reasonable time", 2013). The interval
// therefore has two parts:
//
//   - within: the distribution-free sign-test interval of the median
//     (order statistics, as benchmath's AssumeNothing), with the sample
//     count replaced by an effective count that discounts autocorrelation;
//   - between: the spread of worker offsets, pooled over many cells by
//     BetweenWorkers, divided by the square root of the number of workers.
//
// The two add in quadrature on the log scale, where offsets multiply.
// A cell of few samples (a large collection's slow codec takes six) cannot
// estimate its own autocorrelation, and borrows the one its dataset's
// longer cells share (PooledAutocorrelation); where its effective count is
// then too small for the sign test, the within part is a log-normal
// interval with Student's t (logNormalBounds).

// Interval is a cell's figure with its confidence interval at level
// Confidence.
type Interval struct {
	// Center is the median of the samples.
	Center float64
	// Lo and Hi bound the median of the process that produced the
	// samples, worker offsets included. Both are 0 when the samples are
	// too few to bound it, and Warnings say why.
	Lo, Hi float64
	// Warnings explain an unbounded interval or samples that could not
	// be used.
	Warnings []string
}

// The warnings of an unbounded interval, which isIntervalWarning knows
// again where a cell's interval is recomputed.
const (
	warnNoSamples   = "no samples"
	warnNotPositive = "samples are not all positive and finite: no confidence interval"
	warnTooFew      = "need >= "
)

// isIntervalWarning reports whether w is one of MedianInterval's warnings.
func isIntervalWarning(w string) bool {
	return w == warnNoSamples || w == warnNotPositive || strings.HasPrefix(w, warnTooFew)
}

// MedianInterval bounds the median of a cell's samples. xs are the samples
// in the order taken; worker[i] names the worker process that took xs[i]
// (nil, or all equal, means one worker); between is the relative standard
// deviation of a worker's offset, from BetweenWorkers, or 0 if unknown.
//
// The within part is the sign-test interval taken from the order
// statistics of xs, but computed for an effective sample count
// n_eff = n(1-ρ)/(1+ρ), where ρ is the lag-1 autocorrelation of the ranks
// of the samples once each worker's median is divided out, corrected for
// its small-sample bias and clamped to [0, 0.9] (see
// clampedAutocorrelation). Where ρ comes out 0, as it does for about half
// of all independent samples, the interval is benchmath's. Ranks, because a
// slow spell's samples would dominate a correlation of values, and because
// the count of samples below the median, which the sign test reads,
// correlates no more than the ranks do. The between part is
// z·between/√k on the log scale, where k is the number of workers weighted
// by their shares of the samples, (Σnᵢ)²/Σnᵢ²; even one worker carries its
// offset. Each side of the interval is the two parts added in quadrature.
//
// Where the effective count is too small for the sign test though the
// samples are ownAutocorrelationMin or more, the interval is
// logNormalBounds'; with fewer, ρ itself is too uncertain to size one.
//
// MedianInterval panics if worker is neither empty nor as long as xs.
func MedianInterval(xs []float64, worker []int, between float64) Interval {
	return medianInterval(xs, worker, between, 0, false)
}

// PooledMedianInterval is MedianInterval for a cell whose dataset's
// samples have lag-1 autocorrelation rho, pooled over pooled of its cells
// (PooledAutocorrelation): a cell of fewer than ownAutocorrelationMin
// samples takes rho in place of its own estimate, which so few samples
// cannot make (at six, the bias correction alone turns a rank
// autocorrelation of 0 into 0.5). With none pooled, a cell of fewer than
// pooledShortMin samples is left unbounded: its own estimate lets the
// interval miss the median of samples correlated at 0.5 in a fifth of
// cells (TestMedianIntervalCoverage).
func PooledMedianInterval(xs []float64, worker []int, between, rho float64, pooled int) Interval {
	iv := medianInterval(xs, worker, between, rho, pooled > 0)
	if pooled == 0 && len(xs) > 0 && len(xs) < pooledShortMin && !slices.Contains(iv.Warnings, warnNotPositive) {
		return Interval{Center: iv.Center, Warnings: []string{fmt.Sprintf(
			warnTooFew+"%d samples, or a dataset's longer cells to pool, to estimate their lag-1 autocorrelation; %d samples",
			pooledShortMin, len(xs))}}
	}
	return iv
}

func medianInterval(xs []float64, worker []int, between, pooled float64, usePooled bool) Interval {
	if len(worker) > 0 && len(worker) != len(xs) {
		panic(fmt.Sprintf("results.MedianInterval: %d samples but %d worker labels", len(xs), len(worker)))
	}
	if len(xs) == 0 {
		return Interval{Warnings: []string{warnNoSamples}}
	}
	sorted := slices.Sorted(slices.Values(xs))
	iv := Interval{Center: stats.Sample{Xs: sorted, Sorted: true}.Quantile(0.5)}
	if !(sorted[0] > 0) || math.IsInf(sorted[len(sorted)-1], 0) {
		iv.Warnings = append(iv.Warnings, warnNotPositive)
		return iv
	}
	groups := byWorker(xs, worker)
	// rho is trusted, for logNormalBounds, where it is pooled or estimated
	// from samples enough.
	rho, trusted := min(max(pooled, 0), maxAutocorrelation), true
	if !usePooled || len(xs) >= ownAutocorrelationMin {
		rho, trusted = clampedAutocorrelation(relativeToWorker(xs, groups)), len(xs) >= ownAutocorrelationMin
	}
	lo, hi, ok := withinBounds(sorted, rho)
	if !ok && trusted && len(xs) >= minEffectiveSamples() {
		lo, hi, ok = logNormalBounds(iv.Center, xs, groups, effectiveCount(len(xs), rho))
	}
	if !ok {
		iv.Warnings = append(iv.Warnings, fmt.Sprintf(
			warnTooFew+"%d effective samples for confidence interval at level %v; %d samples with lag-1 autocorrelation %.2f count as %.1f",
			minEffectiveSamples(), Confidence, len(xs), rho, effectiveCount(len(xs), rho)))
		return iv
	}
	var sum, sumSq float64
	for _, g := range groups {
		sum += float64(len(g))
		sumSq += float64(len(g) * len(g))
	}
	iv.Lo, iv.Hi = lo, hi
	if b := normalQuantile() * between / math.Sqrt(sum*sum/sumSq); b > 0 {
		iv.Lo = iv.Center * math.Exp(-math.Hypot(math.Log(iv.Center/lo), b))
		iv.Hi = iv.Center * math.Exp(math.Hypot(math.Log(hi/iv.Center), b))
	}
	return iv
}

// BetweenWorkers estimates the relative standard deviation of a worker
// process's offset, pooled over cells. cells[c] are a cell's samples and
// workers[c] their worker labels, as for MedianInterval; cells with fewer
// than two workers of at least three samples each, or with samples that are
// not positive, say nothing of offsets and are skipped.
//
// It assumes each worker multiplies every sample it takes by an offset of
// its own, log-normal with one spread τ across the pooled cells, and that a
// worker's log median is its log offset plus sampling noise of variance
// v = (π/2)·σ²/n, σ being 1.4826 times the median absolute deviation of the
// worker's n log samples: the variance of the median of n independent
// normal samples. It does not discount v for autocorrelation, because it
// assumes the workers' samples interleave in time: then the slow spells and
// drifts that make samples correlate fall on every worker alike and move
// their medians together, not apart. In a cell of k workers, s² = Σ(ℓᵢ-ℓ̄)²/(k-1) over the log
// medians ℓᵢ then makes (k-1)s²/(τ²+v̄) chi-square with k-1 degrees of
// freedom, so its chi-square CDF, u, is uniform on [0, 1]. The estimate is
// the τ at which the mean of u over the cells is 1/2. Each of N cells moves
// that mean by at most 1/N, so one cell whose offsets are far off (a JIT
// that compiled differently) cannot widen every other cell's interval; and
// unlike the mean or median of the per-cell excess s²-v̄, it is neither
// dragged by outliers nor biased by the skew of chi-square. The result is 0
// when the spread of worker medians is no more than sampling noise explains.
//
// BetweenWorkers panics if workers is not as long as cells or a cell's
// labels are neither empty nor as long as its samples.
func BetweenWorkers(cells [][]float64, workers [][]int) float64 {
	if len(workers) != len(cells) {
		panic(fmt.Sprintf("results.BetweenWorkers: %d cells but %d worker label lists", len(cells), len(workers)))
	}
	type spread struct{ s2, v, df float64 } // s², v̄ and k-1 of one cell
	var spreads []spread
	for c, xs := range cells {
		if len(workers[c]) > 0 && len(workers[c]) != len(xs) {
			panic(fmt.Sprintf("results.BetweenWorkers: cell %d has %d samples but %d worker labels", c, len(xs), len(workers[c])))
		}
		if !positiveFinite(xs) {
			continue
		}
		var logMedians []float64
		var v float64
		for _, g := range byWorker(xs, workers[c]) {
			if len(g) < 3 {
				continue
			}
			vals := make([]float64, len(g))
			for i, j := range g {
				vals[i] = xs[j]
			}
			m, sigma := LogSpread(vals)
			v += math.Pi / 2 * sigma * sigma / float64(len(vals))
			logMedians = append(logMedians, m)
		}
		k := len(logMedians)
		if k < 2 {
			continue
		}
		mean := 0.0
		for _, l := range logMedians {
			mean += l / float64(k)
		}
		var s2 float64
		for _, l := range logMedians {
			s2 += (l - mean) * (l - mean) / float64(k-1)
		}
		spreads = append(spreads, spread{s2, v / float64(k), float64(k - 1)})
	}
	if len(spreads) == 0 {
		return 0
	}
	// meanU is the mean of u over the cells; it falls as tau2 grows.
	meanU := func(tau2 float64) float64 {
		var sum float64
		for _, c := range spreads {
			switch {
			case c.s2 == 0:
			case tau2+c.v == 0:
				sum++
			default:
				sum += mathx.GammaInc(c.df/2, c.df*c.s2/(tau2+c.v)/2)
			}
		}
		return sum / float64(len(spreads))
	}
	if meanU(0) <= 0.5 {
		return 0
	}
	lo, hi := 0.0, 1e-6
	for meanU(hi) > 0.5 {
		lo, hi = hi, hi*4
	}
	for hi-lo > 1e-3*hi { // τ to within 0.05%
		if mid := (lo + hi) / 2; meanU(mid) > 0.5 {
			lo = mid
		} else {
			hi = mid
		}
	}
	return math.Sqrt((lo + hi) / 2)
}

// withinBounds returns the order statistics of sorted that bound the median
// when the samples count as n(1-rho)/(1+rho). It takes the sign test's
// bounds (stats.QuantileCI, as benchmath) for the largest whole effective
// count m, and stretches their distances from the middle order statistic
// by n/m to the n samples there are, rounding outward: the share of
// samples below the median varies as that of m independent samples, so its
// bounds sit n/m times as far out in ranks.
func withinBounds(sorted []float64, rho float64) (lo, hi float64, ok bool) {
	n := len(sorted)
	m := int(effectiveCount(n, rho))
	if m < 1 {
		return 0, 0, false
	}
	ci := stats.QuantileCI(m, 0.5, Confidence)
	if ci.LoOrder < 1 || ci.HiOrder > m {
		return 0, 0, false
	}
	stretch := float64(n) / float64(m)
	mid, midM := float64(n+1)/2, float64(m+1)/2
	// The tolerance keeps a whole order that rounding error leaves a hair
	// past it from rounding out one more.
	const tol = 1e-9
	loOrder := int(math.Floor(mid - (midM-float64(ci.LoOrder))*stretch + tol))
	hiOrder := int(math.Ceil(mid + (float64(ci.HiOrder)-midM)*stretch - tol))
	if loOrder < 1 || hiOrder > n {
		return 0, 0, false
	}
	return sorted[loOrder-1], sorted[hiOrder-1], true
}

// minEffectiveSamples is the smallest effective count with a bounded
// interval at level Confidence.
func minEffectiveSamples() int {
	for m := 1; ; m++ {
		if ci := stats.QuantileCI(m, 0.5, Confidence); ci.LoOrder >= 1 && ci.HiOrder <= m {
			return m
		}
	}
}

// effectiveCount is n(1-rho)/(1+rho), the number of independent samples
// whose mean varies as much as that of n samples with lag-1
// autocorrelation rho decaying geometrically with the lag.
func effectiveCount(n int, rho float64) float64 {
	return float64(n) * (1 - rho) / (1 + rho)
}

// normalQuantile is the standard normal quantile for a two-sided interval
// at level Confidence.
func normalQuantile() float64 {
	return stats.NormalDist{Mu: 0, Sigma: 1}.InvCDF(0.5 + Confidence/2)
}

// byWorker returns the indices of xs taken by each worker, in order of the
// workers' first samples.
func byWorker(xs []float64, worker []int) [][]int {
	if len(worker) == 0 {
		all := make([]int, len(xs))
		for i := range all {
			all[i] = i
		}
		return [][]int{all}
	}
	var groups [][]int
	slot := map[int]int{}
	for i, w := range worker {
		g, ok := slot[w]
		if !ok {
			g = len(groups)
			slot[w] = g
			groups = append(groups, nil)
		}
		groups[g] = append(groups[g], i)
	}
	return groups
}

// relativeToWorker returns xs in order, each divided by the median of its
// worker's samples, so that the workers' offsets do not show as
// correlation between neighbouring samples.
func relativeToWorker(xs []float64, groups [][]int) []float64 {
	rel := make([]float64, len(xs))
	for _, g := range groups {
		vals := make([]float64, len(g))
		for i, j := range g {
			vals[i] = xs[j]
		}
		m, _ := medianAndMAD(vals)
		for _, j := range g {
			rel[j] = xs[j] / m
		}
	}
	return rel
}

// LogSpread returns the median of the logs of xs, all positive, and their
// spread: 1.4826 times their median absolute deviation, which estimates
// the standard deviation of a normal sample without an outlier's pull. On
// the log scale the spread is relative: 0.05 is about ±5%.
func LogSpread(xs []float64) (center, spread float64) {
	logs := make([]float64, len(xs))
	for i, x := range xs {
		logs[i] = math.Log(x)
	}
	center, mad := medianAndMAD(logs)
	return center, 1.4826 * mad
}

// medianAndMAD returns the median of xs and the median absolute deviation
// from it.
func medianAndMAD(xs []float64) (m, mad float64) {
	m = medianInPlace(slices.Clone(xs))
	dev := make([]float64, len(xs))
	for i, x := range xs {
		dev[i] = math.Abs(x - m)
	}
	return m, medianInPlace(dev)
}

// medianInPlace returns the median of xs, sorting xs in place.
func medianInPlace(xs []float64) float64 {
	slices.Sort(xs)
	n := len(xs)
	if n%2 == 1 {
		return xs[n/2]
	}
	return (xs[n/2-1] + xs[n/2]) / 2
}

// logNormalBounds bounds the median center of xs where the samples are
// enough but their autocorrelation leaves fewer effective samples, m, than
// the sign test needs: no order statistics then bound the median at level
// Confidence, whereas a cell of a large collection takes as few as six
// samples, of which consecutive ones often share a state of the machine.
// It takes the samples as log-normal about their workers' medians: the
// median's log standard error is √(π/2)·s/√m, s being the standard
// deviation of the logs of xs relative to their worker's median (not a
// robust spread: a slow spell among a few samples must widen the
// interval), and the bounds are Student's t quantiles with m-1 degrees of
// freedom away on the log scale. Below two effective samples nothing
// bounds it.
func logNormalBounds(center float64, xs []float64, groups [][]int, m float64) (lo, hi float64, ok bool) {
	df := m - 1
	if df < 1 || len(xs) <= len(groups) {
		return 0, 0, false
	}
	var ss float64
	for _, x := range relativeToWorker(xs, groups) {
		ss += math.Log(x) * math.Log(x)
	}
	s := math.Sqrt(ss / float64(len(xs)-len(groups)))
	half := studentQuantile(df) * math.Sqrt(math.Pi/2) * s / math.Sqrt(m)
	return center * math.Exp(-half), center * math.Exp(half), true
}

// studentQuantile is the quantile of Student's t distribution with df
// degrees of freedom for a two-sided interval at level Confidence.
func studentQuantile(df float64) float64 {
	t := stats.TDist{V: df}
	p := 0.5 + Confidence/2
	lo, hi := 0.0, 1.0
	for t.CDF(hi) < p {
		lo, hi = hi, 2*hi
	}
	for hi-lo > 1e-9*hi {
		if mid := (lo + hi) / 2; t.CDF(mid) < p {
			lo = mid
		} else {
			hi = mid
		}
	}
	return (lo + hi) / 2
}

// positiveFinite reports whether every sample of xs is positive and
// finite, as a time is: a cell with any other says nothing of spreads.
func positiveFinite(xs []float64) bool {
	return !slices.ContainsFunc(xs, func(x float64) bool { return !(x > 0) || math.IsInf(x, 0) })
}
