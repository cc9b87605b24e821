package harness

import (
	"math"
	"slices"
	"time"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/results"
)

// cell is one op of a unit, with its samples so far.
type cell struct {
	u              *unit
	op             serbench.Op
	n              int
	from           int       // where the next sample starts in the visiting order: where the last ended
	ns, ref, onCPU []float64 // own ns/op, the reference op's ns beside it, the share on the processor
	worker         []int     // the worker process that took each sample
	bytes, allocs  []float64
	collected      int // samples inside which a collection fell all the same
	failure        string
	tooSlow        bool // an op took longer than the plan's OpLimit
	large          bool // the dataset is a large collection
	latency        *results.Latency
	parallel       *results.Parallel
	memory         *results.Memory
	firstNs        float64       // the wall time of its first op, the peak's, or 0
	settled        bool          // the op count is final (see settle)
	settles        int           // times the op count was set from the cell's samples
	discarded      int           // samples dropped when the op count was set again
	spent          time.Duration // the wall time its samples took, a worker's preparation and collections between them included
	refill         refill        // what the op's refills showed in a worker, for the others (see measure)
}

// settleTolerance is how far the op count a cell's samples call for may
// lie from the count they were taken at before they are dropped and taken
// again at the new count.
const settleTolerance = 0.1

// maxSettles bounds how many times a cell sets its op count from its
// samples; the last count set is final whether or not its samples agree.
const maxSettles = 3

// settleSamples is how many samples a cell takes at an op count before
// settle looks at them.
func (p *Plan) settleSamples() int { return max(p.Count/4, 1) }

// settle sets the op count of a cell that has settleSamples samples from
// their lower quartile: the count that takes the plan's Benchtime at that
// speed, in own time. An op's time per call falls as a sample lengthens, so
// the count decides part of a cell's figure, and a count calibrated within
// milliseconds lands far from one run to the next; the lower quartile
// because the machine's slow states only ever add time. A count taken far
// too low reads slow and calls for a count still too low, so a cell whose
// new count lies more than settleTolerance from the old drops its samples
// and looks again after settleSamples more, at most maxSettles times. The
// figure is still the median of all the samples at the final count.
// Evidence: docs/evidence/2026-11-23-sample-length-and-op-count.md, then
// 2026-11-25-warm-up.md and 2026-11-25-lower-quartile-warm-up-by-time.md.
func (c *cell) settle(p *Plan) {
	if c.settled || c.failure != "" || len(c.ns) < p.settleSamples() {
		return
	}
	c.settles++
	fast := slices.Sorted(slices.Values(c.ns))[(len(c.ns)-1)/4]
	n := max(int(math.Round(float64(p.Benchtime.Nanoseconds())/fast)), 1)
	moved := c.n != 0 && math.Abs(float64(n)/float64(c.n)-1) > settleTolerance
	if moved {
		c.restartAt(n)
	}
	c.settled = !moved || c.settles == maxSettles
}

// follow keeps c, the other side of an A/B pair, at lead's op count: it
// drops its samples when lead drops its own, and settles when lead does.
func (c *cell) follow(lead *cell) {
	if c.n != lead.n {
		c.restartAt(lead.n)
	}
	c.settles, c.settled = lead.settles, lead.settled
}

// restartAt makes n the cell's op count, dropping the samples taken at the
// old one.
func (c *cell) restartAt(n int) {
	c.n = n
	c.discarded += len(c.ns)
	c.ns, c.ref, c.onCPU, c.worker, c.bytes, c.allocs = nil, nil, nil, nil, nil, nil
}

func (c *cell) key() results.Cell { return c.u.key().Cell(string(c.op)) }

// peakHeap is the heap c's op held at its peak, in bytes, or 0 when its
// peak memory was not measured.
func (c *cell) peakHeap() int64 {
	if c.memory == nil {
		return 0
	}
	return int64(c.memory.PeakHeapBytes)
}

// betweenWorkers is the relative spread of the worker processes' offsets,
// pooled over the cells of a dataset sampled by more than one.
func betweenWorkers(cells []*cell) float64 {
	var ns [][]float64
	var workers [][]int
	for _, c := range cells {
		if c.failure == "" && len(c.ns) > 0 {
			ns, workers = append(ns, c.ns), append(workers, c.worker)
		}
	}
	return results.BetweenWorkers(ns, workers)
}
