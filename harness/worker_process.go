package harness

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"time"

	"github.com/serbench/serbench/internal/tail"
)

// WorkerArg is the argument that makes the serbench binary serve as a
// worker: the parent starts itself with it.
const WorkerArg = "__worker"

// ServeWorker serves requests on the pipes a parent passed as fds 3 and 4.
func ServeWorker() error {
	in, out := os.NewFile(3, "requests"), os.NewFile(4, "replies")
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
	pkg     string
	cmd     *exec.Cmd
	enc     *json.Encoder
	reqW    *os.File
	replies chan reply
	output  *tail.Buffer
	exited  chan struct{}
	waitErr error
	ready   map[int]bool // instances prepared in this process
}

// errCrashed is returned when the worker died; errTimeout when it did not
// answer in time and was killed.
var (
	errCrashed = errors.New("worker crashed")
	errTimeout = errors.New("timeout")
)

// workerGODEBUG is the runtime setting a worker starts with: the memory
// the Go runtime returns to the kernel is released with MADV_FREE, which
// the kernel takes back only when it runs short, rather than MADV_DONTNEED,
// after which every page faults again on its next use. A worker idles
// while the others sample, and the runtime's background scavenger returns
// its free memory in those gaps, so with MADV_DONTNEED a codec that
// allocates large objects (edge's 64 KiB string, cart's records) paid for
// page faults in the samples after a gap and not in the others: a cost of
// the interleaving, not of the codec, that no long-running program pays as
// often. On --quick runs of edge and cart, alternated, three of each, it
// kept 97.6-98.5% of edge's codec pairs 10% apart in order against
// 95.4-96.7%, and the samples' median spread fell from 22-23% to 17%
// (docs/methodology.md).
const workerGODEBUG = "madvdontneed=0"

// WorkerGODEBUG is the GODEBUG a worker starts with: workerGODEBUG, then
// the user's settings, which win.
func WorkerGODEBUG() string {
	if user := os.Getenv("GODEBUG"); user != "" {
		return workerGODEBUG + "," + user
	}
	return workerGODEBUG
}

// workerEnv is the environment of a worker: the parent's, with
// workerGODEBUG before any GODEBUG settings of the user's, which win, and
// the processor to pin the timing thread to unless cpu is negative.
func workerEnv(cpu int) []string {
	env := append(os.Environ(), "GODEBUG="+WorkerGODEBUG()) // the last of a name wins
	if cpu >= 0 {
		env = append(env, fmt.Sprintf("%s=%d", cpuEnv, cpu))
	}
	return env
}

// startProcess starts a worker for pkg, pinning its timing thread to cpu
// unless cpu is negative.
func startProcess(exe, pkg string, cpu int) (*process, error) {
	reqR, reqW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	repR, repW, err := os.Pipe()
	if err != nil {
		reqR.Close()
		reqW.Close()
		return nil, err
	}
	p := &process{pkg: pkg, replies: make(chan reply), output: &tail.Buffer{Max: 8 << 10},
		exited: make(chan struct{}), ready: map[int]bool{}}
	p.cmd = exec.Command(exe, WorkerArg)
	p.cmd.ExtraFiles = []*os.File{reqR, repW}
	p.cmd.Env = workerEnv(cpu)
	p.cmd.Stdout, p.cmd.Stderr = p.output, p.output
	if err := p.cmd.Start(); err != nil {
		reqR.Close()
		reqW.Close()
		repR.Close()
		repW.Close()
		return nil, fmt.Errorf("starting worker for %s: %w", pkg, err)
	}
	reqR.Close()
	repW.Close()
	p.reqW = reqW
	p.enc = json.NewEncoder(reqW)
	go func() {
		dec := json.NewDecoder(bufio.NewReader(repR))
		for {
			var r reply
			if dec.Decode(&r) != nil {
				break
			}
			p.replies <- r
		}
		close(p.replies)
		repR.Close()
	}()
	go func() {
		p.waitErr = p.cmd.Wait()
		close(p.exited)
	}()
	return p, nil
}

// call sends req and waits for the reply at most timeout.
func (p *process) call(req request, timeout time.Duration) (reply, error) {
	if err := p.enc.Encode(req); err != nil {
		return reply{}, p.crashed()
	}
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	select {
	case r, ok := <-p.replies:
		if !ok {
			return reply{}, p.crashed()
		}
		return r, nil
	case <-timer.C:
		p.kill()
		return reply{}, fmt.Errorf("%w: no answer in %v", errTimeout, timeout)
	}
}

// crashed waits for the process to end and describes how it died.
func (p *process) crashed() error {
	select {
	case <-p.exited:
	case <-time.After(5 * time.Second):
		p.kill()
	}
	msg := "exited"
	if p.waitErr != nil {
		msg = p.waitErr.Error()
	}
	return fmt.Errorf("%w (%s): %s", errCrashed, msg, p.output.LastLines(6))
}

func (p *process) kill() {
	p.cmd.Process.Kill()
	<-p.exited
	p.reqW.Close()
}

// close ends the worker by closing its requests.
func (p *process) close() {
	p.reqW.Close()
	select {
	case <-p.exited:
	case <-time.After(5 * time.Second):
		p.kill()
	}
}
