package report_test

import (
	"bytes"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/results"
)

// convertFile is one dataset where the ranking turns on the convert op:
// b's own total (120 ns) beats a's (200 ns), but b's 200 ns conversion
// puts a (no conversion: it encodes the dataset's types) first with it.
// Each cell's samples spread ±0.7% around its figure, in an order without
// trend, so that its interval is narrow and the codecs are separated.
func convertFile() *results.File {
	cell := func(codec, op string, ns float64) results.Result {
		var samples []float64
		for _, d := range []float64{0, 7, -7, 3, -3, 6, -6, 1, -1, 5, -5, 2, -2, 4, -4} {
			samples = append(samples, ns*(1+d/1000))
		}
		zeros := make([]float64, len(samples))
		return results.NewResult("small", codec, "default", op, 1000, results.Samples{Own: samples, Bytes: zeros, Allocs: zeros}, results.Pricing{}, 0)
	}
	return &results.File{SchemaVersion: results.SchemaVersion,
		Datasets: []results.Dataset{{Name: "small"}},
		Codecs:   []results.Codec{{Name: "a", Format: "A", Kind: "reflect"}, {Name: "b", Format: "B", Kind: "codegen"}},
		Results: []results.Result{cell("a", "marshal", 100), cell("a", "unmarshal", 100),
			cell("b", "marshal", 60), cell("b", "unmarshal", 60), cell("b", "convert", 200)},
	}
}

// rank is the rank of places on basis b.
func rank(places [2]report.Place, b report.Basis) int { return places[b].Rank }

func TestConvertTotals(t *testing.T) {
	m := report.Build([]*results.File{convertFile()}, report.Options{})
	if len(m.Tables) != 1 || len(m.Tables[0].Lines) != 2 {
		t.Fatalf("want one table of two lines: %+v", m.Tables)
	}
	tb := m.Tables[0]
	a, b := tb.Lines[1], tb.Lines[0]
	if b.Codec != "b" || rank(b.Place, report.Native) != 1 || rank(b.Place, report.WithConvert) != 2 ||
		rank(a.Place, report.Native) != 2 || rank(a.Place, report.WithConvert) != 1 {
		t.Errorf("ranks: %s %+v, %s %+v; want b first by its own total, a first with convert", b.Codec, b.Place, a.Codec, a.Place)
	}
	if got := b.Cells[0].RoundTripNs(report.WithConvert); got != 320 {
		t.Errorf("b's total with convert %v, want 320", got)
	}
	if got := a.Cells[0].RoundTripNs(report.WithConvert); got != 200 || a.Cells[0].Convert != nil {
		t.Errorf("a's total with convert %v (convert %v), want its own 200", got, a.Cells[0].Convert)
	}
	if tb.BestNs(report.Native, 0) != 120 || tb.BestNs(report.WithConvert, 0) != 200 {
		t.Errorf("best %v and %v with convert, want 120 and 200", tb.BestNs(report.Native, 0), tb.BestNs(report.WithConvert, 0))
	}
	scores := map[string]report.Score{}
	for _, o := range m.Overall {
		scores[o.Codec] = o.Scores[0]
		if want := map[string][2]int{"a": {2, 1}, "b": {1, 2}}[o.Codec]; rank(o.Place, report.Native) != want[0] || rank(o.Place, report.WithConvert) != want[1] {
			t.Errorf("overall %s: places %+v, want ranks %v", o.Codec, o.Place, want)
		}
	}
	for codec, want := range map[string][2]float64{"a": {200.0 / 120, 1}, "b": {1, 320.0 / 200}} {
		if s := scores[codec]; math.Abs(s.Geomean[report.Native]-want[0]) > 1e-9 || math.Abs(s.Geomean[report.WithConvert]-want[1]) > 1e-9 {
			t.Errorf("overall %s: geomeans %v, want %v", codec, s.Geomean, want)
		}
	}

	md := markdown(t, convertFile())
	if !strings.Contains(md, "Ranked by marshal + unmarshal, the codec's own total") {
		t.Errorf("markdown does not say which total it ranks by:\n%s", md)
	}
	small := strings.Join(tableRows(md, "small"), "\n")
	for _, want := range []string{"| 1 | b | 60.0 ±0.4% | 60.0 ±0.4% | 120 ±0.3% | 200 ±0.4% | 320 ±0.3% | 100% |", "| 2 | a | 100 ±0.4% | 100 ±0.4% | 200 ±0.3% | — | 200 ±0.3% | 167% (166-167) |"} {
		if !strings.Contains(small, want) {
			t.Errorf("small lacks %q:\n%s", want, small)
		}
	}
	overall := strings.Join(tableRows(md, "Overall ranking"), "\n")
	for _, want := range []string{"| 1 | 2 | b | B | codegen | 1.00 | 1.60 (1.59-1.61) | 1/1 |", "| 2 | 1 | a | A | reflect | 1.67 (1.66-1.67) | 1.00 | 1/1 |"} {
		if !strings.Contains(overall, want) {
			t.Errorf("overall ranking lacks %q:\n%s", want, overall)
		}
	}
}

// The page carries both rankings in its rank cells, for its choice of
// total: the native one shown, the other's text and order beside it.
func TestHTMLCarriesBothRankings(t *testing.T) {
	var b bytes.Buffer
	if err := report.HTML(&b, report.Build([]*results.File{convertFile()}, report.Options{})); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, want := range []string{`id="f-total"`, `<option value="convert">`,
		`data-v="1" data-orderconvert="2" data-ordernative="1" data-rankconvert="2" data-ranknative="1">1</td><td>b</td>`,
		`data-v="2" data-orderconvert="1" data-ordernative="2" data-rankconvert="1" data-ranknative="2">2</td><td>a</td>`} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %s", want)
		}
	}
}

// Choosing the total with convert re-ranks every table in the browser:
// a, first with its conversion-free total, moves above b.
func TestHTMLTotalToggleInBrowser(t *testing.T) {
	browser, ok := findBrowser()
	if !ok {
		t.Skip("no browser: neither /usr/bin/chromium nor chromium on PATH (Debian: apt-get install chromium)")
	}
	page := "file://" + writeHTML(t, convertFile())
	for fragment, want := range map[string][]string{"": {"1 b", "2 a"}, "#total=convert": {"1 a", "2 b"}} {
		doc := render(t, browser, page+fragment)
		for _, id := range []string{"t-small", "t-overall"} {
			var got []string
			for _, r := range rowsOf(t, doc, id) {
				got = append(got, text(r.cells[0])+" "+text(r.cells[1]))
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s%s: rows %q, want %q", id, fragment, got, want)
			}
		}
	}
}
