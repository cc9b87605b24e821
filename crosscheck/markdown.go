package crosscheck

import (
	"fmt"
	"io"
	"strings"

	"github.com/serbench/serbench/internal/mdtext"
)

// Heading is the title of the markdown section, for links to it.
const Heading = "Cross-check against the seeds"

// WriteMarkdown writes r as a markdown section headed Heading and suffix:
// a line per comparison with its rank correlation and count of outliers,
// then every outlier with its recorded reason, or "unexplained", then the
// figures left out, with the recorded reason where there is one.
func (r *Report) WriteMarkdown(w io.Writer, suffix string) error {
	p := &mdtext.Printer{W: w}
	p.Printf("### %s%s\n\n", Heading, suffix)
	p.Printf("The seeds' published times (`crosscheck/seeds.csv`) beside this run's, for the same dataset and op: "+
		"Spearman's rank correlation ρ over the codecs both time (1 is the same order), and every codec whose time over the comparison's "+
		"typical codec (the geometric mean of its side) differs by more than %g× between the seed and serbench, with the reason recorded in "+
		"`crosscheck/explanations.txt`. Machines, Go and library versions differ, so only these ratios are compared.\n\n", Threshold)
	p.Printf("| seed | dataset | op | codecs compared | Spearman ρ | more than %g× off |\n|---|---|---|--:|--:|--:|\n", Threshold)
	for _, c := range r.Comparisons {
		rho := "—"
		if c.Spearman != nil {
			rho = fmt.Sprintf("%.2f", *c.Spearman)
		}
		if c.Absent {
			p.Printf("| %s | %s | %s | not in this run | — | — |\n", c.Seed, c.Dataset, c.Op)
			continue
		}
		p.Printf("| %s | %s | %s | %d | %s | %d |\n", c.Seed, c.Dataset, c.Op, len(c.Rows), rho, len(c.Outliers()))
	}
	p.Printf("\n")
	var out []*Row
	for _, c := range r.Comparisons {
		out = append(out, c.Outliers()...)
	}
	if len(out) > 0 {
		p.Printf("| seed | op | codec | seed's library | seed ns/op | serbench ns/op | seed × typical | serbench × typical | serbench against the seed | why |\n")
		p.Printf("|---|---|---|---|--:|--:|--:|--:|---|---|\n")
		for _, x := range out {
			why := x.Explanation
			if why == "" {
				why = "unexplained"
			}
			p.Printf("| %s | %s | %s | %s | %s | %s | %.2f | %.2f | %s | %s |\n", x.Seed, x.Op, escape(x.Name()), escape(x.Library),
				mdtext.Ns(*x.Ns), mdtext.Ns(x.SerbenchNs), x.SeedRatio, x.SerbenchRatio, Direction(x.Factor), escape(why))
		}
		p.Printf("\n")
	}
	// Figures the run did not time are named together, the rest one a line
	// with the recorded reason, which says why the seed's figure stands apart.
	var lines []string
	for _, c := range r.Comparisons {
		var untimed []string
		for _, m := range c.Missing {
			if m.Reason == notTimed {
				untimed = append(untimed, m.Name())
				continue
			}
			line := fmt.Sprintf("%s %s %s (%s): %s", c.Seed, c.Op, m.Name(), m.Library, m.Reason)
			if m.Explanation != "" {
				line += ". " + m.Explanation
			}
			lines = append(lines, line)
		}
		if len(untimed) > 0 {
			lines = append(lines, fmt.Sprintf("%s %s, %s: %s", c.Seed, c.Op, notTimed, strings.Join(untimed, ", ")))
		}
	}
	if len(lines) > 0 {
		p.Printf("Not compared:\n\n")
		for _, l := range lines {
			p.Printf("- %s\n", strings.ReplaceAll(l, "\n", " "))
		}
		p.Printf("\n")
	}
	return p.Err
}

// Direction says how a factor reads: "2.9× slower", "3.1× faster".
func Direction(factor float64) string {
	if factor >= 1 {
		return fmt.Sprintf("%.1f× slower", factor)
	}
	return fmt.Sprintf("%.1f× faster", 1/factor)
}

func escape(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "|", `\|`), "\n", " ")
}
