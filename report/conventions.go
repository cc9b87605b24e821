package report

import (
	"fmt"
	"slices"
	"strings"

	"github.com/serbench/serbench/fidelity"
)

// Rankings rank work that was done: a codec whose round trip loses data is
// not ranked among those that carry it, however fast it is, since an empty
// list costs nothing to encode. What a codec may change without losing
// data is a convention, and fidelity's findings say which is which by
// their kind; only nil against empty and a number's Go type need the
// finding's detail, whose wording package fidelity fixes.

// notRankedText states the rule where a report lists the codecs it leaves
// unranked.
const notRankedText = "A codec whose round trip loses data is not ranked among the codecs that carry it: " +
	"a collection or record that comes back empty or shortened, a value that changes (a number, a string, a byte, " +
	"an instant to a coarser precision, a collection to another type) is a loss. Conventions are not: " +
	"a zone name or UTC offset lost with the instant kept, nil for an empty collection or empty for nil, " +
	"a number in a document decoded as another Go type with its value kept."

// carriesData reports whether a verdict leaves the data carried: an exact
// round trip, or one whose every finding is a convention. When it does
// not, reason says why: the sample of the first finding that is a loss
// (findings come most frequent first), or the verdict and its reason for
// a codec that failed or could not encode the data.
func carriesData(f fidelity.Report) (ok bool, reason string) {
	switch f.Status {
	case fidelity.Exact:
		return true, ""
	case fidelity.Lossy:
		for _, x := range f.Findings {
			if !convention(x) {
				return false, x.Sample
			}
		}
		if len(f.Findings) == 0 {
			return false, "lossy, with no finding recorded"
		}
		return true, ""
	}
	if f.Reason == "" {
		return false, string(f.Status)
	}
	return false, string(f.Status) + ": " + f.Reason
}

// convention reports whether a finding changes only what a documented
// convention lets a codec change. Its Kind is that of the field's first
// difference, which is what a verdict keeps.
func convention(x fidelity.Finding) bool {
	switch x.Kind {
	case fidelity.KindZoneName, fidelity.KindOffset:
		// fidelity reports these only when the instant came back equal.
		return true
	case fidelity.KindNil:
		// An empty collection for nil keeps its (lack of) elements; a
		// value or elements that became nil, or nil that became a value,
		// do not.
		return strings.HasSuffix(x.Sample, ": nil became empty") || strings.HasSuffix(x.Sample, ": empty became nil")
	case fidelity.KindNumberType:
		return strings.HasSuffix(x.Sample, "(same value)")
	}
	return false
}

// losesData is why the row's round trip loses data, or "" when it carries
// the data or its verdict is unknown (a results.txt has none).
func (r *Row) losesData() string {
	if r == nil || r.Fidelity == nil {
		return ""
	}
	if ok, why := carriesData(r.Fidelity.Report); !ok {
		return why
	}
	return ""
}

// notRankedTable introduces a dataset's codecs that lose data.
const notRankedTable = "Timed, but their round trip loses data on this dataset (the rule is in the header): listed apart, unranked, with the first loss."

// notRankedOverall introduces the codecs the overall ranking leaves out.
const notRankedOverall = "A dataset on which a codec's round trip loses data is left out of its geomean (the rule is in the header); " +
	"a codec that loses data on every dataset it was timed on is not ranked at all."

// lostEverywhere reports whether the codec variant lost data on every
// dataset it has a total on, in every run: it has no score to rank.
func (o *Overall) lostEverywhere() bool {
	return len(o.Lost) > 0 && !slices.ContainsFunc(o.Scores, func(s Score) bool { return s.Datasets > 0 })
}

// lostLines says, for each codec variant that loses data somewhere, where
// and how, and what its ranking counts.
func (m *Model) lostLines() []string {
	var out []string
	for _, o := range m.Overall {
		if len(o.Lost) == 0 {
			continue
		}
		var where []string
		for _, x := range o.Lost {
			where = append(where, fmt.Sprintf("%s%s (%s)", x.Dataset, runSuffix(m, m.Runs[x.Run], " in "), truncate(x.Reason, 80)))
		}
		s := o.Name() + ": " + strings.Join(where, ", ")
		if o.lostEverywhere() {
			s += "; not ranked"
		} else {
			s += "; ranked on its other datasets"
		}
		out = append(out, s)
	}
	return out
}
