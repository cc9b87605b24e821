package results

import (
	"slices"
	"strings"
	"testing"
)

// A run that spent a fifth of its samples in a state twice as slow: the
// reference figure is the fast state's, and the noise says how much was fast.
func TestMeasureNoise(t *testing.T) {
	ref := append(slices.Repeat([]float64{100}, 80), slices.Repeat([]float64{200}, 20)...)
	f := sample()
	f.Results = []Result{{Codec: "json", SamplesNs: make([]float64, 100), SamplesRefNs: ref}}
	n := f.MeasureNoise()
	if n == nil || n.Samples != 100 || n.ReferenceNs != 100 || n.MedianNs != 100 || n.P90Ns != 200 || n.Fast != 0.8 {
		t.Fatalf("noise %+v, want 100 samples, reference and median 100, p90 200, four fifths fast", n)
	}
	if !strings.Contains(n.String(), "80% of samples taken in the fast state") {
		t.Errorf("noise line %q does not say how much was fast", n)
	}
	if (&File{}).MeasureNoise() != nil {
		t.Error("a run without reference timings has a noise figure")
	}
}

// The noop codec's cells are the harness's own and never count; a run with
// over a quarter of its cells wider than ±5% is too noisy to rank.
func TestPrecision(t *testing.T) {
	f := sample()
	f.Codecs = []Codec{{Name: "noop", Kind: "noop"}, {Name: "json", Kind: "reflect"}}
	narrow := Result{Codec: "json", MedianNs: 100, CILowNs: 98, CIHighNs: 103}
	wide := Result{Codec: "json", MedianNs: 100, CILowNs: 90, CIHighNs: 101}
	unbounded := Result{Codec: "json", MedianNs: 100}
	f.Results = []Result{narrow, narrow, narrow, wide, {Codec: "noop", MedianNs: 1}}
	if p := f.Precision(); p.Cells != 4 || p.Wide != 1 || p.TooNoisy() {
		t.Errorf("%+v, too noisy %v; want 1 of 4 wide, not too noisy", p, p.TooNoisy())
	}
	f.Results = append(f.Results, unbounded)
	p := f.Precision()
	if p.Cells != 5 || p.Wide != 2 || !p.TooNoisy() || !strings.HasPrefix(p.String(), "this machine was too noisy to rank: 2 of 5 cells") {
		t.Errorf("%+v: %q; want 2 of 5 wide and too noisy", p, p)
	}
}
