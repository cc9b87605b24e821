package results

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"golang.org/x/perf/benchmath"
)

// simCell describes the cells the coverage test simulates. A sample is
//
//	exp(o[w] + e[t] + s[t])
//
// where o[w] is the offset of the worker w that took it, N(0, offset²),
// drawn afresh for each cell; e is AR(1) noise in the order samples are
// taken, stationary N(0, simNoise²); and s is log of the slowdown of a slow
// spell, 0 outside spells. Spells come from a two-state Markov chain over
// the samples, started in its stationary state, each spell multiplying its
// samples by one draw from U[simSlowMin, simSlowMax]. Workers alternate.
type simCell struct {
	n      int     // samples per cell
	rho    float64 // lag-1 autocorrelation of e
	offset float64 // standard deviation of a worker's log offset
	slow   bool    // whether slow spells occur
	// alone says that the cell's dataset has no long cells to pool the
	// autocorrelation from, as in a --quick run: its cells pool their own.
	alone bool
}

const (
	simNoise   = 0.02 // standard deviation of the log noise e
	simShare   = 0.05 // stationary share of samples in a slow spell
	simLeave   = 0.2  // chance per sample that a spell ends: 5 samples long on average
	simSlowMin = 1.5  // range of a spell's slowdown
	simSlowMax = 2.0
	simGroup   = 40 // cells that share one BetweenWorkers estimate, as a dataset's do
	simGroups  = 25
	simPooledN = 40 // samples of the long cells a group pools its autocorrelation over
)

func (c simCell) String() string {
	s := fmt.Sprintf("n=%d rho=%.1f offset=%.0f%% slow=%v", c.n, c.rho, 100*c.offset, c.slow)
	if c.alone {
		s += " alone"
	}
	return s
}

// sample draws one cell: its samples in order and their workers.
func (c simCell) sample(r *rand.Rand) ([]float64, []int) {
	offsets := [2]float64{c.offset * r.NormFloat64(), c.offset * r.NormFloat64()}
	enter := simShare * simLeave / (1 - simShare)
	e := simNoise * r.NormFloat64()
	slow := c.slow && r.Float64() < simShare
	factor := simSlowMin + (simSlowMax-simSlowMin)*r.Float64()
	xs, worker := make([]float64, c.n), make([]int, c.n)
	for i := range xs {
		worker[i] = i % 2
		x := math.Exp(offsets[worker[i]] + e)
		if slow {
			x *= factor
		}
		xs[i] = x
		e = c.rho*e + math.Sqrt(1-c.rho*c.rho)*simNoise*r.NormFloat64()
		switch {
		case slow && r.Float64() < simLeave:
			slow = false
		case !slow && c.slow && r.Float64() < enter:
			slow, factor = true, simSlowMin+(simSlowMax-simSlowMin)*r.Float64()
		}
	}
	return xs, worker
}

// truth is the median of one sample's stationary distribution, the worker
// drawn at random: the figure infinitely many workers taking infinitely
// many samples would report. Its log solves F(m) = 1/2, F being the CDF of
// N(0, simNoise²+offset²) mixed with its shifts by log U[simSlowMin, simSlowMax]
// in the share of samples that are slow.
func (c simCell) truth() float64 {
	if !c.slow {
		return 1
	}
	sd := math.Hypot(simNoise, c.offset)
	phi := func(x float64) float64 { return 0.5 * math.Erfc(-x/(sd*math.Sqrt2)) }
	cdf := func(m float64) float64 {
		const steps = 400
		var slowCDF float64
		for i := range steps {
			u := simSlowMin + (simSlowMax-simSlowMin)*(float64(i)+0.5)/steps
			slowCDF += phi(m-math.Log(u)) / steps
		}
		return (1-simShare)*phi(m) + simShare*slowCDF
	}
	lo, hi := -1.0, 1.0
	for range 100 {
		if mid := (lo + hi) / 2; cdf(mid) < 0.5 {
			lo = mid
		} else {
			hi = mid
		}
	}
	return math.Exp((lo + hi) / 2)
}

// coverage is how one estimator fared over a configuration's cells.
type coverage struct {
	covered, cells, bounded int
	halfWidths              []float64 // relative, +Inf when unbounded
}

func (c *coverage) add(lo, hi, center, truth float64) {
	c.cells++
	if lo <= truth && truth <= hi {
		c.covered++
	}
	c.halfWidths = append(c.halfWidths, max(hi-center, center-lo)/center)
	if !math.IsInf(hi, 1) {
		c.bounded++
	}
}

func (c *coverage) rate() float64 { return float64(c.covered) / float64(c.cells) }

func (c *coverage) boundedShare() float64 { return float64(c.bounded) / float64(c.cells) }

// boundedRate is the coverage of the bounded intervals alone: an unbounded
// one covers the truth by saying nothing.
func (c *coverage) boundedRate() float64 {
	return float64(c.covered-(c.cells-c.bounded)) / float64(c.bounded)
}

func (c *coverage) medianHalfWidth() float64 { return medianInPlace(slices.Clone(c.halfWidths)) }

// simulate runs simGroups groups of simGroup cells of c, estimating
// BetweenWorkers once per group as the harness does per dataset, and
// returns the coverage of MedianInterval and of benchmath's sign test, and
// the 95th percentile of the medians' relative errors: the half-width an
// interval of one fixed width would need.
func simulate(r *rand.Rand, c simCell) (ours, signTest coverage, errorP95 float64) {
	truth := c.truth()
	var errs []float64
	for range simGroups {
		cells, workers := make([][]float64, simGroup), make([][]int, simGroup)
		for i := range cells {
			cells[i], workers[i] = c.sample(r)
		}
		// A large collection's slow codecs take few samples, its fast ones
		// many: as many cells again with simPooledN samples each, from
		// which the few-sample cells borrow their autocorrelation; alone,
		// they have only each other.
		all, allWorkers := slices.Clone(cells), slices.Clone(workers)
		if !c.alone {
			long := c
			long.n = max(c.n, simPooledN)
			for range simGroup {
				xs, ws := long.sample(r)
				all, allWorkers = append(all, xs), append(allWorkers, ws)
			}
		}
		between := BetweenWorkers(all, allWorkers)
		rho, pooled := PooledAutocorrelation(all, allWorkers)
		for i, xs := range cells {
			iv := PooledMedianInterval(xs, workers[i], between, rho, pooled)
			if iv.Lo == 0 && iv.Hi == 0 {
				ours.add(math.Inf(-1), math.Inf(1), iv.Center, truth)
			} else {
				ours.add(iv.Lo, iv.Hi, iv.Center, truth)
			}
			s := benchmath.AssumeNothing.Summary(benchmath.NewSample(slices.Clone(xs), &benchmath.DefaultThresholds), Confidence)
			signTest.add(s.Lo, s.Hi, s.Center, truth)
			errs = append(errs, math.Abs(iv.Center/truth-1))
		}
	}
	slices.Sort(errs)
	return ours, signTest, errs[len(errs)*95/100]
}

// TestMedianIntervalCoverage simulates cells whose true median is known and
// checks that PooledMedianInterval, as the harness computes it, covers it
// at about its nominal level in every configuration, counting unbounded
// intervals as covering and, apart, the bounded ones alone; that cells of
// fewer samples than estimate their own autocorrelation, correlated at
// most 0.2, get an interval in 90% of cases, pooling with their dataset's
// long cells or, where it has none ("alone", a --quick run), with each
// other, and none at fewer than pooledShortMin; that benchmath's sign test,
// which assumes independent samples, does not where samples correlate
// strongly or workers differ by 3%; and that the interval is not wide for
// nothing: close to the sign
// test for independent samples from one process, and, with samples enough
// to bound every cell, within twice the half-width that a fixed interval
// would need to cover 95% of the cells.
func TestMedianIntervalCoverage(t *testing.T) {
	const (
		minCoverage = 0.93 // at nominal 0.95, allowing for 1000 cells in 25 groups
		iidWidth    = 1.6  // our median half-width over the sign test's, independent samples
		oracleWidth = 2.0  // our median half-width over the 95th percentile error, n=60
		boundedN    = 60   // samples per cell at which every configuration bounds its cells
		// minBounded is the share of cells of a few samples, correlated
		// at most 0.2, that must get an interval: the point of pooling.
		minBounded = 0.9
	)
	r := rand.New(rand.NewPCG(1, 2))
	var table strings.Builder
	fmt.Fprintf(&table, "%-36s %8s %8s %8s %9s %9s %9s\n", "configuration", "ours", "bounded", "signtest", "hw ours", "hw sign", "err p95")
	var configs []simCell
	for _, n := range []int{6, 8, 10, 20, 60} {
		for _, alone := range []bool{false, true} {
			for _, slow := range []bool{false, true} {
				for _, rho := range []float64{0, 0.2, 0.5} {
					for _, offset := range []float64{0, 0.01, 0.03} {
						if !alone || n < ownAutocorrelationMin {
							configs = append(configs, simCell{n: n, rho: rho, offset: offset, slow: slow, alone: alone})
						}
					}
				}
			}
		}
	}
	for _, c := range configs {
		n, rho, offset, slow := c.n, c.rho, c.offset, c.slow
		ours, signTest, errP95 := simulate(r, c)
		hw, signHW := ours.medianHalfWidth(), signTest.medianHalfWidth()
		fmt.Fprintf(&table, "%-36s %7.1f%% %7.1f%% %7.1f%% %8.2f%% %8.2f%% %8.2f%%\n", c,
			100*ours.rate(), 100*ours.boundedShare(), 100*signTest.rate(), 100*hw, 100*signHW, 100*errP95)
		if ours.bounded >= 100 && ours.boundedRate() < minCoverage {
			t.Errorf("%v: the bounded intervals cover the true median in %.1f%% of cells, want >= %.0f%%", c, 100*ours.boundedRate(), 100*minCoverage)
		}
		// A dataset of cells too short to pool leaves them
		// unbounded: nothing can size their intervals.
		unpooled := c.alone && n < pooledShortMin
		if unpooled && ours.bounded > 0 {
			t.Errorf("%v: %d cells of %d samples, none pooled, get an interval; want none", c, ours.bounded, n)
		}
		if n < ownAutocorrelationMin && !unpooled && rho <= 0.2 && ours.boundedShare() < minBounded {
			t.Errorf("%v: %.1f%% of cells get an interval, want >= %.0f%%", c, 100*ours.boundedShare(), 100*minBounded)
		}
		if ours.rate() < minCoverage {
			t.Errorf("%v: MedianInterval covers the true median in %.1f%% of cells, want >= %.0f%%", c, 100*ours.rate(), 100*minCoverage)
		}
		if (rho == 0.5 || offset == 0.03) && signTest.rate() >= minCoverage {
			t.Errorf("%v: the sign test covers the true median in %.1f%% of cells; the simulation does not show what it must", c, 100*signTest.rate())
		}
		if rho == 0 && offset == 0 && !slow && !unpooled && hw > iidWidth*signHW {
			t.Errorf("%v: median half-width %.2f%%, over %.1f times the sign test's %.2f%%", c, 100*hw, iidWidth, 100*signHW)
		}
		if n == boundedN && hw > oracleWidth*errP95 {
			t.Errorf("%v: median half-width %.2f%%, over %.1f times the %.2f%% that covers 95%% of the errors", c, 100*hw, oracleWidth, 100*errP95)
		}
	}
	t.Logf("coverage of the true median at nominal %v, and median half-widths:\n%s", Confidence, table.String())
}

// Too few samples, or samples so autocorrelated that they count as too
// few, leave the interval unbounded, and a warning says why.
func TestMedianIntervalTooFew(t *testing.T) {
	rising := make([]float64, 30)
	for i := range rising {
		rising[i] = 100 + float64(i)
	}
	for _, tc := range []struct {
		name string
		xs   []float64
		want string
	}{
		{"none", nil, "no samples"},
		{"five", []float64{100, 102, 99, 101, 103}, "need >= 6 effective samples"},
		{"a trend", rising, "lag-1 autocorrelation 0.90"},
		{"a zero", []float64{100, 102, 0, 101, 103, 100, 99, 98}, "not all positive"},
	} {
		iv := MedianInterval(tc.xs, nil, 0)
		if iv.Lo != 0 || iv.Hi != 0 || !strings.Contains(strings.Join(iv.Warnings, "; "), tc.want) {
			t.Errorf("%s: interval %+v, want unbounded with a warning saying %q", tc.name, iv, tc.want)
		}
	}
}

// Independent samples from one worker, with no offset to add, get the sign
// test's interval, widened only where the sample happens to look
// autocorrelated.
func TestMedianIntervalIndependent(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{20, 60} {
		var same, unbounded int
		var ratios []float64
		for range 200 {
			xs := make([]float64, n)
			for i := range xs {
				xs[i] = 100 * math.Exp(simNoise*r.NormFloat64())
			}
			iv := MedianInterval(xs, nil, 0)
			if labelled := MedianInterval(xs, make([]int, n), 0); !reflect.DeepEqual(labelled, iv) {
				t.Fatalf("n=%d: one worker named gives %+v, none named %+v", n, labelled, iv)
			}
			s := benchmath.AssumeNothing.Summary(benchmath.NewSample(slices.Clone(xs), &benchmath.DefaultThresholds), Confidence)
			bounded := iv.Lo != 0 || iv.Hi != 0
			if iv.Center != s.Center || bounded && (iv.Lo > s.Lo || iv.Hi < s.Hi) {
				t.Fatalf("n=%d: interval %+v does not contain the sign test's [%v, %v] around %v", n, iv, s.Lo, s.Hi, s.Center)
			}
			if iv.Lo == s.Lo && iv.Hi == s.Hi {
				same++
			}
			ratio := math.Inf(1)
			if bounded {
				ratio = (iv.Hi - iv.Lo) / (s.Hi - s.Lo)
			} else {
				unbounded++
			}
			ratios = append(ratios, ratio)
		}
		ratio := medianInPlace(ratios)
		t.Logf("n=%d: %d of 200 intervals are the sign test's, %d unbounded; median width %.2f times the sign test's", n, same, unbounded, ratio)
		if same < 60 || ratio > 1.25 {
			t.Errorf("n=%d: %d of 200 intervals are the sign test's and the median is %.2f times as wide, want >= 60 and <= 1.25", n, same, ratio)
		}
	}
}

// The offset term is z·between/√k on the log scale, for k workers that
// took equal shares, and even one worker carries it.
func TestMedianIntervalBetween(t *testing.T) {
	xs := slices.Repeat([]float64{100}, 20)
	alternating := make([]int, len(xs))
	for i := range alternating {
		alternating[i] = i % 2
	}
	z := normalQuantile()
	for _, tc := range []struct {
		name    string
		workers []int
		k       float64
	}{{"one worker", nil, 1}, {"two workers", alternating, 2}} {
		iv := MedianInterval(xs, tc.workers, 0.02)
		wantLo, wantHi := 100*math.Exp(-z*0.02/math.Sqrt(tc.k)), 100*math.Exp(z*0.02/math.Sqrt(tc.k))
		if math.Abs(iv.Lo-wantLo) > 1e-9 || math.Abs(iv.Hi-wantHi) > 1e-9 {
			t.Errorf("%s: interval [%v, %v], want [%v, %v]", tc.name, iv.Lo, iv.Hi, wantLo, wantHi)
		}
	}
}

// BetweenWorkers recovers the spread of offsets it was given, despite
// sampling noise, cells with one worker, and one cell whose workers differ
// tenfold more than the rest.
func TestBetweenWorkers(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	const workers, samples = 3, 30
	build := func(offset float64) ([][]float64, [][]int) {
		var cells [][]float64
		var labels [][]int
		for range 60 {
			var xs []float64
			var ws []int
			for w := range workers {
				o := offset * r.NormFloat64()
				for range samples {
					xs = append(xs, 100*math.Exp(o+0.01*r.NormFloat64()))
					ws = append(ws, w)
				}
			}
			cells, labels = append(cells, xs), append(labels, ws)
		}
		return cells, labels
	}
	for _, offset := range []float64{0, 0.005, 0.02, 0.05} {
		cells, labels := build(offset)
		// A JIT that compiled one cell's workers differently.
		for i := range cells[0] {
			cells[0][i] *= math.Exp(0.2 * float64(labels[0][i]))
		}
		// A cell taken by one worker says nothing of offsets.
		cells = append(cells, slices.Repeat([]float64{50}, samples))
		labels = append(labels, make([]int, samples))
		got := BetweenWorkers(cells, labels)
		t.Logf("offsets of %.1f%%: BetweenWorkers says %.2f%%", 100*offset, 100*got)
		if math.Abs(got-offset) > 0.2*offset+0.002 {
			t.Errorf("offsets of %.1f%%: BetweenWorkers says %.2f%%", 100*offset, 100*got)
		}
	}
	if got := BetweenWorkers([][]float64{{1, 2, 3}}, [][]int{nil}); got != 0 {
		t.Errorf("one unlabelled cell: %v, want 0", got)
	}
}

// LogSpread is the median and 1.4826 MADs of the logs, so an outlier does
// not move it.
func TestLogSpread(t *testing.T) {
	xs := []float64{1, math.E, math.E * math.E, 1e9}
	center, spread := LogSpread(xs)
	// logs 0, 1, 2, 20.7: median 1.5, deviations 1.5, 0.5, 0.5, 19.2.
	if math.Abs(center-1.5) > 1e-12 || math.Abs(spread-1.4826) > 1e-12 {
		t.Errorf("LogSpread(%v) = %v, %v; want 1.5, 1.4826", xs, center, spread)
	}
}

// PooledAutocorrelation recovers the autocorrelation that a dataset's
// long cells share, and leaves out the cells too short to estimate it.
func TestPooledAutocorrelation(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, rho := range []float64{0, 0.2, 0.5} {
		long := simCell{n: 40, rho: rho, offset: 0.01}
		var cells [][]float64
		var workers [][]int
		for range 60 {
			xs, ws := long.sample(r)
			cells, workers = append(cells, xs), append(workers, ws)
		}
		// Six samples that rise say nothing, and are not pooled.
		cells, workers = append(cells, []float64{1, 2, 3, 4, 5, 6}), append(workers, nil)
		got, pooled := PooledAutocorrelation(cells, workers)
		t.Logf("rho %.1f: pooled %.3f over %d cells", rho, got, pooled)
		if pooled != 60 || math.Abs(got-rho) > 0.1 {
			t.Errorf("rho %.1f: pooled %.3f over %d cells, want within 0.1 over 60", rho, got, pooled)
		}
	}
	if got, pooled := PooledAutocorrelation([][]float64{{1, 2, 3}}, [][]int{nil}); got != 0 || pooled != 0 {
		t.Errorf("one short cell: %v over %d, want 0 over 0", got, pooled)
	}
}

// A dataset whose cells all take ten samples, as in a --quick run, pools
// them: summed over its cells, their bias corrections recover ρ, reading
// it up to 0.15 high, which widens the intervals rather than narrowing
// them. Cells shorter than pooledShortMin stay out.
func TestPooledAutocorrelationShortCells(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for _, rho := range []float64{0, 0.2, 0.5} {
		short := simCell{n: 10, rho: rho}
		var cells [][]float64
		var workers [][]int
		for range 200 {
			xs, ws := short.sample(r)
			cells, workers = append(cells, xs), append(workers, ws)
		}
		cells, workers = append(cells, []float64{1, 2, 3, 4, 5, 6, 7}), append(workers, nil)
		got, pooled := PooledAutocorrelation(cells, workers)
		t.Logf("rho %.1f: pooled %.3f over %d ten-sample cells", rho, got, pooled)
		if pooled != 200 || got < rho-0.05 || got > rho+0.15 {
			t.Errorf("rho %.1f: pooled %.3f over %d cells, want from 0.05 below to 0.15 above it, over 200", rho, got, pooled)
		}
	}
}

// A cell of six samples bounds its median with its dataset's pooled
// autocorrelation, which its own samples cannot estimate; without a pool
// it is unbounded, with a warning that says why, and a cell of
// pooledShortMin samples is as MedianInterval leaves it.
func TestPooledMedianIntervalFewSamples(t *testing.T) {
	xs := []float64{100, 103, 101, 99, 102, 104}
	workers := []int{0, 1, 0, 1, 0, 1}
	if iv := PooledMedianInterval(xs, workers, 0.01, 0.3, 0); iv.Lo != 0 || iv.Hi != 0 || iv.Center != 101.5 ||
		len(iv.Warnings) != 1 || !isIntervalWarning(iv.Warnings[0]) || !strings.Contains(iv.Warnings[0], "to estimate their lag-1 autocorrelation; 6 samples") {
		t.Errorf("no cell pooled: %+v, want unbounded around 101.5 with a warning that six samples cannot estimate their autocorrelation", iv)
	}
	eight, eightWorkers := []float64{100, 103, 101, 99, 102, 104, 100, 98}, []int{0, 1, 0, 1, 0, 1, 0, 1}
	if iv, alone := PooledMedianInterval(eight, eightWorkers, 0.01, 0.3, 0), MedianInterval(eight, eightWorkers, 0.01); !reflect.DeepEqual(iv, alone) {
		t.Errorf("eight samples, no cell pooled: %+v, want MedianInterval's %+v", iv, alone)
	}
	iv := PooledMedianInterval(xs, workers, 0.01, 0.3, 40)
	if !(iv.Lo > 0 && iv.Lo < iv.Center && iv.Center < iv.Hi) || iv.Hi/iv.Lo > 1.5 {
		t.Errorf("pooled autocorrelation 0.3: interval %+v, want a bounded one around the median", iv)
	}
	if iv := PooledMedianInterval(xs, workers, 0.01, 0.9, 40); iv.Lo != 0 || iv.Hi != 0 {
		t.Errorf("pooled autocorrelation 0.9: %+v, want unbounded: six samples count as fewer than two", iv)
	}
}
