package harness

import (
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
	gc.hold()
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
	gc.hold()
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
	gc.hold()
	if p := debug.SetGCPercent(-1); p != -1 {
		t.Errorf("held: GOGC %d, want off", p)
	}
	gc.release()
	if p := debug.SetGCPercent(gc.percent); p != gc.percent {
		t.Errorf("released: GOGC %d, want %d", p, gc.percent)
	}
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	off := newCollector()
	off.hold()
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

// A sample that follows two collections since its op last ran, with no
// warm-up, runs the op once first, untimed, so that the buffers the op
// pools are back; after one collection the pool's victim still holds
// them, and no refill runs.
func TestMeasureRefillsAfterTwoCollections(t *testing.T) {
	const size = 1 << 20
	// One processor: a pool's Get on another processor than its Put may
	// miss, collections or not.
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	gc := newCollector()
	gc.hold()
	defer gc.release()
	for _, tc := range []struct {
		collections int
		refill      bool
		want        [][2]int
	}{
		{0, true, [][2]int{{5, 1}}},
		{1, true, [][2]int{{5, 1}}},
		{2, true, [][2]int{{4, 1}, {5, 1}}},
		{3, true, [][2]int{{4, 1}, {5, 1}}},
		{2, false, [][2]int{{5, 1}}},
	} {
		x := &pooledOp{size: size, pool: &sync.Pool{}}
		if err := x.Run(serbench.Marshal, 0, 1); err != nil {
			t.Fatal(err)
		}
		ranAt := gc.cycles()
		for range tc.collections {
			gc.collect()
		}
		x.runs = nil
		rep, refilled, err := measure(x, newRefLoop(), gc, serbench.Marshal,
			sampling{from: 5, n: 1, expect: 0, ran: true, ranAt: ranAt, refill: tc.refill})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(x.runs, tc.want) {
			t.Errorf("%d collections since the op ran (refill %v): ran %v, want %v", tc.collections, tc.refill, x.runs, tc.want)
		}
		if warm := tc.collections < 2 || tc.refill; warm != (rep.Bytes < size) {
			t.Errorf("%d collections since the op ran (refill %v): the sample allocated %.0f B/op; want its pooled buffer again only when neither the victim cache nor a refill kept it", tc.collections, tc.refill, rep.Bytes)
		}
		if ranRefill := len(tc.want) == 2; ranRefill != (refilled >= size) {
			t.Errorf("%d collections since the op ran: the refill allocated %.0f B, want the pooled buffer's %d when one ran", tc.collections, refilled, size)
		}
	}
}

// The first refill decides whether an op is refilled again: only an op
// whose refill allocated well beyond a timed call is.
func TestRefillAfter(t *testing.T) {
	for _, tc := range []struct {
		r               refill
		refilled, bytes float64
		want            refill
	}{
		{refillUntried, 0, 100, refillUntried},
		{refillUntried, 20 << 20, 1 << 20, refillNeeded},
		{refillUntried, 1 << 20, 1 << 20, refillIdle},
		{refillUntried, 1.4 * (1 << 20), 1 << 20, refillIdle},
		{refillUntried, 60 << 10, 0, refillIdle},
		{refillIdle, 20 << 20, 1 << 20, refillIdle},
		{refillNeeded, 1 << 20, 1 << 20, refillNeeded},
	} {
		if got := tc.r.after(tc.refilled, tc.bytes); got != tc.want {
			t.Errorf("refill %d after %.0f B refilled, %.0f B a call: %d, want %d", tc.r, tc.refilled, tc.bytes, got, tc.want)
		}
	}
}
