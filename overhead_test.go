package serbench_test

import (
	"slices"
	"testing"
	"time"

	"github.com/serbench/serbench"
	_ "github.com/serbench/serbench/codecs/noop"
	"github.com/serbench/serbench/datasets/small"
)

// maxOverheadRatio bounds the harness loop's time over a bare loop's on the
// noop codec. Both are timed in alternating slices of a few milliseconds,
// so a slow state of the machine, which lasts seconds, slows both alike and
// the ratio holds; an allocation, a random number or a conversion added to
// the loop would double it.
const maxOverheadRatio = 1.5

// BenchmarkOverhead is the harness's own cost per op, which every figure
// includes: the timed loop, the record lookup and the codec call. It
// reports ns/op (at most 2 in the machine's fast state), the bare loop's
// ns/op and their ratio, and fails on any allocation or on a ratio above
// maxOverheadRatio. It never fails on an absolute time: on a shared
// machine those move twofold with its state.
func BenchmarkOverhead(b *testing.B) {
	for _, op := range []serbench.Op{serbench.Marshal, serbench.Unmarshal} {
		b.Run(string(op), func(b *testing.B) {
			x := serbench.Lookup("noop", small.Dataset.Name).Instance(serbench.Default)
			b.ReportAllocs()
			allocs := testing.AllocsPerRun(10, func() { x.Run(op, 0, 1000) })
			b.ResetTimer()
			if err := x.Run(op, 0, b.N); err != nil {
				b.Fatal(err)
			}
			b.StopTimer()
			if allocs != 0 {
				b.Errorf("%s: %v allocations per 1000 ops, want 0", op, allocs)
			}
			harness, bare := pairedTimes(x, op)
			ratio := median(ratios(harness, bare))
			b.ReportMetric(median(bare), "bare-ns/op")
			b.ReportMetric(ratio, "x-bare")
			if ratio > maxOverheadRatio {
				b.Errorf("%s: the harness loop takes %.2fx a bare loop's time, want at most %.2fx", op, ratio, maxOverheadRatio)
			}
		})
	}
}

// pairedTimes times the harness loop and the bare loop in 101 alternating
// pairs, each side in a slice of about a millisecond, the first of each
// pair taking turns; it returns their ns/op pair by pair.
func pairedTimes(x serbench.Instance, op serbench.Op) (harness, bare []float64) {
	const pairs, n = 101, 500_000
	time1 := func(f func()) float64 {
		start := time.Now()
		f()
		return float64(time.Since(start).Nanoseconds()) / n
	}
	runH := func() { x.Run(op, 0, n) }
	runB := func() { serbench.BareRun(x, op, n) }
	for i := range pairs {
		if i%2 == 0 {
			harness, bare = append(harness, time1(runH)), append(bare, time1(runB))
		} else {
			bare, harness = append(bare, time1(runB)), append(harness, time1(runH))
		}
	}
	return harness, bare
}

func ratios(a, b []float64) []float64 {
	r := make([]float64, len(a))
	for i := range a {
		r[i] = a[i] / b[i]
	}
	return r
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}
