// Package robust probes how codecs fail on malformed input, as bytes from
// a network arrive: for each codec and dataset it derives inputs from valid
// payloads (every truncation, bit flips, inserted and deleted bytes, random
// bytes, length fields inflated to near 2^31), decodes each through the
// codec's default variant in a child process (internal/child) held to a
// time and memory limit, and classifies the outcome. A child that dies,
// hangs or runs out of memory is recorded against the input that did it
// and started again; the smallest input of each distinct failure is kept
// with a command that replays it, for the library's maintainers.
//
// The inputs are a function of the seed, the pair and the valid payloads,
// so a probe repeats its classes (hangs aside, which depend on timing)
// wherever the codec encodes the same payloads.
package robust

import (
	"cmp"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sync"
	"time"

	"github.com/serbench/serbench/internal/child"
	"github.com/serbench/serbench/results"
)

// A Class is what became of one input.
type Class string

// The classes, from safe to worst.
const (
	Rejected    Class = "rejected"     // the codec returned an error
	Accepted    Class = "accepted"     // decoded without error
	ExcessAlloc Class = "excess-alloc" // allocated over 1000 times the input's size (and over 1 MiB)
	Panic       Class = "panic"        // the codec panicked
	Fatal       Class = "fatal"        // a fatal runtime error, a stack overflow, or the child was killed
	Hang        Class = "hang"         // no answer within the time limit
	OOM         Class = "oom"          // the child ran out of its memory limit
)

// Classes lists the classes in the order reports show them.
var Classes = []Class{Rejected, Accepted, ExcessAlloc, Panic, Fatal, Hang, OOM}

// What counts as an excessive allocation: over excessFactor times the
// input's size and over excessFloor bytes, so that the fixed cost of a
// decoder's state and a fresh value does not count on tiny inputs.
const (
	excessFactor = 1000
	excessFloor  = 1 << 20
)

// keepPerClass is how many distinct failures of a class a pair keeps.
const keepPerClass = 5

// A batch is the inputs sent to a child at once, at most batchInputs of
// them and batchBytes in all: one write, and the child decodes one input
// after another without waiting for the parent, while each input keeps its
// own time limit from the answer before.
const (
	batchInputs = 32
	batchBytes  = 256 << 10
)

// hangChecks is how many hangs a pair confirms by running the input again
// in a fresh child: a child paused by a busy machine can miss the limit
// once.
const hangChecks = 3

// Config is how to probe.
type Config struct {
	// Exe is the serbench binary, started with ChildArg for each child.
	Exe string
	// Inputs is the number of mutated and random inputs per pair; the
	// truncations come on top.
	Inputs int
	// Seed fixes the inputs.
	Seed uint64
	// Timeout is the wall time one input may take.
	Timeout time.Duration
	// Memory is the soft memory limit of a child, in bytes; the kernel
	// stops it when its heap passes twice as much.
	Memory int64
	// Dir receives the kept inputs as robust/<codec>/<dataset>/<class>-<n>.bin,
	// each with a .txt that says what it did and how to replay it; the
	// findings name them relative to Dir.
	Dir string
	// Progress, when set, is told of the inputs classified, Inputs steps
	// a pair however many its truncations add; calls never overlap.
	Progress func(n int, what string)
	// Parallel is how many pairs are probed at once.
	Parallel int
	// Done, when set, is given each pair's row as the pair finishes;
	// calls never overlap, and an error stops the probe.
	Done func(results.Robustness) error
	// Stop, when closed, stops the probe: no pair starts, the pairs in
	// progress end with their children, and Run returns ErrInterrupted.
	Stop <-chan struct{}
}

// ErrInterrupted is what Run returns when Stop closed before every pair
// was probed. It is harness.ErrInterrupted too.
var ErrInterrupted = child.ErrInterrupted

// A Pair is one codec on one dataset.
type Pair struct{ Codec, Dataset string }

// Run probes every pair, Parallel at a time, and returns the rows of those
// it finished, in the order of pairs.
func Run(cfg Config, pairs []Pair) ([]results.Robustness, error) {
	rows := make([]*results.Robustness, len(pairs))
	errs := make([]error, len(pairs))
	var mu sync.Mutex
	progress, done := cfg.Progress, cfg.Done
	cfg.Progress = func(n int, what string) {
		if progress != nil {
			mu.Lock()
			defer mu.Unlock()
			progress(n, what)
		}
	}
	child.Each(len(pairs), cfg.Parallel, cfg.Stop, func(i int) {
		row, err := probe(cfg, pairs[i])
		if err == nil && done != nil {
			mu.Lock()
			err = done(row)
			mu.Unlock()
		}
		if err == nil {
			rows[i] = &row
		}
		errs[i] = err
	})
	var out []results.Robustness
	for _, r := range rows {
		if r != nil {
			out = append(out, *r)
		}
	}
	if child.Stopped(cfg.Stop) {
		return out, ErrInterrupted
	}
	return out, errors.Join(errs...)
}

// finding is a distinct failure seen while probing a pair.
type finding struct {
	results.Finding
	input []byte
}

// probe classifies the inputs of one pair.
func probe(cfg Config, pair Pair) (results.Robustness, error) {
	row := results.Robustness{Dataset: pair.Dataset, Codec: pair.Codec}
	c, first, err := start(cfg, pair, true)
	if err != nil {
		return row, err
	}
	if first.Error != "" {
		c.Close()
		row.Reason = first.Error
		cfg.Progress(cfg.Inputs, pair.Codec+"/"+pair.Dataset)
		return row, nil
	}
	g := newGenerator(first.Payloads, cfg.Inputs, cfg.Seed, pair.Codec, pair.Dataset)
	var found []*finding
	checked, reported := 0, 0
	for i := 0; i < g.Len(); {
		if c == nil {
			if c, err = restart(cfg, pair); err != nil {
				return row, err
			}
		}
		batch := g.Batch(i)
		c.send(batch)
		for sent := c; c == sent && len(batch) > 0; batch = batch[1:] {
			in := batch[0]
			a, alive := c.await(cfg.Timeout)
			if child.Stopped(cfg.Stop) {
				if alive {
					c.Kill()
				}
				return row, ErrInterrupted
			}
			if a.Class == Hang && checked < hangChecks {
				// Confirm in a fresh child before calling it a hang; the
				// rest of the batch goes to that child after.
				checked++
				if c, err = restart(cfg, pair); err != nil {
					return row, err
				}
				c.send([][]byte{in})
				if a, alive = c.await(cfg.Timeout); child.Stopped(cfg.Stop) {
					if alive {
						c.Kill()
					}
					return row, ErrInterrupted
				}
			}
			if !alive {
				c = nil
			}
			if (a.Class == Rejected || a.Class == Accepted) && a.Alloc > excessFloor && a.Alloc > excessFactor*uint64(len(in)) {
				a.Class = ExcessAlloc
			}
			count(&row, a.Class)
			found = keep(found, a, in)
			// Progress counts Inputs steps a pair, whatever its truncations add.
			if done := (i + 1) * cfg.Inputs / g.Len(); i%16 == 15 || done == cfg.Inputs {
				cfg.Progress(done-reported, pair.Codec+"/"+pair.Dataset)
				reported = done
			}
			i++
		}
	}
	if c != nil {
		c.Close()
	}
	row.Findings, err = save(cfg, pair, found)
	return row, err
}

var digits = regexp.MustCompile(`[0-9]+`)

func count(row *results.Robustness, c Class) {
	row.Inputs++
	switch c {
	case Rejected:
		row.Rejected++
	case Accepted:
		row.Accepted++
	case ExcessAlloc:
		row.ExcessAlloc++
	case Panic:
		row.Panic++
	case Fatal:
		row.Fatal++
	case Hang:
		row.Hang++
	case OOM:
		row.OOM++
	}
}

// keep notes a failure: a panic by its frame and message, numbers aside
// (an index out of range is one failure whatever the index), a fatal error
// by its message, a hang or oom as one; each keeps its smallest input.
func keep(found []*finding, a answer, in []byte) []*finding {
	switch a.Class {
	case Panic, Fatal, Hang, OOM:
	default:
		return found
	}
	n := 0
	for _, f := range found {
		if f.Class != string(a.Class) {
			continue
		}
		n++
		if f.Frame == a.Frame && digits.ReplaceAllString(f.Message, "N") == digits.ReplaceAllString(a.Message, "N") ||
			a.Class == Hang || a.Class == OOM {
			f.Count++
			if len(in) < len(f.input) {
				f.input, f.Bytes = in, len(in)
			}
			return found
		}
	}
	if n >= keepPerClass {
		return found
	}
	return append(found, &finding{Finding: results.Finding{Class: string(a.Class), Message: a.Message, Frame: a.Frame,
		Bytes: len(in), Count: 1}, input: in})
}

// save writes the pair's kept inputs, replacing those of an earlier probe,
// and returns the findings that name them.
func save(cfg Config, pair Pair, found []*finding) ([]results.Finding, error) {
	if cfg.Dir == "" {
		return nil, nil
	}
	rel := filepath.Join("robust", pair.Codec, pair.Dataset)
	dir := filepath.Join(cfg.Dir, rel)
	if err := os.RemoveAll(dir); err != nil {
		return nil, err
	}
	if len(found) == 0 {
		return nil, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var out []results.Finding
	n := map[string]int{}
	for _, f := range found {
		n[f.Class]++
		name := fmt.Sprintf("%s-%d", f.Class, n[f.Class])
		f.File = filepath.ToSlash(filepath.Join(rel, name+".bin"))
		f.Replay = ReplayCommand(filepath.Join(dir, name+".bin"), pair, cfg.Memory)
		note := fmt.Sprintf("%s on %s: %s, %d of the inputs\n%s\n%s\nreplay: %s\n",
			pair.Codec, pair.Dataset, f.Class, f.Count, f.Message, f.Frame, f.Replay)
		if err := os.WriteFile(filepath.Join(dir, name+".bin"), f.input, 0o644); err != nil {
			return nil, err
		}
		if err := os.WriteFile(filepath.Join(dir, name+".txt"), []byte(note), 0o644); err != nil {
			return nil, err
		}
		out = append(out, f.Finding)
	}
	slices.SortStableFunc(out, func(a, b results.Finding) int {
		return cmp.Compare(slices.Index(Classes, Class(a.Class)), slices.Index(Classes, Class(b.Class)))
	})
	return out, nil
}

// ReplayCommand is the command line that decodes file as the probe did.
func ReplayCommand(file string, pair Pair, mem int64) string {
	return fmt.Sprintf("serbench robust --replay %s --codecs %s --datasets %s --memory %d", file, pair.Codec, pair.Dataset, mem>>20)
}
