package results

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
)

// A results.txt read back gives the cells, samples and environment that
// were written.
func TestTextRoundTrip(t *testing.T) {
	f := &File{SchemaVersion: SchemaVersion, Env: Env{GoVersion: "go1.26.8", GOOS: "linux", GOARCH: "amd64", CPU: "Some CPU", GOMAXPROCS: 4, Commit: "abc"}}
	f.Results = []Result{
		NewResult("small", "json", "default", "marshal", 100, Samples{Own: []float64{10, 11, 12, 13, 14}, Bytes: []float64{8, 8, 8, 8, 8}, Allocs: []float64{1, 1, 1, 1, 1}}, Pricing{}, 120),
		NewResult("small", "msgpack-v5", "unsafe", "unmarshal", 50, Samples{Own: []float64{20, 21, 22, 23, 24}, Bytes: []float64{0, 0, 0, 0, 0}, Allocs: []float64{0, 0, 0, 0, 0}}, Pricing{}, 0),
	}
	f.Sizes = []Size{{Dataset: "small", Codec: "json", Variant: "default", Bytes: 120}}
	// The add-on tables are benchmarks of their own, which ReadText skips.
	f.BinarySize = []BinarySize{{Codec: "json", Bytes: 3 << 20, StrippedBytes: 2 << 20, OverNoopStrippedBytes: 1 << 20}, {Codec: "broken", Error: "boom"}}
	f.ColdStart = []ColdStart{{Dataset: "small", Codec: "json", Variant: "default", MarshalNs: []float64{9e4}, UnmarshalNs: []float64{8e4, 7e4}}}
	f.Stream = []Stream{{Dataset: "logs", Codec: "json", Entries: 10000, EncodeNs: []float64{900}, DecodeNs: []float64{2000},
		EncodeAllocBytes: []float64{0}, DecodeAllocBytes: []float64{60}}}
	var b bytes.Buffer
	if err := f.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	text := b.String()
	lines := map[string]bool{}
	for _, l := range strings.Split(text, "\n") {
		lines[strings.Join(strings.Fields(l), " ")] = true
	}
	for _, line := range []string{
		"BenchmarkBinarySize/json-4 1 3.145728e+06 program-B 2.097152e+06 stripped-B 1.048576e+06 over-noop-stripped-B",
		"BenchmarkColdStart/small/json/default-4 1 80000 first-unmarshal-ns 90000 first-marshal-ns",
		"BenchmarkColdStart/small/json/default-4 1 70000 first-unmarshal-ns",
		"BenchmarkStream/logs/json-4 10000 900 encode-ns/entry 2000 decode-ns/entry 0 encode-B/entry 60 decode-B/entry",
	} {
		if !lines[line] {
			t.Errorf("results.txt lacks %q:\n%s", line, text)
		}
	}
	if strings.Contains(text, "broken") {
		t.Error("a program that failed to build has a line")
	}
	got, err := parseText(&b, "results.txt")
	if err != nil {
		t.Fatal(err)
	}
	if got.Env.CPU != "Some CPU" || got.Env.GOMAXPROCS != 4 || got.Env.Commit != "abc" || got.Config.Count != 5 {
		t.Errorf("env %+v, count %d", got.Env, got.Config.Count)
	}
	if len(got.Results) != 2 || len(got.Datasets) != 1 {
		t.Fatalf("got %d results, %d datasets", len(got.Results), len(got.Datasets))
	}
	for i, r := range got.Results {
		w := f.Results[i]
		if r.Key() != w.Key() || r.MedianNs != w.MedianNs || r.Iterations != w.Iterations || r.BytesPerOp != w.BytesPerOp {
			t.Errorf("cell %d: got %s %v, want %s %v", i, r.Key(), r.MedianNs, w.Key(), w.MedianNs)
		}
	}
	if got.Results[0].MBPerS < f.Results[0].MBPerS*0.999 || got.Results[0].MBPerS > f.Results[0].MBPerS*1.001 {
		t.Errorf("MB/s %v, want %v", got.Results[0].MBPerS, f.Results[0].MBPerS)
	}
}

func TestTextErrors(t *testing.T) {
	if _, err := parseText(strings.NewReader("BenchmarkOther 10 5 ns/op\n"), "x.txt"); err == nil {
		t.Error("a file with no serbench lines was accepted")
	}
	if _, err := ReadText(filepath.Join(t.TempDir(), "missing.txt")); err == nil {
		t.Error("a missing file was accepted")
	}
}
