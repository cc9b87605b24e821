// Package mdtext holds what serbench's markdown writers (report and
// crosscheck) share: a printer that keeps the first write error, so that a
// table's many writes are checked once, and the way a time is written.
package mdtext

import (
	"fmt"
	"io"
)

// A Printer writes to W until a write fails; Err is the first failure.
type Printer struct {
	W   io.Writer
	Err error
}

// Printf writes as fmt.Fprintf does, unless an earlier write failed.
func (p *Printer) Printf(format string, args ...any) {
	if p.Err == nil {
		_, p.Err = fmt.Fprintf(p.W, format, args...)
	}
}

// Ns writes a time in ns/op with three significant figures or so: ms and
// µs past ten thousand ns, whole ns past a hundred.
func Ns(ns float64) string {
	switch {
	case ns >= 1e6:
		return fmt.Sprintf("%.2fms", ns/1e6)
	case ns >= 1e4:
		return fmt.Sprintf("%.1fµs", ns/1e3)
	case ns >= 100:
		return fmt.Sprintf("%.0f", ns)
	}
	return fmt.Sprintf("%.1f", ns)
}
