// Package child runs the child processes of serbench: the serbench binary
// started again in a mode of its own (a timing worker, a robustness probe),
// so that what a codec does to its process (garbage, a panic, a fatal
// error, a hang, memory without end) never touches the parent or another
// codec.
//
// A parent talks to a child over two pipes that Start passes as fds 3 and
// 4, which the child opens with Pipes: the parent writes requests to fd 3
// in whatever form the mode reads, and the child writes replies to fd 4 as
// one JSON value each. The child's stdout and stderr are kept apart from
// the replies, so a library that prints cannot corrupt them, and their
// tail explains a crash. It assumes Linux: memory is limited with
// RLIMIT_DATA.
package child

import (
	"bufio"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"

	"github.com/serbench/serbench/internal/tail"
)

// ErrInterrupted is what a run of children returns when it was stopped
// from outside, as by Ctrl-C, before it finished.
var ErrInterrupted = errors.New("interrupted")

// Errors of Await besides ErrInterrupted: the child ended without
// replying, or did not reply in time and was killed.
var (
	ErrExited   = errors.New("the child exited")
	ErrTimedOut = errors.New("the child did not reply in time")
)

// endWait is how long a child that should be ending may take before it is
// killed.
const endWait = 5 * time.Second

// A Spec says how to start a child.
type Spec struct {
	Exe  string   // the serbench binary
	Args []string // the mode's argument and its operands
	// Env is the child's environment; nil means the parent's.
	Env []string
	// Tail is how many bytes of the child's output are kept to explain
	// its death.
	Tail int
	// Replies is how many replies may wait, decoded, for Await.
	Replies int
	// DieWithParent kills the child when the parent dies, so that a child
	// stuck in a loop outlives no parent.
	DieWithParent bool
}

// A Process is a running child whose replies are values of type R.
type Process[R any] struct {
	cmd     *exec.Cmd
	in      *os.File // the requests pipe's write end
	enc     *json.Encoder
	replies chan R
	output  *tail.Buffer
	exited  chan struct{}
	waitErr error // set before exited closes
}

// Start starts the child s describes, with the requests pipe as its fd 3
// and the replies pipe as its fd 4.
func Start[R any](s Spec) (*Process[R], error) {
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
	p := &Process[R]{in: reqW, enc: json.NewEncoder(reqW), replies: make(chan R, s.Replies),
		output: &tail.Buffer{Max: s.Tail}, exited: make(chan struct{})}
	p.cmd = exec.Command(s.Exe, s.Args...)
	p.cmd.ExtraFiles = []*os.File{reqR, repW}
	p.cmd.Env = s.Env
	p.cmd.Stdout, p.cmd.Stderr = p.output, p.output
	if s.DieWithParent {
		p.cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	}
	err = p.cmd.Start()
	reqR.Close()
	repW.Close()
	if err != nil {
		reqW.Close()
		repR.Close()
		return nil, err
	}
	go func() {
		dec := json.NewDecoder(bufio.NewReader(repR))
		for {
			var r R
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

// Pid is the child's process id.
func (p *Process[R]) Pid() int { return p.cmd.Process.Pid }

// Send writes v to the child as one line of JSON.
func (p *Process[R]) Send(v any) error { return p.enc.Encode(v) }

// Write writes b to the child as it is.
func (p *Process[R]) Write(b []byte) (int, error) { return p.in.Write(b) }

// Await returns the child's next reply, waiting at most timeout and only
// until stop closes (a nil stop never does). A child that does not reply
// in time or is stopped is killed: the error is ErrTimedOut or
// ErrInterrupted. ErrExited means the child ended; Ended says how.
func (p *Process[R]) Await(timeout time.Duration, stop <-chan struct{}) (R, error) {
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	var zero R
	select {
	case r, ok := <-p.replies:
		if !ok {
			return zero, ErrExited
		}
		return r, nil
	case <-timer.C:
		p.Kill()
		return zero, ErrTimedOut
	case <-stop:
		p.Kill()
		return zero, ErrInterrupted
	}
}

// Ended waits for a child that stopped replying to end, killing it if it
// takes longer than endWait, and returns what its Wait returned.
func (p *Process[R]) Ended() error {
	select {
	case <-p.exited:
	case <-time.After(endWait):
		p.Kill()
	}
	p.in.Close()
	return p.waitErr
}

// Output is the tail of what the child printed.
func (p *Process[R]) Output() *tail.Buffer { return p.output }

// Kill kills the child and waits for it to end.
func (p *Process[R]) Kill() {
	p.cmd.Process.Kill()
	<-p.exited
	p.in.Close()
}

// Close ends the child by closing its requests, killing it if it takes
// longer than endWait to end.
func (p *Process[R]) Close() {
	p.in.Close()
	select {
	case <-p.exited:
	case <-time.After(endWait):
		p.Kill()
	}
}

// Pipes opens, in the child, the requests and replies pipes its parent
// passed, naming them as given.
func Pipes(requests, replies string) (in, out *os.File) {
	return os.NewFile(3, requests), os.NewFile(4, replies)
}

// FirstLine is the first line of s: how a child's panic, whose stack
// follows on the lines after, is quoted in one line.
func FirstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
