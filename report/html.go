package report

import (
	_ "embed"
	"encoding/base64"
	"fmt"
	"html/template"
	"io"
	"math"
	"slices"
	"strings"

	"github.com/serbench/serbench/internal/mdtext"
	"github.com/serbench/serbench/results"
)

// The page's template, and its own style and script, inlined so that the
// file works from file:// with no network.
var (
	//go:embed assets/report.css
	reportCSS string
	//go:embed assets/report.js
	reportJS string
	//go:embed assets/page.html
	pageHTML string
)

// A cell is one table cell of the page: its text and, for numbers, the
// value it sorts by ("" sorts last).
type cell struct {
	Text    string
	Sort    string
	Numeric bool
	Class   string
	Title   string
	Dataset string            // the dataset of a matrix column, for the dataset filter
	Attrs   map[string]string // other data-* attributes, without the prefix: letters and digits
	Href    string            // where the text links to, as a fragment such as #codec=json; "" for none
}

// A row is one table row with the attributes the filters read.
type row struct {
	Attrs map[string]string // data-* attributes, without the prefix
	Ref   bool
	Cells []cell
}

// A table is one sortable table of the page.
type table struct {
	ID     string
	Class  string
	Groups []group // an upper header row; empty for none
	Heads  []head
	Rows   []row
}

type group struct {
	Text string
	Span int
}

type head struct {
	Text    string
	Col     int
	Dataset string // as in cell
}

type chart struct {
	Alt string
	Src template.URL
}

type section struct {
	Dataset     string
	Description string
	Table       table
	Lost        *table // the codecs that lose data, unranked; nil for none
	Overhead    []string
	Latency     []table // latency and scaling, per run that took them
	Memory      []table // peak memory, per run that measured it
	ZeroCopy    []table // access and update, per run that timed them
	Charts      []chart
}

type matrix struct {
	Title    string
	Datasets []string
	Table    table
}

// pageTemplate is the page: the report in #main, then a hidden section
// per codec, the chooser's figures and the scripts.
var pageTemplate = template.Must(template.New("report").Parse(pageHTML))

type page struct {
	OverallText, LatencyText, MemoryText, ZeroCopyText string
	FiguresText, RankedBy                              string
	NotRankedText, NotRankedTable                      string
	NotRankedOverall                                   string
	SummaryText, CalcText                              string
	RobustFilterText, BinsizeFilterText                string
	OverallLost                                        []string
	Runs                                               []Run
	Datasets, Formats, Kinds, Variants                 []string
	BandwidthUnits                                     []bandwidthUnit
	HasRobust                                          bool // some run has a robustness matrix: the page filters on it
	HasBinarySize                                      bool // some run has binary sizes: the page filters on them
	Sections                                           []section
	Overall, Serializers                               table
	Fidelity                                           []matrix
	Robustness                                         []matrix
	Costs                                              []costTable // binary size, cold start, streaming, evolution, interop
	RobustnessText                                     string
	CodecPages                                         []codecPage
	Data                                               template.JS // the chooser's figures, as JSON
	CSS                                                template.CSS
	JS, ChooserJS                                      template.JS
}

// HTML writes m as one self-contained page. It opens on filters (dataset,
// format, kind, variant, schema, cross-language, only exact, hide unsafe,
// and no panics on malformed input where a run probed it) that narrow
// every table, a summary of each dataset's leaders and a calculator of
// messages per second under a bandwidth and CPU budget; then the
// environment, a sortable table and SVG charts per dataset, the overall
// ranking, the serializer table, the fidelity matrix and the robustness
// matrix where a run has one; and a page per codec, shown in place of the
// rest by the fragment #codec=NAME. Style, script, charts and the
// chooser's figures are inlined.
func HTML(w io.Writer, m *Model) error {
	p := page{OverallText: overallText, LatencyText: latencyText, MemoryText: memoryText, ZeroCopyText: zeroCopyText, Runs: m.Runs,
		CSS: template.CSS(reportCSS), JS: template.JS(reportJS), ChooserJS: template.JS(chooserJS),
		FiguresText: figuresText, RankedBy: rankedBy, NotRankedText: notRankedText, NotRankedTable: notRankedTable,
		NotRankedOverall: notRankedOverall, OverallLost: m.lostLines(),
		SummaryText: summaryText, CalcText: calcText, RobustFilterText: robustFilterText, BinsizeFilterText: binsizeFilterText, BandwidthUnits: bandwidthUnits}
	formats, kinds, variants := map[string]bool{}, map[string]bool{}, map[string]bool{}
	for _, c := range m.Codecs {
		formats[c.Format], kinds[c.Kind] = true, true
	}
	for _, t := range m.Tables {
		p.Datasets = append(p.Datasets, t.Dataset.Name)
		s := section{Dataset: t.Dataset.Name, Description: t.Dataset.Description, Table: datasetHTML(m, t, false)}
		if lost := datasetHTML(m, t, true); len(lost.Rows) > 0 {
			s.Lost = &lost
		}
		for _, l := range t.Lines {
			variants[l.Variant] = true
		}
		for i, run := range m.Runs {
			if o := t.Overhead[i]; o != nil {
				s.Overhead = append(s.Overhead, fmt.Sprintf("Harness overhead%s (%s, included in every figure): marshal %s, unmarshal %s ns/op.",
					runSuffix(m, run, " in "), o.Codec, timing(o.Marshal, o.Failures, nil, "marshal"), timing(o.Unmarshal, o.Failures, nil, "unmarshal")))
			}
			if hasLatency(t, i) {
				s.Latency = append(s.Latency, latencyHTML(m, t, i))
			}
			if hasMemory(t, i) {
				s.Memory = append(s.Memory, memoryHTML(m, t, i))
			}
			if hasZeroCopy(t, i) {
				s.ZeroCopy = append(s.ZeroCopy, zeroCopyHTML(t, i))
			}
			for _, kind := range []string{ChartTime, ChartSize} {
				b, err := RenderChart(m, t, i, kind, "svg")
				if err != nil {
					return err
				}
				if b != nil {
					s.Charts = append(s.Charts, chart{Alt: t.Dataset.Name + " " + kind + runSuffix(m, run, " "),
						Src: template.URL("data:image/svg+xml;base64," + base64.StdEncoding.EncodeToString(b))})
				}
			}
		}
		p.Sections = append(p.Sections, s)
	}
	delete(formats, "")
	delete(kinds, "")
	p.Formats, p.Kinds, p.Variants = sortedKeys(formats), sortedKeys(kinds), sortedKeys(variants)
	p.Overall = overallHTML(m)
	p.Serializers = serializersHTML(m)
	for _, run := range m.Runs {
		if len(run.File.Fidelity) == 0 {
			continue // a results.txt has no verdicts
		}
		title := "Fidelity"
		if len(m.Runs) > 1 {
			title += " (" + run.Label + ")"
		}
		p.Fidelity = append(p.Fidelity, fidelityHTML(m, run, title))
	}
	for _, run := range m.Runs {
		if len(run.File.Robustness) > 0 {
			p.Robustness = append(p.Robustness, robustnessHTML(run, "Robustness"+runSuffix(m, run, " ")))
		}
	}
	p.RobustnessText = strings.ReplaceAll(robustnessIntro, "**", "")

	// Every row about a codec carries the filters' codec attributes.
	own := newOwnFacts(m)
	p.HasRobust, p.HasBinarySize = own.robust != nil, own.binsize != nil
	p.Costs = append(costsHTML(m), matricesHTML(m)...)
	tables := []*table{&p.Overall, &p.Serializers}
	for i := range p.Sections {
		s := &p.Sections[i]
		tables = append(tables, &s.Table, s.Lost)
		for j := range s.Latency {
			tables = append(tables, &s.Latency[j])
		}
		for j := range s.Memory {
			tables = append(tables, &s.Memory[j])
		}
		for j := range s.ZeroCopy {
			tables = append(tables, &s.ZeroCopy[j])
		}
	}
	for i := range p.Fidelity {
		tables = append(tables, &p.Fidelity[i].Table)
	}
	for i := range p.Costs {
		tables = append(tables, &p.Costs[i].Table)
	}
	for i := range p.Robustness {
		// The matrix's rows name their codec in their first cell.
		tb := &p.Robustness[i].Table
		for j := range tb.Rows {
			tb.Rows[j].Attrs["codec"] = tb.Rows[j].Cells[0].Text
		}
		tables = append(tables, tb)
	}
	for _, tb := range tables {
		own.addTo(tb, m)
	}
	data, err := chooserJSON(m, own)
	if err != nil {
		return err
	}
	p.Data = template.JS(data)
	for _, c := range pageCodecs(m) {
		p.CodecPages = append(p.CodecPages, codecPageOf(m, c))
	}
	return pageTemplate.Execute(w, p)
}

func num(text string, v float64) cell {
	c := cell{Text: text, Numeric: true, Class: "n"}
	if !math.IsNaN(v) && !math.IsInf(v, 0) {
		c.Sort = fmt.Sprintf("%g", v)
	}
	return c
}

func txt(text string) cell { return cell{Text: text} }

// rankCellHTML shows the native place, with its band, and carries both
// places, with each ranking's order, for the page's choice of basis.
func rankCellHTML(places [numBases]Place, ref bool) cell {
	native, convert := placeText(places[Native], ref), placeText(places[WithConvert], ref)
	c := num(native, float64(places[Native].order))
	// html/template takes attribute names of letters and digits only.
	c.Attrs = map[string]string{
		"ranknative": native, "rankconvert": convert,
		"ordernative": fmt.Sprint(places[Native].order), "orderconvert": fmt.Sprint(places[WithConvert].order),
	}
	return c
}

// heads numbers column names for sorting.
func heads(names ...string) []head {
	var hs []head
	for i, n := range names {
		hs = append(hs, head{Text: n, Col: i})
	}
	return hs
}

// codecAttrs are the data-* attributes of a row about one codec variant;
// addCodecAttrs adds the codec's own from its name.
func codecAttrs(meta *metaView, variant string) map[string]string {
	return map[string]string{"codec": meta.name, "format": meta.format, "kind": meta.kind, "variant": variant}
}

// metaView is the codec metadata a row shows, with blanks for unknowns.
type metaView struct{ name, format, kind string }

func metaOf(l *Line) *metaView {
	if l.Meta == nil {
		return &metaView{name: l.Codec}
	}
	return &metaView{name: l.Codec, format: l.Meta.Format, kind: l.Meta.Kind}
}

// datasetHTML is a dataset's table of the codecs that carry the data, or
// with lost those that lose it, with a last column saying why.
func datasetHTML(m *Model, t *Table, lost bool) table {
	tb := table{ID: "t-" + t.Dataset.Name, Class: "results"}
	if lost {
		tb.ID += "-lost"
	}
	names := []string{"#", "codec"}
	if len(m.Runs) > 1 {
		tb.Groups = append(tb.Groups, group{Text: "", Span: 2})
	}
	for _, run := range m.Runs {
		if len(m.Runs) > 1 {
			tb.Groups = append(tb.Groups, group{Text: run.Label, Span: 8})
		}
		names = append(names, "marshal ns/op", "unmarshal ns/op", "total ns/op", "convert ns/op", "total + convert", "% of best", "B/op", "allocs/op")
	}
	if len(m.Runs) > 1 {
		tb.Groups = append(tb.Groups, group{Text: "encoding", Span: 4})
		if lost {
			tb.Groups = append(tb.Groups, group{Span: 1})
		}
	}
	names = append(names, "bytes", "gzip", "zstd", "fidelity")
	if lost {
		names = append(names, "why not ranked")
	}
	tb.Heads = heads(names...)
	for _, l := range t.Lines {
		if (l.Loses != "") != lost {
			continue
		}
		first := l.first()
		r := row{Attrs: codecAttrs(metaOf(l), l.Variant), Ref: l.Reference()}
		r.Attrs["dataset"] = t.Dataset.Name
		r.Attrs["exact"] = boolAttr(exact(first.Fidelity))
		r.Attrs["unsafe"] = boolAttr(slices.ContainsFunc(l.Cells, unsafeRow))
		name := l.Name()
		if l.Reference() {
			name += " (reference)"
		}
		r.Cells = append(r.Cells, rankCellHTML(l.Place, l.Reference()), txt(name))
		for i, x := range l.Cells {
			if x == nil {
				for range 8 {
					r.Cells = append(r.Cells, num("—", math.NaN()))
				}
				continue
			}
			b, a := allocs(x)
			conv := num(convertCell(x), math.NaN())
			if x.Convert != nil {
				conv.Sort = fmt.Sprintf("%g", x.Convert.MedianNs)
			}
			r.Cells = append(r.Cells, timingCell(x, "marshal", t.Dataset.Throughput), timingCell(x, "unmarshal", t.Dataset.Throughput),
				num(totalText(x, Native), x.RoundTripNs(Native)), conv, num(totalText(x, WithConvert), x.RoundTripNs(WithConvert)),
				num(pctText(t, i, x), t.PctOfBest(i, x)), num(b, sumOf(x, true)), num(a, sumOf(x, false)))
		}
		if first.Size != nil {
			r.Cells = append(r.Cells, num(fmtBytes(first.Size.Bytes), first.Size.Bytes),
				num(fmtBytes(first.Size.GzipBytes), first.Size.GzipBytes), num(fmtBytes(first.Size.ZstdBytes), first.Size.ZstdBytes))
		} else {
			r.Cells = append(r.Cells, num("—", math.NaN()), num("—", math.NaN()), num("—", math.NaN()))
		}
		r.Cells = append(r.Cells, fidelityCellHTML(first.Fidelity))
		if lost {
			r.Cells = append(r.Cells, cell{Text: truncate(l.Loses, 100), Title: l.Loses})
		}
		tb.Rows = append(tb.Rows, r)
	}
	return tb
}

// sumOf is a row's B/op (or allocs/op), marshal and unmarshal summed; NaN
// when neither was timed.
func sumOf(r *Row, bytes bool) float64 {
	if r.Marshal == nil && r.Unmarshal == nil {
		return math.NaN()
	}
	s := 0.0
	for _, x := range []*results.Result{r.Marshal, r.Unmarshal} {
		switch {
		case x == nil:
		case bytes:
			s += x.BytesPerOp
		default:
			s += x.AllocsPerOp
		}
	}
	return s
}

// timingCell is an op's figure, with its MB/s after it on datasets
// compared by throughput; the sort key stays ns/op.
func timingCell(r *Row, op string, mbps bool) cell {
	res := r.Marshal
	if op == "unmarshal" {
		res = r.Unmarshal
	}
	if res == nil {
		why := whyMissing(r.Failures, r.Fidelity, op)
		c := num(truncate(why, 40), math.NaN())
		c.Title, c.Class = why, "n fail"
		return c
	}
	text := figure(res)
	if mbps {
		text += throughput(res)
	}
	c := num(text, res.MedianNs)
	c.Title = fmt.Sprintf("95%% CI %s – %s ns/op over %d samples", mdtext.Ns(res.CILowNs), mdtext.Ns(res.CIHighNs), len(res.SamplesNs))
	if res.OwnNs > 0 {
		c.Title += fmt.Sprintf("; own time %s (95%% CI %s – %s) + charge %s for %.0f B/op",
			mdtext.Ns(res.OwnNs), mdtext.Ns(res.OwnCILowNs), mdtext.Ns(res.OwnCIHighNs), mdtext.Ns(res.GCNsPerOp), res.BytesPerOp)
	}
	return c
}

func fidelityCellHTML(f *results.Fidelity) cell {
	if f == nil {
		return txt("—")
	}
	full := statusText(f)
	return cell{Text: truncate(full, 80), Title: full, Class: string(f.Status)}
}

func boolAttr(b bool) string {
	if b {
		return "1"
	}
	return "0"
}
