package harness

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/fidelity"
	"github.com/serbench/serbench/results"
)

// doneRows are the rows a resumed run had journalled, which are not redone.
type doneRows struct {
	units map[results.Unit]bool // those with a fidelity row
	cells map[results.Cell]bool // those with a result or a failure
}

// doneRows lists the rows r.Done holds; none when r resumes nothing.
func (r *Runner) doneRows() doneRows {
	done := doneRows{units: map[results.Unit]bool{}, cells: map[results.Cell]bool{}}
	if r.Done == nil {
		return done
	}
	for _, f := range r.Done.Fidelity {
		done.units[f.Key()] = true
	}
	for _, x := range r.Done.Results {
		done.cells[x.Key()] = true
	}
	for _, x := range r.Done.Failures {
		done.cells[x.Key()] = true
	}
	return done
}

// restore takes a unit's verdict and size from the journal of a resumed run.
func (r *Runner) restore(u *unit) {
	k := u.key()
	for i := range r.Done.Fidelity {
		if f := &r.Done.Fidelity[i]; f.Key() == k {
			u.fid = &f.Report
		}
	}
	for _, s := range r.Done.Sizes {
		if s.Key() == k {
			u.size = &s
		}
	}
}

// addUnsupported journals a row for each unsupported pair not yet done.
func (r *Runner) addUnsupported(bs []*serbench.Binding, done doneRows) error {
	for _, f := range unsupportedRows(bs) {
		if !done.units[f.Key()] {
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
