package report

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/serbench/serbench/results"
)

// A costTable is one of the HTML report's tables of what a codec costs
// beyond ns/op, from the commands that add them to a run: serbench
// binsize, coldstart and stream.
type costTable struct {
	Title, Text string
	Table       table
}

// costsHTML is the report's cost tables, each from the first run that
// has it.
func costsHTML(m *Model) []costTable {
	var out []costTable
	for _, run := range m.Runs {
		if rows := run.File.BinarySize; len(rows) > 0 {
			out = append(out, costTable{Title: "Binary size", Text: strings.ReplaceAll(binsizeIntro, "`", ""), Table: binsizeHTML(m, rows)})
			break
		}
	}
	for _, run := range m.Runs {
		if rows := run.File.ColdStart; len(rows) > 0 {
			out = append(out, costTable{Title: "Cold start", Text: coldIntro, Table: coldStartHTML(m, rows)})
			break
		}
	}
	for _, run := range m.Runs {
		if rows := run.File.Stream; len(rows) > 0 {
			out = append(out, costTable{Title: "Streaming", Text: strings.ReplaceAll(streamIntro, "`", ""), Table: streamHTML(m, rows)})
			break
		}
	}
	return out
}

// namedRow starts a cost table's row about codec: the filters' attributes
// and its name, a link to its page when it has one.
func namedRow(m *Model, codec string) row {
	meta := &metaView{name: codec}
	c := m.codecMeta(codec)
	if c == nil { // a peer in another language (interop's python:...)
		return row{Attrs: codecAttrs(meta, "default"), Cells: []cell{txt(codec)}}
	}
	meta.format, meta.kind = c.Format, c.Kind
	return row{Attrs: codecAttrs(meta, "default"), Cells: []cell{codecLink(codec, codec)}}
}

func binsizeHTML(m *Model, rows []results.BinarySize) table {
	tb := table{ID: "t-binsize", Class: "costs", Heads: heads("codec", "library", "program MiB", "stripped MiB",
		"over noop, stripped, KiB", "of which glue KiB")}
	for _, b := range SortedBinarySizes(rows) {
		r := namedRow(m, b.Codec)
		lib := b.Module
		if b.Version != "" {
			lib += "@" + b.Version
		}
		r.Cells = append(r.Cells, txt(lib))
		if b.Error != "" {
			r.Cells = append(r.Cells, txt("build failed: "+b.Error), txt(""), txt(""), txt(""))
		} else {
			r.Cells = append(r.Cells, num(mebibytes(b.Bytes), float64(b.Bytes)), num(mebibytes(b.StrippedBytes), float64(b.StrippedBytes)),
				num(kibibytes(b.OverNoopStrippedBytes), float64(b.OverNoopStrippedBytes)), num(kibibytes(b.GlueBytes), float64(b.GlueBytes)))
		}
		tb.Rows = append(tb.Rows, r)
	}
	return tb
}

func coldStartHTML(m *Model, rows []results.ColdStart) table {
	tb := table{ID: "t-coldstart", Class: "costs", Heads: heads("codec", "dataset", "first marshal", "first unmarshal", "first, both")}
	for _, c := range SortedColdStarts(rows) {
		r := namedRow(m, c.Codec)
		r.Attrs["dataset"] = c.Dataset
		r.Cells = append(r.Cells, txt(c.Dataset))
		if c.Error != "" && len(c.UnmarshalNs) == 0 {
			r.Cells = append(r.Cells, txt(c.Error), txt(""), txt(""))
		} else {
			r.Cells = append(r.Cells, num(intervalText(c.MarshalNs, nil), results.Median(c.MarshalNs)),
				num(intervalText(c.UnmarshalNs, nil), results.Median(c.UnmarshalNs)), num(fmtTotal(ColdTotal(c)), ColdTotal(c)))
		}
		tb.Rows = append(tb.Rows, r)
	}
	return tb
}

func streamHTML(m *Model, rows []results.Stream) table {
	tb := table{ID: "t-stream", Class: "costs", Heads: heads("codec", "fidelity", "stream B/entry", "encode ns/entry",
		"decode ns/entry", "both", "encode alloc B", "decode alloc B")}
	for _, s := range SortedStreams(rows) {
		r := namedRow(m, s.Codec)
		r.Attrs["exact"] = boolAttr(s.Fidelity == "exact")
		if len(s.DecodeNs) == 0 {
			r.Cells = append(r.Cells, txt(s.Error), txt(""), txt(""), txt(""), txt(""), txt(""), txt(""))
			tb.Rows = append(tb.Rows, r)
			continue
		}
		perEntry := float64(s.StreamBytes) / float64(max(s.Entries, 1))
		encB, decB := results.Median(s.EncodeAllocBytes), results.Median(s.DecodeAllocBytes)
		r.Cells = append(r.Cells, txt(strings.Join(append([]string{s.Fidelity}, s.Differences...), "; ")),
			num(fmt.Sprintf("%.1f", perEntry), perEntry),
			num(intervalText(s.EncodeNs, s.Worker), results.Median(s.EncodeNs)), num(intervalText(s.DecodeNs, s.Worker), results.Median(s.DecodeNs)),
			num(fmtTotal(StreamTotal(s)), StreamTotal(s)), num(fmtBytes(encB), encB), num(fmtBytes(decB), decB))
		tb.Rows = append(tb.Rows, r)
	}
	return tb
}

// matricesHTML is the report's tables of serbench evolve and interop,
// each from the first run that has it: evolve a row per codec and a
// column per case, interop a row per pair of libraries and dataset.
func matricesHTML(m *Model) []costTable {
	var out []costTable
	for _, run := range m.Runs {
		if rows := run.File.Evolve; len(rows) > 0 {
			out = append(out, costTable{Title: "Schema evolution", Text: strings.ReplaceAll(evolveIntro, "**", ""), Table: evolveHTML(m, rows)})
			break
		}
	}
	for _, run := range m.Runs {
		if rows := run.File.Interop; len(rows) > 0 {
			out = append(out, costTable{Title: "Interoperability", Text: strings.ReplaceAll(strings.ReplaceAll(interopIntro, "**", ""), "`", ""),
				Table: interopHTML(m, rows)})
			break
		}
	}
	return out
}

func evolveHTML(m *Model, rows []results.Evolve) table {
	var cases []string
	byCodec := map[string]map[string]results.Evolve{}
	for _, r := range rows {
		k := r.Change + ": " + r.Direction
		if !slices.Contains(cases, k) {
			cases = append(cases, k)
		}
		if byCodec[r.Codec] == nil {
			byCodec[r.Codec] = map[string]results.Evolve{}
		}
		byCodec[r.Codec][k] = r
	}
	tb := table{ID: "t-evolve", Class: "costs", Heads: heads(append([]string{"codec", "silent"}, cases...)...)}
	for _, c := range slices.Sorted(maps.Keys(byCodec)) {
		r := namedRow(m, c)
		silent := countStatus(byCodec[c], "silent")
		r.Cells = append(r.Cells, num(strconv.Itoa(silent), float64(silent)))
		for _, k := range cases {
			e := byCodec[c][k]
			cl := txt(strings.ReplaceAll(evolveCell(e.Status), "**", ""))
			cl.Title = cmp.Or(strings.Join(e.Differences, "; "), e.Reason)
			r.Cells = append(r.Cells, cl)
		}
		tb.Rows = append(tb.Rows, r)
	}
	return tb
}

func interopHTML(m *Model, rows []results.Interop) table {
	tb := table{ID: "t-interop", Class: "costs", Heads: heads("writer", "reader", "wire", "dataset", "status", "what differs or fails")}
	for _, x := range rows {
		r := namedRow(m, x.Writer)
		r.Attrs["dataset"] = x.Dataset
		var what []string
		for _, f := range x.Findings[:min(len(x.Findings), findingsShown)] {
			what = append(what, f.Field+": "+f.Sample)
		}
		status := x.Status
		if x.Own() {
			status += " (own convention)"
		}
		r.Cells = append(r.Cells, txt(x.Reader), txt(x.Wire), txt(x.Dataset), txt(status), txt(cmp.Or(x.Reason, strings.Join(what, "; "))))
		tb.Rows = append(tb.Rows, r)
	}
	return tb
}
