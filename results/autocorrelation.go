package results

import (
	"cmp"
	"fmt"
	"slices"
)

// This file estimates the lag-1 autocorrelation of a cell's samples, by
// which MedianInterval discounts their count: of the cell itself where it
// has samples enough, of its dataset's long cells where it has not.

// maxAutocorrelation caps the lag-1 autocorrelation that the effective
// sample count trusts: past it, n(1-ρ)/(1+ρ) says the samples are worth a
// handful, and estimates that high come from trends the interval cannot
// describe anyway.
const maxAutocorrelation = 0.9

// ownAutocorrelationMin is the fewest samples from which a cell estimates
// its own autocorrelation when its dataset's pooled estimate is known.
const ownAutocorrelationMin = 20

// PooledAutocorrelation estimates the lag-1 autocorrelation that the
// cells of one dataset share, the machine's slow spells and drifts falling
// on all of them alike, and returns it with the number of cells it pooled.
// cells[c] are a cell's samples and workers[c] their worker labels, as for
// MedianInterval. The cells of ownAutocorrelationMin samples or more enter
// it, those from which clampedAutocorrelation's bias correction holds
// cell by cell; where a dataset has none (a --quick run takes ten samples
// a cell), the cells of pooledShortMin or more do, whose corrections are
// noisy one by one but not once summed over a dataset. Cells with samples
// that are not positive, or all alike, are skipped. Each cell's rank
// autocorrelation r of n samples, relative to its workers' medians, falls
// short of ρ by about (1+4ρ)/n, so nr+1 is about ρ(n-4); the estimate is
// Σ(nr+1)/Σ(n-4), clamped to [0, maxAutocorrelation]: the cells weighted
// by what they know. With no cell pooled it is 0, 0, and
// PooledMedianInterval is then MedianInterval for cells of pooledShortMin
// samples or more.
//
// PooledAutocorrelation panics if workers is not as long as cells or a
// cell's labels are neither empty nor as long as its samples.
func PooledAutocorrelation(cells [][]float64, workers [][]int) (rho float64, pooled int) {
	if len(workers) != len(cells) {
		panic(fmt.Sprintf("results.PooledAutocorrelation: %d cells but %d worker label lists", len(cells), len(workers)))
	}
	for c, xs := range cells {
		if len(workers[c]) > 0 && len(workers[c]) != len(xs) {
			panic(fmt.Sprintf("results.PooledAutocorrelation: cell %d has %d samples but %d worker labels", c, len(xs), len(workers[c])))
		}
	}
	for _, least := range []int{ownAutocorrelationMin, pooledShortMin} {
		var num, den float64
		for c, xs := range cells {
			n := len(xs)
			if n < least || !positiveFinite(xs) {
				continue
			}
			r, ok := rankAutocorrelation(relativeToWorker(xs, byWorker(xs, workers[c])))
			if !ok {
				continue
			}
			num += float64(n)*r + 1
			den += float64(n - 4)
			pooled++
		}
		if pooled > 0 {
			return min(max(num/den, 0), maxAutocorrelation), pooled
		}
	}
	return 0, 0
}

// pooledShortMin is the fewest samples of a cell that PooledAutocorrelation
// pools where its dataset has no cell of ownAutocorrelationMin. Below it
// the correction's (1+4ρ)/n is too rough even summed over a dataset: cells
// of six samples pooled read ρ = 0.2 high enough to leave most of them
// unbounded (TestMedianIntervalCoverage's "alone" configurations).
const pooledShortMin = 8

// clampedAutocorrelation estimates the lag-1 autocorrelation of xs from
// that of their ranks, r (ties share their mean rank). In n samples r
// falls short of the true ρ by about (1+4ρ)/n (Kendall, 1954, for
// a sample autocorrelation), which at 10 or 20 samples would halve a ρ of
// 0.5; the estimate is therefore (nr+1)/(n-4), clamped to
// [0, maxAutocorrelation]. A negative estimate is clamped to 0 rather than
// trusted to narrow the interval.
func clampedAutocorrelation(xs []float64) float64 {
	n := len(xs)
	r, ok := rankAutocorrelation(xs)
	if !ok {
		return 0
	}
	if n > 4 {
		r = (float64(n)*r + 1) / float64(n-4)
	}
	return min(max(r, 0), maxAutocorrelation)
}

// rankAutocorrelation is the lag-1 autocorrelation of the ranks of xs;
// not ok when they are all tied.
func rankAutocorrelation(xs []float64) (r float64, ok bool) {
	n := len(xs)
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return cmp.Compare(xs[a], xs[b]) })
	rank := make([]float64, n)
	for i := 0; i < n; {
		j := i
		for j < n && xs[order[j]] == xs[order[i]] {
			j++
		}
		for _, k := range order[i:j] {
			rank[k] = float64(i+j+1) / 2 // mean of ranks i+1..j
		}
		i = j
	}
	mean := float64(n+1) / 2
	var num, den float64
	for i, r := range rank {
		den += (r - mean) * (r - mean)
		if i > 0 {
			num += (rank[i-1] - mean) * (r - mean)
		}
	}
	if den == 0 {
		return 0, false
	}
	return num / den, true
}
