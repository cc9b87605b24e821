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
// A reference implementation in another language would join as one more
// writer or reader of a wire: a program that writes each record's bytes
// to files, which a Go reader's child decodes in place of a Go writer's
// Encoded, and reads Go's bytes from files, its records compared in Go.
// Rows name such a peer as "lang:library" in Writer or Reader.
package interop

import (
	"errors"
	"slices"
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
}

// Tasks lists the work of checking the named codecs on the named datasets:
// for every wire that two of the codecs share, on every dataset that both
// support, each reader against every other writer of the wire. A codec
// writes when its default variant marshals and reads when it unmarshals; a
// codec without a Wire takes no part.
func Tasks(datasets, codecs []string) []Task {
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
			for _, r := range readers {
				others := slices.DeleteFunc(slices.Clone(writers), func(c string) bool { return c == r })
				if len(others) > 0 {
					tasks = append(tasks, Task{Wire: w, Dataset: d, Reader: r, Writers: others})
				}
			}
		}
	}
	return tasks
}

// Pairs counts the ordered pairs that tasks check.
func Pairs(tasks []Task) int {
	n := 0
	for _, t := range tasks {
		n += len(t.Writers)
	}
	return n
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
	child.Each(len(tasks), cfg.Parallel, cfg.Stop, func(i int) {
		d, err := check(cfg, tasks[i])
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
	for i := range rows {
		r := &rows[i]
		compareOwn(r, owns[[2]string{r.Writer, r.Dataset}], owns[[2]string{r.Reader, r.Dataset}])
	}
	if child.Stopped(cfg.Stop) {
		return rows, ErrInterrupted
	}
	return rows, errors.Join(errs...)
}

// row classifies a pair's fidelity report.
func row(t Task, writer string, rep fidelity.Report) results.Interop {
	r := results.Interop{Wire: t.Wire, Dataset: t.Dataset, Writer: writer, Reader: t.Reader, Records: rep.Records}
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
func failed(t Task, writer, reason string) results.Interop {
	return results.Interop{Wire: t.Wire, Dataset: t.Dataset, Writer: writer, Reader: t.Reader,
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
		for _, w := range t.Writers {
			d.rows = append(d.rows, failed(t, w, "the reader could not be made: "+first.Fails))
		}
		cfg.Progress(len(t.Writers), t.Reader+"/"+t.Dataset)
		return d, nil
	case c == nil:
		// The child died or hung over the reader's own round trip:
		// that is the verdict, and the pairs go to a child started
		// again without it.
		d.own = &fidelity.Report{Status: fidelity.Crash, Reason: first.Fails}
	default:
		d.own = first.Report
	}
	for i, w := range t.Writers {
		if c == nil {
			if c, first, err = start(cfg, t, false); err != nil {
				return d, err
			}
			if first.Fails != "" {
				if c != nil {
					c.Close()
				}
				for _, w := range t.Writers[i:] {
					d.rows = append(d.rows, failed(t, w, "the reader's child could not be started again: "+first.Fails))
				}
				cfg.Progress(len(t.Writers)-i, t.Reader+"/"+t.Dataset)
				return d, nil
			}
		}
		a, alive, err := c.pair(cfg, w)
		if err != nil {
			return d, err
		}
		if !alive {
			c = nil
		}
		if a.Fails != "" {
			d.rows = append(d.rows, failed(t, w, a.Fails))
		} else {
			d.rows = append(d.rows, row(t, w, *a.Report))
		}
		cfg.Progress(1, t.Reader+"/"+t.Dataset)
	}
	if c != nil {
		c.Close()
	}
	return d, nil
}
