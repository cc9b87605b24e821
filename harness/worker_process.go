package harness

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/serbench/serbench/internal/child"
)

// WorkerArg is the argument that makes the serbench binary serve as a
// worker: the parent starts itself with it.
const WorkerArg = "__worker"

// ServeWorker serves requests on the pipes a parent passed as fds 3 and 4.
func ServeWorker() error {
	in, out := child.Pipes("requests", "replies")
	if in == nil || out == nil {
		return errors.New("serbench: the worker mode is started by serbench itself")
	}
	w := bufio.NewWriter(out)
	err := Serve(in, flushWriter{w})
	return errors.Join(err, w.Flush())
}

type flushWriter struct{ w *bufio.Writer }

func (f flushWriter) Write(p []byte) (int, error) {
	n, err := f.w.Write(p)
	if err == nil {
		err = f.w.Flush()
	}
	return n, err
}

// process is a running worker for one library package.
type process struct {
	*child.Process[reply]
	pkg   string
	ready map[int]bool // instances prepared in this process
}

// errCrashed is returned when the worker died; errTimeout when it did not
// answer in time and was killed.
var (
	errCrashed = errors.New("worker crashed")
	errTimeout = errors.New("timeout")
)

// workerEnv is the environment of a worker: the parent's, with
// child.GODEBUG, the GOMEMLIMIT that WorkerGOMEMLIMIT gives for a worker
// held to memoryLimit bytes, and the processor to pin the timing thread
// to unless cpu is negative.
func workerEnv(cpu int, memoryLimit int64) []string {
	env := append(os.Environ(), "GODEBUG="+child.GODEBUG()) // the last of a name wins
	if soft := WorkerGOMEMLIMIT(memoryLimit); soft != "" {
		env = append(env, "GOMEMLIMIT="+soft)
	}
	if cpu >= 0 {
		env = append(env, fmt.Sprintf("%s=%d", cpuEnv, cpu))
	}
	return env
}

// WorkerGOMEMLIMIT is the GOMEMLIMIT a worker held to memoryLimit bytes
// (Runner.MemoryLimit; 0 for none) starts with: the user's, or else the
// limit itself, so that the pacer collects harder as the heap nears it
// rather than let a heap of garbage, twice an op's live peak at GOGC=100,
// run into the kernel's limit. "" when the worker is not limited and the
// user set none.
func WorkerGOMEMLIMIT(memoryLimit int64) string {
	if user := os.Getenv("GOMEMLIMIT"); user != "" || memoryLimit <= 0 {
		return user
	}
	return fmt.Sprintf("%dMiB", memoryLimit>>20)
}

// startProcess starts a worker for pkg, pinning its timing thread to cpu
// unless cpu is negative, its pacer aiming below memoryLimit (see
// WorkerGOMEMLIMIT); the caller sets the hard limit (limitMemory).
func startProcess(exe, pkg string, cpu int, memoryLimit int64) (*process, error) {
	c, err := child.Start[reply](child.Spec{Exe: exe, Args: []string{WorkerArg}, Env: workerEnv(cpu, memoryLimit), Tail: 8 << 10})
	if err != nil {
		return nil, fmt.Errorf("starting worker for %s: %w", pkg, err)
	}
	return &process{Process: c, pkg: pkg, ready: map[int]bool{}}, nil
}

// call sends req and waits for the reply at most timeout.
func (p *process) call(req request, timeout time.Duration) (reply, error) {
	if err := p.Send(req); err != nil {
		return reply{}, p.crashed()
	}
	rep, err := p.Await(timeout, nil)
	switch {
	case errors.Is(err, child.ErrTimedOut):
		return reply{}, fmt.Errorf("%w: no answer in %v", errTimeout, timeout)
	case err != nil:
		return reply{}, p.crashed()
	}
	return rep, nil
}

// crashed waits for the process to end and describes how it died.
func (p *process) crashed() error {
	msg := "exited"
	if err := p.Ended(); err != nil {
		msg = err.Error()
	}
	return fmt.Errorf("%w (%s): %s", errCrashed, msg, p.Output().LastLines(6))
}

// limitMemory holds worker p to a data segment (RLIMIT_DATA) of twice
// mem, so that a codec that allocates without end dies of "out of
// memory", a crash the Runner records, before the machine runs short. The
// kernel counts every page the runtime has mapped, those it has returned
// included, so that a heap the pacer holds below mem still maps more as
// it fragments (docs/evidence/2026-12-08-memory-limits.md).
func limitMemory(p *process, mem int64) error {
	if err := p.LimitData(uint64(2 * mem)); err != nil {
		return fmt.Errorf("limiting the memory of the worker for %s: %w", p.pkg, err)
	}
	return nil
}
