package report_test

import (
	"bytes"
	"cmp"
	"context"
	"maps"
	"math"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"

	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/results"
)

// A calcSetting is one setting of the calculator's inputs and the
// filters, as the page's fragment sets them.
type calcSetting struct {
	name                              string
	dataset, mode, comp               string // mode: roundtrip, serialize or deserialize; comp: none, gzip or zstd
	bandwidth                         float64
	unit                              string
	cpuPct, cores                     float64
	kind                              string // the kind filter; "" for all
	crossLanguage, noPanic, exactOnly bool   // the cross-language, robustness and fidelity filters
}

func (s calcSetting) fragment() string {
	v := []string{"c-dataset=" + s.dataset, "c-mode=" + s.mode, "c-comp=" + s.comp,
		"c-bw=" + strconv.FormatFloat(s.bandwidth, 'g', -1, 64), "c-bwunit=" + url.QueryEscape(s.unit),
		"c-cpu=" + strconv.FormatFloat(s.cpuPct, 'g', -1, 64), "c-cores=" + strconv.FormatFloat(s.cores, 'g', -1, 64)}
	if s.kind != "" {
		v = append(v, "kind="+s.kind)
	}
	if s.crossLanguage {
		v = append(v, "crosslang=1")
	}
	if s.noPanic {
		v = append(v, "robust=1")
	}
	if s.exactOnly {
		v = append(v, "exact=1")
	}
	return "#" + strings.Join(v, "&")
}

// A calcRow is one codec's line of the calculator's ranking.
type calcRow struct {
	rank                     string // "1", "2", … or "ref"
	codec, bound             string
	rate, cpu, bw, ns, bytes float64
}

// bytesPerSecond is what each bandwidth unit stands for; a month is 30
// days.
var bytesPerSecond = map[string]float64{"Mbit/s": 1e6 / 8, "Gbit/s": 1e9 / 8, "MB/s": 1e6,
	"GB/month": 1e9 / (30 * 86400), "TB/month": 1e12 / (30 * 86400)}

// expectedRanking computes the calculator's ranking from f itself: the
// default variants' median marshal and unmarshal and their mean sizes, the
// codecs the filters keep, less those whose round trip loses the data on
// the dataset (lost, the report's rule) and serbench's noop.
func expectedRanking(f *results.File, lost map[string]bool, s calcSetting) []calcRow {
	marshal, unmarshal := map[string]float64{}, map[string]float64{}
	for _, r := range f.Results {
		switch {
		case r.Dataset != s.dataset || r.Variant != "default":
		case r.Op == "marshal":
			marshal[r.Codec] = r.MedianNs
		case r.Op == "unmarshal":
			unmarshal[r.Codec] = r.MedianNs
		}
	}
	ns := map[string]float64{}
	for c := range marshal {
		if s.mode == "serialize" {
			ns[c] = marshal[c]
		} else if u, ok := unmarshal[c]; ok && s.mode == "roundtrip" {
			ns[c] = marshal[c] + u
		}
	}
	if s.mode == "deserialize" {
		maps.Copy(ns, unmarshal)
	}
	size := map[string]float64{}
	for _, x := range f.Sizes {
		if x.Dataset == s.dataset && x.Variant == "default" {
			size[x.Codec] = map[string]float64{"none": x.Bytes, "gzip": x.GzipBytes, "zstd": x.ZstdBytes}[s.comp]
		}
	}
	unsafe, probed := map[string]bool{}, map[string]bool{}
	for _, r := range f.Robustness {
		probed[r.Codec] = true
		unsafe[r.Codec] = unsafe[r.Codec] || r.Panic+r.Fatal+r.Hang+r.OOM > 0
	}
	exact := map[string]bool{}
	for _, x := range f.Fidelity {
		if x.Dataset == s.dataset && x.Variant == "default" {
			exact[x.Codec] = x.Status == "exact"
		}
	}
	var out []calcRow
	for _, c := range f.Codecs {
		if c.Kind == "noop" || lost[c.Name] || size[c.Name] <= 0 || ns[c.Name] <= 0 ||
			s.kind != "" && c.Kind != s.kind || s.crossLanguage && !c.CrossLanguage || s.noPanic && (!probed[c.Name] || unsafe[c.Name]) ||
			s.exactOnly && !exact[c.Name] {
			continue
		}
		cpu := s.cpuPct / 100 * s.cores * 1e9 / ns[c.Name]
		bw := s.bandwidth * bytesPerSecond[s.unit] / size[c.Name]
		r := calcRow{codec: c.Name, cpu: cpu, bw: bw, rate: min(cpu, bw), ns: ns[c.Name], bytes: size[c.Name], bound: "bandwidth"}
		if cpu <= bw {
			r.bound = "CPU"
		}
		if c.Kind == "baseline" {
			r.rank, r.codec = "ref", c.Name+" (reference)"
		}
		out = append(out, r)
	}
	slices.SortStableFunc(out, func(a, b calcRow) int { return cmp.Or(cmp.Compare(b.rate, a.rate), cmp.Compare(a.codec, b.codec)) })
	n := 0
	for i := range out {
		if out[i].rank == "" {
			n++
			out[i].rank = strconv.Itoa(n)
		}
	}
	return out
}

// shownRanking reads the calculator's ranking from the page's DOM.
func shownRanking(t *testing.T, doc *html.Node) []calcRow {
	t.Helper()
	number := func(n *html.Node) float64 {
		v, _ := attr(n, "data-v")
		f, err := strconv.ParseFloat(v, 64)
		if err != nil {
			t.Errorf("cell %q: data-v %q is no number", text(n), v)
		}
		return f
	}
	var out []calcRow
	for _, r := range rowsOf(t, doc, "t-calc") {
		if len(r.cells) != 10 {
			t.Fatalf("calculator row of %d cells, want 10", len(r.cells))
		}
		out = append(out, calcRow{rank: text(r.cells[0]), codec: text(r.cells[1]), bound: text(r.cells[5]),
			rate: number(r.cells[4]), cpu: number(r.cells[6]), bw: number(r.cells[7]), ns: number(r.cells[8]), bytes: number(r.cells[9])})
	}
	return out
}

func sameRanking(got, want []calcRow) bool {
	near := func(a, b float64) bool { return math.Abs(a-b) <= 1e-9*math.Abs(b) }
	return slices.EqualFunc(got, want, func(a, b calcRow) bool {
		return a.rank == b.rank && a.codec == b.codec && a.bound == b.bound &&
			near(a.rate, b.rate) && near(a.cpu, b.cpu) && near(a.bw, b.bw) && near(a.ns, b.ns) && near(a.bytes, b.bytes)
	})
}

// chooserFixture is the report fixture with a robustness probe: json
// clean, xml panicking, gob clean but not a cross-language format.
func chooserFixture(t *testing.T) *results.File {
	t.Helper()
	f := fixture(t)
	for _, ds := range []string{"colorgroup", "small"} {
		f.Robustness = append(f.Robustness,
			results.Robustness{Dataset: ds, Codec: "gob", Inputs: 10, Rejected: 10},
			results.Robustness{Dataset: ds, Codec: "json", Inputs: 10, Rejected: 9, Accepted: 1},
			results.Robustness{Dataset: ds, Codec: "xml", Inputs: 10, Rejected: 8, Panic: 2,
				Findings: []results.Finding{{Class: "panic", Message: "index out of range", Bytes: 3, Count: 2, File: "robust/xml/" + ds + "/panic-1.bin"}}})
	}
	return f
}

// artifactDir is where the test leaves its screenshots: $SERBENCH_ARTIFACTS,
// which CI keeps, else the test's temporary directory.
func artifactDir(t *testing.T) string {
	if d := os.Getenv("SERBENCH_ARTIFACTS"); d != "" {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		return d
	}
	return t.TempDir()
}

// screenshot saves the page at url as a PNG of 1400x1800 at path. Chromium
// takes it once the page has loaded and its virtual clock ran idle.
func screenshot(t *testing.T, browser, url, path string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, browser, "--headless", "--no-sandbox", "--disable-gpu",
		"--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
		"--user-data-dir="+t.TempDir(), "--hide-scrollbars", "--window-size=1400,1800", "--virtual-time-budget=10000",
		"--screenshot="+path, url)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("chromium screenshot of %s: %v\n%s", url, err, stderr.String())
	}
	if fi, err := os.Stat(path); err != nil || fi.Size() == 0 {
		t.Fatalf("chromium wrote no screenshot to %s: %v\n%s", path, err, stderr.String())
	}
}

// TestChooserInBrowser sets the calculator's inputs and filters through
// the page's fragment, reads its ranking from the DOM headless Chromium
// dumps, and checks it against one computed here from the results file;
// it checks that the filters narrow the tables too, that a codec's page
// opens by its fragment, and leaves a screenshot of the chooser.
func TestChooserInBrowser(t *testing.T) {
	browser, ok := findBrowser()
	if !ok {
		t.Skip("no browser: neither /usr/bin/chromium nor chromium on PATH (Debian: apt-get install chromium)")
	}
	f := chooserFixture(t)
	page := "file://" + writeHTML(t, f)
	m := report.Build([]*results.File{f}, report.Options{})
	lost := map[string]map[string]bool{}
	for _, tb := range m.Tables {
		lost[tb.Dataset.Name] = map[string]bool{}
		for _, l := range tb.Lines {
			lost[tb.Dataset.Name][l.Codec] = l.Loses != ""
		}
	}

	settings := []calcSetting{
		{name: "cpu-bound", dataset: "small", mode: "roundtrip", comp: "none", bandwidth: 1, unit: "Gbit/s", cpuPct: 100, cores: 1},
		{name: "bandwidth-bound", dataset: "colorgroup", mode: "serialize", comp: "gzip", bandwidth: 10, unit: "Mbit/s", cpuPct: 50, cores: 2},
		{name: "mixed", dataset: "cart", mode: "deserialize", comp: "zstd", bandwidth: 50, unit: "MB/s", cpuPct: 25, cores: 4},
		{name: "monthly", dataset: "small", mode: "roundtrip", comp: "zstd", bandwidth: 3, unit: "TB/month", cpuPct: 10, cores: 1},
		{name: "exact", dataset: "cart", mode: "roundtrip", comp: "none", bandwidth: 1, unit: "Gbit/s", cpuPct: 100, cores: 1, exactOnly: true},
		{name: "filtered", dataset: "small", mode: "roundtrip", comp: "none", bandwidth: 1, unit: "Gbit/s", cpuPct: 100, cores: 1,
			kind: "reflect", crossLanguage: true, noPanic: true},
	}
	bounds := map[string]bool{}
	for i, s := range settings {
		t.Run(s.name, func(t *testing.T) {
			want := expectedRanking(f, lost[s.dataset], s)
			if len(want) < 2 && s.name != "filtered" {
				t.Fatalf("the setting ranks %d codecs: too few to check an order", len(want))
			}
			for _, r := range want {
				bounds[r.bound] = true
			}
			doc := render(t, browser, page+s.fragment())
			if got := shownRanking(t, doc); !sameRanking(got, want) {
				t.Errorf("%s: the page ranks\n%+v\nwant\n%+v", s.fragment(), got, want)
			}
			note := text(find(doc, func(n *html.Node) bool { v, _ := attr(n, "id"); return v == "calc-note" })[0])
			if untimed := strings.Contains(note, "did not time "+s.comp); untimed != (s.comp != "none") {
				t.Errorf("%s: note %q; want it to say that %s was not timed exactly when a compression is chosen", s.fragment(), note, s.comp)
			}
			if i == 0 {
				screenshot(t, browser, page+s.fragment(), filepath.Join(artifactDir(t), "report-chooser.png"))
			}
		})
	}
	if !bounds["CPU"] || !bounds["bandwidth"] {
		t.Errorf("the settings are bound by %v only: they should try both resources", bounds)
	}

	t.Run("filters narrow the tables", func(t *testing.T) {
		doc := render(t, browser, page+settings[len(settings)-1].fragment())
		var shown []string
		for _, r := range rowsOf(t, doc, "t-small") {
			if r.visible {
				shown = append(shown, text(r.cells[1]))
			}
		}
		if !slices.Equal(shown, []string{"json"}) {
			t.Errorf("small shows %v under kind=reflect, cross-language and no panics; want json alone", shown)
		}
		shown = nil
		for _, r := range rowsOf(t, doc, "t-robustness-a") {
			if r.visible {
				shown = append(shown, text(r.cells[0]))
			}
		}
		if !slices.Equal(shown, []string{"json", "json"}) {
			t.Errorf("the robustness matrix shows %v under the same filters; want json's two rows", shown)
		}
		summary := rowsOf(t, doc, "t-summary")
		if len(summary) != 3 || !strings.HasPrefix(text(summary[2].cells[1]), "json ") {
			t.Errorf("summary under the filters: %d rows, small's fastest %q; want 3 and json", len(summary), text(summary[2].cells[1]))
		}
	})

	t.Run("codec page", func(t *testing.T) {
		doc := render(t, browser, page+"#codec=json")
		for _, n := range find(doc, func(n *html.Node) bool { _, ok := attr(n, "data-codec-page"); return ok }) {
			name, _ := attr(n, "data-codec-page")
			if visible(n) != (name == "json") {
				t.Errorf("#codec=json: %s's page visible=%v", name, visible(n))
			}
		}
		if main := find(doc, func(n *html.Node) bool { v, _ := attr(n, "id"); return v == "main" }); len(main) != 1 || visible(main[0]) {
			t.Errorf("#codec=json: the report is still shown beside the page")
		}
		var datasets []string
		for _, r := range rowsOf(t, doc, "t-codec-json") {
			datasets = append(datasets, text(r.cells[0]))
		}
		if !slices.Equal(datasets, []string{"cart", "colorgroup", "small"}) {
			t.Errorf("json's page has figures for %v, want every dataset", datasets)
		}
		xml := rowsOf(t, doc, "t-codec-robustness-xml")
		if len(xml) != 2 || text(xml[0].cells[5]) != "2" {
			t.Errorf("xml's page: robustness rows %d, want 2 with 2 panics", len(xml))
		}
		screenshot(t, browser, page+"#codec=xml", filepath.Join(artifactDir(t), "report-codec-xml.png"))
	})
}

// The chooser's figures are a JSON document in the page, for any run.
func TestChooserDataEmbedded(t *testing.T) {
	var b bytes.Buffer
	if err := report.HTML(&b, report.Build([]*results.File{fixture(t), fixture(t)}, report.Options{})); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, want := range []string{`<script type="application/json" id="chooser-data">{"runs":[{"label":"A","lines":[`, `{"label":"B"`,
		`id="c-run"`, `data-codec-page="json"`, `href="#codec=json"`, `"marshal_ns":` + strconv.FormatFloat(fixtureNs(t, "small", "json", "marshal"), 'f', -1, 64)} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %s", want)
		}
	}
	if strings.Contains(page, `id="f-robust"`) {
		t.Errorf("page offers the robustness filter with no probe in the runs")
	}
}

func fixtureNs(t *testing.T, dataset, codec, op string) float64 {
	for _, r := range fixture(t).Results {
		if r.Dataset == dataset && r.Codec == codec && r.Op == op && r.Variant == "default" {
			return r.MedianNs
		}
	}
	t.Fatalf("fixture has no %s %s %s", dataset, codec, op)
	return 0
}
