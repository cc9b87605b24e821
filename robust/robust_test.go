package robust

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/small"
	"github.com/serbench/serbench/results"
)

// The test binary doubles as the probe's child, so the faulty codecs below
// exist in the children it starts, and replays inputs when asked.
func TestMain(m *testing.M) {
	if len(os.Args) > 1 && os.Args[1] == ChildArg {
		if err := ServeChild(os.Args[2:]); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	if len(os.Args) == 5 && os.Args[1] == "replay" {
		out, err := Replay(os.Args[2], os.Args[3], os.Args[4], testMemory)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Println(out)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// testMemory is the children's memory limit: small, so that the codec
// that allocates without end is stopped fast.
const testMemory = 64 << 20

var sink [][]byte

// Each faulty codec encodes a record as its 16-character name and fails in
// its own way on a shorter input, every truncation among them, but
// robust-hang, which hangs only on the empty input, so that its test takes
// a few seconds; each rejects other inputs but a valid name.
func init() {
	fault("robust-safe", func() {})
	fault("robust-panic", func() { panic("short input") })
	fault("robust-goroutine-panic", func() {
		var wg sync.WaitGroup
		wg.Add(1)
		go func() { panic("short input in a goroutine of the library's") }()
		wg.Wait()
	})
	fault("robust-fatal", func() {
		var mu sync.Mutex
		mu.Unlock() // a fatal error: no recover
	})
	fault("robust-oom", func() {
		for {
			sink = append(sink, make([]byte, 1<<20))
		}
	})
	fault("robust-hang", func() {
		if len(current) == 0 {
			time.Sleep(time.Hour)
		}
	})
	fault("robust-alloc", func() { sink = [][]byte{make([]byte, 4<<20)} })
}

// short is the fault codecs' trigger: an input shorter than a name.
func short(data []byte) bool { return len(data) < 16 }

// current is the input being decoded, for robust-hang.
var current []byte

func fault(name string, onShort func()) {
	serbench.Register(serbench.Codec{Name: name, Package: "example.com/robust/" + name, Format: "test", Kind: serbench.KindManual})
	serbench.SupportAny(name, map[serbench.Variant]serbench.AnyOps{serbench.Default: {
		Marshal: func(v any) ([]byte, error) { return []byte(v.(*small.A).Name), nil },
		Unmarshal: func(data []byte, v any) error {
			if short(data) {
				current = data
				onShort()
				return errors.New("short")
			}
			if len(data) != 16 || strings.Trim(string(data), "0123456789abcdef") != "" {
				return errors.New("not a name")
			}
			v.(*small.A).Name = string(data)
			return nil
		},
	}}, nil)
}

func config(t *testing.T) Config {
	// The time limit is generous: an oom under a loaded machine can take
	// seconds, and must not pass for a hang.
	return Config{Exe: os.Args[0], Inputs: 40, Seed: 7, Timeout: time.Minute, Memory: testMemory,
		Dir: t.TempDir(), Parallel: 2}
}

// TestClasses probes each faulty codec: every short input falls in the
// codec's class, every other is rejected or accepted, and the child is
// started again after each death so that every input is classified.
func TestClasses(t *testing.T) {
	cfg := config(t)
	names := []string{"robust-safe", "robust-panic", "robust-goroutine-panic", "robust-fatal", "robust-oom", "robust-alloc"}
	var pairs []Pair
	for _, n := range names {
		pairs = append(pairs, Pair{Codec: n, Dataset: "small"})
	}
	steps := 0
	cfg.Progress = func(n int, what string) { steps += n }
	rows, err := Run(cfg, pairs)
	if err != nil {
		t.Fatal(err)
	}
	if steps != len(pairs)*cfg.Inputs {
		t.Errorf("progress counted %d steps, want %d", steps, len(pairs)*cfg.Inputs)
	}
	// The hang takes the time limit, twice: keep it short there.
	cfg.Timeout = time.Second
	hang, err := Run(cfg, []Pair{{Codec: "robust-hang", Dataset: "small"}})
	if err != nil {
		t.Fatal(err)
	}
	rows = append(rows, hang...)
	// The inputs the probe made, to count the short ones.
	var payloads [][]byte
	for _, a := range small.Records()[:maxPayloads] {
		payloads = append(payloads, []byte(a.Name))
	}
	want := map[string]Class{"robust-safe": Rejected, "robust-panic": Panic, "robust-goroutine-panic": Panic,
		"robust-fatal": Fatal, "robust-oom": OOM, "robust-hang": Hang, "robust-alloc": ExcessAlloc}
	for _, r := range rows {
		g := newGenerator(payloads, cfg.Inputs, cfg.Seed, r.Codec, "small")
		shorts, smallest := 0, 16
		for i := range g.Len() {
			if in := g.Input(i); short(in) && (r.Codec != "robust-hang" || len(in) == 0) {
				shorts++
				smallest = min(smallest, len(in))
			}
		}
		if g.Len() != 16+cfg.Inputs || shorts == 0 {
			t.Fatalf("%s: %d inputs, %d that fail; want %d and some", r.Codec, g.Len(), shorts, 16+cfg.Inputs)
		}
		got := map[Class]int{Rejected: r.Rejected, Accepted: r.Accepted, ExcessAlloc: r.ExcessAlloc, Panic: r.Panic,
			Fatal: r.Fatal, Hang: r.Hang, OOM: r.OOM}
		class := want[r.Codec]
		wantN := shorts
		if class == Rejected {
			wantN = g.Len() - r.Accepted
		}
		if r.Inputs != g.Len() || got[class] != wantN || r.Rejected+r.Accepted+got[class] != g.Len() && class != Rejected {
			t.Errorf("%s: %+v; want %d inputs, %d %s, the rest rejected or accepted", r.Codec, r, g.Len(), wantN, class)
		}
		if class == Rejected || class == ExcessAlloc {
			if len(r.Findings) != 0 {
				t.Errorf("%s: findings %+v, want none", r.Codec, r.Findings)
			}
			continue
		}
		if len(r.Findings) != 1 {
			t.Fatalf("%s: findings %+v, want one", r.Codec, r.Findings)
		}
		f := r.Findings[0]
		if f.Class != string(class) || f.Bytes != smallest || f.Count != shorts || f.File != "robust/"+r.Codec+"/small/"+string(class)+"-1.bin" {
			t.Errorf("%s: finding %+v; want class %s, %d bytes, count %d", r.Codec, f, class, smallest, shorts)
		}
		if b, err := os.ReadFile(filepath.Join(cfg.Dir, f.File)); err != nil || len(b) != smallest {
			t.Errorf("%s: kept input %q, %v", r.Codec, b, err)
		}
		if !strings.Contains(f.Replay, "serbench robust --replay "+filepath.Join(cfg.Dir, f.File)+" --codecs "+r.Codec+" --datasets small") {
			t.Errorf("%s: replay command %q", r.Codec, f.Replay)
		}
	}
	// At the hard limit the runtime either reports that it is out of
	// memory or, as Go 1.26's collector sometimes does, faults inside the
	// collector: both are oom.
	for codec, want := range map[string]*regexp.Regexp{
		"robust-panic":           regexp.MustCompile(`short input`),
		"robust-goroutine-panic": regexp.MustCompile(`short input in a goroutine of the library's`),
		"robust-fatal":           regexp.MustCompile(`fatal error: sync: unlock of unlocked mutex`),
		"robust-oom":             regexp.MustCompile(`out of memory|cannot allocate memory|in the garbage collector, at the memory limit`),
	} {
		i := slices.IndexFunc(rows, func(r results.Robustness) bool { return r.Codec == codec })
		if f := rows[i].Findings; len(f) == 0 || !want.MatchString(f[0].Message) {
			t.Errorf("%s: findings %+v, want a message matching %q", codec, f, want)
		}
	}
	// A panic names the library's top frame: here the test's codec.
	for _, codec := range []string{"robust-panic", "robust-goroutine-panic"} {
		i := slices.IndexFunc(rows, func(r results.Robustness) bool { return r.Codec == codec })
		if f := rows[i].Findings; len(f) == 0 || !strings.Contains(f[0].Frame, "robust.init") {
			t.Errorf("%s: frame of %+v, want the codec's function", codec, f)
		}
	}
}

// TestReplay decodes the kept inputs again: a panic ends the process with
// the runtime's trace; a rejected input says so.
func TestReplay(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "in.bin")
	os.WriteFile(file, []byte("abc"), 0o644)
	out, err := exec.Command(os.Args[0], "replay", file, "robust-panic", "small").CombinedOutput()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 || !strings.Contains(string(out), "panic: short input") ||
		!strings.Contains(string(out), "goroutine 1 [running]") {
		t.Errorf("replaying a panic: %v\n%s", err, out)
	}
	out, err = exec.Command(os.Args[0], "replay", file, "robust-safe", "small").CombinedOutput()
	if err != nil || !strings.HasPrefix(string(out), "rejected: short (3 bytes in, ") {
		t.Errorf("replaying a rejected input: %v, %s", err, out)
	}
}

// TestDeterministic: the same seed makes the same inputs, another seed
// others, and every kind of input comes up.
func TestDeterministic(t *testing.T) {
	payloads := [][]byte{[]byte("\x0a\x05hello\x12\x03abc"), []byte("\x0a\x02hi")}
	a, b, c := newGenerator(payloads, 500, 1, "x", "y"), newGenerator(payloads, 500, 1, "x", "y"), newGenerator(payloads, 500, 2, "x", "y")
	same, differ, huges := true, 0, 0
	for i := range a.Len() {
		x := a.Input(i)
		same = same && string(x) == string(b.Input(i))
		if string(x) != string(c.Input(i)) {
			differ++
		}
		if strings.Contains(string(x), "\xf0\xff\xff\xff\x07") {
			huges++ // the varint of near 2^31 set in a length's place
		}
	}
	if !same || differ < 400 || a.Len() != len(payloads[0])+500 || huges == 0 {
		t.Errorf("same seed same inputs: %v; %d of 500 differ with another seed; %d inputs; %d inflated varints", same, differ, a.Len(), huges)
	}
	if lengths := findLengths(payloads[0]); !slices.Contains(lengths, lengthField{1, 1, 'v'}) {
		t.Errorf("findLengths(%q) = %v, missing the string's length at 1", payloads[0], lengths)
	}
}

// TestClassifyDeath reads the runtime's last words.
func TestClassifyDeath(t *testing.T) {
	for _, c := range []struct {
		out  string
		want answer
	}{
		{"fatal error: runtime: out of memory\n\nruntime stack:", answer{Class: OOM, Message: "fatal error: runtime: out of memory"}},
		{"runtime: goroutine stack exceeds 67108864-byte limit\nfatal error: stack overflow", answer{Class: Fatal, Message: "fatal error: stack overflow"}},
		{"panic: boom\n\ngoroutine 7 [running]:\nexample.com/lib.(*D).read(0x1)\n\t/src/lib/d.go:12 +0x1d\ncreated by example.com/lib.Go",
			answer{Class: Panic, Message: "boom", Frame: "example.com/lib.(*D).read (d.go:12)"}},
		{"SIGSEGV: segmentation violation\nPC=0x43359d m=3 sigcode=1 addr=0x0\n\ngoroutine 0 gp=0x1 m=3 mp=0x1 [idle]:\n" +
			"runtime.(*spanQueue).tryDrain(0x1)\n\t/usr/local/go/src/runtime/mgcmark_greenteagc.go:520 +0x5d fp=0x1",
			answer{Class: OOM, Message: "SIGSEGV: segmentation violation in the garbage collector, at the memory limit"}},
		{"SIGSEGV: segmentation violation\nPC=0x43359d m=3 sigcode=1 addr=0x0\n\ngoroutine 1 gp=0x1 m=3 mp=0x1 [running]:\n" +
			"example.com/lib.read(0x1)\n\t/src/lib/d.go:12 +0x5d fp=0x1",
			answer{Class: Fatal, Message: "SIGSEGV: segmentation violation"}},
		{"", answer{Class: Fatal, Message: "signal: killed"}},
	} {
		err := error(nil)
		if c.out == "" {
			err = errors.New("signal: killed")
		}
		lines := strings.Split(c.out, "\n")
		for i, l := range lines {
			if strings.HasPrefix(l, "panic: ") || strings.HasPrefix(l, "fatal error: ") {
				lines = lines[i:]
				break
			}
		}
		if got := classifyDeath(lines, err); got.Class != c.want.Class || got.Message != c.want.Message || got.Frame != c.want.Frame {
			t.Errorf("classifyDeath(%q) = %+v, want %+v", c.out, got, c.want)
		}
	}
}
