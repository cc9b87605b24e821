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
// Between samples the worker collects where a pacer would: once the heap
// has grown past the live heap by a runway, so that an op's allocations
// cycle through as much memory as in a program whose pacer runs and the
// caches see what they would there. The parent declares the runway, the
// declared host's on the large collections (Plan.Runway), so that a
// library's pooled buffers (a sync.Pool loses them in two collections)
// live as long as in that host: the worker's own, its live heap times its
// GOGC over 100, fell short of one op's garbage there, and it collected
// before nearly every sample (docs/evidence/2026-12-07-pools-refilled.md).
// Undeclared, the runway is the worker's own, at least the runtime's
// 4 MiB.
type collector struct {
	percent int   // the GOGC the worker started with; negative for off
	limit   int64 // the memory limit the worker started with
	// declared is the runway the parent declared (request.Runway); 0 for
	// the worker's own.
	declared float64
	held     bool
	stats    [3]metrics.Sample
}

// minRunway is the least the heap grows between collections, as the
// runtime's minimum heap goal lets it.
const minRunway = 4 << 20

// heldGuard is how far past the live heap and its runway a held worker's
// memory limit lies at least: a sample that allocates that much more is
// collected inside rather than kill the machine, and says so
// (reply.Collected). An op whose peak, measured with the pacer on, was
// larger has its peak's room instead: under a limit below what the op
// holds at once, the collector runs without end, the heap outgrows its
// marks and the worker dies of out of memory at its hard limit
// (docs/evidence/2026-12-08-memory-limits.md).
const heldGuard = 2 << 30

// newCollector is the worker's collector, the pacer running.
func newCollector() *collector {
	percent := debug.SetGCPercent(-1) // reads GOGC; set back at once
	debug.SetGCPercent(percent)
	c := &collector{percent: percent, limit: debug.SetMemoryLimit(-1)}
	c.stats[0].Name = "/gc/heap/live:bytes"
	c.stats[1].Name = "/memory/classes/heap/objects:bytes"
	c.stats[2].Name = "/gc/cycles/total:gc-cycles"
	return c
}

// heap reads what was live after the last collection and what the heap's
// objects take now.
func (c *collector) heap() (live, objects float64) {
	metrics.Read(c.stats[:2])
	return float64(c.stats[0].Value.Uint64()), float64(c.stats[1].Value.Uint64())
}

// cycles is how many collections the worker has finished.
func (c *collector) cycles() uint64 {
	metrics.Read(c.stats[2:])
	return c.stats[2].Value.Uint64()
}

// runway is how far the heap grows past live before the worker collects.
func (c *collector) runway(live float64) float64 {
	if c.declared > 0 {
		return max(minRunway, c.declared)
	}
	return max(minRunway, live*float64(c.percent)/100)
}

// hold stops the pacer until release, for a sample of an op that held
// peak bytes of heap at its peak (0 when unknown), and sets the memory
// limit past the live heap, its runway and the larger of heldGuard and
// peak, within the worker's own limit. Disabling the collector waits for
// a cycle under way to finish, so none runs after hold returns.
func (c *collector) hold(peak float64) {
	if c.percent < 0 {
		return
	}
	live, _ := c.heap()
	if !c.held {
		debug.SetGCPercent(-1)
		c.held = true
	}
	if limit := min(c.limit, int64(live+c.runway(live)+max(heldGuard, peak))); limit != debug.SetMemoryLimit(-1) {
		debug.SetMemoryLimit(limit)
	}
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

// grow allocates and drops garbage, writing to every page of it, until
// the heap holds the live heap and its runway, unless it holds all but an
// eighth of that already, free or in use, then collects: so that every
// page the samples' garbage will cycle through between two collections
// has been touched. A page the process touches for the first time can
// cost far more than the op that touches it (on a virtual machine that
// reports free memory to its host, the host has to back it again): a
// long-running program pays that once, and a worker's first samples must
// not pay it in their timed region
// (docs/evidence/2026-11-25-heap-grown-first.md). Serve calls it before
// the first sample after any other request: a prepare moves the heap's
// goal, and what runs with the pacer may return pages. The collector is
// held, so none falls inside.
func (c *collector) grow() {
	heap := []metrics.Sample{{Name: "/gc/heap/live:bytes"}, {Name: "/memory/classes/heap/objects:bytes"},
		{Name: "/memory/classes/heap/free:bytes"}, {Name: "/memory/classes/heap/unused:bytes"}}
	metrics.Read(heap)
	live := float64(heap[0].Value.Uint64())
	runway := c.runway(live)
	need := live + runway
	for _, s := range heap[1:] {
		need -= float64(s.Value.Uint64())
	}
	if need <= runway/8 {
		return
	}
	for allocated := 0.0; allocated < need; allocated += 64 << 10 {
		b := make([]byte, 64<<10)
		for i := 0; i < len(b); i += 4096 {
			b[i] = 1
		}
		heapSink = b
	}
	heapSink = nil
	c.collect()
}

// heapSink keeps grow's garbage from being optimised away.
var heapSink []byte
