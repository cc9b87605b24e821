package harness

import (
	"cmp"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/fidelity"
	"github.com/serbench/serbench/internal/child"
	"github.com/serbench/serbench/results"
)

// Runner checks and times the cells of a Plan in worker processes.
type Runner struct {
	// Exe is the serbench binary, started with WorkerArg for each worker.
	Exe string
	// Journal, when set, receives every finished row as it finishes.
	Journal *results.Journal
	// Done is what a resumed run had finished: those rows are not redone.
	Done *results.File
	// Progress, when set, is told of each step done.
	Progress func(steps int, what string)
	// Pin takes every sample on one processor, the last, where the
	// machine has more than one.
	Pin bool
	// Payloads, when set, is a directory that receives one encoded record
	// per dataset and codec, as <dataset>/<codec>.<ext>, for people to read.
	Payloads string
	// MemoryLimit, when positive, is the memory in bytes a worker may
	// hold: its pacer aims below it (WorkerGOMEMLIMIT), and past twice as
	// much the kernel refuses it memory (limitMemory), so that it dies and
	// its cell records why.
	MemoryLimit int64
	// PriceRound, when set, measures one more round of the run's price of
	// garbage. The runner calls it between two samples, no worker busy,
	// once PriceEvery has passed since the run started or the last round,
	// so that the price is measured across the whole run, in the states of
	// the machine its samples saw. Its time is not charged to the budget.
	// An error ends the run.
	PriceRound func() error
	PriceEvery time.Duration

	mu         sync.Mutex
	procs      map[workerKey]*process
	payloadErr error // the first payload that could not be written
	stopped    atomic.Bool
	lastPrice  time.Time // when PriceRound last ran, or the run started
}

func (r *Runner) step(n int, what string) {
	if r.Progress != nil {
		r.Progress(n, what)
	}
}

// Validate checks every supported pair of p and returns the verdicts, with
// a row for each unsupported pair too, and the sizes measured on the way.
func (r *Runner) Validate(p *Plan) ([]results.Fidelity, []results.Size) {
	units, unsupported := p.units()
	var all []*unit
	for _, us := range units {
		for _, g := range groups(us, 1) {
			r.prepareAll(g, 0, 1, p.Timeout)
			r.drop(g)
			if len(g) < len(us) {
				r.closeWorkers(g)
			}
			all = append(all, g...)
		}
	}
	fids, sizes := rows(all)
	fids = append(fids, unsupportedRows(unsupported)...)
	return fids, sizes
}

// Run checks and times p, dataset by dataset, journaling each row as it
// finishes. Rows already in r.Done are skipped.
func (r *Runner) Run(p *Plan) error {
	r.lastPrice = time.Now()
	done := r.doneRows()
	units, unsupported := p.units()
	if err := r.addUnsupported(unsupported, done); err != nil {
		return err
	}
	for _, us := range units {
		for _, g := range groups(us, p.processes()) {
			if len(g) == 0 {
				continue
			}
			if r.interrupted() {
				return ErrInterrupted
			}
			if err := r.runDataset(p, g, done); err != nil {
				return err
			}
			if len(g) < len(us) {
				r.closeWorkers(g)
			}
		}
	}
	return r.payloadErr
}

// runDataset prepares the units of one dataset, then times their cells
// round-robin, Count rounds and then rounds of the cells still too wide
// while the budget lasts, and journals them when the last round ends.
func (r *Runner) runDataset(p *Plan, us []*unit, done doneRows) error {
	t0 := time.Now()
	cells, err := r.setUp(p, us, done)
	if err != nil {
		return err
	}
	stage := results.Stage{Dataset: us[0].binding.Dataset.Name, Units: len(us), Cells: len(cells), PrepareS: time.Since(t0).Seconds()}
	if p.Memory && us[0].binding.Dataset.Large {
		t := time.Now()
		r.peaks(cells, p)
		stage.MemoryS = time.Since(t).Seconds()
	}
	if p.firstWorkerFirst(us) {
		t := time.Now()
		r.prepareAll(p.sampledAgain(cells), 1, p.processes(), p.Timeout)
		stage.PrepareS += time.Since(t).Seconds()
	}
	// Progress: a step per sample of the first Count rounds; the extra
	// samples' steps go by the share of the budget spent, since the budget,
	// not their count, decides when they end.
	start := time.Now()
	budget := p.Budget * time.Duration(len(cells))
	total, extra, stepped := len(cells)*p.maxCount(), len(cells)*(p.maxCount()-p.Count), 0
	var chunks, price time.Duration // spent on latency and parallel chunks and on the price, outside the budget
	for round := 0; ; round++ {
		todo := p.due(cells, round, time.Since(start)-chunks-price < budget)
		if len(todo) == 0 {
			break
		}
		for _, c := range todo {
			t := time.Now()
			r.sample(c, p)
			c.spent += time.Since(t)
			if r.interrupted() {
				return ErrInterrupted
			}
			if r.PriceRound != nil && time.Since(r.lastPrice) >= r.PriceEvery {
				t := time.Now()
				if err := r.PriceRound(); err != nil {
					return err
				}
				r.lastPrice = time.Now()
				price += r.lastPrice.Sub(t)
			}
			if p.chunkDue(round) {
				t := time.Now()
				r.chunk(c, p)
				chunks += time.Since(t)
			}
			c.settle(p) // after the chunk, which needs the samples so far
			want := stepped + 1
			if round >= p.Count {
				want = len(cells)*p.Count + int(float64(extra)*min((time.Since(start)-chunks-price).Seconds()/budget.Seconds(), 1))
			}
			if n := min(want, total) - stepped; n > 0 {
				r.step(n, c.key().String())
				stepped += n
			}
		}
	}
	r.step(total-stepped, "")
	t1 := time.Now()
	stage.SampleS, stage.ExtrasS, stage.PriceS = (t1.Sub(start) - chunks - price).Seconds(), chunks.Seconds(), price.Seconds()
	if err := r.finishDataset(p, us, cells); err != nil {
		return err
	}
	stage.FinishS = time.Since(t1).Seconds()
	return r.add(results.Entry{Stage: &stage})
}

// setUp prepares the units of one dataset and journals their fidelity and
// size rows; it returns the cells still to time, those of units that
// failed their check marked failed.
func (r *Runner) setUp(p *Plan, us []*unit, done doneRows) ([]*cell, error) {
	var cells []*cell
	var todo, fresh []*unit
	for _, u := range us {
		var cs []*cell
		for _, op := range u.ops {
			c := &cell{u: u, op: op, large: u.binding.Dataset.Large}
			if !done.cells[c.key()] {
				cs = append(cs, c)
			}
		}
		if !done.units[u.key()] {
			fresh = append(fresh, u)
		} else if len(cs) > 0 {
			r.restore(u)
		}
		if len(cs) > 0 || !done.units[u.key()] {
			todo = append(todo, u)
		}
		cells = append(cells, cs...)
	}
	workers := p.processes()
	if p.firstWorkerFirst(us) {
		workers = 1 // the others once the peaks are known (see sampledAgain)
	}
	r.prepareAll(todo, 0, workers, p.Timeout)
	if r.interrupted() {
		return nil, ErrInterrupted
	}
	fids, sizes := rows(fresh)
	for i := range fids {
		if err := r.add(results.Entry{Fidelity: &fids[i]}); err != nil {
			return nil, err
		}
	}
	for i := range sizes {
		if err := r.add(results.Entry{Size: &sizes[i]}); err != nil {
			return nil, err
		}
	}
	// A variant without a Marshal of its own decodes the default's bytes:
	// its MB/s is over those.
	defaults := map[string]*results.Size{}
	for _, u := range us {
		if u.variant == serbench.Default {
			defaults[u.binding.Codec.Name] = u.size
		}
	}
	for _, u := range us {
		if u.size == nil {
			u.size = defaults[u.binding.Codec.Name]
		}
	}
	for _, c := range cells {
		if c.u.fid.Status == fidelity.Error || c.u.fid.Status == fidelity.Crash {
			c.failure = "fidelity check: " + string(c.u.fid.Status) + ": " + child.FirstLine(c.u.fid.Reason)
		}
	}
	return cells, nil
}

// finishDataset journals the cells of one dataset and frees its instances.
func (r *Runner) finishDataset(p *Plan, us []*unit, cells []*cell) error {
	between := betweenWorkers(cells)
	for _, c := range cells {
		if err := r.finish(c, p, between); err != nil {
			return err
		}
	}
	r.drop(us)
	return nil
}

func (r *Runner) finish(c *cell, p *Plan, between float64) error {
	d, name, v := c.u.binding.Dataset.Name, c.u.binding.Codec.Name, string(c.u.variant)
	if c.failure != "" {
		return r.add(results.Entry{Failure: &results.Failure{Dataset: d, Codec: name, Variant: v, Op: string(c.op), Reason: c.failure}})
	}
	s := results.Samples{Own: c.ns, Ref: c.ref, OnCPU: c.onCPU, Bytes: c.bytes, Allocs: c.allocs}
	if p.processes() > 1 {
		s.Worker = c.worker
	}
	res := results.NewResult(d, name, v, string(c.op), c.n, s, results.Pricing{Price: p.GCPrice, Between: between}, c.u.recordBytes())
	res.Latency, res.Parallel, res.Memory = c.latency, c.parallel, c.memory
	if c.collected > 0 {
		res.Warnings = append(res.Warnings, fmt.Sprintf("a collection fell inside %d of %d samples, which allocated past the held worker's guard", c.collected, len(c.ns)))
	}
	if c.tooSlow {
		res.Warnings = append(res.Warnings, fmt.Sprintf("an op took %v, over the %v limit: no sample after it (%d in all)",
			time.Duration(c.ns[len(c.ns)-1]).Round(time.Millisecond), p.OpLimit, len(c.ns)))
	}
	return r.add(results.Entry{Result: &res})
}

func (r *Runner) add(e results.Entry) error {
	if r.Journal == nil {
		return nil
	}
	return r.Journal.Add(e)
}

// sample takes one sample of c, calibrating first if c has none yet. The
// library's workers take a cell's samples in turn.
func (r *Runner) sample(c *cell, p *Plan) {
	worker := (len(c.ns) + c.discarded) % p.processes()
	proc, err := r.process(c.u.pkg(), worker)
	if err == nil && !proc.ready[c.u.id] {
		err = r.prepare(c.u, worker, false, p.Timeout)
	}
	if err != nil {
		c.failure = err.Error()
		return
	}
	rep, err := proc.call(request{Kind: "sample", ID: c.u.id, Op: string(c.op), N: c.n, From: c.from, Target: int64(p.Benchtime),
		Collect: p.Collect, Runway: p.runway(c), Refill: c.refill, Peak: c.peakHeap()}, p.Timeout)
	switch {
	case err != nil:
		r.forget(proc)
		c.failure = err.Error()
	case rep.Panic != "":
		proc.ready[c.u.id] = false
		c.failure = child.FirstLine(rep.Panic)
	case rep.Error != "":
		c.failure = "error: " + rep.Error
	default:
		c.n = rep.N
		c.from += rep.N
		c.ns = append(c.ns, rep.Ns)
		c.tooSlow = p.OpLimit > 0 && rep.Ns > float64(p.OpLimit)
		c.ref = append(c.ref, rep.RefNs)
		c.onCPU = append(c.onCPU, rep.OnCPU)
		c.worker = append(c.worker, worker)
		if rep.Collected {
			c.collected++
		}
		c.bytes = append(c.bytes, rep.Bytes)
		c.allocs = append(c.allocs, rep.Allocs)
		if c.refill == refillUntried {
			c.refill = rep.Refill
		}
	}
}

func rows(us []*unit) ([]results.Fidelity, []results.Size) {
	var fids []results.Fidelity
	var sizes []results.Size
	for _, u := range us {
		d, c, v := u.binding.Dataset.Name, u.binding.Codec.Name, string(u.variant)
		fids = append(fids, results.Fidelity{Dataset: d, Codec: c, Variant: v, Report: *u.fid})
		if u.size != nil {
			s := *u.size
			s.Dataset, s.Codec, s.Variant = d, c, v
			sizes = append(sizes, s)
		}
	}
	slices.SortFunc(fids, func(a, b results.Fidelity) int {
		return cmp.Or(cmp.Compare(a.Dataset, b.Dataset), cmp.Compare(a.Codec, b.Codec), cmp.Compare(a.Variant, b.Variant))
	})
	return fids, sizes
}
