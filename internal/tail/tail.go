// Package tail keeps the end of a child process's output, so that a crash
// can be explained by the lines the Go runtime printed as it died.
package tail

import (
	"bytes"
	"strings"
	"sync"
)

// A Buffer keeps the last Max bytes written to it, and the first line in
// which the Go runtime said why it died, which a long goroutine dump
// would push out of those bytes. It is safe for concurrent use, as
// exec.Cmd's Stdout and Stderr are written to.
type Buffer struct {
	Max int

	mu    sync.Mutex
	b     []byte
	line  []byte // the line being written, up to Max bytes
	cause string // the first line that says why the process died
}

// causes begin the runtime's lines that say why a process died: a panic,
// a fatal error, or the "runtime: " line before a fatal error that gives
// its size (out of memory, a stack or thread limit). A signal that struck
// outside Go code is told by its name first ("SIGSEGV: segmentation
// violation"), and the traceback that follows has "runtime: " lines of its
// own ("runtime: g 0: unknown pc"), which say nothing of the cause.
var causes = []string{"panic: ", "fatal error: ", "runtime: "}

func (t *Buffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.b = append(t.b, p...)
	if len(t.b) > t.Max {
		t.b = append(t.b[:0], t.b[len(t.b)-t.Max:]...)
	}
	for rest := p; t.cause == "" && len(rest) > 0; {
		part, after, complete := bytes.Cut(rest, []byte("\n"))
		if len(t.line) < t.Max {
			t.line = append(t.line, part[:min(len(part), t.Max-len(t.line))]...)
		}
		if !complete {
			break
		}
		if isCause(string(t.line)) {
			t.cause = string(t.line)
		}
		t.line, rest = t.line[:0], after
	}
	return len(p), nil
}

func isCause(line string) bool {
	if isSignal(line) {
		return true
	}
	for _, c := range causes {
		if strings.HasPrefix(line, c) {
			return true
		}
	}
	return false
}

// String returns what the buffer holds.
func (t *Buffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.b)
}

// Crash returns the lines from the last panic or fatal error on, if there
// is one, else every line, trimmed; when the cause of the crash has left
// the buffer, it comes first.
func (t *Buffer) Crash() []string {
	lines := strings.Split(strings.TrimSpace(t.String()), "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		if strings.HasPrefix(lines[i], "panic: ") || strings.HasPrefix(lines[i], "fatal error: ") {
			return lines[i:]
		}
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.cause != "" && (len(lines) == 0 || lines[0] != t.cause) {
		return append([]string{t.cause}, lines...)
	}
	return lines
}

// LastLines returns the first n lines of Crash joined by " | ".
func (t *Buffer) LastLines(n int) string {
	lines := t.Crash()
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, " | ")
}

// isSignal reports whether line names the signal that killed the process,
// as the runtime prints it: "SIGBUS: bus error".
func isSignal(line string) bool {
	name, _, ok := strings.Cut(line, ": ")
	if !ok || len(name) < 4 || !strings.HasPrefix(name, "SIG") {
		return false
	}
	for _, r := range name[3:] {
		if r < 'A' || r > 'Z' {
			return false
		}
	}
	return true
}
