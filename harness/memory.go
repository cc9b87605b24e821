package harness

import (
	"runtime/debug"
	"runtime/metrics"
	"time"

	"github.com/serbench/serbench"
)

// peakMemory is what one op held at its peak above its worker's resting
// level: the heap's objects, live and not yet swept, and the memory the
// runtime holds from the system.
type peakMemory struct {
	Heap     float64 `json:"heap"`
	Resident float64 `json:"resident"`
	Ns       float64 `json:"ns"` // the op's wall time, collections included
}

// heapTick is how often peak reads the runtime's memory while the op
// runs: a peak between two readings of a large collection's op
// (milliseconds to minutes) is missed, and a shorter tick takes more of
// the processor the op shares.
const heapTick = 100 * time.Microsecond

// memoryReader reads what peak follows: the heap's objects, and the
// runtime's memory less what it has released to the system.
type memoryReader [3]metrics.Sample

func newMemoryReader() *memoryReader {
	return &memoryReader{{Name: "/memory/classes/heap/objects:bytes"}, {Name: "/memory/classes/total:bytes"},
		{Name: "/memory/classes/heap/released:bytes"}}
}

func (m *memoryReader) read() (heap, resident float64) {
	metrics.Read(m[:])
	return float64(m[0].Value.Uint64()), float64(m[1].Value.Uint64() - m[2].Value.Uint64())
}

// peak runs op once from the start of the visiting order, with the pacer
// on as in a program (the request is not a sample), and returns the most
// heap and resident memory it held above the worker's resting level, read
// every heapTick. The resting level is read after a collection that
// returns the free heap to the system, so that the op's pages count
// whether or not an earlier op had used them; what the pacer lets pile up
// before it collects depends on the worker's live heap (its library's
// forms of the collection) and GOGC, as in any program. Resident memory is
// the runtime's count, not the kernel's: a worker returns memory with
// MADV_FREE (see child.GODEBUG), whose pages the kernel counts as resident
// until it needs them, so its VmRSS and VmHWM do not fall when memory is
// returned.
func peak(x serbench.Instance, op serbench.Op) (*peakMemory, error) {
	debug.FreeOSMemory()
	m := newMemoryReader()
	restHeap, restResident := m.read()
	var top peakMemory
	stop, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		t := time.NewTicker(heapTick)
		defer t.Stop()
		r := newMemoryReader()
		for {
			heap, resident := r.read()
			top.Heap, top.Resident = max(top.Heap, heap), max(top.Resident, resident)
			select {
			case <-stop:
				return
			case <-t.C:
			}
		}
	}()
	start := time.Now()
	err := x.Run(op, 0, 1)
	top.Ns = float64(time.Since(start).Nanoseconds())
	close(stop)
	<-done
	if err != nil {
		return nil, err
	}
	heap, resident := m.read()
	top.Heap, top.Resident = max(top.Heap, heap)-restHeap, max(top.Resident, resident)-restResident
	top.Heap, top.Resident = max(top.Heap, 0), max(top.Resident, 0)
	return &top, nil
}
