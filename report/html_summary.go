package report

import (
	"fmt"
	"strings"
)

// The HTML report's summary tables: the overall ranking, the serializers
// and the fidelity matrix.

func overallHTML(m *Model) table {
	tb := table{ID: "t-overall"}
	names := []string{"#", "codec", "format", "kind"}
	for _, run := range m.Runs {
		pre := ""
		if len(m.Runs) > 1 {
			pre = run.Label + " "
		}
		names = append(names, pre+"geomean × best", pre+"with convert", pre+"datasets")
	}
	tb.Heads = heads(names...)
	for _, o := range m.Overall {
		if o.lostEverywhere() {
			continue
		}
		l := &Line{Codec: o.Codec, Variant: o.Variant, Meta: o.Meta}
		ref := l.Reference()
		mv := metaOf(l)
		r := row{Attrs: codecAttrs(mv, o.Variant), Ref: ref}
		r.Attrs["exact"] = boolAttr(m.exactEverywhere(o.Codec, o.Variant))
		r.Attrs["unsafe"] = boolAttr(m.unsafeAnywhere(o.Codec, o.Variant))
		name := o.Name()
		if ref {
			name += " (reference)"
		}
		r.Cells = append(r.Cells, rankCellHTML(o.Place, ref), codecLink(name, o.Codec), txt(orDash(mv.format)), txt(orDash(mv.kind)))
		for _, s := range o.Scores {
			r.Cells = append(r.Cells, num(geomeanText(s, Native), s.Geomean[Native]), num(geomeanText(s, WithConvert), s.Geomean[WithConvert]),
				num(fmt.Sprintf("%d/%d", s.Datasets, len(m.Tables)), float64(s.Datasets)))
		}
		tb.Rows = append(tb.Rows, r)
	}
	return tb
}

func serializersHTML(m *Model) table {
	tb := table{ID: "t-serializers"}
	tb.Heads = heads("codec", "library", "version", "format", "kind", "schema", "cross-language", "upstream", "measured aliasing", "variants", "notes")
	for _, c := range m.Codecs {
		r := row{Attrs: map[string]string{"codec": c.Name, "format": c.Format, "kind": c.Kind}, Ref: c.Kind == kindBaseline}
		notes := txt(orDash(c.Notes))
		notes.Title = c.Notes // the cell keeps to one line; its page has them whole
		r.Cells = []cell{codecLink(c.Name, c.Name), txt(orDash(c.Package)), txt(orDash(c.Version)), txt(orDash(c.Format)), txt(orDash(c.Kind)),
			txt(yesNo(c.Schema)), txt(yesNo(c.CrossLanguage)), txt(orDash(c.Upstream)), txt(m.Aliasing(c.Name)),
			txt(strings.Join(variantsOf(c), ", ")), notes}
		tb.Rows = append(tb.Rows, r)
	}
	return tb
}

func fidelityHTML(m *Model, run Run, title string) matrix {
	mx := matrix{Title: title, Table: table{ID: "t-fidelity-" + strings.ToLower(run.Label)}}
	names := []string{"codec"}
	for _, d := range m.Datasets {
		mx.Datasets = append(mx.Datasets, d.Name)
		names = append(names, d.Name)
	}
	mx.Table.Heads = heads(names...)
	for i := range mx.Datasets {
		mx.Table.Heads[i+1].Dataset = mx.Datasets[i]
	}
	meta := map[string]*metaView{}
	for _, c := range m.Codecs {
		meta[c.Name] = &metaView{format: c.Format, kind: c.Kind}
	}
	for _, c := range matrixCodecs(run.File) {
		mv := meta[c]
		if mv == nil {
			mv = &metaView{}
		}
		r := row{Attrs: map[string]string{"codec": c, "format": mv.format, "kind": mv.kind}}
		r.Cells = append(r.Cells, codecLink(c, c))
		for _, d := range m.Datasets {
			x := fidelityCellHTML(fidelityCell(run.File, c, d.Name))
			x.Dataset = d.Name
			r.Cells = append(r.Cells, x)
		}
		mx.Table.Rows = append(mx.Table.Rows, r)
	}
	return mx
}
