package child

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"golang.org/x/sys/unix"
)

// The memory of a child is bounded with RLIMIT_DATA: past it the kernel
// refuses the heap, which the Go runtime reports as a fatal "out of
// memory", a death the parent records, rather than the machine running
// short.

// LimitData holds the child to bytes of data segment. A child that cannot
// be limited is killed.
func (p *Process[R]) LimitData(bytes uint64) error {
	lim := &unix.Rlimit{Cur: bytes, Max: bytes}
	if err := unix.Prlimit(p.Pid(), unix.RLIMIT_DATA, lim, nil); err != nil {
		p.Kill()
		return err
	}
	return nil
}

// LimitOwnData holds this process to extra bytes of data segment beyond
// what it holds now. RLIMIT_DATA counts every private writable mapping,
// the binary's own data among them (Go 1.26 puts 32 MiB of FIPS DRBG state
// there), so a limit counted from zero would leave a small heap too little
// room, by an amount that depends on the binary.
func LimitOwnData(extra uint64) error {
	held, err := dataSize()
	if err != nil {
		return err
	}
	lim := held + extra
	return unix.Setrlimit(unix.RLIMIT_DATA, &unix.Rlimit{Cur: lim, Max: lim})
}

// dataSize is the process's data segment in bytes, as RLIMIT_DATA counts
// it: the sixth field of /proc/self/statm, in pages.
func dataSize() (uint64, error) {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0, err
	}
	f := strings.Fields(string(b))
	if len(f) < 6 {
		return 0, fmt.Errorf("/proc/self/statm: %q has fewer than six fields", b)
	}
	pages, err := strconv.ParseUint(f[5], 10, 64)
	if err != nil {
		return 0, fmt.Errorf("/proc/self/statm: %w", err)
	}
	return pages * uint64(os.Getpagesize()), nil
}
