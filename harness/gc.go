package harness

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"slices"
	"time"

	"golang.org/x/sys/unix"
)

// A collector decides when a worker collects garbage and what an op is
// charged for it. Left to its pacer, the runtime starts a collection
// whenever the heap reaches its goal, which in a 2 ms sample of an op that
// allocates kilobytes falls in some samples and not others: on edge, where
// a cycle comes every three or four samples and its mark phase slows the
// op twofold, a cell's median read either the samples without a cycle or
// those with one, depending only on the samples' length and the worker's
// heap, and codecs changed places between runs (docs/methodology.md). So a
// worker collects itself, untimed, before any sample that would bring the
// heap to its trigger, and charges each sample the collector's measured
// cost for the bytes the sample allocated: the processor time of a
// collection over the bytes the pacer lets the heap grow after it. Every
// op so pays for collections in proportion to what it allocates, in every
// sample alike.
type collector struct {
	off bool // GOGC=off: no collection is forced or charged
	// ratios holds, in increasing order, for every collection since the
	// heap last changed (see reset), its processor time over the bytes
	// the pacer allows after it, in ns a byte. A worker on edge collects
	// before most samples, thousands of times a dataset: kept in order,
	// the quartile is read without sorting them all again each time.
	ratios []float64
	// perByte is the charge, ns per allocated byte: the lower quartile of
	// ratios. The machine's slow states, which only add time, raise a
	// collection's processor time twofold and more while they last
	// (fastjson's worker on small: 0.13 ns a byte, then 0.31 for a third
	// of the run), and a worker collects only a few times a dataset there,
	// so the median of its latest collections charged one run's cells at
	// the one and the next run's at the other. The lower quartile keeps
	// the fast state's cost, the state most samples are taken in.
	perByte float64
	stats   [3]metrics.Sample
}

// triggerShare is the share of the heap's growth after a collection at
// which a sample counts a collection as due: the pacer starts one at 70%
// of it at the earliest.
const triggerShare = 0.7

// newCollector is the worker's collector, off when GOGC is.
func newCollector() *collector {
	percent := debug.SetGCPercent(-1) // reads GOGC; set back at once
	debug.SetGCPercent(percent)
	c := &collector{off: percent < 0}
	c.stats[0].Name = "/gc/heap/goal:bytes"
	c.stats[1].Name = "/gc/heap/live:bytes"
	c.stats[2].Name = "/memory/classes/heap/objects:bytes"
	return c
}

// heap reads the heap's goal, what was live after the last collection and
// what its objects take now.
func (c *collector) heap() (goal, live, objects float64) {
	metrics.Read(c.stats[:])
	return float64(c.stats[0].Value.Uint64()), float64(c.stats[1].Value.Uint64()), float64(c.stats[2].Value.Uint64())
}

// due reports whether allocating bytes more would bring the heap to its
// trigger while a collection first would not. With bytes unknown
// (negative) it is due past half the growth allowed. A sample that
// allocates more than the heap may grow after a collection (a large
// collection's op) brings one due whatever is done first, so none is
// forced before it: it pays for the collections inside it in time.
func (c *collector) due(bytes float64) bool {
	if c.off {
		return false
	}
	goal, live, objects := c.heap()
	runway := triggerShare * (goal - live)
	switch {
	case bytes < 0:
		return objects >= live+(goal-live)/2
	case bytes >= runway:
		return false
	}
	return objects+bytes >= live+runway
}

// collect collects garbage and updates the charge from the processor time
// the collection took, on every thread of the worker. The collection runs
// on every processor, as the pacer's would: on one (GOMAXPROCS 1 for the
// collection) its processor time was no steadier between workers and a
// --quick run took 86-89 s instead of 71-78 (docs/methodology.md, "The
// collector charged by the byte").
func (c *collector) collect() {
	start := processCPU()
	runtime.GC()
	cost := float64(processCPU() - start)
	if c.off {
		return
	}
	goal, live, _ := c.heap()
	if goal <= live || cost <= 0 {
		return
	}
	r := cost / (goal - live)
	i, _ := slices.BinarySearch(c.ratios, r)
	c.ratios = slices.Insert(c.ratios, i, r)
	c.perByte = c.ratios[len(c.ratios)/4]
}

// reset forgets the collections of a heap that has changed since: the
// worker prepared instances, whose data the collector marks from then on.
func (c *collector) reset() {
	c.ratios = c.ratios[:0]
}

// charge is what an op that allocated bytes pays for their collection, in
// ns.
func (c *collector) charge(bytes float64) float64 {
	return bytes * c.perByte
}

// processCPU is the processor time of the whole worker, every thread.
func processCPU() time.Duration {
	var ts unix.Timespec
	if unix.ClockGettime(unix.CLOCK_PROCESS_CPUTIME_ID, &ts) != nil {
		return 0
	}
	return time.Duration(ts.Nano())
}
