package report

import (
	"math"
	"testing"

	"github.com/serbench/serbench/results"
)

func result(median, lo, hi float64) *results.Result {
	return &results.Result{MedianNs: median, CILowNs: lo, CIHighNs: hi}
}

// A sum's half-widths add in quadrature, side by side; an unbounded cell
// leaves the sum unbounded.
func TestSumSpan(t *testing.T) {
	s := sumSpan(result(100, 97, 110), result(200, 196, 205))
	if s.Center != 300 || math.Abs(s.Lo-295) > 1e-9 || math.Abs(s.Hi-(300+math.Sqrt(125))) > 1e-9 {
		t.Errorf("sum %+v, want 300 in [295, %.3f]", s, 300+math.Sqrt(125))
	}
	if s := sumSpan(result(100, 97, 110), result(200, 0, 0)); s.Center != 300 || s.bounded() {
		t.Errorf("sum with an unbounded cell %+v, want 300 unbounded", s)
	}
}

// Log standard errors add in quadrature, and a total that enters a figure
// twice with opposite signs (a codec against itself) cancels.
func TestLogSum(t *testing.T) {
	a, b := span{100, 90, 110}, span{200, 180, 220}
	ratio := logSum{}
	ratio.add(codec("a"), 1, a)
	ratio.add(codec("b"), -1, b)
	s := ratio.span()
	wantSE := math.Hypot(logSE(a), logSE(b))
	if math.Abs(s.Center-0.5) > 1e-12 || math.Abs(math.Log(s.Hi/s.Center)-z95*wantSE) > 1e-12 {
		t.Errorf("a/b = %+v, want 0.5 with log half-width %v", s, z95*wantSE)
	}
	self := logSum{}
	self.add(codec("a"), 1, a)
	self.add(codec("a"), -1, a)
	if s := self.span(); s.Center != 1 || s.Lo != 1 || s.Hi != 1 {
		t.Errorf("a/a = %+v, want exactly 1", s)
	}
	if p := ratio.pEqual(ratio); p != 1 {
		t.Errorf("a figure against itself: p %v, want 1", p)
	}
}

// codec names a codec's default variant on no dataset in particular.
func codec(name string) results.Unit { return results.Unit{Codec: name, Variant: "default"} }

// figure is a logSum of one total ns ± 1.96 se on the log scale.
func figure1(key string, ns, se float64) logSum {
	l := logSum{}
	l.add(codec(key), 1, span{ns, ns * math.Exp(-z95*se), ns * math.Exp(z95*se)})
	return l
}

// Bands join codecs that a test cannot separate after Benjamini-Hochberg,
// and never join codecs of different groups.
func TestRankBands(t *testing.T) {
	figs := []logSum{figure1("a", 100, 0.02), figure1("b", 101, 0.02), figure1("c", 150, 0.02), figure1("d", 152, 0.02), figure1("e", 90, 0.5)}
	bands := rankBands(figs, []int{1, 1, 1, 1, 0})
	want := []band{{1, 2}, {1, 2}, {3, 4}, {3, 4}, {5, 5}}
	for i := range want {
		if bands[i] != want[i] {
			t.Errorf("bands %v, want %v", bands, want)
			break
		}
	}
	if got := bands[0].String(1) + ", " + bands[4].String(5); got != "1 (1-2), 5" {
		t.Errorf("band text %q", got)
	}
	// An unbounded figure cannot be separated from any in its group.
	l := logSum{}
	l.add(codec("u"), 1, unbounded(500))
	if b := rankBands([]logSum{figure1("a", 100, 0.01), figure1("b", 200, 0.01), l}, []int{0, 0, 0}); b[0] != (band{1, 2}) || b[2] != (band{1, 3}) {
		t.Errorf("with an unbounded third: %v", b)
	}
}

// A pair whose test rejects equality at 5% alone, but not once
// Benjamini-Hochberg counts the other pairs compared, stays in one band.
func TestRankBandsControlTheFalseDiscoveryRate(t *testing.T) {
	se := 0.02
	sd := math.Sqrt2 * se    // of a log ratio of two figures
	zAB, zCD := 2.005, 0.674 // two-sided p 0.045 and 0.5
	a, b := figure1("a", 100, se), figure1("b", 100*math.Exp(zAB*sd), se)
	c, d := figure1("c", 200, se), figure1("d", 200*math.Exp(zCD*sd), se)
	if p := a.pEqual(b); !(p > 0.04 && p < 0.05) {
		t.Fatalf("a against b: p %v, want just under 0.05", p)
	}
	bands := rankBands([]logSum{a, b, c, d}, []int{0, 0, 0, 0})
	if bands[0] != (band{1, 2}) || bands[1] != (band{1, 2}) || bands[2] != (band{3, 4}) {
		t.Errorf("bands %v: a and b are separated only before the correction (p 0.045 × 6/5 > 0.05)", bands)
	}
}
