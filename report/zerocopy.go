package report

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/serbench/serbench/internal/mdtext"
	"github.com/serbench/serbench/results"
)

// zeroCopyHeads head the table of the zero-copy formats' own ops that
// follows each dataset's ranking, when a run timed any of them.
var zeroCopyHeads = []string{"codec", "access ns/op", "unmarshal ns/op", "update ns/op"}

// zeroCopyText says what the table holds, in markdown and HTML.
const zeroCopyText = "As djkoloski/rust_serialization_benchmark times them: access reads one field of the encoding without decoding the rest, update writes fields of the encoding in place, and unmarshal reads every field into a native value, as in the ranking."

// zeroCopyLine is line l's access, unmarshal and update results in run i,
// or nil when it has neither access nor update there.
func zeroCopyLine(l *Line, i int) []*results.Result {
	r := l.Cells[i]
	if r == nil || (r.Access == nil && r.Update == nil) {
		return nil
	}
	return []*results.Result{r.Access, r.Unmarshal, r.Update}
}

// hasZeroCopy says whether run i timed access or update on t's dataset.
func hasZeroCopy(t *Table, i int) bool {
	return slices.ContainsFunc(t.Lines, func(l *Line) bool { return zeroCopyLine(l, i) != nil })
}

// zeroCopyMarkdown writes the zero-copy table of each run that timed
// those ops, in the ranking's order.
func zeroCopyMarkdown(p *mdtext.Printer, m *Model, t *Table) {
	for i, run := range m.Runs {
		if !hasZeroCopy(t, i) {
			continue
		}
		p.Printf("Zero-copy ops%s. %s\n\n", runSuffix(m, run, " in "), zeroCopyText)
		p.Printf("| %s |\n|---|%s|\n", strings.Join(zeroCopyHeads, " | "), strings.Repeat("--:|", len(zeroCopyHeads)-2)+"--:")
		for _, l := range t.Lines {
			rs := zeroCopyLine(l, i)
			if rs == nil {
				continue
			}
			cells := []string{escape(l.Name())}
			for _, r := range rs {
				cells = append(cells, zeroCopyFigure(r))
			}
			p.Printf("| %s |\n", strings.Join(cells, " | "))
		}
		p.Printf("\n")
	}
}

// zeroCopyHTML is the zero-copy table of run i, sortable and filtered as
// the ranking is.
func zeroCopyHTML(t *Table, i int) table {
	tb := table{ID: fmt.Sprintf("z-%s-%d", t.Dataset.Name, i), Class: "results", Heads: heads(zeroCopyHeads...)}
	for _, l := range t.Lines {
		rs := zeroCopyLine(l, i)
		if rs == nil {
			continue
		}
		r := lineRow(l, t)
		for _, x := range rs {
			sort := math.NaN()
			if x != nil {
				sort = x.MedianNs
			}
			r.Cells = append(r.Cells, num(zeroCopyFigure(x), sort))
		}
		tb.Rows = append(tb.Rows, r)
	}
	return tb
}

// zeroCopyFigure is r's median with the ranking's marks, or — when the op
// was not timed.
func zeroCopyFigure(r *results.Result) string {
	if r == nil {
		return "—"
	}
	return figure(r)
}
