package fidelity

import (
	"sort"
)

// A Finding is one field that a codec loses, summed over a pool.
type Finding struct {
	// Field is the normalised path, such as "Powers[].Energy".
	Field string `json:"field"`
	// Kind is the kind of its first difference.
	Kind string `json:"kind"`
	// Sample is the first difference seen, such as
	// "BirthDay: offset +05:30 became +00:00".
	Sample string `json:"sample"`
	// Records counts the records in which the field differed.
	Records int `json:"records"`
}

// Report is the verdict on one codec, dataset and variant.
type Report struct {
	Status Status `json:"status"`
	// Reason explains an error, crash or unsupported status.
	Reason string `json:"reason,omitempty"`
	// Findings lists the fields lost, most frequent first.
	Findings []Finding `json:"findings,omitempty"`
	// Records counts the records checked.
	Records int `json:"records"`
	// OverwritesOutput reports whether a marshal call changed the bytes
	// that the previous call returned, so a caller must copy them. Nil when
	// not measured.
	OverwritesOutput *bool `json:"overwrites_output,omitempty"`
	// AliasesInput reports whether a decoded value changed when its input
	// buffer was overwritten afterwards, so strings or byte slices share
	// the input's memory. Nil when not measured.
	AliasesInput *bool `json:"aliases_input,omitempty"`
	// AliasedFields lists the fields that changed with the input.
	AliasedFields []string `json:"aliased_fields,omitempty"`
}

// A Collector sums the differences of many records into a Report.
type Collector struct {
	records  int
	findings map[string]*Finding
	order    []string
	aliased  map[string]bool
}

// Add records the differences of one record.
func (c *Collector) Add(diffs []Difference) {
	c.records++
	if c.findings == nil {
		c.findings = map[string]*Finding{}
	}
	seen := map[string]bool{}
	for _, d := range diffs {
		f := NormalPath(d.Path)
		if seen[f] {
			continue
		}
		seen[f] = true
		if c.findings[f] == nil {
			c.findings[f] = &Finding{Field: f, Kind: d.Kind, Sample: d.String()}
			c.order = append(c.order, f)
		}
		c.findings[f].Records++
	}
}

// AddAliased records the differences that appeared in a decoded record once
// its input buffer was overwritten, beyond those in before.
func (c *Collector) AddAliased(before, after []Difference) {
	was := map[string]bool{}
	for _, d := range before {
		was[d.String()] = true
	}
	if c.aliased == nil {
		c.aliased = map[string]bool{}
	}
	for _, d := range after {
		if !was[d.String()] {
			c.aliased[NormalPath(d.Path)] = true
		}
	}
}

// Report returns the verdict so far; status is Exact or Lossy.
func (c *Collector) Report() Report {
	r := Report{Status: Exact, Records: c.records}
	for _, f := range c.order {
		r.Findings = append(r.Findings, *c.findings[f])
	}
	sort.SliceStable(r.Findings, func(i, j int) bool { return r.Findings[i].Records > r.Findings[j].Records })
	if len(r.Findings) > 0 {
		r.Status = Lossy
	}
	for f := range c.aliased {
		r.AliasedFields = append(r.AliasedFields, f)
	}
	sort.Strings(r.AliasedFields)
	return r
}
