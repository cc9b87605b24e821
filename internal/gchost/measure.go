package gchost

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"
)

// cyclesPerRound is how many collection cycles' worth of garbage each side
// of a round allocates, for each kind of garbage: a round's rate averages
// over that many collections. One, so that a round takes about a second
// and a run can spread many over its length: the price is their median.
const cyclesPerRound = 1

// flatBlock is the size of a flat heap's blocks.
const flatBlock = 1 << 20

// heldGuard is how far past its expected peak the heap may grow while the
// collector is held before the runtime collects anyway, which fails the
// measurement: it keeps a miscounted allocation from taking the machine's
// memory.
const heldGuard = 2 << 30

// node is an object of a pointer-dense live heap.
type node struct {
	a, b *node
	vals [6]uint64
}

// liveHeap is the host's live heap, reachable from this global while it is
// measured.
var liveHeap struct {
	root   *node
	blocks [][]byte
}

// buildHeap builds h's live heap in liveHeap.
func buildHeap(h Host) {
	if h.Flat {
		for left := h.HeapBytes; left > 0; left -= flatBlock {
			b := make([]byte, min(left, flatBlock))
			for i := 0; i < len(b); i += 4096 {
				b[i] = byte(i >> 12) // touch every page
			}
			liveHeap.blocks = append(liveHeap.blocks, b)
		}
		return
	}
	// Nodes are allocated in order, each pointing to the next and to one
	// node among the few thousand allocated just before it, as the objects
	// of a program's data structures mostly point to objects built with
	// them: the marker follows pointers through memory it has just read,
	// not a random graph, the worst case, which costs several times more.
	nodes := make([]*node, h.HeapBytes/int64(sizeofNode))
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range nodes {
		nodes[i] = &node{vals: [6]uint64{uint64(i), rng.Uint64()}}
	}
	for i, n := range nodes {
		if i+1 < len(nodes) {
			n.a = nodes[i+1]
		}
		n.b = nodes[i-rng.IntN(min(i, neighbourhood)+1)]
	}
	liveHeap.root = nodes[0]
}

// Hold makes this process the host h, as Start's child is: it builds
// h's live heap, less what the process holds already, sets the collector to h's GOGC and collects twice, so
// that the pacer starts from the host's live heap. It is for a program
// that runs its own work in the host; release drops the heap and restores
// the collector's GOGC. Only one host may be held at a time.
func Hold(h Host) (release func(), err error) {
	if err := h.validate(); err != nil {
		return nil, err
	}
	if liveHeap.root != nil || liveHeap.blocks != nil {
		return nil, fmt.Errorf("gchost: holding host %v: another host is held", h)
	}
	gogc := debug.SetGCPercent(h.gogc())
	// What the process already holds (its packages' data, a few MiB in
	// serbench's binary) counts toward the declared heap.
	runtime.GC()
	h.HeapBytes = max(h.HeapBytes-int64(liveBytes()), MinHeapBytes)
	buildHeap(h)
	runtime.GC()
	runtime.GC()
	return func() {
		liveHeap.root, liveHeap.blocks = nil, nil
		debug.SetGCPercent(gogc)
	}, nil
}

// liveBytes is the heap the last collection found live.
func liveBytes() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// sizeofNode is a node's size, which the allocator's size class matches.
const sizeofNode = unsafe.Sizeof(node{})

// neighbourhood is how many nodes allocated before a node its second
// pointer may reach back.
const neighbourhood = 4096

// record is the pointerful struct of the garbage a decoder leaves behind.
type record struct {
	name  string
	data  []byte
	next  *record
	id    int64
	score float64
}

// recent and recentBlocks keep the latest records and blocks alive, so
// that the compiler cannot drop their allocation and garbage dies young,
// as a decoded message or an encoded buffer does.
var (
	recent       [256]*record
	recentBlocks [256][]byte
)

// garbage allocates garbage and reads the runtime's counts of allocated
// bytes and objects and of completed collections.
type garbage struct {
	stats [3]metrics.Sample
	rng   uint64 // xorshift state
	n     int
	large bool // the garbage is blocks of kilobytes, not records of tens of bytes
}

func newGarbage() *garbage {
	g := &garbage{rng: 0x9e3779b97f4a7c15}
	g.stats[0].Name = "/gc/heap/allocs:bytes"
	g.stats[1].Name = "/gc/cycles/total:gc-cycles"
	g.stats[2].Name = "/gc/heap/allocs:objects"
	return g
}

// read returns the bytes allocated and the collections completed so far.
func (g *garbage) read() (bytes, cycles uint64) {
	metrics.Read(g.stats[:])
	return g.stats[0].Value.Uint64(), g.stats[1].Value.Uint64()
}

// objects returns the objects allocated so far.
func (g *garbage) objects() uint64 {
	metrics.Read(g.stats[:])
	return g.stats[2].Value.Uint64()
}

// size returns a pseudo-random size in [lo, hi).
func (g *garbage) size(lo, hi int) int {
	g.rng ^= g.rng << 13
	g.rng ^= g.rng >> 7
	g.rng ^= g.rng << 17
	return lo + int(g.rng%uint64(hi-lo))
}

// batch allocates a batch of garbage of one of the two kinds codecs leave.
// Small garbage is what a decoder leaves: records, each with a byte slice
// and a string of 8-48 bytes, a record in four with a second. Large garbage
// is what an encoder leaves: its output, blocks of 2-6 KiB without
// pointers, most of the bytes most codecs allocate. The two tell what the
// collector costs per byte from what it costs per object; large garbage
// of records carrying kilobyte slices overpriced the blocks codecs leave
// (docs/evidence/2026-12-07-garbage-kinds.md).
func (g *garbage) batch() {
	for range 64 {
		g.n++
		if g.large {
			recentBlocks[g.n%len(recentBlocks)] = make([]byte, g.size(2<<10, 6<<10))
			continue
		}
		r := &record{id: int64(g.n), score: float64(g.n)}
		r.data = make([]byte, g.size(8, 48))
		r.name = string(r.data[:g.size(4, len(r.data)+1)])
		if g.n%4 == 0 {
			r.next = &record{id: int64(g.n)}
		}
		recent[g.n%len(recent)] = r
	}
}

// allocate allocates at least bytes of garbage and returns how many it
// allocated.
func (g *garbage) allocate(bytes uint64) uint64 {
	start, _ := g.read()
	for {
		g.batch()
		if now, _ := g.read(); now-start >= bytes {
			return now - start
		}
	}
}

// untilCollected allocates garbage until a collection completes, but
// not much more than limit bytes, and returns how many it allocated and
// whether a collection completed.
func (g *garbage) untilCollected(limit uint64) (uint64, bool) {
	start, cycles := g.read()
	for {
		g.batch()
		now, c := g.read()
		if c > cycles || now-start >= limit {
			return now - start, c > cycles
		}
	}
}

// A round measures the price of garbage once: it alternates two sides, a
// collection cycle at a time: the paced side allocates garbage with the
// collector paced by the host's GOGC, the held side as many bytes with the
// collector off, and the round's rate is the processor time per allocated
// byte of the one less that of the other. Each side starts from a collected
// heap and takes it to about the heap's goal, in the same freed memory, so
// page faults cost both alike. The paced side lets one paced collection run
// untimed, then times the allocation from its end to the end of the next: a
// cycle of the steady state, which sweeps the first collection's garbage
// and marks the heap once. (Timed from the collected heap, it would miss the
// sweeping, a cost per byte of garbage that weighs most where marking is
// cheap.) It does so for two kinds of garbage, small objects and large
// ones: per byte of each kind the collector costs d = perByte + perObject ×
// objects a byte, two kinds for two unknowns.
//
// Between rounds the collector is off, so that a process serving rounds
// costs the machine nothing while it waits (no periodic collection of its
// heap while a benchmark's samples run).
func (r *run) round() Round {
	debug.SetGCPercent(r.gogc)
	defer debug.SetGCPercent(-1)
	var d, o [2]float64
	for k, large := range []bool{false, true} {
		r.g.large = large
		var paced, held cost
		for range cyclesPerRound {
			c, err := r.paced()
			if err != nil {
				return Round{err: err}
			}
			paced.add(c)
			c, err = r.held(c.bytes)
			if err != nil {
				return Round{err: err}
			}
			held.add(c)
		}
		d[k] = paced.nsPerByte() - held.nsPerByte()
		o[k] = float64(paced.objects) / float64(paced.bytes)
	}
	perAlloc := (d[0] - d[1]) / (o[0] - o[1])
	return Round{NsPerByte: d[1] - perAlloc*o[1], NsPerAlloc: perAlloc}
}

// hold makes this process the host h for measuring rounds: it holds h's
// heap, reads the heap's goal and the pacer's cycle, and turns the
// collector off until the first round. release restores the collector and
// drops the heap.
func hold(h Host) (r *run, release func(), err error) {
	if err := h.validate(); err != nil {
		return nil, nil, err
	}
	r = &run{h: h, g: newGarbage(), gogc: h.gogc(), limit: debug.SetMemoryLimit(-1)}
	unhold, err := Hold(h)
	if err != nil {
		return nil, nil, err
	}
	var heap [2]metrics.Sample
	heap[0].Name, heap[1].Name = "/gc/heap/goal:bytes", "/gc/heap/live:bytes"
	metrics.Read(heap[:])
	r.goal = heap[0].Value.Uint64()
	r.cycle = r.goal - heap[1].Value.Uint64()
	debug.SetGCPercent(-1)
	return r, func() {
		unhold()
		recent, recentBlocks = [len(recent)]*record{}, [len(recentBlocks)][]byte{}
	}, nil
}

// A run is the measurement of a host in progress.
type run struct {
	h     Host
	g     *garbage
	gogc  int    // the host's GOGC
	limit int64  // the process's memory limit, restored after a held side
	goal  uint64 // the heap's goal after a collection
	cycle uint64 // the growth the pacer allows the heap after a collection
}

// cost is the processor time some allocation took.
type cost struct {
	cpu            time.Duration
	bytes, objects uint64
}

func (c *cost) add(d cost) {
	c.cpu += d.cpu
	c.bytes += d.bytes
	c.objects += d.objects
}

func (c cost) nsPerByte() float64 { return float64(c.cpu) / float64(c.bytes) }

// uncollectedCycles is how many of the pacer's cycles of garbage the paced
// side allocates waiting for a collection before it gives up. A cycle can
// run several times the nominal: when marking is slow, the pacer lets the
// heap grow past its goal while the mark catches up, and what is allocated
// meanwhile survives the collection and raises the next goal. So only a
// collector that does not run at all should take this long.
const uncollectedCycles = 16

// paced is the paced side of a cycle, from a collected heap: it allocates
// until a paced collection ends, then times the allocation until the next
// one ends.
func (r *run) paced() (cost, error) {
	limit := uncollectedCycles * r.cycle
	if _, ok := r.g.untilCollected(limit); !ok {
		return cost{}, r.uncollected()
	}
	objects, start := r.g.objects(), ProcessCPU()
	bytes, ok := r.g.untilCollected(limit)
	c := cost{ProcessCPU() - start, bytes, 0}
	c.objects = r.g.objects() - objects
	if !ok {
		return cost{}, r.uncollected()
	}
	return c, nil
}

func (r *run) uncollected() error {
	return fmt.Errorf("gchost: host %v: no collection ended in %d of the pacer's cycles of garbage, %d bytes", r.h, uncollectedCycles, uncollectedCycles*r.cycle)
}

// held is the held side of a cycle: from a collected heap, it times
// allocating bytes with the collector off, then collects, untimed. The
// collector is held off by GOGC=off with the memory limit as a guard,
// heldGuard past the heap's goal and bytes, and a collection the guard
// forced ends in an error.
func (r *run) held(bytes uint64) (cost, error) {
	guard := int64(r.goal+bytes) + heldGuard
	runtime.GC()
	debug.SetGCPercent(-1)
	debug.SetMemoryLimit(guard)
	_, before := r.g.read()
	objects, start := r.g.objects(), ProcessCPU()
	bytes = r.g.allocate(bytes)
	c := cost{ProcessCPU() - start, bytes, 0}
	c.objects = r.g.objects() - objects
	_, after := r.g.read()
	debug.SetGCPercent(r.gogc)
	debug.SetMemoryLimit(r.limit)
	if after != before {
		return cost{}, fmt.Errorf("gchost: host %v: the collector ran while held off: the heap passed its guard of %d bytes", r.h, guard)
	}
	runtime.GC()
	return c, nil
}

// ProcessCPU is the processor time of the whole process, every thread:
// what a host program pays for an op and for its garbage alike.
func ProcessCPU() time.Duration {
	var ts unix.Timespec
	if err := unix.ClockGettime(unix.CLOCK_PROCESS_CPUTIME_ID, &ts); err != nil {
		panic("gchost: reading the process's processor time: " + err.Error())
	}
	return time.Duration(ts.Nano())
}
