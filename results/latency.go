package results

// Latency is a cell's distribution of per-call times, taken in chunks
// spread over the cell's rounds. Calls faster than a microsecond are timed
// in batches, and a batch's time over its calls stands for each call: the
// clock's own cost would otherwise be most of what is timed. A batch
// smooths the tail it spans, so the tail of a fast op reads low.
type Latency struct {
	Batch int `json:"batch"` // calls timed together
	// Batches is the batches each chunk timed, the fewest of any chunk.
	Batches int `json:"batches"`
	// P50Ns, P99Ns and P999Ns hold each chunk's percentiles of the time
	// per call. A chunk gives a p99 only from 1,000 batches and a p99.9
	// from 10,000, so that ten batches lie beyond it; fewer leave them
	// empty.
	P50Ns  []float64 `json:"p50_ns"`
	P99Ns  []float64 `json:"p99_ns,omitempty"`
	P999Ns []float64 `json:"p999_ns,omitempty"`
	// Failure says why the chunks stopped, when an op failed in them.
	Failure string `json:"failure,omitempty"`
}

// P50, P99 and P999 are the medians over the chunks, or 0 when no chunk
// gave one.
func (l *Latency) P50() float64  { return Median(l.P50Ns) }
func (l *Latency) P99() float64  { return Median(l.P99Ns) }
func (l *Latency) P999() float64 { return Median(l.P999Ns) }

// Parallel is a cell's throughput with every processor busy against one
// busy: Goroutines goroutines, each with an instance of its own, run the
// op at once, right after one goroutine ran it alone. A scaling of
// Goroutines is perfect; 1 means the library serialises its callers
// (a lock, say); under 1, that they slow each other down. On a shared
// machine the other processor is not always free, so compare codecs
// within a run rather than against Goroutines.
type Parallel struct {
	Goroutines int `json:"goroutines"`
	// Scaling holds each chunk's ops per second at once over ops per
	// second alone.
	Scaling []float64 `json:"scaling"`
	// Failure says why the chunks stopped: a codec that is not safe for
	// concurrent use may panic or corrupt its state here and nowhere else.
	// Scaling is empty when there is a failure.
	Failure string `json:"failure,omitempty"`
}

// Median is the median scaling over the chunks, or 0 when there is none.
func (p *Parallel) Median() float64 { return Median(p.Scaling) }
