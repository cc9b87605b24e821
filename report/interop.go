package report

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/serbench/serbench/internal/mdtext"
	"github.com/serbench/serbench/results"
)

// interopIntro says what the matrices of serbench interop show.
const interopIntro = "Each codec's default encoding of every record of a dataset, decoded by another library " +
	"of the same wire format and compared with the records exactly, as a round trip is (a reader in a child process, " +
	"held to a time and memory limit). Rows write, columns read; a cell counts the datasets of the pair: " +
	"**=** equal; **≈** different only where the writer's or the reader's own round trip loses the same field " +
	"(that library's convention, such as a time's zone); **≠** different; **✗** fails (an error, panic, fatal error or hang). " +
	"The diagonal is each codec's own round trip, which `serbench validate` gives. " +
	"A `python:library@version` row or column is the format's reference library in Python, paired with each Go codec: " +
	"it reads the codec's bytes and writes back what it read, which the codec decodes and compares; both cells judge that trip, " +
	"and **≈** counts too a difference that the Python library documents (such as datetime's microseconds)."

// interopMarks are the cell marks, in the order a cell lists them.
var interopMarks = []struct {
	mark string
	is   func(*results.Interop) bool
}{
	{"=", func(r *results.Interop) bool { return r.Status == results.InteropEqual }},
	{"≈", func(r *results.Interop) bool { return r.Own() }},
	{"≠", func(r *results.Interop) bool { return r.Status == results.InteropDifferent && !r.Own() }},
	{"✗", func(r *results.Interop) bool { return r.Status == results.InteropFails }},
}

// findingsShown is how many findings of a pair the list below a matrix
// names; results.json keeps them all.
const findingsShown = 3

// InteropMarkdown writes the matrices of serbench interop: one per wire
// format, a row per writer and a column per reader, each cell summed over
// the datasets, then every pair that is not equal, with the fields it
// loses (both values) or why it fails.
func InteropMarkdown(w io.Writer, rows []results.Interop) error {
	p := &mdtext.Printer{W: w}
	p.Printf("### Interoperability\n\n%s\n\n", interopIntro)
	byWire := map[string][]*results.Interop{}
	var wires []string
	for i := range rows {
		r := &rows[i]
		if byWire[r.Wire] == nil {
			wires = append(wires, r.Wire)
		}
		byWire[r.Wire] = append(byWire[r.Wire], r)
	}
	slices.Sort(wires)
	for _, wire := range wires {
		interopWire(p, wire, byWire[wire])
	}
	return p.Err
}

// interopWire writes one wire's matrix and its pairs that are not equal.
func interopWire(p *mdtext.Printer, wire string, rows []*results.Interop) {
	var writers, readers, datasets []string
	cells := map[[2]string][]*results.Interop{}
	for _, r := range rows {
		writers, readers, datasets = addName(writers, r.Writer), addName(readers, r.Reader), addName(datasets, r.Dataset)
		k := [2]string{r.Writer, r.Reader}
		cells[k] = append(cells[k], r)
	}
	slices.Sort(writers)
	slices.Sort(readers)
	slices.Sort(datasets)
	p.Printf("#### %s\n\n%d pairs on %s: %s.\n\n", escape(wire), len(rows), strings.Join(datasets, ", "), tally(rows))
	p.Printf("| writes ↓ reads → |")
	for _, r := range readers {
		p.Printf(" %s |", escape(r))
	}
	p.Printf("\n|---|%s\n", strings.Repeat(":-:|", len(readers)))
	for _, w := range writers {
		p.Printf("| %s |", escape(w))
		for _, r := range readers {
			cell := tally(cells[[2]string{w, r}])
			if w == r {
				cell = "·"
			}
			p.Printf(" %s |", cell)
		}
		p.Printf("\n")
	}
	p.Printf("\n")
	var odd []*results.Interop
	for _, r := range rows {
		if r.Status != results.InteropEqual {
			odd = append(odd, r)
		}
	}
	slices.SortFunc(odd, func(a, b *results.Interop) int {
		return cmp.Or(cmp.Compare(a.Writer, b.Writer), cmp.Compare(a.Reader, b.Reader), cmp.Compare(a.Dataset, b.Dataset))
	})
	for _, r := range odd {
		p.Printf("- %s → %s on %s: %s\n", r.Writer, r.Reader, r.Dataset, pairDetail(r))
	}
	if len(odd) > 0 {
		p.Printf("\n")
	}
}

// addName appends name to names unless it is there.
func addName(names []string, name string) []string {
	if slices.Contains(names, name) {
		return names
	}
	return append(names, name)
}

// tally counts rows by mark, such as "=4 ≈1 ✗2", or "" for none.
func tally(rows []*results.Interop) string {
	var parts []string
	for _, m := range interopMarks {
		n := 0
		for _, r := range rows {
			if m.is(r) {
				n++
			}
		}
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%s%d", m.mark, n))
		}
	}
	return strings.Join(parts, " ")
}

// pairDetail says why a pair is not equal: the reason it fails, or the
// fields it loses, first values and all, and whose own round trip loses
// them too.
func pairDetail(r *results.Interop) string {
	if r.Status == results.InteropFails {
		return "**fails**: " + truncate(r.Reason, 200)
	}
	mark := "≠"
	if r.Own() {
		mark = "≈"
	}
	var fs []string
	for _, f := range r.Findings[:min(len(r.Findings), findingsShown)] {
		s := fmt.Sprintf("`%s` in %d of %d records (%s)", f.Field, f.Records, r.Records, truncate(f.Sample, 120))
		switch {
		case f.WriterOwn && f.ReaderOwn:
			s += ", as both own round trips"
		case f.WriterOwn:
			s += ", as the writer's own round trip"
		case f.ReaderOwn:
			s += ", as the reader's own round trip"
		case f.Convention != "":
			s += ", the peer's convention: " + truncate(f.Convention, 160)
		}
		fs = append(fs, s)
	}
	if more := len(r.Findings) - findingsShown; more > 0 {
		fs = append(fs, fmt.Sprintf("and %d more fields", more))
	}
	return fmt.Sprintf("**%s different**: %s", mark, strings.Join(fs, "; "))
}
