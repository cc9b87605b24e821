package report

import (
	"cmp"
	"fmt"
	"io"
	"slices"

	"github.com/serbench/serbench/internal/mdtext"
	"github.com/serbench/serbench/results"
)

// coldIntro says what the cold-start table holds.
const coldIntro = "The time of a codec's first marshal of a dataset's first record and its first unmarshal of those bytes, " +
	"each in a fresh process after the record pool is built (serbench coldstart): what a program pays once, " +
	"for a reflection codec's per-type plans or a JIT compiler's code. The median over the processes, with its 95% interval " +
	"where there are enough of them; warm is the run's marshal + unmarshal of the same dataset, per op."

// ColdStartMarkdown writes the table of serbench coldstart, a table per
// dataset, the fastest first marshal + unmarshal first; run, when not
// nil, gives each codec's warm figure beside it.
func ColdStartMarkdown(w io.Writer, rows []results.ColdStart, run *results.File) error {
	p := &mdtext.Printer{W: w}
	p.Printf("### Cold start\n\n%s\n\n", coldIntro)
	byDataset := map[string][]results.ColdStart{}
	var datasets []string
	for _, r := range rows {
		if byDataset[r.Dataset] == nil {
			datasets = append(datasets, r.Dataset)
		}
		byDataset[r.Dataset] = append(byDataset[r.Dataset], r)
	}
	slices.Sort(datasets)
	for _, d := range datasets {
		p.Printf("#### %s\n\n| codec | first marshal | first unmarshal | first, both | warm, both | first / warm |\n|---|--:|--:|--:|--:|--:|\n", d)
		for _, r := range SortedColdStarts(byDataset[d]) {
			if r.Error != "" && len(r.UnmarshalNs) == 0 {
				p.Printf("| %s | %s | | | | |\n", escape(r.Codec), escape(r.Error))
				continue
			}
			first := ColdTotal(r)
			warm, ratio := "—", "—"
			if w := warmTotal(run, r); w > 0 {
				warm, ratio = fmtTotal(w), fmt.Sprintf("%.0f×", first/w)
			}
			p.Printf("| %s | %s | %s | %s | %s | %s |\n", escape(r.Codec), intervalText(r.MarshalNs, nil), intervalText(r.UnmarshalNs, nil),
				fmtTotal(first), warm, ratio)
		}
		p.Printf("\n")
	}
	return p.Err
}

// ColdTotal is a row's median first marshal plus its median first
// unmarshal, or 0 when no process gave a figure.
func ColdTotal(r results.ColdStart) float64 {
	var t float64
	for _, xs := range [][]float64{r.MarshalNs, r.UnmarshalNs} {
		if len(xs) > 0 {
			t += results.Median(xs)
		}
	}
	return t
}

// SortedColdStarts returns rows by ColdTotal, those without figures last.
func SortedColdStarts(rows []results.ColdStart) []results.ColdStart {
	rows = slices.Clone(rows)
	slices.SortStableFunc(rows, func(a, b results.ColdStart) int {
		return cmp.Or(cmp.Compare(min(len(a.UnmarshalNs), 1), min(len(b.UnmarshalNs), 1))*-1, cmp.Compare(ColdTotal(a), ColdTotal(b)),
			cmp.Compare(a.Codec, b.Codec))
	})
	return rows
}

// intervalText is the median of xs with its 95% interval where the
// samples give one; worker names the process of each sample (nil: each
// its own).
func intervalText(xs []float64, worker []int) string {
	if len(xs) == 0 {
		return "—"
	}
	iv := results.MedianInterval(xs, worker, 0)
	if iv.Hi == 0 {
		return fmtTotal(iv.Center)
	}
	return fmtTotal(iv.Center) + " [" + fmtTotal(iv.Lo) + ", " + fmtTotal(iv.Hi) + "]"
}

// warmTotal is the run's marshal + unmarshal median for r's cell, or 0.
func warmTotal(run *results.File, r results.ColdStart) float64 {
	if run == nil {
		return 0
	}
	var t float64
	for _, res := range run.Results {
		if res.Dataset == r.Dataset && res.Codec == r.Codec && res.Variant == r.Variant && (res.Op == "marshal" || res.Op == "unmarshal") {
			t += res.MedianNs
		}
	}
	return t
}
