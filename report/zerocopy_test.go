package report_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/results"
)

// A codec with the zero-copy ops gets a row in a table of its own after
// the dataset's ranking, with — for an op it lacks; a run without them
// has no such table.
func TestZeroCopyTable(t *testing.T) {
	f := fixture(t)
	if md := markdown(t, f); strings.Contains(md, "Zero-copy ops") {
		t.Fatal("a run without access or update ops shows a zero-copy table")
	}
	var unmarshal *results.Result
	for i := range f.Results {
		if r := &f.Results[i]; r.Dataset == "small" && r.Codec == "gob" && r.Variant == "default" && r.Op == "unmarshal" {
			unmarshal = r
		}
	}
	if unmarshal == nil {
		t.Fatal("the fixture lacks gob's unmarshal on small")
	}
	access := *unmarshal
	access.Op, access.MedianNs, access.CILowNs, access.CIHighNs = "access", 42, 41, 43
	f.Results = append(f.Results, access)

	md := markdown(t, f)
	_, after, ok := strings.Cut(md, "### small\n")
	if !ok {
		t.Fatal("no small section")
	}
	after, _, _ = strings.Cut(after, "\n### ")
	_, table, ok := strings.Cut(after, "Zero-copy ops")
	if !ok {
		t.Fatalf("small has no zero-copy table:\n%s", after)
	}
	var row string
	for _, l := range strings.Split(table, "\n") {
		if strings.HasPrefix(l, "| gob") {
			row = l
		}
	}
	if !strings.Contains(row, "| 42.0 ±2% |") || !strings.HasSuffix(row, "| — |") {
		t.Errorf("gob's zero-copy row is %q, want access 42.0 ±2%%, its unmarshal and no update", row)
	}
	if strings.Contains(table, "| json") {
		t.Error("json, which has neither access nor update, has a zero-copy row")
	}

	var b bytes.Buffer
	if err := report.HTML(&b, report.Build([]*results.File{f}, report.Options{})); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), `id="z-small-0"`) || strings.Contains(b.String(), `id="z-cart-0"`) {
		t.Error("the HTML report should have a zero-copy table for small and none for cart")
	}
}
