package fastssz

import (
	"testing"

	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/fidelity"
)

// TestConvert checks that the conversions alone lose nothing, zones and
// extreme values included, so that any loss the fidelity test reports is
// SSZ's.
func TestConvert(t *testing.T) {
	check(t, edge.Records(), toA, fromA)
	check(t, cart.Records()[:2], toUser, fromUser)
	check(t, farcaster.Records()[:50], toMessage, fromMessage)
}

func check[T, N any](t *testing.T, recs []T, to func(*T) *N, from func(*N) *T) {
	t.Helper()
	for i := range recs {
		var c fidelity.Collector
		c.Add(fidelity.Compare(recs[i], *from(to(&recs[i]))))
		if r := c.Report(); r.Status != fidelity.Exact {
			t.Errorf("record %d: %s: %v", i, r.Status, r.Findings)
		}
	}
}
