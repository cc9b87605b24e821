package interop

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime/debug"
	"slices"
	"strconv"
	"time"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/fidelity"
	"github.com/serbench/serbench/internal/child"
)

// ChildArg is the argument that makes the serbench binary serve as the
// child of one task: serbench ChildArg READER DATASET MEMORY-BYTES OWN.
const ChildArg = "__interop"

// maxStack bounds a goroutine's stack in a child, so that unbounded
// recursion on foreign input is a stack overflow long before it is an
// out-of-memory.
const maxStack = 64 << 20

// request asks a child to decode one writer's encoding of the dataset,
// or, for a peer in another language, to write the reader's own encoding
// of every record to a file, or to decode the encodings in a file.
type request struct {
	Writer string `json:"writer,omitempty"`
	// Dump is the file to write the reader's own encodings to, framed.
	Dump string `json:"dump,omitempty"`
	// File is the framed file of encodings to decode.
	File string `json:"file,omitempty"`
}

// answer is one line from a child: first the reader's own round trip (or
// nothing, when not asked for), then one per request.
type answer struct {
	Report *fidelity.Report `json:"report,omitempty"`
	// Fails says why there is no report: the reader or the writer could
	// not be made, or a panic, quoted by its first line.
	Fails string `json:"fails,omitempty"`
}

// ServeChild serves one task, named by args (reader, dataset, memory limit
// in bytes, whether to check the reader's own round trip first), on the
// pipes its parent passed as fds 3 and 4: each request names a writer, and
// gets an answer.
func ServeChild(args []string) error {
	in, out := child.Pipes("requests", "answers")
	if len(args) != 4 || in == nil || out == nil {
		return errors.New("serbench: the interop child mode is started by serbench interop itself")
	}
	reader, dataset := args[0], args[1]
	mem, err := strconv.ParseInt(args[2], 10, 64)
	if err != nil {
		return fmt.Errorf("serbench: bad memory limit %q", args[2])
	}
	own, err := strconv.ParseBool(args[3])
	if err != nil {
		return fmt.Errorf("serbench: bad own flag %q", args[3])
	}
	debug.SetMemoryLimit(mem)
	debug.SetMaxStack(maxStack)
	if err := child.LimitOwnData(uint64(2 * mem)); err != nil {
		return fmt.Errorf("serbench: setting the memory limit: %w", err)
	}
	// Decoded times are compared in the zone validate checks in, so that
	// a reader that decodes into the local zone loses the same here.
	serbench.UseCheckZone()
	enc := json.NewEncoder(out)
	x, first := makeReader(reader, dataset, own)
	if err := enc.Encode(first); err != nil || first.Fails != "" {
		return err
	}
	dec := json.NewDecoder(in)
	for {
		var req request
		if err := dec.Decode(&req); err == io.EOF {
			return nil
		} else if err != nil {
			return fmt.Errorf("serbench: reading a request: %w", err)
		}
		var a answer
		switch {
		case req.Dump != "":
			a = dump(x, req.Dump)
		case req.File != "":
			a = decodeFile(x, req.File)
		default:
			a = decodeForeign(x, req.Writer, dataset)
		}
		if err := enc.Encode(a); err != nil {
			return err
		}
	}
}

// makeReader builds the reader's default variant on dataset and, if own,
// checks its own round trip; a panic in either is the answer.
func makeReader(reader, dataset string, own bool) (x serbench.Instance, a answer) {
	defer func() {
		if p := recover(); p != nil {
			a = answer{Fails: "panic: " + child.FirstLine(fmt.Sprint(p))}
		}
	}()
	b := serbench.Lookup(reader, dataset)
	if b.Unsupported != "" {
		return nil, answer{Fails: b.Unsupported}
	}
	if !slices.Contains(b.Ops(serbench.Default), serbench.Unmarshal) {
		return nil, answer{Fails: "the codec does not decode"}
	}
	i := b.Instance(serbench.Default)
	if own {
		r := i.Check()
		a.Report = &r
	}
	return i, a
}

// decodeForeign has the writer encode the dataset's records and x decode
// them; a panic in either is the answer.
func decodeForeign(x serbench.Instance, writer, dataset string) answer {
	enc, err := writerBytes(writer, dataset)
	if err != nil {
		return answer{Fails: err.Error()}
	}
	return readerReport(x, enc)
}

// dump writes x's own encoding of every record to path, framed, for a
// peer in another language to read; a panic is the answer.
func dump(x serbench.Instance, path string) (a answer) {
	defer func() {
		if p := recover(); p != nil {
			a = answer{Fails: "the codec panicked encoding the records: " + child.FirstLine(fmt.Sprint(p))}
		}
	}()
	if err := writeFrames(path, x.Encoded()); err != nil {
		return answer{Fails: err.Error()}
	}
	return answer{}
}

// decodeFile has x decode the framed encodings in path, which a peer in
// another language wrote.
func decodeFile(x serbench.Instance, path string) answer {
	enc, err := readFrames(path)
	if err != nil {
		return answer{Fails: err.Error()}
	}
	return readerReport(x, enc)
}

// writerBytes is the writer's default encoding of every record.
func writerBytes(writer, dataset string) (enc [][]byte, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("the writer panicked encoding the records: %s", child.FirstLine(fmt.Sprint(p)))
		}
	}()
	b := serbench.Lookup(writer, dataset)
	if b.Unsupported != "" {
		return nil, fmt.Errorf("the writer does not encode %s: %s", dataset, b.Unsupported)
	}
	return b.Instance(serbench.Default).Encoded(), nil
}

// readerReport checks x on enc, quoting a panic by its first line.
func readerReport(x serbench.Instance, enc [][]byte) (a answer) {
	defer func() {
		if p := recover(); p != nil {
			a = answer{Fails: "panic: " + child.FirstLine(fmt.Sprint(p))}
		}
	}()
	r := x.(serbench.ForeignReader).CheckForeign(enc)
	return answer{Report: &r}
}

// reader is a running child decoding for one task.
type reader struct {
	*child.Process[answer]
	stop <-chan struct{}
}

// start starts the child of t and reads its first answer. A child that
// dies or hangs before it is returned as nil, with the reason as Fails; a
// child that answers that it cannot make the reader is returned running,
// with that answer.
func start(cfg Config, t Task, own bool) (*reader, answer, error) {
	p, err := child.Start[answer](child.Spec{Exe: cfg.Exe,
		Args: []string{ChildArg, t.Reader, t.Dataset, strconv.FormatInt(cfg.Memory, 10), strconv.FormatBool(own)},
		Tail: 64 << 10, Replies: 1,
		// A child stuck in a loop outlives no parent that dies.
		DieWithParent: true})
	if err != nil {
		return nil, answer{}, fmt.Errorf("starting the reader %s on %s: %w", t.Reader, t.Dataset, err)
	}
	c := &reader{Process: p, stop: cfg.Stop}
	a, alive, err := c.await(cfg.Timeout)
	if err != nil || !alive {
		return nil, a, err
	}
	return c, a, nil
}

// ask sends the child a request and returns its answer, or why there is
// none; alive is false when the child is gone.
func (c *reader) ask(cfg Config, req request) (answer, bool, error) {
	if err := c.Send(req); err != nil {
		return answer{Fails: c.death()}, false, nil // it died after its last answer
	}
	return c.await(cfg.Timeout)
}

// await reads the next answer, or classifies the child's death or silence
// past timeout; alive is false when the child is gone. When the check is
// stopped, the child is killed and the error is ErrInterrupted.
func (c *reader) await(timeout time.Duration) (a answer, alive bool, err error) {
	a, err = c.Await(max(timeout, time.Millisecond), c.stop)
	switch {
	case err == nil:
		return a, true, nil
	case errors.Is(err, child.ErrExited):
		return answer{Fails: c.death()}, false, nil
	case errors.Is(err, child.ErrTimedOut):
		return answer{Fails: fmt.Sprintf("hang: no answer in %v", timeout)}, false, nil
	}
	return answer{}, false, ErrInterrupted
}

// death waits for the child to end and quotes the first line the Go
// runtime printed as it died: a panic in a goroutine of the library's, a
// fatal error, an out-of-memory or a signal.
func (c *reader) death() string {
	waitErr := c.Ended()
	lines := c.Output().Crash()
	if len(lines) > 0 && lines[0] != "" {
		return lines[0]
	}
	if waitErr != nil {
		return "the child died: " + waitErr.Error()
	}
	return "the child exited without answering"
}
