package harness

import (
	"math"
	"runtime"
	"time"

	"github.com/serbench/serbench"
)

// lastSample is what the next sample of an op needs from the last time
// it ran in a sample request (a calibration or a sample). What ran it
// outside one (a peak, a latency or parallel chunk) ran with the pacer
// on, and the refill treats it as not run.
type lastSample struct {
	ns    float64 // time per call, for the warm-up; 0 before a sample
	bytes float64 // allocation per call, for the due collection
	// least is the least allocation per call of its samples, and cycles
	// how many collections the worker had finished when the op last ran,
	// for the refill.
	least  float64
	cycles uint64
	refill refill
}

// A refill is what the untimed ops before a sample, and the samples,
// showed of an op that has no warm-up (see measure).
type refill int8

const (
	refillUntried refill = iota
	// refillNeeded: a refill allocated more than the sample after it, or
	// a sample more than the op's least, rebuilding what the op keeps
	// between calls; the op is refilled before every sample.
	refillNeeded
	// refillIdle: a refill after two collections, which empty any
	// sync.Pool, allocated no more; the op is not refilled again.
	refillIdle
)

// A refillRun is what a refill did: whether one ran, and the bytes it
// allocated.
type refillRun struct {
	ran   bool
	bytes float64
}

// after is what r becomes once run ran before a sample that allocated
// bytes a call, the op's samples in the worker having allocated least a
// call at the least before it (0 for none): a refill that allocated
// refillMargin times as much as the sample, and refillSlack more, rebuilt
// what the op keeps, as did a sample that allocated that much over least;
// a refill that did not shows that it keeps nothing, as an untried op's
// refill follows two collections.
func (r refill) after(run refillRun, bytes, least float64) refill {
	rebuilt := func(b, than float64) bool { return b > refillMargin*than+refillSlack }
	switch {
	case r != refillUntried:
		return r
	case run.ran && rebuilt(run.bytes, bytes), least > 0 && rebuilt(bytes, least):
		return refillNeeded
	case run.ran:
		return refillIdle
	}
	return r
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
	// ran says that the op has run in a sample request of this worker
	// since its instance was prepared, and ranAt how many collections the
	// worker had finished then; refill is what the refill showed (see
	// measure).
	ran    bool
	ranAt  uint64
	refill refill
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
// just before s.from run untimed (see warmOps). When there are none, the
// op of the position just before s.from runs once, untimed, to refill what
// the op keeps between calls: before every sample of an op that a refill
// or a sample showed to keep something, and before the first sample of an
// untried one, after two collections since it last ran (made here when
// fewer ran; the op may have run in the instance's check), so that the
// refill finds whatever the op pools gone and decides whether it keeps
// something (one collection leaves a pool's buffers in its victim cache).
// The parent passes what a refill showed to the library's other workers.
// Two collections empty a sync.Pool, and a Get on another processor than
// its Put misses (a collection parks the goroutine, and a long op may be
// preempted: either may go on on the other processor), where a program
// that runs the op again and again has its pooled buffers at every call
// (docs/evidence/2026-12-07-pools-refilled.md). measure returns what the
// refill did, for the next sample's.
func measure(x serbench.Instance, ref *refLoop, gc *collector, op serbench.Op, s sampling) (rep reply, refilled refillRun, err error) {
	var before, after runtime.MemStats
	cycles := gc.cycles()
	if s.collect || gc.due(s.expect) {
		gc.collect()
	}
	if s.warm == 0 && s.refill == refillUntried {
		since := gc.cycles() - cycles
		if s.ran {
			since = gc.cycles() - s.ranAt
		}
		for ; since < 2; since++ {
			gc.collect()
		}
	}
	refBefore := ref.time()
	if s.warm == 0 && s.refill != refillIdle {
		refilled.ran = true
		runtime.ReadMemStats(&before)
		if err := x.Run(op, s.from-1, 1); err != nil {
			return reply{}, refillRun{}, err
		}
		runtime.ReadMemStats(&after)
		refilled.bytes = float64(after.TotalAlloc - before.TotalAlloc)
	}
	if s.warm > 0 {
		if err := x.Run(op, s.from-s.warm, s.warm); err != nil {
			return reply{}, refillRun{}, err
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
		return reply{}, refillRun{}, err
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
