package compare

import (
	"cmp"
	"slices"
)

// Corrections for testing many p-values at once.
const (
	Holm         = "holm" // Holm-Bonferroni: the chance of any false rejection stays under alpha
	BH           = "bh"   // Benjamini-Hochberg: the expected share of false rejections stays under alpha
	NoCorrection = "none"
)

// correctionName names each correction but NoCorrection in a verdict's
// reason.
var correctionName = map[string]string{Holm: "Holm", BH: "BH"}

// Corrections lists the accepted values of Options.Correction.
var Corrections = []string{Holm, BH, NoCorrection}

// Adjust returns the p-values ps corrected for their number as correction
// says (one of Corrections), in the order given; ps itself is not
// changed. Holm's correction holds whatever the dependence between the
// tests; Benjamini-Hochberg's assumes them independent or positively
// dependent.
func Adjust(ps []float64, correction string) []float64 {
	m := len(ps)
	out := slices.Clone(ps)
	if correction == NoCorrection || m == 0 {
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
