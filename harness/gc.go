package harness

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
)

// A collector holds the garbage collector off while a worker samples and
// collects, untimed, between samples, so that a sample's ns/op is the op's
// own time: no collection ever falls inside it. Left to the pacer, whether
// a cycle fell inside a sample depended on the sample's length and the
// worker's heap, and the price a worker charged for its own collections
// depended on that heap too; the run prices garbage once, for every cell
// alike, from the bytes each op allocates (results.Pricing).
//
// Between samples the worker collects where the pacer would: once the heap
// has grown by what GOGC allows over the live heap (at least the runtime's
// 4 MiB), so that an op's allocations cycle through as much memory as in a
// program whose pacer runs, and the caches see what they would there.
type collector struct {
	percent int   // the GOGC the worker started with; negative for off
	limit   int64 // the memory limit the worker started with
	held    bool
	stats   [2]metrics.Sample
}

// minRunway is the least the heap grows between collections, as the
// runtime's minimum heap goal lets it.
const minRunway = 4 << 20

// heldGuard is how far past the live heap and its runway a held worker's
// memory limit lies: a sample that allocates that much more is collected
// inside rather than kill the machine, and says so (reply.Collected).
const heldGuard = 2 << 30

// newCollector is the worker's collector, the pacer running.
func newCollector() *collector {
	percent := debug.SetGCPercent(-1) // reads GOGC; set back at once
	debug.SetGCPercent(percent)
	c := &collector{percent: percent, limit: debug.SetMemoryLimit(-1)}
	c.stats[0].Name = "/gc/heap/live:bytes"
	c.stats[1].Name = "/memory/classes/heap/objects:bytes"
	return c
}

// heap reads what was live after the last collection and what the heap's
// objects take now.
func (c *collector) heap() (live, objects float64) {
	metrics.Read(c.stats[:])
	return float64(c.stats[0].Value.Uint64()), float64(c.stats[1].Value.Uint64())
}

// runway is how far the heap grows past live before the worker collects.
func (c *collector) runway(live float64) float64 {
	return max(minRunway, live*float64(c.percent)/100)
}

// hold stops the pacer until release. Disabling the collector waits for a
// cycle under way to finish, so none runs after hold returns.
func (c *collector) hold() {
	if c.held || c.percent < 0 {
		return
	}
	live, _ := c.heap()
	debug.SetGCPercent(-1)
	debug.SetMemoryLimit(min(c.limit, int64(live+c.runway(live))+heldGuard))
	c.held = true
}

// release gives the heap back to the pacer, for the requests that are not
// samples (prepare, latency and parallel chunks), which run as a program
// would.
func (c *collector) release() {
	if !c.held {
		return
	}
	debug.SetMemoryLimit(c.limit)
	debug.SetGCPercent(c.percent)
	c.held = false
}

// due reports whether a held worker should collect before a sample that
// allocates bytes (negative when unknown): when the sample would take the
// heap past its runway, or, not knowing, once half the runway is used.
func (c *collector) due(bytes float64) bool {
	if c.percent < 0 {
		return false
	}
	live, objects := c.heap()
	if bytes < 0 {
		return objects >= live+c.runway(live)/2
	}
	return objects+bytes >= live+c.runway(live)
}

// collect collects garbage, untimed, whether held or not.
func (c *collector) collect() { runtime.GC() }
