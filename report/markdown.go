package report

import (
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/serbench/serbench/crosscheck"
	"github.com/serbench/serbench/fidelity"
	"github.com/serbench/serbench/internal/mdtext"
	"github.com/serbench/serbench/results"
)

// Markdown writes the report of one results file: see MarkdownRuns.
func Markdown(w io.Writer, f *results.File, o Options) error {
	return MarkdownRuns(w, Build([]*results.File{f}, o), "")
}

// MarkdownRuns writes m as markdown: the environment, a ranked table per
// dataset with the harness overhead under it, the overall ranking, each
// run beside the seeds' published figures (package crosscheck), the
// serializer table, the fidelity matrix and the robustness matrix where a
// run has one. With charts set, each dataset
// shows its PNG charts from that directory (as a link would name it, with
// a trailing slash, such as "out/"), named as WriteCharts names them.
func MarkdownRuns(w io.Writer, m *Model, charts string) error {
	p := &mdtext.Printer{W: w}
	header(p, m)
	for _, t := range m.Tables {
		p.Printf("### %s\n\n", t.Dataset.Name)
		datasetSection(p, m, t, charts)
	}
	overallTable(p, m)
	if p.Err == nil {
		p.Err = crosscheckSections(w, m)
	}
	serializerTable(p, m)
	fidelitySections(p, m)
	for _, run := range m.Runs {
		if len(run.File.Robustness) > 0 {
			robustnessSection(p, run.File.Robustness)
		}
	}
	return p.Err
}

// datasetSection writes what a report shows of one dataset, under its
// heading: its description, its ranking with the codecs that lose data
// apart, the latency, memory and zero-copy tables, and its charts (see
// MarkdownRuns).
func datasetSection(p *mdtext.Printer, m *Model, t *Table, charts string) {
	if t.Dataset.Description != "" {
		p.Printf("%s\n\n", t.Dataset.Description)
	}
	datasetTable(p, m, t)
	latencyMarkdown(p, m, t)
	memoryMarkdown(p, m, t)
	zeroCopyMarkdown(p, m, t)
	if charts != "" && len(t.Lines) > 0 {
		for _, run := range m.Runs {
			for _, kind := range []string{"time", "size"} {
				name := ChartName(m, run, t.Dataset.Name, kind, "svg")
				p.Printf("![%s %s%s](%s%s) ", t.Dataset.Name, kind, runSuffix(m, run, " "), charts, name)
			}
		}
		p.Printf("\n\n")
	}
}

// fidelitySections writes each run's fidelity matrix under its heading;
// a results.txt has no verdicts, and no matrix.
func fidelitySections(p *mdtext.Printer, m *Model) {
	for _, run := range m.Runs {
		if len(run.File.Fidelity) == 0 {
			continue
		}
		if len(m.Runs) > 1 {
			p.Printf("### Fidelity (%s)\n\n", run.Label)
		} else {
			p.Printf("### Fidelity\n\n")
		}
		fidelityMatrix(p, run.File, m.Datasets)
	}
}

// crosscheckSections sets each run beside the seeds' figures.
func crosscheckSections(w io.Writer, m *Model) error {
	data, err := crosscheck.Load()
	if err != nil {
		return err
	}
	for _, run := range m.Runs {
		suffix := ""
		if len(m.Runs) > 1 {
			suffix = " (" + run.Label + ")"
		}
		if err := data.Compare(run.File).WriteMarkdown(w, suffix); err != nil {
			return err
		}
	}
	return nil
}

// runSuffix tells runs apart in names when there are several.
func runSuffix(m *Model, run Run, sep string) string {
	if len(m.Runs) == 1 {
		return ""
	}
	return sep + run.Label
}

// rankedBy says which total the tables rank by, and what the other adds.
const rankedBy = "Ranked by marshal + unmarshal, the codec's own total. " +
	"Where a codec works on types of its own (generated structs, goavro's generic maps), " +
	"convert is the conversion from the dataset's Go types and back, and total + convert what a user holding those Go types pays; " +
	"the overall ranking is given both ways."

// figuresText says how to read a figure and what its interval and a rank
// band mean.
const figuresText = "Each figure is a median ns/op ± the wider side of its 95% confidence interval, " +
	"followed by (own time + the collector's charge) where the run measured them apart and the op allocates. " +
	"Totals, % of best and geomeans carry intervals propagated from their cells, taken as independent: " +
	"a sum's half-widths add in quadrature, a ratio's or geomean's log standard errors add in quadrature. " +
	"A rank such as 3 (2-5) gives the places a codec could hold: a codec is separated from another when a test of their ratio " +
	"rejects equality at a 5% false discovery rate (Benjamini-Hochberg, over every pair the ranking compares)."

func header(p *mdtext.Printer, m *Model) {
	if len(m.Runs) == 1 {
		p.Printf("%s.\n\n%s %s\n\n%s\n\n", m.Runs[0].Describe(), figuresText, rankedBy, notRankedText)
		if t := m.Runs[0].Trust(); t != "" {
			p.Printf("%s\n\n", t)
		}
		return
	}
	p.Printf("%s In run A, then B…: %s\n\n%s\n\n", figuresText, rankedBy, notRankedText)
	for _, run := range m.Runs {
		p.Printf("- **%s**: %s", run.Label, run.Describe())
		if t := run.Trust(); t != "" {
			p.Printf(". %s", t)
		}
		p.Printf("\n")
	}
	p.Printf("\n")
}

// datasetTable writes a dataset's ranking, then the codecs that lose data
// in a table of their own with the reason.
func datasetTable(p *mdtext.Printer, m *Model, t *Table) {
	var kept, lost []*Line
	for _, l := range t.Lines {
		if l.Loses == "" {
			kept = append(kept, l)
		} else {
			lost = append(lost, l)
		}
	}
	lineTable(p, m, t, kept, false)
	if len(lost) > 0 {
		p.Printf("#### Not ranked: loses data\n\n%s\n\n", notRankedTable)
		lineTable(p, m, t, lost, true)
	}
	for i, run := range m.Runs {
		o := t.Overhead[i]
		if o == nil {
			continue
		}
		p.Printf("Harness overhead%s (%s, included in every figure above): marshal %s, unmarshal %s ns/op.\n\n",
			runSuffix(m, run, " in "), o.Codec, timing(o.Marshal, o.Failures, nil, "marshal"), timing(o.Unmarshal, o.Failures, nil, "unmarshal"))
	}
}

// lineTable writes lines of a dataset's table; with why, a last column
// says why each is not ranked.
func lineTable(p *mdtext.Printer, m *Model, t *Table, lines []*Line, why bool) {
	if len(lines) == 0 {
		return
	}
	multi := len(m.Runs) > 1
	cols := []string{"#", "codec"}
	align := []string{"--:", "---"}
	for _, run := range m.Runs {
		pre := ""
		if multi {
			pre = run.Label + " "
		}
		cols = append(cols, pre+"marshal ns/op", pre+"unmarshal ns/op", pre+"total ns/op", pre+"convert ns/op", pre+"total + convert",
			pre+"% of best", pre+"B/op", pre+"allocs/op")
		align = append(align, "--:", "--:", "--:", "--:", "--:", "--:", "--:", "--:")
	}
	cols = append(cols, "bytes", "gzip (enc/dec ns)", "zstd (enc/dec ns)", "fidelity")
	align = append(align, "--:", "--:", "--:", "---")
	if why {
		cols, align = append(cols, "why not ranked"), append(align, "---")
	}
	p.Printf("| %s |\n|%s|\n", strings.Join(cols, " | "), strings.Join(align, "|"))
	for _, l := range lines {
		cells := []string{placeText(l.Place[Native], l.Reference()), escape(l.Name())}
		if l.Reference() {
			cells[1] += " *(reference)*"
		}
		for i, r := range l.Cells {
			if r == nil {
				cells = append(cells, "—", "—", "—", "—", "—", "—", "—", "—")
				continue
			}
			b, a := allocs(r)
			mt, ut := timing(r.Marshal, r.Failures, r.Fidelity, "marshal"), timing(r.Unmarshal, r.Failures, r.Fidelity, "unmarshal")
			if t.Dataset.Throughput {
				mt, ut = mt+throughput(r.Marshal), ut+throughput(r.Unmarshal)
			}
			cells = append(cells, mt, ut, totalText(r, Native), convertCell(r), totalText(r, WithConvert), pctText(t, i, r), b, a)
		}
		r := l.first()
		size, gz, zs := "—", "—", "—"
		if r.Size != nil {
			size = fmtBytes(r.Size.Bytes)
			gz = fmtCompressed(r.Size.GzipBytes, r.Size.GzipEncodeNs, r.Size.GzipDecodeNs)
			zs = fmtCompressed(r.Size.ZstdBytes, r.Size.ZstdEncodeNs, r.Size.ZstdDecodeNs)
		}
		cells = append(cells, size, gz, zs, status(r.Fidelity))
		if why {
			cells = append(cells, escape(truncate(l.Loses, 100)))
		}
		p.Printf("| %s |\n", strings.Join(cells, " | "))
	}
	p.Printf("\n")
}

// convertCell is the row's convert op, or "—" for a codec on the
// dataset's own types.
func convertCell(r *Row) string {
	if r.Convert == nil {
		return "—"
	}
	return figure(r.Convert)
}

// allocs is the row's B/op and allocs/op, marshal and unmarshal summed.
func allocs(r *Row) (string, string) {
	if r.Marshal == nil && r.Unmarshal == nil {
		return "—", "—"
	}
	var b, a float64
	for _, x := range []*results.Result{r.Marshal, r.Unmarshal} {
		if x != nil {
			b += x.BytesPerOp
			a += x.AllocsPerOp
		}
	}
	return fmt.Sprintf("%.0f", b), fmt.Sprintf("%.1f", a)
}

func overallTable(p *mdtext.Printer, m *Model) {
	if len(m.Overall) == 0 {
		return
	}
	p.Printf("### Overall ranking\n\n%s\n\n", overallText)
	cols := []string{"#", "# with convert", "codec", "format", "kind"}
	align := []string{"--:", "--:", "---", "---", "---"}
	for _, run := range m.Runs {
		pre := ""
		if len(m.Runs) > 1 {
			pre = run.Label + " "
		}
		cols = append(cols, pre+"geomean × best", pre+"with convert", pre+"datasets")
		align = append(align, "--:", "--:", "--:")
	}
	p.Printf("| %s |\n|%s|\n", strings.Join(cols, " | "), strings.Join(align, "|"))
	for _, o := range m.Overall {
		if o.lostEverywhere() {
			continue
		}
		ref := o.Meta != nil && o.Meta.Kind == kindBaseline
		name := escape(o.Name())
		if ref {
			name += " *(reference)*"
		}
		format, kind := "—", "—"
		if o.Meta != nil {
			format, kind = escape(o.Meta.Format), o.Meta.Kind
		}
		cells := []string{placeText(o.Place[Native], ref), placeText(o.Place[WithConvert], ref), name, format, kind}
		for _, s := range o.Scores {
			cells = append(cells, geomeanText(s, Native), geomeanText(s, WithConvert), fmt.Sprintf("%d/%d", s.Datasets, len(m.Tables)))
		}
		p.Printf("| %s |\n", strings.Join(cells, " | "))
	}
	p.Printf("\n")
	if lines := m.lostLines(); len(lines) > 0 {
		p.Printf("#### Not ranked: loses data\n\n%s\n\n", notRankedOverall)
		for _, l := range lines {
			p.Printf("- %s\n", escape(l))
		}
		p.Printf("\n")
	}
}

// overallText says how the overall ranking is made, in markdown and HTML.
const overallText = "Geometric mean over the datasets of each codec's marshal + unmarshal time over the best, with its 95% interval; 1.00 is the fastest everywhere. " +
	"Ranked by it (#), with the band of places the run cannot tell apart; \"with convert\" is the same of marshal + unmarshal + convert over the best such total, and # with convert the ranking by it. " +
	"Codecs timed on more datasets rank first; a dataset on which a codec loses data does not count for it."

func serializerTable(p *mdtext.Printer, m *Model) {
	if len(m.Codecs) == 0 {
		return
	}
	p.Printf("### Serializers\n\n| codec | library | version | format | kind | schema | cross-language | upstream | measured aliasing | variants | notes |\n|---|---|---|---|---|---|---|---|---|---|---|\n")
	for _, c := range m.Codecs {
		p.Printf("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", escape(c.Name), escape(orDash(c.Package)), escape(orDash(c.Version)),
			escape(orDash(c.Format)), orDash(c.Kind), yesNo(c.Schema), yesNo(c.CrossLanguage), escape(orDash(c.Upstream)),
			escape(m.Aliasing(c.Name)), escape(strings.Join(variantsOf(c), ", ")), escape(orDash(c.Notes)))
	}
	p.Printf("\n")
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// timing shows a median with its interval, or why the cell has none.
func timing(r *results.Result, failures []results.Failure, fid *results.Fidelity, op string) string {
	if r != nil {
		return figure(r)
	}
	return escape(whyMissing(failures, fid, op))
}

// throughput is r's MB/s, for datasets whose record is a large
// collection, where people compare by throughput; empty without a figure.
func throughput(r *results.Result) string {
	if r == nil || r.MBPerS <= 0 {
		return ""
	}
	return fmt.Sprintf(" (%.0f MB/s)", r.MBPerS)
}

// whyMissing says why a cell has no timing.
func whyMissing(failures []results.Failure, fid *results.Fidelity, op string) string {
	for _, f := range failures {
		if f.Op == op {
			return "failed: " + truncate(f.Reason, 60)
		}
	}
	if fid != nil && broken(fid.Status) {
		// The fidelity column gives the reason, once for the row.
		return string(fid.Status)
	}
	return "—"
}

func status(f *results.Fidelity) string {
	if f == nil {
		return "—"
	}
	if broken(f.Status) {
		return escape(string(f.Status) + ": " + truncate(f.Reason, 60))
	}
	return escape(truncate(statusText(f), 80))
}

// statusText is the verdict with the fields lost, untruncated.
func statusText(f *results.Fidelity) string {
	s := string(f.Status)
	if broken(f.Status) {
		return s + ": " + strings.ReplaceAll(f.Reason, "\n", " ")
	}
	if len(f.Findings) > 0 {
		var fields []string
		for _, x := range f.Findings {
			fields = append(fields, x.Field)
		}
		s += ": " + strings.Join(fields, ", ")
	}
	return s
}

// fidelityMatrix writes the codec-by-dataset verdicts of the default
// variants, naming the fields lost.
func fidelityMatrix(p *mdtext.Printer, f *results.File, datasets []results.Dataset) {
	var names []string
	for _, d := range datasets {
		names = append(names, d.Name)
	}
	codecs := matrixCodecs(f)
	p.Printf("| codec | %s |\n|---|%s\n", strings.Join(names, " | "), strings.Repeat("---|", len(names)))
	for _, c := range codecs {
		p.Printf("| %s |", escape(c))
		for _, d := range names {
			p.Printf(" %s |", status(fidelityCell(f, c, d)))
		}
		p.Printf("\n")
	}
	p.Printf("\n")
}

// matrixCodecs lists the codecs with a default-variant verdict, by name.
func matrixCodecs(f *results.File) []string {
	seen := map[string]bool{}
	for _, x := range f.Fidelity {
		if x.Variant == "default" {
			seen[x.Codec] = true
		}
	}
	return sortedKeys(seen)
}

// FidelityMarkdown writes only the fidelity matrix of f.
func FidelityMarkdown(w io.Writer, f *results.File) error {
	p := &mdtext.Printer{W: w}
	p.Printf("### Fidelity\n\n")
	fidelityMatrix(p, f, f.Datasets)
	return p.Err
}

func fmtTotal(ns float64) string {
	if math.IsInf(ns, 1) {
		return "—"
	}
	return mdtext.Ns(ns)
}

func fmtBytes(b float64) string {
	if b >= 10_000 {
		return fmt.Sprintf("%.1fk", b/1000)
	}
	return fmt.Sprintf("%.0f", b)
}

// fmtCompressed is a compressed size with the time to compress and to
// decompress a record, when the run timed them.
func fmtCompressed(b, enc, dec float64) string {
	if enc <= 0 || dec <= 0 {
		return fmtBytes(b)
	}
	return fmt.Sprintf("%s (%s/%s)", fmtBytes(b), mdtext.Ns(enc), mdtext.Ns(dec))
}

func truncate(s string, n int) string {
	s = strings.ReplaceAll(s, "\n", " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

func escape(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

// exact reports whether a verdict is exact.
func exact(f *results.Fidelity) bool { return f != nil && f.Status == fidelity.Exact }
