package interop

import (
	"regexp"
	"slices"
	"time"

	"github.com/serbench/serbench/fidelity"
	"github.com/serbench/serbench/results"
)

// A convention is a documented behaviour of a peer's library that makes a
// finding: a finding of one of its adapters, of its kind, for which holds
// is true of the sample (both values).
type convention struct {
	adapters []string
	kind     string
	holds    func(sample string) bool
	says     string
}

// conventions are the peers' documented conventions that the datasets
// meet.
var conventions = []convention{
	{[]string{"cbor", "bson", "yaml", "avro"}, fidelity.KindInstant, withinMicrosecond,
		"Python's datetime holds microseconds: the library reads a time to the microsecond"},
	{[]string{"msgpack"}, fidelity.KindNumberType, intSameValue,
		"msgpack-python writes an int in the smallest format that holds it, unsigned when it is not negative, as the spec advises: " +
			"a Go decoder into any gives that format's Go type"},
	{[]string{"json"}, fidelity.KindValue, regexp.MustCompile(`: -0 became 0$`).MatchString,
		"Python's json reads a number without a fraction or an exponent as an int: -0 is read as 0"},
}

// timestamps finds the times of a sample, as fidelity writes them.
var timestamps = regexp.MustCompile(`-?\d{4,}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)`)

// withinMicrosecond says whether a sample's two times are less than a
// microsecond apart: a time read to the microsecond.
func withinMicrosecond(sample string) bool {
	ts := timestamps.FindAllString(sample, -1)
	if len(ts) != 2 {
		return false
	}
	a, errA := time.Parse(time.RFC3339Nano, ts[0])
	b, errB := time.Parse(time.RFC3339Nano, ts[1])
	return errA == nil && errB == nil && a.Sub(b).Abs() < time.Microsecond
}

// intSameValue says whether a sample is an int that came back as an int
// type of another width or sign, of the same value.
var intSameValue = regexp.MustCompile(`: int\d* -?\d+ became u?int\d* -?\d+ \(same value\)$`).MatchString

// markConventions names, on each finding of a row with a peer, the
// peer's convention that makes it; adapters are the peers' adapters by
// name.
func markConventions(r *results.Interop, adapters map[string]string) {
	a, ok := adapters[r.Writer]
	if !ok {
		if a, ok = adapters[r.Reader]; !ok {
			return
		}
	}
	for i := range r.Findings {
		f := &r.Findings[i]
		for _, c := range conventions {
			if slices.Contains(c.adapters, a) && c.kind == f.Kind && c.holds(f.Sample) {
				f.Convention = c.says
				break
			}
		}
	}
}
