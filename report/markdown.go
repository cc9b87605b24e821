// Package report renders results files for people: markdown tables ranked
// per dataset, the fidelity matrix and the serializer table. It reads only
// results.File values, so any results.json can be rendered again without
// re-running anything.
package report

import (
	"cmp"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"github.com/serbench/serbench/results"
)

// Options selects what a report shows.
type Options struct {
	// Variants lists the variants shown; empty means only "default".
	Variants []string
}

func (o Options) shows(variant string) bool {
	if len(o.Variants) == 0 {
		return variant == "default"
	}
	return slices.Contains(o.Variants, variant)
}

// Row is one codec variant's line in a dataset's ranking.
type Row struct {
	Codec, Variant     string
	Marshal, Unmarshal *results.Result
	Size               *results.Size
	Fidelity           *results.Fidelity
	Failures           []results.Failure
}

// Total is marshal plus unmarshal median ns/op, or +Inf if either is missing.
func (r *Row) Total() float64 {
	if r.Marshal == nil || r.Unmarshal == nil {
		return math.Inf(1)
	}
	return r.Marshal.MedianNs + r.Unmarshal.MedianNs
}

// Rows returns dataset's rows, fastest marshal+unmarshal first; rows
// without both ops follow by codec name.
func Rows(f *results.File, dataset string, o Options) []*Row {
	byKey := map[string]*Row{}
	var rows []*Row
	row := func(codec, variant string) *Row {
		k := codec + "/" + variant
		if byKey[k] == nil {
			byKey[k] = &Row{Codec: codec, Variant: variant}
			rows = append(rows, byKey[k])
		}
		return byKey[k]
	}
	for i := range f.Results {
		r := &f.Results[i]
		if r.Dataset != dataset || !o.shows(r.Variant) {
			continue
		}
		switch r.Op {
		case "marshal":
			row(r.Codec, r.Variant).Marshal = r
		case "unmarshal":
			row(r.Codec, r.Variant).Unmarshal = r
		}
	}
	for _, x := range f.Failures {
		if x.Dataset == dataset && o.shows(x.Variant) {
			row(x.Codec, x.Variant).Failures = append(row(x.Codec, x.Variant).Failures, x)
		}
	}
	for i := range f.Fidelity {
		x := &f.Fidelity[i]
		if r := byKey[x.Codec+"/"+x.Variant]; r != nil && x.Dataset == dataset {
			r.Fidelity = x
		}
	}
	for i := range f.Sizes {
		x := &f.Sizes[i]
		if r := byKey[x.Codec+"/"+x.Variant]; r != nil && x.Dataset == dataset {
			r.Size = x
		}
	}
	slices.SortStableFunc(rows, func(a, b *Row) int {
		return cmp.Or(cmp.Compare(a.Total(), b.Total()), cmp.Compare(a.Codec, b.Codec), cmp.Compare(a.Variant, b.Variant))
	})
	return rows
}

// Markdown writes the tables for every dataset in f, then the fidelity
// matrix.
func Markdown(w io.Writer, f *results.File, o Options) error {
	p := &printer{w: w}
	p.printf("Go %s, %s/%s, %s, GOMAXPROCS=%d, %s, commit %s. Medians of %d samples, ± the 95%% confidence interval.\n\n",
		f.Env.GoVersion, f.Env.GOOS, f.Env.GOARCH, f.Env.CPU, f.Env.GOMAXPROCS, f.Env.Date, f.Env.Commit, f.Config.Count)
	for _, d := range f.Datasets {
		rows := Rows(f, d.Name, o)
		if len(rows) == 0 {
			continue
		}
		p.printf("### %s\n\n%s\n\n", d.Name, d.Description)
		datasetTable(p, rows)
	}
	fidelityMatrix(p, f)
	return p.err
}

func datasetTable(p *printer, rows []*Row) {
	p.printf("| # | codec | marshal ns/op | unmarshal ns/op | total ns/op | vs best | B/op | allocs/op | bytes | gzip | zstd | fidelity |\n")
	p.printf("|--:|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|\n")
	best := math.Inf(1)
	for _, r := range rows {
		best = min(best, r.Total())
	}
	for i, r := range rows {
		name := r.Codec
		if r.Variant != "default" {
			name += " (" + r.Variant + ")"
		}
		total, vs := "—", "—"
		if t := r.Total(); !math.IsInf(t, 1) {
			total, vs = fmtNs(t), fmt.Sprintf("%.0f%%", 100*t/best)
		}
		var b, a float64
		for _, x := range []*results.Result{r.Marshal, r.Unmarshal} {
			if x != nil {
				b += x.BytesPerOp
				a += x.AllocsPerOp
			}
		}
		size, gz, zs := "—", "—", "—"
		if r.Size != nil {
			size, gz, zs = fmtBytes(r.Size.Bytes), fmtBytes(r.Size.GzipBytes), fmtBytes(r.Size.ZstdBytes)
		}
		p.printf("| %d | %s | %s | %s | %s | %s | %.0f | %.1f | %s | %s | %s | %s |\n",
			i+1, name, timing(r.Marshal, r.Failures, "marshal"), timing(r.Unmarshal, r.Failures, "unmarshal"),
			total, vs, b, a, size, gz, zs, status(r.Fidelity))
	}
	p.printf("\n")
}

// timing shows a median with its interval, or why the cell failed.
func timing(r *results.Result, failures []results.Failure, op string) string {
	if r != nil {
		return fmtNs(r.MedianNs) + " ±" + ciPct(r)
	}
	for _, f := range failures {
		if f.Op == op {
			return "failed: " + escape(truncate(f.Reason, 60))
		}
	}
	return "—"
}

// ciPct is the wider side of the confidence interval in % of the median.
func ciPct(r *results.Result) string {
	if r.MedianNs == 0 {
		return "?"
	}
	pct := 100 * max(r.CIHighNs-r.MedianNs, r.MedianNs-r.CILowNs) / r.MedianNs
	return fmt.Sprintf("%.0f%%", pct)
}

func status(f *results.Fidelity) string {
	if f == nil {
		return "—"
	}
	s := string(f.Status)
	if len(f.Findings) > 0 {
		var fields []string
		for _, x := range f.Findings {
			fields = append(fields, x.Field)
		}
		s += ": " + strings.Join(fields, ", ")
	}
	return escape(truncate(s, 80))
}

// fidelityMatrix writes the codec-by-dataset verdicts of the default
// variants, naming the fields lost.
func fidelityMatrix(p *printer, f *results.File) {
	var datasets []string
	for _, d := range f.Datasets {
		datasets = append(datasets, d.Name)
	}
	cell := map[string]*results.Fidelity{}
	var codecs []string
	for i := range f.Fidelity {
		x := &f.Fidelity[i]
		if x.Variant != "default" {
			continue
		}
		if !slices.Contains(codecs, x.Codec) {
			codecs = append(codecs, x.Codec)
		}
		cell[x.Codec+"/"+x.Dataset] = x
	}
	slices.Sort(codecs)
	p.printf("### Fidelity\n\n| codec | %s |\n|---|%s\n", strings.Join(datasets, " | "), strings.Repeat("---|", len(datasets)))
	for _, c := range codecs {
		p.printf("| %s |", c)
		for _, d := range datasets {
			x := cell[c+"/"+d]
			switch {
			case x == nil:
				p.printf(" — |")
			case x.Status == "unsupported" || x.Status == "error" || x.Status == "crash":
				p.printf(" %s: %s |", x.Status, escape(truncate(x.Reason, 60)))
			default:
				p.printf(" %s |", status(x))
			}
		}
		p.printf("\n")
	}
	p.printf("\n")
}

type printer struct {
	w   io.Writer
	err error
}

func (p *printer) printf(format string, args ...any) {
	if p.err == nil {
		_, p.err = fmt.Fprintf(p.w, format, args...)
	}
}

func fmtNs(ns float64) string {
	switch {
	case ns >= 1e6:
		return fmt.Sprintf("%.2fms", ns/1e6)
	case ns >= 1e4:
		return fmt.Sprintf("%.1fµs", ns/1e3)
	case ns >= 100:
		return fmt.Sprintf("%.0f", ns)
	}
	return fmt.Sprintf("%.1f", ns)
}

func fmtBytes(b float64) string {
	if b >= 10_000 {
		return fmt.Sprintf("%.1fk", b/1000)
	}
	return fmt.Sprintf("%.0f", b)
}

func truncate(s string, n int) string {
	s = strings.ReplaceAll(s, "\n", " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

func escape(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

// FidelityMarkdown writes only the fidelity matrix.
func FidelityMarkdown(w io.Writer, f *results.File) error {
	p := &printer{w: w}
	fidelityMatrix(p, f)
	return p.err
}
