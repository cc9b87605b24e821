// Package interop checks that the Go libraries of one wire format read
// each other's bytes: for every two codecs of one [serbench.Codec.Wire], on
// every dataset both support, the writer's encoding of every record (its
// default variant's Encoded) is decoded by the reader (its default
// variant) and compared with the dataset's records by package fidelity,
// exactly as a round trip is. Each ordered pair is equal, different (which
// fields, both values) or fails (the error, panic, fatal error or hang).
//
// A reader meets bytes it did not write, so it decodes in a child process
// (internal/child) held to a time and memory limit: one child per reader
// and dataset, which encodes each writer's records itself (every codec is
// linked into the binary) and answers with the fidelity report. A child
// that dies or hangs costs the pair it was on, and is started again for
// the rest. The child first checks the reader's own round trip, so that a
// difference that the reader's (or the writer's) own round trip shows as
// well is marked as that library's convention rather than a disagreement.
//
// A reference implementation in another language (a Peer; so far the
// Python libraries that interop/python/refcheck.py drives) pairs with
// every Go codec of its wire that decodes a dataset: the reader's child
// writes the codec's own encoding of every record to a file, the peer
// reads each record and writes back what it read, and the child decodes
// the peer's bytes and compares them, as it does a Go writer's. Rows name
// the peer "lang:library@version"; one row has it read the Go codec's
// bytes (it fails on the peer's own error), the other has the Go codec
// read the peer's, both judging the one trip. A peer's failure is a row,
// never the run's.
package interop

import (
	"errors"
	"os"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/fidelity"
	"github.com/serbench/serbench/internal/child"
	"github.com/serbench/serbench/results"
)

// A Task is one reader on one dataset and the writers whose encodings it
// decodes there: the work of one child process.
type Task struct {
	Wire    string
	Dataset string
	Reader  string
	Writers []string
	// Foreign are the peers in other languages that read the reader's
	// own encoding and write back what they read, for the reader to
	// decode.
	Foreign []Peer
	// Writes says whether the reader writes too: only then is a peer's
	// reading of its bytes a row of its own (a decode-only codec's
	// records come from the encoding it takes as input).
	Writes bool
}

// Tasks lists the work of checking the named codecs on the named datasets:
// for every wire that two of the codecs share, on every dataset that both
// support, each reader against every other writer of the wire, and
// against the peers in other languages of its wire. A codec writes when
// its default variant marshals and reads when it unmarshals; a codec
// without a Wire takes no part.
func Tasks(datasets, codecs []string, peers ...Peer) []Task {
	wireOf := map[string]string{}
	for _, c := range serbench.Codecs() {
		wireOf[c.Name] = c.Wire
	}
	var wires []string
	byWire := map[string][]string{}
	for _, name := range codecs {
		w := wireOf[name]
		if w == "" {
			continue
		}
		if byWire[w] == nil {
			wires = append(wires, w)
		}
		byWire[w] = append(byWire[w], name)
	}
	slices.Sort(wires)
	var tasks []Task
	for _, d := range datasets {
		for _, w := range wires {
			var writers, readers []string
			for _, c := range byWire[w] {
				b := serbench.Lookup(c, d)
				if b.Unsupported != "" {
					continue
				}
				ops := b.Ops(serbench.Default)
				if slices.Contains(ops, serbench.Marshal) {
					writers = append(writers, c)
				}
				if slices.Contains(ops, serbench.Unmarshal) {
					readers = append(readers, c)
				}
			}
			var foreign []Peer
			for _, p := range peers {
				if p.Wire == w {
					foreign = append(foreign, p)
				}
			}
			for _, r := range readers {
				others := slices.DeleteFunc(slices.Clone(writers), func(c string) bool { return c == r })
				if len(others) > 0 || len(foreign) > 0 {
					tasks = append(tasks, Task{Wire: w, Dataset: d, Reader: r, Writers: others, Foreign: foreign,
						Writes: slices.Contains(writers, r)})
				}
			}
		}
	}
	return tasks
}

// Pairs counts the ordered pairs that tasks check: the rows they make.
func Pairs(tasks []Task) int {
	n := 0
	for _, t := range tasks {
		n += len(t.Writers) + t.peerRows()*len(t.Foreign)
	}
	return n
}

// peerRows is how many rows each peer of t makes: the peer writing for
// the reader, and reading the reader's bytes when the reader writes.
func (t Task) peerRows() int {
	if t.Writes {
		return 2
	}
	return 1
}

// Config is how to check.
type Config struct {
	// Exe is the serbench binary, started with ChildArg for each child.
	Exe string
	// Timeout is the wall time a child may take over one pair, or over
	// its reader's own round trip, before it counts as hung.
	Timeout time.Duration
	// Memory is the soft memory limit of a child, in bytes; the kernel
	// stops it when its heap passes twice as much.
	Memory int64
	// Parallel is how many children run at once.
	Parallel int
	// Progress, when set, is told of each pair checked; calls never
	// overlap.
	Progress func(n int, what string)
	// Stop, when closed, stops the check: no task starts, the children
	// in progress are killed, and Run returns ErrInterrupted.
	Stop <-chan struct{}
	// Python runs the peers in Python; nil when tasks have none.
	Python *Python
	// Before are tasks an earlier, interrupted check finished: those of
	// tasks are not checked again, and their rows come back with the rest.
	Before []Finished
	// Finished, when set, is told of each task as it finishes, before Run
	// returns (a journal, so that an interrupted check can go on); calls
	// never overlap, and an error stops the check.
	Finished func(Finished) error
}

// Finished is a task done: its rows as checked, before Run compares them
// with the other tasks' own round trips, and the reader's own round trip.
type Finished struct {
	Task Task              `json:"task"`
	Rows []results.Interop `json:"rows"`
	Own  *fidelity.Report  `json:"own,omitempty"`
}

// key names a task by all it checks: a task finished with other writers
// or peers is not the same task.
func (t Task) key() string {
	var b strings.Builder
	b.WriteString(t.Wire + "\x00" + t.Dataset + "\x00" + t.Reader)
	for _, w := range t.Writers {
		b.WriteString("\x00w" + w)
	}
	for _, p := range t.Foreign {
		b.WriteString("\x00p" + p.Name)
	}
	return b.String()
}

// ErrInterrupted is what Run returns when Stop closed before every task
// was done. It is harness.ErrInterrupted too.
var ErrInterrupted = child.ErrInterrupted

// done is a finished task: its rows, and the reader's own round trip.
type done struct {
	rows []results.Interop
	own  *fidelity.Report
}

// Run checks every task, Parallel at a time, and returns the rows of those
// it finished, in the order of tasks and of their writers, each with the
// writer's and the reader's own verdicts where a task gave them.
func Run(cfg Config, tasks []Task) ([]results.Interop, error) {
	if cfg.Python != nil {
		scratch, err := os.MkdirTemp("", "serbench-interop-")
		if err != nil {
			return nil, err
		}
		defer os.RemoveAll(scratch)
		cfg.Python = cfg.Python.in(scratch)
	}
	out := make([]*done, len(tasks))
	errs := make([]error, len(tasks))
	var mu sync.Mutex
	progress := cfg.Progress
	cfg.Progress = func(n int, what string) {
		if progress != nil {
			mu.Lock()
			defer mu.Unlock()
			progress(n, what)
		}
	}
	before := map[string]Finished{}
	for _, f := range cfg.Before {
		before[f.Task.key()] = f
	}
	var todo []int
	for i, t := range tasks {
		if f, ok := before[t.key()]; ok {
			out[i] = &done{rows: f.Rows, own: f.Own}
			cfg.Progress(len(f.Rows), "done before")
		} else {
			todo = append(todo, i)
		}
	}
	stop := make(chan struct{})
	var stopOnce sync.Once
	go func() {
		select {
		case <-cfg.Stop:
			stopOnce.Do(func() { close(stop) })
		case <-stop:
		}
	}()
	defer stopOnce.Do(func() { close(stop) })
	child.Each(len(todo), cfg.Parallel, stop, func(j int) {
		i := todo[j]
		d, err := check(cfg, tasks[i])
		if err == nil && cfg.Finished != nil {
			mu.Lock()
			err = cfg.Finished(Finished{Task: tasks[i], Rows: d.rows, Own: d.own})
			mu.Unlock()
			if err != nil {
				stopOnce.Do(func() { close(stop) })
			}
		}
		if err == nil {
			out[i] = &d
		}
		errs[i] = err
	})
	owns := map[[2]string]*fidelity.Report{}
	var rows []results.Interop
	for i, d := range out {
		if d != nil {
			owns[[2]string{tasks[i].Reader, tasks[i].Dataset}] = d.own
			rows = append(rows, d.rows...)
		}
	}
	adapters := map[string]string{}
	for _, t := range tasks {
		for _, p := range t.Foreign {
			adapters[p.Name] = p.Adapter
		}
	}
	for i := range rows {
		r := &rows[i]
		compareOwn(r, owns[[2]string{r.Writer, r.Dataset}], owns[[2]string{r.Reader, r.Dataset}])
		markConventions(r, adapters)
	}
	if child.Stopped(cfg.Stop) {
		return rows, ErrInterrupted
	}
	return rows, errors.Join(errs...)
}

// row classifies a pair's fidelity report.
func row(t Task, writer, reader string, rep fidelity.Report) results.Interop {
	r := results.Interop{Wire: t.Wire, Dataset: t.Dataset, Writer: writer, Reader: reader, Records: rep.Records}
	switch rep.Status {
	case fidelity.Exact:
		r.Status = results.InteropEqual
	case fidelity.Lossy:
		r.Status = results.InteropDifferent
		for _, f := range rep.Findings {
			r.Findings = append(r.Findings, results.InteropFinding{Finding: f})
		}
	default:
		r.Status, r.Reason, r.Records = results.InteropFails, rep.Reason, 0
	}
	return r
}

// failed is a pair that could not be checked, and why.
func failed(t Task, writer, reader, reason string) results.Interop {
	return results.Interop{Wire: t.Wire, Dataset: t.Dataset, Writer: writer, Reader: reader,
		Status: results.InteropFails, Reason: reason}
}

// compareOwn gives r the writer's and the reader's own verdicts (nil when
// unknown) and marks each finding that either loses the same way: the
// same field, the same kind of difference.
func compareOwn(r *results.Interop, writer, reader *fidelity.Report) {
	if writer != nil {
		r.WriterOwn = writer.Status
	}
	if reader != nil {
		r.ReaderOwn = reader.Status
	}
	for i := range r.Findings {
		f := &r.Findings[i]
		f.WriterOwn = loses(writer, f.Finding)
		f.ReaderOwn = loses(reader, f.Finding)
	}
}

// loses says whether own has a finding of f's field and kind.
func loses(own *fidelity.Report, f fidelity.Finding) bool {
	if own == nil {
		return false
	}
	return slices.ContainsFunc(own.Findings, func(o fidelity.Finding) bool { return o.Field == f.Field && o.Kind == f.Kind })
}

// check runs one task in a child, started again after each death, and
// returns its rows and the reader's own round trip.
func check(cfg Config, t Task) (done, error) {
	var d done
	c, first, err := start(cfg, t, true)
	switch {
	case err != nil:
		return d, err
	case c != nil && first.Fails != "":
		// The reader cannot be made: no pair can be checked.
		c.Close()
		d.rows = failRest(cfg, t, 0, "the reader could not be made: "+first.Fails)
		return d, nil
	case c == nil:
		// The child died or hung over the reader's own round trip:
		// that is the verdict, and the pairs go to a child started
		// again without it.
		d.own = &fidelity.Report{Status: fidelity.Crash, Reason: first.Fails}
	default:
		d.own = first.Report
	}
	defer func() {
		if c != nil {
			c.Close()
		}
	}()
	// live has c running, started again if the last one died, or says
	// why it cannot be.
	live := func() (string, error) {
		if c != nil {
			return "", nil
		}
		var err error
		if c, first, err = start(cfg, t, false); err != nil {
			return "", err
		}
		if first.Fails != "" {
			if c != nil {
				c.Close()
				c = nil
			}
			return "the reader's child could not be started again: " + first.Fails, nil
		}
		return "", nil
	}
	for i := range len(t.Writers) + len(t.Foreign) {
		why, err := live()
		if err != nil {
			return d, err
		}
		if why != "" {
			d.rows = append(d.rows, failRest(cfg, t, i, why)...)
			return d, nil
		}
		if i >= len(t.Writers) {
			rows, alive, err := c.peer(cfg, t, t.Foreign[i-len(t.Writers)])
			if err != nil {
				return d, err
			}
			if !alive {
				c = nil
			}
			d.rows = append(d.rows, rows...)
			cfg.Progress(len(rows), t.Reader+"/"+t.Dataset)
			continue
		}
		w := t.Writers[i]
		a, alive, err := c.ask(cfg, request{Writer: w})
		if err != nil {
			return d, err
		}
		if !alive {
			c = nil
		}
		if a.Fails != "" {
			d.rows = append(d.rows, failed(t, w, t.Reader, a.Fails))
		} else {
			d.rows = append(d.rows, row(t, w, t.Reader, *a.Report))
		}
		cfg.Progress(1, t.Reader+"/"+t.Dataset)
	}
	return d, nil
}

// failRest fails the pairs of t from its writer from on (the peers
// counted after the writers) for the one reason, and reports them done.
func failRest(cfg Config, t Task, from int, why string) []results.Interop {
	var rows []results.Interop
	for i := from; i < len(t.Writers)+len(t.Foreign); i++ {
		if i < len(t.Writers) {
			rows = append(rows, failed(t, t.Writers[i], t.Reader, why))
			continue
		}
		p := t.Foreign[i-len(t.Writers)]
		if t.Writes {
			rows = append(rows, failed(t, t.Reader, p.Name, why))
		}
		rows = append(rows, failed(t, p.Name, t.Reader, why))
	}
	cfg.Progress(len(rows), t.Reader+"/"+t.Dataset)
	return rows
}
