package report_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/results"
)

// A run with reference timings shows its noise and its wide cells: a cell
// whose interval is wider than ±5% is marked, a narrow one is not, and a
// run with most cells wide says it was too noisy to rank.
func TestReportsSayHowFarToTrust(t *testing.T) {
	f := &results.File{SchemaVersion: results.SchemaVersion,
		Datasets: []results.Dataset{{Name: "small"}},
		Codecs:   []results.Codec{{Name: "narrow", Kind: "reflect"}, {Name: "wide", Kind: "reflect"}}}
	ref := []float64{100, 100, 150, 100}
	f.Results = []results.Result{
		{Dataset: "small", Codec: "narrow", Variant: "default", Op: "marshal", MedianNs: 100, CILowNs: 99, CIHighNs: 102, SamplesNs: make([]float64, 4), SamplesRefNs: ref},
		{Dataset: "small", Codec: "narrow", Variant: "default", Op: "unmarshal", MedianNs: 200, CILowNs: 198, CIHighNs: 203, SamplesNs: make([]float64, 4), SamplesRefNs: ref},
		{Dataset: "small", Codec: "wide", Variant: "default", Op: "marshal", MedianNs: 100, CILowNs: 80, CIHighNs: 130, SamplesNs: make([]float64, 4), SamplesRefNs: ref},
		{Dataset: "small", Codec: "wide", Variant: "default", Op: "unmarshal", MedianNs: 200, CILowNs: 150, CIHighNs: 260, SamplesNs: make([]float64, 4), SamplesRefNs: ref},
	}
	var b bytes.Buffer
	if err := report.Markdown(&b, f, report.Options{}); err != nil {
		t.Fatal(err)
	}
	md := b.String()
	if !strings.Contains(md, "Machine noise: reference op 0.1 µs in the fast state") ||
		!strings.Contains(md, "This machine was too noisy to rank: 2 of 4 cells (50%) have a 95% interval wider than ±5% (marked †)") {
		t.Errorf("header lacks the noise or the verdict:\n%s", md)
	}
	for _, line := range strings.Split(md, "\n") {
		if !strings.Contains(line, "±") {
			continue // not a row with figures
		}
		switch {
		case strings.Contains(line, "| narrow |") && strings.Contains(line, "†"):
			t.Errorf("narrow cells marked: %s", line)
		case strings.Contains(line, "| wide |") && !strings.HasPrefix(strings.Join(strings.Split(line, " | ")[2:4], " | "), "100 ±30% † | 200 ±30% †"):
			t.Errorf("wide cells not both marked: %s", line)
		}
	}
}
