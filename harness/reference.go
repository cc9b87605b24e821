package harness

import "time"

// The reference op is a fixed piece of work that every worker times right
// before and right after each sample, on the same processor: the run's
// noise meter. This project's machines are shared: for seconds at a time
// another tenant busy on the same core halves the speed of code that needs
// the core's throughput, and the slowdown differs from one codec to the
// next, so no ratio to the reference can undo it
// (docs/evidence/2026-11-23-sample-length-pinning-estimators.md); but the
// reference says when and how much it happens.
// It is a loop of indirect calls and integer work, the kind of code that
// slows the most; a latency-bound loop (a CRC) barely notices.

// refCalls is the reference op's length: about 50 µs in the fast state.
const refCalls = 20_000

// refLoop holds what the reference op calls through, so that the compiler
// cannot see through the calls.
type refLoop struct {
	steps [4]func(uint64) uint64
	sink  uint64
}

func newRefLoop() *refLoop {
	return &refLoop{steps: [4]func(uint64) uint64{
		func(x uint64) uint64 { return x*0x9e3779b97f4a7c15 + 1 },
		func(x uint64) uint64 { return x ^ x>>29 },
		func(x uint64) uint64 { return x + x<<7 + 3 },
		func(x uint64) uint64 { return x ^ x<<17 ^ 5 },
	}}
}

// time runs the reference op once and returns its ns.
func (r *refLoop) time() float64 {
	start := time.Now()
	x := r.sink
	for i := range refCalls {
		x = r.steps[i&3](x)
	}
	elapsed := time.Since(start)
	r.sink = x
	return float64(elapsed.Nanoseconds())
}
