package report_test

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/small"
	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/results"
)

// delay is spun inside every marshal of the "delayed" codec when set.
var delay time.Duration

func init() {
	// A test-only codec: encoding/json doing real work, plus the delay.
	serbench.Register(serbench.Codec{Name: "delayed", Package: "github.com/serbench/serbench/report", Format: "JSON",
		Kind: serbench.KindManual, Upstream: "maintained"})
	serbench.Support("delayed", small.Dataset, serbench.Impl[small.A, small.A]{Variants: map[serbench.Variant]serbench.Ops[small.A]{
		serbench.Default: {
			Marshal: func(v *small.A) ([]byte, error) {
				for start := time.Now(); time.Since(start) < delay; {
				}
				return json.Marshal(v)
			},
			Unmarshal: func(data []byte) (*small.A, error) {
				v := new(small.A)
				return v, json.Unmarshal(data, v)
			},
		},
	}})
}

// sampleDelayed times the delayed codec's marshal in process, count
// samples without the delay and count with it, taken in turns so that a
// machine growing busier slows both alike.
func sampleDelayed(t *testing.T, count int, d time.Duration) (fast, slow *results.File) {
	t.Helper()
	x := serbench.Lookup("delayed", small.Dataset.Name).Instance(serbench.Default)
	const n = 300
	var nsFast, nsSlow, zeros []float64
	for range count {
		for _, dl := range []time.Duration{0, d} {
			delay = dl
			start := time.Now()
			if err := x.Run(serbench.Marshal, n); err != nil {
				t.Fatal(err)
			}
			ns := float64(time.Since(start).Nanoseconds()) / n
			if dl == 0 {
				nsFast = append(nsFast, ns)
			} else {
				nsSlow = append(nsSlow, ns)
			}
		}
		zeros = append(zeros, 0)
	}
	delay = 0
	file := func(ns []float64) *results.File {
		return &results.File{SchemaVersion: results.SchemaVersion,
			Results: []results.Result{results.NewResult("small", "delayed", "default", "marshal", n, ns, nil, zeros, zeros, 0)},
			Sizes:   []results.Size{{Dataset: "small", Codec: "delayed", Variant: "default", Bytes: 100, GzipBytes: 90, ZstdBytes: 80}}}
	}
	return file(nsFast), file(nsSlow)
}

// A slowdown made on purpose is flagged as significant, and as a
// regression above a threshold it exceeds; a speedup is not a regression.
func TestCompareInjectedDelay(t *testing.T) {
	// The delay makes each slow sample at least 30 ms, longer than the
	// few scheduler slices by which a loaded machine can stretch a fast
	// one (about 0.3 ms): the two sets cannot overlap, however busy the
	// machine.
	fast, slow := sampleDelayed(t, 10, 100*time.Microsecond)
	c := report.Compare(fast, slow)
	if len(c.Changes) != 1 {
		t.Fatalf("got %d changes, want 1", len(c.Changes))
	}
	ch := c.Changes[0]
	t.Logf("%s: %.0f → %.0f ns/op, %+.0f%%, p=%.5f", ch.Key, ch.Old, ch.New, ch.Pct, ch.P)
	if !ch.Significant || ch.Pct < 100 {
		t.Errorf("a 100 µs delay on a ~1 µs marshal: change %+.0f%%, p=%.4f, significant=%v", ch.Pct, ch.P, ch.Significant)
	}
	if regs := c.Regressions(50); len(regs) != 1 {
		t.Errorf("Regressions(50) = %v, want the delayed marshal", regs)
	}
	if regs := c.Regressions(ch.Pct + 1); len(regs) != 0 {
		t.Errorf("Regressions above the change = %v, want none", regs)
	}
	if regs := report.Compare(slow, fast).Regressions(0); len(regs) != 0 {
		t.Errorf("a speedup counted as a regression: %v", regs)
	}
}

// A run compared with itself never differs.
func TestCompareSelf(t *testing.T) {
	f := fixture(t)
	c := report.Compare(f, f)
	if len(c.Changes) != len(f.Results) || len(c.Sizes) != 0 || len(c.OnlyOld)+len(c.OnlyNew) != 0 {
		t.Fatalf("self comparison: %d changes of %d cells, %d sizes, only %v %v", len(c.Changes), len(f.Results), len(c.Sizes), c.OnlyOld, c.OnlyNew)
	}
	for _, ch := range c.Changes {
		if ch.Significant || ch.Pct != 0 {
			t.Errorf("%s differs from itself: %+.1f%%, p=%.3f", ch.Key, ch.Pct, ch.P)
		}
	}
}

// Sizes that changed are listed; cells in one run only are named.
func TestCompareSizesAndMissing(t *testing.T) {
	old, new := fixture(t), fixture(t)
	new.Sizes[0].Bytes *= 2
	new.Results = new.Results[1:]
	c := report.Compare(old, new)
	if len(c.Sizes) != 1 || c.Sizes[0].New.Bytes != 2*c.Sizes[0].Old.Bytes {
		t.Errorf("size changes: %+v", c.Sizes)
	}
	if len(c.OnlyOld) != 1 || c.OnlyOld[0] != old.Results[0].Key() {
		t.Errorf("only in old: %v, want %s", c.OnlyOld, old.Results[0].Key())
	}
}
