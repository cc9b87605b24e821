package report

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/serbench/serbench/internal/mdtext"
	"github.com/serbench/serbench/results"
)

// memoryHeads head the table of peak memory that follows a large
// collection's ranking, when a run measured it.
var memoryHeads = []string{"codec", "marshal heap MiB", "marshal resident MiB", "marshal B/op MiB",
	"unmarshal heap MiB", "unmarshal resident MiB", "unmarshal B/op MiB"}

// memoryText says what the table holds, in markdown and HTML.
const memoryText = "Peak memory of one op (MiB), measured once after the cell's samples: the heap's objects and the memory the runtime holds from the system, at their peak above the worker's level before the op (its free heap returned to the system first), with the collector pacing at the workers' GOGC (the environment's), as in a program, so that garbage the pacer lets pile up counts; B/op is all the op allocated, for comparison. One op each: no interval. A codec whose worker ran out of memory shows its failure in the ranking instead."

// memoryLine is one line's figures in run i: the peak heap, the peak
// resident memory and the bytes allocated, of marshal then unmarshal; NaN
// where missing.
func memoryLine(l *Line, i int) []float64 {
	v := slices.Repeat([]float64{math.NaN()}, 6)
	r := l.Cells[i]
	if r == nil {
		return v
	}
	for k, x := range []*results.Result{r.Marshal, r.Unmarshal} {
		if x == nil || x.Memory == nil || x.Memory.Failure != "" {
			continue
		}
		v[3*k], v[3*k+1], v[3*k+2] = x.Memory.PeakHeapBytes, x.Memory.PeakResidentBytes, x.BytesPerOp
	}
	return v
}

// hasMemory says whether run i measured peak memory on t's dataset.
func hasMemory(t *Table, i int) bool {
	return slices.ContainsFunc(t.Lines, func(l *Line) bool {
		return slices.ContainsFunc(memoryLine(l, i), func(x float64) bool { return !math.IsNaN(x) })
	})
}

// fmtMemory is bytes in MiB, to three figures or so.
func fmtMemory(x float64) string {
	mib := x / (1 << 20)
	switch {
	case math.IsNaN(x):
		return "—"
	case mib >= 100:
		return fmt.Sprintf("%.0f", mib)
	case mib >= 10:
		return fmt.Sprintf("%.1f", mib)
	}
	return fmt.Sprintf("%.2f", mib)
}

// memoryMarkdown writes the peak memory table of each run that measured
// it, in the ranking's order.
func memoryMarkdown(p *mdtext.Printer, m *Model, t *Table) {
	for i, run := range m.Runs {
		if !hasMemory(t, i) {
			continue
		}
		p.Printf("Peak memory%s. %s\n\n", runSuffix(m, run, " in "), memoryText)
		p.Printf("| %s |\n|---|%s|\n", strings.Join(memoryHeads, " | "), strings.Repeat("--:|", len(memoryHeads)-2)+"--:")
		for _, l := range t.Lines {
			cells := []string{escape(l.Name())}
			for _, x := range memoryLine(l, i) {
				cells = append(cells, fmtMemory(x))
			}
			p.Printf("| %s |\n", strings.Join(cells, " | "))
		}
		p.Printf("\n")
	}
}

// memoryHTML is the peak memory table of run i, sortable and filtered as
// the ranking is.
func memoryHTML(m *Model, t *Table, i int) table {
	tb := table{ID: fmt.Sprintf("m-%s-%d", t.Dataset.Name, i), Class: "results", Heads: heads(memoryHeads...)}
	for _, l := range t.Lines {
		r := lineRow(l, t)
		for _, x := range memoryLine(l, i) {
			r.Cells = append(r.Cells, num(fmtMemory(x), x))
		}
		tb.Rows = append(tb.Rows, r)
	}
	return tb
}
