// Package tail keeps the end of a child process's output, so that a crash
// can be explained by the lines the Go runtime printed as it died.
package tail

import (
	"strings"
	"sync"
)

// A Buffer keeps the last Max bytes written to it. It is safe for
// concurrent use, as exec.Cmd's Stdout and Stderr are written to.
type Buffer struct {
	Max int

	mu sync.Mutex
	b  []byte
}

func (t *Buffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.b = append(t.b, p...)
	if len(t.b) > t.Max {
		t.b = append(t.b[:0], t.b[len(t.b)-t.Max:]...)
	}
	return len(p), nil
}

// String returns what the buffer holds.
func (t *Buffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.b)
}

// Crash returns the lines from the last panic or fatal error on, if there
// is one, else every line, trimmed.
func (t *Buffer) Crash() []string {
	lines := strings.Split(strings.TrimSpace(t.String()), "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		if strings.HasPrefix(lines[i], "panic: ") || strings.HasPrefix(lines[i], "fatal error: ") {
			return lines[i:]
		}
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
