package harness

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"runtime/debug"
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
	// Runway, on a sample, is how far past its live heap the worker's
	// heap grows between collections, in bytes; 0 for what the worker's
	// own GOGC allows (see collector).
	Runway int64 `json:"runway,omitempty"`
	// Refill, on a sample, is what a refill in another worker showed of
	// the op, which the worker takes for its own while it has none (see
	// measure).
	Refill refill `json:"refill,omitempty"`
	// Peak, on a sample, is the most heap the op held in its peak memory
	// request, in bytes; 0 when unknown. The held worker's memory limit
	// leaves room for it (see collector.hold).
	Peak int64 `json:"peak,omitempty"`
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
	// Refill is what the op's refills have shown so far in this worker,
	// for the next request's Refill to its other workers.
	Refill refill `json:"refill,omitempty"`

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
	// grown says that the heap has grown to its goal since the last
	// request that was not a sample: a prepare moves the goal, and what
	// runs with the pacer may return pages (see collector.grow).
	grown := false
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
			gc.declared = float64(req.Runway)
			gc.hold(float64(req.Peak))
			if !grown {
				gc.grow()
				grown = true
			}
		} else {
			gc.release()
		}
		rep := handle(instances, ref, gc, &req)
		grown = grown && req.Kind == "sample"
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
	others  []serbench.Instance // one per extra goroutine of the parallel op, made on its first use
	last    map[serbench.Op]lastSample
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
		var x serbench.Instance
		var r fidelity.Report
		if req.Check {
			x, r = b.Checked(v)
		} else {
			x = b.Instance(v)
		}
		instances[req.ID] = &live{Instance: x, binding: b, variant: v, last: map[serbench.Op]lastSample{}}
		if req.Check {
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
			last := x.last[op]
			last.cycles = gc.cycles()
			x.last[op] = last
		}
		last, ran := x.last[op]
		if last.refill == refillUntried {
			last.refill = req.Refill
		}
		perOp := last.ns
		if perOp <= 0 {
			perOp = float64(req.Target) / float64(n) // a count just calibrated takes about the target
		}
		s := sampling{from: req.From, n: n, warm: warmOps(time.Duration(req.Target), perOp), expect: -1,
			collect: req.Collect, ran: ran, ranAt: last.cycles, refill: last.refill}
		if last.ns > 0 {
			s.expect = expectMargin * last.bytes * float64(s.n+s.warm+1)
		}
		var refilled refillRun
		rep, refilled, err = measure(x, ref, gc, op, s)
		if err == nil {
			least := rep.Bytes
			if last.ns > 0 {
				least = min(least, last.least)
			}
			x.last[op] = lastSample{ns: rep.Ns, bytes: rep.Bytes, least: least, cycles: gc.cycles(),
				refill: last.refill.after(refilled, rep.Bytes, last.least)}
			rep.Refill = x.last[op].refill
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
