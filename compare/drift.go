package compare

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/serbench/serbench/results"
)

// minDriftCodecs is how many codecs the common cells must span for
// DriftAuto to take their median as the machine's drift: a shift shared by
// that many libraries is the machine's, not one library's change.
const minDriftCodecs = 5

// logRatio is the log of the cell's new median over its old.
func (p cellPair) logRatio() float64 { return math.Log(p.new.MedianNs / p.old.MedianNs) }

// reference reports whether the cell is one of a reference codec.
func (p cellPair) reference() bool { return slices.Contains(ReferenceCodecs, p.old.Codec) }

// pct turns a log ratio into a change in percent.
func pct(logRatio float64) float64 { return math.Expm1(logRatio) * 100 }

// estimateDrift fills c.Drift with every estimate the runs give and picks
// the one c.Options asks for; it fails when that one has nothing to read.
func (c *Comparison) estimateDrift(old, new *results.File, pairs []cellPair) error {
	d := &c.Drift
	var all, ref []float64
	codecs := map[string]bool{}
	for _, p := range pairs {
		all = append(all, p.logRatio())
		codecs[p.old.Codec] = true
		if p.reference() {
			ref = append(ref, p.logRatio())
		}
	}
	if len(all) > 0 {
		d.Cells = &Estimate{Pct: pct(results.Median(all)), From: fmt.Sprintf("median over %d cells of %d codecs", len(all), len(codecs))}
	}
	if len(ref) > 0 {
		d.Reference = &Estimate{Pct: pct(results.Median(ref)), From: fmt.Sprintf("median over %d %s cells", len(ref), strings.Join(ReferenceCodecs, "/"))}
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
