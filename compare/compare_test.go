package compare_test

import (
	"encoding/json"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/compare"
	"github.com/serbench/serbench/datasets/small"
	"github.com/serbench/serbench/results"
)

// delay is spun inside every marshal of the "delayed" codec when set.
var delay time.Duration

func init() {
	// A test-only codec: encoding/json doing real work, plus the delay.
	serbench.Register(serbench.Codec{Name: "delayed", Package: "github.com/serbench/serbench/compare", Format: "JSON",
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
			if err := x.Run(serbench.Marshal, 0, n); err != nil {
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
			Results: []results.Result{results.NewResult("small", "delayed", "default", "marshal", n, results.Samples{Own: ns, Bytes: zeros, Allocs: zeros}, results.Pricing{}, 0)},
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
	c := mustCompare(t, fast, slow, compare.Options{})
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
	if regs := mustCompare(t, slow, fast, compare.Options{}).Regressions(0); len(regs) != 0 {
		t.Errorf("a speedup counted as a regression: %v", regs)
	}
}

// A run compared with itself never differs.
func TestCompareSelf(t *testing.T) {
	f, _ := synthetic(twelve, 1, 0, 0, "", 1)
	c := mustCompare(t, f, f, compare.Options{})
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
	old, new := synthetic(twelve, 1, 0, 0, "", 1)
	for _, f := range []*results.File{old, new} {
		f.Sizes = []results.Size{{Dataset: "small", Codec: "c1", Variant: "default", Bytes: 100, GzipBytes: 90, ZstdBytes: 80}}
	}
	new.Sizes[0].Bytes *= 2
	new.Results = new.Results[1:]
	c := mustCompare(t, old, new, compare.Options{})
	if len(c.Sizes) != 1 || c.Sizes[0].New.Bytes != 2*c.Sizes[0].Old.Bytes {
		t.Errorf("size changes: %+v", c.Sizes)
	}
	if len(c.OnlyOld) != 1 || c.OnlyOld[0] != old.Results[0].Key().String() {
		t.Errorf("only in old: %v, want %s", c.OnlyOld, old.Results[0].Key())
	}
}

func mustCompare(t *testing.T, old, new *results.File, opt compare.Options) *compare.Comparison {
	t.Helper()
	c, err := compare.Runs(old, new, opt)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// synthetic returns two runs of the named codecs' marshal cells, 40
// samples each spread ±2% around their figure. In new every cell is slower
// by the common drift, times a jitter of its own of up to ±cell (the
// between-run spread of real runs), times a jitter of each sample of up to
// ±pair (the noise that pairs share in an interleaved run, shifted); the
// cells of codec slow are slower by factor besides.
func synthetic(codecs []string, drift, cell, pair float64, slow string, factor float64) (old, new *results.File) {
	old, new = &results.File{}, &results.File{}
	for i, c := range codecs {
		f := drift * (1 + cell*math.Sin(float64(7*i+1)))
		if c == slow {
			f *= factor
		}
		var o, n, zeros []float64
		for j := range 40 {
			x := 1000 * float64(i+1) * (1 + 0.02*math.Sin(float64(j)))
			sign := float64(1 - 2*(j%2))
			o, n, zeros = append(o, x), append(n, x*f*(1+sign*pair*math.Abs(math.Sin(float64(3*j+i))))), append(zeros, 0)
		}
		old.Results = append(old.Results, results.NewResult("small", c, "default", "marshal", 100, results.Samples{Own: o, Bytes: zeros, Allocs: zeros}, results.Pricing{}, 0))
		new.Results = append(new.Results, results.NewResult("small", c, "default", "marshal", 100, results.Samples{Own: n, Bytes: zeros, Allocs: zeros}, results.Pricing{}, 0))
	}
	return old, new
}

var twelve = []string{"baseline", "noop", "c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9", "c10"}

// A machine 20% slower in new is told apart from one codec 50% slower:
// the drift is estimated from the cells and removed, and only that codec
// is flagged, though every cell's samples differ.
func TestCompareDrift(t *testing.T) {
	old, new := synthetic(twelve, 1.2, 0.03, 0, "c5", 1.5)
	c := mustCompare(t, old, new, compare.Options{})
	if c.Drift.Method != compare.DriftCells || math.Abs(c.Drift.Pct-20) > 3 {
		t.Errorf("drift %s %+.1f%%, want cells about +20%%", c.Drift.Method, c.Drift.Pct)
	}
	if c.Drift.Reference == nil || math.Abs(c.Drift.Reference.Pct-20) > 4 {
		t.Errorf("reference estimate %+v, want about +20%%", c.Drift.Reference)
	}
	for _, ch := range c.Changes {
		want := strings.Contains(ch.Key, "/c5/")
		if ch.Significant != want || want && (ch.Verdict != "slower" || math.Abs(ch.Effect-50) > 10) {
			t.Errorf("%s: %s %+.1f%% (%s), want flagged %v", ch.Key, ch.Verdict, ch.Effect, ch.Reason, want)
		}
	}
	if regs := c.Regressions(40); len(regs) != 1 {
		t.Errorf("Regressions(40) = %d cells, want c5", len(regs))
	}
	if regs := c.Regressions(60); len(regs) != 0 {
		t.Errorf("Regressions(60) = %d cells, want none: the drift is not the code's", len(regs))
	}
	// Without the drift removed, every cell but the reference cells is
	// slower.
	c = mustCompare(t, old, new, compare.Options{Drift: compare.DriftNone})
	if c.Flagged() != len(twelve)-2 {
		t.Errorf("drift none: %d of %d flagged, want all but baseline and noop", c.Flagged(), len(twelve))
	}
	// A minimum effect above the change keeps c5 the same, and says so.
	c = mustCompare(t, old, new, compare.Options{MinEffect: 60})
	if c.Flagged() != 0 {
		t.Errorf("--min-effect 60: %d flagged, want none", c.Flagged())
	}
	for _, ch := range c.Changes {
		if strings.Contains(ch.Key, "/c5/") && !strings.Contains(ch.Reason, "minimum effect 60%") {
			t.Errorf("c5's reason does not name the minimum effect: %s", ch.Reason)
		}
	}
}

// Two runs made apart are not judged on their reference cells, whose
// change is the machine's, however far they moved; runs made side by side
// are, since their sides may be two versions of serbench.
func TestCompareReferenceCells(t *testing.T) {
	old, new := synthetic(twelve, 1, 0.01, 0, "noop", 1.2)
	c := mustCompare(t, old, new, compare.Options{})
	for _, ch := range c.Changes {
		ref := strings.Contains(ch.Key, "/noop/") || strings.Contains(ch.Key, "/baseline/")
		if ch.Significant || ref != (ch.Verdict == "reference") || ref && !strings.Contains(ch.Reason, "not judged") {
			t.Errorf("runs apart: %s %s %+.1f%% (%s), want reference cells not judged and nothing flagged", ch.Key, ch.Verdict, ch.Pct, ch.Reason)
		}
	}
	if regs := c.Regressions(5); len(regs) != 0 {
		t.Errorf("runs apart: Regressions(5) = %d cells, want none", len(regs))
	}
	old, new = synthetic(twelve, 1, 0, 0, "noop", 1.2)
	c = mustCompare(t, old, new, compare.Options{Paired: true})
	for _, ch := range c.Changes {
		if want := strings.Contains(ch.Key, "/noop/"); ch.Significant != want || want && ch.Verdict != "slower" {
			t.Errorf("side by side: %s %s %+.1f%% (%s), want only noop flagged slower", ch.Key, ch.Verdict, ch.Effect, ch.Reason)
		}
	}
}

// With fewer than five codecs auto takes the reference cells, then the
// reference op, then nothing; an estimator with nothing to read fails.
func TestCompareDriftChoice(t *testing.T) {
	old, new := synthetic([]string{"baseline", "json", "msgp"}, 1.2, 0.03, 0, "", 1)
	c := mustCompare(t, old, new, compare.Options{})
	if c.Drift.Method != compare.DriftReference || math.Abs(c.Drift.Pct-c.Drift.Reference.Pct) > 0 {
		t.Errorf("three codecs with baseline: drift %s %+.1f%%, want reference", c.Drift.Method, c.Drift.Pct)
	}
	old, new = synthetic([]string{"json", "msgp"}, 1.2, 0.03, 0, "", 1)
	c = mustCompare(t, old, new, compare.Options{})
	if c.Drift.Method != compare.DriftNone || c.Drift.Pct != 0 || c.Drift.Noise != nil {
		t.Errorf("two codecs, no reference: drift %s %+.1f%%, want none", c.Drift.Method, c.Drift.Pct)
	}
	old.Env.Noise, new.Env.Noise = &results.Noise{MedianNs: 1000}, &results.Noise{MedianNs: 1500}
	c = mustCompare(t, old, new, compare.Options{})
	if c.Drift.Method != compare.DriftNoise || math.Abs(c.Drift.Pct-50) > 0.01 {
		t.Errorf("reference op 1000 then 1500 ns: drift %s %+.1f%%, want noise +50%%", c.Drift.Method, c.Drift.Pct)
	}
	if _, err := compare.Runs(old, new, compare.Options{Drift: compare.DriftReference}); err == nil {
		t.Error("drift reference without baseline or noop cells: no error")
	}
	if _, err := compare.Runs(old, new, compare.Options{Correction: "bonferroni"}); err == nil {
		t.Error("an unknown correction: no error")
	}
	c = mustCompare(t, old, new, compare.Options{Paired: true})
	if c.Drift.Method != compare.DriftNone {
		t.Errorf("paired runs: drift %s, want none", c.Drift.Method)
	}
}

// Holm's and Benjamini-Hochberg's adjustments, worked by hand.
func TestAdjust(t *testing.T) {
	ps := []float64{0.01, 0.04, 0.03, 0.005}
	for _, tc := range []struct {
		correction string
		want       []float64
	}{
		{compare.Holm, []float64{0.03, 0.06, 0.06, 0.02}},
		{compare.BH, []float64{0.02, 0.04, 0.04, 0.02}},
		{compare.NoCorrection, ps},
	} {
		got := compare.Adjust(ps, tc.correction)
		for i := range got {
			if math.Abs(got[i]-tc.want[i]) > 1e-12 {
				t.Errorf("%s: %v, want %v", tc.correction, got, tc.want)
				break
			}
		}
	}
}

// The sign test on pairs: 16 of 20 pairs slower is p = 2·P(X ≤ 4) for
// X ~ Binomial(20, ½) = 0.011818; a drift removed first turns them; ties
// count for neither side.
func TestSignTest(t *testing.T) {
	var old, new []float64
	for i := range 20 {
		old = append(old, 100)
		if i < 16 {
			new = append(new, 110)
		} else {
			new = append(new, 95)
		}
	}
	if p, n, shift := compare.SignTest(old, new, 0); n != 20 || math.Abs(p-0.011818) > 1e-5 || math.Abs(shift-math.Log(1.1)) > 1e-12 {
		t.Errorf("16 of 20 slower: p=%.6f n=%d median %.4f, want 0.011818, 20 and log 1.1", p, n, shift)
	}
	if p, _, _ := compare.SignTest(old, new, math.Log(1.2)); math.Abs(p-2*math.Pow(0.5, 20)) > 1e-9 {
		t.Errorf("all 20 pairs faster once a +20%% drift is removed: p=%.8f, want 2·½²⁰", p)
	}
	if p, _, _ := compare.SignTest(old, old, 0); p != 1 {
		t.Errorf("identical pairs: p=%v, want 1", p)
	}
}

// Paired runs are judged pair by pair, and the JSON carries each verdict.
func TestComparePairedJSON(t *testing.T) {
	old, new := synthetic(twelve, 1, 0, 0.05, "c3", 1.1)
	c := mustCompare(t, old, new, compare.Options{Paired: true})
	var b strings.Builder
	if err := c.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	var back struct {
		Drift   struct{ Method string }
		Changes []struct {
			Cell    string
			Verdict string
			Reason  string
		}
	}
	if err := json.Unmarshal([]byte(b.String()), &back); err != nil {
		t.Fatal(err)
	}
	if back.Drift.Method != compare.DriftNone || len(back.Changes) != len(twelve) {
		t.Fatalf("JSON: %s", b.String())
	}
	for _, ch := range back.Changes {
		want := "same"
		if strings.Contains(ch.Cell, "/c3/") {
			want = "slower"
		}
		if ch.Verdict != want || !strings.Contains(ch.Reason, "sign test on 40 pairs") {
			t.Errorf("%s: %s (%s), want %s by the sign test", ch.Cell, ch.Verdict, ch.Reason, want)
		}
	}
}

// pricedRuns returns two runs of the same own-time samples of twelve
// codecs, whose ops allocate from nothing to 8 KB, each run charged at
// its own price, measured in the calibration hosts old and new.
func pricedRuns(oldPrice, newPrice results.Price, oldHost, newHost *results.GCPrice) (old, new *results.File) {
	run := func(p results.Price, host *results.GCPrice) *results.File {
		f := &results.File{Env: results.Env{GCRateNsPerByte: p.PerByte, GCRateNsPerAlloc: p.PerAlloc, GCPrice: host}}
		for i, c := range twelve {
			var own, bytes, allocs []float64
			for j := range 40 {
				own = append(own, 1000*float64(i+1)*(1+0.02*math.Sin(float64(j))))
				bytes, allocs = append(bytes, float64(i*i*64)), append(allocs, float64(i))
			}
			f.Results = append(f.Results, results.NewResult("small", c, "default", "marshal", 100,
				results.Samples{Own: own, Bytes: bytes, Allocs: allocs}, results.Pricing{Price: p}, 0))
		}
		return f
	}
	return run(oldPrice, oldHost), run(newPrice, newHost)
}

// Two runs of the same code whose prices of garbage differ are judged at
// one price, so that no cell changes: the price is the host's, not the
// code's, and its change would move each cell by its own share of charge.
// Runs that measured one host are charged at the median of all their
// rounds, others at old's price.
func TestCompareChargesOnePrice(t *testing.T) {
	host := func(source string, perByte ...float64) *results.GCPrice {
		g := &results.GCPrice{Source: source}
		if source == "host" {
			g.Host, g.HeapBytes, g.GOGC = "64MiB pointer-dense, GOGC=100", 64<<20, 100
			g.RoundsNsPerByte, g.RoundsNsPerAlloc = perByte, make([]float64, len(perByte))
		}
		return g
	}
	low, high := results.Price{PerByte: 0.5}, results.Price{PerByte: 0.8}
	for _, tc := range []struct {
		name             string
		oldHost, newHost *results.GCPrice
		want             results.Price
	}{
		{"one host", host("host", 0.4, 0.5, 0.6), host("host", 0.7, 0.8, 0.9), results.Price{PerByte: 0.65}},
		{"declared", host("host", 0.4, 0.5, 0.6), host("declared"), low},
		{"other host", host("host", 0.4, 0.5, 0.6), &results.GCPrice{Source: "host", HeapBytes: 1 << 30, GOGC: 100, RoundsNsPerByte: []float64{0.8}, RoundsNsPerAlloc: []float64{0}}, low},
	} {
		old, new := pricedRuns(low, high, tc.oldHost, tc.newHost)
		last := len(twelve) - 1
		oldFigure, newFigure := old.Results[last].MedianNs, new.Results[last].MedianNs
		if newFigure/oldFigure < 1.1 {
			t.Fatalf("%s: the runs' own figures differ by %.3g times; the test needs a price that moves them", tc.name, newFigure/oldFigure)
		}
		c := mustCompare(t, old, new, compare.Options{})
		if c.Pricing == nil || math.Abs(c.Pricing.Used.PerByte-tc.want.PerByte) > 1e-12 || c.Pricing.Used.PerAlloc != 0 || c.Pricing.Old != low || c.Pricing.New != high {
			t.Errorf("%s: pricing %+v, want %v used", tc.name, c.Pricing, tc.want)
		}
		for _, ch := range c.Changes {
			if ch.Pct != 0 || ch.Significant {
				t.Errorf("%s: %s changed %+.2f%% (significant %v) with the same own time and garbage", tc.name, ch.Key, ch.Pct, ch.Significant)
			}
		}
		for _, ch := range c.Changes {
			r := old.Results[last]
			if want := r.OwnNs + tc.want.Charge(r.BytesPerOp, r.AllocsPerOp); ch.Key == r.Key().String() && math.Abs(ch.Old-want) > 1e-6 {
				t.Errorf("%s: %s old figure %.1f, want own time plus the used price's charge, %.1f", tc.name, ch.Key, ch.Old, want)
			}
		}
		if old.Results[last].MedianNs != oldFigure || new.Results[last].MedianNs != newFigure {
			t.Errorf("%s: comparing changed the runs' own figures", tc.name)
		}
	}
	old, new := pricedRuns(low, low, host("host", 0.5), host("host", 0.5))
	if c := mustCompare(t, old, new, compare.Options{}); c.Pricing != nil {
		t.Errorf("runs at one price: pricing %+v, want none", c.Pricing)
	}
}
