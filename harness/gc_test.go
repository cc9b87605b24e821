package harness

import (
	"math"
	"runtime"
	"runtime/debug"
	"slices"
	"testing"
	"time"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/results"
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

// Samples of an op that allocates are collected for before they start,
// never inside, and every one is charged the collector's cost for the
// bytes it allocated, included in its ns/op.
func TestCollectorCharges(t *testing.T) {
	const size, n = 8 << 10, 100 // 800 KB a sample, a fifth of the least growth the pacer allows
	gc := newCollector()
	gc.collect()
	if gc.perByte <= 0 {
		t.Fatalf("charge %g ns a byte after a collection, want more than 0", gc.perByte)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	x, expect := allocOp{size: size}, -1.0
	for i := range 40 {
		rep, err := measure(x, newRefLoop(), gc, serbench.Marshal, sampling{from: i * n, n: n, warm: 10, expect: expect})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Bytes < size {
			t.Fatalf("sample %d allocated %.0f B/op, want at least %d", i, rep.Bytes, size)
		}
		if want := rep.Bytes * gc.perByte; rep.GCNs == 0 || math.Abs(rep.GCNs-want) > 1e-9*want {
			t.Errorf("sample %d charged %g ns/op for %.0f B/op, want %g: a collection fell inside it", i, rep.GCNs, rep.Bytes, want)
		}
		if rep.Ns <= rep.GCNs {
			t.Errorf("sample %d read %g ns/op with a charge of %g: the charge is not added to the time", i, rep.Ns, rep.GCNs)
		}
		expect = expectMargin * rep.Bytes * (n + 10)
	}
	runtime.ReadMemStats(&after)
	if after.NumForcedGC == before.NumForcedGC {
		t.Errorf("40 samples of 800 KB each forced no collection")
	}
}

// A collection is due before a sample that would bring the heap to its
// trigger, not right after one, and not before a sample that allocates
// more than the heap may grow, which collects inside whatever is done
// first; an op that allocates nothing is charged nothing.
func TestCollectorDue(t *testing.T) {
	gc := newCollector()
	gc.collect()
	goal, live, _ := gc.heap()
	runway := triggerShare * (goal - live)
	if gc.due(0) || gc.due(-1) || gc.due(runway/2) {
		t.Errorf("a collection is due right after one, before a sample of nothing, of unknown size or of half the runway of %.0f B", runway)
	}
	if gc.due(1 << 40) {
		t.Errorf("a collection is due before a sample that allocates a terabyte, which collects inside anyway")
	}
	for _, _, objects := gc.heap(); objects < live+runway/2; _, _, objects = gc.heap() {
		allocSink = make([]byte, 64<<10)
	}
	if !gc.due(runway * 0.9) {
		t.Errorf("no collection is due before a sample of 0.9 of the runway with half of it allocated")
	}
	rep, err := measure(allocOp{}, newRefLoop(), gc, serbench.Marshal, sampling{n: 100, expect: 0})
	if err != nil {
		t.Fatal(err)
	}
	if rep.GCNs != 0 {
		t.Errorf("an op that allocates nothing was charged %g ns/op", rep.GCNs)
	}
}

// With GOGC=off the worker neither collects nor charges.
func TestCollectorOff(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	gc := newCollector()
	if !gc.off || gc.due(1<<40) {
		t.Fatalf("collector with GOGC=off: off %v, due %v; want off and never due", gc.off, gc.due(1<<40))
	}
	gc.collect()
	if gc.charge(1<<20) != 0 {
		t.Errorf("collector with GOGC=off charged %g ns for a MB", gc.charge(1<<20))
	}
}

// listOp is an Instance whose op builds and drops a linked list of k
// nodes that hold pointers, as a decoder's output does, so that its
// garbage costs the collector marking and sweeping.
type listOp struct {
	opOnly
	k int
}

type listNode struct {
	next *listNode
	b    []byte
	x    [4]int64
}

var listSink *listNode

func (l listOp) Run(op serbench.Op, from, n int) error {
	for range n {
		var h *listNode
		for range l.k {
			h = &listNode{next: h, b: make([]byte, 64)}
		}
		listSink = h
	}
	return nil
}

// BenchmarkCollectorCharge sets what the harness charges an op for its
// garbage beside what the same op costs left to the pacer, with 2 MB of
// pointers live:
//
//	go test -run '^$' -bench CollectorCharge -benchtime 2000000x ./harness/
//
// pacer: wall-ns/op is the op's time with the collector running beside
// it on the other processors, as a sample timed it until 2026-11-25, and
// cpu-ns/op the processor time of the whole process an op, what it costs
// a program whose processors are all busy. charged: ns/op is the median
// of samples as measure takes them (no collection inside, the charge
// added), gc-ns/op the charge within it. docs/methodology.md ("The
// collector charged by the byte") gives the figures and what they mean.
func BenchmarkCollectorCharge(b *testing.B) {
	live := make([]*listNode, 2<<20/96)
	for i := range live {
		live[i] = &listNode{b: make([]byte, 64)}
	}
	x := listOp{k: 40}
	b.Run("pacer", func(b *testing.B) {
		runtime.GC()
		cpu, start := processCPU(), time.Now()
		x.Run(serbench.Marshal, 0, b.N)
		b.ReportMetric(float64(time.Since(start))/float64(b.N), "wall-ns/op")
		b.ReportMetric(float64(processCPU()-cpu)/float64(b.N), "cpu-ns/op")
		b.ReportMetric(0, "ns/op")
	})
	b.Run("charged", func(b *testing.B) {
		const n = 300
		gc, ref, expect := newCollector(), newRefLoop(), -1.0
		gc.collect()
		var ns, charge []float64
		for done := 0; done < b.N; done += n {
			rep, err := measure(x, ref, gc, serbench.Marshal, sampling{n: n, warm: n / 10, expect: expect})
			if err != nil {
				b.Fatal(err)
			}
			ns, charge = append(ns, rep.Ns), append(charge, rep.GCNs)
			expect = expectMargin * rep.Bytes * (n + n/10)
		}
		b.ReportMetric(results.Median(ns), "ns/op")
		b.ReportMetric(results.Median(charge), "gc-ns/op")
	})
	runtime.KeepAlive(live)
}

// The charge is the lower quartile of the collections since the heap last
// changed: a slow state of the machine that more than doubles some of
// them does not move it, and a reset forgets the collections before.
func TestCollectorLowerQuartile(t *testing.T) {
	gc := newCollector()
	for range 8 {
		gc.collect()
	}
	if len(gc.ratios) != 8 {
		t.Fatalf("%d ratios after 8 collections, want 8", len(gc.ratios))
	}
	if !slices.IsSorted(gc.ratios) {
		t.Errorf("ratios %v out of order", gc.ratios)
	}
	if want := slices.Sorted(slices.Values(gc.ratios))[2]; gc.perByte != want {
		t.Errorf("charge %g ns a byte from %v, want the lower quartile %g", gc.perByte, gc.ratios, want)
	}
	gc.reset()
	gc.collect()
	if len(gc.ratios) != 1 || gc.perByte != gc.ratios[0] {
		t.Errorf("after a reset and one collection: ratios %v, charge %g; want that collection's alone", gc.ratios, gc.perByte)
	}
}
