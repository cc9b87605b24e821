package harness

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/fidelity"
	"github.com/serbench/serbench/results"
)

// Plan is what to check and time.
type Plan struct {
	Datasets  []string           // dataset names
	Codecs    []string           // codec names
	Variants  []serbench.Variant // variants to time where a codec offers them
	Count     int                // samples every cell takes
	Benchtime time.Duration      // the duration each sample aims at
	Timeout   time.Duration      // the longest a worker may take to answer
	// MaxCount, when over Count, lets every cell take more samples, up to
	// MaxCount each, round by round, until the dataset has spent Budget
	// per cell.
	MaxCount int
	Budget   time.Duration // the sampling time a dataset may spend per cell, on average
	// Collect asks for a garbage collection before each sample, outside
	// the timed region. It is off by default: it costs about 2 ms of wall
	// time a sample, which halves the samples a budget buys, and a sample
	// that starts from a clean heap is charged for no collection unless it
	// allocates a whole heap's growth, where in a long-running program
	// every op pays for collections in proportion to what it allocates.
	Collect bool
	// OpLimit, when positive, stops a cell after its first sample when one
	// op takes longer: the cell keeps that one sample, with a warning. At
	// the sizes of the large collections a text codec takes seconds to
	// minutes an op, and forty samples of it would take hours.
	OpLimit time.Duration
	// GCRate is the run's one price of garbage, in ns per allocated byte:
	// every cell's figure is its own time plus its B/op times GCRate.
	GCRate float64
	// Processes is how many worker processes each library runs in, its
	// cells' samples taken by each in turn, so that what belongs to one
	// process (its code and heap layout) enters the cells' intervals
	// rather than their figures. 0 means 1.
	Processes int
	// Latency and Parallel take, besides the samples, chunks of per-call
	// latency and of parallel scaling (see extras.go), Chunks of each per
	// cell spread over its first Count rounds. Their time is not charged
	// to the Budget.
	Latency, Parallel bool
}

// Chunks is how many latency and parallel chunks a cell takes.
const Chunks = 5

// latencyChunk is a latency chunk's length in samples' time: with the
// default 2 ms samples, the 10,000 batches of a microsecond that a p99.9
// needs.
const latencyChunk = 5

// chunkDue says whether round, from 0, is one in which cells take a chunk
// of their extras: the last of each Count/Chunks rounds, so that every
// cell has its op count by then.
func (p *Plan) chunkDue(round int) bool {
	if !p.Latency && !p.Parallel {
		return false
	}
	stride := max(p.Count/Chunks, 1)
	return round%stride == stride-1 && round/stride < Chunks
}

// unit is one codec variant on one dataset: an instance in a worker.
type unit struct {
	id      int
	binding *serbench.Binding
	variant serbench.Variant
	ops     []serbench.Op
	fid     *fidelity.Report
	size    *size
}

func (u *unit) pkg() string { return u.binding.Codec.Package }

func (u *unit) fidelityKey() string {
	return fidelityKey(u.binding.Dataset.Name, u.binding.Codec.Name, string(u.variant))
}

// cell is one op of a unit, with its samples so far.
type cell struct {
	u              *unit
	op             serbench.Op
	n              int
	from           int       // where the next sample starts in the visiting order: where the last ended
	ns, ref, onCPU []float64 // own ns/op, the reference op's ns beside it, the share on the processor
	worker         []int     // the worker process that took each sample
	bytes, allocs  []float64
	collected      int // samples inside which a collection fell all the same
	failure        string
	tooSlow        bool // an op took longer than the plan's OpLimit
	collection     bool // the dataset is a large collection
	latency        *results.Latency
	parallel       *results.Parallel
	settled        bool // the op count is final (see settle)
	settles        int  // times the op count was set from the cell's samples
	discarded      int  // samples dropped when the op count was set again
}

// settleTolerance is how far the op count a cell's samples call for may
// lie from the count they were taken at before they are dropped and taken
// again at the new count.
const settleTolerance = 0.1

// maxSettles bounds how many times a cell sets its op count from its
// samples; the last count set is final whether or not its samples agree.
const maxSettles = 3

// settleSamples is how many samples a cell takes at an op count before
// settle looks at them.
func (p *Plan) settleSamples() int { return max(p.Count/4, 1) }

// settle sets the op count of a cell that has settleSamples samples from
// their fastest quarter: the count that takes the plan's Benchtime at the
// speed of their lower quartile, in own time, so that a sample lasts the
// Benchtime whatever the op allocates. Calibration times a few runs within
// milliseconds and ends where the machine's state of that moment puts it;
// samples spread over seconds vary far less from run to run. That matters
// because an op's time per call falls as a sample lengthens
// (docs/methodology.md): over two pairs of runs of small, a doubling of the
// calibrated count read 5.4-6.4% faster, and the counts' differences
// explained two thirds of the variance between the runs. The lower
// quartile rather than the median because the machine's slow states only
// ever add time and come and go by the second: the first run after a
// compile, or one begun in a slow state, put counts of the median's far too
// low, and the fast state is the one that comes back run after run. The
// quartile sets only how long the samples are; a cell's figure is still the
// median of all its samples at that count.
//
// For the same reason one look is not enough: samples taken at a count
// far too low read slower than the op runs at the right count, so the
// count they call for is still too low (gotiny's unmarshal on small settled
// at 3,000 ops of 170 ns in one run and 15,000 of 118 ns in the next). A
// cell whose new count lies more than settleTolerance from the old drops its
// samples and looks again after settleSamples more, at most maxSettles times.
func (c *cell) settle(p *Plan) {
	if c.settled || c.failure != "" || len(c.ns) < p.settleSamples() {
		return
	}
	c.settles++
	fast := slices.Sorted(slices.Values(c.ns))[(len(c.ns)-1)/4]
	n := max(int(math.Round(float64(p.Benchtime.Nanoseconds())/fast)), 1)
	moved := c.n != 0 && math.Abs(float64(n)/float64(c.n)-1) > settleTolerance
	if moved {
		c.restartAt(n)
	}
	c.settled = !moved || c.settles == maxSettles
}

// follow keeps c, the other side of an A/B pair, at lead's op count: it
// drops its samples when lead drops its own, and settles when lead does.
func (c *cell) follow(lead *cell) {
	if c.n != lead.n {
		c.restartAt(lead.n)
	}
	c.settles, c.settled = lead.settles, lead.settled
}

// restartAt makes n the cell's op count, dropping the samples taken at the
// old one.
func (c *cell) restartAt(n int) {
	c.n = n
	c.discarded += len(c.ns)
	c.ns, c.ref, c.onCPU, c.worker, c.bytes, c.allocs = nil, nil, nil, nil, nil, nil
}

func (c *cell) key() string {
	return results.CellKey(c.u.binding.Dataset.Name, c.u.binding.Codec.Name, string(c.u.variant), string(c.op))
}

// units lists the supported (dataset, codec, variant) triples of p with
// their ops, dataset by dataset; unsupported pairs come back apart.
func (p *Plan) units() (byDataset [][]*unit, unsupported []*serbench.Binding) {
	id := 0
	for _, d := range p.Datasets {
		var us []*unit
		for _, c := range p.Codecs {
			b := serbench.Lookup(c, d)
			if b.Unsupported != "" {
				unsupported = append(unsupported, b)
				continue
			}
			for _, v := range b.Variants {
				if v == serbench.Default || slices.Contains(p.Variants, v) {
					id++
					us = append(us, &unit{id: id, binding: b, variant: v, ops: b.Ops(v)})
				}
			}
		}
		byDataset = append(byDataset, us)
	}
	return byDataset, unsupported
}

// Cells counts the cells p times.
func (p *Plan) Cells() int {
	units, _ := p.units()
	n := 0
	for _, us := range units {
		for _, u := range us {
			n += len(u.ops)
		}
	}
	return n
}

// Steps counts the progress steps of a run of p: a prepare per unit and
// the most samples a cell may take, per cell. A cell that stops early
// reports the steps it skips.
func (p *Plan) Steps() int {
	units, _ := p.units()
	n := 0
	for _, us := range units {
		n += len(us)
		for _, u := range us {
			n += len(u.ops) * p.maxCount()
		}
	}
	return n
}

func (p *Plan) maxCount() int { return max(p.Count, p.MaxCount) }

// collectionRounds is how many samples every cell of a large collection
// takes whatever the budget: past them, the budget bounds its rounds.
const collectionRounds = 5

// due lists the cells that take a sample in round (from 0), in an order
// shuffled anew each round: every cell for the first Count rounds (on a
// large collection, once it has collectionRounds samples, only while the
// budget lasts), then every cell while the budget lasts; never a failed
// cell, one with MaxCount samples or one too slow to sample again. No cell
// leaves the rounds while others sample: a cell that stopped once its
// interval looked narrow would keep the intervals that happened to be
// narrow, and lose the interleaving that spreads the machine's drift over
// all cells. A large collection's minimum counts samples, not rounds, so
// that a cell that dropped its samples when its op count settled takes
// them again after the budget has run out.
func (p *Plan) due(cells []*cell, round int, budgetLeft bool) []*cell {
	var todo []*cell
	for _, c := range cells {
		if c.failure != "" || c.tooSlow || len(c.ns) >= p.maxCount() {
			continue
		}
		first := round < p.Count+c.discarded && (budgetLeft || len(c.ns) < collectionRounds || !c.collection)
		if first || budgetLeft {
			todo = append(todo, c)
		}
	}
	// A fixed order would time a codec's unmarshal always right after its
	// own marshal, in a worker its marshal just warmed.
	rand.New(rand.NewPCG(shuffleSeed, uint64(round))).Shuffle(len(todo), func(i, j int) { todo[i], todo[j] = todo[j], todo[i] })
	return todo
}

// shuffleSeed seeds the rounds' order, so that a run is repeatable.
const shuffleSeed = 0x5e7b_e9c4

// processes is how many workers each library runs in.
func (p *Plan) processes() int { return max(p.Processes, 1) }

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
	// MemoryLimit, when positive, is the heap in bytes a worker may take;
	// past it the worker dies and its cell records why.
	MemoryLimit int64

	mu         sync.Mutex
	procs      map[workerKey]*process
	payloadErr error // the first payload that could not be written
	stopped    atomic.Bool
}

// Close ends every worker.
func (r *Runner) Close() {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, p := range r.procs {
		p.close()
	}
	r.procs = nil
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
			r.prepareAll(g, 1, p.Timeout)
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
	done := r.doneKeys()
	units, unsupported := p.units()
	if err := r.addUnsupported(unsupported, done); err != nil {
		return err
	}
	for _, us := range units {
		for _, g := range groups(us, p.processes()) {
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

// collectionGroup is how many workers a large collection is prepared and
// timed in at once (libraries times Plan.Processes). Each worker holds the collection in its
// own forms, hundreds of megabytes for mesh; with every library's worker
// alive at once, a run of mesh filled the machine's 24 GiB and the kernel
// killed workers at random.
const collectionGroup = 8

// groups splits one dataset's units into those prepared and timed
// together, their cells interleaved: all of them, or on a large collection
// the units of collectionGroup worker packages at a time, whose workers are
// closed before the next group starts.
func groups(us []*unit, processes int) [][]*unit {
	if len(us) == 0 || !us[0].binding.Dataset.Collection {
		return [][]*unit{us}
	}
	pkgs, byPkg := byPackage(us)
	size := max(collectionGroup/processes, 1)
	var out [][]*unit
	for len(pkgs) > 0 {
		var g []*unit
		for _, pkg := range pkgs[:min(size, len(pkgs))] {
			g = append(g, byPkg[pkg]...)
		}
		out = append(out, g)
		pkgs = pkgs[min(size, len(pkgs)):]
	}
	return out
}

// byPackage sorts units by the worker package they run in, the packages in
// the order of their first unit.
func byPackage(us []*unit) (pkgs []string, byPkg map[string][]*unit) {
	byPkg = map[string][]*unit{}
	for _, u := range us {
		if byPkg[u.pkg()] == nil {
			pkgs = append(pkgs, u.pkg())
		}
		byPkg[u.pkg()] = append(byPkg[u.pkg()], u)
	}
	return pkgs, byPkg
}

// closeWorkers ends the workers of us; a later request starts them again.
func (r *Runner) closeWorkers(us []*unit) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, u := range us {
		for key, p := range r.procs {
			if key.pkg == u.pkg() {
				p.close()
				delete(r.procs, key)
			}
		}
	}
}

// addUnsupported journals a row for each unsupported pair not yet done.
func (r *Runner) addUnsupported(bs []*serbench.Binding, done map[string]bool) error {
	for _, f := range unsupportedRows(bs) {
		if !done[fidelityKey(f.Dataset, f.Codec, f.Variant)] {
			if err := r.add(results.Entry{Fidelity: &f}); err != nil {
				return err
			}
		}
	}
	return nil
}

func fidelityKey(dataset, codec, variant string) string { return dataset + "/" + codec + "/" + variant }

// doneKeys names the rows r.Done holds: fidelity rows by dataset/codec/
// variant and cells by their key.
func (r *Runner) doneKeys() map[string]bool {
	done := map[string]bool{}
	if r.Done == nil {
		return done
	}
	for _, f := range r.Done.Fidelity {
		done[fidelityKey(f.Dataset, f.Codec, f.Variant)] = true
	}
	for _, x := range r.Done.Results {
		done[x.Key()] = true
	}
	for _, x := range r.Done.Failures {
		done[x.Key()] = true
	}
	return done
}

// runDataset prepares the units of one dataset, then times their cells
// round-robin, Count rounds and then rounds of the cells still too wide
// while the budget lasts, and journals them when the last round ends.
func (r *Runner) runDataset(p *Plan, us []*unit, done map[string]bool) error {
	cells, err := r.setUp(p, us, done)
	if err != nil {
		return err
	}
	// Progress: a step per sample of the first Count rounds; the extra
	// samples' steps go by the share of the budget spent, since the budget,
	// not their count, decides when they end.
	start := time.Now()
	budget := p.Budget * time.Duration(len(cells))
	total, extra, stepped := len(cells)*p.maxCount(), len(cells)*(p.maxCount()-p.Count), 0
	var chunks time.Duration // spent on latency and parallel chunks, outside the budget
	for round := 0; ; round++ {
		todo := p.due(cells, round, time.Since(start)-chunks < budget)
		if len(todo) == 0 {
			break
		}
		for _, c := range todo {
			r.sample(c, p)
			if r.interrupted() {
				return ErrInterrupted
			}
			if p.chunkDue(round) {
				t := time.Now()
				r.chunk(c, p)
				chunks += time.Since(t)
			}
			c.settle(p) // after the chunk, which needs the samples so far
			want := stepped + 1
			if round >= p.Count {
				want = len(cells)*p.Count + int(float64(extra)*min((time.Since(start)-chunks).Seconds()/budget.Seconds(), 1))
			}
			if n := min(want, total) - stepped; n > 0 {
				r.step(n, c.key())
				stepped += n
			}
		}
	}
	r.step(total-stepped, "")
	return r.finishDataset(p, us, cells)
}

// setUp prepares the units of one dataset and journals their fidelity and
// size rows; it returns the cells still to time, those of units that
// failed their check marked failed.
func (r *Runner) setUp(p *Plan, us []*unit, done map[string]bool) ([]*cell, error) {
	var cells []*cell
	var todo, fresh []*unit
	for _, u := range us {
		var cs []*cell
		for _, op := range u.ops {
			c := &cell{u: u, op: op, collection: u.binding.Dataset.Collection}
			if !done[c.key()] {
				cs = append(cs, c)
			}
		}
		if !done[u.fidelityKey()] {
			fresh = append(fresh, u)
		} else if len(cs) > 0 {
			r.restore(u)
		}
		if len(cs) > 0 || !done[u.fidelityKey()] {
			todo = append(todo, u)
		}
		cells = append(cells, cs...)
	}
	r.prepareAll(todo, p.processes(), p.Timeout)
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
	defaults := map[string]*size{}
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
			c.failure = "fidelity check: " + string(c.u.fid.Status) + ": " + firstLine(c.u.fid.Reason)
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

// restore takes a unit's verdict and size from the journal of a resumed run.
func (r *Runner) restore(u *unit) {
	d, c, v := u.binding.Dataset.Name, u.binding.Codec.Name, string(u.variant)
	for i := range r.Done.Fidelity {
		if f := &r.Done.Fidelity[i]; f.Dataset == d && f.Codec == c && f.Variant == v {
			u.fid = &f.Report
		}
	}
	for _, s := range r.Done.Sizes {
		if s.Dataset == d && s.Codec == c && s.Variant == v {
			u.size = &size{Bytes: s.Bytes, Gzip: s.GzipBytes, Zstd: s.ZstdBytes}
		}
	}
}

// betweenWorkers is the relative spread of the worker processes' offsets,
// pooled over the cells of a dataset sampled by more than one.
func betweenWorkers(cells []*cell) float64 {
	var ns [][]float64
	var workers [][]int
	for _, c := range cells {
		if c.failure == "" && len(c.ns) > 0 {
			ns, workers = append(ns, c.ns), append(workers, c.worker)
		}
	}
	return results.BetweenWorkers(ns, workers)
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
	res := results.NewResult(d, name, v, string(c.op), c.n, s, results.Pricing{Rate: p.GCRate, Between: between}, c.u.recordBytes())
	res.Latency, res.Parallel = c.latency, c.parallel
	if c.collected > 0 {
		res.Warnings = append(res.Warnings, fmt.Sprintf("a collection fell inside %d of %d samples, which allocated past the held worker's guard", c.collected, len(c.ns)))
	}
	if c.tooSlow {
		res.Warnings = append(res.Warnings, fmt.Sprintf("one op took %v, over the %v limit: one sample, no interval",
			time.Duration(c.ns[len(c.ns)-1]).Round(time.Millisecond), p.OpLimit))
	}
	return r.add(results.Entry{Result: &res})
}

// recordBytes is the mean encoded record, for MB/s, or 0 when unknown.
func (u *unit) recordBytes() float64 {
	if u.size == nil {
		return 0
	}
	return u.size.Bytes
}

func (r *Runner) add(e results.Entry) error {
	if r.Journal == nil {
		return nil
	}
	return r.Journal.Add(e)
}

// prepareAll prepares units in each of a library's processes workers,
// checking them in the first, the units of each worker in order, two
// workers at a time: this is not timed. Every library's first worker is
// done before any second, which skips the units whose check crashed.
func (r *Runner) prepareAll(us []*unit, processes int, timeout time.Duration) {
	pkgs, byPkg := byPackage(us)
	for w := range processes {
		work := make(chan string)
		var wg sync.WaitGroup
		for range min(runtime.GOMAXPROCS(0), 2) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for pkg := range work {
					for _, u := range byPkg[pkg] {
						switch {
						case w == 0:
							r.prepare(u, 0, u.fid == nil, timeout)
							r.step(1, u.fidelityKey())
						case u.fid.Status != fidelity.Crash:
							r.prepare(u, w, false, timeout)
						}
					}
				}
			}()
		}
		for _, pkg := range pkgs {
			work <- pkg
		}
		close(work)
		wg.Wait()
	}
}

// prepare sets u up in its library's worker number worker, checking it
// when check is set. A crash or hang becomes u's verdict.
func (r *Runner) prepare(u *unit, worker int, check bool, timeout time.Duration) error {
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
			err = errors.New(firstLine(rep.Panic))
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

// writePayload saves one encoded record of u for people to look at.
func (r *Runner) writePayload(u *unit, data []byte) {
	dir := filepath.Join(r.Payloads, u.binding.Dataset.Name)
	err := os.MkdirAll(dir, 0o755)
	if err == nil {
		err = os.WriteFile(filepath.Join(dir, u.binding.Codec.Name+"."+u.binding.Codec.Ext()), data, 0o644)
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if err != nil && r.payloadErr == nil {
		r.payloadErr = fmt.Errorf("writing payloads: %w", err)
	}
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
		Collect: p.Collect}, p.Timeout)
	switch {
	case err != nil:
		r.forget(proc)
		c.failure = err.Error()
	case rep.Panic != "":
		proc.ready[c.u.id] = false
		c.failure = firstLine(rep.Panic)
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
	}
}

// chunk takes a chunk of c's latency and parallel scaling, each as the
// plan asks, unless c failed or its extras did. A failure of the extras
// costs the extras only: the samples stand. An op longer than a latency
// chunk (the large collections' ops of milliseconds to minutes) takes no
// extras: its latency is its time per op, and a parallel chunk would cost
// six ops or more.
func (r *Runner) chunk(c *cell, p *Plan) {
	if c.failure != "" || len(c.ns) == 0 || results.Median(c.ns) > latencyChunk*float64(p.Benchtime) {
		return
	}
	if p.Latency && (c.latency == nil || c.latency.Failure == "") {
		// Batches of a microsecond or more, for five samples' time, up
		// to the 10,000 batches that a p99.9 needs.
		ns := results.Median(c.ns)
		batch := max(1, int(math.Ceil(float64(latencyGrain)/ns)))
		batches := min(10000, max(1, int(latencyChunk*float64(p.Benchtime)/(float64(batch)*ns))))
		if c.latency == nil {
			c.latency = &results.Latency{Batch: batch, Batches: batches}
		}
		rep, failure := r.extra(c, request{Kind: "latency", ID: c.u.id, Op: string(c.op), N: c.latency.Batch, Batches: batches}, p)
		if l := rep.Latency; failure == "" {
			c.latency.Batches = min(c.latency.Batches, l.Batches)
			c.latency.P50Ns = append(c.latency.P50Ns, l.P50)
			if l.P99 > 0 {
				c.latency.P99Ns = append(c.latency.P99Ns, l.P99)
			}
			if l.P999 > 0 {
				c.latency.P999Ns = append(c.latency.P999Ns, l.P999)
			}
		}
		c.latency.Failure = failure
	}
	if p.Parallel && (c.parallel == nil || c.parallel.Failure == "") {
		if c.parallel == nil {
			c.parallel = &results.Parallel{}
		}
		rep, failure := r.extra(c, request{Kind: "parallel", ID: c.u.id, Op: string(c.op), N: c.n}, p)
		if failure == "" {
			c.parallel.Goroutines = rep.Procs
			c.parallel.Scaling = append(c.parallel.Scaling, rep.Scaling)
		}
		c.parallel.Failure = failure
	}
}

// extra sends an extras request for c to its worker, which the sample
// before it left prepared, and returns the reply or why it failed.
func (r *Runner) extra(c *cell, req request, p *Plan) (reply, string) {
	proc, err := r.process(c.u.pkg(), 0)
	if err != nil {
		return reply{}, err.Error()
	}
	if !proc.ready[c.u.id] {
		return reply{}, "worker: the instance is gone"
	}
	rep, err := proc.call(req, p.Timeout)
	switch {
	case err != nil:
		r.forget(proc)
		return reply{}, err.Error()
	case rep.Panic != "":
		proc.ready[c.u.id] = false
		return reply{}, firstLine(rep.Panic)
	case rep.Error != "":
		return reply{}, "error: " + rep.Error
	}
	return rep, ""
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
	p, err := startProcess(r.Exe, pkg, cpu)
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

// workerKey names one of a library's workers.
type workerKey struct {
	pkg    string
	worker int
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

func rows(us []*unit) ([]results.Fidelity, []results.Size) {
	var fids []results.Fidelity
	var sizes []results.Size
	for _, u := range us {
		d, c, v := u.binding.Dataset.Name, u.binding.Codec.Name, string(u.variant)
		fids = append(fids, results.Fidelity{Dataset: d, Codec: c, Variant: v, Report: *u.fid})
		if u.size != nil {
			sizes = append(sizes, results.Size{Dataset: d, Codec: c, Variant: v,
				Bytes: u.size.Bytes, GzipBytes: u.size.Gzip, ZstdBytes: u.size.Zstd})
		}
	}
	slices.SortFunc(fids, func(a, b results.Fidelity) int {
		return cmp.Or(cmp.Compare(a.Dataset, b.Dataset), cmp.Compare(a.Codec, b.Codec), cmp.Compare(a.Variant, b.Variant))
	})
	return fids, sizes
}

func unsupportedRows(bs []*serbench.Binding) []results.Fidelity {
	var out []results.Fidelity
	for _, b := range bs {
		out = append(out, results.Fidelity{Dataset: b.Dataset.Name, Codec: b.Codec.Name, Variant: string(serbench.Default),
			Report: fidelity.Report{Status: fidelity.Unsupported, Reason: b.Unsupported}})
	}
	return out
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// String describes the plan in a line.
func (p *Plan) String() string {
	if p.maxCount() > p.Count {
		return fmt.Sprintf("%d datasets, %d codecs, %d cells, %d to %d samples of %v each (more while %v per cell lasts), %d worker(s) per library, garbage at %.3g ns/B",
			len(p.Datasets), len(p.Codecs), p.Cells(), p.Count, p.MaxCount, p.Benchtime, p.Budget, p.processes(), p.GCRate)
	}
	return fmt.Sprintf("%d datasets, %d codecs, %d cells, %d samples of %v each", len(p.Datasets), len(p.Codecs), p.Cells(), p.Count, p.Benchtime)
}
