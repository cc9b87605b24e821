package compare_test

import (
	"strings"
	"testing"

	"github.com/serbench/serbench/compare"
	"github.com/serbench/serbench/results"
)

// A change that one replica of an A/B run shows and the other does not
// (one pair of workers whose code landed badly) is no change; one that
// both show is, with their geometric mean as its size.
func TestCompareReplicas(t *testing.T) {
	// Replica 1: c3 10% slower and c5 8% slower; replica 2: c3 12% slower,
	// c5 unchanged.
	old1, new1 := synthetic(twelve, 1, 0, 0.05, "c3", 1.10)
	o5, n5 := synthetic(twelve, 1, 0, 0.05, "c5", 1.08)
	for i := range new1.Results {
		if new1.Results[i].Codec == "c5" {
			new1.Results[i], old1.Results[i] = n5.Results[i], o5.Results[i]
		}
	}
	old2, new2 := synthetic(twelve, 1, 0, 0.05, "c3", 1.12)
	c, err := compare.Replicas([]*results.File{old1, old2}, []*results.File{new1, new2}, compare.Options{MinEffect: 3})
	if err != nil {
		t.Fatal(err)
	}
	if c.Replicas != 2 || len(c.Changes) != len(twelve) {
		t.Fatalf("%d replicas, %d changes; want 2 and %d", c.Replicas, len(c.Changes), len(twelve))
	}
	for _, ch := range c.Changes {
		switch {
		case strings.Contains(ch.Key, "/c3/"):
			if !ch.Significant || ch.Verdict != "slower" || ch.Effect < 10 || ch.Effect > 12 || len(ch.Replicas) != 2 {
				t.Errorf("c3: %+v, want slower by 10-12%% in both replicas", ch)
			}
		case strings.Contains(ch.Key, "/c5/"):
			if ch.Significant || ch.Verdict != "same" || !strings.Contains(ch.Reason, "not every replica") {
				t.Errorf("c5: %+v, want the same: only replica 1 shows it", ch)
			}
		case ch.Significant:
			t.Errorf("%s: flagged %s %+.1f%%", ch.Key, ch.Verdict, ch.Effect)
		}
	}
	if _, err := compare.Replicas([]*results.File{old1}, nil, compare.Options{}); err == nil {
		t.Error("Replicas took one old run and no new one")
	}
	// One replica is the paired comparison.
	one, err := compare.Replicas([]*results.File{old1}, []*results.File{new1}, compare.Options{MinEffect: 3})
	if err != nil || one.Replicas != 0 || one.Drift.Method != compare.DriftNone {
		t.Errorf("one replica: %+v, %v; want a paired comparison", one, err)
	}
}
