// Package report renders results files for people: markdown tables ranked
// per dataset with an overall ranking, by the codecs' own totals and with
// their convert op added, ranking only codecs that carry the data
// (conventions.go) and marking the places a run cannot separate
// (rankband.go), each run beside the seeds' published figures
// (package crosscheck), the serializer table and the fidelity matrix;
// charts (PNG and SVG); one self-contained HTML file; the block of a
// README between serbench's markers; and comparisons of two runs. It
// reads only results.File values, so any results.json can be rendered
// again without re-running anything, and several files from different
// machines are shown side by side, one column group each.
package report

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/serbench/serbench/fidelity"
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

// Row is one codec variant on one dataset in one results file.
type Row struct {
	Codec, Variant     string
	Meta               *results.Codec // nil when the file does not describe the codec
	Marshal, Unmarshal *results.Result
	// Convert is the conversion from the dataset's Go type to the codec's
	// own and back, timed for the default variant of codecs that have one;
	// nil for the rest.
	Convert *results.Result
	// Access and Update are the zero-copy formats' ops on the encoding
	// itself (one field read; fields written in place); nil for the rest.
	Access, Update *results.Result
	Size           *results.Size
	Fidelity       *results.Fidelity
	Failures       []results.Failure
}

// Total is marshal plus unmarshal median ns/op, or +Inf if either is missing.
func (r *Row) Total() float64 {
	if r == nil || r.Marshal == nil || r.Unmarshal == nil {
		return math.Inf(1)
	}
	return r.Marshal.MedianNs + r.Unmarshal.MedianNs
}

// TotalWithConvert is Total plus the convert op's median where the codec
// has one: what a user holding the dataset's Go types pays per round trip.
func (r *Row) TotalWithConvert() float64 {
	t := r.Total()
	if r != nil && r.Convert != nil {
		t += r.Convert.MedianNs
	}
	return t
}

// A Total says which total a ranking is by.
type Total int

// The totals a ranking can be by.
const (
	Native      Total = iota // marshal + unmarshal
	WithConvert              // marshal + unmarshal + convert
)

// Of is the row's total of this kind.
func (k Total) Of(r *Row) float64 {
	if k == WithConvert {
		return r.TotalWithConvert()
	}
	return r.Total()
}

func (r *Row) kind() string {
	if r == nil || r.Meta == nil {
		return ""
	}
	return r.Meta.Kind
}

// Rows returns dataset's rows in f, fastest marshal+unmarshal first; rows
// without both ops follow by codec name. Codecs whose check failed or that
// do not support the dataset get a row too, so that the reason shows.
func Rows(f *results.File, dataset string, o Options) []*Row {
	meta := map[string]*results.Codec{}
	for i := range f.Codecs {
		meta[f.Codecs[i].Name] = &f.Codecs[i]
	}
	byKey := map[string]*Row{}
	var rows []*Row
	row := func(codec, variant string) *Row {
		k := codec + "/" + variant
		if byKey[k] == nil {
			byKey[k] = &Row{Codec: codec, Variant: variant, Meta: meta[codec]}
			rows = append(rows, byKey[k])
		}
		return byKey[k]
	}
	for i := range f.Results {
		r := &f.Results[i]
		if r.Dataset != dataset || !o.shows(r.Variant) {
			continue
		}
		switch r.Op {
		case "marshal":
			row(r.Codec, r.Variant).Marshal = r
		case "unmarshal":
			row(r.Codec, r.Variant).Unmarshal = r
		}
	}
	for i := range f.Results {
		// Attached once the timed rows exist, so that a convert, access or
		// update op alone makes no row.
		r := &f.Results[i]
		x := byKey[r.Codec+"/"+r.Variant]
		if r.Dataset != dataset || x == nil {
			continue
		}
		switch r.Op {
		case "convert":
			x.Convert = r
		case "access":
			x.Access = r
		case "update":
			x.Update = r
		}
	}
	for _, x := range f.Failures {
		if x.Dataset == dataset && o.shows(x.Variant) {
			row(x.Codec, x.Variant).Failures = append(row(x.Codec, x.Variant).Failures, x)
		}
	}
	for i := range f.Fidelity {
		x := &f.Fidelity[i]
		if x.Dataset != dataset || !o.shows(x.Variant) {
			continue
		}
		if r := byKey[x.Codec+"/"+x.Variant]; r != nil || broken(x.Status) {
			row(x.Codec, x.Variant).Fidelity = x
		}
	}
	for i := range f.Sizes {
		x := &f.Sizes[i]
		if r := byKey[x.Codec+"/"+x.Variant]; r != nil && x.Dataset == dataset {
			r.Size = x
		}
	}
	slices.SortStableFunc(rows, func(a, b *Row) int {
		return cmp.Or(cmp.Compare(a.Total(), b.Total()), cmp.Compare(a.Codec, b.Codec), cmp.Compare(a.Variant, b.Variant))
	})
	return rows
}

// broken reports whether a verdict means the codec could not be timed.
func broken(s fidelity.Status) bool {
	return s == fidelity.Unsupported || s == fidelity.Error || s == fidelity.Crash
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
	// Rank is the place in the ranking by the native total, from 1; 0 for
	// the reference (baseline), for lines with no total in any run and
	// for lines that lose data. RankWithConvert is its place by the total
	// with convert.
	Rank, RankWithConvert int
	// Loses says why the line is not ranked though timed: its round trip
	// loses data in some run (see carriesData); "" when it carries it.
	Loses string
	// order is the line's position, from 1, in the table sorted by each
	// kind of total, reference and unranked lines included.
	order [2]int
	// band is the range of places the line could hold by each kind of
	// total (see rankBands).
	band [2]band
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
	// Lines are in the order of the native total: the lines that carry the
	// data (ranked, the reference, and those without a total), then those
	// that lose it.
	Lines []*Line
	// Best and BestWithConvert are each run's fastest total of either
	// kind among ranked codecs; +Inf if none. bestRow holds their rows.
	Best, BestWithConvert []float64
	bestRow               [2][]*Row
	// Overhead is each run's noop row, the harness's own cost; nil
	// entries where a run has none.
	Overhead []*Row
}

// PctOfBest is row's total as a percentage of run i's best, or NaN.
func (t *Table) PctOfBest(i int, r *Row) float64 {
	if r == nil || math.IsInf(r.Total(), 1) || math.IsInf(t.Best[i], 1) || t.Best[i] == 0 {
		return math.NaN()
	}
	return 100 * r.Total() / t.Best[i]
}

// best is run i's best total of kind k.
func (t *Table) best(k Total, i int) float64 {
	if k == WithConvert {
		return t.BestWithConvert[i]
	}
	return t.Best[i]
}

// A Score is a codec variant's standing over the datasets of one run.
type Score struct {
	// Geomean is the geometric mean of its total over each dataset's best;
	// NaN when it has no total anywhere. GeomeanWithConvert is the same of
	// its total with convert over each dataset's best such total.
	Geomean, GeomeanWithConvert float64
	// Datasets counts the datasets it has a total on that carries the
	// data.
	Datasets int
	// figure is each kind of geomean as a sum of log totals, from which
	// its interval and the ranking's bands follow.
	figure [2]logSum
}

// geomean is the score's geometric mean of kind k.
func (s Score) geomean(k Total) float64 {
	if k == WithConvert {
		return s.GeomeanWithConvert
	}
	return s.Geomean
}

// An Overall is one codec variant's line of the overall ranking.
type Overall struct {
	Codec, Variant string
	Meta           *results.Codec
	Scores         []Score // one per run
	// Rank is the place by the native total, RankWithConvert by the total
	// with convert; from 1, 0 for the reference and the unscored.
	Rank, RankWithConvert int
	// Lost lists the datasets left out of its scores because its round
	// trip loses data there.
	Lost  []Loss
	order [2]int  // as Line's
	band  [2]band // as Line's
}

// A Loss is a dataset on which a codec variant's round trip loses data.
type Loss struct {
	Run     int // the run's index in the model
	Dataset string
	Reason  string // the first finding that is a loss
}

// Name is the codec, with the variant when it is not the default.
func (o *Overall) Name() string { return displayName(o.Codec, o.Variant) }

// rank is where the line's place by total k is kept.
func (o *Overall) rank(k Total) *int {
	if k == WithConvert {
		return &o.RankWithConvert
	}
	return &o.Rank
}

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
	t := &Table{Dataset: d, Best: make([]float64, n), BestWithConvert: make([]float64, n), Overhead: make([]*Row, n)}
	byKey := map[string]*Line{}
	for i, run := range m.Runs {
		t.Best[i], t.BestWithConvert[i] = math.Inf(1), math.Inf(1)
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
			k := r.Codec + "/" + r.Variant
			l := byKey[k]
			if l == nil {
				l = &Line{Codec: r.Codec, Variant: r.Variant, Meta: r.Meta, Cells: make([]*Row, n)}
				byKey[k] = l
				t.Lines = append(t.Lines, l)
			}
			l.Cells[i] = r
			if why := r.losesData(); why != "" && l.Loses == "" && !math.IsInf(r.Total(), 1) {
				l.Loses = why + runSuffix(m, run, " in ")
			}
		}
	}
	t.findBest(n)
	// Ranked by the total with convert first, then by the native total,
	// which the lines keep as their order; lines that lose data follow.
	for _, k := range []Total{WithConvert, Native} {
		slices.SortStableFunc(t.Lines, func(a, b *Line) int {
			if c := cmp.Compare(lossOrder(a), lossOrder(b)); c != 0 {
				return c
			}
			for i := range n {
				if c := cmp.Compare(k.Of(a.Cells[i]), k.Of(b.Cells[i])); c != 0 {
					return c
				}
			}
			return cmp.Or(cmp.Compare(a.Codec, b.Codec), cmp.Compare(a.Variant, b.Variant))
		})
		rank := 0
		for i, l := range t.Lines {
			l.order[k] = i + 1
			if !l.Reference() && l.Loses == "" && slices.ContainsFunc(l.Cells, func(r *Row) bool { return !math.IsInf(k.Of(r), 1) }) {
				rank++
				*l.rank(k) = rank
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

// findBest sets each run's best totals and their rows among the ranked
// codecs: neither the reference nor a codec that loses data.
func (t *Table) findBest(n int) {
	bests := [2][]float64{Native: t.Best, WithConvert: t.BestWithConvert}
	for k := range bests {
		t.bestRow[k] = make([]*Row, n)
		for i := range n {
			bests[k][i] = math.Inf(1)
		}
	}
	for _, l := range t.Lines {
		if l.Reference() || l.Loses != "" {
			continue
		}
		for i, r := range l.Cells {
			for _, k := range []Total{Native, WithConvert} {
				if x := k.Of(r); x < bests[k][i] {
					bests[k][i], t.bestRow[k][i] = x, r
				}
			}
		}
	}
}

// rank is where the line's place by total k is kept.
func (l *Line) rank(k Total) *int {
	if k == WithConvert {
		return &l.RankWithConvert
	}
	return &l.Rank
}

// overall ranks codec variants by the geometric mean of their ratio to each
// dataset's best, run by run, once by each kind of total. Those timed on
// more datasets come first, as a codec that supports one easy dataset is
// not better for it. The lines keep the native total's order.
func (m *Model) overall() {
	n := len(m.Runs)
	byKey := map[string]*Overall{}
	for _, t := range m.Tables {
		for _, l := range t.Lines {
			key := l.Codec + "/" + l.Variant
			o := byKey[key]
			if o == nil {
				o = &Overall{Codec: l.Codec, Variant: l.Variant, Meta: l.Meta, Scores: make([]Score, n)}
				byKey[key] = o
				m.Overall = append(m.Overall, o)
			}
			for i, r := range l.Cells {
				if math.IsInf(r.Total(), 1) || math.IsInf(t.Best[i], 1) || t.Best[i] <= 0 {
					continue
				}
				if why := r.losesData(); why != "" {
					o.Lost = append(o.Lost, Loss{Run: i, Dataset: t.Dataset.Name, Reason: why})
					continue
				}
				// A row with a native total has one with convert too.
				s := &o.Scores[i]
				for _, k := range []Total{Native, WithConvert} {
					if s.figure[k] == nil {
						s.figure[k] = logSum{}
					}
					s.figure[k].add(t.Dataset.Name+"/"+key, 1, r.totalSpan(k))
					best := t.bestRow[k][i]
					s.figure[k].add(t.Dataset.Name+"/"+best.Codec+"/"+best.Variant, -1, best.totalSpan(k))
				}
				s.Datasets++
			}
		}
	}
	for _, o := range m.Overall {
		for i := range o.Scores {
			s := &o.Scores[i]
			s.Geomean, s.GeomeanWithConvert = math.NaN(), math.NaN()
			if c := float64(s.Datasets); c > 0 {
				s.figure[Native], s.figure[WithConvert] = s.figure[Native].scaled(1/c), s.figure[WithConvert].scaled(1/c)
				s.Geomean, s.GeomeanWithConvert = s.figure[Native].span().Center, s.figure[WithConvert].span().Center
			}
		}
	}
	for _, k := range []Total{WithConvert, Native} {
		slices.SortStableFunc(m.Overall, func(a, b *Overall) int {
			for i := range n {
				if c := cmp.Compare(b.Scores[i].Datasets, a.Scores[i].Datasets); c != 0 {
					return c
				}
				if c := cmp.Compare(nanLast(a.Scores[i].geomean(k)), nanLast(b.Scores[i].geomean(k))); c != 0 {
					return c
				}
			}
			return cmp.Or(cmp.Compare(a.Codec, b.Codec), cmp.Compare(a.Variant, b.Variant))
		})
		rank := 0
		for i, o := range m.Overall {
			o.order[k] = i + 1
			ref := o.Meta != nil && o.Meta.Kind == kindBaseline
			if !ref && slices.ContainsFunc(o.Scores, func(s Score) bool { return s.Datasets > 0 }) {
				rank++
				*o.rank(k) = rank
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
