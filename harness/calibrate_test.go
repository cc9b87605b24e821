package harness

import (
	"bytes"
	"runtime/metrics"
	"slices"
	"testing"
	"time"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/fidelity"
	"github.com/serbench/serbench/results"
)

// timedOp is an Instance whose op takes perCall a call, by the wall clock,
// and whose first call takes cold besides, as a first call that builds
// lazy tables does.
type timedOp struct {
	opOnly
	perCall, cold time.Duration
	calls         int      // runs made
	runs          [][2]int // each run's from and n
}

func (t *timedOp) Run(op serbench.Op, from, n int) error {
	start := time.Now()
	wait := time.Duration(n) * t.perCall
	if t.calls == 0 {
		wait += t.cold
	}
	t.calls++
	t.runs = append(t.runs, [2]int{from, n})
	for time.Since(start) < wait {
	}
	return nil
}

// opOnly gives a test's Instance every method but Run, none of which the
// test calls.
type opOnly struct{}

func (opOnly) Check() fidelity.Report                                  { return fidelity.Report{} }
func (opOnly) Encoded() [][]byte                                       { return nil }
func (opOnly) Decode([]byte) error                                     { return nil }
func (opOnly) Latencies(op serbench.Op, batch int, ns []float64) error { return nil }

// Calibration ends at the warm count, not at the count a cold first call
// or a slow run suggests, and runs an op longer than the target a call
// once more only when its first call may have been cold. The warm count is
// 500; the bounds leave room for a loaded machine, whose slow spells
// shorten the count up to fivefold.
func TestCalibrate(t *testing.T) {
	const target = time.Millisecond
	for _, tc := range []struct {
		name          string
		perCall, cold time.Duration
		lo, hi        int // the count within which calibration must end
		maxCalls      int
	}{
		{"warm", 2 * time.Microsecond, 0, 100, 1000, 100},
		{"cold first call", 2 * time.Microsecond, 5 * target, 100, 1000, 100},
		{"slower than the target", 3 * target, 0, 1, 1, 2},
		{"cold and slower than the target", 3 * target, 5 * target, 1, 1, 2},
		{"first call of seconds", 3 * target, 20 * target, 1, 1, 1},
	} {
		x := &timedOp{perCall: tc.perCall, cold: tc.cold}
		n, err := calibrate(x, serbench.Marshal, target)
		if err != nil {
			t.Fatal(err)
		}
		if n < tc.lo || n > tc.hi || x.calls > tc.maxCalls {
			t.Errorf("%s: calibrated to %d calls after %d runs, want %d to %d calls after at most %d runs", tc.name, n, x.calls, tc.lo, tc.hi, tc.maxCalls)
		}
	}
}

// A sample runs its warm-up untimed first, on the positions just before
// its own, so that a cold start is not in its figure.
func TestMeasureWarmsUp(t *testing.T) {
	// The cold start is so long that a sample which timed it reads far
	// slower than any stall of a busy machine makes the warm ops read.
	const perCall, cold = 2 * time.Microsecond, 250 * time.Millisecond
	for _, tc := range []struct {
		from, n, warm int
		want          [][2]int
	}{
		{100, 800, 100, [][2]int{{0, 100}, {100, 800}}},
		{0, 16, 2, [][2]int{{-2, 2}, {0, 16}}},
		{5, 7, 0, [][2]int{{4, 1}, {5, 7}}}, // no warm-up: one refill before the op's first sample in the worker
	} {
		x := &timedOp{perCall: perCall, cold: cold}
		rep, _, err := measure(x, newRefLoop(), newCollector(), serbench.Marshal, sampling{from: tc.from, n: tc.n, warm: tc.warm, expect: -1})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(x.runs, tc.want) {
			t.Errorf("sample of %d from %d warmed by %d ran %v, want %v", tc.n, tc.from, tc.warm, x.runs, tc.want)
		}
		if tc.warm > 0 && rep.Ns >= float64((cold/time.Duration(2*tc.n)).Nanoseconds()) {
			t.Errorf("sample of %d from %d read %.0f ns/op: the cold start was timed", tc.n, tc.from, rep.Ns)
		}
	}
}

// The warm-up lasts an eighth of the target whatever the op count, and an
// op of more than a quarter of the target has none.
func TestWarmOps(t *testing.T) {
	const target = 2 * time.Millisecond
	for _, tc := range []struct {
		perOp float64
		want  int
	}{
		{2e3, 125},
		{250e3, 1},
		{400e3, 1},
		{600e3, 0},
		{5e6, 0},
	} {
		if got := warmOps(target, tc.perOp); got != tc.want {
			t.Errorf("warmOps(%v, %.0f ns) = %d, want %d", target, tc.perOp, got, tc.want)
		}
	}
}

// grow leaves the heap holding the live heap and the runway, and
// collects once when it had to allocate for it.
func TestGrow(t *testing.T) {
	gc := newCollector()
	gc.declared = 96 << 20
	gc.hold(0)
	defer gc.release()
	cycles := gc.cycles()
	gc.grow()
	if got := gc.cycles() - cycles; got != 1 {
		t.Errorf("grow finished %d collections, want 1", got)
	}
	heap := []metrics.Sample{{Name: "/gc/heap/live:bytes"}, {Name: "/memory/classes/heap/objects:bytes"},
		{Name: "/memory/classes/heap/free:bytes"}, {Name: "/memory/classes/heap/unused:bytes"}}
	metrics.Read(heap)
	held := heap[1].Value.Uint64() + heap[2].Value.Uint64() + heap[3].Value.Uint64()
	if want := heap[0].Value.Uint64() + 96<<20; held < want*9/10 {
		t.Errorf("after grow the heap holds %d bytes, want about %d", held, want)
	}
	cycles = gc.cycles()
	gc.grow()
	if got := gc.cycles() - cycles; got != 0 {
		t.Errorf("a second grow finished %d collections, want none: the heap held its goal", got)
	}
}

// sizes gives each compressor's mean size and time per record, each record
// compressed alone: a record of one repeated byte shrinks, and every time
// is positive.
func TestSizes(t *testing.T) {
	var records [][]byte
	for i := range 50 {
		records = append(records, bytes.Repeat([]byte{byte(i)}, 4096))
	}
	s, err := sizes(records)
	if err != nil {
		t.Fatal(err)
	}
	if s.Bytes != 4096 || !(s.GzipBytes > 0 && s.GzipBytes < 200) || !(s.ZstdBytes > 0 && s.ZstdBytes < 200) {
		t.Errorf("sizes of 4096 repeated bytes: %+v; want 4096 raw and under 200 compressed", s)
	}
	for name, ns := range map[string]float64{"gzip encode": s.GzipEncodeNs, "gzip decode": s.GzipDecodeNs, "zstd encode": s.ZstdEncodeNs, "zstd decode": s.ZstdDecodeNs} {
		if !(ns > 0) {
			t.Errorf("%s: %v ns a record; want a positive time", name, ns)
		}
	}
	if s, err := sizes(nil); err != nil || *s != (results.Size{}) {
		t.Errorf("sizes of no records: %+v, %v; want zeros", s, err)
	}
}
