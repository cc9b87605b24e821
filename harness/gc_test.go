package harness

import (
	"fmt"
	"math"
	"runtime"
	"runtime/debug"
	"slices"
	"sync"
	"testing"

	"github.com/serbench/serbench"
)

// allocOp is an Instance whose op allocates size bytes a call.
type allocOp struct {
	opOnly
	size int
}

var allocSink []byte

func (a allocOp) Run(op serbench.Op, from, n int) error {
	for range n {
		allocSink = make([]byte, a.size)
	}
	return nil
}

// Held, a worker's samples of an op that allocates see no collection
// inside: it collects before them, untimed, once the heap has used its
// runway, and their ns/op is the op's own time.
func TestCollectorHeldSamples(t *testing.T) {
	const size, n = 8 << 10, 100 // 800 KB a sample, a fifth of the least runway
	gc := newCollector()
	gc.hold(0)
	defer gc.release()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	x, expect := allocOp{size: size}, -1.0
	for i := range 40 {
		rep, _, err := measure(x, newRefLoop(), gc, serbench.Marshal, sampling{from: i * n, n: n, warm: 10, expect: expect})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Bytes < size {
			t.Fatalf("sample %d allocated %.0f B/op, want at least %d", i, rep.Bytes, size)
		}
		if rep.Collected {
			t.Errorf("sample %d: a collection fell inside a held sample of 800 KB", i)
		}
		expect = expectMargin * rep.Bytes * (n + 10)
	}
	runtime.ReadMemStats(&after)
	if forced, all := after.NumForcedGC-before.NumForcedGC, after.NumGC-before.NumGC; forced == 0 || forced != all {
		t.Errorf("40 samples of 800 KB each: %d collections, %d of them the worker's; want some, all the worker's", all, forced)
	}
}

// A collection is due before a sample that would take the heap past its
// runway, not right after one, and, the sample's size unknown, once half
// the runway is used.
func TestCollectorDue(t *testing.T) {
	gc := newCollector()
	gc.hold(0)
	defer gc.release()
	gc.collect()
	live, _ := gc.heap()
	runway := gc.runway(live)
	if runway < minRunway {
		t.Fatalf("runway %.0f B, want at least %d", runway, minRunway)
	}
	if gc.due(0) || gc.due(-1) || gc.due(runway/4) {
		t.Errorf("a collection is due right after one, before a sample of nothing, of unknown size or of a quarter of the runway of %.0f B", runway)
	}
	if !gc.due(2 * runway) {
		t.Errorf("no collection is due before a sample that allocates twice the runway")
	}
	for _, objects := gc.heap(); objects < live+runway/2; _, objects = gc.heap() {
		allocSink = make([]byte, 64<<10)
	}
	if !gc.due(-1) || !gc.due(runway*0.6) {
		t.Errorf("with half the runway used, no collection is due before a sample of unknown size or of 0.6 of the runway")
	}
}

// hold turns the pacer off and release gives the worker's settings back;
// with GOGC=off the worker neither holds nor collects between samples.
func TestCollectorHoldRelease(t *testing.T) {
	gc := newCollector()
	gc.hold(0)
	if p := debug.SetGCPercent(-1); p != -1 {
		t.Errorf("held: GOGC %d, want off", p)
	}
	gc.release()
	if p := debug.SetGCPercent(gc.percent); p != gc.percent {
		t.Errorf("released: GOGC %d, want %d", p, gc.percent)
	}
	// The limit leaves the guard's room past the runway, or an op's peak
	// when larger, within the worker's own limit.
	own := gc.limit
	for _, c := range []struct {
		limit int64
		peak  float64
		want  func(live float64) int64
	}{
		{math.MaxInt64, 0, func(live float64) int64 { return int64(live + gc.runway(live) + heldGuard) }},
		{math.MaxInt64, 3 << 30, func(live float64) int64 { return int64(live + gc.runway(live) + 3<<30) }},
		{1 << 30, 3 << 30, func(float64) int64 { return 1 << 30 }},
	} {
		gc.limit = c.limit
		gc.hold(c.peak)
		live, _ := gc.heap()
		if got, want := debug.SetMemoryLimit(-1), c.want(live); got != want {
			t.Errorf("held for a peak of %.0f under a limit of %d: memory limit %d, want %d", c.peak, c.limit, got, want)
		}
	}
	gc.limit = own
	gc.release()
	if got := debug.SetMemoryLimit(-1); got != own {
		t.Errorf("released: memory limit %d, want the worker's own %d", got, own)
	}
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	off := newCollector()
	off.hold(0)
	if off.held || off.due(1<<40) {
		t.Errorf("collector with GOGC=off: held %v, due %v; want neither", off.held, off.due(1<<40))
	}
}

// pooledOp is an Instance whose op keeps a buffer in a sync.Pool, as
// encoding/json does: a call that finds the pool empty allocates it.
type pooledOp struct {
	opOnly
	size int
	pool *sync.Pool
	runs [][2]int
}

func (p *pooledOp) Run(op serbench.Op, from, n int) error {
	p.runs = append(p.runs, [2]int{from, n})
	for range n {
		b, _ := p.pool.Get().(*[]byte)
		if b == nil {
			b = new([]byte)
			*b = make([]byte, p.size)
		}
		allocSink = make([]byte, 16)
		p.pool.Put(b)
	}
	return nil
}

// A sample without warm-up runs its op once first, untimed, so that the
// buffers the op pools are back: before every sample once a refill showed
// that the op keeps something, and before the first sample of an untried
// op, after two collections since it last ran (made there when fewer
// ran), which empty a pool, so that its refill finds the buffer gone for
// sure and decides.
func TestMeasureRefills(t *testing.T) {
	const size = 1 << 20
	// One processor: a pool's Get on another processor than its Put may
	// miss, collections or not.
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	gc := newCollector()
	gc.hold(0)
	defer gc.release()
	for _, tc := range []struct {
		ran         bool // the op ran in a sample request before
		collections int  // since then
		refill      refill
		collects    uint64 // the collections measure makes
		refills     bool
	}{
		{false, 0, refillUntried, 2, true},
		{true, 0, refillUntried, 2, true},
		{true, 1, refillUntried, 1, true},
		{true, 2, refillUntried, 0, true},
		{true, 3, refillUntried, 0, true},
		{true, 0, refillIdle, 0, false},
		{true, 1, refillIdle, 0, false},
		{true, 2, refillIdle, 0, false},
		{true, 0, refillNeeded, 0, true},
		{true, 2, refillNeeded, 0, true},
	} {
		name := fmt.Sprintf("ran %v, %d collections since, refill %d", tc.ran, tc.collections, tc.refill)
		x := &pooledOp{size: size, pool: &sync.Pool{}}
		if err := x.Run(serbench.Marshal, 0, 1); err != nil {
			t.Fatal(err)
		}
		ranAt := gc.cycles()
		for range tc.collections {
			gc.collect()
		}
		x.runs = nil
		before := gc.cycles()
		rep, refilled, err := measure(x, newRefLoop(), gc, serbench.Marshal,
			sampling{from: 5, n: 1, expect: 0, ran: tc.ran, ranAt: ranAt, refill: tc.refill})
		if err != nil {
			t.Fatal(err)
		}
		if got := gc.cycles() - before; got != tc.collects {
			t.Errorf("%s: measure collected %d times, want %d", name, got, tc.collects)
		}
		want := [][2]int{{5, 1}}
		if tc.refills {
			want = [][2]int{{4, 1}, {5, 1}}
		}
		if !slices.Equal(x.runs, want) || refilled.ran != tc.refills {
			t.Errorf("%s: ran %v, refill %+v; want %v", name, x.runs, refilled, want)
		}
		lost := tc.collections+int(tc.collects) >= 2 // the pool's buffer, before the refill
		if warm := !lost || tc.refills; warm != (rep.Bytes < size) {
			t.Errorf("%s: the sample allocated %.0f B/op; want its pooled buffer again only when the victim cache or a refill kept it", name, rep.Bytes)
		}
		if tc.refills && lost != (refilled.bytes >= size) {
			t.Errorf("%s: the refill allocated %.0f B; want the pooled buffer's %d bytes only after two collections", name, refilled.bytes, size)
		}
	}
}

// A refill that rebuilt what the op keeps, or a sample that allocated
// well over the op's least, makes it refilled before every sample; a
// refill that allocated no more, or nothing, makes it refilled no more.
func TestRefillAfter(t *testing.T) {
	const mb = 1 << 20
	for _, tc := range []struct {
		r            refill
		run          refillRun
		bytes, least float64
		want         refill
	}{
		{refillUntried, refillRun{}, 100, 0, refillUntried},
		{refillUntried, refillRun{}, mb, mb, refillUntried},
		{refillUntried, refillRun{}, 20 * mb, mb, refillNeeded},
		{refillUntried, refillRun{true, 20 * mb}, mb, 0, refillNeeded},
		{refillUntried, refillRun{true, 20 * mb}, mb, mb, refillNeeded},
		{refillUntried, refillRun{true, mb}, mb, mb, refillIdle},
		{refillUntried, refillRun{true, 1.4 * mb}, mb, 0, refillIdle},
		{refillUntried, refillRun{true, 60 << 10}, 0, 0, refillIdle},
		{refillUntried, refillRun{true, 0}, 0, 0, refillIdle},
		{refillUntried, refillRun{true, mb}, 20 * mb, mb, refillNeeded},
		{refillIdle, refillRun{true, 20 * mb}, mb, mb, refillIdle},
		{refillIdle, refillRun{}, 20 * mb, mb, refillIdle},
		{refillNeeded, refillRun{true, mb}, mb, mb, refillNeeded},
	} {
		if got := tc.r.after(tc.run, tc.bytes, tc.least); got != tc.want {
			t.Errorf("refill %d after %+v, %.0f B a call, %.0f B the least: %d, want %d", tc.r, tc.run, tc.bytes, tc.least, got, tc.want)
		}
	}
}
