package harness

import (
	"math"
	"runtime"
	"runtime/debug"
	"testing"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/fidelity"
)

// allocOp is an Instance whose op allocates size bytes a call.
type allocOp struct{ size int }

var allocSink []byte

func (a allocOp) Run(op serbench.Op, from, n int) error {
	for range n {
		allocSink = make([]byte, a.size)
	}
	return nil
}

func (allocOp) Check() fidelity.Report                                  { return fidelity.Report{} }
func (allocOp) Encoded() [][]byte                                       { return nil }
func (allocOp) Decode([]byte) error                                     { return nil }
func (allocOp) Latencies(op serbench.Op, batch int, ns []float64) error { return nil }

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
	x, expect := allocOp{size}, -1.0
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

// An op that allocates nothing is charged nothing, and a fresh heap has
// no collection due but for more than it can grow by.
func TestCollectorDue(t *testing.T) {
	gc := newCollector()
	gc.collect()
	if gc.due(0) || gc.due(-1) {
		t.Errorf("a collection is due right after one")
	}
	if !gc.due(1 << 40) {
		t.Errorf("no collection is due before a sample that allocates a terabyte")
	}
	rep, err := measure(allocOp{0}, newRefLoop(), gc, serbench.Marshal, sampling{n: 100, expect: 0})
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
