package report_test

import (
	"strings"
	"testing"

	"github.com/serbench/serbench/compare"
	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/results"
)

// A comparison's markdown states the one price both runs were charged at,
// the drift and how cells were judged,
// marks a cell judged the same with "~", escapes the reasons, and lists
// the sizes that changed and the cells of one run only.
func TestMarkdownComparison(t *testing.T) {
	c := &compare.Comparison{
		Options:  compare.Options{Drift: compare.DriftCells, Correction: compare.BH, Alpha: 0.05, MinEffect: 2},
		Replicas: 2,
		Pricing: &compare.Pricing{Old: results.Price{PerByte: 0.5}, New: results.Price{PerByte: 0.8, PerAlloc: 12}, Used: results.Price{PerByte: 0.65, PerAlloc: 6},
			How: "the median of both runs' 6 calibration rounds"},
		Drift: compare.Drift{Method: compare.DriftCells, Why: "asked for", Pct: 3,
			Cells: &compare.Estimate{Pct: 3, From: "median over 3 cells of 3 codecs"}},
		Changes: []compare.Change{
			{Key: "Serbench/small/noop/default/marshal", Old: 2, New: 2.2, Pct: 10, Verdict: compare.Reference, Reason: "not judged"},
			{Key: "Serbench/small/json/default/marshal", Old: 1000, New: 1500, Pct: 50, Effect: 45.6, P: 0.001, PAdj: 0.002,
				Significant: true, Verdict: compare.Slower, Reason: "a|b"},
			{Key: "Serbench/small/msgp/default/marshal", Old: 500, New: 510, Pct: 2, Effect: -1, P: 0.4, PAdj: 0.4,
				Verdict: compare.Same, Reason: "p ≥ 0.05", Warnings: []string{"few samples"}},
		},
		Sizes: []compare.SizeChange{{Dataset: "small", Codec: "json", Variant: "default",
			Old: results.Size{Bytes: 100}, New: results.Size{Bytes: 120}}},
		OnlyOld: []string{"Serbench/small/gone/default/marshal"},
	}
	var b strings.Builder
	if err := report.MarkdownComparison(&b, c); err != nil {
		t.Fatal(err)
	}
	md := b.String()
	for _, want := range []string{
		"Garbage priced at 0.65ns/B+6ns/alloc in both runs (old measured 0.5ns/B, new 0.8ns/B+12ns/alloc): the median of both runs' 6 calibration rounds.",
		"Drift of new over old, from cells: +3.00% (median over 3 cells of 3 codecs).",
		"Drift of new over old, from reference cells: none to read.",
		"Verdicts: the Benjamini-Hochberg correction over 2 cells at alpha 0.05; minimum effect 2%.",
		"The 1 reference cells (baseline, noop) are not judged",
		"2 replicas",
		"| small/json/default/marshal | 1000 | 1500 | +50.00% | +45.60% | 0.001 | 0.002 | slower | a\\|b |",
		"| +2.00% | ~ | 0.4 | 0.4 | same | p ≥ 0.05 (few samples) |",
		"1 of 3 cells changed.",
		"| small/json/default | 100 | 120 | +20.00% |",
		"Only in old: Serbench/small/gone/default/marshal",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("markdown lacks %q:\n%s", want, md)
		}
	}
}
