package harness

import (
	"fmt"
	"os"
	"runtime"
	"strconv"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"
)

// Pinning keeps each worker's timing thread on one processor, the same for
// every worker: a thread that migrates mid-sample pays for cold caches and
// lands beside whatever ran there. The worker's other threads (the garbage
// collector's, the runtime's) and the parent, idle while a worker times,
// are left to the other processors. With one processor nothing is pinned.

// cpuEnv names the processor a worker's timing thread is pinned to.
const cpuEnv = "SERBENCH_TIMING_CPU"

// timingCPU is the processor the workers time on: the last one this
// process may use. ok is false with fewer than two.
func timingCPU() (cpu int, ok bool) {
	var set unix.CPUSet
	if unix.SchedGetaffinity(0, &set) != nil || set.Count() < 2 {
		return 0, false
	}
	for c := 8*int(unsafe.Sizeof(set)) - 1; c >= 0; c-- {
		if set.IsSet(c) {
			cpu = c
			break
		}
	}
	return cpu, true
}

// A pinner moves the worker onto the timing processor for samples and back
// onto every processor for the rest: preparing and checking run two
// workers at once and must not share one processor.
type pinner struct {
	timing, all unix.CPUSet
	on          bool // the parent named a timing processor
	pinned      bool
}

// newPinner locks the calling goroutine to its thread for good, so that the
// thread's affinity and CPU time are the goroutine's.
func newPinner() (*pinner, error) {
	runtime.LockOSThread()
	p := &pinner{}
	cpu, ok := workerCPU()
	if !ok {
		return p, nil
	}
	if err := unix.SchedGetaffinity(0, &p.all); err != nil {
		return nil, fmt.Errorf("reading the worker's processors: %w", err)
	}
	p.timing.Set(cpu)
	p.on = true
	return p, nil
}

// pin moves the thread onto the timing processor, or off it when pin is
// false; it makes a system call only when that changes anything.
func (p *pinner) pin(pin bool) error {
	if !p.on || p.pinned == pin {
		return nil
	}
	set := &p.all
	if pin {
		set = &p.timing
	}
	if err := unix.SchedSetaffinity(0, set); err != nil {
		return fmt.Errorf("pinning the timing thread: %w", err)
	}
	p.pinned = pin
	return nil
}

// workerCPU reads the processor a parent asked its worker to time on.
func workerCPU() (int, bool) {
	c, err := strconv.Atoi(os.Getenv(cpuEnv))
	return c, err == nil
}

// threadCPU is the calling thread's CPU time. Against the wall time of a
// sample it tells how long the thread was off the processor: descheduled
// for another process, which no codec should be charged for.
func threadCPU() time.Duration {
	var ts unix.Timespec
	if unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts) != nil {
		return 0
	}
	return time.Duration(ts.Nano())
}
