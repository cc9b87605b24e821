package harness

import (
	"math"
	"runtime"
	"time"

	"github.com/serbench/serbench"
)

// lastSample is what the next sample of an op needs from the last time
// it ran in a sample request (a calibration or a sample). What ran it
// outside one (a peak, a latency or parallel chunk) ran with the worker's
// own processors, and what it pooled may be out of the sample's reach
// (see SampleProcs): the refill treats it as not run.
type lastSample struct {
	ns    float64 // time per call, for the warm-up; 0 before a sample
	bytes float64 // allocation per call, for the due collection
	// cycles is how many collections the worker had finished when the
	// op last ran, for the refill.
	cycles uint64
	refill refill
}

// A refill is what an untimed op after two collections showed of an op
// (see measure).
type refill int8

const (
	refillUntried refill = iota
	// refillNeeded: the op allocated more after two collections than in
	// the sample after it, rebuilding what it keeps between calls.
	refillNeeded
	// refillIdle: it allocated no more, and the op is not refilled again.
	refillIdle
)

// after is what r becomes once a refill allocated refilled bytes before
// a sample that allocated bytes a call: a refill's call that allocated
// refillMargin times as much, and refillSlack more, rebuilt what the op
// keeps. Only the first refill decides.
func (r refill) after(refilled, bytes float64) refill {
	switch {
	case r != refillUntried || refilled <= 0:
		return r
	case refilled > refillMargin*bytes+refillSlack:
		return refillNeeded
	}
	return refillIdle
}

// The margin and slack by which a refill's call rebuilt what the op keeps
// (see refill.after).
const (
	refillMargin = 1.5
	refillSlack  = 64 << 10
)

// A sampling is what one sample runs.
type sampling struct {
	from, n, warm int     // see measure
	expect        float64 // the bytes the sample should allocate, warm-up and refill included; negative when unknown
	collect       bool    // collect garbage first even when no collection is due (--gc)
	// ran says that the op has run in this worker since its instance was
	// prepared, and ranAt how many collections the worker had finished
	// then; refill allows the refill (see measure).
	ran, refill bool
	ranAt       uint64
}

// expectMargin is how much more a sample may allocate than its op did a
// call in its last sample before a collection falls inside it.
const expectMargin = 1.25

// measure times s.n ops from position s.from of the visiting order: the
// op's own time, with the collector held (see collector). It collects
// garbage first, untimed, when the sample's expected garbage would take
// the heap past its runway (or when s.collect asks). The reference op is
// timed right before and right after, and the mean of the two goes with
// the sample. Before the clock starts, the ops of the s.warm positions
// just before s.from run untimed (see warmOps). When there are none and
// the worker has collected twice since the op last ran, the op of the
// position just before s.from runs once, untimed, when s.refill allows:
// two collections empty a sync.Pool, and a program that runs the op again
// and again has the buffers it pools back by its next call
// (docs/evidence/2026-12-07-pools-refilled.md). measure returns
// the bytes that refill allocated, 0 when none ran, so that an op that
// keeps nothing between calls is not refilled again.
func measure(x serbench.Instance, ref *refLoop, gc *collector, op serbench.Op, s sampling) (rep reply, refilled float64, err error) {
	var before, after runtime.MemStats
	if s.collect || gc.due(s.expect) {
		gc.collect()
	}
	refBefore := ref.time()
	if s.warm == 0 && s.refill && (!s.ran || gc.cycles() >= s.ranAt+2) {
		runtime.ReadMemStats(&before)
		if err := x.Run(op, s.from-1, 1); err != nil {
			return reply{}, 0, err
		}
		runtime.ReadMemStats(&after)
		refilled = float64(after.TotalAlloc - before.TotalAlloc)
	}
	if s.warm > 0 {
		if err := x.Run(op, s.from-s.warm, s.warm); err != nil {
			return reply{}, 0, err
		}
	}
	runtime.ReadMemStats(&before)
	cpuStart := threadCPU()
	start := time.Now()
	err = x.Run(op, s.from, s.n)
	elapsed := time.Since(start)
	cpu := threadCPU() - cpuStart
	refAfter := ref.time()
	runtime.ReadMemStats(&after)
	if err != nil {
		return reply{}, 0, err
	}
	rep = reply{
		N:      s.n,
		Ns:     float64(elapsed.Nanoseconds()) / float64(s.n),
		RefNs:  (refBefore + refAfter) / 2,
		OnCPU:  float64(cpu) / float64(elapsed),
		Bytes:  float64(after.TotalAlloc-before.TotalAlloc) / float64(s.n),
		Allocs: float64(after.Mallocs-before.Mallocs) / float64(s.n),
	}
	rep.Collected = after.NumGC != before.NumGC
	return rep, refilled, nil
}

// calibrate finds the op count that takes about target on a warm
// worker. It grows the count from 1, predicting from the last run, at most
// a hundredfold a step, as testing.B does; unlike testing.B it does not aim
// 20% high: samples need not exceed the target, only be alike. A run that
// reached the target may have been cold (a first call may build lazy
// tables) or slowed by the machine, so the count is predicted again from
// the fastest of confirmRuns runs at the predicted count; an op that still
// takes target or longer a call on a second try is timed one call a
// sample. The count matters beyond a sample's length (see cell.settle,
// which sets it again from the first samples;
// docs/evidence/2026-11-23-sample-length-and-op-count.md).
func calibrate(x serbench.Instance, op serbench.Op, target time.Duration) (int, error) {
	n, first := 1, true
	var last time.Duration
	for {
		elapsed, err := timeRun(x, op, n)
		if err != nil {
			return 0, err
		}
		if n >= maxOps {
			return n, nil
		}
		last = elapsed
		if elapsed >= target {
			if n == 1 && first && elapsed < coldLimit*target {
				first = false // a cold first call: try once more, warm
				continue
			}
			break
		}
		first = false
		next := maxOps
		if elapsed > 0 {
			next = int(float64(n) * float64(target) / float64(elapsed))
		}
		n = min(max(next, n+1), 100*n, maxOps)
	}
	if n = predict(n, target, last); n == 1 {
		return 1, nil
	}
	// Confirm at the count the last run predicts, from the fastest run.
	fastest := time.Duration(math.MaxInt64)
	for range confirmRuns {
		elapsed, err := timeRun(x, op, n)
		if err != nil {
			return 0, err
		}
		fastest = min(fastest, elapsed)
	}
	return predict(n, target, fastest), nil
}

// predict is the count of calls that takes target, from n calls that took
// elapsed; at least 1 and at most maxOps.
func predict(n int, target, elapsed time.Duration) int {
	if elapsed <= 0 {
		return n
	}
	return int(min(max(math.Round(float64(n)*float64(target)/float64(elapsed)), 1), maxOps))
}

// maxOps is the largest op count of a sample.
const maxOps = 1_000_000_000

// confirmRuns is how many runs at the predicted count calibrate makes to
// find the warm worker's per-call time; coldLimit bounds the first call it
// tries again, in targets, so that an op of seconds is not run twice.
const (
	confirmRuns = 3
	coldLimit   = 10
)

// warmOps is how many ops a sample runs untimed before its clock starts:
// those that take an eighth of target at perOp, the op's time per call in
// its last sample; none when that rounds to zero (an op of more than a
// quarter of the target, whose cold start is a small share of its sample,
// and one more call of which would cost a quarter of it or more). A
// worker's sample follows those of every other library, so its code and
// records start cold in the caches, a cost no long-running program pays
// every few milliseconds. The warm-up lasts a fixed time rather than a
// share of the sample's ops, so that a cell whose count settled low is not
// also warmed less (docs/evidence/2026-11-25-warm-up.md).
func warmOps(target time.Duration, perOp float64) int {
	return int(math.Round(float64(target) / 8 / perOp))
}

// timeRun times n ops from the start of the visiting order.
func timeRun(x serbench.Instance, op serbench.Op, n int) (time.Duration, error) {
	start := time.Now()
	err := x.Run(op, 0, n)
	return time.Since(start), err
}
