package results

import (
	"strings"
	"testing"
)

// cell is a timed cell of codec on small with the samples given, in the
// order taken, its median that of all of them and its interval ±20%, wide.
func cell(codec string, samples ...float64) Result {
	m := median(samples)
	return Result{Dataset: "small", Codec: codec, Variant: "default", Op: "marshal", SamplesNs: samples,
		MedianNs: m, CILowNs: 0.8 * m, CIHighNs: 1.2 * m}
}

// A quick run is judged by whether its two halves keep the order of the
// codecs 10% apart, not by its wide cells; a full run with the same cells
// is judged by those.
func TestQuickRunRankedByItsHalves(t *testing.T) {
	f := sample()
	f.Config.Quick = true
	f.Codecs = []Codec{{Name: "noop", Kind: "noop"}}
	f.Results = []Result{
		cell("a", 100, 102, 98, 101, 99, 100),
		cell("b", 120, 125, 118, 122, 119, 121), // 20% behind a in both halves
		cell("c", 104, 103, 105, 104, 103, 105), // 4% behind a: too close to count
		cell("noop", 1, 500, 1, 1, 500, 1),      // the harness's own: never counted
	}
	p := f.Precision()
	if p.Pairs != 2 || p.Agree != 2 || p.Cells != 3 || p.Wide != 3 || p.TooNoisy() {
		t.Errorf("%+v, too noisy %v; want 2 pairs 10%% apart, both kept, and not too noisy though every cell is wide", p, p.TooNoisy())
	}
	if s := p.String(); !strings.HasPrefix(s, "codecs 10% apart are reliably ranked: the first and second halves of each cell's samples order 2 of the 2 pairs") ||
		!strings.HasSuffix(s, "3 of 3 cells (100%) have a 95% interval wider than ±5%") {
		t.Errorf("verdict %q", s)
	}

	f.Config.Quick = false
	if p := f.Precision(); p.Pairs != 0 || !p.TooNoisy() || !strings.HasPrefix(p.String(), "this machine was too noisy to rank: 3 of 3 cells") {
		t.Errorf("full run: %+v, %q; want judged by its wide cells", p, p)
	}
}

// When the machine slows one codec's first half and another's second, the
// halves disagree on their order and the quick run says it cannot rank.
func TestQuickRunTooNoisy(t *testing.T) {
	f := sample()
	f.Config.Quick = true
	f.Results = []Result{
		cell("a", 100, 100, 100, 200, 200, 200, 200),
		cell("b", 150, 150, 150, 150, 150, 150, 150), // the middle sample of 7 is left out
		cell("c", 1000, 1000, 1000),                  // under two samples a half: not judged
	}
	p := f.Precision()
	if p.Pairs != 1 || p.Agree != 0 || !p.TooNoisy() {
		t.Fatalf("%+v, too noisy %v; want the one pair flipped", p, p.TooNoisy())
	}
	if s := p.String(); !strings.HasPrefix(s, "this machine was too noisy to rank codecs 10% apart: the first and second halves of each cell's samples order only 0 of the 1 pairs") {
		t.Errorf("verdict %q", s)
	}
	f.Results = f.Results[2:]
	if p := f.Precision(); p.Pairs != 0 || p.TooNoisy() || !strings.Contains(p.String(), "no two were") {
		t.Errorf("nothing to judge: %+v, %q", p, p)
	}
}
