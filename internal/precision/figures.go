package main

import (
	"fmt"
	"io"
	"math"
	"slices"
	"sort"
	"time"

	"golang.org/x/perf/benchmath"

	"github.com/serbench/serbench/compare"
	"github.com/serbench/serbench/results"
)

// An estimator turns a cell's samples into its figure, and an interval
// when it has one. The suite's is the median; the minimum (Chen and Revels),
// the median of each sample's ratio to the reference op timed beside it,
// scaled to the run's fast state, the mean (which counts every collection a
// sample held), the mean of the middle half, the lower quartile and the
// Hodges-Lehmann estimator (the median of the samples' pairwise means) are
// the alternatives it was chosen over. The fast-state median, of the
// samples whose reference op ran in the machine's fast state, is one it
// may move to (docs/evidence/2026-11-27-fast-state-samples.md).
// minFastSamples is the fewest fast-state samples from which the
// fast-state estimator gives a figure: benchmath's interval needs six.
const minFastSamples = 6

type estimator struct {
	name string
	// figure returns the center and the 95% interval's half-width as a
	// fraction of it (NaN when the estimator has none).
	figure func(f *results.File, r *results.Result) (center, halfWidth float64)
}

var estimators = []estimator{
	{"median", func(_ *results.File, r *results.Result) (float64, float64) {
		return summarize(r.SamplesNs) // results.NewResult's figure, recomputed
	}},
	{"minimum", func(_ *results.File, r *results.Result) (float64, float64) {
		return slices.Min(r.SamplesNs), math.NaN()
	}},
	{"ref-ratio", func(f *results.File, r *results.Result) (float64, float64) {
		n := f.Noise()
		if n == nil || len(r.SamplesRefNs) != len(r.SamplesNs) {
			return math.NaN(), math.NaN()
		}
		ratios := make([]float64, len(r.SamplesNs))
		for i := range ratios {
			ratios[i] = r.SamplesNs[i] / r.SamplesRefNs[i] * n.ReferenceNs
		}
		return summarize(ratios)
	}},
	{"mean", func(_ *results.File, r *results.Result) (float64, float64) {
		return mean(r.SamplesNs), math.NaN()
	}},
	{"mid-mean", func(_ *results.File, r *results.Result) (float64, float64) {
		xs := slices.Clone(r.SamplesNs)
		slices.Sort(xs)
		k := len(xs) / 4
		return mean(xs[k : len(xs)-k]), math.NaN()
	}},
	{"p25", func(_ *results.File, r *results.Result) (float64, float64) {
		xs := slices.Clone(r.SamplesNs)
		slices.Sort(xs)
		return xs[(len(xs)-1)/4], math.NaN()
	}},
	{"fast-state", func(f *results.File, r *results.Result) (float64, float64) {
		n := f.Noise()
		if n == nil || len(r.SamplesRefNs) != len(r.SamplesNs) {
			return math.NaN(), math.NaN()
		}
		var fast []float64
		for i, ref := range r.SamplesRefNs {
			if ref <= results.FastMargin*n.ReferenceNs {
				fast = append(fast, r.SamplesNs[i])
			}
		}
		if len(fast) < minFastSamples {
			return math.NaN(), math.NaN()
		}
		return summarize(fast)
	}},
	{"hodges-leh", func(_ *results.File, r *results.Result) (float64, float64) {
		xs := r.SamplesNs
		var w []float64
		for i := range xs {
			for j := i; j < len(xs); j++ {
				w = append(w, (xs[i]+xs[j])/2)
			}
		}
		return results.Median(w), math.NaN()
	}},
}

func summarize(xs []float64) (float64, float64) {
	s := benchmath.AssumeNothing.Summary(benchmath.NewSample(slices.Clone(xs), &benchmath.DefaultThresholds), results.Confidence)
	if math.IsInf(s.Lo, 0) || math.IsInf(s.Hi, 0) || s.Center == 0 {
		return s.Center, math.Inf(1)
	}
	return s.Center, max(s.Hi-s.Center, s.Center-s.Lo) / s.Center
}

// cells returns f's default-variant results by key, the noop codec aside:
// its figure is the harness's own and sits near the timer's resolution.
func cells(f *results.File) map[results.Cell]*results.Result {
	m := map[results.Cell]*results.Result{}
	for i := range f.Results {
		r := &f.Results[i]
		if r.Variant == "default" && r.Codec != "noop" && len(r.SamplesNs) > 0 {
			m[r.Key()] = r
		}
	}
	return m
}

// pairFigures are the figures of two runs of the same cells under one
// estimator.
type pairFigures struct {
	cells          int
	narrowA        float64 // fraction of cells with a half-width of at most 3%, run 1
	narrowB        float64 // the same, run 2
	medianHalfA    float64 // median half-width, run 1
	agree          float64 // fraction of cells whose figures agree within tol
	agreeDrift     float64 // the same after dividing run 2's figures by 1+drift
	drift          float64 // geometric mean of run 2 over run 1, minus one
	pairs, ordered int     // codec pairs apart by at least tol in run 1, and those in the same order in run 2
}

func comparePair(a, b *results.File, e estimator, tol float64) pairFigures {
	ca, cb := cells(a), cells(b)
	var p pairFigures
	var halves []float64
	var logSum float64
	narrowA, narrowB := 0, 0
	figA, figB := map[results.Cell]float64{}, map[results.Cell]float64{}
	for k, ra := range ca {
		rb := cb[k]
		if rb == nil {
			continue
		}
		xa, ha := e.figure(a, ra)
		xb, hb := e.figure(b, rb)
		if math.IsNaN(xa) || math.IsNaN(xb) || xa <= 0 || xb <= 0 {
			continue
		}
		p.cells++
		figA[k], figB[k] = xa, xb
		halves = append(halves, ha)
		if ha <= 0.03 {
			narrowA++
		}
		if hb <= 0.03 {
			narrowB++
		}
		if math.Abs(xb/xa-1) <= tol {
			p.agree++
		}
		logSum += math.Log(xb / xa)
	}
	if p.cells == 0 {
		return p
	}
	n := float64(p.cells)
	p.narrowA, p.narrowB, p.agree = float64(narrowA)/n, float64(narrowB)/n, p.agree/n
	p.drift = math.Exp(logSum/n) - 1
	for k, xa := range figA {
		if math.Abs(figB[k]/xa/(1+p.drift)-1) <= tol {
			p.agreeDrift++
		}
	}
	p.agreeDrift /= n
	slices.Sort(halves)
	p.medianHalfA = halves[len(halves)/2]
	p.pairs, p.ordered = orderedPairs(figA, figB, tol)
	return p
}

// orderedPairs compares, dataset by dataset, the marshal + unmarshal
// totals of every two codecs: of the pairs whose totals differ by at least
// tol in run 1, how many keep their order in run 2.
func orderedPairs(figA, figB map[results.Cell]float64, tol float64) (pairs, ordered int) {
	ta, tb := totals(figA), totals(figB)
	for ds, codecsA := range ta {
		var names []string
		for c := range codecsA {
			if _, ok := tb[ds][c]; ok {
				names = append(names, c)
			}
		}
		sort.Strings(names)
		for i, x := range names {
			for _, y := range names[i+1:] {
				ax, ay := codecsA[x], codecsA[y]
				if math.Max(ax, ay)/math.Min(ax, ay)-1 < tol {
					continue
				}
				pairs++
				if (ax < ay) == (tb[ds][x] < tb[ds][y]) {
					ordered++
				}
			}
		}
	}
	return pairs, ordered
}

// totals sums each codec's marshal and unmarshal figures per dataset; a
// codec missing either op has no total.
func totals(fig map[results.Cell]float64) map[string]map[string]float64 {
	type part struct{ m, u float64 }
	parts := map[string]map[string]*part{}
	for k, x := range fig {
		ds, codec, op := k.Dataset, k.Codec, k.Op
		if parts[ds] == nil {
			parts[ds] = map[string]*part{}
		}
		if parts[ds][codec] == nil {
			parts[ds][codec] = &part{math.NaN(), math.NaN()}
		}
		switch op {
		case "marshal":
			parts[ds][codec].m = x
		case "unmarshal":
			parts[ds][codec].u = x
		}
	}
	out := map[string]map[string]float64{}
	for ds, cs := range parts {
		out[ds] = map[string]float64{}
		for c, p := range cs {
			if t := p.m + p.u; !math.IsNaN(t) {
				out[ds][c] = t
			}
		}
	}
	return out
}

// printPair prints the figures of two runs under every estimator.
func printPair(w io.Writer, nameA, nameB string, a, b *timed, tol float64) {
	fmt.Fprintf(w, "\n%s vs %s", nameA, nameB)
	if a.wall > 0 {
		fmt.Fprintf(w, " (wall %v and %v)", a.wall.Round(time.Second), b.wall.Round(time.Second))
	}
	fmt.Fprintf(w, "\nnoise: run 1 %s; run 2 %s\n", noiseLine(a.File), noiseLine(b.File))
	fmt.Fprintf(w, "spread: a cell's samples, median over cells of the MAD of their logs, run 1 %s, run 2 %s; a worker process's offset, pooled, run 1 %s, run 2 %s\n",
		pct(sampleSpread(a.File)), pct(sampleSpread(b.File)), pct(workerSpread(a.File)), pct(workerSpread(b.File)))
	defer printOpCounts(w, a.File, b.File)
	fmt.Fprintf(w, "%-12s %6s %9s %9s %9s %10s %8s %12s %14s\n", "estimator", "cells", "≤3% r1", "≤3% r2", "med ±", "≤±5% agree", "drift", "agree-drift", "pairs ≥5% kept")
	row := func(name string, a, b *results.File, e estimator) {
		p := comparePair(a, b, e, tol)
		fmt.Fprintf(w, "%-12s %6d %9s %9s %9s %10s %+7.1f%% %12s %14s\n", name, p.cells,
			pctOrDash(p.narrowA, e), pctOrDash(p.narrowB, e), halfOrDash(p.medianHalfA), pct(p.agree), 100*p.drift, pct(p.agreeDrift), kept(p.ordered, p.pairs))
	}
	for _, e := range estimators {
		row(e.name, a.File, b.File, e)
	}
	// The suite's figure apart from each run's price: own time alone, and
	// both runs charged at one price as compare charges them, so that what
	// moved the figures between the runs shows as the machine's or the
	// price's.
	row("median, own", a.Repriced(results.Price{}), b.Repriced(results.Price{}), estimators[0])
	oa, ob, _ := compare.AtOnePrice(a.File, b.File)
	row("median, 1 pr", oa, ob, estimators[0])
}

// printOpCounts says how far the two runs' op counts lie apart and how the
// median's change between the runs follows them: the least-squares slope of
// the log of the figures' ratio against the log2 of the counts' ratio, and
// their correlation. An op's time per call falls as a sample lengthens, so
// counts apart put figures apart (docs/evidence/2026-11-23-sample-length-and-op-count.md).
func printOpCounts(w io.Writer, a, b *results.File) {
	ca, cb := cells(a), cells(b)
	var xs, ys, ratios []float64
	var farMoves, farCosts []float64 // cells whose counts lie over 2x apart
	for k, ra := range ca {
		rb := cb[k]
		if rb == nil || ra.Iterations <= 0 || rb.Iterations <= 0 || ra.MedianNs <= 0 || rb.MedianNs <= 0 {
			continue
		}
		ratios = append(ratios, float64(rb.Iterations)/float64(ra.Iterations))
		xs = append(xs, math.Log2(ratios[len(ratios)-1]))
		ys = append(ys, math.Log(rb.MedianNs/ra.MedianNs))
		if r := ratios[len(ratios)-1]; r > 2 || r < 0.5 {
			farMoves = append(farMoves, math.Abs(rb.MedianNs/ra.MedianNs-1))
			// The fixed cost a sample that fits both figures to
			// ns/op = t + cost/n.
			farCosts = append(farCosts, (ra.MedianNs-rb.MedianNs)/(1/float64(ra.Iterations)-1/float64(rb.Iterations)))
		}
	}
	if len(xs) < 3 {
		return
	}
	apart := 0
	for _, r := range ratios {
		if math.Abs(r-1) > 0.1 {
			apart++
		}
	}
	slices.Sort(ratios)
	mx, my := mean(xs), mean(ys)
	var sxy, sxx, syy float64
	for i := range xs {
		sxy += (xs[i] - mx) * (ys[i] - my)
		sxx += (xs[i] - mx) * (xs[i] - mx)
		syy += (ys[i] - my) * (ys[i] - my)
	}
	fmt.Fprintf(w, "op counts: %s of %d cells more than 10%% apart (run 2 over run 1: p10 %.2fx, p90 %.2fx)",
		pct(float64(apart)/float64(len(ratios))), len(ratios), ratios[len(ratios)/10], ratios[len(ratios)*9/10])
	if sxx > 0 && syy > 0 {
		fmt.Fprintf(w, "; median per doubling of the count %+.1f%% (r %.2f)", 100*(math.Exp(sxy/sxx)-1), sxy/math.Sqrt(sxx*syy))
	}
	if len(farMoves) > 0 {
		fmt.Fprintf(w, "; %d cells over 2x apart, moved a median %s, as if a sample cost a fixed %.0f µs (median)",
			len(farMoves), pct(results.Median(farMoves)), results.Median(farCosts)/1e3)
	}
	fmt.Fprintln(w)
}

func mean(xs []float64) float64 {
	var s float64
	for _, x := range xs {
		s += x
	}
	return s / float64(len(xs))
}

// printQuick prints, for each dataset of two quick runs, how many codec
// pairs whose totals differ by 10% or more keep their order.
func printQuick(w io.Writer, a, b *timed) {
	fmt.Fprint(w, "\ntwo --quick runs")
	if a.wall > 0 {
		fmt.Fprintf(w, " (wall %v and %v)", a.wall.Round(time.Second), b.wall.Round(time.Second))
	}
	fmt.Fprintf(w, "\nnoise: run 1 %s; run 2 %s\n", noiseLine(a.File), noiseLine(b.File))
	var dsNames []string
	for _, d := range a.Datasets {
		dsNames = append(dsNames, d.Name)
	}
	fmt.Fprintf(w, "%-12s", "estimator")
	for _, d := range dsNames {
		fmt.Fprintf(w, " %16s", d)
	}
	fmt.Fprintln(w, "   (codec pairs ≥10% apart kept in order)")
	for _, e := range estimators {
		fmt.Fprintf(w, "%-12s", e.name)
		for _, d := range dsNames {
			p := comparePair(only(a.File, d), only(b.File, d), e, 0.10)
			fmt.Fprintf(w, " %16s", kept(p.ordered, p.pairs))
		}
		fmt.Fprintln(w)
	}
}

// only is f with the results of one dataset.
func only(f *results.File, dataset string) *results.File {
	g := *f
	g.Results = nil
	for _, r := range f.Results {
		if r.Dataset == dataset {
			g.Results = append(g.Results, r)
		}
	}
	return &g
}

// workerSpread is the relative spread of a worker process's offset over
// the cells of f, as the harness estimates it for their intervals
// (results.BetweenWorkers over each cell's own times): 0 for a run with
// one worker per library.
func workerSpread(f *results.File) float64 {
	var ns [][]float64
	var workers [][]int
	for _, r := range f.Results {
		if len(r.SamplesOwnNs) > 0 && len(r.SamplesWorker) == len(r.SamplesOwnNs) {
			ns, workers = append(ns, r.SamplesOwnNs), append(workers, r.SamplesWorker)
		}
	}
	return results.BetweenWorkers(ns, workers)
}

// sampleSpread is the median over f's cells of the spread of a cell's own
// times (results.LogSpread).
func sampleSpread(f *results.File) float64 {
	var spreads []float64
	for _, r := range f.Results {
		if len(r.SamplesOwnNs) == 0 || slices.ContainsFunc(r.SamplesOwnNs, func(x float64) bool { return !(x > 0) }) {
			continue
		}
		_, spread := results.LogSpread(r.SamplesOwnNs)
		spreads = append(spreads, spread)
	}
	return results.Median(spreads)
}

func noiseLine(f *results.File) string {
	n := f.Noise()
	if n == nil {
		return "not measured"
	}
	return n.String()
}

func pct(x float64) string { return fmt.Sprintf("%.1f%%", 100*x) }

func pctOrDash(x float64, e estimator) string {
	if math.IsNaN(x) || e.name == "minimum" {
		return "—"
	}
	return pct(x)
}

func halfOrDash(h float64) string {
	if math.IsNaN(h) {
		return "—"
	}
	return fmt.Sprintf("%.1f%%", 100*h)
}

func kept(ordered, pairs int) string {
	if pairs == 0 {
		return "no pairs"
	}
	return fmt.Sprintf("%.2f%% of %d", 100*float64(ordered)/float64(pairs), pairs)
}
