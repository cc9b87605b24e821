package report

import (
	"bytes"
	"cmp"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/serbench/serbench/internal/mdtext"
	"github.com/serbench/serbench/results"
)

// The markers of the block in a README that serbench rewrites with the
// full report (MarkdownRuns).
const (
	BlockBegin = "<!-- serbench:results:begin -->"
	BlockEnd   = "<!-- serbench:results:end -->"
)

// The markers of the block in a README that serbench rewrites with the
// summary of a run (ReadmeSummary).
const (
	SummaryBegin = "<!-- serbench:summary:begin -->"
	SummaryEnd   = "<!-- serbench:summary:end -->"
)

// A Block is the part of a document between two markers, each on a line
// of its own, that serbench generates.
type Block struct{ Begin, End string }

// The blocks serbench rewrites.
var (
	ResultsBlock = Block{BlockBegin, BlockEnd}
	SummaryBlock = Block{SummaryBegin, SummaryEnd}
)

// In reports whether doc holds either of b's markers.
func (b Block) In(doc []byte) bool {
	return bytes.Contains(doc, []byte(b.Begin)) || bytes.Contains(doc, []byte(b.End))
}

// Rewrite returns doc with what lies between b's markers replaced by
// text, set on lines of its own. Everything else, markers included, is
// kept byte for byte. Each marker must appear exactly once, begin before
// end.
func (b Block) Rewrite(doc, text []byte) ([]byte, error) {
	begin, end := []byte(b.Begin), []byte(b.End)
	switch nb, ne := bytes.Count(doc, begin), bytes.Count(doc, end); {
	case nb == 0 || ne == 0:
		return nil, fmt.Errorf("no %s … %s block", b.Begin, b.End)
	case nb > 1 || ne > 1:
		return nil, fmt.Errorf("%d begin and %d end markers; want one of each", nb, ne)
	}
	start := bytes.Index(doc, begin) + len(begin)
	stop := bytes.Index(doc, end)
	if stop < start {
		return nil, fmt.Errorf("%s comes before %s", b.End, b.Begin)
	}
	var out bytes.Buffer
	out.Write(doc[:start])
	out.WriteByte('\n')
	out.Write(bytes.TrimRight(text, "\n"))
	out.WriteString("\n\n")
	out.Write(doc[stop:])
	return out.Bytes(), nil
}

// EditFile replaces the file at path with what edit makes of it, keeping
// its permissions; a reader never sees half of it. An error of edit's is
// given with the path.
func EditFile(path string, edit func([]byte) ([]byte, error)) error {
	doc, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	out, err := edit(doc)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	st, err := os.Stat(path)
	if err != nil {
		return err
	}
	tmp := path + ".serbench-tmp"
	if err := os.WriteFile(tmp, out, st.Mode().Perm()); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// WriteSummary writes the summary a README shows of the docs' run, every
// figure generated from it: which run it is, then the codecs that answer
// the common needs (the fastest per dataset and per format, the smallest
// encodings, the fastest JSON in place of encoding/json, schema-based and
// schemaless, and those that survived the robustness probe), each with
// its figures, then how far the run can be trusted (its noise, its
// verdict, its wide cells dataset by dataset), with links to the pages
// that hold the rest (Pages). Only codecs whose round trip carries the
// data are recommended (conventions.go); the reference is not, being
// serbench's own.
func (d Docs) WriteSummary(w io.Writer) error {
	s := d.summary()
	p := &mdtext.Printer{W: w}
	if s.typical == nil {
		p.Printf("The run of %s timed no dataset.\n", dateOf(s.run.File))
		return p.Err
	}
	s.intro(p)
	s.perDataset(p)
	s.smallest(p)
	s.families(p)
	s.jsonDropIns(p)
	s.bySchema(p)
	s.robust(p)
	s.binarySize(p)
	s.coldStart(p)
	s.streaming(p)
	s.evolution(p)
	s.interoperation(p)
	s.trust(p)
	robust := ""
	if len(d.robustness()) > 0 {
		robust = " and the robustness matrix"
	}
	p.Printf("Every table: [the results pages](%s%s), one per dataset, with the overall ranking, the cross-check against the seeds, "+
		"the serializers, the fidelity matrix%s.\n", d.PagesLink, IndexPage, robust)
	return p.Err
}

// A summary is what WriteSummary picks from the docs' run.
type summary struct {
	Docs
	run     Run
	typical *Table     // the dataset whose figures the tables show
	ranked  []*Overall // the overall ranking's ranked codecs, in its order
}

// summary picks the ranked codecs and the typical dataset of d's run.
func (d Docs) summary() *summary {
	s := &summary{Docs: d, run: d.Model.Runs[0]}
	for _, o := range d.Model.Overall {
		if o.Place[Native].Rank > 0 {
			s.ranked = append(s.ranked, o)
		}
	}
	// The dataset the most codecs carry gives every codec's figures, a
	// large collection only when no other dataset is there; the first of
	// those that tie.
	most := 0
	for _, t := range d.Model.Tables {
		n := 0
		for _, l := range t.Lines {
			if l.Place[Native].Rank > 0 {
				n++
			}
		}
		switch {
		case s.typical == nil,
			s.typical.Dataset.Throughput && !t.Dataset.Throughput,
			s.typical.Dataset.Throughput == t.Dataset.Throughput && n > most:
			s.typical, most = t, n
		}
	}
	return s
}

func (s *summary) page(dataset string) string { return s.PagesLink + dataset + ".md" }

// intro says which run the summary is of and what its tables show.
func (s *summary) intro(p *mdtext.Printer) {
	f, m := s.run.File, s.Model
	kind := "a full run"
	if f.Config.Quick {
		kind = "a quick run"
	}
	if t := f.Took(); t.Seconds() > 0 {
		kind += ", timed in " + t.String()
	}
	p.Printf("From the run of %s ([every table](%s%s)): %d codecs on %d datasets, %s, %s; %s. "+
		"How far its figures can be trusted closes the summary.\n\n",
		dateOf(f), s.PagesLink, IndexPage, countCodecs(m), len(m.Tables), s.run.machine(), samplesText(f.Config), kind)
	p.Printf("In the tables, **total** is marshal + unmarshal in ns/op ± the wider side of its 95%% interval († wider than ±%.0f%%), "+
		"then (own time + the collector's charge), and **bytes** one encoded record; "+
		"**× best** is the overall ranking's figure: the geometric mean, over the datasets a codec carries (of %d), "+
		"of its marshal + unmarshal time over each dataset's fastest, with its 95%% interval ([overall ranking](%soverall.md)). "+
		"Where a table ranks codecs across datasets, total and bytes are on [%s](%s), the dataset the most codecs carry: %s.\n\n",
		100*results.WideLimit, len(m.Tables), s.PagesLink, s.typical.Dataset.Name, s.page(s.typical.Dataset.Name), s.typical.Dataset.Description)
}

// trust says how far the run's figures can be trusted: its noise, its
// verdict, its wide cells dataset by dataset, and how many codecs lose
// data somewhere.
func (s *summary) trust(p *mdtext.Printer) {
	f, m := s.run.File, s.Model
	prec := f.Precision()
	p.Printf("**How far to trust these figures.** ")
	if n := f.Noise(); n != nil {
		p.Printf("Machine noise: %s. ", n)
	}
	p.Printf("%s.", capitalize(prec.String()))
	if prec.TooNoisy() {
		p.Printf(" Read the rank bands, the places in brackets, rather than the ranks.")
	}
	var wide []string
	for _, t := range sortedByWide(m.Tables, f) {
		wide = append(wide, fmt.Sprintf("[%s](%s) %.0f%%", t.Dataset.Name, s.page(t.Dataset.Name), 100*wideShare(f, t.Dataset.Name)))
	}
	if len(wide) > 0 {
		p.Printf(" Cells wider than ±%.0f%%, steadiest dataset first: %s.", 100*results.WideLimit, strings.Join(wide, ", "))
	}
	lost := 0
	for _, o := range m.Overall {
		if len(o.Lost) > 0 {
			lost++
		}
	}
	p.Printf(" %d codecs lose data on some dataset and are ranked only where they carry it ([fidelity](%sfidelity.md)).\n\n", lost, s.PagesLink)
}

// samplesText says how many samples the run took per cell.
func samplesText(c results.Config) string {
	if c.MaxCount > c.Count {
		return fmt.Sprintf("%d to %d samples per cell", c.Count, c.MaxCount)
	}
	return fmt.Sprintf("%d samples per cell", c.Count)
}

// wideShare is the share of dataset's timed cells, the harness's own
// aside, whose interval is wider than results.WideLimit.
func wideShare(f *results.File, dataset string) float64 {
	noop := map[string]bool{}
	for _, c := range f.Codecs {
		noop[c.Name] = c.Kind == kindNoop
	}
	var n, wide int
	for i := range f.Results {
		r := &f.Results[i]
		if r.Dataset == dataset && !noop[r.Codec] {
			n++
			if r.Wide() {
				wide++
			}
		}
	}
	return float64(wide) / float64(max(n, 1))
}

// sortedByWide is the tables with the fewest wide cells first.
func sortedByWide(tables []*Table, f *results.File) []*Table {
	out := slices.Clone(tables)
	slices.SortStableFunc(out, func(a, b *Table) int {
		return cmp.Compare(wideShare(f, a.Dataset.Name), wideShare(f, b.Dataset.Name))
	})
	return out
}

// perDataset writes each dataset's fastest codec that carries its data.
func (s *summary) perDataset(p *mdtext.Printer) {
	p.Printf("**The fastest codec per dataset** (ranked 1; the band gives the places the run cannot tell apart), with the reference for scale:\n\n")
	p.Printf("| dataset | fastest | # | total | bytes | reference total |\n|---|---|--:|--:|--:|--:|\n")
	for _, t := range s.Model.Tables {
		name, place, total, size, ref := "—", "—", "—", "—", "—"
		if l := leader(t); l != nil {
			name, place, total, size = escape(l.Name()), placeText(l.Place[Native], false), totalText(l.Cells[0], Native), sizeText(l.Cells[0])
		}
		for _, l := range t.Lines {
			if l.Reference() && l.Cells[0] != nil {
				ref = totalText(l.Cells[0], Native)
			}
		}
		p.Printf("| [%s](%s) | %s | %s | %s | %s | %s |\n", t.Dataset.Name, s.page(t.Dataset.Name), name, place, total, size, ref)
	}
	p.Printf("\n")
}

// smallest writes each dataset's smallest encoding among the codecs that
// carry its data.
func (s *summary) smallest(p *mdtext.Printer) {
	p.Printf("**The smallest encodings** per dataset, among the codecs that carry the data (bytes of one record, alone and compressed):\n\n")
	p.Printf("| dataset | smallest | bytes | gzip | zstd | total |\n|---|---|--:|--:|--:|--:|\n")
	for _, t := range s.Model.Tables {
		var best *Line
		for _, l := range t.Lines {
			r := l.Cells[0]
			if l.Reference() || l.Loses != "" || r == nil || r.Size == nil || r.Fidelity == nil || broken(r.Fidelity.Status) {
				continue
			}
			if best == nil || r.Size.Bytes < best.Cells[0].Size.Bytes {
				best = l
			}
		}
		if best == nil {
			continue
		}
		r := best.Cells[0]
		p.Printf("| [%s](%s) | %s | %s | %s | %s | %s |\n", t.Dataset.Name, s.page(t.Dataset.Name), escape(best.Name()),
			fmtBytes(r.Size.Bytes), fmtBytes(r.Size.GzipBytes), fmtBytes(r.Size.ZstdBytes), totalText(r, Native))
	}
	p.Printf("\n")
}

// families writes the fastest codec of each format, formats in the order
// of their fastest codec.
func (s *summary) families(p *mdtext.Printer) {
	var leaders []*Overall
	seen := map[string]bool{}
	for _, o := range s.ranked {
		if o.Meta == nil || seen[o.Meta.Format] {
			continue
		}
		seen[o.Meta.Format] = true
		leaders = append(leaders, o)
	}
	p.Printf("**The fastest codec per format**, by the overall ranking (codecs timed on more datasets rank first):\n\n")
	s.codecTable(p, leaders, true)
}

// jsonDropIns writes the JSON codecs that bind encoding/json's types by
// reflection, encoding/json among them.
func (s *summary) jsonDropIns(p *mdtext.Printer) {
	var out []*Overall
	for _, o := range s.ranked {
		if o.Meta != nil && o.Meta.Format == "JSON" && o.Meta.Kind == "reflect" && !o.Meta.Schema {
			out = append(out, o)
		}
	}
	p.Printf("**The fastest JSON in place of encoding/json**: the JSON codecs that bind encoding/json's struct types by reflection, "+
		"with no schema or generated code, encoding/json among them; how close each one's API and behaviour are is in its notes ([serializers](%sserializers.md)):\n\n", s.PagesLink)
	s.codecTable(p, out, false)
}

// bySchema writes the fastest codecs that need a schema and those that
// do not.
func (s *summary) bySchema(p *mdtext.Printer) {
	var schema, schemaless []*Overall
	for _, o := range s.ranked {
		switch {
		case o.Meta == nil:
		case o.Meta.Schema && len(schema) < leadersShown:
			schema = append(schema, o)
		case !o.Meta.Schema && len(schemaless) < leadersShown:
			schemaless = append(schemaless, o)
		}
	}
	p.Printf("**The fastest schema-based codecs** (a schema or IDL compiled to code):\n\n")
	s.codecTable(p, schema, false)
	p.Printf("**The fastest schemaless codecs** (the Go types are the schema):\n\n")
	s.codecTable(p, schemaless, false)
}

// robust writes the fastest codecs that no malformed input of the probe
// made panic, fail fatally, hang or run out of memory, then the names of
// the rest of them.
func (s *summary) robust(p *mdtext.Printer) {
	rows := s.robustness()
	if len(rows) == 0 {
		return
	}
	probed := byCodec(rows)
	safe := map[string]*codecRobustness{}
	for _, c := range probed {
		if unsafeCount(&c.sum) == 0 {
			safe[c.sum.Codec] = c
		}
	}
	var shown []*Overall
	var rest []string
	for _, o := range s.ranked {
		if safe[o.Codec] == nil || o.Variant != "default" {
			continue
		}
		if len(shown) < 2*leadersShown {
			shown = append(shown, o)
		} else {
			rest = append(rest, o.Codec)
		}
	}
	p.Printf("**The fastest codecs that survived the malformed-input probe**: no panic, fatal error, hang or out-of-memory on any input "+
		"(%d of the %d codecs probed; [robustness](%srobustness.md)):\n\n", len(safe), len(probed), s.PagesLink)
	p.Printf("| codec | format | × best | total | bytes | inputs | rejected | excess-alloc |\n|---|---|--:|--:|--:|--:|--:|--:|\n")
	for _, o := range shown {
		c := safe[o.Codec]
		total, size := s.figures(o)
		p.Printf("| %s | %s | %s | %s | %s | %d | %d | %d |\n", escape(o.Name()), escape(o.Meta.Format), geomeanText(o.Scores[0], Native),
			total, size, c.sum.Inputs, c.sum.Rejected, c.sum.ExcessAlloc)
	}
	p.Printf("\n")
	if len(rest) > 0 {
		p.Printf("Then, by the overall ranking: %s.\n\n", strings.Join(rest, ", "))
	}
}

// codecTable writes codecs of the overall ranking with their figures.
func (s *summary) codecTable(p *mdtext.Printer, codecs []*Overall, formatFirst bool) {
	if len(codecs) == 0 {
		p.Printf("None in this run.\n\n")
		return
	}
	if formatFirst {
		p.Printf("| format | codec | kind | × best | datasets | total | bytes |\n|---|---|---|--:|--:|--:|--:|\n")
	} else {
		p.Printf("| codec | format | kind | × best | datasets | total | bytes |\n|---|---|---|--:|--:|--:|--:|\n")
	}
	for _, o := range codecs {
		total, size := s.figures(o)
		name, format := escape(o.Name()), escape(o.Meta.Format)
		if formatFirst {
			name, format = format, name
		}
		p.Printf("| %s | %s | %s | %s | %d/%d | %s | %s |\n", name, format, o.Meta.Kind, geomeanText(o.Scores[0], Native),
			o.Scores[0].Datasets, len(s.Model.Tables), total, size)
	}
	p.Printf("\n")
}

// figures is a codec's total and bytes on the typical dataset, or dashes
// where it does not carry it.
func (s *summary) figures(o *Overall) (total, size string) {
	for _, l := range s.typical.Lines {
		if l.Codec == o.Codec && l.Variant == o.Variant && l.Loses == "" && l.Cells[0] != nil {
			return totalText(l.Cells[0], Native), sizeText(l.Cells[0])
		}
	}
	return "—", "—"
}

// sizeText is a row's encoded bytes of a record, or "—".
func sizeText(r *Row) string {
	if r == nil || r.Size == nil {
		return "—"
	}
	return fmtBytes(r.Size.Bytes)
}
