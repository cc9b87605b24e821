package report

import (
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/serbench/serbench/compare"
	"github.com/serbench/serbench/internal/mdtext"
)

// MarkdownComparison writes c: the one price of garbage both runs were
// charged at, when theirs differed; the drift estimates and how cells are
// judged, each on its own line; then every common cell with old, new,
// change, change after drift, p-values and verdict with its reason ("~"
// marks a change judged the same, as benchstat does); then the sizes that
// changed.
func MarkdownComparison(w io.Writer, c *compare.Comparison) error {
	p := &mdtext.Printer{W: w}
	if pr := c.Pricing; pr != nil {
		p.Printf("Garbage priced at %s in both runs (old measured %s, new %s): %s.  \n", pr.Used.Short(), pr.Old.Short(), pr.New.Short(), pr.How)
	}
	d := &c.Drift
	for _, e := range []struct {
		name string
		e    *compare.Estimate
	}{{"cells", d.Cells}, {"reference cells", d.Reference}, {"reference op", d.Noise}} {
		if e.e != nil {
			p.Printf("Drift of new over old, from %s: %s (%s).  \n", e.name, fmtSigned(e.e.Pct), e.e.From)
		} else {
			p.Printf("Drift of new over old, from %s: none to read.  \n", e.name)
		}
	}
	p.Printf("Drift removed: %s, estimator %s: %s.  \n", fmtSigned(d.Pct), d.Method, d.Why)
	o := &c.Options
	if d.SpreadPct > 0 {
		p.Printf("Spread of the cells' changes: ±%.1f%% (their median absolute deviation, a \"spread\"); a cell must stand out from the other cells (Student's t, 3 degrees of freedom) as well as from its own samples.  \n", d.SpreadPct)
	}
	corr := map[string]string{compare.Holm: "Holm's correction", compare.BH: "the Benjamini-Hochberg correction", compare.NoCorrection: "no correction"}[o.Correction]
	judged := c.Judged()
	p.Printf("Verdicts: %s over %d cells at alpha %g; minimum effect %g%%.", corr, judged, o.Alpha, o.MinEffect)
	if judged < len(c.Changes) {
		p.Printf(" The %d reference cells (%s) are not judged: their change is the machine's.", len(c.Changes)-judged, strings.Join(compare.ReferenceCodecs, ", "))
	}
	if c.Replicas > 1 {
		p.Printf(" %d replicas, each with workers of its own: a cell is tested on the pairs of all of them, and changed only if every replica moved by at least the minimum effect the same way; its change is their geometric mean.", c.Replicas)
	}
	p.Printf("\n\n")
	p.Printf("| cell | old ns/op | new ns/op | change | after drift | p | adjusted p | verdict | how |\n|---|--:|--:|--:|--:|--:|--:|---|---|\n")
	for _, ch := range c.Changes {
		delta := "~"
		if ch.Significant {
			delta = fmtSigned(ch.Effect)
		}
		how := ch.Reason
		if len(ch.Warnings) > 0 {
			how += " (" + strings.Join(ch.Warnings, "; ") + ")"
		}
		p.Printf("| %s | %s | %s | %s | %s | %.2g | %.2g | %s | %s |\n", strings.TrimPrefix(ch.Key, "Serbench/"), mdtext.Ns(ch.Old), mdtext.Ns(ch.New),
			fmtSigned(ch.Pct), delta, ch.P, ch.PAdj, ch.Verdict, escape(how))
	}
	p.Printf("\n%d of %d cells changed.\n\n", c.Flagged(), len(c.Changes))
	if len(c.Sizes) > 0 {
		p.Printf("| size | old bytes | new bytes | change | old gzip | new gzip | old zstd | new zstd |\n|---|--:|--:|--:|--:|--:|--:|--:|\n")
		for _, s := range c.Sizes {
			pct := math.NaN()
			if s.Old.Bytes > 0 {
				pct = (s.New.Bytes/s.Old.Bytes - 1) * 100
			}
			p.Printf("| %s/%s/%s | %s | %s | %s | %s | %s | %s | %s |\n", s.Dataset, s.Codec, s.Variant,
				fmtBytes(s.Old.Bytes), fmtBytes(s.New.Bytes), fmtSigned(pct),
				fmtBytes(s.Old.GzipBytes), fmtBytes(s.New.GzipBytes), fmtBytes(s.Old.ZstdBytes), fmtBytes(s.New.ZstdBytes))
		}
		p.Printf("\n")
	} else {
		p.Printf("No encoded size changed.\n\n")
	}
	if len(c.OnlyOld) > 0 {
		p.Printf("Only in old: %s\n\n", strings.Join(c.OnlyOld, ", "))
	}
	if len(c.OnlyNew) > 0 {
		p.Printf("Only in new: %s\n\n", strings.Join(c.OnlyNew, ", "))
	}
	return p.Err
}

// fmtSigned is a change in percent with its sign, or "?" when unknown.
func fmtSigned(pct float64) string {
	if math.IsNaN(pct) {
		return "?"
	}
	return fmt.Sprintf("%+.2f%%", pct)
}
