package child

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

// The test binary doubles as the child: started with childArg and a mode,
// it serves that mode on the pipes and exits.
const childArg = "__childtest"

type echo struct{ N int }

func TestMain(m *testing.M) {
	if len(os.Args) == 3 && os.Args[1] == childArg {
		serve(os.Args[2])
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// serve runs one of the test child's modes: "echo" replies to each request
// with its N doubled, "silent" reads requests and never replies, "crash"
// prints and exits 3 on the first request, "oom" allocates past a small
// data limit.
func serve(mode string) {
	in, out := Pipes("requests", "replies")
	dec, enc := json.NewDecoder(bufio.NewReader(in)), json.NewEncoder(out)
	switch mode {
	case "oom":
		if err := LimitOwnData(64 << 20); err != nil {
			fmt.Fprintln(os.Stderr, "limit:", err)
			os.Exit(2)
		}
		var keep [][]byte
		for range 1 << 12 {
			keep = append(keep, make([]byte, 1<<20))
		}
		fmt.Println(len(keep))
		return
	}
	for {
		var e echo
		if dec.Decode(&e) != nil {
			return
		}
		switch mode {
		case "echo":
			enc.Encode(echo{2 * e.N})
		case "crash":
			fmt.Fprintln(os.Stderr, "panic: the first line\nthe second line")
			os.Exit(3)
		}
	}
}

func start(t *testing.T, mode string) *Process[echo] {
	t.Helper()
	p, err := Start[echo](Spec{Exe: os.Args[0], Args: []string{childArg, mode}, Tail: 64 << 10, DieWithParent: true})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestEcho(t *testing.T) {
	p := start(t, "echo")
	defer p.Close()
	for n := range 3 {
		if err := p.Send(echo{n}); err != nil {
			t.Fatal(err)
		}
		r, err := p.Await(time.Minute, nil)
		if err != nil || r.N != 2*n {
			t.Fatalf("reply to %d: %+v, %v; want %d", n, r, err, 2*n)
		}
	}
}

func TestCrash(t *testing.T) {
	p := start(t, "crash")
	p.Send(echo{1})
	if _, err := p.Await(time.Minute, nil); !errors.Is(err, ErrExited) {
		t.Fatalf("Await after a crash: %v, want ErrExited", err)
	}
	if err := p.Ended(); err == nil || !strings.Contains(err.Error(), "exit status 3") {
		t.Errorf("Ended = %v, want exit status 3", err)
	}
	if got := p.Output().LastLines(1); got != "panic: the first line" {
		t.Errorf("last output %q, want the panic's line", got)
	}
}

func TestSilentIsKilled(t *testing.T) {
	p := start(t, "silent")
	p.Send(echo{1})
	if _, err := p.Await(time.Millisecond, nil); !errors.Is(err, ErrTimedOut) {
		t.Errorf("Await of a silent child: %v, want ErrTimedOut", err)
	}
	p = start(t, "silent")
	stop := make(chan struct{})
	close(stop)
	if _, err := p.Await(time.Minute, stop); !errors.Is(err, ErrInterrupted) {
		t.Errorf("Await stopped: %v, want ErrInterrupted", err)
	}
	if err := p.Ended(); err == nil || !strings.Contains(err.Error(), "killed") {
		t.Errorf("a stopped child ended with %v, want killed", err)
	}
}

func TestLimitOwnData(t *testing.T) {
	p := start(t, "oom")
	if r, err := p.Await(time.Minute, nil); !errors.Is(err, ErrExited) {
		t.Fatalf("Await of a child past its limit: %+v, %v, want ErrExited", r, err)
	}
	if err := p.Ended(); err == nil {
		t.Error("a child past its data limit exited cleanly")
	}
	if crash := p.Output().Crash(); !strings.Contains(crash[0], "out of memory") {
		t.Errorf("a child past its data limit died with %q, want out of memory", crash[0])
	}
}

func TestFirstLine(t *testing.T) {
	for in, want := range map[string]string{"": "", "one": "one", "one\ntwo\n": "one"} {
		if got := FirstLine(in); got != want {
			t.Errorf("FirstLine(%q) = %q, want %q", in, got, want)
		}
	}
}
