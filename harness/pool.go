package harness

import (
	"errors"
	"runtime"
	"sync"
	"time"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/fidelity"
	"github.com/serbench/serbench/internal/child"
)

// workerKey names one of a library's workers.
type workerKey struct {
	pkg    string
	worker int
}

// process returns pkg's worker number worker, starting one if there is
// none.
func (r *Runner) process(pkg string, worker int) (*process, error) {
	key := workerKey{pkg, worker}
	r.mu.Lock()
	defer r.mu.Unlock()
	if p := r.procs[key]; p != nil {
		return p, nil
	}
	if r.interrupted() {
		return nil, ErrInterrupted
	}
	cpu := -1
	if r.Pin {
		if c, ok := timingCPU(); ok {
			cpu = c
		}
	}
	p, err := startProcess(r.Exe, pkg, cpu, r.MemoryLimit)
	if err != nil {
		return nil, err
	}
	if r.MemoryLimit > 0 {
		if err := limitMemory(p, r.MemoryLimit); err != nil {
			return nil, err
		}
	}
	if r.procs == nil {
		r.procs = map[workerKey]*process{}
	}
	r.procs[key] = p
	return p, nil
}

// forget drops a dead or killed worker; the next request starts another.
func (r *Runner) forget(p *process) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for key, q := range r.procs {
		if q == p {
			delete(r.procs, key)
		}
	}
}

// Close ends every worker.
func (r *Runner) Close() {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, p := range r.procs {
		p.Close()
	}
	r.procs = nil
}

// closeWorkers ends the workers of us; a later request starts them again.
func (r *Runner) closeWorkers(us []*unit) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, u := range us {
		for key, p := range r.procs {
			if key.pkg == u.pkg() {
				p.Close()
				delete(r.procs, key)
			}
		}
	}
}

// prepareAll prepares units in a library's workers from number from to
// number to-1, checking them in the first (number 0), the units of each
// worker in order, two workers at a time (see twoAtATime). Every library's
// first worker is done before any second, which skips the units whose
// check crashed.
func (r *Runner) prepareAll(us []*unit, from, to int, timeout time.Duration) {
	pkgs, byPkg := byPackage(us, (*unit).pkg)
	for w := from; w < to; w++ {
		twoAtATime(pkgs, func(pkg string) {
			for _, u := range byPkg[pkg] {
				switch {
				case w == 0:
					r.prepare(u, 0, u.fid == nil, timeout)
					r.step(1, u.key().String())
				case u.fid.Status != fidelity.Crash:
					r.prepare(u, w, false, timeout)
				}
			}
		})
	}
}

// twoAtATime calls do for each package, on two goroutines (one on a
// single processor), and returns when every call has. It serves the
// requests that are not timed, preparing, checking and peak memory, which
// keep a worker on every processor (see pinner), so that two workers share
// the machine without either timing the other; each package's calls stay
// in one goroutine, in order, since a worker answers one request at a
// time.
func twoAtATime(pkgs []string, do func(pkg string)) {
	work := make(chan string)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), 2) {
		wg.Go(func() {
			for pkg := range work {
				do(pkg)
			}
		})
	}
	for _, pkg := range pkgs {
		work <- pkg
	}
	close(work)
	wg.Wait()
}

// prepare sets u up in its library's worker number worker, checking it
// when check is set. A crash or hang becomes u's verdict.
func (r *Runner) prepare(u *unit, worker int, check bool, timeout time.Duration) error {
	timeout = u.prepareTimeout(check, timeout)
	p, err := r.process(u.pkg(), worker)
	if err == nil {
		var rep reply
		payload := check && r.Payloads != "" && u.variant == serbench.Default
		rep, err = p.call(request{Kind: "prepare", ID: u.id, Dataset: u.binding.Dataset.Name,
			Codec: u.binding.Codec.Name, Variant: string(u.variant), Check: check, Payload: payload}, timeout)
		switch {
		case err != nil:
			r.forget(p)
		case rep.Panic != "":
			err = errors.New(child.FirstLine(rep.Panic))
		default:
			p.ready[u.id] = true
			if check {
				u.fid, u.size = rep.Fidelity, rep.Size
			}
			if payload && rep.Payload != nil {
				r.writePayload(u, rep.Payload)
			}
			return nil
		}
	}
	if check || u.fid == nil {
		u.fid = &fidelity.Report{Status: fidelity.Crash, Reason: err.Error()}
	}
	return err
}

// drop frees the dataset's instances in the workers.
func (r *Runner) drop(us []*unit) {
	for _, u := range us {
		r.mu.Lock()
		var ps []*process
		for key, p := range r.procs {
			if key.pkg == u.pkg() && p.ready[u.id] {
				ps = append(ps, p)
			}
		}
		r.mu.Unlock()
		for _, p := range ps {
			p.call(request{Kind: "drop", ID: u.id}, 10*time.Second)
			delete(p.ready, u.id)
		}
	}
}
