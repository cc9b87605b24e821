package report_test

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"

	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/results"
)

// writeHTML renders files into a report.html in a temporary directory.
func writeHTML(t *testing.T, files ...*results.File) string {
	t.Helper()
	var b bytes.Buffer
	if err := report.HTML(&b, report.Build(files, report.Options{})); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "report.html")
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// The page must work from file:// with no network: nothing it loads may
// come from elsewhere.
func TestHTMLSelfContained(t *testing.T) {
	b, err := os.ReadFile(writeHTML(t, fixture(t)))
	if err != nil {
		t.Fatal(err)
	}
	if m := regexp.MustCompile(`(?i)(src|href)\s*=\s*"(https?:|//)[^"]*"|<link\b|@import`).Find(b); m != nil {
		t.Errorf("the page loads from elsewhere: %s", m)
	}
	for _, want := range []string{"<style>", "<script>", `src="data:image/svg`, `id="f-dataset"`, `id="f-safe"`, `id="t-overall"`, `id="t-serializers"`, `id="t-fidelity-a"`} {
		if !bytes.Contains(b, []byte(want)) {
			t.Errorf("the page lacks %s", want)
		}
	}
}

// findBrowser is Debian's chromium, at /usr/bin/chromium or on PATH.
func findBrowser() (string, bool) {
	if _, err := os.Stat("/usr/bin/chromium"); err == nil {
		return "/usr/bin/chromium", true
	}
	p, err := exec.LookPath("chromium")
	return p, err == nil
}

// render loads the page at url in headless Chromium and returns the DOM
// once its scripts ran. Any console message fails the test: the page logs
// nothing when it works, and an uncaught error is logged there.
func render(t *testing.T, browser, url string) *html.Node {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, browser, "--headless", "--no-sandbox", "--disable-gpu",
		"--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
		"--user-data-dir="+t.TempDir(), "--enable-logging=stderr", "--v=0", "--dump-dom", url)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("chromium %s: %v\n%s", url, err, stderr.String())
	}
	for _, line := range strings.Split(stderr.String(), "\n") {
		if strings.Contains(line, ":CONSOLE") {
			t.Errorf("console message loading %s: %s", url, line)
		}
	}
	doc, err := html.Parse(&stdout)
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

func attr(n *html.Node, key string) (string, bool) {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val, true
		}
	}
	return "", false
}

func find(n *html.Node, match func(*html.Node) bool) []*html.Node {
	var out []*html.Node
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && match(n) {
			out = append(out, n)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return out
}

// visible reports whether neither n nor an ancestor is hidden.
func visible(n *html.Node) bool {
	for ; n != nil; n = n.Parent {
		if _, h := attr(n, "hidden"); h && n.Type == html.ElementNode {
			return false
		}
	}
	return true
}

// text is n's text as the reader sees it: its text nodes in document
// order, trimmed.
func text(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return strings.TrimSpace(b.String())
}

// A shownRow is a table row as the reader sees it.
type shownRow struct {
	visible bool
	attrs   map[string]string
	cells   []*html.Node
}

func rowsOf(t *testing.T, doc *html.Node, id string) []shownRow {
	t.Helper()
	tables := find(doc, func(n *html.Node) bool { v, _ := attr(n, "id"); return n.Data == "table" && v == id })
	if len(tables) != 1 {
		t.Fatalf("no table %s", id)
	}
	var out []shownRow
	for _, tb := range find(tables[0], func(n *html.Node) bool { return n.Data == "tbody" }) {
		for _, tr := range find(tb, func(n *html.Node) bool { return n.Data == "tr" }) {
			r := shownRow{visible: visible(tr), attrs: map[string]string{}}
			for _, a := range tr.Attr {
				r.attrs[a.Key] = a.Val
			}
			r.cells = find(tr, func(n *html.Node) bool { return n.Data == "td" })
			out = append(out, r)
		}
	}
	return out
}

// sortKeys are the numbers a column of the shown rows sorts by; rows
// without one are left out.
func sortKeys(rows []shownRow, col int) []float64 {
	var out []float64
	for _, r := range rows {
		if v, _ := attr(r.cells[col], "data-v"); r.visible && v != "" {
			f, _ := strconv.ParseFloat(v, 64)
			out = append(out, f)
		}
	}
	return out
}

func codecs(rows []shownRow) []string {
	var out []string
	for _, r := range rows {
		if r.visible {
			out = append(out, text(r.cells[1]))
		}
	}
	return out
}

// TestHTMLInBrowser opens the page in headless Chromium and checks that it
// renders without console messages and that sorting and each filter change
// the rows shown. The view is selected by the URL fragment, which the page
// applies by clicking headers and changing controls as a reader would.
func TestHTMLInBrowser(t *testing.T) {
	browser, ok := findBrowser()
	if !ok {
		t.Skip("no browser: neither /usr/bin/chromium nor chromium on PATH (Debian: apt-get install chromium)")
	}
	f := fixture(t)
	// Mark one cell as aliasing its input, for the unsafe filter.
	yes := true
	for i := range f.Fidelity {
		if x := &f.Fidelity[i]; x.Dataset == "small" && x.Codec == "gob" {
			x.AliasesInput = &yes
		}
	}
	page := "file://" + writeHTML(t, f)

	doc := render(t, browser, page)
	small := rowsOf(t, doc, "t-small")
	const totalCol = 4
	if keys := sortKeys(small, totalCol); len(keys) < 3 || !slices.IsSorted(keys) {
		t.Errorf("small is not ranked by total: %v", keys)
	}
	shown := find(doc, func(n *html.Node) bool { v, _ := attr(n, "id"); return v == "shown" })
	if len(shown) != 1 || !regexp.MustCompile(`^\d+ rows shown$`).MatchString(text(shown[0])) {
		t.Errorf("no count of rows shown")
	}
	for _, r := range small {
		if !r.visible {
			t.Errorf("row %s hidden with no filter set", text(r.cells[1]))
		}
	}

	t.Run("sort", func(t *testing.T) {
		doc := render(t, browser, page+"#sort=t-small:4:desc")
		keys := sortKeys(rowsOf(t, doc, "t-small"), totalCol)
		if !slices.IsSortedFunc(keys, func(a, b float64) int { return int(b - a) }) || slices.IsSorted(keys) {
			t.Errorf("small by total, descending: %v", keys)
		}
		doc = render(t, browser, page+"#sort=t-small:1:asc")
		names := codecs(rowsOf(t, doc, "t-small"))
		if !slices.IsSorted(names) || slices.Equal(names, codecs(small)) {
			t.Errorf("small by codec name: %v (was %v)", names, codecs(small))
		}
	})

	t.Run("dataset", func(t *testing.T) {
		doc := render(t, browser, page+"#dataset=small")
		for _, s := range find(doc, func(n *html.Node) bool { _, ok := attr(n, "data-section"); return ok }) {
			ds, _ := attr(s, "data-dataset")
			if visible(s) != (ds == "small") {
				t.Errorf("dataset=small: section %s visible=%v", ds, visible(s))
			}
		}
		for _, c := range find(doc, func(n *html.Node) bool { _, ok := attr(n, "data-col-dataset"); return ok }) {
			ds, _ := attr(c, "data-col-dataset")
			if visible(c) != (ds == "small") {
				t.Errorf("dataset=small: fidelity column %s visible=%v", ds, visible(c))
			}
		}
	})

	// Each filter keeps the rows that match and hides at least one.
	for _, tc := range []struct {
		fragment string
		keep     func(shownRow) bool
	}{
		{"format=JSON", func(r shownRow) bool { return r.attrs["data-format"] == "JSON" }},
		{"kind=baseline", func(r shownRow) bool { return r.attrs["data-kind"] == "baseline" }},
		{"exact=1", func(r shownRow) bool { return r.attrs["data-exact"] == "1" }},
		{"safe=1", func(r shownRow) bool { return r.attrs["data-unsafe"] == "0" }},
	} {
		t.Run(tc.fragment, func(t *testing.T) {
			doc := render(t, browser, page+"#"+tc.fragment)
			hidden := 0
			for _, id := range []string{"t-cart", "t-colorgroup", "t-small"} {
				for _, r := range rowsOf(t, doc, id) {
					if r.visible != tc.keep(r) {
						t.Errorf("%s: %s row %s visible=%v", tc.fragment, id, text(r.cells[1]), r.visible)
					}
					if !r.visible {
						hidden++
					}
				}
			}
			if hidden == 0 {
				t.Errorf("%s hid no row", tc.fragment)
			}
		})
	}
	t.Run("variant", func(t *testing.T) {
		doc := render(t, browser, page+"#variant=default")
		if names := codecs(rowsOf(t, doc, "t-small")); !slices.Equal(names, codecs(small)) {
			t.Errorf("variant=default changed the rows: %v", names)
		}
	})
}

// The tables of binsize, coldstart, stream, evolve and interop follow the
// fidelity matrix, and the binary size filter hides the codecs that add more than
// its limit to a program, in every table, keeping those not measured.
func TestHTMLCostsInBrowser(t *testing.T) {
	browser, ok := findBrowser()
	if !ok {
		t.Skip("no browser: neither /usr/bin/chromium nor chromium on PATH (Debian: apt-get install chromium)")
	}
	f := fixture(t)
	f.BinarySize = []results.BinarySize{{Codec: "json", OverNoopStrippedBytes: 3 << 20}, {Codec: "gob", OverNoopStrippedBytes: 1 << 19}}
	f.ColdStart = []results.ColdStart{{Dataset: "small", Codec: "json", Variant: "default", MarshalNs: []float64{5e4}, UnmarshalNs: []float64{9e4}}}
	f.Stream = []results.Stream{{Dataset: "logs", Codec: "gob", Entries: 10, StreamBytes: 900, Fidelity: "exact",
		EncodeNs: []float64{600}, DecodeNs: []float64{900}, Worker: []int{0}, EncodeAllocBytes: []float64{0}, DecodeAllocBytes: []float64{160}}}
	f.Evolve = []results.Evolve{{Codec: "gob", Change: "field renamed", Direction: "old data, new reader", Status: "silent",
		Differences: []string{`record 0: FullName: "ada" became ""`}}}
	f.Interop = []results.Interop{{Wire: "JSON", Dataset: "small", Writer: "json", Reader: "python:json@3", Status: "equal", Records: 3}}
	page := "file://" + writeHTML(t, f)
	doc := render(t, browser, page)
	for _, id := range []string{"t-binsize", "t-coldstart", "t-stream", "t-evolve", "t-interop"} {
		if rows := rowsOf(t, doc, id); len(rows) == 0 || !rows[0].visible {
			t.Errorf("%s: %d rows, the first hidden with no filter set", id, len(rows))
		}
	}
	doc = render(t, browser, page+"#binsize=1")
	for _, id := range []string{"t-small", "t-binsize", "t-coldstart"} {
		for _, r := range rowsOf(t, doc, id) {
			codec := r.attrs["data-codec"]
			if want := codec != "json"; r.visible != want {
				t.Errorf("binsize=1: %s row %s visible=%v, want %v (binsize %q)", id, codec, r.visible, want, r.attrs["data-binsize"])
			}
		}
	}
}
