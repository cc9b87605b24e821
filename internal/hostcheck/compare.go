package main

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/results"
)

// The targets: of the codec pairs whose cost in the host differs
// by minGap or more, serbench's totals order at least minInOrder alike, and
// the median cell's total is within maxLog, in |log| of the ratio, of its
// cost in the host.
const (
	minGap     = 0.10
	minInOrder = 0.95
	maxLog     = 0.15
)

// A point is one cell's cost in a host beside serbench's figures for it.
type point struct {
	cell
	// HostNs is the host's processor time per op, every thread: the median
	// of the cell's chunks, or their pooled time over their pooled ops.
	HostNs float64
	// ChunkNs holds each chunk's processor time per op, in chunk order,
	// and HalfNs the figure of each half of the repeats (zero with one).
	ChunkNs []float64
	HalfNs  [2]float64
	// HostBytes is the B/op in the host and Cycles the collections that
	// ended while the cell's chunks ran.
	HostBytes float64
	Cycles    uint64
	// HeldNs is the host's processor time per op with its collector held
	// off, its chunks pooled, and zero when the check did not time it.
	HeldNs float64
	// OwnNs, ChargeNs and TotalNs are serbench's own time, charge for
	// garbage and their sum (median_ns), per op, each the mean over the
	// serbench runs.
	OwnNs, ChargeNs, TotalNs float64
}

// A hostCell is one cell's chunks in a host, put together.
type hostCell struct {
	ns      float64
	chunkNs []float64
	// halves are the cell's figure from the chunks before half and from
	// those after, the host timed twice over; zero without both.
	halves [2]float64
	bytes  float64
	cycles uint64
	heldNs float64 // the held chunks' total time over their total ops
}

// hostCells puts each cell's chunks together: its figure is the median of
// the chunks' processor time per op, or with pooled their total processor
// time over their total ops; each half of its chunks, those numbered
// below half and the rest, gives a figure the same way. A cell with a
// failed chunk is left out, with its error.
func hostCells(chunks []chunk, pooled bool, half int) (map[cell]hostCell, map[cell]string) {
	byCell := map[cell][]chunk{}
	failed := map[cell]string{}
	for _, c := range chunks {
		if c.Error != "" || c.Ops == 0 {
			failed[c.cell] = cmp.Or(c.Error, "no op ran timed")
			continue
		}
		byCell[c.cell] = append(byCell[c.cell], c)
	}
	cells := map[cell]hostCell{}
	for k, cs := range byCell {
		if _, ok := failed[k]; ok {
			continue
		}
		slices.SortFunc(cs, func(a, b chunk) int { return a.Chunk - b.Chunk })
		var h hostCell
		var bytes, ops, heldCPU, heldOps int64
		for _, c := range cs {
			h.chunkNs = append(h.chunkNs, c.nsPerOp())
			h.cycles += c.Cycles
			bytes, ops = bytes+int64(c.Bytes), ops+c.Ops
			heldCPU, heldOps = heldCPU+c.HeldCPUNs, heldOps+c.HeldOps
		}
		h.bytes = float64(bytes) / float64(ops)
		if heldOps > 0 {
			h.heldNs = float64(heldCPU) / float64(heldOps)
		}
		h.ns = figure(cs, pooled)
		i := slices.IndexFunc(cs, func(c chunk) bool { return c.Chunk >= half })
		if i > 0 {
			h.halves = [2]float64{figure(cs[:i], pooled), figure(cs[i:], pooled)}
		}
		cells[k] = h
	}
	return cells, failed
}

// figure is chunks' processor time per op: their median, or with pooled
// their total time over their total ops.
func figure(chunks []chunk, pooled bool) float64 {
	var cpu, ops int64
	ns := make([]float64, len(chunks))
	for i, c := range chunks {
		ns[i] = c.nsPerOp()
		cpu, ops = cpu+c.CPUNs, ops+c.Ops
	}
	if pooled {
		return float64(cpu) / float64(ops)
	}
	return median(ns)
}

// join sets each host cell beside serbench's figures for it in runs, the
// mean of each figure over the runs, in the order of cells; it returns the
// cells that either side lacks, with why.
func join(cells []cell, host map[cell]hostCell, failed map[cell]string, runs []*results.File) ([]point, []string) {
	timed := map[cell][]results.Result{}
	for _, f := range runs {
		for _, r := range f.Results {
			if r.Variant == string(serbench.Default) && r.OwnNs > 0 {
				k := cell{r.Dataset, r.Codec, r.Op}
				timed[k] = append(timed[k], r)
			}
		}
	}
	var points []point
	var missing []string
	for _, c := range cells {
		h, inHost := host[c]
		rs := timed[c]
		switch {
		case failed[c] != "":
			missing = append(missing, fmt.Sprintf("%s: the host failed: %s", c, firstLine(failed[c])))
		case !inHost:
			missing = append(missing, fmt.Sprintf("%s: the host did not time it", c))
		case len(rs) < len(runs) || len(runs) == 0:
			missing = append(missing, fmt.Sprintf("%s: %d of the %d serbench runs have an own time for it", c, len(rs), len(runs)))
		default:
			pt := point{cell: c, HostNs: h.ns, ChunkNs: h.chunkNs, HalfNs: h.halves, HostBytes: h.bytes, Cycles: h.cycles, HeldNs: h.heldNs}
			for _, r := range rs {
				pt.OwnNs += r.OwnNs / float64(len(rs))
				pt.ChargeNs += r.GCNsPerOp / float64(len(rs))
				pt.TotalNs += r.MedianNs / float64(len(rs))
			}
			points = append(points, pt)
		}
	}
	return points, missing
}

// firstLine is s up to its first newline.
func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// figures are how well serbench's figures predict a host's costs.
type figures struct {
	// Cells is how many cells both sides timed; Pairs how many codec
	// pairs, within a dataset and op, cost minGap or more apart in the
	// host.
	Cells, Pairs int
	// InOrderTotal and InOrderOwn are the shares of those pairs that
	// serbench's total (own time and charge) and its own time alone
	// order as the host does; 0 when there are no pairs.
	InOrderTotal, InOrderOwn float64
	// LogTotal and LogOwn are the medians over cells of |log(figure /
	// host)|, serbench's total and own time.
	LogTotal, LogOwn float64
	// InOrderHost is the share of the pairs that the host's two halves
	// order alike: how well the host agrees with itself, a ceiling for
	// serbench's share; NaN without two halves for every cell of a pair.
	InOrderHost float64
}

// pass says whether the figures meet the targets: a host with no
// pair to order fails, having shown nothing.
func (f figures) pass() bool {
	return f.Pairs > 0 && f.InOrderTotal >= minInOrder && f.LogTotal <= maxLog
}

// compare measures how well serbench's figures predict the host's costs
// in points. Pairs are taken within a dataset and op only: codecs are
// ranked on those.
func compare(points []point) figures {
	f := figures{Cells: len(points)}
	if len(points) == 0 {
		return f
	}
	var total, own []float64
	var inTotal, inOwn, inHost, halved int
	for i, a := range points {
		total = append(total, math.Abs(math.Log(a.TotalNs/a.HostNs)))
		own = append(own, math.Abs(math.Log(a.OwnNs/a.HostNs)))
		for _, b := range points[i+1:] {
			if a.Dataset != b.Dataset || a.Op != b.Op {
				continue
			}
			lo, hi := min(a.HostNs, b.HostNs), max(a.HostNs, b.HostNs)
			if hi < (1+minGap)*lo {
				continue
			}
			f.Pairs++
			if sameOrder(a.HostNs, b.HostNs, a.TotalNs, b.TotalNs) {
				inTotal++
			}
			if sameOrder(a.HostNs, b.HostNs, a.OwnNs, b.OwnNs) {
				inOwn++
			}
			if a.HalfNs[0] > 0 && b.HalfNs[0] > 0 {
				halved++
				if sameOrder(a.HalfNs[0], b.HalfNs[0], a.HalfNs[1], b.HalfNs[1]) {
					inHost++
				}
			}
		}
	}
	if f.Pairs > 0 {
		f.InOrderTotal = float64(inTotal) / float64(f.Pairs)
		f.InOrderOwn = float64(inOwn) / float64(f.Pairs)
	}
	f.LogTotal, f.LogOwn = median(total), median(own)
	f.InOrderHost = math.NaN()
	if halved == f.Pairs && halved > 0 {
		f.InOrderHost = float64(inHost) / float64(halved)
	}
	return f
}

// sameOrder says whether x1, x2 are ordered as h1, h2, which differ.
func sameOrder(h1, h2, x1, x2 float64) bool {
	return (h1 < h2) == (x1 < x2) && x1 != x2
}

// median is the median of xs, which it leaves as they are.
func median(xs []float64) float64 {
	s := slices.Sorted(slices.Values(xs))
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// A split tells where serbench's total errs on a dataset's cells, from the
// host's time with its collector held off (-held): in own time, or in the
// charge for garbage. Each figure is the median over the cells.
type split struct {
	Dataset string // "" for every dataset together
	Cells   int
	// Own is the host's held time over serbench's own time, and Garbage
	// what the op's garbage cost the host, its time paced less its time
	// held, over serbench's charge.
	Own, Garbage float64
	// LogOwnTrue and LogChargeTrue are the median |log(total / host)| were
	// serbench's own time the host's held time, and were its charge the
	// garbage's cost in the host: the level each error alone leaves.
	LogOwnTrue, LogChargeTrue float64
}

// splits are points' splits by dataset, in the order the datasets first
// appear, then over every dataset; none when the host was not timed held.
func splits(points []point) []split {
	var order []string
	byDataset := map[string][]point{}
	var all []point
	for _, pt := range points {
		if pt.HeldNs <= 0 || pt.OwnNs <= 0 || pt.ChargeNs <= 0 {
			continue
		}
		if _, ok := byDataset[pt.Dataset]; !ok {
			order = append(order, pt.Dataset)
		}
		byDataset[pt.Dataset] = append(byDataset[pt.Dataset], pt)
		all = append(all, pt)
	}
	if len(all) == 0 {
		return nil
	}
	var out []split
	for _, d := range order {
		out = append(out, splitOf(d, byDataset[d]))
	}
	return append(out, splitOf("", all))
}

func splitOf(dataset string, points []point) split {
	var own, garbage, ownTrue, chargeTrue []float64
	for _, pt := range points {
		g := pt.HostNs - pt.HeldNs
		own = append(own, pt.HeldNs/pt.OwnNs)
		garbage = append(garbage, g/pt.ChargeNs)
		ownTrue = append(ownTrue, math.Abs(math.Log((pt.HeldNs+pt.ChargeNs)/pt.HostNs)))
		chargeTrue = append(chargeTrue, math.Abs(math.Log((pt.OwnNs+g)/pt.HostNs)))
	}
	return split{Dataset: dataset, Cells: len(points), Own: median(own), Garbage: median(garbage),
		LogOwnTrue: median(ownTrue), LogChargeTrue: median(chargeTrue)}
}
