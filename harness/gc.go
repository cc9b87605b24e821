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
	off     bool      // GOGC=off: no collection is forced or charged
	ratios  []float64 // the latest collections' processor time over the bytes allowed after them, ns a byte
	perByte float64   // the charge, ns per allocated byte: the median of ratios
	stats   [3]metrics.Sample
}

// collectorRatios is how many of the latest collections the charge is the
// median of: enough that one collection taken in a slow state of the
// machine does not move it.
const collectorRatios = 9

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
// trigger. With bytes unknown (negative) it is due past half the growth
// allowed.
func (c *collector) due(bytes float64) bool {
	if c.off {
		return false
	}
	goal, live, objects := c.heap()
	if bytes < 0 {
		return objects >= live+(goal-live)/2
	}
	return objects+bytes >= live+triggerShare*(goal-live)
}

// collect collects garbage and updates the charge from the processor time
// the collection took, on every thread of the worker.
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
	c.ratios = append(c.ratios, cost/(goal-live))
	if len(c.ratios) > collectorRatios {
		c.ratios = c.ratios[1:]
	}
	c.perByte = slices.Sorted(slices.Values(c.ratios))[len(c.ratios)/2]
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
