package harness

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/fidelity"
	"github.com/serbench/serbench/results"
)

// doneKeys names the rows r.Done holds: fidelity rows by dataset/codec/
// variant and cells by their key.
func (r *Runner) doneKeys() map[string]bool {
	done := map[string]bool{}
	if r.Done == nil {
		return done
	}
	for _, f := range r.Done.Fidelity {
		done[fidelityKey(f.Dataset, f.Codec, f.Variant)] = true
	}
	for _, x := range r.Done.Results {
		done[x.Key()] = true
	}
	for _, x := range r.Done.Failures {
		done[x.Key()] = true
	}
	return done
}

// fidelityKey names a unit's fidelity row, as doneKeys lists it.
func fidelityKey(dataset, codec, variant string) string { return dataset + "/" + codec + "/" + variant }

// restore takes a unit's verdict and size from the journal of a resumed run.
func (r *Runner) restore(u *unit) {
	d, c, v := u.binding.Dataset.Name, u.binding.Codec.Name, string(u.variant)
	for i := range r.Done.Fidelity {
		if f := &r.Done.Fidelity[i]; f.Dataset == d && f.Codec == c && f.Variant == v {
			u.fid = &f.Report
		}
	}
	for _, s := range r.Done.Sizes {
		if s.Dataset == d && s.Codec == c && s.Variant == v {
			u.size = &s
		}
	}
}

// addUnsupported journals a row for each unsupported pair not yet done.
func (r *Runner) addUnsupported(bs []*serbench.Binding, done map[string]bool) error {
	for _, f := range unsupportedRows(bs) {
		if !done[fidelityKey(f.Dataset, f.Codec, f.Variant)] {
			if err := r.add(results.Entry{Fidelity: &f}); err != nil {
				return err
			}
		}
	}
	return nil
}

// unsupportedRows are the fidelity rows of pairs the registry does not
// support.
func unsupportedRows(bs []*serbench.Binding) []results.Fidelity {
	var out []results.Fidelity
	for _, b := range bs {
		out = append(out, results.Fidelity{Dataset: b.Dataset.Name, Codec: b.Codec.Name, Variant: string(serbench.Default),
			Report: fidelity.Report{Status: fidelity.Unsupported, Reason: b.Unsupported}})
	}
	return out
}
