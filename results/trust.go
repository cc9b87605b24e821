package results

import (
	"fmt"
	"math"
)

// WideLimit is the interval half-width, as a fraction of the figure, past
// which reports mark a cell: its figure cannot order it against codecs
// closer to it than that.
const WideLimit = 0.05

// tooNoisy is the fraction of wide cells past which a run is too noisy to
// rank.
const tooNoisy = 0.25

// HalfWidth is the wider side of r's 95% interval as a fraction of its
// figure, or +Inf when the interval is unbounded (too few samples).
func (r *Result) HalfWidth() float64 {
	if r.MedianNs <= 0 || r.CILowNs == 0 && r.CIHighNs == 0 {
		return math.Inf(1)
	}
	return max(r.CIHighNs-r.MedianNs, r.MedianNs-r.CILowNs) / r.MedianNs
}

// Wide reports whether r's interval is wider than WideLimit.
func (r *Result) Wide() bool { return r.HalfWidth() > WideLimit }

// Precision says how far a run's figures can be trusted: how many of its
// cells have intervals wider than WideLimit.
type Precision struct {
	Cells int // timed cells, the harness's own (noop) aside
	Wide  int // those whose interval is wider than WideLimit
}

// Precision counts f's wide cells.
func (f *File) Precision() Precision {
	noop := map[string]bool{}
	for _, c := range f.Codecs {
		noop[c.Name] = c.Kind == "noop"
	}
	var p Precision
	for i := range f.Results {
		r := &f.Results[i]
		if noop[r.Codec] {
			continue
		}
		p.Cells++
		if r.Wide() {
			p.Wide++
		}
	}
	return p
}

// TooNoisy reports whether over a quarter of the cells are wide: the run's
// ranking then moves with the machine more than with the codecs.
func (p Precision) TooNoisy() bool {
	return p.Cells > 0 && float64(p.Wide) > tooNoisy*float64(p.Cells)
}

// String says it in a sentence.
func (p Precision) String() string {
	s := fmt.Sprintf("%d of %d cells (%.0f%%) have a 95%% interval wider than ±%.0f%%",
		p.Wide, p.Cells, 100*float64(p.Wide)/float64(max(p.Cells, 1)), 100*WideLimit)
	if p.TooNoisy() {
		s = "this machine was too noisy to rank: " + s
	}
	return s
}
