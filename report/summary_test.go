package report_test

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/fidelity"
	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/results"
)

// manyDatasets is a run of n datasets, each timing fast, slow, lossy (the
// fastest, but its round trip changes a value) and the baseline, every
// cell within ±1%.
func manyDatasets(n int) *results.File {
	f := &results.File{SchemaVersion: results.SchemaVersion, Env: results.Env{GoVersion: "go1.26.8", CPU: "Test CPU"},
		Codecs: []results.Codec{{Name: "baseline", Kind: "baseline"}, {Name: "fast", Kind: "reflect", Format: "JSON"},
			{Name: "slow", Kind: "reflect", Format: "JSON"}, {Name: "lossy", Kind: "codegen", Format: "Avro"}}}
	ns := map[string]float64{"baseline": 150, "fast": 100, "slow": 300, "lossy": 50}
	for i := range n {
		d := fmt.Sprintf("d%02d", i)
		f.Datasets = append(f.Datasets, results.Dataset{Name: d})
		for _, c := range []string{"baseline", "fast", "slow", "lossy"} {
			for _, op := range []string{"marshal", "unmarshal"} {
				f.Results = append(f.Results, results.Result{Dataset: d, Codec: c, Variant: "default", Op: op,
					SamplesNs: []float64{ns[c]}, MedianNs: ns[c], CILowNs: 0.99 * ns[c], CIHighNs: 1.01 * ns[c]})
			}
			rep := fidelity.Report{Status: fidelity.Exact}
			if c == "lossy" {
				rep = fidelity.Report{Status: fidelity.Lossy, Findings: []fidelity.Finding{{Field: "X", Kind: fidelity.KindValue, Sample: "X: 1 became 2"}}}
			}
			f.Fidelity = append(f.Fidelity, results.Fidelity{Dataset: d, Codec: c, Variant: "default", Report: rep})
			f.Sizes = append(f.Sizes, results.Size{Dataset: d, Codec: c, Variant: "default", Bytes: ns[c] / 10})
		}
	}
	return f
}

// The summary of any run fits one screen: every dataset with its codecs
// that carry the data, fastest first, and the reference, while they fit;
// then one codec each; then fewer datasets, saying how many are left.
// A codec that loses data is never shown, however fast.
func TestSummaryFitsOneScreen(t *testing.T) {
	for _, c := range []struct {
		datasets int
		all      bool     // every dataset shown
		d00      []string // the codecs shown on the first, in order
	}{
		{3, true, []string{"fast", "slow", "baseline"}},
		{30, true, []string{"fast", "baseline"}},
		{60, false, []string{"fast", "baseline"}},
	} {
		var b bytes.Buffer
		if err := report.Summary(&b, manyDatasets(c.datasets), "out"); err != nil {
			t.Fatal(err)
		}
		out := b.String()
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if len(lines) > report.SummaryLines {
			t.Errorf("%d datasets: %d lines, over %d:\n%s", c.datasets, len(lines), report.SummaryLines, out)
		}
		if strings.Contains(out, "lossy") {
			t.Errorf("%d datasets: the codec that loses data is shown:\n%s", c.datasets, out)
		}
		var d00 []string
		in := false
		for _, l := range lines {
			in = in || strings.HasPrefix(l, "d00 ")
			if f := strings.Fields(l); in && len(f) > 0 && f[0] != "d01" {
				for _, name := range []string{"fast", "slow", "baseline"} {
					if slices.Contains(f, name) {
						d00 = append(d00, name)
					}
				}
			} else if in {
				break
			}
		}
		if !slices.Equal(d00, c.d00) {
			t.Errorf("%d datasets: d00 shows %v, want %v:\n%s", c.datasets, d00, c.d00, out)
		}
		for _, w := range []string{"Files in out: results.md", "go run ./cmd/serbench report out --out out", "Verdict: "} {
			if !strings.Contains(out, w) {
				t.Errorf("%d datasets: no %q:\n%s", c.datasets, w, out)
			}
		}
		shown := strings.Count(out, "  ref  ")
		more := fmt.Sprintf("… and %d more datasets in out/results.md.", c.datasets-shown)
		if c.all != (shown == c.datasets) || !c.all && (shown < 20 || !strings.Contains(out, more)) {
			t.Errorf("%d datasets: %d shown; want all %v, else %q:\n%s", c.datasets, shown, c.all, more, out)
		}
	}
}

// A quick run's summary closes on the quick verdict.
func TestSummaryOfQuickRun(t *testing.T) {
	var b bytes.Buffer
	if err := report.Summary(&b, fixture(t), "out/quick"); err != nil {
		t.Fatal(err)
	}
	flat := strings.Join(strings.Fields(b.String()), " ") // as read, across the wrapped lines
	_, verdict, _ := strings.Cut(flat, "Verdict: ")
	if !strings.Contains(flat, "a quick run, a preview for ranking") || !strings.HasPrefix(verdict, "codecs 10% apart are reliably ranked") ||
		!strings.HasSuffix(verdict, "have a 95% interval wider than ±5%.") {
		t.Errorf("no quick verdict at the end:\n%s", b.String())
	}
}

// The docs of a run: a page per dataset and per table across them, each
// under a title of its own with the report's sections one level up, and a
// README summary that links them and recommends, per need, only codecs
// that carry the data, the probe's survivors apart from the codec that
// panicked.
func TestDocs(t *testing.T) {
	f := fixture(t)
	probe := &results.File{SchemaVersion: results.SchemaVersion, Env: results.Env{Date: "2026-11-23T21:06:20Z"},
		Config: results.Config{Probe: &results.Probe{Inputs: 10, Seed: 1, Timeout: "1s", Memory: 256 << 20}},
		Robustness: []results.Robustness{
			{Codec: "json", Dataset: "small", Inputs: 10, Rejected: 10},
			{Codec: "gob", Dataset: "small", Inputs: 10, Rejected: 9, Panic: 1},
		}}
	d := report.Docs{Model: report.Build([]*results.File{f}, report.Options{}), Probe: probe,
		PagesLink: "docs/results/", ChartsLink: "../../run/", RunLink: "../../run/", ProbeLink: "../../probe/"}
	pages, err := d.Pages()
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]string{}
	var names []string
	for _, p := range pages {
		byName[p.Name] = string(p.Text)
		names = append(names, p.Name)
	}
	want := []string{"README.md", "cart.md", "colorgroup.md", "small.md", "overall.md", "crosscheck.md", "serializers.md", "fidelity.md", "robustness.md"}
	if !slices.Equal(names, want) {
		t.Fatalf("pages %v, want %v", names, want)
	}
	for name, text := range map[string]string{
		"README.md":      "](small.md) | seed 000's",
		"small.md":       "![small time](../../run/small-time.svg)",
		"overall.md":     "\n## Overall ranking\n",
		"fidelity.md":    "\n## Fidelity\n\n| codec | cart | colorgroup | small |",
		"robustness.md":  "From the robustness probe in [probe](../../probe/), made on 2026-11-23",
		"crosscheck.md":  "\n## Cross-check against the seeds\n",
		"serializers.md": "\n## Serializers\n",
	} {
		if page := byName[name]; !strings.Contains(page, text) || !strings.HasPrefix(page, "<!-- generated by serbench report") || strings.Contains(page, "\n### Overall") {
			t.Errorf("%s lacks %q or its headings are not raised:\n%s", name, text, page)
		}
	}

	var b bytes.Buffer
	if err := d.WriteSummary(&b); err != nil {
		t.Fatal(err)
	}
	s := b.String()
	for _, w := range []string{
		"| [small](docs/results/small.md) | json | 1 |",            // the fastest on small
		"| [cart](docs/results/cart.md) | gob | 1 |",               // xml is unsupported on cart
		"| [colorgroup](docs/results/colorgroup.md) | json | 75 |", // the smallest that carries the data; the baseline, 39, is not recommended
		"(1 of the 2 codecs probed;",
		"| json | JSON | ",
		"[every table](docs/results/README.md)",
		"**How far to trust these figures.**",
	} {
		if !strings.Contains(s, w) {
			t.Errorf("summary lacks %q:\n%s", w, s)
		}
	}
	if _, survivors, _ := strings.Cut(s, "survived the malformed-input probe"); strings.Contains(survivors, "| gob |") {
		t.Errorf("gob panicked, yet it is among the survivors:\n%s", s)
	}
}

// The summary says in which wire formats every pair of Go libraries
// agrees (equal, or different only by a library's own loss), counts the
// others' agreeing pairs, and counts the pairs with a reference library in
// another language apart.
func TestSummaryInteroperation(t *testing.T) {
	f := manyDatasets(1)
	own := []results.InteropFinding{{Finding: fidelity.Finding{Field: "T", Kind: fidelity.KindValue}, WriterOwn: true}}
	theirs := []results.InteropFinding{{Finding: fidelity.Finding{Field: "X", Kind: fidelity.KindValue}}}
	f.Interop = []results.Interop{
		{Wire: "JSON", Dataset: "d00", Writer: "fast", Reader: "slow", Status: results.InteropEqual},
		{Wire: "JSON", Dataset: "d00", Writer: "slow", Reader: "fast", Status: results.InteropDifferent, Findings: own},
		{Wire: "CBOR", Dataset: "d00", Writer: "a", Reader: "b", Status: results.InteropDifferent, Findings: theirs},
		{Wire: "CBOR", Dataset: "d00", Writer: "b", Reader: "a", Status: results.InteropEqual},
		{Wire: "CBOR", Dataset: "d00", Writer: "python:cbor2@6", Reader: "a", Status: results.InteropEqual},
		{Wire: "CBOR", Dataset: "d00", Writer: "a", Reader: "python:cbor2@6", Status: results.InteropFails, Reason: "boom"},
	}
	d := report.Docs{Model: report.Build([]*results.File{f}, report.Options{}), PagesLink: "docs/results/"}
	var b bytes.Buffer
	if err := d.WriteSummary(&b); err != nil {
		t.Fatal(err)
	}
	want := "**Which formats interoperate**: of 2 wire formats with two or more Go libraries, every pair agrees " +
		"(the records equal, or different only where a library's own round trip loses the same field) in JSON; " +
		"the pairs that agree elsewhere: CBOR 1 of 2. The reference libraries in Python agree with the Go codecs " +
		"of their format on 1 of 2 pairs ([interoperability](docs/results/interop.md))."
	if !strings.Contains(b.String(), want) {
		t.Errorf("summary lacks\n%s\n in:\n%s", want, b.String())
	}
}
