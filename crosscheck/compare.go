package crosscheck

import (
	"cmp"
	"math"
	"slices"

	"github.com/serbench/serbench/fidelity"
	"github.com/serbench/serbench/results"
)

// A Report is a run set beside every seed's figures.
type Report struct {
	Comparisons []*Comparison `json:"comparisons"`
}

// A Comparison is one seed's figures for one dataset and op beside the
// run's.
type Comparison struct {
	Seed    string `json:"seed"`
	Dataset string `json:"dataset"`
	Op      string `json:"op"`
	// Rows are the figures both sides have, in the seed's order.
	Rows []*Row `json:"rows"`
	// Spearman is the rank correlation of the rows' two times; nil when
	// fewer than three rows are compared.
	Spearman *float64 `json:"spearman"`
	// Missing are the seed's figures that have no counterpart here.
	Missing []Missing `json:"missing,omitempty"`
	// Absent says that the run has no cell of the dataset at all, so that
	// nothing is compared and no figure is listed as missing.
	Absent bool `json:"absent,omitempty"`
}

// A Row is a seed's figure, which has a time, beside serbench's.
type Row struct {
	Figure
	SerbenchNs float64 `json:"serbench_ns"` // with the convert op when Convert is set
	// SeedRatio and SerbenchRatio are each time over the geometric mean of
	// its side's times in the comparison: the codec against the typical.
	SeedRatio     float64 `json:"seed_ratio"`
	SerbenchRatio float64 `json:"serbench_ratio"`
	// Factor is SerbenchRatio over SeedRatio: above 1, serbench finds the
	// codec slower relative to the rest than the seed does.
	Factor float64 `json:"factor"`
	// Outlier says Factor is beyond Threshold either way.
	Outlier bool `json:"outlier"`
	// Explanation is the recorded reason for the codec in this seed, or "".
	Explanation string `json:"explanation,omitempty"`
}

// Missing is a seed's figure left out of a comparison, and why, with the
// recorded reason for the codec in this seed, if any.
type Missing struct {
	Figure
	Reason      string `json:"reason"`
	Explanation string `json:"explanation,omitempty"`
}

// Outliers lists the rows beyond Threshold.
func (c *Comparison) Outliers() []*Row {
	var out []*Row
	for _, r := range c.Rows {
		if r.Outlier {
			out = append(out, r)
		}
	}
	return out
}

// Compare sets f's medians beside each seed's figures, one Comparison per
// seed, dataset and op, in the order of the seeds' rows. Only the seeds'
// times are compared; a figure without one, or whose cell f lacks, is
// listed as missing with the reason.
func (d *Data) Compare(f *results.File) *Report {
	median := map[results.Cell]float64{}
	run := map[string]bool{} // datasets with a cell
	for _, r := range f.Results {
		median[r.Key()] = r.MedianNs
		run[r.Dataset] = true
	}
	rep := &Report{}
	byKey := map[string]*Comparison{}
	for _, fig := range d.Figures {
		k := fig.Seed + "/" + fig.Dataset + "/" + fig.Op
		c := byKey[k]
		if c == nil {
			c = &Comparison{Seed: fig.Seed, Dataset: fig.Dataset, Op: fig.Op, Rows: []*Row{}, Absent: !run[fig.Dataset]}
			byKey[k] = c
			rep.Comparisons = append(rep.Comparisons, c)
		}
		if c.Absent {
			continue
		}
		why := d.Explanation(fig.Seed, fig.Codec)
		if fig.Ns == nil {
			c.Missing = append(c.Missing, Missing{fig, "the seed publishes no time", why})
			continue
		}
		ns, ok := median[results.Cell{Dataset: fig.Dataset, Codec: fig.Codec, Variant: fig.Variant, Op: fig.Op}]
		if ok && fig.Convert {
			// The conversion is the same function in every variant, so it is
			// timed on the default's cell.
			var conv float64
			conv, ok = median[results.Cell{Dataset: fig.Dataset, Codec: fig.Codec, Variant: "default", Op: "convert"}]
			ns += conv
		}
		if !ok {
			c.Missing = append(c.Missing, Missing{fig, whyMissing(f, &fig), why})
			continue
		}
		c.Rows = append(c.Rows, &Row{Figure: fig, SerbenchNs: ns, Explanation: why})
	}
	for _, c := range rep.Comparisons {
		c.score()
	}
	return rep
}

// whyMissing says why f has no time for fig's cell.
func whyMissing(f *results.File, fig *Figure) string {
	for _, x := range f.Fidelity {
		if x.Dataset == fig.Dataset && x.Codec == fig.Codec && x.Variant == fig.Variant &&
			(x.Status == fidelity.Unsupported || x.Status == fidelity.Error || x.Status == fidelity.Crash) {
			return string(x.Status) + ": " + x.Reason
		}
	}
	for _, x := range f.Failures {
		if x.Dataset == fig.Dataset && x.Codec == fig.Codec && x.Variant == fig.Variant && x.Op == fig.Op {
			return "failed: " + x.Reason
		}
	}
	return notTimed
}

// notTimed is why a figure whose cell the run did not time is missing.
const notTimed = "not timed in this run"

// score sets each row's ratios to its side's geometric mean, the factor
// between them and whether it is an outlier, and the rank correlation.
func (c *Comparison) score() {
	if len(c.Rows) == 0 {
		return
	}
	seed, serb := make([]float64, len(c.Rows)), make([]float64, len(c.Rows))
	for i, r := range c.Rows {
		seed[i], serb[i] = *r.Ns, r.SerbenchNs
	}
	gSeed, gSerb := GeoMean(seed), GeoMean(serb)
	for _, r := range c.Rows {
		r.SeedRatio, r.SerbenchRatio = *r.Ns/gSeed, r.SerbenchNs/gSerb
		r.Factor = r.SerbenchRatio / r.SeedRatio
		r.Outlier = Outside(r.Factor)
	}
	if rho := Spearman(seed, serb); !math.IsNaN(rho) {
		c.Spearman = &rho
	}
}

// Outside reports whether factor is beyond Threshold either way.
func Outside(factor float64) bool {
	return factor > Threshold || factor < 1/Threshold
}

// GeoMean is the geometric mean of xs, which must be positive; NaN for none.
func GeoMean(xs []float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	s := 0.0
	for _, x := range xs {
		s += math.Log(x)
	}
	return math.Exp(s / float64(len(xs)))
}

// Spearman is the rank correlation of xs and ys, the Pearson correlation of
// their ranks with ties given their mean rank. It is NaN for fewer than
// three pairs or when either side has one value only.
func Spearman(xs, ys []float64) float64 {
	if len(xs) != len(ys) || len(xs) < 3 {
		return math.NaN()
	}
	return pearson(ranks(xs), ranks(ys))
}

// ranks gives each value its rank from 1, ties the mean of theirs.
func ranks(xs []float64) []float64 {
	idx := make([]int, len(xs))
	for i := range idx {
		idx[i] = i
	}
	slices.SortFunc(idx, func(a, b int) int { return cmp.Compare(xs[a], xs[b]) })
	out := make([]float64, len(xs))
	for i := 0; i < len(idx); {
		j := i
		for j+1 < len(idx) && xs[idx[j+1]] == xs[idx[i]] {
			j++
		}
		mean := float64(i+j)/2 + 1
		for k := i; k <= j; k++ {
			out[idx[k]] = mean
		}
		i = j + 1
	}
	return out
}

func pearson(xs, ys []float64) float64 {
	n := float64(len(xs))
	var mx, my float64
	for i := range xs {
		mx += xs[i] / n
		my += ys[i] / n
	}
	var sxy, sxx, syy float64
	for i := range xs {
		dx, dy := xs[i]-mx, ys[i]-my
		sxy += dx * dy
		sxx += dx * dx
		syy += dy * dy
	}
	if sxx == 0 || syy == 0 {
		return math.NaN()
	}
	return sxy / math.Sqrt(sxx*syy)
}
