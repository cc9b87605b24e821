package report

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/serbench/serbench/internal/mdtext"
	"github.com/serbench/serbench/results"
)

// robustnessIntro says what the matrix of serbench robust counts.
const robustnessIntro = "Malformed inputs derived from each dataset's valid payloads (every truncation, bit flips, " +
	"inserted and deleted bytes, random bytes, length fields inflated to near 2^31), decoded by each codec's default " +
	"variant in a child process held to a time and memory limit. **rejected**: an error came back (safe); " +
	"**accepted**: decoded without error; **excess-alloc**: over 1000 times the input's size (and over 1 MiB) allocated; " +
	"**panic**; **fatal**: a fatal runtime error, stack overflow or kill; **hang**: no answer in time; **oom**: out of the memory limit."

// robustColumns are the matrix's count columns, in order.
var robustColumns = []struct {
	name string
	of   func(*results.Robustness) int
}{
	{"inputs", func(r *results.Robustness) int { return r.Inputs }},
	{"rejected", func(r *results.Robustness) int { return r.Rejected }},
	{"accepted", func(r *results.Robustness) int { return r.Accepted }},
	{"excess-alloc", func(r *results.Robustness) int { return r.ExcessAlloc }},
	{"panic", func(r *results.Robustness) int { return r.Panic }},
	{"fatal", func(r *results.Robustness) int { return r.Fatal }},
	{"hang", func(r *results.Robustness) int { return r.Hang }},
	{"oom", func(r *results.Robustness) int { return r.OOM }},
}

// unsafeCount is the inputs that a server decoding them would not survive
// unharmed: panics, fatal errors, hangs and ooms.
func unsafeCount(r *results.Robustness) int { return r.Panic + r.Fatal + r.Hang + r.OOM }

// codecRobustness sums a codec's rows over the datasets, codecs with the
// fewest unsafe inputs first, and says on which datasets they failed.
type codecRobustness struct {
	sum   results.Robustness
	where []string // "dataset: n panic, m oom"
	rows  []*results.Robustness
}

func byCodec(rows []results.Robustness) []*codecRobustness {
	var out []*codecRobustness
	idx := map[string]*codecRobustness{}
	for i := range rows {
		r := &rows[i]
		c := idx[r.Codec]
		if c == nil {
			c = &codecRobustness{sum: results.Robustness{Codec: r.Codec}}
			idx[r.Codec] = c
			out = append(out, c)
		}
		c.rows = append(c.rows, r)
		s := &c.sum
		s.Inputs, s.Rejected, s.Accepted, s.ExcessAlloc = s.Inputs+r.Inputs, s.Rejected+r.Rejected, s.Accepted+r.Accepted, s.ExcessAlloc+r.ExcessAlloc
		s.Panic, s.Fatal, s.Hang, s.OOM = s.Panic+r.Panic, s.Fatal+r.Fatal, s.Hang+r.Hang, s.OOM+r.OOM
		var bad []string
		for _, col := range robustColumns[3:] {
			if n := col.of(r); n > 0 {
				bad = append(bad, fmt.Sprintf("%d %s", n, col.name))
			}
		}
		switch {
		case r.Reason != "":
			c.where = append(c.where, r.Dataset+": not probed ("+truncate(r.Reason, 60)+")")
		case len(bad) > 0:
			c.where = append(c.where, r.Dataset+": "+strings.Join(bad, ", "))
		}
	}
	slices.SortStableFunc(out, func(a, b *codecRobustness) int {
		return cmp.Or(cmp.Compare(unsafeCount(&a.sum), unsafeCount(&b.sum)), cmp.Compare(a.sum.ExcessAlloc, b.sum.ExcessAlloc),
			cmp.Compare(a.sum.Codec, b.sum.Codec))
	})
	return out
}

// RobustnessMarkdown writes the robustness matrix: a row per codec summed
// over the datasets probed, safest first, with where it failed, then each
// distinct failure with its smallest input and the command that replays it.
func RobustnessMarkdown(w io.Writer, rows []results.Robustness) error {
	p := &mdtext.Printer{W: w}
	robustnessSection(p, rows)
	return p.Err
}

func robustnessSection(p *mdtext.Printer, rows []results.Robustness) {
	p.Printf("### Robustness\n\n%s\n\n", robustnessIntro)
	p.Printf("| codec |")
	for _, col := range robustColumns {
		p.Printf(" %s |", col.name)
	}
	p.Printf(" where |\n|---|%s---|\n", strings.Repeat("--:|", len(robustColumns)))
	codecs := byCodec(rows)
	for _, c := range codecs {
		p.Printf("| %s |", escape(c.sum.Codec))
		for _, col := range robustColumns {
			p.Printf(" %d |", col.of(&c.sum))
		}
		p.Printf(" %s |\n", escape(strings.Join(c.where, "; ")))
	}
	p.Printf("\n")
	var lines []string
	for _, c := range codecs {
		for _, r := range c.rows {
			for _, f := range r.Findings {
				what := f.Message
				if f.Frame != "" {
					what += " at " + f.Frame
				}
				lines = append(lines, fmt.Sprintf("- %s on %s: %s, %d input(s): %s; smallest (%d bytes): `%s`",
					r.Codec, r.Dataset, f.Class, f.Count, truncate(what, 160), f.Bytes, f.File))
			}
		}
	}
	if len(lines) > 0 {
		p.Printf("Each distinct failure and its smallest input, which `serbench robust --replay FILE --codecs CODEC --datasets DATASET` decodes again:\n\n%s\n\n", strings.Join(lines, "\n"))
	}
}

// robustnessHTML is the matrix as a sortable table, a row per codec and
// dataset.
func robustnessHTML(run Run, title string) matrix {
	mx := matrix{Title: title, Table: table{ID: "t-robustness-" + strings.ToLower(run.Label)}}
	names := []string{"codec", "dataset"}
	for _, col := range robustColumns {
		names = append(names, col.name)
	}
	mx.Table.Heads = heads(append(names, "failures")...)
	for _, c := range byCodec(run.File.Robustness) {
		for _, r := range c.rows {
			x := row{Attrs: map[string]string{"dataset": r.Dataset}}
			x.Cells = append(x.Cells, txt(r.Codec), txt(r.Dataset))
			for _, col := range robustColumns {
				n := col.of(r)
				x.Cells = append(x.Cells, num(strconv.Itoa(n), float64(n)))
			}
			var fs []string
			for _, f := range r.Findings {
				fs = append(fs, fmt.Sprintf("%s: %s %s (%s)", f.Class, f.Message, f.Frame, f.File))
			}
			if r.Reason != "" {
				fs = append(fs, "not probed: "+r.Reason)
			}
			x.Cells = append(x.Cells, txt(strings.Join(fs, "; ")))
			mx.Table.Rows = append(mx.Table.Rows, x)
		}
	}
	return mx
}
