package results

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/perf/benchmath"
)

// Confidence is the level of every confidence interval serbench reports.
const Confidence = 0.95

// Samples is what one cell's samples measured, one entry each, in the
// order taken.
type Samples struct {
	Own    []float64 // own ns/op: the op's time with the collector held off
	Worker []int     // the worker process that took each, from 0; nil when one did
	Ref    []float64 // the reference op's ns beside each, or nil
	OnCPU  []float64 // the timing thread's share of the processor, or nil
	Bytes  []float64 // B/op
	Allocs []float64 // allocs/op
}

// Price is what garbage costs a program: every op is charged PerByte ns
// for each byte it allocates and PerAlloc ns for each allocation.
type Price struct {
	PerByte  float64 `json:"ns_per_byte"`
	PerAlloc float64 `json:"ns_per_alloc"`
}

// Charge is what an op that allocates bytes in allocs objects is charged.
func (p Price) Charge(bytes, allocs float64) float64 { return bytes*p.PerByte + allocs*p.PerAlloc }

// Zero reports whether garbage costs nothing: figures are own time alone.
func (p Price) Zero() bool { return p.PerByte == 0 && p.PerAlloc == 0 }

// PriceOfRounds is the price calibration rounds measured: the medians of
// their rates per byte and per allocation. A median below zero, that kind
// of cost lost in the noise, counts as zero, as a cost cannot be negative.
func PriceOfRounds(perByte, perAlloc []float64) Price {
	return Price{PerByte: max(Median(perByte), 0), PerAlloc: max(Median(perAlloc), 0)}
}

// Pricing is what a cell's figure adds to its own time, and what its
// interval counts besides the cell's own samples.
type Pricing struct {
	// Price is the run's one price of garbage.
	Price Price
	// Between is the relative standard deviation of a worker process's
	// offset, pooled over the dataset (see BetweenWorkers).
	Between float64
}

// NewResult summarises the samples of one cell: the median own ns/op with
// its 95% interval (MedianInterval), the collector's charge (the run's
// price of the median B/op and allocs/op), the ranked figure own + charge,
// and the median B/op and allocs/op. recordBytes is the mean encoded size, from which MB/s
// follows over the own time: how fast the op's own work moves bytes.
func NewResult(dataset, codec, variant, op string, iters int, s Samples, p Pricing, recordBytes float64) Result {
	s = Samples{Own: rounded(s.Own), Worker: s.Worker, Ref: rounded(s.Ref), OnCPU: rounded(s.OnCPU),
		Bytes: rounded(s.Bytes), Allocs: rounded(s.Allocs)}
	r := Result{Dataset: dataset, Codec: codec, Variant: variant, Op: op, Iterations: iters,
		SamplesOwnNs: s.Own, SamplesWorker: s.Worker, SamplesRefNs: s.Ref, SamplesOnCPU: s.OnCPU,
		SamplesBytes: s.Bytes, SamplesAllocs: s.Allocs}
	r.BytesPerOp = Median(s.Bytes)
	r.AllocsPerOp = Median(s.Allocs)
	in := MedianInterval(s.Own, s.Worker, p.Between)
	r.OwnNs, r.OwnCILowNs, r.OwnCIHighNs = in.Center, in.Lo, in.Hi
	r.Warnings = append(r.Warnings, in.Warnings...)
	r.charge(p.Price)
	if r.OwnNs > 0 && recordBytes > 0 {
		r.MBPerS = recordBytes / r.OwnNs * 1e3 // bytes per ns is GB/s
	}
	return r
}

// charge sets r's figures at price p: its charge, each sample's figure
// and the median with its interval, own time plus the charge.
func (r *Result) charge(p Price) {
	r.SamplesNs = make([]float64, len(r.SamplesOwnNs))
	for i, own := range r.SamplesOwnNs {
		r.SamplesNs[i] = own
		if i < len(r.SamplesBytes) && i < len(r.SamplesAllocs) {
			r.SamplesNs[i] = round(own + p.Charge(r.SamplesBytes[i], r.SamplesAllocs[i]))
		}
	}
	r.GCNsPerOp = p.Charge(r.BytesPerOp, r.AllocsPerOp)
	r.MedianNs = r.OwnNs + r.GCNsPerOp
	r.chargeInterval()
}

// chargeInterval sets the figure's interval: own time's, shifted by the
// charge. Too few samples leave own time's unbounded: both stay 0 and a
// warning says why.
func (r *Result) chargeInterval() {
	r.CILowNs, r.CIHighNs = 0, 0
	if r.OwnCILowNs > 0 || r.OwnCIHighNs > 0 {
		r.CILowNs, r.CIHighNs = r.OwnCILowNs+r.GCNsPerOp, r.OwnCIHighNs+r.GCNsPerOp
	}
}

// chargeMeasuredPrice sets the run's price of garbage, when a calibration
// host measured it, to the price of all its rounds (PriceOfRounds) (those measured
// before the run started and those measured as it went on), and charges
// every result at it. A result journaled during the run was charged at the
// rounds measured so far.
func (f *File) chargeMeasuredPrice() {
	gp := f.Env.GCPrice
	if gp == nil || gp.Source != "host" || len(gp.RoundsNsPerByte) == 0 {
		return
	}
	p := PriceOfRounds(gp.RoundsNsPerByte, gp.RoundsNsPerAlloc)
	if p == f.Env.Price() {
		return
	}
	f.Env.GCRateNsPerByte, f.Env.GCRateNsPerAlloc = p.PerByte, p.PerAlloc
	for i := range f.Results {
		if f.Results[i].SamplesOwnNs != nil {
			f.Results[i].charge(p)
		}
	}
}

// Repriced returns a copy of f charged at price p: every result's samples,
// median and interval are its own time plus p's charge of its garbage, and
// the environment's rates are p's. A result without own-time samples (from
// a run made before serbench kept them) keeps the figures it has. f itself
// is not changed.
func (f *File) Repriced(p Price) *File {
	g := *f
	g.Env.GCRateNsPerByte, g.Env.GCRateNsPerAlloc = p.PerByte, p.PerAlloc
	g.Results = slices.Clone(f.Results)
	for i := range g.Results {
		if g.Results[i].SamplesOwnNs != nil {
			g.Results[i].charge(p)
		}
	}
	return &g
}

// SameHost reports whether the calibration hosts of g and h, both of
// which measured their price, are one declaration: the same live heap,
// pointer density and GOGC, so that their rounds measure one price.
func (g *GCPrice) SameHost(h *GCPrice) bool {
	return g != nil && h != nil && g.Source == "host" && h.Source == "host" &&
		g.HeapBytes == h.HeapBytes && g.Flat == h.Flat && g.GOGC == h.GOGC
}

// poolIntervals bounds every cell's median again with what the cells of
// its dataset share (PooledMedianInterval): the spread of worker offsets
// and the autocorrelation of samples, each pooled over the whole dataset.
// The harness journals a large collection's cells group by group, as each
// group ends, with what that group's cells alone could pool; the slow
// libraries' groups have no cell of samples enough to estimate an
// autocorrelation, which the fast libraries' groups of the same dataset
// do. It runs when the journal is read, after the charge is set; the
// medians stay as they were.
func (f *File) poolIntervals() {
	byDataset := map[string][]int{}
	for i, r := range f.Results {
		if len(r.SamplesOwnNs) > 0 {
			byDataset[r.Dataset] = append(byDataset[r.Dataset], i)
		}
	}
	for _, cells := range byDataset {
		samples, workers := make([][]float64, len(cells)), make([][]int, len(cells))
		for k, i := range cells {
			samples[k], workers[k] = f.Results[i].SamplesOwnNs, f.Results[i].SamplesWorker
		}
		between := BetweenWorkers(samples, workers)
		rho, pooled := PooledAutocorrelation(samples, workers)
		for _, i := range cells {
			r := &f.Results[i]
			in := PooledMedianInterval(r.SamplesOwnNs, r.SamplesWorker, between, rho, pooled)
			r.OwnCILowNs, r.OwnCIHighNs = in.Lo, in.Hi
			r.Warnings = append(in.Warnings, slices.DeleteFunc(r.Warnings, isIntervalWarning)...)
			r.chargeInterval()
		}
	}
}

// sampleDigits is how many significant digits a sample keeps: a
// resolution of 0.01%, far finer than any cell's noise, and a results.json
// a third the size of one holding every digit of a ratio.
const sampleDigits = 5

// round keeps x to sampleDigits significant digits.
func round(x float64) float64 {
	y, err := strconv.ParseFloat(strconv.FormatFloat(x, 'g', sampleDigits, 64), 64)
	if err != nil {
		return x
	}
	return y
}

// rounded is xs, each kept to sampleDigits significant digits, or nil.
func rounded(xs []float64) []float64 {
	if xs == nil {
		return nil
	}
	out := make([]float64, len(xs))
	for i, x := range xs {
		out[i] = round(x)
	}
	return out
}

// Median is the median of xs, or 0 when xs is empty.
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

// String writes p as ParsePrice reads it: "0.77ns/B+44ns/alloc", or
// "0.3ns/B" when allocations cost nothing apart.
func (p Price) String() string { return p.format(-1) }

// Short is p as String writes it, each price to three significant digits,
// for people to read.
func (p Price) Short() string { return p.format(3) }

func (p Price) format(digits int) string {
	s := strconv.FormatFloat(p.PerByte, 'g', digits, 64) + "ns/B"
	if p.PerAlloc != 0 {
		s += "+" + strconv.FormatFloat(p.PerAlloc, 'g', digits, 64) + "ns/alloc"
	}
	return s
}

// ParsePrice reads a price of garbage: a price per byte ("0.3ns/B"), a
// price per allocation ("40ns/alloc"), or both joined by "+"; "0" is no
// price. Neither may be negative.
func ParsePrice(s string) (Price, error) {
	var p Price
	if strings.TrimSpace(s) == "0" {
		return p, nil
	}
	for _, term := range strings.Split(s, "+") {
		term = strings.TrimSpace(term)
		num, unit := term, ""
		if i := strings.Index(term, "ns/"); i >= 0 {
			num, unit = term[:i], term[i:]
		}
		v, err := strconv.ParseFloat(num, 64)
		if err != nil || v < 0 || math.IsInf(v, 0) || math.IsNaN(v) {
			return Price{}, fmt.Errorf("price %q: %q is not a non-negative number of ns", s, term)
		}
		switch unit {
		case "ns/B":
			p.PerByte = v
		case "ns/alloc":
			p.PerAlloc = v
		default:
			return Price{}, fmt.Errorf("price %q: %q wants a unit, ns/B or ns/alloc", s, term)
		}
	}
	return p, nil
}
