package main

import (
	"strings"
	"testing"

	"github.com/serbench/serbench/results"
)

// A cell is split when one worker's median bytes per op is ratio times
// another's and large enough; a cell whose samples alone spread, a cell
// of one worker and a small one are not, and the count of spread cells
// takes in every cell whose samples lie that far apart.
func TestSplits(t *testing.T) {
	rs := []results.Result{
		{Dataset: "logs", Codec: "pooled", Op: "marshal", SamplesWorker: []int{0, 1, 0, 1, 0, 1},
			SamplesBytes: []float64{0.9e6, 17e6, 0.9e6, 17e6, 17e6, 17e6}},
		{Dataset: "logs", Codec: "steady", Op: "marshal", SamplesWorker: []int{0, 1, 0, 1},
			SamplesBytes: []float64{2e6, 2.1e6, 2e6, 2.1e6}},
		{Dataset: "logs", Codec: "cold-first", Op: "marshal", SamplesWorker: []int{0, 1, 0, 1, 0, 1},
			SamplesBytes: []float64{20e6, 20e6, 2e6, 2e6, 2e6, 2e6}},
		{Dataset: "logs", Codec: "alone", Op: "marshal", SamplesBytes: []float64{1e6, 9e6}},
		{Dataset: "small", Codec: "tiny", Op: "marshal", SamplesWorker: []int{0, 1}, SamplesBytes: []float64{100, 9000}},
	}
	ss := splits(rs, 4, 100e3)
	if len(ss) != 1 || ss[0].result.Codec != "pooled" || ss[0].workers[0] != 0.9e6 || ss[0].workers[1] != 17e6 {
		t.Fatalf("splits = %+v; want pooled alone, its workers at 0.9 MB and 17 MB", ss)
	}
	if n := spread(rs, 4, 100e3); n != 3 {
		t.Errorf("spread = %d; want 3 (pooled, cold-first, alone)", n)
	}
	var b strings.Builder
	write(&b, ss, 3, len(rs))
	for _, want := range []string{"| logs pooled  marshal | 0.90 MB, 17.00 MB |", "1 of 5 cells split between their workers; 3 with samples"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, b.String())
		}
	}
}
