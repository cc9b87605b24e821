package report

import (
	"maps"
	"math"
	"slices"
	"strings"

	"github.com/serbench/serbench/results"
)

// The figures a report derives from cells (totals, % of best, geomeans)
// carry intervals propagated from the cells' 95% intervals, taking the
// cells as independent:
//
//   - a sum of cells (marshal + unmarshal, + convert) has each side's
//     half-width the quadrature sum of the cells' half-widths on that side;
//   - a ratio or a geometric mean is a sum of log totals with
//     coefficients, exp(Σ cₖ ln Xₖ), and its log standard error is
//     √Σ(cₖ sₖ)², where sₖ = ln(hi/lo)/(2z) is total k's log standard error
//     read from its interval. A total that enters twice (a codec that is
//     itself the best of a dataset) has its coefficients added first, so
//     that it cancels where it should.
//
// The run's price of garbage is one constant for every cell, so the
// charge shifts an interval without widening it.

// z95 is the normal quantile of a two-sided 95% interval.
const z95 = 1.959963984540054

// A span is a figure with its 95% interval. An interval that is unbounded
// (too few samples, or a side that reaches zero) has Lo 0 and Hi +Inf.
type span struct{ Center, Lo, Hi float64 }

// bounded reports whether the interval bounds the figure on both sides.
func (s span) bounded() bool { return s.Lo > 0 && !math.IsInf(s.Hi, 0) }

// unbounded is a figure whose interval says nothing.
func unbounded(center float64) span { return span{Center: center, Hi: math.Inf(1)} }

// cellSpan is a cell's ranked figure with its interval.
func cellSpan(r *results.Result) span {
	if r.CILowNs <= 0 || r.CIHighNs <= 0 {
		return unbounded(r.MedianNs)
	}
	return span{Center: r.MedianNs, Lo: r.CILowNs, Hi: r.CIHighNs}
}

// sumSpan adds cells, each side's half-width in quadrature; nil cells are
// skipped. The sum of no cells is +Inf, as a missing total is.
func sumSpan(cells ...*results.Result) span {
	var c, lo2, hi2 float64
	n, ok := 0, true
	for _, r := range cells {
		if r == nil {
			continue
		}
		n++
		s := cellSpan(r)
		c += s.Center
		if !s.bounded() {
			ok = false
			continue
		}
		lo2 += (s.Center - s.Lo) * (s.Center - s.Lo)
		hi2 += (s.Hi - s.Center) * (s.Hi - s.Center)
	}
	if n == 0 {
		return unbounded(math.Inf(1))
	}
	if lo := c - math.Sqrt(lo2); ok && lo > 0 {
		return span{Center: c, Lo: lo, Hi: c + math.Sqrt(hi2)}
	}
	return unbounded(c)
}

// roundTripSpan is the row's round trip on basis k with its interval;
// +Inf when the row lacks marshal or unmarshal.
func (r *Row) roundTripSpan(k Basis) span {
	if math.IsInf(r.RoundTripNs(Native), 1) {
		return unbounded(math.Inf(1))
	}
	cells := []*results.Result{r.Marshal, r.Unmarshal}
	if k == WithConvert {
		cells = append(cells, r.Convert)
	}
	return sumSpan(cells...)
}

// logSE is a figure's standard error on the log scale, read from its
// interval; +Inf when unbounded.
func logSE(s span) float64 {
	if !s.bounded() {
		return math.Inf(1)
	}
	return math.Log(s.Hi/s.Lo) / (2 * z95)
}

// A logSum is exp(Σ cₖ ln Xₖ) over independent totals Xₖ, kept by the
// codec variant on a dataset whose total each is, with its log and log
// standard error.
type logSum map[results.Unit]logTerm

type logTerm struct{ coef, log, se float64 }

// add adds c·ln X for the total s known by key.
func (l logSum) add(key results.Unit, c float64, s span) {
	t := l[key]
	t.coef += c
	t.log, t.se = math.Log(s.Center), logSE(s)
	l[key] = t
}

// scaled is c·l.
func (l logSum) scaled(c float64) logSum {
	out := logSum{}
	for k, t := range l {
		t.coef *= c
		out[k] = t
	}
	return out
}

// minus is l − o, coefficient by coefficient: the log of their ratio.
func (l logSum) minus(o logSum) logSum {
	d := logSum{}
	for k, t := range l {
		d[k] = t
	}
	for k, t := range o {
		x, ok := d[k]
		if !ok {
			x = t
			x.coef = 0
		}
		x.coef -= t.coef
		d[k] = x
	}
	return d
}

// value is Σ cₖ ln Xₖ and its standard error; the error is +Inf when a
// total with a coefficient is unbounded, 0 when every coefficient cancels.
// The terms are summed in the order of their keys' names, so that the
// figure does not change in its last digits from one report to the next.
func (l logSum) value() (v, se float64) {
	var v2 float64
	byName := func(a, b results.Unit) int { return strings.Compare(a.String(), b.String()) }
	for _, k := range slices.SortedFunc(maps.Keys(l), byName) {
		t := l[k]
		if t.coef == 0 {
			continue // cancelled: the total is not in the figure
		}
		v += t.coef * t.log
		v2 += t.coef * t.coef * t.se * t.se // +Inf when unbounded
	}
	return v, math.Sqrt(v2)
}

// span is exp of the sum with its 95% interval.
func (l logSum) span() span {
	v, se := l.value()
	if math.IsInf(se, 1) {
		return unbounded(math.Exp(v))
	}
	return span{Center: math.Exp(v), Lo: math.Exp(v - z95*se), Hi: math.Exp(v + z95*se)}
}

// pEqual is the two-sided p-value of the test that l and o are equal:
// their log ratio over its standard error, against the normal; 1 when the
// ratio is unbounded.
func (l logSum) pEqual(o logSum) float64 {
	v, se := l.minus(o).value()
	switch {
	case math.IsInf(se, 1) || math.IsNaN(v):
		return 1
	case se == 0:
		if v == 0 {
			return 1
		}
		return 0
	}
	return math.Erfc(math.Abs(v/se) / math.Sqrt2)
}

// pctSpan is row r's native total over run i's best, with its interval:
// exact for the best row itself; NaN without a total or a best.
func (t *Table) pctSpan(i int, r *Row) span {
	best := t.Best[Native][i]
	if r == nil || best == nil || math.IsInf(r.RoundTripNs(Native), 1) {
		return span{Center: math.NaN()}
	}
	l := logSum{}
	l.add(t.unit(r.Codec, r.Variant), 1, r.roundTripSpan(Native))
	l.add(t.unit(best.Codec, best.Variant), -1, best.roundTripSpan(Native))
	return l.span()
}
