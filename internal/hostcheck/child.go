package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strings"
	"syscall"
	"time"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/internal/gchost"
	"github.com/serbench/serbench/internal/tail"
)

// childArg makes the hostcheck binary serve as a host: the child that
// holds a declared live heap and times ops in it with the pacer on.
const childArg = "__hostcheck-host"

// A cell is one op of one codec on one dataset, default variant.
type cell struct {
	Dataset string `json:"dataset"`
	Codec   string `json:"codec"`
	Op      string `json:"op"`
}

func (c cell) String() string { return c.Dataset + "/" + c.Codec + "/" + c.Op }

// A job is what the parent asks of a host child: hold Host, then time the
// steps in order.
type job struct {
	// Host is the host's declaration, as gchost.ParseHost reads it.
	Host string `json:"host"`
	// Chunk is how long a step runs its op, timed; Warm how long it runs
	// it untimed first.
	Chunk time.Duration `json:"chunk_ns"`
	Warm  time.Duration `json:"warm_ns"`
	Steps []step        `json:"steps"`
	// Held has every step timed a second time, as long, with the
	// collector held off, as a serbench worker and the calibration's held
	// side time: what the op costs the host without its garbage.
	Held bool `json:"held,omitempty"`
}

// A step is one chunk of a cell's timing.
type step struct {
	cell
	Chunk int `json:"chunk"` // which of the cell's chunks, from 0
}

// heapState is the child's first answer, once it holds its host: the live
// heap it holds, the host's with what the program's packages keep, and
// the collector's goal for it.
type heapState struct {
	LiveBytes uint64 `json:"live_bytes"`
	GoalBytes uint64 `json:"goal_bytes"`
}

// A chunk is the child's answer for a step: one JSON line.
type chunk struct {
	step
	// Ops is how many ops ran timed, and CPUNs the process's processor
	// time meanwhile, every thread: the collector's included.
	Ops   int64 `json:"ops"`
	CPUNs int64 `json:"cpu_ns"`
	// Bytes is what the timed ops allocated and Cycles the collections
	// that ended meanwhile.
	Bytes  uint64 `json:"bytes"`
	Cycles uint64 `json:"cycles"`
	// HeldOps and HeldCPUNs are the same for the step timed again with
	// the collector held off, when the job asks for it.
	HeldOps   int64 `json:"held_ops,omitempty"`
	HeldCPUNs int64 `json:"held_cpu_ns,omitempty"`
	// Error says why the step did not run: the codec panicked or failed.
	Error string `json:"error,omitempty"`
}

// nsPerOp is the chunk's processor time per op.
func (c chunk) nsPerOp() float64 { return float64(c.CPUNs) / float64(c.Ops) }

// runHost runs j in a child process, exe started with args, which must
// call serveHost, and returns the heap it held and its chunks in the order
// of j's steps. The child dies with ctx and with its parent.
func runHost(ctx context.Context, exe string, args []string, j job) (heapState, []chunk, error) {
	var heap heapState
	in, err := json.Marshal(j)
	if err != nil {
		return heap, nil, err
	}
	var stdout strings.Builder
	stderr := &tail.Buffer{Max: 8 << 10}
	cmd := exec.CommandContext(ctx, exe, args...)
	cmd.Stdin = strings.NewReader(string(in))
	cmd.Stdout, cmd.Stderr = &stdout, stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := cmd.Run(); err != nil {
		return heap, nil, fmt.Errorf("host %s in %s: %v: %s", j.Host, exe, err, stderr.LastLines(6))
	}
	dec := json.NewDecoder(strings.NewReader(stdout.String()))
	if err := dec.Decode(&heap); err != nil {
		return heap, nil, fmt.Errorf("host %s: reading the child's heap: %v", j.Host, err)
	}
	var chunks []chunk
	for {
		var c chunk
		if err := dec.Decode(&c); err == io.EOF {
			break
		} else if err != nil {
			return heap, nil, fmt.Errorf("host %s: reading the child's answer %d: %v", j.Host, len(chunks)+1, err)
		}
		chunks = append(chunks, c)
	}
	if len(chunks) != len(j.Steps) {
		return heap, nil, fmt.Errorf("host %s: the child answered %d steps of %d", j.Host, len(chunks), len(j.Steps))
	}
	return heap, chunks, nil
}

// serveHost is the child's main function: it reads a job from in, holds
// its host for the rest of the process, and writes the heap it holds, then
// a chunk per step, to out, as JSON lines. A cell whose codec panicked or failed answers its
// remaining steps with the error, untimed.
func serveHost(in io.Reader, out io.Writer) error {
	serbench.UseCheckZone() // as serbench's workers do
	var j job
	if err := json.NewDecoder(in).Decode(&j); err != nil {
		return fmt.Errorf("hostcheck host: reading the job: %v", err)
	}
	h, err := gchost.ParseHost(j.Host)
	if err != nil {
		return err
	}
	if _, err := gchost.Hold(h); err != nil {
		return err
	}
	w := bufio.NewWriter(out)
	enc := json.NewEncoder(w)
	heap := []metrics.Sample{{Name: "/gc/heap/live:bytes"}, {Name: "/gc/heap/goal:bytes"}}
	metrics.Read(heap)
	if err := enc.Encode(heapState{heap[0].Value.Uint64(), heap[1].Value.Uint64()}); err != nil {
		return err
	}
	failed := map[cell]string{}
	held := time.Duration(0)
	if j.Held {
		held = j.Chunk
	}
	runway := heap[1].Value.Uint64() - heap[0].Value.Uint64()
	for _, s := range j.Steps {
		c := chunk{step: s}
		if why, ok := failed[s.cell]; ok {
			c.Error = why
		} else if err := timeStep(&c, j.Chunk, j.Warm, held, runway); err != nil {
			c.Error = err.Error()
			failed[s.cell] = c.Error
		}
		if err := enc.Encode(c); err != nil {
			return err
		}
	}
	return w.Flush()
}

// timeStep makes c's instance, runs its op for warm untimed, then for
// about d timed, and fills in c's figures. The collector runs as the
// host's pacer has it: nothing is collected by force. With held above
// zero, it then times the op for about held more with the collector held
// off (timeHeld), in segments of at most runway bytes of garbage.
func timeStep(c *chunk, d, warm, held time.Duration, runway uint64) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%s: panic: %v\n%s", c.cell, p, debug.Stack())
		}
	}()
	b := serbench.Lookup(c.Codec, c.Dataset)
	if b.Unsupported != "" {
		return fmt.Errorf("%s: unsupported: %s", c.cell, b.Unsupported)
	}
	x := b.Instance(serbench.Default)
	l := loop{x: x, op: serbench.Op(c.Op), batch: 1}
	if _, err := l.runFor(warm); err != nil {
		return err
	}
	var before, after [2]metrics.Sample
	before[0].Name, before[1].Name = "/gc/heap/allocs:bytes", "/gc/cycles/total:gc-cycles"
	after = before
	metrics.Read(before[:])
	start := gchost.ProcessCPU()
	ops, err := l.runFor(d)
	cpu := gchost.ProcessCPU() - start
	metrics.Read(after[:])
	if err != nil {
		return err
	}
	c.Ops, c.CPUNs = ops, int64(cpu)
	c.Bytes = after[0].Value.Uint64() - before[0].Value.Uint64()
	c.Cycles = after[1].Value.Uint64() - before[1].Value.Uint64()
	if held > 0 {
		var heldCPU time.Duration
		c.HeldOps, heldCPU, err = l.timeHeld(held, runway)
		c.HeldCPUNs = int64(heldCPU)
	}
	return err
}

// heldGuard is how far past the heap's goal and a segment's garbage the
// heap may grow while the collector is held before the runtime collects
// anyway, which fails the step: a guard against a miscounted segment.
const heldGuard = 2 << 30

// timeHeld runs the loop's op for about d of wall time with the collector
// held off, as serbench's workers hold it while they sample, and returns the ops and the
// process's processor time they took. It times segments: each starts from
// a collected heap, untimed, and ends once its op has allocated runway
// bytes, the pacer's cycle, so that the heap grows no more than a paced
// cycle would and the ops write to memory as cold as the pacer's garbage
// leaves it. A collection during a segment fails it.
func (l *loop) timeHeld(d time.Duration, runway uint64) (ops int64, cpu time.Duration, err error) {
	gogc := debug.SetGCPercent(-1)
	limit := debug.SetMemoryLimit(-1)
	defer func() {
		debug.SetGCPercent(gogc)
		debug.SetMemoryLimit(limit)
	}()
	stats := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}, {Name: "/gc/cycles/total:gc-cycles"}}
	var wall time.Duration
	for wall < d {
		runtime.GC()
		metrics.Read(stats)
		startBytes, cycles := stats[0].Value.Uint64(), stats[1].Value.Uint64()
		debug.SetMemoryLimit(int64(heapInUse() + runway + heldGuard))
		start, startCPU := time.Now(), gchost.ProcessCPU()
		for time.Since(start) < d-wall {
			if err := l.x.Run(l.op, l.from, l.batch); err != nil {
				return ops, cpu, fmt.Errorf("%s: %v", l.op, err)
			}
			l.from += l.batch
			ops += int64(l.batch)
			if metrics.Read(stats); stats[0].Value.Uint64()-startBytes >= runway {
				break
			}
		}
		cpu += gchost.ProcessCPU() - startCPU
		wall += time.Since(start)
		if metrics.Read(stats); stats[1].Value.Uint64() != cycles {
			return ops, cpu, fmt.Errorf("%s: the collector ran while held off: the heap passed its guard", l.op)
		}
	}
	return ops, cpu, nil
}

// heapInUse is the memory the heap's objects take now.
func heapInUse() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// A loop runs an instance's op in batches, going on through the visiting
// order where its last batch stopped.
type loop struct {
	x     serbench.Instance
	op    serbench.Op
	from  int
	batch int // ops a batch: doubled until a batch takes batchTime
}

// batchTime is about how long a loop's batch runs: long enough that
// reading the clock between batches costs nothing beside it, short enough
// that a loop stops close to its time.
const batchTime = time.Millisecond

// runFor runs batches until d has passed and returns the ops it ran.
func (l *loop) runFor(d time.Duration) (int64, error) {
	var ops int64
	start := time.Now()
	for last := start; time.Since(start) < d; {
		if err := l.x.Run(l.op, l.from, l.batch); err != nil {
			return ops, fmt.Errorf("%s: %v", l.op, err)
		}
		l.from += l.batch
		ops += int64(l.batch)
		now := time.Now()
		if now.Sub(last) < batchTime && l.batch < 1<<30 {
			l.batch *= 2
		}
		last = now
	}
	return ops, nil
}
