package report

import (
	"bytes"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"github.com/serbench/serbench/results"
)

// What `serbench run` prints is one screen: per dataset the leading codecs
// that carry the data, the reference, where the files went and the
// verdict. The full tables go to results.md, which the screen points to.

// SummaryLines is the most lines Summary writes, for any number of
// datasets: a terminal's screen.
const SummaryLines = 80

// summaryWidth is the column at which Summary wraps its prose.
const summaryWidth = 100

// leadersShown is how many codecs Summary shows per dataset when the
// screen has room for them, and the README's summary per need.
const leadersShown = 3

// Summary writes a one-screen summary of the run f, whose files are in
// dir: for each dataset the fastest codecs that carry its data, with
// their round trip, its interval and rank band, and the encoded size, then
// the reference codec; where results.md, results.json and results.txt
// are and how to make the HTML report; and the run's noise and verdict
// (see results.Precision). It shows default variants, as results.md
// does, and never more than SummaryLines lines: with many datasets it
// shows fewer codecs of each, and then fewer datasets.
func Summary(w io.Writer, f *results.File, dir string) error {
	m := Build([]*results.File{f}, Options{})
	run := m.Runs[0]
	head := wrap(fmt.Sprintf("serbench: %d datasets, %d codecs, default variants; %s%s.",
		len(m.Tables), countCodecs(m), run.machine(), runKind(f)), summaryWidth)
	head = append(head, "")
	head = append(head, wrap("The fastest codecs whose round trip keeps the data, per dataset: marshal + unmarshal "+
		"in ns/op, the median ± the wider side of its 95% interval († wider than ±5%), the places this run cannot "+
		"tell apart in brackets, and the encoded bytes of a record; ref is serbench's hand-written baseline.", summaryWidth)...)
	head = append(head, "")

	var foot []string
	foot = append(foot, "")
	foot = append(foot, wrap(fmt.Sprintf("Files in %s: results.md (every table, the overall ranking and the fidelity matrix), "+
		"results.json (every sample; docs/results-schema.md), results.txt (for go tool benchstat).", dir), summaryWidth)...)
	foot = append(foot, wrap(fmt.Sprintf("The HTML report, sortable and offline: go run ./cmd/serbench report %[1]s --out %[1]s, "+
		"then open %[2]s.", dir, filepath.Join(dir, "report.html")), summaryWidth)...)
	if n := f.Noise(); n != nil {
		foot = append(foot, wrap("Machine noise: "+n.String()+".", summaryWidth)...)
	}
	foot = append(foot, wrap("Verdict: "+f.Precision().String()+".", summaryWidth)...)

	room := SummaryLines - len(head) - len(foot) - 1 // the table's heading
	shown, per := fitTables(len(m.Tables), room)
	var table bytes.Buffer
	tw := tabwriter.NewWriter(&table, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "dataset\t#\tcodec\tmarshal + unmarshal\tmarshal\tunmarshal\tbytes\n")
	for _, t := range m.Tables[:shown] {
		name := t.Dataset.Name
		for _, l := range summaryLines(t, per-1) {
			r := l.Cells[0]
			size := "—"
			if r.Size != nil {
				size = fmtBytes(r.Size.Bytes)
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", name, placeText(l.Place[Native], l.Reference()), l.Name(),
				plainTotal(r), opNs(r.Marshal), opNs(r.Unmarshal), size)
			name = ""
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	lines := append(head, strings.Split(strings.TrimSuffix(table.String(), "\n"), "\n")...)
	if rest := len(m.Tables) - shown; rest > 0 {
		lines = append(lines, fmt.Sprintf("… and %d more datasets in %s.", rest, filepath.Join(dir, "results.md")))
	}
	lines = append(lines, foot...)
	_, err := io.WriteString(w, strings.Join(lines, "\n")+"\n")
	return err
}

// fitTables says how many of n datasets fit in room lines, and how many
// lines each takes: up to leadersShown codecs and the reference, down to
// one codec and the reference, and then fewer datasets; one line is kept
// for saying how many are left out.
func fitTables(n, room int) (shown, per int) {
	if n == 0 {
		return 0, 0
	}
	for per = leadersShown + 1; per > 2; per-- {
		if n*per <= room {
			return n, per
		}
	}
	if n*per <= room {
		return n, per
	}
	return max((room-1)/per, 0), per
}

// summaryLines is t's first n ranked lines, then its reference; a dataset
// with neither shows its first line, whatever it is, so that it is not
// left blank.
func summaryLines(t *Table, n int) []*Line {
	var out []*Line
	var ref *Line
	for _, l := range t.Lines {
		switch {
		case l.Reference() && l.Cells[0] != nil:
			ref = l
		case l.Place[Native].Rank > 0 && len(out) < n:
			out = append(out, l)
		}
	}
	if ref != nil {
		out = append(out, ref)
	}
	if len(out) == 0 && len(t.Lines) > 0 {
		out = append(out, t.Lines[0])
	}
	return out
}

// plainTotal is the row's round trip with its interval, without the
// breakdown into own time and charge that the tables give.
func plainTotal(r *Row) string {
	s := totalText(r, Native)
	if i := strings.Index(s, " ("); i >= 0 {
		return s[:i]
	}
	return s
}

// opNs is an op's median alone, or "—".
func opNs(r *results.Result) string {
	if r == nil {
		return "—"
	}
	return fmtTotal(r.MedianNs)
}

// countCodecs counts the codecs the run timed or checked, the harness's
// own aside.
func countCodecs(m *Model) int {
	n := 0
	for _, c := range m.Codecs {
		if c.Kind != kindNoop {
			n++
		}
	}
	return n
}

// machine is the run's Go, platform and processor in a phrase.
func (r Run) machine() string {
	e := r.File.Env
	return fmt.Sprintf("Go %s, %s/%s, %s, GOMAXPROCS=%d", orDash(strings.TrimPrefix(e.GoVersion, "go")), orDash(e.GOOS),
		orDash(e.GOARCH), orDash(e.CPU), e.GOMAXPROCS)
}

// runKind says which promise a run makes: a quick preview's or a full
// run's.
func runKind(f *results.File) string {
	if f.Config.Quick {
		return "; a quick run, a preview for ranking"
	}
	return ""
}

// wrap breaks text into lines of at most width runes at spaces; a word
// longer than width stays whole on its own line.
func wrap(text string, width int) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(text) {
		switch {
		case line == "":
			line = word
		case len([]rune(line))+1+len([]rune(word)) <= width:
			line += " " + word
		default:
			lines = append(lines, line)
			line = word
		}
	}
	return append(lines, line)
}
