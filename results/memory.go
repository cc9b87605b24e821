package results

// Memory is what one op of a cell held at its peak above its worker's
// resting level, measured once after the cell's samples, on the large
// collections, where a library may need gigabytes for one record. The op
// runs with the collector pacing at the worker's GOGC, as in a program, so
// the garbage it lets pile up before a cycle counts: a figure of what a
// program holding the library's forms of the collection would need, not
// of the library alone. One op: no interval.
type Memory struct {
	// PeakHeapBytes is the peak of heap objects (live and not yet
	// swept) above the live heap before the op, read every 100 µs while
	// it ran.
	PeakHeapBytes float64 `json:"peak_heap_bytes"`
	// PeakResidentBytes is the peak of the memory the runtime holds from
	// the system (all it maps less what it has released) above the level
	// before the op, its free heap returned to the system first, read
	// with the heap. The runtime's count rather than the kernel's RSS,
	// which a worker's MADV_FREE keeps from falling when memory is
	// returned.
	PeakResidentBytes float64 `json:"peak_resident_bytes"`
	// Failure says why the measurement failed; the figures are then 0.
	Failure string `json:"failure,omitempty"`
}
