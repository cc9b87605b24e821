// Package compare judges two serbench runs cell by cell: for each cell
// (dataset, codec, variant, op) timed in both, whether new is slower,
// faster or the same as old once the machine's drift between the runs is
// removed. It is to serbench's compare and ab commands what
// golang.org/x/perf/benchmath is to benchstat: the statistics alone;
// package report renders a Comparison.
//
// It assumes:
//   - the samples of one cell in one run are independent draws of its
//     ns/op, so a rank test (Mann-Whitney U) on them is valid;
//   - two runs made apart also differ by the machine's drift, one factor
//     that most cells share, and cell by cell by more than their samples
//     show (see Options.Paired), so a cell must stand out from the other
//     cells as well as from its own samples; the reference codecs
//     (ReferenceCodecs) change only with the machine;
//   - in runs made side by side (serbench ab), sample i of a cell was taken
//     on both sides at the same moment, so the pair shares the machine's
//     state and a sign test on the pairs' ratios needs nothing else of it;
//   - a run's price of garbage, measured in a calibration host or
//     declared, is the machine's and not the code's, so both runs are
//     charged at one price (Pricing);
//   - many cells are tested at once, so their p-values are corrected for
//     their number (Adjust) before any verdict.
//
// How the drift is estimated and why is in docs/regressions.md.
package compare

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/serbench/serbench/results"
)

// Drift estimators: how the machine's drift between two runs is told apart
// from the code's change.
const (
	// DriftAuto picks DriftCells when the common cells span at least
	// minDriftCodecs codecs, else DriftReference, else DriftNoise, else
	// none; DriftNone for paired runs.
	DriftAuto = "auto"
	// DriftCells is the median over common cells of the ratio new/old: the
	// shift most cells share, which a change of a few libraries cannot move.
	DriftCells = "cells"
	// DriftReference is the median ratio of the reference cells, whose
	// code no library's change touches.
	DriftReference = "reference"
	// DriftNoise is the ratio of the runs' median reference op timings.
	DriftNoise = "noise"
	// DriftNone removes nothing: right for runs interleaved by serbench ab.
	DriftNone = "none"
)

// DriftMethods lists the accepted values of Options.Drift.
var DriftMethods = []string{DriftAuto, DriftCells, DriftReference, DriftNoise, DriftNone}

// ReferenceCodecs are serbench's own codecs, whose cells no library's
// change touches: what changes in them is the machine.
var ReferenceCodecs = []string{"baseline", "noop"}

// Options say how a comparison judges each cell.
type Options struct {
	Drift      string  // one of DriftMethods; "" is DriftAuto
	Correction string  // one of Corrections; "" is Holm
	Alpha      float64 // the significance level after correction; 0 is 0.05
	// MinEffect is the smallest change, in percent after the drift is
	// removed, that a verdict calls slower or faster.
	MinEffect float64
	// Paired says that sample i of each cell was taken in both runs side
	// by side (serbench ab): a cell is then judged by a sign test on its
	// pairs' ratios. Otherwise it is judged by benchmath's Mann-Whitney U
	// test on its samples and, with at least minSpreadCells cells, also
	// against the spread of the other cells' changes: two runs made one
	// after the other differ cell by cell by more than their samples show,
	// since a slow state slows each codec by its own factor.
	Paired bool
}

// A Verdict is what a comparison concludes of one cell.
type Verdict string

// The verdicts.
const (
	Slower Verdict = "slower"
	Faster Verdict = "faster"
	Same   Verdict = "same"
	// Reference marks a reference cell of two runs made apart, which is
	// not judged: its change is the machine's.
	Reference Verdict = "reference"
)

// A Change is one timed cell of two runs compared.
type Change struct {
	Key      string  `json:"cell"`   // Serbench/DATASET/CODEC/VARIANT/OP
	Old, New float64 `json:"-"`      // median ns/op
	OldNs    float64 `json:"old_ns"` // the same, for JSON
	NewNs    float64 `json:"new_ns"`
	// Pct is the change of the median in %; positive is slower.
	Pct float64 `json:"pct"`
	// Effect is the change in % once the drift is removed: what the
	// verdict judges. For paired runs it is the median of the pairs'
	// ratios.
	Effect float64 `json:"effect_pct"`
	// P is the p-value of the cell's test; PAdj the same after the
	// correction for the number of cells.
	P      float64 `json:"p"`
	PAdj   float64 `json:"p_adjusted"`
	N1, N2 int     `json:"-"` // the number of samples (or pairs) on each side
	// Significant reports whether the cell changed: PAdj below alpha and
	// Effect at least the minimum effect.
	Significant bool `json:"significant"`
	// Verdict is the conclusion; Reason says how it was reached.
	Verdict  Verdict  `json:"verdict"`
	Reason   string   `json:"reason"`
	Warnings []string `json:"warnings,omitempty"`
	// Replicas are the replicas' own effects, in %, when an A/B run had
	// more than one (see Replicas).
	Replicas []float64 `json:"replica_effects_pct,omitempty"`
}

// An Estimate is one estimate of the drift of new over old.
type Estimate struct {
	Pct  float64 `json:"pct"`  // new over old, in %
	From string  `json:"from"` // what it was read from
}

// Drift is the machine's drift between the runs as each estimator saw it,
// and the one removed.
type Drift struct {
	Method    string    `json:"method"` // the estimator used
	Why       string    `json:"why"`    // why that one
	Pct       float64   `json:"pct"`    // the drift removed, in %
	Cells     *Estimate `json:"cells"`  // median ratio over all common cells
	Reference *Estimate `json:"reference"`
	Noise     *Estimate `json:"noise"`
	// SpreadPct is the median absolute deviation of the cells' changes
	// around their median, in %; 0 when not used.
	SpreadPct float64 `json:"spread_pct"`
}

// A SizeChange is one codec variant on one dataset whose encoded size
// differs between the runs.
type SizeChange struct {
	Dataset string       `json:"dataset"`
	Codec   string       `json:"codec"`
	Variant string       `json:"variant"`
	Old     results.Size `json:"old"`
	New     results.Size `json:"new"`
}

// A Comparison is everything two runs have in common, compared.
type Comparison struct {
	Options Options `json:"options"`
	// Replicas is how many replicas of an A/B run were compared; 0 for a
	// comparison of two runs.
	Replicas int `json:"replicas,omitempty"`
	// Pricing is the one price of garbage both runs were charged at, when
	// their own prices differ; nil when they are the same.
	Pricing *Pricing     `json:"pricing,omitempty"`
	Drift   Drift        `json:"drift"`
	Changes []Change     `json:"changes"` // by cell key
	Sizes   []SizeChange `json:"sizes"`
	// OnlyOld and OnlyNew name the cells timed in one run only.
	OnlyOld []string `json:"only_old"`
	OnlyNew []string `json:"only_new"`
}

// Runs compares the cells timed in both old and new, and the sizes
// recorded in both, judging each cell as opt says, both runs' garbage
// charged at one price (see Pricing). It fails when opt names
// an unknown estimator or correction, or asks for a drift estimate the
// runs cannot give.
func Runs(old, new *results.File, opt Options) (*Comparison, error) {
	opt.Drift = cmp.Or(opt.Drift, DriftAuto)
	opt.Correction = cmp.Or(opt.Correction, Holm)
	opt.Alpha = cmp.Or(opt.Alpha, 0.05)
	if !slices.Contains(DriftMethods, opt.Drift) {
		return nil, fmt.Errorf("unknown drift estimator %q (want one of %s)", opt.Drift, strings.Join(DriftMethods, ", "))
	}
	if !slices.Contains(Corrections, opt.Correction) {
		return nil, fmt.Errorf("unknown correction %q (want one of %s)", opt.Correction, strings.Join(Corrections, ", "))
	}
	old, new, pricing := AtOnePrice(old, new)
	c := &Comparison{Options: opt, Pricing: pricing}
	newByKey := map[results.Cell]*results.Result{}
	for i := range new.Results {
		newByKey[new.Results[i].Key()] = &new.Results[i]
	}
	seen := map[results.Cell]bool{}
	var pairs []cellPair
	for i := range old.Results {
		o := &old.Results[i]
		k := o.Key()
		seen[k] = true
		if n := newByKey[k]; n == nil {
			c.OnlyOld = append(c.OnlyOld, k.String())
		} else if o.MedianNs > 0 && n.MedianNs > 0 {
			pairs = append(pairs, cellPair{o, n})
		}
	}
	for _, n := range new.Results {
		if !seen[n.Key()] {
			c.OnlyNew = append(c.OnlyNew, n.Key().String())
		}
	}
	slices.SortFunc(pairs, func(a, b cellPair) int { return a.old.Key().Compare(b.old.Key()) })
	if err := c.estimateDrift(old, new, pairs); err != nil {
		return nil, err
	}
	c.judge(pairs)
	slices.Sort(c.OnlyOld)
	slices.Sort(c.OnlyNew)
	c.Sizes = sizeChanges(old, new)
	return c, nil
}

// A cellPair is one cell's results in the old and the new run.
type cellPair struct{ old, new *results.Result }

func sizeChanges(old, new *results.File) []SizeChange {
	var out []SizeChange
	oldSizes := map[results.Unit]results.Size{}
	for _, s := range old.Sizes {
		oldSizes[s.Key()] = s
	}
	for _, n := range new.Sizes {
		o, ok := oldSizes[n.Key()]
		if ok && (o.Bytes != n.Bytes || o.GzipBytes != n.GzipBytes || o.ZstdBytes != n.ZstdBytes) {
			out = append(out, SizeChange{Dataset: n.Dataset, Codec: n.Codec, Variant: n.Variant, Old: o, New: n})
		}
	}
	slices.SortFunc(out, func(a, b SizeChange) int {
		return cmp.Or(cmp.Compare(a.Dataset, b.Dataset), cmp.Compare(a.Codec, b.Codec), cmp.Compare(a.Variant, b.Variant))
	})
	return out
}

// Regressions are the cells judged slower by more than pct percent after
// the drift.
func (c *Comparison) Regressions(pct float64) []Change {
	var out []Change
	for _, ch := range c.Changes {
		if ch.Significant && ch.Effect > pct {
			out = append(out, ch)
		}
	}
	return out
}

// Flagged counts the cells judged slower or faster.
func (c *Comparison) Flagged() int {
	n := 0
	for _, ch := range c.Changes {
		if ch.Significant {
			n++
		}
	}
	return n
}

// Judged counts the cells given a verdict: all but the reference cells of
// runs made apart.
func (c *Comparison) Judged() int {
	n := 0
	for _, ch := range c.Changes {
		if ch.Verdict != Reference {
			n++
		}
	}
	return n
}

// WriteJSON writes the comparison as one indented JSON object.
func (c *Comparison) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(c)
}
