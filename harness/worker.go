package harness

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"slices"
	"time"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/fidelity"
	"github.com/serbench/serbench/results"
)

// request is one line from the parent.
type request struct {
	Kind    string `json:"kind"` // "prepare", "sample", "latency", "parallel", "peak" or "drop"
	ID      int    `json:"id"`   // the instance, named by the parent
	Dataset string `json:"dataset,omitempty"`
	Codec   string `json:"codec,omitempty"`
	Variant string `json:"variant,omitempty"`
	Check   bool   `json:"check,omitempty"`   // prepare: run the fidelity check and sizes
	Payload bool   `json:"payload,omitempty"` // prepare: return the first record's encoding
	Op      string `json:"op,omitempty"`
	N       int    `json:"n,omitempty"`         // sample, parallel: iterations (sample: 0 asks for calibration); latency: calls a batch
	From    int    `json:"from,omitempty"`      // sample: the position in the visiting order to start from
	Batches int    `json:"batches,omitempty"`   // latency: batches to time
	Target  int64  `json:"target_ns,omitempty"` // sample: the duration calibration aims at
	Collect bool   `json:"collect,omitempty"`   // sample: collect garbage first
}

// reply is one line to the parent.
type reply struct {
	Panic string `json:"panic,omitempty"` // the codec panicked; the instance is gone
	Error string `json:"error,omitempty"` // the op returned an error

	Fidelity *fidelity.Report `json:"fidelity,omitempty"`
	Size     *results.Size    `json:"size,omitempty"`
	Payload  []byte           `json:"payload,omitempty"`

	N     int     `json:"n,omitempty"`
	Ns    float64 `json:"ns,omitempty"`
	RefNs float64 `json:"ref_ns,omitempty"` // the mean of the reference op's two timings beside the sample
	OnCPU float64 `json:"on_cpu,omitempty"` // the timing thread's CPU time over the sample's wall time
	// Collected says that a collection fell inside the sample all the
	// same: it allocated past the held worker's guard (see heldGuard).
	Collected bool    `json:"collected,omitempty"`
	Bytes     float64 `json:"bytes,omitempty"`
	Allocs    float64 `json:"allocs,omitempty"`

	Latency *latency `json:"latency,omitempty"`
	// Scaling is the ops per second of Procs goroutines at once over
	// those of one.
	Scaling float64 `json:"scaling,omitempty"`
	Procs   int     `json:"procs,omitempty"`

	Peak *peakMemory `json:"peak,omitempty"`
}

// latency is one chunk's per-call percentiles over its batches; P99 and
// P999 are 0 when the batches are too few to tell them from the maximum.
type latency struct {
	Batches        int
	P50, P99, P999 float64
}

// Serve answers the parent's requests from in on out until in closes. It
// sets time.Local to serbench.CheckZone first. When the parent named a
// timing processor, every sample is taken on it.
func Serve(in io.Reader, out io.Writer) error {
	serbench.UseCheckZone()
	pin, err := newPinner()
	if err != nil {
		return err
	}
	slowCodec, factor, err := slowdown()
	if err != nil {
		return err
	}
	instances := map[int]*live{}
	ref := newRefLoop()
	gc := newCollector()
	grown := false // the heap has grown to its goal since the last prepare (see growHeap)
	dec := json.NewDecoder(bufio.NewReader(in))
	enc := json.NewEncoder(out)
	for {
		var req request
		if err := dec.Decode(&req); err == io.EOF {
			return nil
		} else if err != nil {
			return fmt.Errorf("worker: reading request: %w", err)
		}
		if err := pin.pin(req.Kind == "sample" || req.Kind == "latency"); err != nil {
			return err
		}
		if req.Kind == "sample" {
			if !grown {
				growHeap()
				grown = true
			}
			gc.hold()
		} else {
			gc.release()
		}
		rep := handle(instances, ref, gc, &req)
		grown = grown && req.Kind != "prepare"
		if req.Kind == "prepare" && req.Codec == slowCodec && instances[req.ID] != nil {
			instances[req.ID].Instance = slowed{instances[req.ID].Instance, factor}
		}
		if err := enc.Encode(rep); err != nil {
			return fmt.Errorf("worker: writing reply: %w", err)
		}
	}
}

// live is an instance the parent prepared, with what made it, so that
// the parallel op can make more alike.
type live struct {
	serbench.Instance
	binding *serbench.Binding
	variant serbench.Variant
	others  []serbench.Instance     // one per extra goroutine of the parallel op, made on its first use
	lastNs  map[serbench.Op]float64 // each op's time per call in its last sample, for the next one's warm-up
	// lastBytes is each op's allocation per call in its last sample, for
	// the next one's due collection.
	lastBytes map[serbench.Op]float64
}

func handle(instances map[int]*live, ref *refLoop, gc *collector, req *request) (rep reply) {
	defer func() {
		if p := recover(); p != nil {
			delete(instances, req.ID)
			rep = reply{Panic: fmt.Sprintf("panic: %v\n%s", p, debug.Stack())}
		}
	}()
	if req.Kind == "prepare" {
		b := serbench.Lookup(req.Codec, req.Dataset)
		v := serbench.Variant(req.Variant)
		x := b.Instance(v)
		instances[req.ID] = &live{Instance: x, binding: b, variant: v}
		if req.Check {
			r := x.Check()
			rep.Fidelity = &r
			if slices.Contains(b.Ops(v), serbench.Marshal) {
				size, err := sizes(x.Encoded())
				if err != nil {
					return reply{Error: "worker: compressing the encoded records: " + err.Error()}
				}
				rep.Size = size
				if req.Payload && len(x.Encoded()) > 0 {
					rep.Payload = x.Encoded()[0]
				}
			}
		}
		return rep
	}
	if req.Kind == "drop" {
		delete(instances, req.ID)
		return rep
	}
	x := instances[req.ID]
	if x == nil {
		return reply{Error: "worker: no such instance"}
	}
	op := serbench.Op(req.Op)
	var err error
	switch req.Kind {
	case "sample":
		n := req.N
		if n == 0 {
			if n, err = calibrate(x, op, time.Duration(req.Target)); err != nil {
				return reply{Error: err.Error()}
			}
		}
		perOp := x.lastNs[op]
		if perOp <= 0 {
			perOp = float64(req.Target) / float64(n) // a count just calibrated takes about the target
		}
		s := sampling{from: req.From, n: n, warm: warmOps(time.Duration(req.Target), perOp), expect: -1, collect: req.Collect}
		if b, ok := x.lastBytes[op]; ok {
			s.expect = expectMargin * b * float64(s.n+s.warm)
		}
		rep, err = measure(x, ref, gc, op, s)
		if err == nil {
			if x.lastNs == nil {
				x.lastNs, x.lastBytes = map[serbench.Op]float64{}, map[serbench.Op]float64{}
			}
			x.lastNs[op], x.lastBytes[op] = rep.Ns, rep.Bytes
		}
	case "latency":
		rep.Latency, err = latencies(x, op, req.N, req.Batches)
	case "parallel":
		rep.Scaling, rep.Procs, err = x.scaling(op, req.N)
	case "peak":
		rep.Peak, err = peak(x, op)
	default:
		err = fmt.Errorf("worker: unknown request %s", req.Kind)
	}
	if err != nil {
		return reply{Error: err.Error()}
	}
	return rep
}

// A sampling is what one sample runs.
type sampling struct {
	from, n, warm int     // see measure
	expect        float64 // the bytes the sample should allocate, warm-up included; negative when unknown
	collect       bool    // collect garbage first even when no collection is due (--gc)
}

// expectMargin is how much more a sample may allocate than its op did a
// call in its last sample before a collection falls inside it.
const expectMargin = 1.25

// measure times s.n ops from position s.from of the visiting order: the
// op's own time, with the collector held (see collector). It collects
// garbage first, untimed, when the sample's expected garbage would take
// the heap past its runway (or when s.collect asks). The reference op is
// timed right before and right after, and the mean of the two goes with
// the sample. Before the clock starts, the ops of the s.warm positions
// just before s.from run untimed (see warmOps).
func measure(x serbench.Instance, ref *refLoop, gc *collector, op serbench.Op, s sampling) (reply, error) {
	var before, after runtime.MemStats
	if s.collect || gc.due(s.expect) {
		gc.collect()
	}
	refBefore := ref.time()
	if s.warm > 0 {
		if err := x.Run(op, s.from-s.warm, s.warm); err != nil {
			return reply{}, err
		}
	}
	runtime.ReadMemStats(&before)
	cpuStart := threadCPU()
	start := time.Now()
	err := x.Run(op, s.from, s.n)
	elapsed := time.Since(start)
	cpu := threadCPU() - cpuStart
	refAfter := ref.time()
	runtime.ReadMemStats(&after)
	if err != nil {
		return reply{}, err
	}
	rep := reply{
		N:      s.n,
		Ns:     float64(elapsed.Nanoseconds()) / float64(s.n),
		RefNs:  (refBefore + refAfter) / 2,
		OnCPU:  float64(cpu) / float64(elapsed),
		Bytes:  float64(after.TotalAlloc-before.TotalAlloc) / float64(s.n),
		Allocs: float64(after.Mallocs-before.Mallocs) / float64(s.n),
	}
	rep.Collected = after.NumGC != before.NumGC
	return rep, nil
}

// calibrate finds the op count that takes about target on a warm
// worker. It grows the count from 1, predicting from the last run, at most
// a hundredfold a step, as testing.B does; unlike testing.B it does not aim
// 20% high: samples need not exceed the target, only be alike. A run that
// reached the target may have been cold (a first call may build lazy
// tables) or slowed by the machine, so the count is predicted again from
// the fastest of confirmRuns runs at the predicted count; an op that still
// takes target or longer a call on a second try is timed one call a
// sample. The count matters beyond a sample's length (see cell.settle,
// which sets it again from the first samples;
// docs/evidence/2026-11-23-sample-length-and-op-count.md).
func calibrate(x serbench.Instance, op serbench.Op, target time.Duration) (int, error) {
	n, first := 1, true
	var last time.Duration
	for {
		elapsed, err := timeRun(x, op, n)
		if err != nil {
			return 0, err
		}
		if n >= maxOps {
			return n, nil
		}
		last = elapsed
		if elapsed >= target {
			if n == 1 && first && elapsed < coldLimit*target {
				first = false // a cold first call: try once more, warm
				continue
			}
			break
		}
		first = false
		next := maxOps
		if elapsed > 0 {
			next = int(float64(n) * float64(target) / float64(elapsed))
		}
		n = min(max(next, n+1), 100*n, maxOps)
	}
	if n = predict(n, target, last); n == 1 {
		return 1, nil
	}
	// Confirm at the count the last run predicts, from the fastest run.
	fastest := time.Duration(math.MaxInt64)
	for range confirmRuns {
		elapsed, err := timeRun(x, op, n)
		if err != nil {
			return 0, err
		}
		fastest = min(fastest, elapsed)
	}
	return predict(n, target, fastest), nil
}

// predict is the count of calls that takes target, from n calls that took
// elapsed; at least 1 and at most maxOps.
func predict(n int, target, elapsed time.Duration) int {
	if elapsed <= 0 {
		return n
	}
	return int(min(max(math.Round(float64(n)*float64(target)/float64(elapsed)), 1), maxOps))
}

// maxOps is the largest op count of a sample.
const maxOps = 1_000_000_000

// confirmRuns is how many runs at the predicted count calibrate makes to
// find the warm worker's per-call time; coldLimit bounds the first call it
// tries again, in targets, so that an op of seconds is not run twice.
const (
	confirmRuns = 3
	coldLimit   = 10
)

// warmOps is how many ops a sample runs untimed before its clock starts:
// those that take an eighth of target at perOp, the op's time per call in
// its last sample; none when that rounds to zero (an op of more than a
// quarter of the target, whose cold start is a small share of its sample,
// and one more call of which would cost a quarter of it or more). A
// worker's sample follows those of every other library, so its code and
// records start cold in the caches, a cost no long-running program pays
// every few milliseconds. The warm-up lasts a fixed time rather than a
// share of the sample's ops, so that a cell whose count settled low is not
// also warmed less (docs/evidence/2026-11-25-warm-up.md).
func warmOps(target time.Duration, perOp float64) int {
	return int(math.Round(float64(target) / 8 / perOp))
}

// growHeap allocates and drops garbage, writing to every page of it,
// until the collector has finished two cycles, so that the heap has grown
// to its goal once and every page the codecs' garbage will cycle through
// has been touched. A page the process touches for the first time can
// cost far more than the op that touches it (on a virtual machine that
// reports free memory to its host, the host has to back it again): a
// long-running program pays that once, and a worker's first samples must
// not pay it in their timed region
// (docs/evidence/2026-11-25-heap-grown-first.md). Serve calls it before
// the first sample after a prepare, whose records and instances move the
// heap's goal.
func growHeap() {
	cycles := []metrics.Sample{{Name: "/gc/cycles/total:gc-cycles"}}
	metrics.Read(cycles)
	until := cycles[0].Value.Uint64() + 2
	for allocated := 0; cycles[0].Value.Uint64() < until && allocated < growLimit; allocated += 64 << 10 {
		b := make([]byte, 64<<10)
		for i := 0; i < len(b); i += 4096 {
			b[i] = 1
		}
		heapSink = b
		metrics.Read(cycles)
	}
	heapSink = nil
}

// growLimit bounds what growHeap allocates, for a worker whose collector
// is off (GOGC=off).
const growLimit = 1 << 30

// heapSink keeps growHeap's garbage from being optimised away.
var heapSink []byte

// timeRun times n ops from the start of the visiting order.
func timeRun(x serbench.Instance, op serbench.Op, n int) (time.Duration, error) {
	start := time.Now()
	err := x.Run(op, 0, n)
	return time.Since(start), err
}

// sizes compresses each record alone, as a message on the wire would be,
// and times it: the mean size of a record raw, gzipped and zstd-compressed,
// and the mean time to compress and decompress it, each timed once over
// every record, with the encoder and decoder reused as their
// documentation advises. A compressor's time is the time of its bytes, not
// of the codec: it is timed once, when the codec is prepared, and carries
// no interval.
func sizes(records [][]byte) (*results.Size, error) {
	s := &results.Size{}
	if len(records) == 0 {
		return s, nil
	}
	n := float64(len(records))
	zw, err := zstd.NewWriter(nil)
	if err != nil {
		return nil, err
	}
	defer zw.Close()
	zr, err := zstd.NewReader(nil)
	if err != nil {
		return nil, err
	}
	defer zr.Close()
	zs := make([][]byte, len(records))
	start := time.Now()
	for i, r := range records {
		zs[i] = zw.EncodeAll(r, nil)
	}
	s.ZstdEncodeNs = float64(time.Since(start).Nanoseconds()) / n
	var out []byte
	start = time.Now()
	for _, z := range zs {
		if out, err = zr.DecodeAll(z, out[:0]); err != nil {
			return nil, fmt.Errorf("zstd: decoding what it encoded: %v", err)
		}
	}
	s.ZstdDecodeNs = float64(time.Since(start).Nanoseconds()) / n

	gs := make([][]byte, len(records))
	var buf bytes.Buffer
	gw := gzip.NewWriter(&buf)
	start = time.Now()
	for i, r := range records {
		buf.Reset()
		gw.Reset(&buf)
		gw.Write(r)
		gw.Close()
		gs[i] = bytes.Clone(buf.Bytes())
	}
	s.GzipEncodeNs = float64(time.Since(start).Nanoseconds()) / n
	var gr gzip.Reader
	var in bytes.Reader
	start = time.Now()
	for _, g := range gs {
		in.Reset(g)
		if err := gr.Reset(&in); err != nil {
			return nil, fmt.Errorf("gzip: reading what it wrote: %v", err)
		}
		buf.Reset()
		if _, err := buf.ReadFrom(&gr); err != nil {
			return nil, fmt.Errorf("gzip: decoding what it encoded: %v", err)
		}
	}
	s.GzipDecodeNs = float64(time.Since(start).Nanoseconds()) / n

	for i, r := range records {
		s.Bytes += float64(len(r))
		s.ZstdBytes += float64(len(zs[i]))
		s.GzipBytes += float64(len(gs[i]))
	}
	s.Bytes, s.GzipBytes, s.ZstdBytes = s.Bytes/n, s.GzipBytes/n, s.ZstdBytes/n
	return s, nil
}
