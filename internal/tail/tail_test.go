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
