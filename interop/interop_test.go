package interop

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/small"
	"github.com/serbench/serbench/fidelity"
	"github.com/serbench/serbench/results"
)

// The test binary doubles as the children, so the fake codecs below exist
// in the children it starts.
func TestMain(m *testing.M) {
	if len(os.Args) > 1 && os.Args[1] == ChildArg {
		if err := ServeChild(os.Args[2:]); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

const wire = "test wire"

// The fake codecs of one wire: JSON of small.A, each reader with its own
// answer to the bytes of the others. Those that misbehave on foreign bytes
// write a prefix of their own, so that their own round trip is exact.
func init() {
	plain := func(v *small.A) ([]byte, error) { return json.Marshal(v) }
	decode := func(data []byte, v *small.A) error { return json.Unmarshal(data, v) }
	prefixed := func(p string) func(*small.A) ([]byte, error) {
		return func(v *small.A) ([]byte, error) {
			b, err := json.Marshal(v)
			return append([]byte(p), b...), err
		}
	}
	// own decodes the codec's own prefixed bytes and does foreign on others.
	own := func(p string, foreign func() error) func([]byte, *small.A) error {
		return func(data []byte, v *small.A) error {
			rest, ok := strings.CutPrefix(string(data), p)
			if !ok {
				return foreign()
			}
			return json.Unmarshal([]byte(rest), v)
		}
	}
	fake("interop-honest", wire, plain, decode)
	// reversed writes names backwards and reads them backwards: exact on
	// its own, silently wrong with anyone else.
	fake("interop-reversed", wire, func(v *small.A) ([]byte, error) {
		w := *v
		w.Name = reverse(w.Name)
		return json.Marshal(&w)
	}, func(data []byte, v *small.A) error {
		err := json.Unmarshal(data, v)
		v.Name = reverse(v.Name)
		return err
	})
	// float32 reads money at float32 precision, its own bytes included: a
	// convention of its own, which its pairs show as well.
	fake("interop-float32", wire, plain, func(data []byte, v *small.A) error {
		err := json.Unmarshal(data, v)
		v.Money = float64(float32(v.Money))
		return err
	})
	fake("interop-refuses", wire, prefixed("R"), own("R", func() error { return errors.New("not my bytes") }))
	fake("interop-panics", wire, prefixed("P"), own("P", func() error { panic("foreign bytes") }))
	fake("interop-fatal", wire, prefixed("F"), own("F", func() error {
		var mu sync.Mutex
		mu.Unlock() // a fatal error: the child dies
		return nil
	}))
	fake("interop-elsewhere", "another wire", plain, decode)
	fake("interop-nowire", "", plain, decode)
	serbench.Register(serbench.Codec{Name: "interop-readonly", Package: "example.com/interop/readonly", Format: "test", Wire: wire,
		Kind: serbench.KindManual})
	serbench.Support("interop-readonly", small.Dataset, serbench.Impl[small.A, small.A]{
		Variants: map[serbench.Variant]serbench.Ops[small.A]{serbench.Default: {Unmarshal: func(data []byte) (*small.A, error) {
			v := new(small.A)
			return v, json.Unmarshal(data, v)
		}}},
		Input:   plain,
		Missing: map[serbench.Op]string{serbench.Marshal: "decode only"},
	})
}

func fake(name, wire string, marshal func(*small.A) ([]byte, error), unmarshal func([]byte, *small.A) error) {
	serbench.Register(serbench.Codec{Name: name, Package: "example.com/interop/" + name, Format: "test", Wire: wire,
		Kind: serbench.KindManual})
	serbench.Support(name, small.Dataset, serbench.Impl[small.A, small.A]{
		Variants: map[serbench.Variant]serbench.Ops[small.A]{serbench.Default: {
			Marshal: marshal,
			Unmarshal: func(data []byte) (*small.A, error) {
				v := new(small.A)
				return v, unmarshal(data, v)
			},
		}},
	})
}

func reverse(s string) string {
	r := []rune(s)
	slices.Reverse(r)
	return string(r)
}

// TestTasks pairs the codecs of one wire only, each reader with every
// other writer; a decode-only codec reads and does not write.
func TestTasks(t *testing.T) {
	tasks := Tasks([]string{"small"}, []string{"interop-honest", "interop-reversed", "interop-readonly",
		"interop-elsewhere", "interop-nowire"})
	got := map[string][]string{}
	for _, tk := range tasks {
		if tk.Wire != wire || tk.Dataset != "small" {
			t.Errorf("task %+v: want wire %q on small", tk, wire)
		}
		got[tk.Reader] = tk.Writers
	}
	want := map[string][]string{
		"interop-honest":   {"interop-reversed"},
		"interop-reversed": {"interop-honest"},
		"interop-readonly": {"interop-honest", "interop-reversed"},
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("readers and their writers:\n got %v\nwant %v", got, want)
	}
	if n := Pairs(tasks); n != 4 {
		t.Errorf("Pairs = %d, want 4", n)
	}
}

// TestRun checks the fake codecs against each other and finds each
// reader's known answer: equal, different in the field it misreads (both
// values, marked when its own round trip loses the field too), or fails
// with its error, its panic or its fatal error, the child started again
// after each death.
func TestRun(t *testing.T) {
	names := []string{"interop-honest", "interop-reversed", "interop-float32", "interop-refuses", "interop-panics", "interop-fatal"}
	tasks := Tasks([]string{"small"}, names)
	pairs := 0
	rows, err := Run(Config{Exe: os.Args[0], Timeout: time.Minute, Memory: 256 << 20, Parallel: 2,
		Progress: func(n int, _ string) { pairs += n }}, tasks)
	if err != nil {
		t.Fatal(err)
	}
	if want := len(names) * (len(names) - 1); len(rows) != want || pairs != want {
		t.Fatalf("%d rows, %d pairs reported, want %d", len(rows), pairs, want)
	}
	get := func(writer, reader string) results.Interop {
		for _, r := range rows {
			if r.Writer == writer && r.Reader == reader {
				return r
			}
		}
		t.Fatalf("no row for %s read by %s", writer, reader)
		return results.Interop{}
	}
	records := len(small.Records())

	eq := get("interop-float32", "interop-honest")
	if eq.Status != results.InteropEqual || eq.Records != records || eq.WriterOwn != fidelity.Lossy || eq.ReaderOwn != fidelity.Exact {
		t.Errorf("float32 read by honest: %+v, want equal over %d records, the writer's own lossy, the reader's exact", eq, records)
	}

	wrong := get("interop-honest", "interop-reversed")
	want := reverse(small.Records()[0].Name)
	if wrong.Status != results.InteropDifferent || len(wrong.Findings) != 1 || wrong.Findings[0].Field != "Name" ||
		!strings.Contains(wrong.Findings[0].Sample, fmt.Sprintf("%q became %q", small.Records()[0].Name, want)) ||
		wrong.Findings[0].ReaderOwn || wrong.Findings[0].WriterOwn || wrong.Own() {
		t.Errorf("honest read by reversed: %+v, want different in Name alone, both values, no own round trip losing it", wrong)
	}
	if r := get("interop-reversed", "interop-honest"); r.Status != results.InteropDifferent || r.Findings[0].Field != "Name" {
		t.Errorf("reversed read by honest: %+v, want different in Name", r)
	}

	conv := get("interop-honest", "interop-float32")
	if conv.Status != results.InteropDifferent || len(conv.Findings) != 1 || conv.Findings[0].Field != "Money" ||
		!conv.Findings[0].ReaderOwn || conv.Findings[0].WriterOwn || !conv.Own() || conv.ReaderOwn != fidelity.Lossy {
		t.Errorf("honest read by float32: %+v, want different in Money, as the reader's own round trip", conv)
	}

	for _, c := range []struct{ reader, reason string }{
		{"interop-refuses", "record 0: unmarshal: not my bytes"},
		{"interop-panics", "panic: foreign bytes"},
		{"interop-fatal", "fatal error: sync: unlock of unlocked mutex"},
	} {
		for _, w := range names {
			if w == c.reader {
				continue
			}
			r := get(w, c.reader)
			if r.Status != results.InteropFails || r.Reason != c.reason || r.Records != 0 {
				t.Errorf("%s read by %s: %s (%q), want fails with %q", w, c.reader, r.Status, r.Reason, c.reason)
			}
			if c.reader == "interop-fatal" && r.ReaderOwn != fidelity.Exact {
				t.Errorf("%s read by %s: the reader's own verdict %q, want exact", w, c.reader, r.ReaderOwn)
			}
		}
	}
}

// TestUnmadeReader fails every pair of a reader that cannot be made, with
// the reason, rather than the run.
func TestUnmadeReader(t *testing.T) {
	task := Task{Wire: wire, Dataset: "no-such-dataset", Reader: "interop-honest", Writers: []string{"interop-reversed"}}
	rows, err := Run(Config{Exe: os.Args[0], Timeout: time.Minute, Memory: 256 << 20}, []Task{task})
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1 || rows[0].Status != results.InteropFails || !strings.Contains(rows[0].Reason, "the reader could not be made") {
		t.Errorf("rows %+v, want one that fails as the reader could not be made", rows)
	}
}
