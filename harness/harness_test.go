package harness_test

import (
	"errors"
	"math"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/serbench/serbench"
	_ "github.com/serbench/serbench/codecs/baseline"
	"github.com/serbench/serbench/datasets/small"
	"github.com/serbench/serbench/fidelity"
	"github.com/serbench/serbench/harness"
	"github.com/serbench/serbench/results"
)

// The test binary doubles as the worker, so the faulty codecs below exist
// in the workers it starts.
func TestMain(m *testing.M) {
	if len(os.Args) == 2 && os.Args[1] == harness.WorkerArg {
		if err := harness.ServeWorker(); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// The faults strike in the timed samples, not in the checks: preparing
// and checking visit the pool in order, record after record, and samples
// in a shuffled order. So the first call that does not follow its
// predecessor is the first timed one, however few calls calibration makes
// (a descheduled calibration may stop at a hundred), and a worker started
// again after a crash strikes again.
func init() {
	fault("fault-check-panic", func(timed bool) {
		panic("boom in every call")
	}, nil)
	fault("fault-check-error", nil, nil)
	var panicked atomic.Bool
	fault("fault-panic", func(timed bool) {
		if timed && !panicked.Swap(true) {
			panic("boom after the check") // once: preparing again works
		}
	}, nil)
	fault("fault-exit", nil, func(timed bool) {
		if timed {
			os.Exit(3) // as a fatal error would: no recover, no reply
		}
	})
	fault("fault-hang", func(timed bool) {
		if timed {
			time.Sleep(time.Hour) // never answers
		}
	}, nil)
	fault("fault-alloc", nil, func(timed bool) {
		for timed { // until the worker's memory limit ends it
			hoard = append(hoard, make([]byte, 1<<20))
		}
	})
	fault("fault-deadlock", func(timed bool) {
		if timed {
			var mu sync.Mutex
			mu.Lock()
			mu.Lock() // the runtime may call it a deadlock, or it hangs
		}
	}, nil)
	// greedy's first call holds greedyLive and makes garbage past it, as
	// a text codec's op on mesh does at a larger scale.
	var greedyOnce sync.Once
	fault("greedy", func(bool) { greedyOnce.Do(greed) }, nil)
	// fault-wrong decodes every record with a name that is not the one
	// encoded: the fidelity check must catch it.
	serbench.Register(serbench.Codec{Name: "fault-wrong", Package: "example.com/faults/fault-wrong", Format: "test", Kind: serbench.KindManual})
	serbench.SupportAny("fault-wrong", map[serbench.Variant]serbench.AnyOps{serbench.Default: {
		Marshal:   func(v any) ([]byte, error) { return []byte(v.(*small.A).Name), nil },
		Unmarshal: func(data []byte, v any) error { v.(*small.A).Name = string(data) + "?"; return nil },
	}}, nil)
}

// hoard keeps what fault-alloc allocates.
var hoard [][]byte

// greedyLimit is the memory limit of greedy's worker, and greedyLive what
// its first call holds: at GOGC=100 the pacer would let the heap grow to
// some twice that before it collects, past the limit.
const greedyLimit, greedyLive = 512 << 20, 400 << 20

// greed holds greedyLive in megabytes and allocates twice as much garbage
// while it does, writing every page as a codec writes what it allocates
// (the runtime hands out fresh pages without touching them, faster than
// any collector can follow).
func greed() {
	held := make([][]byte, 0, greedyLive>>20)
	for range cap(held) {
		held = append(held, written(1<<20))
	}
	for range 2 * cap(held) {
		hoardSink = written(1 << 20)
	}
	runtime.KeepAlive(held)
	hoardSink = nil
}

// written allocates size bytes and writes to every page of them.
func written(size int) []byte {
	b := make([]byte, size)
	for i := 0; i < len(b); i += 4096 {
		b[i] = 1
	}
	return b
}

// hoardSink keeps greed's garbage from being optimised away.
var hoardSink []byte

// workerMemory is the heap a test's worker may take.
const workerMemory = 256 << 20

// fault registers a codec that encodes a record's name, save that before
// marshalling and unmarshalling it calls onMarshal and onUnmarshal, told
// whether the calls have left the pool's order. A codec with neither fails
// every marshal. Its unsafe variant has no Marshal of its own.
func fault(name string, onMarshal, onUnmarshal func(timed bool)) {
	serbench.Register(serbench.Codec{Name: name, Package: "example.com/faults/" + name, Format: "test", Kind: serbench.KindManual})
	index := map[string]int64{}
	for i, a := range small.Records() {
		index[a.Name] = int64(i)
	}
	var last atomic.Int64
	var timed atomic.Bool
	// visit notes a call on the record named n and says whether the calls
	// have left the pool's order: each follows its predecessor or starts
	// the pool again.
	visit := func(n string) bool {
		i := index[n]
		if prev := last.Swap(i); i != 0 && i != prev+1 {
			timed.Store(true)
		}
		return timed.Load()
	}
	ops := serbench.AnyOps{
		Marshal: func(v any) ([]byte, error) {
			if onMarshal == nil && onUnmarshal == nil {
				return nil, errors.New("refused")
			}
			a := v.(*small.A)
			if onMarshal != nil {
				onMarshal(visit(a.Name))
			}
			return []byte(a.Name), nil
		},
		Unmarshal: func(data []byte, v any) error {
			if onUnmarshal != nil {
				onUnmarshal(visit(string(data)))
			}
			v.(*small.A).Name = string(data)
			return nil
		},
	}
	serbench.SupportAny(name, map[serbench.Variant]serbench.AnyOps{
		serbench.Default: ops,
		serbench.Unsafe:  {Unmarshal: ops.Unmarshal}, // decodes the default's bytes
	}, nil)
}

// run runs plan in workers started from the test binary, journaling into a
// directory of the test's, and returns what the journal holds.
func run(t *testing.T, plan *harness.Plan, pin bool) *results.File {
	t.Helper()
	return runHeld(t, plan, pin, workerMemory)
}

// runHeld is run with the workers held to memory bytes.
func runHeld(t *testing.T, plan *harness.Plan, pin bool, memory int64) *results.File {
	t.Helper()
	dir := t.TempDir()
	j, err := results.CreateJournal(dir, &results.File{SchemaVersion: results.SchemaVersion})
	if err != nil {
		t.Fatal(err)
	}
	r := &harness.Runner{Exe: os.Args[0], Journal: j, Pin: pin, MemoryLimit: memory}
	err = r.Run(plan)
	r.Close()
	j.Close()
	if err != nil {
		t.Fatal(err)
	}
	f, err := results.LoadJournal(dir)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestFaultsCostOneCell runs healthy and faulty codecs together: every
// fault costs its own cells, with the reason, and nothing else.
func TestFaultsCostOneCell(t *testing.T) {
	codecs := []string{"baseline", "fault-check-panic", "fault-check-error", "fault-panic", "fault-exit", "fault-hang",
		"fault-alloc", "fault-deadlock", "fault-wrong"}
	plan := &harness.Plan{Datasets: []string{"small"}, Codecs: codecs, Variants: []serbench.Variant{serbench.Default, serbench.Unsafe},
		Count: 3, Benchtime: 2 * time.Millisecond, Timeout: 3 * time.Second}
	f := run(t, plan, false)

	status := map[string]fidelity.Status{}
	for _, x := range f.Fidelity {
		status[x.Codec] = x.Status
	}
	measured := map[string]bool{}
	for _, x := range f.Results {
		if x.Variant == string(serbench.Default) {
			measured[x.Codec+"/"+x.Op] = len(x.SamplesNs) == plan.Count
		}
		if x.MBPerS <= 0 {
			t.Errorf("%s: no MB/s", x.Key())
		}
	}
	failed := map[string]string{}
	for _, x := range f.Failures {
		if x.Variant == string(serbench.Default) {
			failed[x.Codec+"/"+x.Op] = x.Reason
		}
	}

	for _, c := range []struct {
		codec  string
		status fidelity.Status
	}{
		{"baseline", fidelity.Exact},
		{"fault-check-panic", fidelity.Crash},
		{"fault-check-error", fidelity.Error},
		{"fault-panic", fidelity.Lossy},
		{"fault-exit", fidelity.Lossy},
		{"fault-hang", fidelity.Lossy},
		{"fault-alloc", fidelity.Lossy},
		{"fault-deadlock", fidelity.Lossy},
		{"fault-wrong", fidelity.Lossy},
	} {
		if status[c.codec] != c.status {
			t.Errorf("%s: fidelity %q, want %q", c.codec, status[c.codec], c.status)
		}
	}
	for cell, want := range map[string]string{
		"fault-check-panic/marshal":   "fidelity check: crash: panic: boom in every call",
		"fault-check-error/unmarshal": "fidelity check: error",
		"fault-panic/marshal":         "panic: boom after the check",
		"fault-exit/unmarshal":        "worker crashed (exit status 3)",
		"fault-hang/marshal":          "timeout: no answer in 3s",
		"fault-alloc/unmarshal":       "worker crashed (exit status 2)",
	} {
		if !strings.HasPrefix(failed[cell], want) {
			t.Errorf("%s: failure %q, want it to start %q", cell, failed[cell], want)
		}
	}
	if r := failed["fault-deadlock/marshal"]; !strings.HasPrefix(r, "worker crashed (exit status 2): fatal error: all goroutines are asleep - deadlock!") &&
		!strings.HasPrefix(r, "timeout: no answer in 3s") {
		t.Errorf("fault-deadlock/marshal: failure %q, want the runtime's deadlock or a timeout", r)
	}
	for _, x := range f.Fidelity {
		if x.Codec == "fault-wrong" && !slices.ContainsFunc(x.Findings, func(f fidelity.Finding) bool { return f.Field == "Name" }) {
			t.Errorf("fault-wrong: fidelity %+v, want Name lost", x.Report)
		}
	}
	for _, cell := range []string{"baseline/marshal", "baseline/unmarshal", "fault-panic/unmarshal",
		"fault-exit/marshal", "fault-hang/unmarshal", "fault-alloc/marshal", "fault-deadlock/unmarshal",
		"fault-wrong/marshal", "fault-wrong/unmarshal"} {
		if !measured[cell] {
			t.Errorf("%s: no result with %d samples; failure %q", cell, plan.Count, failed[cell])
		}
	}
}

// Every cell takes samples past Count, up to MaxCount, while the budget
// lasts; every sample has its reference timing, and the run its noise.
func TestAdaptiveSampling(t *testing.T) {
	plan := &harness.Plan{Datasets: []string{"small"}, Codecs: []string{"baseline"}, Count: 5, MaxCount: 9,
		Budget: 2 * time.Second, Benchtime: time.Millisecond, Timeout: 10 * time.Second}
	f := run(t, plan, true)
	for _, x := range f.Results {
		if len(x.SamplesNs) != plan.MaxCount {
			t.Errorf("%s: %d samples, want MaxCount %d", x.Key(), len(x.SamplesNs), plan.MaxCount)
		}
		if len(x.SamplesRefNs) != len(x.SamplesNs) || slices.Contains(x.SamplesRefNs, 0) {
			t.Errorf("%s: reference timings %v", x.Key(), x.SamplesRefNs)
		}
	}
	if f.Env.Noise == nil || f.Env.Noise.ReferenceNs <= 0 {
		t.Errorf("no noise figure: %+v", f.Env.Noise)
	}
}

// With two processes per library, each takes every other sample of every
// cell, and every figure is its own time plus the plan's price of its B/op
// and allocs/op.
func TestProcessesAndPrice(t *testing.T) {
	plan := &harness.Plan{Datasets: []string{"small"}, Codecs: []string{"baseline", "fault-wrong"}, Count: 6,
		Benchtime: time.Millisecond, Timeout: 10 * time.Second, Processes: 2, GCPrice: results.Price{PerByte: 0.5, PerAlloc: 20}}
	f := run(t, plan, true)
	if len(f.Results) == 0 {
		t.Fatalf("no results; failures %+v", f.Failures)
	}
	for _, x := range f.Results {
		var n [2]int
		for _, w := range x.SamplesWorker {
			n[w]++
		}
		if len(x.SamplesWorker) != len(x.SamplesNs) || n[0] != 3 || n[1] != 3 {
			t.Errorf("%s: samples by worker %v (%v), want 3 and 3", x.Key(), n, x.SamplesWorker)
		}
		if want := x.BytesPerOp*0.5 + x.AllocsPerOp*20; x.GCNsPerOp != want || x.MedianNs != x.OwnNs+want {
			t.Errorf("%s: charge %g for %g B/op in %g allocs/op, figure %g of own %g; want charge %g, figure own + charge",
				x.Key(), x.GCNsPerOp, x.BytesPerOp, x.AllocsPerOp, x.MedianNs, x.OwnNs, want)
		}
		for i, ns := range x.SamplesNs {
			if want := x.SamplesOwnNs[i] + 0.5*x.SamplesBytes[i] + 20*x.SamplesAllocs[i]; math.Abs(ns-want) > 1e-4*want {
				t.Errorf("%s: sample %d reads %g, want own %g + charge", x.Key(), i, ns, x.SamplesOwnNs[i])
			}
		}
	}
}

func init() {
	// A codec that is not safe for concurrent use: it panics when two
	// calls overlap, as a library with shared state may.
	serbench.Register(serbench.Codec{Name: "fault-concurrent", Package: "example.com/faults/concurrent", Format: "test", Kind: serbench.KindManual})
	var inflight atomic.Int32
	ops := serbench.AnyOps{
		Marshal: func(v any) ([]byte, error) {
			defer inflight.Add(-1)
			if inflight.Add(1) > 1 {
				panic("two calls at once")
			}
			time.Sleep(time.Microsecond) // long enough for calls to meet
			return []byte(v.(*small.A).Name), nil
		},
		Unmarshal: func(data []byte, v any) error {
			v.(*small.A).Name = string(data)
			return nil
		},
	}
	// The reuse variant shares its state across instances by definition,
	// as a reused buffer made at registration does.
	serbench.SupportAny("fault-concurrent", map[serbench.Variant]serbench.AnyOps{serbench.Default: ops, serbench.Reuse: ops}, nil)
}

// A variant whose instances share state takes no parallel chunk: its
// instances would meet in its calls, which the default's do by design
// here. Its latency chunks and samples are taken as any cell's.
func TestSharedVariantTakesNoParallelChunk(t *testing.T) {
	plan := &harness.Plan{Datasets: []string{"small"}, Codecs: []string{"fault-concurrent"},
		Variants: []serbench.Variant{serbench.Default, serbench.Reuse}, Count: harness.Chunks,
		Benchtime: time.Millisecond, Timeout: 10 * time.Second, Latency: true, Parallel: true}
	f := run(t, plan, true)
	reuse := 0
	for _, x := range f.Results {
		switch {
		case x.Variant == string(serbench.Reuse):
			reuse++
			if x.Parallel != nil {
				t.Errorf("%s: parallel %+v, want none for a shared variant", x.Key(), x.Parallel)
			}
			if x.Latency == nil || len(x.Latency.P50Ns) != harness.Chunks {
				t.Errorf("%s: latency %+v, want %d chunks", x.Key(), x.Latency, harness.Chunks)
			}
		case x.Parallel == nil:
			t.Errorf("%s: no parallel chunk for the default variant", x.Key())
		}
	}
	if reuse != 2 {
		t.Errorf("%d reuse cells, want marshal and unmarshal; failures %+v", reuse, f.Failures)
	}
}

// Latency and parallel chunks come with the samples, one per chunk round;
// a codec that fails only when called concurrently loses its scaling and
// keeps its samples.
func TestExtras(t *testing.T) {
	plan := &harness.Plan{Datasets: []string{"small"}, Codecs: []string{"baseline", "fault-concurrent"}, Count: harness.Chunks,
		Benchtime: time.Millisecond, Timeout: 10 * time.Second, Latency: true, Parallel: true}
	f := run(t, plan, true)
	if len(f.Failures) > 0 {
		t.Fatalf("failures: %+v", f.Failures)
	}
	for _, x := range f.Results {
		l, p := x.Latency, x.Parallel
		if l == nil || p == nil {
			t.Errorf("%s: latency %v, parallel %v", x.Key(), l, p)
			continue
		}
		if len(l.P50Ns) != harness.Chunks || l.Batch < 1 || l.Batches < 1 || l.Failure != "" {
			t.Errorf("%s: latency %+v, want %d chunks", x.Key(), l, harness.Chunks)
		}
		for _, v := range l.P50Ns {
			if v <= 0 {
				t.Errorf("%s: p50 %v", x.Key(), v)
			}
		}
		concurrent := x.Codec == "fault-concurrent" && x.Op == "marshal"
		switch {
		case concurrent && runtime.GOMAXPROCS(0) > 1:
			if !strings.Contains(p.Failure, "two calls at once") || len(p.Scaling) != 0 {
				t.Errorf("%s: parallel %+v, want the panic and no scaling", x.Key(), p)
			}
		case len(p.Scaling) != harness.Chunks || p.Goroutines != runtime.GOMAXPROCS(0) || slices.Contains(p.Scaling, 0):
			t.Errorf("%s: parallel %+v, want %d chunks on %d goroutines", x.Key(), p, harness.Chunks, runtime.GOMAXPROCS(0))
		}
		if len(x.SamplesNs) != plan.Count {
			t.Errorf("%s: %d samples, want %d", x.Key(), len(x.SamplesNs), plan.Count)
		}
	}
}

// Peak memory is measured on the large collections' cells, and only
// there, for every library (two libraries' workers measure at once), and
// its time goes into the stage's memory_s.
func TestPeakMemoryOnLargeCollections(t *testing.T) {
	plan := &harness.Plan{Datasets: []string{"small", "logs"}, Codecs: []string{"baseline", "count-calls"}, Count: 2,
		Benchtime: time.Millisecond, Timeout: 30 * time.Second, Memory: true}
	f := run(t, plan, true)
	if len(f.Failures) > 0 {
		t.Fatalf("failures: %+v", f.Failures)
	}
	measured := map[string]int{}
	for _, x := range f.Results {
		switch m := x.Memory; {
		case x.Dataset != "logs":
			if m != nil {
				t.Errorf("%s: peak memory %+v on a dataset that is not a large collection", x.Key(), m)
			}
		case m == nil || m.Failure != "":
			t.Errorf("%s: peak memory %+v", x.Key(), m)
		case x.Op == "unmarshal" && (m.PeakHeapBytes <= 0 || m.PeakResidentBytes < 0):
			t.Errorf("%s: unmarshal that allocates %.0f B/op peaked at %+v", x.Key(), x.BytesPerOp, m)
		default:
			measured[x.Codec]++
		}
	}
	for _, c := range plan.Codecs {
		if measured[c] == 0 {
			t.Errorf("no cell of %s on logs measured its peak memory: %+v", c, f.Results)
		}
	}
	for _, s := range f.Stages {
		if (s.Dataset == "logs") != (s.MemoryS > 0) {
			t.Errorf("stage %+v: memory_s on %s", s, s.Dataset)
		}
	}
}

// A worker's pacer aims below its memory limit, and the kernel's limit
// lies beyond: a codec whose op holds most of the limit, with garbage past
// it, is checked and timed rather than dying of out of memory.
func TestPacerUnderMemoryLimit(t *testing.T) {
	plan := &harness.Plan{Datasets: []string{"small"}, Codecs: []string{"greedy"}, Count: 2,
		Benchtime: time.Millisecond, Timeout: time.Minute}
	f := runHeld(t, plan, false, greedyLimit)
	for _, x := range f.Fidelity {
		if x.Status == fidelity.Crash {
			t.Errorf("greedy's check crashed: %s", x.Reason)
		}
	}
	for _, x := range f.Failures {
		t.Errorf("%s failed: %s", x.Key(), x.Reason)
	}
}

// The runner measures a round of the price between samples once PriceEvery
// has passed (after every sample when it is 0, never in a run shorter than
// it), and a round that fails ends the run with its error.
func TestPriceRounds(t *testing.T) {
	plan := &harness.Plan{Datasets: []string{"small"}, Codecs: []string{"baseline"}, Count: 4,
		Benchtime: time.Millisecond, Timeout: 10 * time.Second}
	rounds := 0
	r := &harness.Runner{Exe: os.Args[0], MemoryLimit: workerMemory, PriceRound: func() error { rounds++; return nil }}
	err := r.Run(plan)
	r.Close()
	if err != nil {
		t.Fatal(err)
	}
	// Samples dropped as the op count settles count too.
	if least := 4 * plan.Cells(); rounds < least {
		t.Errorf("%d rounds of the price between at least %d samples; want one after each", rounds, least)
	}
	rounds = 0
	r = &harness.Runner{Exe: os.Args[0], MemoryLimit: workerMemory, PriceRound: func() error { rounds++; return nil }, PriceEvery: time.Hour}
	err = r.Run(plan)
	r.Close()
	if err != nil || rounds != 0 {
		t.Errorf("a run far shorter than PriceEvery: %d rounds, error %v; want none", rounds, err)
	}
	failed := errors.New("the host died")
	r = &harness.Runner{Exe: os.Args[0], MemoryLimit: workerMemory, PriceRound: func() error { return failed }}
	err = r.Run(plan)
	r.Close()
	if !errors.Is(err, failed) {
		t.Errorf("a round that fails: the run ended with %v; want %v", err, failed)
	}
}
