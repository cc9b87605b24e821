package tail

import (
	"strings"
	"testing"
)

// A crash whose goroutine dump outgrows the buffer is still explained by
// the line that said why, however the writes split it.
func TestCrashKeepsCauseBeyondTail(t *testing.T) {
	out := "working\nruntime: out of memory: cannot allocate 4194304-byte block (3959422976 in use)\nfatal error: out of memory\n\n" +
		strings.Repeat("goroutine 4 gp=0xc0 m=nil [GC worker (idle)]:\n\truntime.gopark(0x0)\n", 200)
	for _, chunk := range []int{1, 7, 4096} {
		b := &Buffer{Max: 512}
		for s := out; s != ""; {
			n := min(chunk, len(s))
			b.Write([]byte(s[:n]))
			s = s[n:]
		}
		got := b.LastLines(2)
		if !strings.HasPrefix(got, "runtime: out of memory: cannot allocate 4194304-byte block") {
			t.Errorf("writes of %d bytes: LastLines = %q; want the runtime's line first", chunk, got)
		}
	}
}

// A signal that struck outside Go code is named first, not the traceback's
// own "runtime: " lines that follow it.
func TestCrashKeepsSignal(t *testing.T) {
	out := "SIGSEGV: segmentation violation\nPC=0x7f9dc295ceec m=5 sigcode=1 addr=0x18\n\ngoroutine 0 gp=0x34c9bfd023c0 m=5 mp=0x34c9c0080008 [idle]:\n" +
		"runtime: g 0 gp=0x34c9bfd023c0: unknown pc 0x7f9dc295ceec\n" +
		strings.Repeat("goroutine 23 gp=0x34c9c0094d20 m=nil [select]:\n\truntime.gopark(0x0)\n", 200)
	b := &Buffer{Max: 512}
	b.Write([]byte(out))
	if got := b.LastLines(2); !strings.HasPrefix(got, "SIGSEGV: segmentation violation | ") {
		t.Errorf("LastLines = %q; want the signal first", got)
	}
	for line, want := range map[string]bool{
		"SIGBUS: bus error": true, "SIG: x": false, "SIGsegv: x": false,
		"SIGNAL handler: x": false, "SIGSEGV segmentation violation": false,
	} {
		if got := isSignal(line); got != want {
			t.Errorf("isSignal(%q) = %v; want %v", line, got, want)
		}
	}
}

// A panic still in the buffer is read from the tail, as before.
func TestCrashFromTail(t *testing.T) {
	b := &Buffer{Max: 1 << 10}
	b.Write([]byte("hello\npanic: boom\n\ngoroutine 1 [running]:\nmain.main()\n"))
	if got := b.LastLines(2); got != "panic: boom | " {
		t.Errorf("LastLines = %q", got)
	}
	b = &Buffer{Max: 1 << 10}
	b.Write([]byte("just output\n"))
	if got := b.LastLines(3); got != "just output" {
		t.Errorf("no crash: LastLines = %q", got)
	}
}
