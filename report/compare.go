package report

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"github.com/aclements/go-moremath/stats"

	"github.com/serbench/serbench/internal/mdtext"
	"github.com/serbench/serbench/results"
)

// Drift estimators: how the machine's drift between two runs is told apart
// from the code's change (see docs/regressions.md).
const (
	// DriftAuto picks DriftCells when the common cells span at least
	// minDriftCodecs codecs, else DriftReference, else DriftNoise, else none.
	DriftAuto = "auto"
	// DriftCells is the median over common cells of the ratio new/old: the
	// shift most cells share, which a change of a few libraries cannot move.
	DriftCells = "cells"
	// DriftReference is the median ratio of the reference cells (the
	// baseline and noop codecs), whose code no library change touches.
	DriftReference = "reference"
	// DriftNoise is the ratio of the runs' median reference op timings.
	DriftNoise = "noise"
	// DriftNone removes nothing: right for runs interleaved by serbench ab.
	DriftNone = "none"
)

// Corrections for testing many cells at once.
const (
	Holm = "holm" // Holm-Bonferroni: the chance of any false verdict stays under alpha
	BH   = "bh"   // Benjamini-Hochberg: the expected share of false verdicts stays under alpha
	None = "none"
)

// DriftMethods and Corrections list the accepted option values.
var (
	DriftMethods = []string{DriftAuto, DriftCells, DriftReference, DriftNoise, DriftNone}
	Corrections  = []string{Holm, BH, None}
)

// referenceCodecs are the codecs whose cells no library's change touches.
var referenceCodecs = []string{"baseline", "noop"}

// minDriftCodecs is how many codecs the common cells must span for
// DriftAuto to take their median as the machine's drift: a shift shared by
// that many libraries is the machine's, not one library's change.
const minDriftCodecs = 5

// minSpreadCells is how many cells it takes to measure the between-run
// spread of cells (see CompareOptions.Paired).
const minSpreadCells = 10

// spreadDist is the shape of the cells' changes between two runs of the
// same code: Student's t with 3 degrees of freedom, whose tails are far
// heavier than the normal's. In an A/A pair of runs of small on this
// project's machine, 7.5% of the cells lay more than 6 median absolute
// deviations from the drift, where the normal puts 0.006%
// (docs/regressions.md).
var spreadDist = stats.TDist{V: 3}

// CompareOptions say how Compare judges each cell.
type CompareOptions struct {
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
	N1, N2 int     `json:"-"`
	// Significant reports whether the cell changed: PAdj below alpha and
	// Effect at least the minimum effect.
	Significant bool `json:"significant"`
	// Verdict is "slower", "faster" or "same", or "reference" for a
	// reference cell of two runs made apart, which is not judged; Reason
	// says how it was reached.
	Verdict  string   `json:"verdict"`
	Reason   string   `json:"reason"`
	Warnings []string `json:"warnings,omitempty"`
	// Replicas are the replicas' own effects, in %, when an A/B run had
	// more than one (see CompareReplicas).
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
	Options CompareOptions `json:"options"`
	// Replicas is how many replicas of an A/B run were compared; 0 for a
	// comparison of two runs.
	Replicas int          `json:"replicas,omitempty"`
	Drift    Drift        `json:"drift"`
	Changes  []Change     `json:"changes"`
	Sizes    []SizeChange `json:"sizes"`
	// OnlyOld and OnlyNew name the cells timed in one run only.
	OnlyOld []string `json:"only_old"`
	OnlyNew []string `json:"only_new"`
}

// Compare compares the cells timed in both old and new, and the sizes
// recorded in both, judging each cell as opt says. It fails when opt asks
// for a drift estimate the runs cannot give.
func Compare(old, new *results.File, opt CompareOptions) (*Comparison, error) {
	opt.Drift = cmp.Or(opt.Drift, DriftAuto)
	opt.Correction = cmp.Or(opt.Correction, Holm)
	opt.Alpha = cmp.Or(opt.Alpha, 0.05)
	if !slices.Contains(DriftMethods, opt.Drift) {
		return nil, fmt.Errorf("unknown drift estimator %q (want one of %s)", opt.Drift, strings.Join(DriftMethods, ", "))
	}
	if !slices.Contains(Corrections, opt.Correction) {
		return nil, fmt.Errorf("unknown correction %q (want one of %s)", opt.Correction, strings.Join(Corrections, ", "))
	}
	c := &Comparison{Options: opt}
	newByKey := map[string]*results.Result{}
	for i := range new.Results {
		newByKey[new.Results[i].Key()] = &new.Results[i]
	}
	seen := map[string]bool{}
	var pairs [][2]*results.Result
	for i := range old.Results {
		o := &old.Results[i]
		k := o.Key()
		seen[k] = true
		if n := newByKey[k]; n == nil {
			c.OnlyOld = append(c.OnlyOld, k)
		} else if o.MedianNs > 0 && n.MedianNs > 0 {
			pairs = append(pairs, [2]*results.Result{o, n})
		}
	}
	for _, n := range new.Results {
		if !seen[n.Key()] {
			c.OnlyNew = append(c.OnlyNew, n.Key())
		}
	}
	slices.SortFunc(pairs, func(a, b [2]*results.Result) int { return cmp.Compare(a[0].Key(), b[0].Key()) })
	if err := c.estimateDrift(old, new, pairs); err != nil {
		return nil, err
	}
	c.judge(pairs)
	slices.Sort(c.OnlyOld)
	slices.Sort(c.OnlyNew)
	c.Sizes = sizeChanges(old, new)
	return c, nil
}

// logRatio is the log of new's median over old's.
func logRatio(p [2]*results.Result) float64 { return math.Log(p[1].MedianNs / p[0].MedianNs) }

// estimateDrift fills c.Drift with every estimate the runs give and picks
// the one opt asks for.
func (c *Comparison) estimateDrift(old, new *results.File, pairs [][2]*results.Result) error {
	d := &c.Drift
	var all, ref []float64
	codecs := map[string]bool{}
	for _, p := range pairs {
		all = append(all, logRatio(p))
		codecs[p[0].Codec] = true
		if slices.Contains(referenceCodecs, p[0].Codec) {
			ref = append(ref, logRatio(p))
		}
	}
	if len(all) > 0 {
		d.Cells = &Estimate{Pct: pct(results.Median(all)), From: fmt.Sprintf("median over %d cells of %d codecs", len(all), len(codecs))}
	}
	if len(ref) > 0 {
		d.Reference = &Estimate{Pct: pct(results.Median(ref)), From: fmt.Sprintf("median over %d %s cells", len(ref), strings.Join(referenceCodecs, "/"))}
	}
	if no, nn := old.Noise(), new.Noise(); no != nil && nn != nil && no.MedianNs > 0 && nn.MedianNs > 0 {
		d.Noise = &Estimate{Pct: pct(math.Log(nn.MedianNs / no.MedianNs)), From: "the runs' median reference op timings"}
	}
	d.Method = c.Options.Drift
	switch d.Method {
	case DriftAuto:
		switch {
		case c.Options.Paired:
			d.Method, d.Why = DriftNone, "the runs were interleaved sample by sample, so drift hit both alike"
		case len(codecs) >= minDriftCodecs:
			d.Method, d.Why = DriftCells, fmt.Sprintf("the cells span %d codecs, so a shift most of them share is the machine's", len(codecs))
		case d.Reference != nil:
			d.Method, d.Why = DriftReference, fmt.Sprintf("fewer than %d codecs, so the cells could all have changed; the reference cells cannot have", minDriftCodecs)
		case d.Noise != nil:
			d.Method, d.Why = DriftNoise, fmt.Sprintf("fewer than %d codecs and no reference cells; the reference op is the only measure of the machine", minDriftCodecs)
		default:
			d.Method, d.Why = DriftNone, "no estimate available: fewer than 5 codecs, no reference cells, no reference op timings"
		}
	default:
		d.Why = "asked for"
	}
	var e *Estimate
	switch d.Method {
	case DriftCells:
		e = d.Cells
	case DriftReference:
		e = d.Reference
	case DriftNoise:
		e = d.Noise
	case DriftNone:
		return nil
	}
	if e == nil {
		return fmt.Errorf("drift estimator %q has nothing to read: the runs have no %s in common", d.Method, map[string]string{
			DriftCells: "timed cells", DriftReference: "baseline or noop cells", DriftNoise: "reference op timings"}[d.Method])
	}
	d.Pct = e.Pct
	return nil
}

// judge tests every cell after removing the drift, corrects the p-values
// for their number and gives each its verdict.
func (c *Comparison) judge(pairs [][2]*results.Result) {
	opt := &c.Options
	drift := math.Log1p(c.Drift.Pct / 100)
	resid := make([]float64, len(pairs))
	for i, p := range pairs {
		resid[i] = logRatio(p) - drift
	}
	spread := 0.0
	if !opt.Paired && len(pairs) >= minSpreadCells {
		// The scale of the cells' changes around their centre, from their
		// median absolute deviation, which the few cells that changed
		// cannot inflate.
		m := results.Median(resid)
		dev := make([]float64, len(resid))
		for i, r := range resid {
			dev[i] = math.Abs(r - m)
		}
		mad := results.Median(dev)
		c.Drift.SpreadPct = pct(mad)
		spread = mad / stats.InvCDF(spreadDist)(0.75)
	}
	ps := make([]float64, len(pairs))
	tests := make([]string, len(pairs))
	for i, p := range pairs {
		o, n := p[0], p[1]
		ch := Change{Key: o.Key(), Old: o.MedianNs, New: n.MedianNs, OldNs: o.MedianNs, NewNs: n.MedianNs,
			Pct: pct(logRatio(p)), Effect: pct(resid[i])}
		if opt.Paired && len(o.SamplesNs) == len(n.SamplesNs) {
			// The pairs' median ratio is the change: steadier than the
			// ratio of the medians, as each pair cancels its moment's state.
			var shift float64
			ps[i], ch.N1, shift = signTest(o.SamplesNs, n.SamplesNs, drift)
			ch.N2, ch.Effect = ch.N1, pct(shift)
			tests[i] = fmt.Sprintf("sign test on %d pairs, median pair %+.1f%%", ch.N1, ch.Effect)
		} else {
			scaled := make([]float64, len(n.SamplesNs))
			for j, x := range n.SamplesNs {
				scaled[j] = x / math.Exp(drift)
			}
			u := results.Compare(o.SamplesNs, scaled)
			ps[i], ch.N1, ch.N2 = u.P, u.N1, u.N2
			tests[i] = fmt.Sprintf("U test on %d+%d samples", u.N1, u.N2)
			for _, w := range u.Warnings {
				ch.Warnings = append(ch.Warnings, w.Error())
			}
			if spread > 0 {
				z := resid[i] / spread
				pz := 2 * spreadDist.CDF(-math.Abs(z))
				tests[i] = fmt.Sprintf("%s p=%.2g, %.1f spreads from the drift p=%.2g", tests[i], u.P, resid[i]/(spread*stats.InvCDF(spreadDist)(0.75)), pz)
				// Both must reject: the samples and the other cells.
				ps[i] = max(ps[i], pz)
			}
		}
		ch.P = ps[i]
		c.Changes = append(c.Changes, ch)
	}
	// Two runs made apart are not judged on their reference cells: no
	// library's change touches those, so their change is the machine's,
	// and the correction counts only the cells judged. noop's 2 ns loop
	// shows the machine's states the most: its samples lie in two modes a
	// fifth apart, and the share in each moved from run to run
	// (docs/regressions.md). Side by side, as ab times them, the two sides
	// may be two versions of serbench, so every cell is judged.
	unjudged := make([]bool, len(pairs))
	var judged []float64
	for i, p := range pairs {
		if unjudged[i] = !opt.Paired && slices.Contains(referenceCodecs, p[0].Codec); !unjudged[i] {
			judged = append(judged, ps[i])
		}
	}
	adj := adjust(judged, opt.Correction)
	for i := range c.Changes {
		ch := &c.Changes[i]
		how := fmt.Sprintf("%s: p=%.2g", tests[i], ch.P)
		if unjudged[i] {
			ch.PAdj = ch.P
			ch.Verdict, ch.Reason = "reference", fmt.Sprintf("not judged: a reference cell (%s), whose code no library's change touches, so that its change is the machine's (%s)",
				strings.Join(referenceCodecs, ", "), how)
			continue
		}
		ch.PAdj, adj = adj[0], adj[1:]
		if opt.Correction != None {
			how += fmt.Sprintf(", %s-adjusted %.2g", map[string]string{Holm: "Holm", BH: "BH"}[opt.Correction], ch.PAdj)
		}
		switch {
		case ch.PAdj >= opt.Alpha:
			ch.Verdict, ch.Reason = "same", fmt.Sprintf("%s ≥ %g", how, opt.Alpha)
		case math.Abs(ch.Effect) < opt.MinEffect:
			ch.Verdict, ch.Reason = "same", fmt.Sprintf("%s < %g, but %+.1f%% is within the minimum effect %g%%", how, opt.Alpha, ch.Effect, opt.MinEffect)
		default:
			ch.Significant = true
			ch.Verdict, ch.Reason = "faster", fmt.Sprintf("%s < %g", how, opt.Alpha)
			if ch.Effect > 0 {
				ch.Verdict = "slower"
			}
		}
	}
}

// signTest tests whether the pairs' ratios new/old, divided by the drift,
// are as often above 1 as below, and returns the two-sided p-value, the
// number of pairs and their median log ratio. Adjacent samples share the
// machine's state, so their ratio cancels it; the test assumes nothing
// else of it.
func signTest(old, new []float64, drift float64) (p float64, n int, shift float64) {
	up, m := 0, 0
	var rs []float64
	for i := range old {
		if old[i] <= 0 || new[i] <= 0 {
			continue
		}
		r := math.Log(new[i]/old[i]) - drift
		rs = append(rs, r)
		if r != 0 {
			m++
		}
		if r > 0 {
			up++
		}
	}
	if m == 0 {
		return 1, len(old), 0
	}
	b := stats.BinomialDist{N: m, P: 0.5}
	k := float64(min(up, m-up))
	return min(1, 2*b.CDF(k)), len(old), results.Median(rs)
}

// adjust corrects p-values for their number, as the correction says.
func adjust(ps []float64, correction string) []float64 {
	m := len(ps)
	out := slices.Clone(ps)
	if correction == None || m == 0 {
		return out
	}
	order := make([]int, m)
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(ps[a], ps[b]) })
	switch correction {
	case Holm:
		// The i-th smallest is multiplied by m-i, and never falls below
		// the one before it.
		run := 0.0
		for i, k := range order {
			run = max(run, min(1, float64(m-i)*ps[k]))
			out[k] = run
		}
	case BH:
		// The i-th smallest is multiplied by m/(i+1), and never exceeds
		// the one after it.
		run := 1.0
		for i := m - 1; i >= 0; i-- {
			k := order[i]
			run = min(run, float64(m)/float64(i+1)*ps[k])
			out[k] = run
		}
	}
	return out
}

// pct turns a log ratio into a change in percent.
func pct(logRatio float64) float64 { return math.Expm1(logRatio) * 100 }

func sizeChanges(old, new *results.File) []SizeChange {
	var out []SizeChange
	oldSizes := map[string]results.Size{}
	for _, s := range old.Sizes {
		oldSizes[s.Dataset+"/"+s.Codec+"/"+s.Variant] = s
	}
	for _, n := range new.Sizes {
		o, ok := oldSizes[n.Dataset+"/"+n.Codec+"/"+n.Variant]
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

// WriteJSON writes the comparison as one indented JSON object.
func (c *Comparison) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(c)
}

// WriteMarkdown writes the comparison: the drift estimates and how cells
// are judged, each on its own line; then every common cell with old, new,
// change, change after drift, p-values and verdict with its reason ("~"
// marks a change judged the same, as benchstat does); then the sizes that
// changed.
func (c *Comparison) WriteMarkdown(w io.Writer) error {
	p := &mdtext.Printer{W: w}
	d := &c.Drift
	for _, e := range []struct {
		name string
		e    *Estimate
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
	corr := map[string]string{Holm: "Holm's correction", BH: "the Benjamini-Hochberg correction", None: "no correction"}[o.Correction]
	judged := len(c.Changes)
	for _, ch := range c.Changes {
		if ch.Verdict == "reference" {
			judged--
		}
	}
	p.Printf("Verdicts: %s over %d cells at alpha %g; minimum effect %g%%.", corr, judged, o.Alpha, o.MinEffect)
	if judged < len(c.Changes) {
		p.Printf(" The %d reference cells (%s) are not judged: their change is the machine's.", len(c.Changes)-judged, strings.Join(referenceCodecs, ", "))
	}
	if c.Replicas > 1 {
		p.Printf(" %d replicas, each with workers of its own, judged apart: a cell changed only if every replica says so; its change is their geometric mean.", c.Replicas)
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

func fmtSigned(pct float64) string {
	if math.IsNaN(pct) {
		return "?"
	}
	return fmt.Sprintf("%+.2f%%", pct)
}
