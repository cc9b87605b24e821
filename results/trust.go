package results

import (
	"fmt"
	"math"
	"slices"
)

// WideLimit is the interval half-width, as a fraction of the figure, past
// which reports mark a cell: its figure cannot order it against codecs
// closer to it than that.
const WideLimit = 0.05

// tooNoisy is the fraction of wide cells past which a full run is too
// noisy to rank.
const tooNoisy = 0.25

// RankGap is how far apart, as a fraction of the faster, two codecs'
// figures must be for a quick run to promise their order.
const RankGap = 0.10

// agreeing is the share of the pairs RankGap apart whose order a quick
// run's two halves must both keep for the run to rank them reliably: with
// more than one pair in twenty flipping within the run, its order moves
// with the machine rather than with the codecs.
const agreeing = 0.95

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

// Precision says how far a run's figures can be trusted. A full run
// promises figures within ±5%, so it is judged by how many of its cells
// have intervals wider than WideLimit. A quick run takes too few samples
// for that and promises only an order of codecs RankGap apart, so it is
// judged by whether the first and the second half of each cell's samples,
// in the order taken, order those codecs as the whole run does: two
// halves of one run, taken minutes apart on a shared machine, disagree
// where two runs would.
type Precision struct {
	Cells int // timed cells, the harness's own (noop) aside
	Wide  int // those whose interval is wider than WideLimit
	// Quick says the run was a --quick preview, judged by Pairs and
	// Agree rather than by Wide.
	Quick bool
	// Pairs counts, in a quick run, the pairs of codecs timed on the same
	// dataset and op whose medians are RankGap apart or more, among cells
	// with at least two samples in each half; Agree counts those whose
	// order both halves keep.
	Pairs, Agree int
}

// Precision counts f's wide cells and, for a quick run, the pairs of
// codecs its two halves order alike.
func (f *File) Precision() Precision {
	noop := map[string]bool{}
	for _, c := range f.Codecs {
		noop[c.Name] = c.Kind == "noop"
	}
	p := Precision{Quick: f.Config.Quick}
	groups := map[string][]halves{}
	var keys []string
	for i := range f.Results {
		r := &f.Results[i]
		if noop[r.Codec] {
			continue
		}
		p.Cells++
		if r.Wide() {
			p.Wide++
		}
		if !p.Quick {
			continue
		}
		if h, ok := splitHalves(r); ok {
			k := r.Dataset + "/" + r.Op
			if groups[k] == nil {
				keys = append(keys, k)
			}
			groups[k] = append(groups[k], h)
		}
	}
	for _, k := range keys {
		cells := groups[k]
		for i, a := range cells {
			for _, b := range cells[i+1:] {
				fast, slow := a, b
				if fast.whole > slow.whole {
					fast, slow = b, a
				}
				if slow.whole < (1+RankGap)*fast.whole {
					continue
				}
				p.Pairs++
				if fast.first < slow.first && fast.second < slow.second {
					p.Agree++
				}
			}
		}
	}
	return p
}

// halves is a cell's median over all its samples and over each half.
type halves struct{ whole, first, second float64 }

// splitHalves splits r's samples, in the order taken, into a first and a
// second half (the middle one of an odd count left out) and takes the
// median of each; ok is false with fewer than two samples a half.
func splitHalves(r *Result) (h halves, ok bool) {
	s := r.SamplesNs
	n := len(s) / 2
	if n < 2 || r.MedianNs <= 0 {
		return halves{}, false
	}
	return halves{whole: r.MedianNs, first: median(s[:n]), second: median(s[len(s)-n:])}, true
}

// median is the median of xs, which it leaves as they are.
func median(xs []float64) float64 {
	s := slices.Sorted(slices.Values(xs))
	if n := len(s); n%2 == 1 {
		return s[n/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// TooNoisy reports whether the run cannot rank what it promises to: for a
// full run, over a quarter of the cells are wide, so its ranking moves
// with the machine more than with the codecs; for a quick run, the two
// halves of its samples disagree on more than one pair in twenty of the
// codecs RankGap apart.
func (p Precision) TooNoisy() bool {
	if p.Quick {
		return p.Pairs > 0 && float64(p.Agree) < agreeing*float64(p.Pairs)
	}
	return p.Cells > 0 && float64(p.Wide) > tooNoisy*float64(p.Cells)
}

// String says it in a sentence, which ends on the wide cells.
func (p Precision) String() string {
	wide := fmt.Sprintf("%d of %d cells (%.0f%%) have a 95%% interval wider than ±%.0f%%",
		p.Wide, p.Cells, 100*float64(p.Wide)/float64(max(p.Cells, 1)), 100*WideLimit)
	if !p.Quick {
		if p.TooNoisy() {
			return "this machine was too noisy to rank: " + wide
		}
		return wide
	}
	gap := fmt.Sprintf("%.0f%%", 100*RankGap)
	if p.Pairs == 0 {
		return "a quick run, which ranks only codecs " + gap + " apart, and no two were; " + wide
	}
	only := ""
	if p.TooNoisy() {
		only = "only "
	}
	agree := fmt.Sprintf("the first and second halves of each cell's samples order %s%d of the %d pairs of codecs %s apart (%.1f%%) as the whole run does",
		only, p.Agree, p.Pairs, gap, 100*float64(p.Agree)/float64(p.Pairs))
	if p.TooNoisy() {
		return "this machine was too noisy to rank codecs " + gap + " apart: " + agree + "; " + wide
	}
	return "codecs " + gap + " apart are reliably ranked: " + agree + "; a quick run promises no more, and " + wide
}
