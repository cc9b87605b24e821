package report

import (
	"cmp"
	"math"
	"slices"

	"github.com/serbench/serbench/fidelity"
	"github.com/serbench/serbench/results"
)

// Row is one codec variant on one dataset in one results file.
type Row struct {
	Codec, Variant     string
	Meta               *results.Codec // nil when the file does not describe the codec
	Marshal, Unmarshal *results.Result
	// Convert is the conversion from the dataset's Go type to the codec's
	// own and back, timed for the default variant of codecs that have one;
	// nil for the rest.
	Convert *results.Result
	// Access and Update are the zero-copy formats' ops on the encoding
	// itself (one field read; fields written in place); nil for the rest.
	Access, Update *results.Result
	Size           *results.Size
	Fidelity       *results.Fidelity
	Failures       []results.Failure
}

// A Basis is the round trip a ranking orders codecs by.
type Basis int

// The bases of a ranking.
const (
	// Native is marshal + unmarshal, on the codec's own types.
	Native Basis = iota
	// WithConvert adds the convert op, where the codec has one: what a
	// user holding the dataset's Go types pays per round trip.
	WithConvert
	numBases
)

// RoundTripNs is the row's round trip on basis b, in median ns/op: the sum
// of its ops' medians; +Inf when marshal or unmarshal is missing.
func (r *Row) RoundTripNs(b Basis) float64 {
	if r == nil || r.Marshal == nil || r.Unmarshal == nil {
		return math.Inf(1)
	}
	t := r.Marshal.MedianNs + r.Unmarshal.MedianNs
	if b == WithConvert && r.Convert != nil {
		t += r.Convert.MedianNs
	}
	return t
}

func (r *Row) kind() string {
	if r == nil || r.Meta == nil {
		return ""
	}
	return r.Meta.Kind
}

// Rows returns dataset's rows in f, fastest marshal+unmarshal first; rows
// without both ops follow by codec name. Codecs whose check failed or that
// do not support the dataset get a row too, so that the reason shows.
func Rows(f *results.File, dataset string, o Options) []*Row {
	meta := map[string]*results.Codec{}
	for i := range f.Codecs {
		meta[f.Codecs[i].Name] = &f.Codecs[i]
	}
	byKey := map[results.Unit]*Row{}
	var rows []*Row
	row := func(k results.Unit) *Row {
		if byKey[k] == nil {
			byKey[k] = &Row{Codec: k.Codec, Variant: k.Variant, Meta: meta[k.Codec]}
			rows = append(rows, byKey[k])
		}
		return byKey[k]
	}
	for i := range f.Results {
		r := &f.Results[i]
		if r.Dataset != dataset || !o.shows(r.Variant) {
			continue
		}
		switch r.Op {
		case "marshal":
			row(r.Key().Unit()).Marshal = r
		case "unmarshal":
			row(r.Key().Unit()).Unmarshal = r
		}
	}
	for i := range f.Results {
		// Attached once the timed rows exist, so that a convert, access or
		// update op alone makes no row.
		r := &f.Results[i]
		x := byKey[r.Key().Unit()]
		if x == nil {
			continue
		}
		switch r.Op {
		case "convert":
			x.Convert = r
		case "access":
			x.Access = r
		case "update":
			x.Update = r
		}
	}
	for _, x := range f.Failures {
		if x.Dataset == dataset && o.shows(x.Variant) {
			r := row(x.Key().Unit())
			r.Failures = append(r.Failures, x)
		}
	}
	for i := range f.Fidelity {
		x := &f.Fidelity[i]
		if x.Dataset != dataset || !o.shows(x.Variant) {
			continue
		}
		if r := byKey[x.Key()]; r != nil || broken(x.Status) {
			row(x.Key()).Fidelity = x
		}
	}
	for i := range f.Sizes {
		x := &f.Sizes[i]
		if r := byKey[x.Key()]; r != nil {
			r.Size = x
		}
	}
	slices.SortStableFunc(rows, func(a, b *Row) int {
		return cmp.Or(cmp.Compare(a.RoundTripNs(Native), b.RoundTripNs(Native)), cmp.Compare(a.Codec, b.Codec), cmp.Compare(a.Variant, b.Variant))
	})
	return rows
}

// broken reports whether a verdict means the codec could not be timed.
func broken(s fidelity.Status) bool {
	return s == fidelity.Unsupported || s == fidelity.Error || s == fidelity.Crash
}
