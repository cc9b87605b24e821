package report_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/serbench/serbench/fidelity"
	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/results"
)

// cell is a timed op with its figure and interval given: own time own
// ±halfWidth (a fraction) plus a charge for bytes B/op at rate ns/B.
func cell(dataset, codec, op string, own, halfWidth, bytes, rate float64) results.Result {
	charge := bytes * rate
	return results.Result{Dataset: dataset, Codec: codec, Variant: "default", Op: op, Iterations: 1000,
		SamplesNs: make([]float64, 20), OwnNs: own, OwnCILowNs: own * (1 - halfWidth), OwnCIHighNs: own * (1 + halfWidth),
		GCNsPerOp: charge, MedianNs: own + charge, CILowNs: own*(1-halfWidth) + charge, CIHighNs: own*(1+halfWidth) + charge,
		BytesPerOp: bytes, AllocsPerOp: 1}
}

// logsFile is one dataset, logs, timed at ±1%: "empty" is the fastest by
// far, but its round trip returns an empty list; "exact" and "zoned"
// carry the data, zoned losing only zone names (a convention).
func logsFile() *results.File {
	f := &results.File{SchemaVersion: results.SchemaVersion,
		Env:      results.Env{GCRateNsPerByte: 0.5, GCPrice: &results.GCPrice{Source: "declared"}},
		Datasets: []results.Dataset{{Name: "logs"}},
		Codecs:   []results.Codec{{Name: "empty", Kind: "codegen"}, {Name: "exact", Kind: "reflect"}, {Name: "zoned", Kind: "reflect"}}}
	for codec, ns := range map[string]float64{"empty": 10, "exact": 1000, "zoned": 3000} {
		f.Results = append(f.Results, cell("logs", codec, "marshal", ns, 0.01, 100, 0.5), cell("logs", codec, "unmarshal", ns, 0.01, 100, 0.5))
	}
	f.Fidelity = []results.Fidelity{
		{Dataset: "logs", Codec: "empty", Variant: "default", Report: fidelity.Report{Status: fidelity.Lossy, Records: 1,
			Findings: []fidelity.Finding{{Field: "Logs", Kind: fidelity.KindLength, Sample: "Logs: 10000 elements became 0", Records: 1}}}},
		{Dataset: "logs", Codec: "exact", Variant: "default", Report: fidelity.Report{Status: fidelity.Exact, Records: 1}},
		{Dataset: "logs", Codec: "zoned", Variant: "default", Report: fidelity.Report{Status: fidelity.Lossy, Records: 1,
			Findings: []fidelity.Finding{{Field: "Logs[].Date", Kind: fidelity.KindZoneName, Sample: `Logs[3].Date: zone name "PST" became ""`, Records: 1}}}},
	}
	return f
}

// A codec that returns an empty list is not ranked, however fast: the
// codecs that carry the data rank from 1 and set the best, and it is
// listed apart with the loss, in every report.
func TestLossyCodecNotRanked(t *testing.T) {
	m := report.Build([]*results.File{logsFile()}, report.Options{})
	tb := m.Tables[0]
	ranks := map[string]int{}
	for _, l := range tb.Lines {
		ranks[l.Codec] = l.Place[report.Native].Rank
		if want := l.Codec == "empty"; (l.Loses != "") != want {
			t.Errorf("%s: loses %q", l.Codec, l.Loses)
		}
	}
	if ranks["empty"] != 0 || ranks["exact"] != 1 || ranks["zoned"] != 2 {
		t.Errorf("ranks %v, want empty unranked, exact 1, zoned 2 (a lost zone name is a convention)", ranks)
	}
	if best := tb.BestNs(report.Native, 0); best != 2*(1000+50) {
		t.Errorf("best %v, want exact's 2100: a codec that loses data sets no best", best)
	}
	for _, o := range m.Overall {
		if o.Codec == "empty" && (o.Place[report.Native].Rank != 0 || len(o.Lost) != 1 || o.Lost[0].Reason != "Logs: 10000 elements became 0") {
			t.Errorf("overall: empty ranked %d, lost %+v", o.Place[report.Native].Rank, o.Lost)
		}
	}

	md := markdown(t, logsFile())
	logs := tableRows(md, "logs")
	if len(logs) != 3 || !strings.HasPrefix(logs[0], "| 1 | exact |") || !strings.HasPrefix(logs[1], "| 2 | zoned |") {
		t.Fatalf("logs ranks exact then zoned first:\n%s", strings.Join(logs, "\n"))
	}
	_, lost, _ := strings.Cut(md, "#### Not ranked: loses data\n")
	lost, _, _ = strings.Cut(lost, "### ")
	if !strings.Contains(lost, "| — | empty |") || !strings.Contains(lost, "| Logs: 10000 elements became 0 |") {
		t.Errorf("no not-ranked section with empty and its loss:\n%s", md)
	}
	for _, want := range []string{"is not ranked among the codecs that carry it", "a zone name or UTC offset lost with the instant kept",
		"- empty: logs (Logs: 10000 elements became 0); not ranked"} {
		if !strings.Contains(md, want) {
			t.Errorf("markdown lacks %q", want)
		}
	}
	if overall := strings.Join(tableRows(md, "Overall ranking"), "\n"); strings.Contains(overall, "| empty |") {
		t.Errorf("empty is in the overall ranking:\n%s", overall)
	}

	var page bytes.Buffer
	if err := report.HTML(&page, m); err != nil {
		t.Fatal(err)
	}
	_, lostTable, ok := strings.Cut(page.String(), `<table id="t-logs-lost"`)
	lostTable, _, _ = strings.Cut(lostTable, "</table>")
	if !ok || !strings.Contains(lostTable, "<td>empty</td>") || !strings.Contains(lostTable, "Logs: 10000 elements became 0") ||
		strings.Contains(lostTable, "<td>exact</td>") {
		t.Errorf("page has no table of the codecs that lose data on logs:\n%s", lostTable)
	}
}

// Two codecs whose totals differ by less than their intervals share a
// band of places; a third, far slower, holds its place alone.
func TestRankBandWhereCodecsOverlap(t *testing.T) {
	f := &results.File{SchemaVersion: results.SchemaVersion, Datasets: []results.Dataset{{Name: "small"}},
		Codecs: []results.Codec{{Name: "a", Kind: "reflect"}, {Name: "b", Kind: "reflect"}, {Name: "c", Kind: "reflect"}}}
	for codec, ns := range map[string]float64{"a": 100, "b": 102, "c": 300} {
		f.Results = append(f.Results, cell("small", codec, "marshal", ns, 0.05, 0, 0), cell("small", codec, "unmarshal", ns, 0.05, 0, 0))
	}
	md := markdown(t, f)
	overall := strings.Join(tableRows(md, "Overall ranking"), "\n")
	for _, want := range []string{"| 1 (1-2) | 1 (1-2) | a |", "| 2 (1-2) | 2 (1-2) | b |", "| 3 | 3 | c |"} {
		if !strings.Contains(overall, want) {
			t.Errorf("overall ranking lacks %q:\n%s", want, overall)
		}
	}
	small := strings.Join(tableRows(md, "small"), "\n")
	if !strings.Contains(small, "| 1 (1-2) | a |") || !strings.Contains(small, "| 3 | c |") {
		t.Errorf("small lacks the bands:\n%s", small)
	}
	// The totals' intervals are the cells' ±5% in quadrature: ±3.5%.
	if !strings.Contains(small, "| 200 ±3.5% |") && !strings.Contains(small, "| 200 ±4% |") {
		t.Errorf("a's total lacks its propagated interval:\n%s", small)
	}
}

// The header says what ns/op hold and where the price of garbage came
// from, and every charged figure shows its own time and charge; an older
// run without own time shows neither.
func TestHeaderStatesThePrice(t *testing.T) {
	for _, c := range []struct {
		name    string
		env     results.Env
		own     bool
		want    []string
		wantNot []string
	}{
		{"host", results.Env{GCRateNsPerByte: 0.41, GCPrice: &results.GCPrice{Source: "host", HeapBytes: 64 << 20, GOGC: 100, RoundsNsPerByte: []float64{0.39, 0.41, 0.43}},
			Workers: &results.Workers{GOGC: "", GODEBUG: "madvdontneed=0", GOMAXPROCS: 2, MemoryReturn: "MADV_FREE", Processes: 2, CollectorHeld: true}}, true,
			[]string{"ns/op = own time + 0.41 ns per allocated byte (the collector's cost in a 64MiB pointer-dense host, GOGC=100, measured this run, the median of 3 rounds from 0.39 to 0.43 ns/B)",
				"workers: GOGC unset, GOMEMLIMIT unset, GODEBUG=madvdontneed=0, GOMAXPROCS=2, memory returned with MADV_FREE, 2 worker processes per library",
				"| 141 ±4% (100 + 41.0) |"}, nil},
		{"runway", results.Env{GCRateNsPerByte: 0.41, GCPrice: &results.GCPrice{Source: "host", HeapBytes: 64 << 20, GOGC: 100, RoundsNsPerByte: []float64{0.41}},
			Workers: &results.Workers{GOMAXPROCS: 2, Processes: 2, CollectorHeld: true, Runway: 64 << 20}}, true,
			[]string{"the collector held off during each sample and run, untimed, between them, " +
				"on the large collections once the heap had grown 64 MiB past its live heap"}, nil},
		{"per allocation", results.Env{GCRateNsPerByte: 0.41, GCRateNsPerAlloc: 12, GCPrice: &results.GCPrice{Source: "host", Host: "64MiB pointer-dense, GOGC=100",
			RoundsNsPerByte: []float64{0.39, 0.41, 0.43}, RoundsNsPerAlloc: []float64{10, 12, 15}}}, true,
			[]string{"ns/op = own time + 0.41 ns per allocated byte + 12 ns per allocation (the collector's cost in 64MiB pointer-dense, GOGC=100, measured this run, " +
				"the median of 3 rounds from 0.39 to 0.43 ns/B, the median of 3 rounds from 10 to 15 ns an allocation)"}, nil},
		{"bounded", results.Env{GCRateNsPerByte: 0.41, GCPrice: &results.GCPrice{Source: "host", Host: "64MiB pointer-dense, GOGC=100",
			RoundsNsPerByte: []float64{0.44, 0.38, 0.41, 0.47, 0.36, 0.4, 0.43, 0.39, 0.42, 0.45, 0.37, 0.41}}}, true,
			[]string{"the median of 12 rounds from 0.36 to 0.47 ns/B (its 95% interval 0.38 to 0.44))"}, nil},
		{"declared", results.Env{GCRateNsPerByte: 0.41, GCPrice: &results.GCPrice{Source: "declared"}}, true,
			[]string{"ns/op = own time + 0.41 ns per allocated byte (the collector's cost, declared with --gc-rate)", "(100 + 41.0)"}, nil},
		{"zero", results.Env{GCPrice: &results.GCPrice{Source: "declared"}}, true,
			[]string{"ranked by own time alone (--gc-rate 0)", "| 100 ±5% |"}, []string{"ns/op = own time +", "(100 + "}},
		{"older", results.Env{}, false,
			[]string{"ns/op include each worker's own charge"}, []string{"ns/op = own time +", "(100 + ", "workers:"}},
	} {
		f := &results.File{SchemaVersion: results.SchemaVersion, Env: c.env, Datasets: []results.Dataset{{Name: "small"}},
			Codecs: []results.Codec{{Name: "x", Kind: "reflect"}}}
		for _, op := range []string{"marshal", "unmarshal"} {
			r := cell("small", "x", op, 100, 0.05, 100, c.env.GCRateNsPerByte)
			if !c.own {
				r.OwnNs, r.OwnCILowNs, r.OwnCIHighNs, r.GCNsPerOp = 0, 0, 0, 20
			}
			f.Results = append(f.Results, r)
		}
		md := markdown(t, f)
		for _, want := range c.want {
			if !strings.Contains(md, want) {
				t.Errorf("%s: report lacks %q:\n%s", c.name, want, md[:min(len(md), 2500)])
			}
		}
		for _, not := range c.wantNot {
			if strings.Contains(md, not) {
				t.Errorf("%s: report says %q", c.name, not)
			}
		}
	}
}
