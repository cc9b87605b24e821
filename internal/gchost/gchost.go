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
// GOGC percent of that heap. A Host declares that program; Start runs it
// in a child process, so that neither serbench's own heap nor its
// collector settings enter the price, each Round returns the processor
// time its collector took per byte of garbage, and PriceOf makes the
// run's price of the rounds.
//
// The package assumes Linux: the child's processor time is read from
// CLOCK_PROCESS_CPUTIME_ID, every thread of the process, and a child dies
// with its parent.
package gchost

import (
	"bufio"
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

	"github.com/serbench/serbench/internal/child"
	"github.com/serbench/serbench/internal/tail"
	"github.com/serbench/serbench/results"
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

// Runway is how far the host's heap grows past its live heap before its
// collector runs: its live heap times its GOGC over 100.
func (h Host) Runway() int64 { return h.HeapBytes * int64(h.gogc()) / 100 }

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

// Round is one measurement of the price of garbage in a host: the
// processor time its collector takes per allocated byte and per object. A
// round's rates may be zero or negative when the collector's cost is lost
// in the noise; a price is the median of many rounds.
type Round struct {
	NsPerByte  float64 `json:"ns_per_byte"`
	NsPerAlloc float64 `json:"ns_per_alloc"`
	err        error   // why the round could not be measured, in the child
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
	// were measured.
	Rounds      []float64 `json:"rounds"`
	AllocRounds []float64 `json:"alloc_rounds"`
}

// PriceOf is the price the rounds measure (results.PriceOfRounds: the
// medians of their rates, none below zero); it fails when both are zero, a
// collector too cheap to tell from the noise.
func PriceOf(h Host, rounds []Round) (Price, error) {
	var p Price
	for _, r := range rounds {
		p.Rounds = append(p.Rounds, r.NsPerByte)
		p.AllocRounds = append(p.AllocRounds, r.NsPerAlloc)
	}
	if len(rounds) == 0 {
		return p, fmt.Errorf("gchost: host %v: no rounds measured", h)
	}
	m := results.PriceOfRounds(p.Rounds, p.AllocRounds)
	p.NsPerByte, p.NsPerAlloc = m.PerByte, m.PerAlloc
	if p.NsPerByte == 0 && p.NsPerAlloc == 0 {
		return p, fmt.Errorf("gchost: host %v: the collector's price is not positive, per byte or per allocation (rounds %.3g and %.3g): its collections are too cheap to tell from the noise; declare a larger or denser heap, or measure more rounds", h, p.Rounds, p.AllocRounds)
	}
	return p, nil
}

// HostEnv is the environment variable through which Start tells its child
// which host to run, as ParseHost reads it.
const HostEnv = "SERBENCH_GCHOST"

// A Session is a calibration host running in a child process, which
// measures a round of the price of garbage each time it is asked, so that
// a run can spread its rounds over its whole length, in the same states of
// the machine as its samples. Between rounds the child holds its heap and
// does nothing. A Session is not safe for concurrent use.
type Session struct {
	h      Host
	exe    string
	ctx    context.Context
	cmd    *exec.Cmd
	in     io.WriteCloser
	out    *bufio.Reader
	stderr *tail.Buffer
}

// Start starts the calibration host h in a child process: exe started with
// args must call Child. The child has the parent's environment, HostEnv
// and child.GODEBUG added (the workers' way of returning memory, so that
// neither side of a round pays page faults the other does not), and so
// every processor the parent may use. It is killed when ctx
// is done, and when the parent dies.
func Start(ctx context.Context, exe string, args []string, h Host) (*Session, error) {
	if err := h.validate(); err != nil {
		return nil, err
	}
	s := &Session{h: h, exe: exe, ctx: ctx, stderr: &tail.Buffer{Max: 8 << 10}}
	s.cmd = exec.CommandContext(ctx, exe, args...)
	s.cmd.Env = append(os.Environ(), HostEnv+"="+h.spec(), "GODEBUG="+child.GODEBUG()) // the last of a name wins
	s.cmd.Stderr = s.stderr
	s.cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	var err error
	if s.in, err = s.cmd.StdinPipe(); err != nil {
		return nil, err
	}
	stdout, err := s.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	s.out = bufio.NewReader(stdout)
	if err := s.cmd.Start(); err != nil {
		return nil, fmt.Errorf("gchost: starting host %v in %s: %v", h, exe, err)
	}
	return s, nil
}

// Round measures one more round in the session's host.
func (s *Session) Round() (Round, error) {
	_, err := s.in.Write([]byte("round\n"))
	var line []byte
	if err == nil {
		line, err = s.out.ReadBytes('\n')
	}
	if err != nil {
		return Round{}, s.failed(err)
	}
	var r Round
	if err := json.Unmarshal(line, &r); err != nil {
		return Round{}, fmt.Errorf("gchost: measuring %v in %s: reading the child's answer %q: %v", s.h, s.exe, line, err)
	}
	return r, nil
}

// failed says why the child stopped answering: the context, or what the
// child said as it died.
func (s *Session) failed(err error) error {
	s.in.Close()
	werr := s.cmd.Wait()
	if s.ctx.Err() != nil {
		return fmt.Errorf("gchost: measuring %v: %w", s.h, s.ctx.Err())
	}
	if werr != nil {
		err = werr
	}
	return fmt.Errorf("gchost: measuring %v in %s: %v: %s", s.h, s.exe, err, s.stderr.LastLines(6))
}

// Close ends the session: the child exits once its input closes.
func (s *Session) Close() error {
	s.in.Close()
	if err := s.cmd.Wait(); err != nil && s.ctx.Err() == nil {
		return fmt.Errorf("gchost: host %v in %s: %v: %s", s.h, s.exe, err, s.stderr.LastLines(6))
	}
	return nil
}

// Child is the main function of the child Start starts: it reads the host
// from HostEnv, becomes that host, and measures a round for each line it
// reads from stdin, writing each round to stdout as a line of JSON, until
// stdin ends. It changes the collector's settings and holds the host's
// heap while it runs: the process should do nothing else.
func Child(stdin io.Reader, stdout io.Writer) error {
	spec, ok := os.LookupEnv(HostEnv)
	if !ok {
		return errors.New("gchost: " + HostEnv + " is not set: the child is started by gchost.Start")
	}
	h, err := ParseHost(spec)
	if err != nil {
		return err
	}
	r, release, err := hold(h)
	if err != nil {
		return err
	}
	defer release()
	in := bufio.NewScanner(stdin)
	enc := json.NewEncoder(stdout)
	for in.Scan() {
		round := r.round()
		if round.err != nil {
			return round.err
		}
		if err := enc.Encode(round); err != nil {
			return err
		}
	}
	return in.Err()
}
