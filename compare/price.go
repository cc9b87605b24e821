package compare

import (
	"fmt"
	"slices"

	"github.com/serbench/serbench/results"
)

// A Pricing is the one price of garbage at which a comparison charged
// both runs, when the runs' own prices differ. A run's price is measured
// in a calibration host and moves with the machine's state, or is
// declared; either way it is not the code's. Judged each at its own
// price, a cell's change would carry the price's change times the cell's
// share of charge, a different shift for every cell, which no drift
// estimator removes (docs/regressions.md).
type Pricing struct {
	// Old and New are the runs' own prices, Used the one both were
	// charged at.
	Old  results.Price `json:"old"`
	New  results.Price `json:"new"`
	Used results.Price `json:"used"`
	// How says where Used came from.
	How string `json:"how"`
}

// AtOnePrice returns old and new charged at one price, and how it was
// chosen; the runs themselves when their prices are the same, with a nil
// Pricing. Runs whose calibration hosts are one declaration are charged at
// the median of both runs' rounds: both measured the same host's price, so
// neither run's estimate is the better one. Otherwise both are charged at
// old's price, the baseline's declaration.
func AtOnePrice(old, new *results.File) (*results.File, *results.File, *Pricing) {
	po, pn := old.Env.Price(), new.Env.Price()
	if po == pn {
		return old, new, nil
	}
	g, h := old.Env.GCPrice, new.Env.GCPrice
	used := po
	how := "old's price, since the runs did not measure the price in one declared host"
	if g.SameHost(h) && len(g.RoundsNsPerByte) > 0 && len(h.RoundsNsPerByte) > 0 {
		used = results.PriceOfRounds(slices.Concat(g.RoundsNsPerByte, h.RoundsNsPerByte),
			slices.Concat(g.RoundsNsPerAlloc, h.RoundsNsPerAlloc))
		how = fmt.Sprintf("the median of both runs' %d calibration rounds in their one host (%s)",
			len(g.RoundsNsPerByte)+len(h.RoundsNsPerByte), g.Host)
	}
	p := &Pricing{Old: po, New: pn, Used: used, How: how}
	return old.Repriced(used), new.Repriced(used), p
}
