package results

import (
	"fmt"
	"slices"

	"github.com/aclements/go-moremath/stats"
)

// Noise is how steady the machine was during a run, read from the
// reference op that every worker times right before and after every sample
// (see harness): a fixed loop whose time only the machine's state changes.
// Each sample's reference timing is the mean of those two.
type Noise struct {
	// Samples counts the samples with reference timings.
	Samples int `json:"samples"`
	// ReferenceNs is the run's reference figure: the 1st percentile of the
	// reference timings, the machine's fast state.
	ReferenceNs float64 `json:"reference_ns"`
	// MedianNs and P90Ns are the reference's median and 90th percentile.
	MedianNs float64 `json:"median_ns"`
	P90Ns    float64 `json:"p90_ns"`
	// Fast is the fraction of samples taken in the fast state: their
	// reference timing within FastMargin of ReferenceNs.
	Fast float64 `json:"fast"`
}

// FastMargin is how much slower than the run's reference figure a sample's
// reference may run for the sample to count as taken in the fast state.
// The noise figure reports that share; the figures use every sample.
const FastMargin = 1.10

// String describes n in a line.
func (n *Noise) String() string {
	return fmt.Sprintf("reference op %.1f µs in the fast state, median +%.0f%%, p90 +%.0f%%; %.0f%% of samples taken in the fast state",
		n.ReferenceNs/1e3, 100*(n.MedianNs/n.ReferenceNs-1), 100*(n.P90Ns/n.ReferenceNs-1), 100*n.Fast)
}

// MeasureNoise reads the run's noise from its results' reference timings,
// or returns nil when there are none (a run older than them, or one read
// from the text format).
func (f *File) MeasureNoise() *Noise {
	var refs []float64
	for _, r := range f.Results {
		for _, x := range r.SamplesRefNs {
			if x > 0 {
				refs = append(refs, x)
			}
		}
	}
	if len(refs) == 0 {
		return nil
	}
	slices.Sort(refs)
	n := &Noise{Samples: len(refs), ReferenceNs: Quantile(refs, 0.01), MedianNs: Quantile(refs, 0.5), P90Ns: Quantile(refs, 0.9)}
	fast := 0
	for _, x := range refs {
		if x <= FastMargin*n.ReferenceNs {
			fast++
		}
	}
	n.Fast = float64(fast) / float64(len(refs))
	return n
}

// Noise is the run's noise as recorded, or as measured from its results
// when the run did not record it.
func (f *File) Noise() *Noise {
	if f.Env.Noise != nil {
		return f.Env.Noise
	}
	return f.MeasureNoise()
}

// Quantile is the q-quantile of sorted xs, interpolated between the two
// nearest samples (Hyndman and Fan's definition 8, as go-moremath's
// stats.Sample), or NaN when xs is empty. Latency percentiles and the
// noise meter's share it.
func Quantile(sorted []float64, q float64) float64 {
	return stats.Sample{Xs: sorted, Sorted: true}.Quantile(q)
}
