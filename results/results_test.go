package results

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"golang.org/x/perf/benchfmt"

	"github.com/serbench/serbench/fidelity"
)

func sample() *File {
	return &File{SchemaVersion: SchemaVersion,
		Env:      Env{GOOS: "linux", GOARCH: "amd64", CPU: "Test CPU", GOMAXPROCS: 2, GoVersion: "go1.26.8", Commit: "abc"},
		Datasets: []Dataset{{Name: "small"}}}
}

func TestNewResult(t *testing.T) {
	ns := []float64{105, 101, 99, 100, 98, 102, 100, 103, 97, 100}
	r := NewResult("small", "json", "default", "marshal", 1000, Samples{Own: ns, Bytes: make([]float64, 10), Allocs: make([]float64, 10)}, Pricing{}, 150)
	if r.MedianNs != 100 || !(r.CILowNs < 100 && r.CILowNs >= 97) || !(r.CIHighNs > 100 && r.CIHighNs <= 105) {
		t.Errorf("median %v in [%v, %v]", r.MedianNs, r.CILowNs, r.CIHighNs)
	}
	if r.MBPerS != 1500 {
		t.Errorf("%v MB/s, want 150 B in 100 ns = 1500", r.MBPerS)
	}
	few := NewResult("small", "json", "default", "marshal", 1, Samples{Own: ns[:3]}, Pricing{}, 0)
	if few.CILowNs != 0 || few.CIHighNs != 0 || len(few.Warnings) == 0 {
		t.Errorf("3 samples: interval [%v, %v], warnings %v; want 0, 0 and a warning", few.CILowNs, few.CIHighNs, few.Warnings)
	}
}

// A journal reopened replays its entries, and appending after reopening
// yields whole lines again. (Each line is one write, which a kill does not
// cut; a torn line is refused, in TestBadFiles.)
func TestJournalReopens(t *testing.T) {
	dir := t.TempDir()
	j, err := CreateJournal(dir, sample())
	if err != nil {
		t.Fatal(err)
	}
	r1 := NewResult("small", "json", "default", "marshal", 10, Samples{Own: []float64{1, 2, 3}}, Pricing{}, 0)
	j.Add(Entry{Result: &r1})
	j.Add(Entry{Fidelity: &Fidelity{Dataset: "small", Codec: "json", Variant: "default", Report: fidelity.Report{Status: fidelity.Exact}}})
	j.Close()

	j, got, err := OpenJournal(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Results) != 1 || len(got.Fidelity) != 1 || got.Env.CPU != "Test CPU" {
		t.Fatalf("replayed %d results, %d fidelity rows, env %+v", len(got.Results), len(got.Fidelity), got.Env)
	}
	r2 := NewResult("small", "gob", "default", "marshal", 10, Samples{Own: []float64{4, 5, 6}}, Pricing{}, 0)
	j.Add(Entry{Result: &r2})
	j.Close()
	all, err := LoadJournal(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(all.Results) != 2 || all.Results[1].Codec != "gob" || all.Failures == nil {
		t.Errorf("after resuming: %+v", all.Results)
	}
}

// WriteText writes what benchstat reads: the configuration lines, then a
// line per sample with its units.
func TestWriteText(t *testing.T) {
	f := sample()
	f.Results = []Result{NewResult("small", "json", "default", "marshal", 1000, Samples{Own: []float64{100, 110}, Bytes: []float64{64, 64}, Allocs: []float64{2, 2}}, Pricing{}, 0)}
	f.Results[0].Latency = &Latency{Batch: 10, Batches: 1000, P50Ns: []float64{90}, P99Ns: []float64{300}}
	f.Results[0].Parallel = &Parallel{Goroutines: 2, Scaling: []float64{1.8}}
	f.Sizes = []Size{{Dataset: "small", Codec: "json", Variant: "default", Bytes: 150}}
	var b bytes.Buffer
	if err := f.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"goos: linux\n", "goarch: amd64\n", "pkg: github.com/serbench/serbench\n", "cpu: Test CPU\n"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("no %q in\n%s", want, b.String())
		}
	}
	r := benchfmt.NewReader(&b, "results.txt")
	n := 0
	for r.Scan() {
		res, ok := r.Result().(*benchfmt.Result)
		if !ok {
			continue
		}
		n++
		if res.Name.String() != "Serbench/small/json/default/marshal-2" || res.Iters != 1000 || res.GetConfig("cpu") != "Test CPU" {
			t.Errorf("read back %s %d %q", res.Name, res.Iters, res.GetConfig("cpu"))
		}
		for unit, want := range map[string]float64{"B/op": 64, "allocs/op": 2} {
			if v, ok := res.Value(unit); !ok || v != want {
				t.Errorf("%s: %v, want %v", unit, v, want)
			}
		}
		if v, ok := res.Value("sec/op"); !ok || v < 100e-9 {
			t.Errorf("sec/op %v", v)
		}
		if _, ok := res.Value("B/s"); !ok {
			t.Error("no MB/s")
		}
		// The first line carries the one chunk of extras; p99.9 has none.
		for unit, want := range map[string]float64{"p50-sec/op": 90e-9, "p99-sec/op": 300e-9, "parallel-scaling": 1.8} {
			if v, ok := res.Value(unit); ok != (n == 1) || ok && math.Abs(v-want) > 1e-12 {
				t.Errorf("line %d: %s = %v (%v), want %v on the first line only", n, unit, v, ok, want)
			}
		}
		if _, ok := res.Value("p99.9-sec/op"); ok {
			t.Errorf("line %d: a p99.9 no chunk gave", n)
		}
	}
	if r.Err() != nil || n != 2 {
		t.Errorf("read %d results, err %v", n, r.Err())
	}
}

// A price reads as it writes, per byte, per allocation or both, and
// refuses what is not one; its charge adds both.
func TestParsePrice(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Price
	}{
		{"0", Price{}},
		{"0.3ns/B", Price{PerByte: 0.3}},
		{"40ns/alloc", Price{PerAlloc: 40}},
		{"0.77ns/B+44ns/alloc", Price{PerByte: 0.77, PerAlloc: 44}},
	} {
		got, err := ParsePrice(c.in)
		if err != nil || got != c.want {
			t.Errorf("ParsePrice(%q) = %+v, %v; want %+v", c.in, got, err, c.want)
		}
		if again, err := ParsePrice(got.String()); err != nil || again != got {
			t.Errorf("ParsePrice(%q.String() = %q) = %+v, %v", c.in, got.String(), again, err)
		}
	}
	for _, bad := range []string{"", "fast", "0.3", "-1ns/B", "1ns/KB", "1ns/B+", "NaNns/B"} {
		if p, err := ParsePrice(bad); err == nil {
			t.Errorf("ParsePrice(%q) = %+v, want an error", bad, p)
		}
	}
	if got, want := (Price{PerByte: 0.6136149981724965, PerAlloc: 10.188539825490267}).Short(), "0.614ns/B+10.2ns/alloc"; got != want {
		t.Errorf("Short() = %q, want %q", got, want)
	}
	if got := (Price{PerByte: 0.5, PerAlloc: 20}).Charge(100, 3); got != 110 {
		t.Errorf("charge of 100 B in 3 allocs at 0.5ns/B+20ns/alloc = %g, want 110", got)
	}
}
