package report

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/serbench/serbench/compare"
)

// A ranking marks the codecs its run cannot separate: each ranked codec
// gets the band of places it could hold. Two codecs are separated when the
// test that their figures are equal (their log ratio over its propagated
// standard error, see logSum.pEqual) rejects equality after
// Benjamini-Hochberg control of the false discovery rate at bandFDR
// across every pair compared. A codec's band runs from one past the
// number of codecs separated from it and ahead of it, to the number of
// codecs less those separated from it and behind it: rank 3 (2-5) in a
// ranking of 7 says that one codec is surely ahead of it and two surely
// behind it.

// bandFDR is the false discovery rate at which a ranking separates codecs.
const bandFDR = 0.05

// A band is the range of places, from 1, a ranked item could hold.
type band struct{ Lo, Hi int }

// String is the band after the place: "3 (2-5)", or "3" alone when the
// band is that place.
func (b band) String(place int) string {
	if b.Lo == b.Hi {
		return fmt.Sprint(place)
	}
	return fmt.Sprintf("%d (%d-%d)", place, b.Lo, b.Hi)
}

// rankBands returns the band of each item of a ranking, given in its order
// (the item at index i holds place i+1). Items order by group first and
// by figure within a group, so items of different groups are separated by
// construction and only pairs within a group are tested.
func rankBands(figures []logSum, group []int) []band {
	n := len(figures)
	type pair struct{ i, j int }
	var pairs []pair
	var ps []float64
	for i := range n {
		for j := i + 1; j < n; j++ {
			if group[i] == group[j] {
				pairs = append(pairs, pair{i, j})
				ps = append(ps, figures[i].pEqual(figures[j]))
			}
		}
	}
	together := make(map[pair]bool)
	for k, p := range compare.Adjust(ps, compare.BH) {
		if p > bandFDR {
			together[pairs[k]] = true
		}
	}
	bands := make([]band, n)
	for i := range n {
		bands[i] = band{Lo: 1, Hi: n}
		for j := range n {
			switch {
			case j < i && !together[pair{j, i}]:
				bands[i].Lo++ // surely ahead of i
			case j > i && !together[pair{i, j}]:
				bands[i].Hi-- // surely behind i
			}
		}
	}
	return bands
}

// bands sets the band of every ranked line on each basis, from the first
// run's round trips: the run whose figures the ranking orders by first.
func (t *Table) bands() {
	setBands(t.Lines, func(l *Line) *[numBases]Place { return &l.Place }, func(l *Line, k Basis) (logSum, int) {
		f := logSum{}
		if r := l.Cells[0]; r != nil && !math.IsInf(r.RoundTripNs(Native), 1) {
			f.add(t.unit(l.Codec, l.Variant), 1, r.roundTripSpan(k))
		}
		return f, 0
	})
}

// overallBands sets the band of every ranked codec variant of the overall
// ranking on each basis, from the first run's geomeans; codecs
// scored on more datasets rank first by construction, so only those
// scored on as many datasets are compared.
func (m *Model) overallBands() {
	setBands(m.Overall, func(o *Overall) *[numBases]Place { return &o.Place }, func(o *Overall, k Basis) (logSum, int) {
		return o.Scores[0].figure[k], o.Scores[0].Datasets
	})
}

// setBands sets, on each basis, the band of every item that basis ranks,
// in rank order, from each item's figure and the group it is compared
// within (see rankBands).
func setBands[T any](items []T, places func(T) *[numBases]Place, figure func(T, Basis) (logSum, int)) {
	for k := range Basis(numBases) {
		var ranked []T
		for _, it := range items {
			if places(it)[k].Rank > 0 {
				ranked = append(ranked, it)
			}
		}
		slices.SortFunc(ranked, func(a, b T) int { return cmp.Compare(places(a)[k].Rank, places(b)[k].Rank) })
		figures, groups := make([]logSum, len(ranked)), make([]int, len(ranked))
		for i, it := range ranked {
			figures[i], groups[i] = figure(it, k)
		}
		for i, b := range rankBands(figures, groups) {
			places(ranked[i])[k].band = b
		}
	}
}
