package report

import (
	"fmt"
	"math"

	"github.com/serbench/serbench/internal/mdtext"
	"github.com/serbench/serbench/results"
)

// figure is a cell's ranked figure with its interval, marked † when the
// interval is wider than results.WideLimit, and then its own time and the
// collector's charge where the run measured them apart and the op was
// charged: "512 ±1% (480 + 32)".
func figure(r *results.Result) string {
	s := mdtext.Ns(r.MedianNs) + " ±" + ciPct(r.HalfWidth())
	if r.Wide() {
		s += " †"
	}
	return s + breakdown(r)
}

// ciPct is the wider side of an interval as a percentage, to a tenth
// under 1%, or "?" when it is unbounded.
func ciPct(halfWidth float64) string {
	switch {
	case math.IsInf(halfWidth, 0) || math.IsNaN(halfWidth):
		return "?"
	case halfWidth < 0.01:
		return fmt.Sprintf("%.1f%%", 100*halfWidth)
	}
	return fmt.Sprintf("%.0f%%", 100*halfWidth)
}

// breakdown is " (own + charge)" summed over cells, or "" when a cell
// lacks its own time (a run made before it was measured) or nothing was
// charged, where the figure is the own time.
func breakdown(cells ...*results.Result) string {
	var own, charge float64
	for _, r := range cells {
		if r == nil {
			continue
		}
		if r.OwnNs <= 0 {
			return ""
		}
		own, charge = own+r.OwnNs, charge+r.GCNsPerOp
	}
	if charge <= 0 {
		return ""
	}
	return " (" + mdtext.Ns(own) + " + " + mdtext.Ns(charge) + ")"
}

// totalText is the row's round trip on basis k with its propagated interval and
// its breakdown, or "—" without one.
func totalText(r *Row, k Basis) string {
	s := r.roundTripSpan(k)
	if math.IsInf(s.Center, 1) {
		return "—"
	}
	hw := halfWidth(s)
	text := mdtext.Ns(s.Center) + " ±" + ciPct(hw)
	if hw > results.WideLimit {
		text += " †"
	}
	cells := []*results.Result{r.Marshal, r.Unmarshal}
	if k == WithConvert {
		cells = append(cells, r.Convert)
	}
	return text + breakdown(cells...)
}

// halfWidth is the wider side of s's interval as a fraction of its
// figure; +Inf when unbounded.
func halfWidth(s span) float64 {
	if !s.bounded() || s.Center <= 0 {
		return math.Inf(1)
	}
	return max(s.Hi-s.Center, s.Center-s.Lo) / s.Center
}

// ratioText is a ratio with its interval: "1.35 (1.31-1.39)", the ratio
// alone when exact (the best against itself), "1.35 (?)" when unbounded.
// scale multiplies all three, and unit follows each.
func ratioText(s span, scale float64, format, unit string) string {
	if math.IsNaN(s.Center) || math.IsInf(s.Center, 0) {
		return "—"
	}
	c := fmt.Sprintf(format, scale*s.Center) + unit
	switch {
	case !s.bounded():
		return c + " (?)"
	case s.Lo == s.Hi:
		return c
	}
	return fmt.Sprintf("%s ("+format+"-"+format+")", c, scale*s.Lo, scale*s.Hi)
}

// pctText is the row's native total as a percentage of run i's best, with
// its interval: "135% (131-139)".
func pctText(t *Table, i int, r *Row) string { return ratioText(t.pctSpan(i, r), 100, "%.0f", "%") }

// geomeanText is a geomean with its interval: "1.23 (1.18-1.29)".
func geomeanText(s Score, k Basis) string {
	if s.Datasets == 0 {
		return "—"
	}
	return ratioText(s.figure[k].span(), 1, "%.2f", "")
}

// placeText is a place's rank with its band, "ref" for the reference and
// "—" for the unranked.
func placeText(p Place, ref bool) string {
	switch {
	case ref:
		return "ref"
	case p.Rank == 0:
		return "—"
	}
	return p.band.String(p.Rank)
}
