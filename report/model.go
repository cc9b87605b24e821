// Package report renders results files for people: markdown tables ranked
// per dataset with an overall ranking, on two bases (the codecs' own round
// trip, and with their convert op added; see Basis), ranking only codecs
// that carry the data (conventions.go) and marking the places a run cannot
// separate (rankband.go), each run beside the seeds' published figures
// (package crosscheck), the serializer table and the fidelity matrix;
// charts (PNG and SVG); one self-contained HTML file; the block of a
// README between serbench's markers; and the comparisons of two runs that
// package compare judges. It reads only results.File values, so any
// results.json can be rendered again without re-running anything, and
// several files from different machines are shown side by side, one
// column group each.
package report

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/serbench/serbench/results"
)

// The codec kinds that reports treat apart.
const (
	kindNoop     = "noop"     // harness overhead: never ranked
	kindBaseline = "baseline" // serbench's reference: shown, marked, unranked
)

// Options selects what a report shows.
type Options struct {
	// Variants lists the variants shown; empty means only "default".
	Variants []string
}

func (o Options) shows(variant string) bool {
	if len(o.Variants) == 0 {
		return variant == "default"
	}
	return slices.Contains(o.Variants, variant)
}

// A Run is one results file in a report, labelled for its column group.
type Run struct {
	Label string // "A", "B", … in the order given
	File  *results.File
}

// A Line is one codec variant across the runs of a report: Cells[i] is its
// row in run i, nil where that run lacks it.
type Line struct {
	Codec, Variant string
	Meta           *results.Codec
	Cells          []*Row
	// Place is where the line stands in the ranking on each basis; lines
	// that lose data, the reference and those with no round trip in any
	// run have no rank.
	Place [numBases]Place
	// Loses says why the line is not ranked though timed: its round trip
	// loses data in some run (see carriesData); "" when it carries it.
	Loses string
}

// A Place is where a line of a ranking stands on one basis.
type Place struct {
	// Rank is the place among the ranked, from 1; 0 for the unranked.
	Rank int
	// order is the position, from 1, in the table sorted on this basis,
	// the reference and the unranked included.
	order int
	// band is the range of places the line could hold (see rankBands).
	band band
}

// Name is the codec, with the variant when it is not the default.
func (l *Line) Name() string { return displayName(l.Codec, l.Variant) }

// Reference reports whether the line is serbench's baseline.
func (l *Line) Reference() bool { return l.Meta != nil && l.Meta.Kind == kindBaseline }

// first is the line's row in the first run that has one.
func (l *Line) first() *Row {
	for _, r := range l.Cells {
		if r != nil {
			return r
		}
	}
	return nil
}

func displayName(codec, variant string) string {
	if variant == "default" || variant == "" {
		return codec
	}
	return codec + " (" + variant + ")"
}

// A Table is one dataset's ranking across the runs.
type Table struct {
	Dataset results.Dataset
	// Lines are in the native order: the lines that carry the data
	// (ranked, the reference, and those without a round trip), then those
	// that lose it.
	Lines []*Line
	// Best is each run's fastest row on each basis among the ranked
	// codecs: Best[b][i] for run i, nil where the run ranks none.
	Best [numBases][]*Row
	// Overhead is each run's noop row, the harness's own cost; nil
	// entries where a run has none.
	Overhead []*Row
}

// unit names a codec variant on t's dataset.
func (t *Table) unit(codec, variant string) results.Unit {
	return results.Unit{Dataset: t.Dataset.Name, Codec: codec, Variant: variant}
}

// BestNs is run i's fastest round trip on basis b among the ranked
// codecs, in median ns/op; +Inf if none.
func (t *Table) BestNs(b Basis, i int) float64 { return t.Best[b][i].RoundTripNs(b) }

// PctOfBest is row's native round trip as a percentage of run i's best,
// or NaN.
func (t *Table) PctOfBest(i int, r *Row) float64 {
	best := t.BestNs(Native, i)
	if r == nil || math.IsInf(r.RoundTripNs(Native), 1) || math.IsInf(best, 1) || best == 0 {
		return math.NaN()
	}
	return 100 * r.RoundTripNs(Native) / best
}

// A Score is a codec variant's standing over the datasets of one run.
type Score struct {
	// Geomean[b] is the geometric mean of its round trip on basis b over
	// each dataset's best on that basis; NaN when it has no round trip
	// anywhere.
	Geomean [numBases]float64
	// Datasets counts the datasets it has a round trip on that carries
	// the data.
	Datasets int
	// figure is each geomean as a sum of log round trips, from which its
	// interval and the ranking's bands follow.
	figure [numBases]logSum
}

// An Overall is one codec variant's line of the overall ranking.
type Overall struct {
	Codec, Variant string
	Meta           *results.Codec
	Scores         []Score // one per run
	// Place is where it stands in the ranking on each basis; the
	// reference and the unscored have no rank.
	Place [numBases]Place
	// Lost lists the datasets left out of its scores because its round
	// trip loses data there.
	Lost []Loss
}

// A Loss is a dataset on which a codec variant's round trip loses data.
type Loss struct {
	Run     int // the run's index in the model
	Dataset string
	Reason  string // the first finding that is a loss
}

// Name is the codec, with the variant when it is not the default.
func (o *Overall) Name() string { return displayName(o.Codec, o.Variant) }

// Model is everything a report shows, built once from the runs.
type Model struct {
	Runs     []Run
	Datasets []results.Dataset // the union over the runs, first run's order first
	Tables   []*Table          // one per dataset with rows
	Overall  []*Overall
	Codecs   []results.Codec // the union over the runs, by name
}

// Build assembles the model of files, labelled A, B, … in order.
func Build(files []*results.File, o Options) *Model {
	m := &Model{}
	seenDS, seenCodec := map[string]bool{}, map[string]bool{}
	for i, f := range files {
		m.Runs = append(m.Runs, Run{Label: label(i), File: f})
		for _, d := range f.Datasets {
			if !seenDS[d.Name] {
				seenDS[d.Name] = true
				m.Datasets = append(m.Datasets, d)
			}
		}
		for _, c := range f.Codecs {
			if !seenCodec[c.Name] {
				seenCodec[c.Name] = true
				m.Codecs = append(m.Codecs, c)
			}
		}
	}
	slices.SortFunc(m.Codecs, func(a, b results.Codec) int { return cmp.Compare(a.Name, b.Name) })
	for _, d := range m.Datasets {
		if t := m.table(d, o); len(t.Lines) > 0 || hasOverhead(t) {
			m.Tables = append(m.Tables, t)
		}
	}
	m.overall()
	return m
}

// codecMeta describes a codec from any run. A results.txt describes none,
// so serbench's own noop and baseline are also known by name: they must
// stay out of the rankings whatever file the figures come from.
func (m *Model) codecMeta(name string) *results.Codec {
	for i := range m.Codecs {
		if m.Codecs[i].Name == name {
			return &m.Codecs[i]
		}
	}
	switch name {
	case kindNoop, kindBaseline:
		return &results.Codec{Name: name, Kind: name}
	}
	return nil
}

func hasOverhead(t *Table) bool {
	return slices.ContainsFunc(t.Overhead, func(r *Row) bool { return r != nil })
}

func label(i int) string {
	if i < 26 {
		return string(rune('A' + i))
	}
	return fmt.Sprintf("R%d", i+1)
}

func (m *Model) table(d results.Dataset, o Options) *Table {
	n := len(m.Runs)
	t := &Table{Dataset: d, Overhead: make([]*Row, n)}
	byKey := map[results.Unit]*Line{}
	for i, run := range m.Runs {
		for _, r := range Rows(run.File, d.Name, o) {
			if r.Meta == nil {
				r.Meta = m.codecMeta(r.Codec)
			}
			if r.kind() == kindNoop {
				if r.Variant == "default" || t.Overhead[i] == nil {
					t.Overhead[i] = r
				}
				continue
			}
			k := t.unit(r.Codec, r.Variant)
			l := byKey[k]
			if l == nil {
				l = &Line{Codec: r.Codec, Variant: r.Variant, Meta: r.Meta, Cells: make([]*Row, n)}
				byKey[k] = l
				t.Lines = append(t.Lines, l)
			}
			l.Cells[i] = r
			if why := r.losesData(); why != "" && l.Loses == "" && !math.IsInf(r.RoundTripNs(Native), 1) {
				l.Loses = why + runSuffix(m, run, " in ")
			}
		}
	}
	t.findBest(n)
	// Ranked with convert first, then natively, which order the lines
	// keep; lines that lose data follow.
	for _, k := range []Basis{WithConvert, Native} {
		slices.SortStableFunc(t.Lines, func(a, b *Line) int {
			if c := cmp.Compare(lossOrder(a), lossOrder(b)); c != 0 {
				return c
			}
			for i := range n {
				if c := cmp.Compare(a.Cells[i].RoundTripNs(k), b.Cells[i].RoundTripNs(k)); c != 0 {
					return c
				}
			}
			return cmp.Or(cmp.Compare(a.Codec, b.Codec), cmp.Compare(a.Variant, b.Variant))
		})
		rank := 0
		for i, l := range t.Lines {
			l.Place[k].order = i + 1
			if !l.Reference() && l.Loses == "" && slices.ContainsFunc(l.Cells, func(r *Row) bool { return !math.IsInf(r.RoundTripNs(k), 1) }) {
				rank++
				l.Place[k].Rank = rank
			}
		}
	}
	t.bands()
	return t
}

// lossOrder puts the lines that lose data after those that carry it.
func lossOrder(l *Line) int {
	if l.Loses != "" {
		return 1
	}
	return 0
}

// findBest sets each run's best rows among the ranked codecs: neither
// the reference nor a codec that loses data.
func (t *Table) findBest(n int) {
	for k := range t.Best {
		t.Best[k] = make([]*Row, n)
	}
	for _, l := range t.Lines {
		if l.Reference() || l.Loses != "" {
			continue
		}
		for i, r := range l.Cells {
			for k := range Basis(numBases) {
				if r.RoundTripNs(k) < t.BestNs(k, i) {
					t.Best[k][i] = r
				}
			}
		}
	}
}

// overall ranks codec variants by the geometric mean of their ratio to each
// dataset's best, run by run, once on each basis. Those timed on
// more datasets come first, as a codec that supports one easy dataset is
// not better for it. The lines keep the native order.
func (m *Model) overall() {
	n := len(m.Runs)
	// Keyed across datasets, so by codec and variant alone.
	byKey := map[results.Unit]*Overall{}
	for _, t := range m.Tables {
		for _, l := range t.Lines {
			key := results.Unit{Codec: l.Codec, Variant: l.Variant}
			o := byKey[key]
			if o == nil {
				o = &Overall{Codec: l.Codec, Variant: l.Variant, Meta: l.Meta, Scores: make([]Score, n)}
				byKey[key] = o
				m.Overall = append(m.Overall, o)
			}
			for i, r := range l.Cells {
				if best := t.BestNs(Native, i); math.IsInf(r.RoundTripNs(Native), 1) || math.IsInf(best, 1) || best <= 0 {
					continue
				}
				if why := r.losesData(); why != "" {
					o.Lost = append(o.Lost, Loss{Run: i, Dataset: t.Dataset.Name, Reason: why})
					continue
				}
				// A row with a native round trip has one with convert too.
				s := &o.Scores[i]
				for k := range Basis(numBases) {
					if s.figure[k] == nil {
						s.figure[k] = logSum{}
					}
					s.figure[k].add(t.unit(l.Codec, l.Variant), 1, r.roundTripSpan(k))
					best := t.Best[k][i]
					s.figure[k].add(t.unit(best.Codec, best.Variant), -1, best.roundTripSpan(k))
				}
				s.Datasets++
			}
		}
	}
	for _, o := range m.Overall {
		for i := range o.Scores {
			s := &o.Scores[i]
			for k := range Basis(numBases) {
				s.Geomean[k] = math.NaN()
				if c := float64(s.Datasets); c > 0 {
					s.figure[k] = s.figure[k].scaled(1 / c)
					s.Geomean[k] = s.figure[k].span().Center
				}
			}
		}
	}
	for _, k := range []Basis{WithConvert, Native} {
		slices.SortStableFunc(m.Overall, func(a, b *Overall) int {
			for i := range n {
				if c := cmp.Compare(b.Scores[i].Datasets, a.Scores[i].Datasets); c != 0 {
					return c
				}
				if c := cmp.Compare(nanLast(a.Scores[i].Geomean[k]), nanLast(b.Scores[i].Geomean[k])); c != 0 {
					return c
				}
			}
			return cmp.Or(cmp.Compare(a.Codec, b.Codec), cmp.Compare(a.Variant, b.Variant))
		})
		rank := 0
		for i, o := range m.Overall {
			o.Place[k].order = i + 1
			ref := o.Meta != nil && o.Meta.Kind == kindBaseline
			if !ref && slices.ContainsFunc(o.Scores, func(s Score) bool { return s.Datasets > 0 }) {
				rank++
				o.Place[k].Rank = rank
			}
		}
	}
	m.overallBands()
}

func nanLast(x float64) float64 {
	if math.IsNaN(x) {
		return math.Inf(1)
	}
	return x
}
