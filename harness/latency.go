package harness

import (
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/results"
)

// The extras are two figures beside a cell's ns/op, each taken in a few
// chunks spread over the cell's rounds, so that the machine's drift hits
// them as it hits the samples:
//
//   - latency: the distribution of per-call times, of which a median
//     hides the tail that a server's p99 is made of;
//   - parallel scaling: ops per second with every processor busy, each
//     goroutine with an instance of its own, over ops per second on one,
//     so that a library's locks, pools and global caches show.

// latencyGrain is the least time a latency batch takes: batching calls
// faster than this keeps the clock's own cost (some 25 ns a reading) to a
// few percent of what it times.
const latencyGrain = time.Microsecond

// latencies times batches of batch calls of op and returns their per-call
// percentiles.
func latencies(x serbench.Instance, op serbench.Op, batch, batches int) (*latency, error) {
	if batch < 1 || batches < 1 {
		return nil, fmt.Errorf("worker: latency needs a batch and batches, not %d and %d", batch, batches)
	}
	ns := make([]float64, batches)
	if err := x.Latencies(op, batch, ns); err != nil {
		return nil, err
	}
	slices.Sort(ns)
	l := &latency{Batches: batches, P50: results.Quantile(ns, 0.5)}
	// A percentile needs a few batches beyond it to differ from the
	// maximum: ten.
	if batches >= 1000 {
		l.P99 = results.Quantile(ns, 0.99)
	}
	if batches >= 10000 {
		l.P999 = results.Quantile(ns, 0.999)
	}
	return l, nil
}

// scalingLegs is how many times a parallel chunk times op alone and op on
// every processor, in turn, so that a change of the machine's state
// between two legs does not decide the ratio.
const scalingLegs = 3

// scaling times op n times on one goroutine and n times on each of
// GOMAXPROCS goroutines at once, in turn, scalingLegs times each, and
// returns the ratio of their ops per second (their median times) with the
// goroutine count. Every goroutine has an instance of its own; what they
// share is the library's.
func (x *live) scaling(op serbench.Op, n int) (float64, int, error) {
	procs := runtime.GOMAXPROCS(0)
	for len(x.others) < procs-1 {
		x.others = append(x.others, x.binding.Instance(x.variant))
	}
	all := append([]serbench.Instance{x.Instance}, x.others[:procs-1]...)
	var alone, together []float64
	for range scalingLegs {
		start := time.Now()
		if err := x.Run(op, 0, n); err != nil {
			return 0, 0, err
		}
		alone = append(alone, time.Since(start).Seconds())
		t, err := runTogether(all, op, n)
		if err != nil {
			return 0, 0, err
		}
		together = append(together, t.Seconds())
	}
	return float64(procs) * results.Median(alone) / results.Median(together), procs, nil
}

// runTogether runs op n times on each instance, each on a goroutine of its
// own, all released at once, and returns the time until the last ends.
func runTogether(all []serbench.Instance, op serbench.Op, n int) (time.Duration, error) {
	errs := make([]error, len(all))
	var ready, done sync.WaitGroup
	begin := make(chan struct{})
	for i, inst := range all {
		ready.Add(1)
		done.Add(1)
		go func() {
			defer done.Done()
			defer func() {
				if p := recover(); p != nil {
					errs[i] = fmt.Errorf("panic in parallel: %v", p)
				}
			}()
			ready.Done()
			<-begin
			errs[i] = inst.Run(op, 0, n)
		}()
	}
	ready.Wait()
	start := time.Now()
	close(begin)
	done.Wait()
	return time.Since(start), errors.Join(errs...)
}
