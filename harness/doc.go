// Package harness runs serbench's cells: it prepares and checks codec
// instances and times their ops, each library in a child process of its
// own, so that one library's garbage, panic, fatal error or hang never
// touches another's figures.
//
// The parent (Runner) starts a worker per library package on demand and
// talks to it over two pipes, one JSON request and one JSON reply per line
// (internal/child); the worker's stdout and stderr are kept apart, so a
// library that prints cannot corrupt the protocol, and their tail explains
// a crash. Samples of different codecs are interleaved round-robin, one
// worker busy at a time, so that drift of the machine hits all codecs
// alike; what is not timed (preparing, checking, peak memory) runs two
// workers at a time.
//
// The parent's side: plan.go holds the Plan and its policy (which cells
// take a sample in a round, how a dataset is split into groups), cell.go a
// cell's samples and how its op count settles, runner.go the Runner that
// runs a dataset round by round, chunks.go what a cell asks for beside its
// samples (latency and parallel chunks, peak memory), pool.go its worker
// processes and what they do two at a time, resume.go what a resumed run skips and restores, payload.go
// the encoded records it saves, ab.go the A/B run of two binaries, stop.go
// Interrupt. The
// worker's side: worker.go serves requests, sample.go times a sample (its
// warm-up or refill, its calibration), with gc.go (the collector held
// while sampling, the heap grown first), pin.go (the timing processor),
// reference.go (the reference op) and latency.go (latency and parallel
// scaling); worker_process.go starts it.
package harness
