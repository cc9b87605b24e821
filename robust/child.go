package robust

import (
	"bufio"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"slices"
	"strconv"
	"strings"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/internal/child"
)

// ChildArg is the argument that makes the serbench binary serve as a
// probe's child: serbench ChildArg CODEC DATASET MEMORY-BYTES.
const ChildArg = "__robust"

// maxStack bounds a goroutine's stack in a child, so that unbounded
// recursion on nested input is a stack overflow long before it is an
// out-of-memory.
const maxStack = 64 << 20

// answer is one line from a child: first the payloads, or why there are
// none, then one per input.
type answer struct {
	Payloads [][]byte `json:"payloads,omitempty"`
	Error    string   `json:"error,omitempty"` // the pair cannot be probed

	Class   Class  `json:"class,omitempty"`
	Message string `json:"message,omitempty"` // a panic's value
	Frame   string `json:"frame,omitempty"`   // a panic's top library frame
	Alloc   uint64 `json:"alloc,omitempty"`   // bytes allocated while decoding
}

// ServeChild serves the probe of one pair, named by args (codec, dataset,
// memory limit in bytes, whether to check and send the payloads), on the
// pipes its parent passed as fds 3 and 4: inputs come as a uvarint length
// and the bytes, and each gets an answer.
func ServeChild(args []string) error {
	in, out := child.Pipes("inputs", "answers")
	if len(args) != 4 || in == nil || out == nil {
		return errors.New("serbench: the probe's child mode is started by serbench robust itself")
	}
	mem, err := strconv.ParseInt(args[2], 10, 64)
	if err != nil {
		return fmt.Errorf("serbench: bad memory limit %q", args[2])
	}
	payloads, err := strconv.ParseBool(args[3])
	if err != nil {
		return fmt.Errorf("serbench: bad payloads flag %q", args[3])
	}
	if err := limit(mem); err != nil {
		return err
	}
	// The memory limit bounds the heap; a child's live heap is small, so
	// collecting at five times it rather than twice saves work while the
	// heap stays far below the limits. (Collecting only at the limit
	// would save more, but a heap of garbage near the soft limit can take
	// the runtime's reservations past the hard one: a false oom.)
	debug.SetGCPercent(400)
	w := bufio.NewWriter(out)
	enc := json.NewEncoder(w)
	send := func(a answer) error {
		return errors.Join(enc.Encode(a), w.Flush())
	}
	x, err := instance(args[0], args[1], payloads)
	if err != nil {
		return send(answer{Error: err.Error()})
	}
	var ready answer // a child started again needs no payloads
	if payloads {
		ready.Payloads = x.Encoded()[:min(len(x.Encoded()), maxPayloads)]
	}
	if err := send(ready); err != nil {
		return err
	}
	r := bufio.NewReader(in)
	for {
		n, err := binary.ReadUvarint(r)
		if err == io.EOF {
			return nil
		} else if err != nil {
			return fmt.Errorf("serbench: reading input: %w", err)
		}
		data := make([]byte, n)
		if _, err := io.ReadFull(r, data); err != nil {
			return fmt.Errorf("serbench: reading input: %w", err)
		}
		if err := send(decode(x, data)); err != nil {
			return err
		}
	}
}

// limit holds the process to mem bytes: the garbage collector aims below
// it, and the kernel refuses the heap (RLIMIT_DATA) past twice as much
// beyond what the process holds already, which the Go runtime reports as a
// fatal "out of memory" rather than the machine going short.
func limit(mem int64) error {
	debug.SetMemoryLimit(mem)
	debug.SetMaxStack(maxStack)
	if err := child.LimitOwnData(uint64(2 * mem)); err != nil {
		return fmt.Errorf("serbench: setting the memory limit: %w", err)
	}
	return nil
}

// instance builds the default variant of codec on dataset, its payloads
// encoded, or says why it cannot; check decodes the payloads first.
func instance(codec, dataset string, check bool) (x serbench.Instance, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("encoding the valid payloads panicked: %v", p)
		}
	}()
	b := serbench.Lookup(codec, dataset)
	if b.Unsupported != "" {
		return nil, errors.New(b.Unsupported)
	}
	if !slices.Contains(b.Ops(serbench.Default), serbench.Unmarshal) {
		return nil, errors.New("the codec does not decode")
	}
	x = b.Instance(serbench.Default)
	if !check {
		return x, nil
	}
	for i, p := range x.Encoded()[:min(len(x.Encoded()), maxPayloads)] {
		if err := x.Decode(p); err != nil {
			return nil, fmt.Errorf("valid payload %d does not decode: %v", i, err)
		}
	}
	return x, nil
}

// decode decodes one input and classifies what happened, short of the
// process dying, which its parent sees.
func decode(x serbench.Instance, data []byte) (a answer) {
	before := allocated()
	defer func() {
		if p := recover(); p != nil {
			a = answer{Class: Panic, Message: child.FirstLine(fmt.Sprint(p)), Frame: panicFrame()}
		}
		a.Alloc = allocated() - before
	}()
	if x.Decode(data) != nil {
		return answer{Class: Rejected}
	}
	return answer{Class: Accepted}
}

var allocSample = []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}

// allocated is the bytes the heap has handed out so far.
func allocated() uint64 {
	metrics.Read(allocSample)
	return allocSample[0].Value.Uint64()
}

// panicFrame is the top frame of the panicking stack, above the probe's
// own, that is neither the runtime's nor serbench's, that is the
// library's, or else the top one that is not the runtime's. It is called from the deferred recover,
// while the panicking frames are still on the stack.
func panicFrame() string {
	pcs := make([]uintptr, 64)
	frames := runtime.CallersFrames(pcs[:runtime.Callers(1, pcs)])
	var names []string
	past := false // past the panic itself
	for {
		f, more := frames.Next()
		if f.Function == serbench.MainModule+"/robust.decode" {
			break // the frames below are the probe's
		}
		if past && !strings.HasPrefix(f.Function, "runtime.") {
			names = append(names, fmt.Sprintf("%s (%s:%d)", f.Function, path.Base(f.File), f.Line))
		}
		past = past || f.Function == "runtime.gopanic"
		if !more {
			break
		}
	}
	return libraryFrame(names)
}

// libraryFrame picks from frames, "function (file:line)" from the top
// down, the first outside serbench's own module, or else the first.
func libraryFrame(frames []string) string {
	for _, f := range frames {
		if !strings.HasPrefix(f, serbench.MainModule+"/") && !strings.HasPrefix(f, serbench.MainModule+".") {
			return f
		}
	}
	if len(frames) > 0 {
		return frames[0]
	}
	return ""
}

// Replay decodes the input in file through codec's default variant on
// dataset in this process, under the probe's memory limit, and describes
// the outcome. A panic is not recovered: the Go runtime prints it with the
// whole stack, as the library's maintainers will want it.
func Replay(file, codec, dataset string, mem int64) (string, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return "", err
	}
	if err := limit(mem); err != nil {
		return "", err
	}
	x, err := instance(codec, dataset, true)
	if err != nil {
		return "", fmt.Errorf("%s on %s cannot be probed: %v", codec, dataset, err)
	}
	before := allocated()
	err = x.Decode(data)
	alloc := allocated() - before
	if err != nil {
		return fmt.Sprintf("rejected: %v (%d bytes in, %d allocated)", child.FirstLine(err.Error()), len(data), alloc), nil
	}
	return fmt.Sprintf("accepted (%d bytes in, %d allocated)", len(data), alloc), nil
}
