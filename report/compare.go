package report

import (
	"cmp"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"github.com/serbench/serbench/internal/mdtext"
	"github.com/serbench/serbench/results"
)

// A Change is one timed cell of two runs compared.
type Change struct {
	Key      string  // Serbench/DATASET/CODEC/VARIANT/OP
	Old, New float64 // median ns/op
	// Pct is the change of the median in %; positive is slower.
	Pct float64
	// P is the p-value of benchmath's Mann-Whitney U test that the samples
	// come from one distribution, as benchstat computes it.
	P      float64
	N1, N2 int
	// Significant reports whether P is below the test's alpha (0.05), so
	// that the change is unlikely to be noise.
	Significant bool
	Warnings    []string
}

// A SizeChange is one codec variant on one dataset whose encoded size
// differs between the runs.
type SizeChange struct {
	Dataset, Codec, Variant string
	Old, New                results.Size
}

// A Comparison is everything two runs have in common, compared.
type Comparison struct {
	Changes []Change
	Sizes   []SizeChange
	// OnlyOld and OnlyNew name the cells timed in one run only.
	OnlyOld, OnlyNew []string
}

// Compare compares the cells timed in both old and new, and the sizes
// recorded in both.
func Compare(old, new *results.File) *Comparison {
	c := &Comparison{}
	newByKey := map[string]*results.Result{}
	for i := range new.Results {
		newByKey[new.Results[i].Key()] = &new.Results[i]
	}
	seen := map[string]bool{}
	for i := range old.Results {
		o := &old.Results[i]
		k := o.Key()
		seen[k] = true
		n := newByKey[k]
		if n == nil {
			c.OnlyOld = append(c.OnlyOld, k)
			continue
		}
		cmpr := results.Compare(o.SamplesNs, n.SamplesNs)
		ch := Change{Key: k, Old: o.MedianNs, New: n.MedianNs, Pct: math.NaN(), P: cmpr.P, N1: cmpr.N1, N2: cmpr.N2,
			Significant: cmpr.P < cmpr.Alpha}
		if o.MedianNs > 0 {
			ch.Pct = (n.MedianNs/o.MedianNs - 1) * 100
		}
		for _, w := range cmpr.Warnings {
			ch.Warnings = append(ch.Warnings, w.Error())
		}
		c.Changes = append(c.Changes, ch)
	}
	for _, n := range new.Results {
		if !seen[n.Key()] {
			c.OnlyNew = append(c.OnlyNew, n.Key())
		}
	}
	slices.SortFunc(c.Changes, func(a, b Change) int { return cmp.Compare(a.Key, b.Key) })
	slices.Sort(c.OnlyOld)
	slices.Sort(c.OnlyNew)
	oldSizes := map[string]results.Size{}
	for _, s := range old.Sizes {
		oldSizes[s.Dataset+"/"+s.Codec+"/"+s.Variant] = s
	}
	for _, n := range new.Sizes {
		o, ok := oldSizes[n.Dataset+"/"+n.Codec+"/"+n.Variant]
		if ok && (o.Bytes != n.Bytes || o.GzipBytes != n.GzipBytes || o.ZstdBytes != n.ZstdBytes) {
			c.Sizes = append(c.Sizes, SizeChange{Dataset: n.Dataset, Codec: n.Codec, Variant: n.Variant, Old: o, New: n})
		}
	}
	slices.SortFunc(c.Sizes, func(a, b SizeChange) int {
		return cmp.Or(cmp.Compare(a.Dataset, b.Dataset), cmp.Compare(a.Codec, b.Codec), cmp.Compare(a.Variant, b.Variant))
	})
	return c
}

// Regressions are the significant slowdowns of more than pct percent.
func (c *Comparison) Regressions(pct float64) []Change {
	var out []Change
	for _, ch := range c.Changes {
		if ch.Significant && ch.Pct > pct {
			out = append(out, ch)
		}
	}
	return out
}

// WriteMarkdown writes the comparison as markdown tables: every common
// cell with old, new, change, p-value and significance ("~" marks a
// change within noise, as benchstat does), then the sizes that changed.
func (c *Comparison) WriteMarkdown(w io.Writer) error {
	p := &mdtext.Printer{W: w}
	p.Printf("| cell | old ns/op | new ns/op | change | p | n | significant |\n|---|--:|--:|--:|--:|--:|---|\n")
	for _, ch := range c.Changes {
		delta := "~"
		if ch.Significant {
			delta = fmtSigned(ch.Pct)
		}
		sig := "no"
		if ch.Significant {
			sig = "yes"
		}
		if len(ch.Warnings) > 0 {
			sig += " (" + escape(strings.Join(ch.Warnings, "; ")) + ")"
		}
		n := fmt.Sprintf("%d+%d", ch.N1, ch.N2)
		p.Printf("| %s | %s | %s | %s | %.3f | %s | %s |\n", strings.TrimPrefix(ch.Key, "Serbench/"), mdtext.Ns(ch.Old), mdtext.Ns(ch.New), delta, ch.P, n, sig)
	}
	p.Printf("\n")
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

func fmtSigned(pct float64) string {
	if math.IsNaN(pct) {
		return "?"
	}
	return fmt.Sprintf("%+.2f%%", pct)
}
