package report

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/serbench/serbench/internal/mdtext"
	"github.com/serbench/serbench/results"
)

// latencyHeads head the table of per-call latency and parallel scaling
// that follows each dataset's ranking, when a run took them.
var latencyHeads = []string{"codec", "marshal p50", "marshal p99", "marshal p99.9", "unmarshal p50", "unmarshal p99",
	"unmarshal p99.9", "marshal scaling", "unmarshal scaling"}

// latencyText says what the table holds, in markdown and HTML.
const latencyText = "Per-call latency (ns), the median over a few chunks spread over the run; calls under a microsecond are timed in batches, which smooth their tail, and a percentile needs ten batches beyond it or shows —. Scaling is ops per second with every processor busy (a goroutine and an instance each) over ops per second on one."

// latencyLine is one line's figures in run i: the latency percentiles of
// marshal and unmarshal, then their scaling; NaN where missing.
func latencyLine(l *Line, i int) []float64 {
	v := slices.Repeat([]float64{math.NaN()}, 8)
	r := l.Cells[i]
	if r == nil {
		return v
	}
	for k, x := range []*results.Result{r.Marshal, r.Unmarshal} {
		if x == nil {
			continue
		}
		if lt := x.Latency; lt != nil {
			for j, p := range []float64{lt.P50(), lt.P99(), lt.P999()} {
				if p > 0 {
					v[3*k+j] = p
				}
			}
		}
		if p := x.Parallel; p != nil && len(p.Scaling) > 0 {
			v[6+k] = p.Median()
		}
	}
	return v
}

// hasLatency says whether run i took latency or scaling on t's dataset.
func hasLatency(t *Table, i int) bool {
	return slices.ContainsFunc(t.Lines, func(l *Line) bool {
		return slices.ContainsFunc(latencyLine(l, i), func(x float64) bool { return !math.IsNaN(x) })
	})
}

func fmtLatency(col int, x float64) string {
	switch {
	case math.IsNaN(x):
		return "—"
	case col >= 6:
		return fmt.Sprintf("%.2f×", x)
	}
	return fmtTotal(x)
}

// latencyMarkdown writes the latency and scaling table of each run that
// took them, in the ranking's order.
func latencyMarkdown(p *mdtext.Printer, m *Model, t *Table) {
	for i, run := range m.Runs {
		if !hasLatency(t, i) {
			continue
		}
		p.Printf("Latency and parallel scaling%s. %s\n\n", runSuffix(m, run, " in "), latencyText)
		p.Printf("| %s |\n|---|%s|\n", strings.Join(latencyHeads, " | "), strings.Repeat("--:|", len(latencyHeads)-2)+"--:")
		for _, l := range t.Lines {
			cells := []string{escape(l.Name())}
			for col, x := range latencyLine(l, i) {
				cells = append(cells, fmtLatency(col, x))
			}
			p.Printf("| %s |\n", strings.Join(cells, " | "))
		}
		p.Printf("\n")
	}
}

// latencyHTML is the latency and scaling table of run i, sortable and
// filtered as the ranking is.
func latencyHTML(m *Model, t *Table, i int) table {
	tb := table{ID: fmt.Sprintf("x-%s-%d", t.Dataset.Name, i), Class: "results", Heads: heads(latencyHeads...)}
	for _, l := range t.Lines {
		r := lineRow(l, t)
		for col, x := range latencyLine(l, i) {
			r.Cells = append(r.Cells, num(fmtLatency(col, x), x))
		}
		tb.Rows = append(tb.Rows, r)
	}
	return tb
}

// lineRow starts the HTML row of line l in a table that follows t's
// ranking: the filters' attributes and the codec's name.
func lineRow(l *Line, t *Table) row {
	r := row{Attrs: codecAttrs(metaOf(l), l.Variant), Ref: l.Reference()}
	r.Attrs["dataset"] = t.Dataset.Name
	if first := l.first(); first != nil {
		r.Attrs["exact"] = boolAttr(exact(first.Fidelity))
	}
	r.Attrs["unsafe"] = boolAttr(slices.ContainsFunc(l.Cells, unsafeRow))
	r.Cells = append(r.Cells, txt(l.Name()))
	return r
}
