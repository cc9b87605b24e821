package harness

import "github.com/serbench/serbench/internal/child"

// ErrInterrupted is what Run returns after Interrupt: the datasets it had
// finished are journaled, the one in progress is not, so that a resumed
// run redoes exactly that one. It is robust.ErrInterrupted too.
var ErrInterrupted = child.ErrInterrupted

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
		p.Kill()
	}
}

func (r *Runner) interrupted() bool { return r.stopped.Load() }
