package report_test

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/results"
)

// fixture is a real quick run of json, gob, baseline, noop and xml on
// three datasets, xml unsupported on cart.
func fixture(t *testing.T) *results.File {
	t.Helper()
	f, err := results.Read(filepath.Join("testdata", "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func markdown(t *testing.T, files ...*results.File) string {
	t.Helper()
	var b bytes.Buffer
	if err := report.MarkdownRuns(&b, report.Build(files, report.Options{}), ""); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// tableRows returns the table lines of a markdown section.
func tableRows(md, heading string) []string {
	_, after, ok := strings.Cut(md, "### "+heading+"\n")
	if !ok {
		return nil
	}
	if i := strings.Index(after, "\n### "); i >= 0 {
		after = after[:i]
	}
	var rows []string
	for _, l := range strings.Split(after, "\n") {
		if strings.HasPrefix(l, "| ") && !strings.HasPrefix(l, "| # ") && !strings.HasPrefix(l, "| codec |") {
			rows = append(rows, l)
		}
	}
	return rows
}

func TestMarkdownTables(t *testing.T) {
	md := markdown(t, fixture(t))
	for _, want := range []string{"GOMAXPROCS=2", "AMD EPYC", "commit 9460a45bc44c", "### Overall ranking", "### Serializers", "### Fidelity"} {
		if !strings.Contains(md, want) {
			t.Errorf("markdown lacks %q", want)
		}
	}
	for _, ds := range []string{"cart", "colorgroup", "small"} {
		rows := tableRows(md, ds)
		if len(rows) == 0 {
			t.Fatalf("no table for %s:\n%s", ds, md)
		}
		for _, r := range rows {
			if strings.Contains(r, "| noop") {
				t.Errorf("%s: noop is ranked: %s", ds, r)
			}
		}
		if !regexp.MustCompile(`(?m)^\| ref \| baseline \*\(reference\)\* \|`).MatchString(strings.Join(rows, "\n")) {
			t.Errorf("%s: baseline not marked as the reference:\n%s", ds, strings.Join(rows, "\n"))
		}
		// The first ranked codec, whatever its band, is the best: 100%.
		first := regexp.MustCompile(`^\| 1( \(1-\d+\))? \|`)
		if !slices.ContainsFunc(rows, first.MatchString) {
			t.Errorf("%s: no codec ranked 1:\n%s", ds, strings.Join(rows, "\n"))
		}
		for _, r := range rows {
			if first.MatchString(r) && !strings.Contains(r, "| 100% |") {
				t.Errorf("%s: rank 1 is not 100%% of best: %s", ds, r)
			}
		}
		if !regexp.MustCompile(`Harness overhead \(noop.*\): marshal [0-9.]+ ±\d+%( †)?, unmarshal [0-9.]+ ±\d+%( †)? ns/op`).MatchString(md) {
			t.Errorf("no harness overhead line")
		}
	}
	cart := strings.Join(tableRows(md, "cart"), "\n")
	if !strings.Contains(cart, "| — | xml | unsupported | unsupported |") || !strings.Contains(cart, "cannot encode maps") {
		t.Errorf("cart does not say why xml has no figures:\n%s", cart)
	}
	if !regexp.MustCompile(`\| 1 \| \w+ \| [0-9.µms]+ ±\d+%( †)? \| [0-9.µms]+ ±\d+%( †)? \|`).MatchString(cart) {
		t.Errorf("cart's rows lack medians with intervals:\n%s", cart)
	}
	ser := strings.Join(tableRows(md, "Serializers"), "\n")
	if !strings.Contains(ser, "| json | encoding/json |") || !strings.Contains(ser, "| none | default") ||
		!strings.Contains(ser, "| json.Marshal and json.Unmarshal;") {
		t.Errorf("serializer table lacks json's library, measured aliasing or notes:\n%s", ser)
	}
	// The fixture's small, colorgroup and cart are seeds 000's, 001's and
	// 002's data: json, gob and xml are compared where those seeds time them.
	cc := strings.Join(tableRows(md, "Cross-check against the seeds"), "\n")
	for _, want := range []string{"| 000 | small | marshal | 2 |", "| 001 | colorgroup | unmarshal | 2 |", "| 002 | cart | marshal | 2 |"} {
		if !strings.Contains(cc, want) {
			t.Errorf("cross-check lacks %q:\n%s", want, cc)
		}
	}
	fid := strings.Join(tableRows(md, "Fidelity"), "\n")
	if !strings.Contains(fid, "| gob |") || !strings.Contains(fid, "lossy: ShoppingCart[].Item.Keywords") {
		t.Errorf("fidelity matrix lacks gob's lost field:\n%s", fid)
	}
}

// Two results files show side by side, one column group each.
func TestMarkdownRunsSideBySide(t *testing.T) {
	a, b := fixture(t), fixture(t)
	b.Env.CPU = "Other CPU"
	md := markdown(t, a, b)
	if !strings.Contains(md, "- **A**: Go go1.26.8") || !strings.Contains(md, "- **B**: Go go1.26.8, linux/amd64, Other CPU") {
		t.Errorf("header does not name both environments:\n%s", md[:min(len(md), 600)])
	}
	if !strings.Contains(md, "| A marshal ns/op |") || !strings.Contains(md, "| B marshal ns/op |") || !strings.Contains(md, "| A geomean × best |") {
		t.Errorf("no column group per run")
	}
	if !strings.Contains(md, "### Cross-check against the seeds (A)\n") || !strings.Contains(md, "### Cross-check against the seeds (B)\n") {
		t.Errorf("no cross-check per run")
	}
}

func TestOverallRanking(t *testing.T) {
	m := report.Build([]*results.File{fixture(t)}, report.Options{})
	if len(m.Overall) == 0 {
		t.Fatal("no overall ranking")
	}
	for i, o := range m.Overall {
		rank, prev := o.Place[report.Native].Rank, 0
		if i > 0 {
			prev = m.Overall[i-1].Place[report.Native].Rank
		}
		if o.Codec == "noop" {
			t.Errorf("noop is in the overall ranking")
		}
		if o.Codec == "baseline" && rank != 0 {
			t.Errorf("baseline ranked %d; it is the reference", rank)
		}
		g := o.Scores[0].Geomean[report.Native]
		if rank > 0 && prev > 0 && m.Overall[i-1].Scores[0].Datasets == o.Scores[0].Datasets &&
			m.Overall[i-1].Scores[0].Geomean[report.Native] > g {
			t.Errorf("%s (%.2f) ranks after %s (%.2f)", o.Codec, g, m.Overall[i-1].Codec, m.Overall[i-1].Scores[0].Geomean[report.Native])
		}
		if rank > 0 && g < 1 {
			t.Errorf("%s: geomean %.2f below the best", o.Codec, g)
		}
	}
}

func TestReadmeBlock(t *testing.T) {
	before := "# Title\r\n\r\nintro text <!-- serbench:results:begin -->"
	after := "<!-- serbench:results:end --> tail\n\n  trailing spaces  \n\x00no final newline"
	doc := []byte(before + "\nold block\nmore old\n" + after)
	out, err := report.ResultsBlock.Rewrite(doc, []byte("new | table\n\n"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(out, []byte(before)) || !bytes.HasSuffix(out, []byte(after)) {
		t.Errorf("text outside the block changed:\n%q", out)
	}
	if want := before + "\nnew | table\n\n" + after; string(out) != want {
		t.Errorf("got %q, want %q", out, want)
	}
	again, err := report.ResultsBlock.Rewrite(out, []byte("new | table\n"))
	if err != nil || !bytes.Equal(again, out) {
		t.Errorf("rewriting with the same block changed the file: %v\n%q", err, again)
	}
	for _, bad := range []string{
		"no markers",
		report.BlockBegin + " only begin",
		report.BlockEnd + " " + report.BlockBegin,
		report.BlockBegin + report.BlockBegin + report.BlockEnd,
	} {
		if _, err := report.ResultsBlock.Rewrite([]byte(bad), nil); err == nil {
			t.Errorf("ResultsBlock.Rewrite(%q) did not fail", bad)
		}
	}
}

// EditFile rewrites a README's block in place, keeping its mode.
func TestEditFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "README.md")
	doc := "# x\n\n" + report.BlockBegin + "\n" + report.BlockEnd + "\n\n## After\n"
	if err := os.WriteFile(path, []byte(doc), 0o600); err != nil {
		t.Fatal(err)
	}
	var md bytes.Buffer
	if err := report.Markdown(&md, fixture(t), report.Options{}); err != nil {
		t.Fatal(err)
	}
	rewrite := func(doc []byte) ([]byte, error) { return report.ResultsBlock.Rewrite(doc, md.Bytes()) }
	if err := report.EditFile(path, rewrite); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(path)
	if !strings.HasPrefix(string(got), "# x\n\n"+report.BlockBegin+"\n") || !strings.HasSuffix(string(got), "\n"+report.BlockEnd+"\n\n## After\n") ||
		!strings.Contains(string(got), "### Overall ranking") {
		t.Errorf("README not rewritten in place:\n%s", got)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o600 {
		t.Errorf("README mode became %v", st.Mode().Perm())
	}
}

func TestCharts(t *testing.T) {
	dir := t.TempDir()
	m := report.Build([]*results.File{fixture(t)}, report.Options{})
	if err := report.WriteCharts(dir, m, "png", "svg"); err != nil {
		t.Fatal(err)
	}
	for _, ds := range []string{"cart", "colorgroup", "small"} {
		for _, kind := range []string{"time", "size"} {
			png, err := os.ReadFile(filepath.Join(dir, ds+"-"+kind+".png"))
			if err != nil || !bytes.HasPrefix(png, []byte("\x89PNG")) {
				t.Errorf("%s %s: no PNG: %v", ds, kind, err)
			}
			svg, err := os.ReadFile(filepath.Join(dir, ds+"-"+kind+".svg"))
			if err != nil || !bytes.Contains(svg, []byte("<svg")) {
				t.Errorf("%s %s: no SVG: %v", ds, kind, err)
			}
		}
	}
	// colorgroup's times span baseline's ~100 ns to gob's ~17 µs: log
	// scale; cart's sizes span 60 to 92 kB: linear.
	if svg, _ := os.ReadFile(filepath.Join(dir, "colorgroup-time.svg")); !bytes.Contains(svg, []byte("log scale")) {
		t.Errorf("colorgroup's times span over 30 times but the axis is linear")
	}
	if svg, _ := os.ReadFile(filepath.Join(dir, "cart-size.svg")); bytes.Contains(svg, []byte("log scale")) {
		t.Errorf("cart's sizes span under 30 times but the axis is logarithmic")
	}
}

// Peak memory, where a run measured it, follows the dataset's ranking in
// a table of its own, in MiB beside B/op; a failed measurement shows —.
func TestMarkdownMemory(t *testing.T) {
	f := fixture(t)
	if strings.Contains(markdown(t, f), "Peak memory") {
		t.Fatal("a run without peak memory shows a memory table")
	}
	for i := range f.Results {
		r := &f.Results[i]
		if r.Dataset != "small" || r.Codec != "json" || r.Variant != "default" {
			continue
		}
		switch r.Op {
		case "marshal":
			r.BytesPerOp = 300 << 20
			r.Memory = &results.Memory{PeakHeapBytes: 150 << 20, PeakResidentBytes: 12.5 * (1 << 20)}
		case "unmarshal":
			r.Memory = &results.Memory{Failure: "worker: the instance is gone"}
		}
	}
	md := markdown(t, f)
	rows := strings.Join(tableRows(md, "small"), "\n")
	if !strings.Contains(md, "Peak memory.") || !strings.Contains(rows, "| json | 150 | 12.5 | 300 | — | — | — |") {
		t.Errorf("small lacks json's peak memory:\n%s", rows)
	}
}

// Latency and scaling, where a run took them, follow the dataset's
// ranking in a table of their own; a percentile no chunk gave shows —.
func TestMarkdownLatency(t *testing.T) {
	f := fixture(t)
	if strings.Contains(markdown(t, f), "Latency and parallel scaling") {
		t.Fatal("a run without latency shows a latency table")
	}
	for i := range f.Results {
		if r := &f.Results[i]; r.Dataset == "small" && r.Codec == "json" && r.Variant == "default" && r.Op == "marshal" {
			r.Latency = &results.Latency{Batch: 1, Batches: 1000, P50Ns: []float64{900, 1100, 1000}, P99Ns: []float64{4000}}
			r.Parallel = &results.Parallel{Goroutines: 2, Scaling: []float64{1.5, 1.7, 1.9}}
		}
	}
	md := markdown(t, f)
	rows := strings.Join(tableRows(md, "small"), "\n")
	if !strings.Contains(md, "Latency and parallel scaling.") || !strings.Contains(rows, "| json | 1000 | 4000 | — | — | — | — | 1.70× | — |") {
		t.Errorf("small lacks json's latency and scaling:\n%s", rows)
	}
}
