package gchost

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"golang.org/x/sys/unix"
)

// The arguments with which the test binary serves as Start's child, as
// a child that fails, and as one that hangs once it has opened the FIFO
// named by hangEnv for writing.
const (
	childArg = "gchost-child"
	failArg  = "gchost-fail"
	hangArg  = "gchost-hang"
	hangEnv  = "GCHOST_TEST_FIFO"
	// godebugArg makes the child fail saying its GODEBUG.
	godebugArg = "gchost-godebug"
)

// failMessage is what the failing child says before it exits.
const failMessage = "the child failed as asked"

func TestMain(m *testing.M) {
	if len(os.Args) == 2 {
		switch os.Args[1] {
		case childArg:
			if err := Child(os.Stdin, os.Stdout); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			os.Exit(0)
		case failArg:
			fmt.Fprintln(os.Stderr, failMessage)
			os.Exit(1)
		case godebugArg:
			fmt.Fprintln(os.Stderr, "GODEBUG="+os.Getenv("GODEBUG"))
			os.Exit(1)
		case hangArg:
			if _, err := os.OpenFile(os.Getenv(hangEnv), os.O_WRONLY, 0); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			r, _, err := os.Pipe()
			if err == nil {
				_, err = r.Read(make([]byte, 1)) // never written
			}
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	os.Exit(m.Run())
}

func TestParseHost(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want Host
	}{
		{"64MiB", Host{HeapBytes: 64 << 20, GOGC: 100}},
		{"256MiB,flat", Host{HeapBytes: 256 << 20, Flat: true, GOGC: 100}},
		{"1GiB", Host{HeapBytes: 1 << 30, GOGC: 100}},
		{"67108864", Host{HeapBytes: 64 << 20, GOGC: 100}},
		{"1048577B", Host{HeapBytes: 1<<20 + 1, GOGC: 100}},
		{"1536KiB, dense, GOGC=200", Host{HeapBytes: 1536 << 10, GOGC: 200}},
		{"2MiB,gogc=50,FLAT", Host{HeapBytes: 2 << 20, Flat: true, GOGC: 50}},
	} {
		got, err := ParseHost(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("ParseHost(%q) = %+v, %v; want %+v", tt.in, got, err, tt.want)
		}
	}
}

func TestParseHostRefuses(t *testing.T) {
	for _, tt := range []struct {
		in, bad string // bad is the part the error must name
	}{
		{"", `size ""`},
		{"64MB", `"MB"`},
		{"64 GB", `"GB"`},
		{"MiB", `"MiB"`},
		{"0MiB", `"0MiB"`},
		{"-1MiB", `"-1MiB"`},
		{"1.5GiB", `"1.5GiB"`},
		{"99999999999GiB", `"99999999999GiB" is too large`},
		{"512KiB", "smaller than the 1MiB minimum"},
		{"64MiB,fat", `"fat"`},
		{"64MiB,gogc", `"gogc"`},
		{"64MiB,flat=1", `"flat=1"`},
		{"64MiB,flat,dense", `"dense" repeats or contradicts`},
		{"64MiB,flat,flat", `"flat" repeats or contradicts`},
		{"64MiB,gogc=100,gogc=200", `"gogc=200" repeats or contradicts`},
		{"64MiB,gogc=0", `GOGC "0"`},
		{"64MiB,gogc=off", `GOGC "off"`},
	} {
		h, err := ParseHost(tt.in)
		if err == nil {
			t.Errorf("ParseHost(%q) = %+v; want an error", tt.in, h)
			continue
		}
		if !strings.Contains(err.Error(), tt.bad) {
			t.Errorf("ParseHost(%q): %v; want an error naming %s", tt.in, err, tt.bad)
		}
	}
}

func TestHostString(t *testing.T) {
	for _, tt := range []struct {
		h    Host
		want string
	}{
		{Host{HeapBytes: 64 << 20}, "64MiB pointer-dense, GOGC=100"},
		{Host{HeapBytes: 1 << 30, GOGC: 100}, "1GiB pointer-dense, GOGC=100"},
		{Host{HeapBytes: 256 << 20, Flat: true, GOGC: 200}, "256MiB flat, GOGC=200"},
		{Host{HeapBytes: 1536 << 10, GOGC: 50}, "1536KiB pointer-dense, GOGC=50"},
		{Host{HeapBytes: 1<<20 + 1}, "1048577B pointer-dense, GOGC=100"},
	} {
		if got := tt.h.String(); got != tt.want {
			t.Errorf("%+v.String() = %q; want %q", tt.h, got, tt.want)
		}
		// The child reads the host as the parent writes it.
		want := tt.h
		want.GOGC = tt.h.gogc()
		if got, err := ParseHost(tt.h.spec()); err != nil || got != want {
			t.Errorf("ParseHost(%q) = %+v, %v; want %+v", tt.h.spec(), got, err, want)
		}
	}
}

// roundHeap is the live heap of the hosts whose rounds the tests measure:
// large enough that a collection cycle outlasts the slices of processor
// time a loaded machine gives the collector's threads, which at 8 MiB,
// a cycle of about a millisecond, sometimes found no cycle ending within
// the pacer's sixteen.
const roundHeap = 32 << 20

// A pointer-dense heap costs its collector more per byte of garbage than a
// flat one of the same size, whose marking is all but free. The two differ
// about tenfold, far more than a loaded machine's noise.
func TestMeasureInProcess(t *testing.T) {
	measureInProcess := func(h Host, rounds int) (Price, error) {
		r, release, err := hold(h)
		if err != nil {
			return Price{}, err
		}
		defer release()
		var rs []Round
		for range rounds {
			round := r.round()
			if round.err != nil {
				return Price{}, round.err
			}
			rs = append(rs, round)
		}
		return PriceOf(h, rs)
	}
	const rounds = 5
	defer debug.SetGCPercent(debug.SetGCPercent(150))
	dense, err := measureInProcess(Host{HeapBytes: roundHeap}, rounds)
	if err != nil {
		t.Fatal(err)
	}
	if dense.NsPerByte <= 0 || len(dense.Rounds) != rounds {
		t.Fatalf("8MiB dense: %g ns/B over rounds %g; want a positive price over %d rounds", dense.NsPerByte, dense.Rounds, rounds)
	}
	if got := debug.SetGCPercent(150); got != 150 {
		t.Errorf("after measuring, GOGC is %d; want it restored to 150", got)
	}
	if liveHeap.root != nil {
		t.Error("after measuring, the host's heap is still held")
	}
	// A flat heap's price may be lost in the noise, an error with its
	// rounds: lower than the dense heap's all the same.
	flat, err := measureInProcess(Host{HeapBytes: roundHeap, Flat: true}, rounds)
	if err != nil && len(flat.Rounds) != rounds {
		t.Fatal(err)
	}
	if liveHeap.blocks != nil {
		t.Error("after measuring, the host's heap is still held")
	}
	t.Logf("8MiB: dense %.3g ns/B %.3g, flat %.3g ns/B %.3g", dense.NsPerByte, dense.Rounds, flat.NsPerByte, flat.Rounds)
	if flat.NsPerByte >= dense.NsPerByte {
		t.Errorf("a flat heap's garbage costs %.3g ns/B, a dense heap's %.3g; want the flat heap's lower", flat.NsPerByte, dense.NsPerByte)
	}
}

func TestHold(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(150))
	release, err := Hold(Host{HeapBytes: 8 << 20, Flat: true, GOGC: 300})
	if err != nil {
		t.Fatal(err)
	}
	if len(liveHeap.blocks) != 8 {
		t.Errorf("holding an 8MiB flat host: %d blocks of 1MiB; want 8", len(liveHeap.blocks))
	}
	if _, err := Hold(Host{HeapBytes: 8 << 20}); err == nil || !strings.Contains(err.Error(), "another host is held") {
		t.Errorf("holding a second host: %v; want an error saying another host is held", err)
	}
	if got := debug.SetGCPercent(300); got != 300 {
		t.Errorf("while holding a host of GOGC=300, GOGC is %d", got)
	}
	release()
	if got := debug.SetGCPercent(150); got != 150 {
		t.Errorf("after release, GOGC is %d; want it restored to 150", got)
	}
	if liveHeap.blocks != nil {
		t.Error("after release, the host's heap is still held")
	}
	if _, err := Hold(Host{HeapBytes: 1 << 10}); err == nil || !strings.Contains(err.Error(), "minimum") {
		t.Errorf("holding a host under the minimum: %v; want an error naming the minimum", err)
	}
}

// measure measures the price of garbage in host h over the given number
// of rounds, in a child process started as Start starts it, as a run does.
func measure(ctx context.Context, exe string, args []string, h Host, rounds int) (Price, error) {
	s, err := Start(ctx, exe, args, h)
	if err != nil {
		return Price{}, err
	}
	var rs []Round
	for range rounds {
		r, err := s.Round()
		if err != nil {
			return Price{}, err
		}
		rs = append(rs, r)
	}
	if err := s.Close(); err != nil {
		return Price{}, err
	}
	return PriceOf(h, rs)
}

func TestMeasure(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	// One round's rates may be lost in the noise of a busy machine, below
	// zero or both too small to price (Round, PriceOf): this checks the
	// child's answer and the price made of it, and TestMeasureInProcess
	// the collector's cost over several rounds.
	p, err := measure(context.Background(), exe, []string{childArg}, Host{HeapBytes: roundHeap}, 1)
	if err != nil && len(p.Rounds) != 1 {
		t.Fatal(err)
	}
	if len(p.Rounds) != 1 || len(p.AllocRounds) != 1 || p.NsPerByte != max(p.Rounds[0], 0) || p.NsPerAlloc != max(p.AllocRounds[0], 0) ||
		math.IsNaN(p.Rounds[0]) || math.IsNaN(p.AllocRounds[0]) {
		t.Errorf("a round's price = %+v; want one round's rates, each the price's median unless below zero", p)
	}
}

func TestMeasureFailure(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	_, err = measure(context.Background(), exe, []string{failArg}, Host{HeapBytes: 8 << 20}, 1)
	if err == nil || !strings.Contains(err.Error(), failMessage) {
		t.Errorf("a round in a failing child: %v; want an error quoting the child's %q", err, failMessage)
	}
}

// The calibration child returns memory as the workers do, the user's
// GODEBUG after that so that it wins.
func TestStartGODEBUG(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("GODEBUG", "gctrace=0")
	_, err = measure(context.Background(), exe, []string{godebugArg}, Host{HeapBytes: 8 << 20}, 1)
	if want := "GODEBUG=madvdontneed=0,gctrace=0"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("the child's environment: %v; want it to say %s", err, want)
	}
}

// A measurement canceled while the child runs kills it.
func TestMeasureCanceled(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(t.TempDir(), "started")
	if err := unix.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv(hangEnv, fifo)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error)
	go func() {
		_, err := measure(ctx, exe, []string{hangArg}, Host{HeapBytes: 8 << 20}, 1)
		done <- err
	}()
	started, err := os.Open(fifo) // returns once the child opened it
	if err != nil {
		t.Fatal(err)
	}
	defer started.Close()
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Errorf("a round, canceled: %v; want context.Canceled", err)
	}
}

func TestStartRefuses(t *testing.T) {
	const exe = "/nonexistent/serbench" // never started
	for _, tt := range []struct {
		h    Host
		want string
	}{
		{Host{HeapBytes: 1 << 10}, "minimum"},
		{Host{HeapBytes: 8 << 20, GOGC: -1}, "negative"},
	} {
		if _, err := Start(context.Background(), exe, nil, tt.h); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Start(%+v): %v; want an error saying %q", tt.h, err, tt.want)
		}
	}
}

func TestChildRefuses(t *testing.T) {
	for _, tt := range []struct {
		host string
		want string
	}{
		{"", HostEnv + " is not set"},
		{"64MB", `"MB"`},
		{"1KiB", "minimum"},
	} {
		t.Setenv(HostEnv, tt.host) // and restores it after the test
		if tt.host == "" {
			os.Unsetenv(HostEnv)
		}
		var out strings.Builder
		err := Child(strings.NewReader("round\n"), &out)
		if err == nil || !strings.Contains(err.Error(), tt.want) || out.Len() != 0 {
			t.Errorf("Child with %s=%q: %v, wrote %q; want an error saying %s and nothing written", HostEnv, tt.host, err, out.String(), tt.want)
		}
	}
}

// A session answers a round for each request, in one child, and ends
// when closed.
func TestSession(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	h := Host{HeapBytes: roundHeap}
	s, err := Start(context.Background(), exe, []string{childArg}, h)
	if err != nil {
		t.Fatal(err)
	}
	var rs []Round
	for range 3 {
		r, err := s.Round()
		if err != nil {
			t.Fatal(err)
		}
		rs = append(rs, r)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	p, err := PriceOf(h, rs)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Rounds) != 3 || p.NsPerByte <= 0 {
		t.Errorf("three rounds of a session: %+v; want three rounds at a positive price", p)
	}
}

func TestPriceOfRefuses(t *testing.T) {
	h := Host{HeapBytes: 8 << 20}
	for _, tt := range []struct {
		rounds []Round
		want   string
	}{
		{nil, "no rounds"},
		{[]Round{{NsPerByte: -1, NsPerAlloc: -3}}, "not positive"},
		{[]Round{{NsPerByte: 0, NsPerAlloc: 0}}, "not positive"},
	} {
		if _, err := PriceOf(h, tt.rounds); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("PriceOf(%+v): %v; want an error saying %q", tt.rounds, err, tt.want)
		}
	}
	// A median below zero counts as zero, beside a positive one.
	p, err := PriceOf(h, []Round{{NsPerByte: 1, NsPerAlloc: -4}, {NsPerByte: 2, NsPerAlloc: -1}, {NsPerByte: 3, NsPerAlloc: 5}})
	if err != nil || p.NsPerByte != 2 || p.NsPerAlloc != 0 {
		t.Errorf("PriceOf with a negative median per allocation: %+v, %v; want 2 ns/B and 0 ns an allocation", p, err)
	}
}
