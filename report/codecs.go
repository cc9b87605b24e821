package report

import (
	"cmp"
	"slices"
	"strings"

	"github.com/serbench/serbench/results"
)

// Aliasing summarises the measured output reuse and input aliasing of a
// codec's variants over every dataset and run: "none" when measured and
// never seen, "—" when never measured.
func (m *Model) Aliasing(codec string) string {
	reuses, aliases := map[string]bool{}, map[string]bool{}
	measured := false
	for _, run := range m.Runs {
		for _, x := range run.File.Fidelity {
			if x.Codec != codec {
				continue
			}
			if x.OverwritesOutput != nil {
				measured = true
				if *x.OverwritesOutput {
					reuses[x.Variant] = true
				}
			}
			if x.AliasesInput != nil {
				measured = true
				if *x.AliasesInput {
					aliases[x.Variant] = true
				}
			}
		}
	}
	if !measured {
		return "—"
	}
	var parts []string
	if len(reuses) > 0 {
		parts = append(parts, "reuses output ("+strings.Join(sortedKeys(reuses), ", ")+")")
	}
	if len(aliases) > 0 {
		parts = append(parts, "aliases input ("+strings.Join(sortedKeys(aliases), ", ")+")")
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, "; ")
}

// unsafeRow reports whether a row's decoded values share the input's
// memory, by measurement or by the variant's name.
func unsafeRow(r *Row) bool {
	if r == nil {
		return false
	}
	if r.Fidelity != nil && r.Fidelity.AliasesInput != nil && *r.Fidelity.AliasesInput {
		return true
	}
	return r.Variant == "unsafe"
}

func sortedKeys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// variantsOf lists the variants a codec offers, default first (it is what
// every table shows), then by name.
func variantsOf(c results.Codec) []string {
	var out []string
	for v := range c.Variants {
		out = append(out, v)
	}
	slices.SortFunc(out, func(a, b string) int {
		switch {
		case a == b:
			return 0
		case a == "default":
			return -1
		case b == "default":
			return 1
		}
		return cmp.Compare(a, b)
	})
	return out
}

// fidelityCell is the verdict of a codec's default variant on a dataset in
// a run, or nil.
func fidelityCell(f *results.File, codec, dataset string) *results.Fidelity {
	for i := range f.Fidelity {
		x := &f.Fidelity[i]
		if x.Codec == codec && x.Dataset == dataset && x.Variant == "default" {
			return x
		}
	}
	return nil
}

func orDash(s string) string {
	if s == "" {
		return "—"
	}
	return s
}

// exactEverywhere reports whether a codec variant came back exact on every
// dataset of every run that checked it.
func (m *Model) exactEverywhere(codec, variant string) bool {
	seen := false
	for _, run := range m.Runs {
		for i := range run.File.Fidelity {
			x := &run.File.Fidelity[i]
			if x.Codec == codec && x.Variant == variant && x.Status != "unsupported" {
				if !exact(x) {
					return false
				}
				seen = true
			}
		}
	}
	return seen
}

// unsafeAnywhere reports whether a codec variant aliased its input on any
// dataset of any run.
func (m *Model) unsafeAnywhere(codec, variant string) bool {
	for _, t := range m.Tables {
		for _, l := range t.Lines {
			if l.Codec == codec && l.Variant == variant && slices.ContainsFunc(l.Cells, unsafeRow) {
				return true
			}
		}
	}
	return false
}
