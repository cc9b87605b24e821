package results

import (
	"math"
	"slices"

	"golang.org/x/perf/benchmath"
)

// Confidence is the level of every confidence interval serbench reports.
const Confidence = 0.95

// NewResult summarises the samples of one cell: the median ns/op with its
// 95% confidence interval (benchmath, assuming nothing of the distribution,
// as benchstat does), and the median B/op and allocs/op. ref holds each
// sample's reference timing, or is nil. recordBytes is the mean encoded
// size, from which MB/s follows.
func NewResult(dataset, codec, variant, op string, iters int, ns, ref, bytes, allocs []float64, recordBytes float64) Result {
	r := Result{Dataset: dataset, Codec: codec, Variant: variant, Op: op, Iterations: iters,
		SamplesNs: ns, SamplesRefNs: ref, SamplesBytes: bytes, SamplesAllocs: allocs}
	s := benchmath.AssumeNothing.Summary(benchmath.NewSample(slices.Clone(ns), &benchmath.DefaultThresholds), Confidence)
	r.MedianNs = s.Center
	if !math.IsInf(s.Lo, 0) && !math.IsInf(s.Hi, 0) {
		// Too few samples leave the interval unbounded: both stay 0 and
		// a warning says why.
		r.CILowNs, r.CIHighNs = s.Lo, s.Hi
	}
	for _, w := range s.Warnings {
		r.Warnings = append(r.Warnings, w.Error())
	}
	r.BytesPerOp = Median(bytes)
	r.AllocsPerOp = Median(allocs)
	if r.MedianNs > 0 && recordBytes > 0 {
		r.MBPerS = recordBytes / r.MedianNs * 1e3 // bytes per ns is GB/s
	}
	return r
}

// Median is the median of xs, or 0 when there are none.
func Median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	return benchmath.AssumeNothing.Summary(benchmath.NewSample(slices.Clone(xs), &benchmath.DefaultThresholds), Confidence).Center
}

// Compare tests whether two cells' samples differ, as benchstat does: a
// Mann-Whitney U test under no assumption of the distribution.
func Compare(old, new []float64) benchmath.Comparison {
	th := &benchmath.DefaultThresholds
	return benchmath.AssumeNothing.Compare(benchmath.NewSample(slices.Clone(old), th), benchmath.NewSample(slices.Clone(new), th))
}

// HalfWidth is the wider side of the 95% interval of the median of ns, as
// a fraction of the median; +Inf while the samples are too few to bound it.
func HalfWidth(ns []float64) float64 {
	s := benchmath.AssumeNothing.Summary(benchmath.NewSample(slices.Clone(ns), &benchmath.DefaultThresholds), Confidence)
	if math.IsInf(s.Lo, 0) || math.IsInf(s.Hi, 0) || s.Center <= 0 {
		return math.Inf(1)
	}
	return max(s.Hi-s.Center, s.Center-s.Lo) / s.Center
}
