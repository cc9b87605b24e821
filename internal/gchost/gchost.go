// Package gchost measures what the Go garbage collector costs a declared
// program per byte it allocates: the price serbench charges an op for its
// garbage.
//
// serbench times each op with the collector held off, so that a sample
// does not read a collection that fell in it by chance, and then charges
// the op's garbage at one price per allocated byte for the whole run. That
// price depends on the program the garbage would be collected in: a
// collection marks the live heap, so its cost grows with the heap's size
// and the pointers in it, and the pacer allows a cycle of allocation per
// GOGC percent of that heap. A Host declares that program; Measure runs it
// in a child process, so that neither serbench's own heap nor its
// collector settings enter the price, and returns the processor time its
// collector took per byte of garbage.
//
// The package assumes Linux: the child's processor time is read from
// CLOCK_PROCESS_CPUTIME_ID, every thread of the process, and a child dies
// with its parent.
package gchost

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"

	"github.com/serbench/serbench/internal/tail"
)

// Host is the program whose collector prices garbage.
type Host struct {
	// HeapBytes is the live heap the program holds, at least
	// MinHeapBytes, what the process held already included.
	HeapBytes int64
	// Flat makes the live heap hold no pointers, as 1 MiB byte blocks,
	// instead of pointer-dense small objects: 64-byte nodes of two
	// pointers and six integers each, the pointers to the next node
	// allocated and to one of the 4,096 allocated before it.
	Flat bool
	// GOGC is the collector's GOGC; zero means 100, the runtime's default.
	GOGC int
}

// MinHeapBytes is the smallest live heap a Host may declare: one flat
// block.
const MinHeapBytes = flatBlock

// units are the size suffixes ParseHost reads and String writes, largest
// first.
var units = []struct {
	name string
	size int64
}{{"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}, {"B", 1}}

// ParseHost parses a host's declaration: the live heap's size, then
// options, separated by commas. The size is an integer with an optional
// unit B, KiB, MiB or GiB ("64MiB", "1GiB", "67108864"). The options are
// "flat" (a heap without pointers), "dense" (pointer-dense, the default)
// and "gogc=N" (GOGC, 100 by default). So "256MiB,flat,gogc=200".
func ParseHost(s string) (Host, error) {
	parts := strings.Split(s, ",")
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	size, err := parseSize(parts[0])
	if err != nil {
		return Host{}, fmt.Errorf("gchost: host %q: %v", s, err)
	}
	h := Host{HeapBytes: size, GOGC: 100}
	seen := map[string]bool{}
	for _, p := range parts[1:] {
		key, value, hasValue := strings.Cut(strings.ToLower(p), "=")
		option := key
		if key == "dense" {
			option = "flat" // the two exclude each other
		}
		if seen[option] {
			return Host{}, fmt.Errorf("gchost: host %q: %q repeats or contradicts an earlier option", s, p)
		}
		seen[option] = true
		switch {
		case (key == "flat" || key == "dense") && !hasValue:
			h.Flat = key == "flat"
		case key == "gogc" && hasValue:
			n, err := strconv.Atoi(value)
			if err != nil || n <= 0 {
				return Host{}, fmt.Errorf("gchost: host %q: GOGC %q is not a positive integer", s, value)
			}
			h.GOGC = n
		default:
			return Host{}, fmt.Errorf("gchost: host %q: unknown option %q (want flat, dense or gogc=N)", s, p)
		}
	}
	return h, h.validate()
}

// parseSize parses a heap size: an integer and an optional unit.
func parseSize(s string) (int64, error) {
	digits := strings.TrimRight(s, "BKMGiB")
	unit := s[len(digits):]
	digits = strings.TrimSpace(digits)
	scale := int64(1)
	if unit != "" {
		scale = 0
		for _, u := range units {
			if u.name == unit {
				scale = u.size
			}
		}
		if scale == 0 {
			return 0, fmt.Errorf("size %q: unknown unit %q (want B, KiB, MiB or GiB)", s, unit)
		}
	}
	n, err := strconv.ParseInt(digits, 10, 64)
	if err != nil || n <= 0 {
		return 0, fmt.Errorf("size %q is not a positive integer and a unit", s)
	}
	if n > (1<<63-1)/scale {
		return 0, fmt.Errorf("size %q is too large", s)
	}
	return n * scale, nil
}

// formatSize writes a size in the largest unit that divides it.
func formatSize(n int64) string {
	for _, u := range units {
		if n%u.size == 0 {
			return strconv.FormatInt(n/u.size, 10) + u.name
		}
	}
	panic("unreachable: every size is a whole number of bytes")
}

// String describes the host: "64MiB pointer-dense, GOGC=100".
func (h Host) String() string {
	kind := "pointer-dense"
	if h.Flat {
		kind = "flat"
	}
	return fmt.Sprintf("%s %s, GOGC=%d", formatSize(h.HeapBytes), kind, h.gogc())
}

// spec is the host as ParseHost reads it.
func (h Host) spec() string {
	kind := "dense"
	if h.Flat {
		kind = "flat"
	}
	return fmt.Sprintf("%s,%s,gogc=%d", formatSize(h.HeapBytes), kind, h.gogc())
}

// gogc is the host's GOGC, its default filled in.
func (h Host) gogc() int {
	if h.GOGC == 0 {
		return 100
	}
	return h.GOGC
}

// validate says what makes h impossible to measure, if anything.
func (h Host) validate() error {
	switch {
	case h.HeapBytes < MinHeapBytes:
		return fmt.Errorf("gchost: host %v: the live heap is smaller than the %s minimum", h, formatSize(MinHeapBytes))
	case h.GOGC < 0:
		return fmt.Errorf("gchost: host with %s live heap: GOGC %d is negative, and a collector that is off costs nothing to price", formatSize(h.HeapBytes), h.GOGC)
	}
	return nil
}

// Price is the measured processor cost of garbage in a host: NsPerByte
// for every byte allocated and NsPerAlloc for every object, since a
// program's collector costs it per object as well as per byte (sweeping,
// allocating while the collector marks).
type Price struct {
	// NsPerByte and NsPerAlloc are the medians of Rounds and AllocRounds.
	NsPerByte  float64 `json:"ns_per_byte"`
	NsPerAlloc float64 `json:"ns_per_alloc"`
	// Rounds and AllocRounds hold each round's rates, in the order they
	// were measured. A round's rate may be zero or negative when the
	// collector's cost is lost in the noise.
	Rounds      []float64 `json:"rounds"`
	AllocRounds []float64 `json:"alloc_rounds"`
}

// HostEnv and RoundsEnv are the environment variables through which
// Measure tells its child which host to run (as ParseHost reads it) and
// how many rounds to measure.
const (
	HostEnv   = "SERBENCH_GCHOST"
	RoundsEnv = "SERBENCH_GCHOST_ROUNDS"
)

// Measure measures the price of garbage in host h over the given number of
// rounds, in a child process: exe started with args must call Child. The
// child has the parent's environment, HostEnv and RoundsEnv added, and so
// every processor the parent may use. It is killed when ctx is done, and
// when the parent dies.
func Measure(ctx context.Context, exe string, args []string, h Host, rounds int) (Price, error) {
	if err := h.validate(); err != nil {
		return Price{}, err
	}
	if rounds <= 0 {
		return Price{}, fmt.Errorf("gchost: measuring %v: %d rounds; want at least one", h, rounds)
	}
	var stdout bytes.Buffer
	stderr := &tail.Buffer{Max: 8 << 10}
	cmd := exec.CommandContext(ctx, exe, args...)
	cmd.Env = append(os.Environ(), HostEnv+"="+h.spec(), RoundsEnv+"="+strconv.Itoa(rounds))
	cmd.Stdout, cmd.Stderr = &stdout, stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	err := cmd.Run()
	if ctx.Err() != nil {
		return Price{}, fmt.Errorf("gchost: measuring %v: %w", h, ctx.Err())
	}
	if err != nil {
		return Price{}, fmt.Errorf("gchost: measuring %v in %s: %v: %s", h, exe, err, stderr.LastLines(6))
	}
	var p Price
	if err := json.Unmarshal(stdout.Bytes(), &p); err != nil {
		return Price{}, fmt.Errorf("gchost: measuring %v in %s: reading the child's answer %q: %v", h, exe, stdout.String(), err)
	}
	if len(p.Rounds) != rounds || p.NsPerByte < 0 || p.NsPerAlloc < 0 || p.NsPerByte+p.NsPerAlloc == 0 {
		return Price{}, fmt.Errorf("gchost: measuring %v in %s: the child answered %d rounds at %g ns/B and %g ns an allocation; want %d rounds at a positive price", h, exe, len(p.Rounds), p.NsPerByte, p.NsPerAlloc, rounds)
	}
	return p, nil
}

// Child is the main function of the child Measure starts: it reads the
// host from HostEnv and the number of rounds from RoundsEnv, measures the
// price of garbage in this process and writes it to stdout as JSON. It
// changes the collector's settings and holds the host's heap while it
// runs: the process should do nothing else.
func Child(stdout io.Writer) error {
	spec, ok := os.LookupEnv(HostEnv)
	if !ok {
		return errors.New("gchost: " + HostEnv + " is not set: the child is started by gchost.Measure")
	}
	h, err := ParseHost(spec)
	if err != nil {
		return err
	}
	rounds, err := strconv.Atoi(os.Getenv(RoundsEnv))
	if err != nil || rounds <= 0 {
		return fmt.Errorf("gchost: %s=%q is not a positive number of rounds", RoundsEnv, os.Getenv(RoundsEnv))
	}
	p, err := measureInProcess(h, rounds)
	if err != nil {
		return err
	}
	return json.NewEncoder(stdout).Encode(p)
}
