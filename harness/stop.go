package harness

import (
	"errors"
	"fmt"

	"golang.org/x/sys/unix"
)

// ErrInterrupted is what Run returns after Interrupt: the datasets it had
// finished are journaled, the one in progress is not, so that a resumed
// run redoes exactly that one.
var ErrInterrupted = errors.New("interrupted")

// Interrupt stops a Run from another goroutine, as on Ctrl-C: it kills
// every worker at once, so that the request in progress fails and Run
// returns ErrInterrupted without journaling the dataset it was in, and no
// worker is started after it.
func (r *Runner) Interrupt() {
	r.stopped.Store(true)
	r.mu.Lock()
	procs := r.procs
	r.procs = nil
	r.mu.Unlock()
	for _, p := range procs {
		p.kill()
	}
}

func (r *Runner) interrupted() bool { return r.stopped.Load() }

// limitMemory holds worker p to mem bytes of heap (RLIMIT_DATA), so that a
// codec that allocates without end dies of "out of memory", a crash the
// Runner records, before the machine runs short.
func limitMemory(p *process, mem int64) error {
	lim := &unix.Rlimit{Cur: uint64(mem), Max: uint64(mem)}
	if err := unix.Prlimit(p.cmd.Process.Pid, unix.RLIMIT_DATA, lim, nil); err != nil {
		p.kill()
		return fmt.Errorf("limiting the memory of the worker for %s: %w", p.pkg, err)
	}
	return nil
}
