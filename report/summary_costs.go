package report

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/serbench/serbench/internal/mdtext"
	"github.com/serbench/serbench/results"
)

// The summary's lines on what a codec costs beyond ns/op, on what it does
// when a record's type changes and on which libraries read each other's
// bytes, from the commands that add them to a run: binsize, coldstart,
// stream, evolve and interop. Each is left out when the run lacks its
// table.

// binarySize names the codecs that cost a program the fewest bytes, when
// the run measured them (serbench binsize).
func (s *summary) binarySize(p *mdtext.Printer) {
	var built []results.BinarySize
	for _, r := range SortedBinarySizes(s.run.File.BinarySize) {
		if r.Error == "" && r.Version != "" { // serbench's own codecs link no library
			built = append(built, r)
		}
	}
	if len(built) == 0 {
		return
	}
	var names []string
	for _, r := range built[:min(len(built), leadersShown)] {
		names = append(names, fmt.Sprintf("%s (%s KiB)", escape(r.Codec), kibibytes(r.OverNoopStrippedBytes)))
	}
	last := built[len(built)-1]
	p.Printf("**The smallest programs**: what linking a codec adds to a stripped program that marshals and unmarshals `small`, "+
		"of the %d codecs that link a library ([binary size](%sbinsize.md)): %s; the largest, %s (%s KiB).\n\n",
		len(built), s.PagesLink, strings.Join(names, ", "), escape(last.Codec), kibibytes(last.OverNoopStrippedBytes))
}

// coldStart names the codecs whose first marshal and unmarshal in a
// fresh process are the fastest on the typical dataset, when the run
// measured them (serbench coldstart).
func (s *summary) coldStart(p *mdtext.Printer) {
	byDataset := map[string][]results.ColdStart{}
	for _, r := range s.run.File.ColdStart {
		if len(r.UnmarshalNs) > 0 && r.Codec != "noop" && r.Codec != "baseline" {
			byDataset[r.Dataset] = append(byDataset[r.Dataset], r)
		}
	}
	// The typical dataset, or else the first the run measured.
	dataset := s.typical.Dataset.Name
	if byDataset[dataset] == nil {
		if names := slices.Sorted(maps.Keys(byDataset)); len(names) > 0 {
			dataset = names[0]
		}
	}
	rows := byDataset[dataset]
	if len(rows) == 0 {
		return
	}
	rows = SortedColdStarts(rows)
	var names []string
	for _, r := range rows[:min(len(rows), leadersShown)] {
		names = append(names, escape(r.Codec)+" ("+fmtTotal(ColdTotal(r))+")")
	}
	last := rows[len(rows)-1]
	p.Printf("**The fastest to start**: the first marshal + unmarshal in a fresh process on %s, of %d codecs ([cold start](%scoldstart.md)): "+
		"%s; the slowest, %s (%s).\n\n", dataset, len(rows), s.PagesLink, strings.Join(names, ", "), escape(last.Codec), fmtTotal(ColdTotal(last)))
}

// streaming names the codecs whose streams of logs' entries, encoded and
// decoded, are the fastest among those that carry them exactly, when the
// run measured them (serbench stream).
func (s *summary) streaming(p *mdtext.Printer) {
	var exact []results.Stream
	for _, r := range SortedStreams(s.run.File.Stream) {
		if r.Fidelity == "exact" && len(r.DecodeNs) > 0 {
			exact = append(exact, r)
		}
	}
	if len(exact) == 0 {
		return
	}
	var names []string
	for _, r := range exact[:min(len(exact), leadersShown)] {
		names = append(names, escape(r.Codec)+" ("+fmtTotal(StreamTotal(r))+")")
	}
	last := exact[len(exact)-1]
	p.Printf("**The fastest streams**: encode + decode per entry of `logs`' entries in one stream through the library's "+
		"io.Writer encoder and io.Reader decoder, of the %d codecs that carry them exactly ([streaming](%sstream.md)): %s; "+
		"the slowest, %s (%s).\n\n", len(exact), s.PagesLink, strings.Join(names, ", "), escape(last.Codec), fmtTotal(StreamTotal(last)))
}

// evolution says how many codecs read a changed record type
// without a silent cell, and names those with the most, when the run has
// the matrix (serbench evolve).
func (s *summary) evolution(p *mdtext.Printer) {
	silent, cases := map[string]int{}, map[string]bool{}
	for _, r := range s.run.File.Evolve {
		silent[r.Codec] += boolInt(r.Status == "silent")
		cases[r.Change+r.Direction] = true
	}
	if len(silent) == 0 {
		return
	}
	codecs := slices.Sorted(maps.Keys(silent))
	slices.SortStableFunc(codecs, func(a, b string) int { return silent[b] - silent[a] })
	none := 0
	for _, c := range codecs {
		none += boolInt(silent[c] == 0)
	}
	var worst []string
	for _, c := range codecs[:min(len(codecs), leadersShown)] {
		if silent[c] > 0 {
			worst = append(worst, fmt.Sprintf("%s (%d)", escape(c), silent[c]))
		}
	}
	most := "none"
	if len(worst) > 0 {
		most = strings.Join(worst, ", ")
	}
	p.Printf("**When the record's type changes**: of %d codecs, each reading %d changes of a record type written by "+
		"the other version, %d never read one silently to other values ([schema evolution](%sevolve.md)); the most silent "+
		"cells: %s.\n\n", len(codecs), len(cases), none, s.PagesLink, most)
}

// interoperation says which wire formats' Go libraries read each other's
// bytes (serbench interop): a pair agrees when the reader's records come
// back equal, or different only where a library's own round trip loses
// the same field (the matrices' = and ≈). The pairs with a reference
// library in another language, whose rows name it lang:library@version,
// are counted apart.
func (s *summary) interoperation(p *mdtext.Printer) {
	type count struct{ agree, all int }
	goPairs, foreign := map[string]*count{}, &count{}
	for i := range s.run.File.Interop {
		r := &s.run.File.Interop[i]
		c := foreign
		if !strings.Contains(r.Writer, ":") && !strings.Contains(r.Reader, ":") {
			if c = goPairs[r.Wire]; c == nil {
				c = &count{}
				goPairs[r.Wire] = c
			}
		}
		c.all++
		c.agree += boolInt(r.Status == results.InteropEqual || r.Own())
	}
	if len(goPairs) == 0 && foreign.all == 0 {
		return
	}
	var whole, partial []string
	for _, w := range slices.Sorted(maps.Keys(goPairs)) {
		if c := goPairs[w]; c.agree == c.all {
			whole = append(whole, escape(w))
		} else {
			partial = append(partial, fmt.Sprintf("%s %d of %d", escape(w), c.agree, c.all))
		}
	}
	p.Printf("**Which formats interoperate**: of %d wire formats with two or more Go libraries, every pair agrees "+
		"(the records equal, or different only where a library's own round trip loses the same field) in %s; "+
		"the pairs that agree elsewhere: %s", len(goPairs), orNone(whole), orNone(partial))
	if foreign.all > 0 {
		p.Printf(". The reference libraries in Python agree with the Go codecs of their format on %d of %d pairs", foreign.agree, foreign.all)
	}
	p.Printf(" ([interoperability](%sinterop.md)).\n\n", s.PagesLink)
}

// orNone joins names, or says none.
func orNone(names []string) string {
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ", ")
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
