package harness

import (
	"fmt"
	"math/rand/v2"
	"slices"
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
	Timeout   time.Duration      // the longest a worker may take to answer (see unit.prepareTimeout)
	// MaxCount, when over Count, lets every cell take more samples, up to
	// MaxCount each, round by round, until the dataset has spent Budget
	// per cell.
	MaxCount int
	Budget   time.Duration // the sampling time a dataset may spend per cell, on average
	// Collect asks for a garbage collection before each sample, outside
	// the timed region. It is off by default: it spends wall time a
	// budget would spend on samples, and a sample that starts from a clean
	// heap is charged for no collection unless it allocates a whole heap's
	// growth, where in a long-running program every op pays for
	// collections in proportion to what it allocates
	// (docs/evidence/2026-11-23-sample-length-pinning-estimators.md).
	Collect bool
	// OpLimit, when positive, stops a cell after its first sample when one
	// op takes longer: the cell keeps that one sample, with a warning. At
	// the sizes of the large collections a text codec takes seconds to
	// minutes an op, and forty samples of it would take hours.
	OpLimit time.Duration
	// GCPrice is the run's one price of garbage: every cell's figure is
	// its own time plus what GCPrice charges its B/op and allocs/op.
	GCPrice results.Price
	// Runway is how far past its live heap a worker's heap grows between
	// the collections it makes between the samples of a large collection:
	// the declared host's runway, its live heap times its GOGC over 100,
	// so that garbage cycles through as much memory, and pooled buffers
	// live as long, as in that program. 0 leaves it to the workers' own
	// GOGC, as on the seed datasets (see runway).
	Runway int64
	// Processes is how many worker processes each library runs in, its
	// cells' samples taken by each in turn, so that what belongs to one
	// process (its code and heap layout) enters the cells' intervals
	// rather than their figures. 0 means 1.
	Processes int
	// Latency and Parallel take, besides the samples, chunks of per-call
	// latency and of parallel scaling (see latency.go), Chunks of each per
	// cell spread over its first Count rounds. Their time is not charged
	// to the Budget.
	Latency, Parallel bool
	// Memory measures, before the samples of each cell of a large
	// collection, the peak memory of its first op in its first worker
	// (see results.Memory). Its time is not charged to the Budget.
	Memory bool
}

// Chunks is how many latency and parallel chunks a cell takes: two, at
// the middle and the end of its first Count rounds, so that a change of
// the machine's state shows as two chunks apart rather than deciding the
// figure, at two thirds of the time three took, which kept the full run
// over its 25 minutes (docs/evidence/2026-12-06-two-chunks.md).
const Chunks = 2

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
	size    *results.Size
}

func (u *unit) pkg() string { return u.binding.Codec.Package }

// checkOps is how many ops of a record's size preparing a unit with its
// check takes: it encodes the records, decodes them, encodes one of them
// again to see whether a call overwrites the bytes of the last (see
// serbench.Binding.Checked), and compresses and decompresses their
// encodings two ways.
const checkOps = 4

// prepareTimeout is how long a worker may take to prepare u, with its
// check when check is set, where one request may take timeout. On a
// large collection an op takes seconds to minutes, and checking u takes
// checkOps of them: a text codec that answers each within timeout must
// not fail its check as a hang.
func (u *unit) prepareTimeout(check bool, timeout time.Duration) time.Duration {
	if check && u.binding.Dataset.Large {
		return checkOps * timeout
	}
	return timeout
}

// key names u's rows of fidelity and size.
func (u *unit) key() results.Unit {
	return results.Unit{Dataset: u.binding.Dataset.Name, Codec: u.binding.Codec.Name, Variant: string(u.variant)}
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
// takes whatever the budget: the fewest from which benchmath gives a 95%
// interval. Past them, the budget bounds its rounds.
const collectionRounds = 6

// due lists the cells that take a sample in round (from 0), in an order
// shuffled anew each round: every cell for the first Count rounds (on a
// large collection, once it has collectionRounds samples, only while the
// group's budget lasts or the cell has spent less than its own Budget, so
// that a slow library in its group does not leave the fast ones too few
// samples for an interval), then every cell while the budget lasts; never
// a failed cell, one with MaxCount samples or one too slow to sample
// again. A large cell's own Budget counts the wall time its samples took,
// as the group's does: a sample of a large collection costs several times
// its timed ops (the warm-up and the collection of a heap of hundreds of
// megabytes), so that counted in own time a fast cell went on for every
// round (docs/evidence/2026-11-26-where-the-run-time-goes.md). No cell
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
		first := round < p.Count+c.discarded && (budgetLeft || !c.large || len(c.ns) < collectionRounds || c.spent < p.Budget)
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

// firstWorkerFirst says whether the units us, of one dataset, are prepared
// in their libraries' first workers alone until each cell's peak memory op
// has run there: on a large collection with Memory on.
func (p *Plan) firstWorkerFirst(us []*unit) bool {
	return p.Memory && p.processes() > 1 && len(us) > 0 && us[0].binding.Dataset.Large
}

// sampledAgain lists the units of cells that may take more than one
// sample, and so need their libraries' other workers: those with a cell
// that has not failed and whose first op, the peak's, took no longer than
// OpLimit. A cell whose op took longer keeps one sample, from its first
// worker, so that the others would be prepared for nothing: on mesh an op
// of seconds for each text library, and the memory of its forms of the
// record beside those of its group. A cell whose samples prove faster
// than its first op prepares the worker it needs when it samples there.
func (p *Plan) sampledAgain(cells []*cell) []*unit {
	var us []*unit
	for _, c := range cells {
		slow := p.OpLimit > 0 && c.firstNs > float64(p.OpLimit)
		if c.failure == "" && !slow && !slices.Contains(us, c.u) {
			us = append(us, c.u)
		}
	}
	return us
}

// processes is how many workers each library runs in.
func (p *Plan) processes() int { return max(p.Processes, 1) }

// collectionGroup is how many workers a large collection is prepared and
// timed in at once (libraries times Plan.Processes). Each worker holds the
// collection in its own forms, hundreds of megabytes for mesh, so with
// every library's worker alive at once the machine runs out of memory and
// the kernel kills workers at random.
const collectionGroup = 8

// groups splits one dataset's units into those prepared and timed
// together, their cells interleaved: all of them, or on a large collection
// the units of collectionGroup worker packages at a time, whose workers are
// closed before the next group starts.
func groups(us []*unit, processes int) [][]*unit {
	if len(us) == 0 || !us[0].binding.Dataset.Large {
		return [][]*unit{us}
	}
	pkgs, byPkg := byPackage(us, (*unit).pkg)
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

// byPackage sorts xs by the worker package each runs in, as pkg names it,
// the packages in the order of their first element.
func byPackage[T any](xs []T, pkg func(T) string) (pkgs []string, byPkg map[string][]T) {
	byPkg = map[string][]T{}
	for _, x := range xs {
		p := pkg(x)
		if byPkg[p] == nil {
			pkgs = append(pkgs, p)
		}
		byPkg[p] = append(byPkg[p], x)
	}
	return pkgs, byPkg
}

// recordBytes is the mean encoded record, for MB/s, or 0 when unknown.
func (u *unit) recordBytes() float64 {
	if u.size == nil {
		return 0
	}
	return u.size.Bytes
}

// String describes the plan in a line.
func (p *Plan) String() string {
	if p.maxCount() > p.Count {
		return fmt.Sprintf("%d datasets, %d codecs, %d cells, %d to %d samples of %v each (more while %v per cell lasts), %d worker(s) per library, garbage at %v",
			len(p.Datasets), len(p.Codecs), p.Cells(), p.Count, p.MaxCount, p.Benchtime, p.Budget, p.processes(), p.GCPrice.Short())
	}
	return fmt.Sprintf("%d datasets, %d codecs, %d cells, %d samples of %v each", len(p.Datasets), len(p.Codecs), p.Cells(), p.Count, p.Benchtime)
}

// runway is the Runway a sample of c takes: the plan's on a large
// collection, the worker's own elsewhere. On the seed datasets every
// library's workers live at once, some 130 processes, which a runway of
// tens of megabytes each would take gigabytes to hold, and their samples
// allocate a small share of the least runway, so that a pool keeps its
// buffers there all the same (docs/evidence/2026-12-07-pools-refilled.md).
func (p *Plan) runway(c *cell) int64 {
	if !c.large {
		return 0
	}
	return p.Runway
}
