package main

import (
	"fmt"
	"io"
	"math"
	"slices"
	"time"

	"github.com/serbench/serbench/results"
)

// shareBands are the bands of the collector's share of a figure that
// printPrice sorts cells into, as fractions: 0-5%, 5-20%, 20-40%, 40% and
// more.
var shareBands = []float64{0, 0.05, 0.20, 0.40, math.Inf(1)}

// printPrice prints how a run priced garbage, against issue 29's targets:
// the spread of every charged cell's charge about the run's price of its
// B/op and allocs/op (every cell priced alike: within 1%), and, in each band of the
// charge's share of the figure, the median over cells of the own time a
// sample timed over the sample duration (within 15% of it).
func printPrice(w io.Writer, name string, f *results.File) {
	price := f.Env.Price()
	fmt.Fprintf(w, "%s: price %v", name, price)
	if p := f.Env.GCPrice; p != nil {
		fmt.Fprintf(w, " (%s %s, rounds %.3g ns/B and %.3g ns/alloc)", p.Source, p.Host, p.RoundsNsPerByte, p.RoundsNsPerAlloc)
	}
	fmt.Fprintln(w)
	var worst float64
	charged := 0
	for _, r := range f.Results {
		want := price.Charge(r.BytesPerOp, r.AllocsPerOp)
		if want <= 0 {
			continue
		}
		charged++
		worst = max(worst, math.Abs(r.GCNsPerOp/want-1))
	}
	fmt.Fprintf(w, "  charge over the run's price of the cell's B/op and allocs/op: %d charged cells, the farthest %.4f%% from it (target: within 1%%)\n", charged, 100*worst)
	bench, err := time.ParseDuration(f.Config.Benchtime)
	if err != nil || bench <= 0 {
		fmt.Fprintf(w, "  no sample duration recorded (%q)\n", f.Config.Benchtime)
		return
	}
	bands := make([][]float64, len(shareBands)-1)
	for _, r := range f.Results {
		if r.OwnNs <= 0 || r.MedianNs <= 0 || r.Iterations <= 1 {
			continue // one op a sample: its length is the op's, not the count's
		}
		share := r.GCNsPerOp / r.MedianNs
		for i := range bands {
			if share >= shareBands[i] && share < shareBands[i+1] {
				bands[i] = append(bands[i], r.OwnNs*float64(r.Iterations)/float64(bench))
			}
		}
	}
	for i, xs := range bands {
		if len(xs) == 0 {
			continue
		}
		slices.Sort(xs)
		fmt.Fprintf(w, "  charge %2.0f-%3.0f%% of the figure: %4d cells, own time a sample / %v: median %.2f (target: 0.85-1.15)\n",
			100*shareBands[i], math.Min(100*shareBands[i+1], 100), len(xs), bench, results.Median(xs))
	}
}
