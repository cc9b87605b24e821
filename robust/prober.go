package robust

import (
	"encoding/binary"
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/serbench/serbench/internal/child"
)

// prober is a running child process probing one pair.
type prober struct {
	*child.Process[answer]
	stop <-chan struct{} // the probe's Stop, which ends a wait
}

// start starts a child for pair and reads its first answer: the payloads,
// or why there are none. A child started again, payloads false, only says
// that it is ready, having checked nothing its first did.
func start(cfg Config, pair Pair, payloads bool) (*prober, answer, error) {
	p, err := child.Start[answer](child.Spec{Exe: cfg.Exe,
		Args:    []string{ChildArg, pair.Codec, pair.Dataset, strconv.FormatInt(cfg.Memory, 10), strconv.FormatBool(payloads)},
		Tail:    64 << 10,
		Replies: batchInputs,
		// A child stuck in a loop outlives no parent that dies.
		DieWithParent: true})
	if err != nil {
		return nil, answer{}, fmt.Errorf("starting the probe of %s on %s: %w", pair.Codec, pair.Dataset, err)
	}
	c := &prober{Process: p, stop: cfg.Stop}
	// Building the instance encodes the pool: give it the time of a few
	// inputs, since some codecs are slow on large records.
	a, err := c.Await(max(30*time.Second, 10*cfg.Timeout), cfg.Stop)
	switch {
	case err == nil:
		return c, a, nil
	case errors.Is(err, child.ErrExited):
		a = c.died()
		return nil, answer{Error: fmt.Sprintf("the child died before its payloads were made: %s: %s", a.Class, a.Message)}, nil
	case errors.Is(err, child.ErrTimedOut):
		return nil, answer{Error: "the child made no payloads in time"}, nil
	}
	return nil, answer{}, ErrInterrupted
}

// restart starts a child for pair again after one died.
func restart(cfg Config, pair Pair) (*prober, error) {
	c, a, err := start(cfg, pair, false)
	if err == nil && c == nil {
		err = fmt.Errorf("starting the probe of %s on %s again: %s", pair.Codec, pair.Dataset, a.Error)
	}
	return c, err
}

// send writes inputs to the child, each a uvarint length and the bytes, in
// one write from a goroutine of its own, so that the parent times each
// answer while the child reads. A send follows only once every input of
// the one before was answered, that is read, so writes never interleave;
// a child that dies leaves the write to fail, which await sees.
func (c *prober) send(inputs [][]byte) {
	var b []byte
	for _, in := range inputs {
		b = binary.AppendUvarint(b, uint64(len(in)))
		b = append(b, in...)
	}
	go c.Write(b)
}

// await classifies the answer to the next input sent, or the child's
// death or silence past timeout; alive is false when the child is gone.
// When the probe stops, the child is killed and the answer means nothing.
func (c *prober) await(timeout time.Duration) (a answer, alive bool) {
	a, err := c.Await(timeout, c.stop)
	switch {
	case err == nil:
		return a, true
	case errors.Is(err, child.ErrExited):
		return c.died(), false
	case errors.Is(err, child.ErrTimedOut):
		return answer{Class: Hang, Message: fmt.Sprintf("no answer in %v", timeout)}, false
	}
	return answer{}, false
}

// died waits for the child to end and classifies its death by what the
// Go runtime printed.
func (c *prober) died() answer {
	waitErr := c.Ended()
	return classifyDeath(c.Output().Crash(), waitErr)
}

var goroutineLine = regexp.MustCompile(`^goroutine \d+ .*\[.*\]:$`)

// classifyDeath reads a dead child's last output: an unrecovered panic
// (in a goroutine of the library's), an out-of-memory, another fatal
// error, or a death the runtime did not explain.
func classifyDeath(lines []string, waitErr error) answer {
	text := strings.Join(lines, "\n")
	first := ""
	if len(lines) > 0 {
		first = lines[0]
	}
	switch {
	case strings.Contains(text, "out of memory") || strings.Contains(text, "cannot allocate memory"):
		return answer{Class: OOM, Message: first}
	case strings.HasPrefix(first, "panic: "):
		return answer{Class: Panic, Message: strings.TrimPrefix(first, "panic: "), Frame: traceFrame(lines)}
	case strings.HasPrefix(first, "fatal error: "):
		return answer{Class: Fatal, Message: first}
	case strings.HasPrefix(first, "SIG") && strings.Contains(topFrameFile(lines), "/runtime/mgc"):
		// Refused memory at the hard limit, the garbage collector can
		// fault on a buffer it could not get rather than say so.
		return answer{Class: OOM, Message: first + " in the garbage collector, at the memory limit"}
	case strings.HasPrefix(first, "SIG"):
		return answer{Class: Fatal, Message: first}
	}
	msg := "exited"
	if waitErr != nil {
		msg = waitErr.Error()
	}
	if len(lines) > 0 && lines[len(lines)-1] != "" {
		msg += ": " + lines[len(lines)-1]
	}
	return answer{Class: Fatal, Message: msg}
}

// topFrameFile is the source line of the first frame of a printed trace.
func topFrameFile(lines []string) string {
	for i, l := range lines {
		if goroutineLine.MatchString(l) && i+2 < len(lines) {
			return strings.TrimSpace(lines[i+2])
		}
	}
	return ""
}

// traceFrame picks the library's top frame from a printed goroutine trace.
func traceFrame(lines []string) string {
	var frames []string
	for i, l := range lines {
		if !goroutineLine.MatchString(l) {
			continue
		}
		for j := i + 1; j+1 < len(lines) && !strings.HasPrefix(lines[j], "created by "); j += 2 {
			fn, file := lines[j], strings.TrimSpace(lines[j+1])
			if i := strings.LastIndex(fn, "("); i > 0 {
				fn = fn[:i]
			}
			if strings.HasPrefix(fn, "runtime.") || strings.HasPrefix(fn, "panic(") {
				continue
			}
			file, _, _ = strings.Cut(file, " +")
			frames = append(frames, fmt.Sprintf("%s (%s)", fn, filepath.Base(file)))
		}
		break
	}
	return libraryFrame(frames)
}
