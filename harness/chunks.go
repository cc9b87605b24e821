package harness

import (
	"math"

	"github.com/serbench/serbench/internal/child"
	"github.com/serbench/serbench/results"
)

// The requests beside a cell's samples, whose time the budget does not
// count: latency and parallel chunks, and the peak memory of an op.

// chunk takes a chunk of c's latency and parallel scaling, each as the
// plan asks, unless c failed or its extras did. A failure of the extras
// costs the extras only: the samples stand. An op longer than a latency
// chunk (the large collections' ops of milliseconds to minutes) takes no
// extras: its latency is its time per op, and a parallel chunk would cost
// six ops or more. A failed parallel chunk drops the scaling of the chunks
// before it. A variant whose instances share state (serbench.Ops.Shared,
// the Reuse variant) takes no parallel chunk: its instances, one on each
// processor, would corrupt each other's calls.
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
	if p.Parallel && !c.u.binding.Shared(c.u.variant) && (c.parallel == nil || c.parallel.Failure == "") {
		if c.parallel == nil {
			c.parallel = &results.Parallel{}
		}
		rep, failure := r.extra(c, request{Kind: "parallel", ID: c.u.id, Op: string(c.op), N: scalingOps(c.n)}, p)
		if failure == "" {
			c.parallel.Goroutines = rep.Procs
			c.parallel.Scaling = append(c.parallel.Scaling, rep.Scaling)
		} else {
			// Calls that met without harm in the earlier chunks were
			// luck: a codec unsafe for concurrent use has no scaling.
			c.parallel.Scaling = nil
		}
		c.parallel.Failure = failure
	}
}

// scalingOps is how many ops each leg of a parallel chunk runs on each
// goroutine, for a cell whose samples run n: half as many, at least one.
// The figure is a ratio of rates, which a leg of half a sample's time
// still holds to the clock's and the goroutines' start by a thousandfold;
// a chunk's six legs then take some three samples' time rather than six.
func scalingOps(n int) int { return max(1, n/2) }

// peaks measures the peak memory of each of cells' first ops, two
// libraries' workers at a time (see twoAtATime): what a worker holds at
// its peak is its own, whatever the other runs. The op's wall time, which
// the other worker can stretch, decides no figure: a cell sampledAgain
// finds slow prepares its other workers when it samples there, and an op
// that reads coldLimit targets beside another worker takes more than one
// target alone, which calibrate times one call a sample too.
func (r *Runner) peaks(cells []*cell, p *Plan) {
	pkgs, byPkg := byPackage(cells, func(c *cell) string { return c.u.pkg() })
	twoAtATime(pkgs, func(pkg string) {
		for _, c := range byPkg[pkg] {
			r.peak(c, p)
		}
	})
}

// peak measures the peak memory of c's first op in its first worker,
// before c's samples, unless c failed. The op is also the calibration's
// first call: one that took coldLimit targets or more is timed one call a
// sample, as calibrate would find, so the samples start without running
// an op of seconds once more. One that took longer than OpLimit, whose
// cell keeps a single sample, takes it without a refill (see measure):
// what a pool keeps is a small share of an op of seconds, and refilling it
// would run the op once more (docs/evidence/2026-12-07-slow-ops-unrefilled.md).
// A failure costs the measurement only.
func (r *Runner) peak(c *cell, p *Plan) {
	if c.failure != "" {
		return
	}
	rep, failure := r.extra(c, request{Kind: "peak", ID: c.u.id, Op: string(c.op)}, p)
	c.memory = &results.Memory{Failure: failure}
	if failure == "" {
		c.memory.PeakHeapBytes, c.memory.PeakResidentBytes = rep.Peak.Heap, rep.Peak.Resident
		c.firstNs = rep.Peak.Ns
		if rep.Peak.Ns >= coldLimit*float64(p.Benchtime) {
			c.n = 1
		}
		if p.OpLimit > 0 && rep.Peak.Ns > float64(p.OpLimit) {
			c.refill = refillIdle
		}
	}
}

// extra sends a request beside the samples for c to its first worker,
// where c's unit is prepared, and returns the reply or why it failed.
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
		return reply{}, child.FirstLine(rep.Panic)
	case rep.Error != "":
		return reply{}, "error: " + rep.Error
	}
	return rep, ""
}
