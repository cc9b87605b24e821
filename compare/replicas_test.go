package compare_test

import (
	"math"
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

// The pairs of all replicas are tested together: a change that each
// replica's 20 pairs show too weakly to reject on their own (14 of 20
// slower, p = 0.115 each) is found in their 60 (42 slower, p = 0.0026,
// 0.031 after Holm's correction over 12 cells). A change that one pair of
// workers shows, however clearly, is not the code's, though it makes the
// pooled pairs lean (46 of 60).
func TestCompareReplicasPooled(t *testing.T) {
	var olds, news []*results.File
	for k := range 3 {
		ratio := func(codec string, j int) float64 {
			switch {
			case codec == "c3" && j < 14:
				return 1.08
			case codec == "c3":
				return 0.97
			case codec == "c5" && k == 0:
				return 1.06
			case codec == "c5" && j < 13:
				return 1.01
			}
			return 1 + 0.005*float64(1-2*(j%2)) // half the pairs either way
		}
		o, n := &results.File{}, &results.File{}
		zeros := make([]float64, 20)
		for i, c := range twelve {
			var os, ns []float64
			for j := range 20 {
				x := 1000 * float64(i+1) * (1 + 0.02*float64(j%3))
				os, ns = append(os, x), append(ns, x*ratio(c, j))
			}
			o.Results = append(o.Results, results.NewResult("small", c, "default", "marshal", 100, results.Samples{Own: os, Bytes: zeros, Allocs: zeros}, results.Pricing{}, 0))
			n.Results = append(n.Results, results.NewResult("small", c, "default", "marshal", 100, results.Samples{Own: ns, Bytes: zeros, Allocs: zeros}, results.Pricing{}, 0))
		}
		olds, news = append(olds, o), append(news, n)
	}
	c, err := compare.Replicas(olds, news, compare.Options{MinEffect: 3})
	if err != nil {
		t.Fatal(err)
	}
	for _, ch := range c.Changes {
		switch {
		case strings.Contains(ch.Key, "/c3/"):
			if !ch.Significant || ch.Verdict != compare.Slower || ch.N1 != 60 || math.Abs(ch.P-0.0026) > 0.0002 || math.Abs(ch.Effect-8) > 0.01 {
				t.Errorf("c3: %s %+.2f%% p=%.4f on %d pairs (%s), want slower by 8%% at p=0.0026 on 60 pairs", ch.Verdict, ch.Effect, ch.P, ch.N1, ch.Reason)
			}
		case strings.Contains(ch.Key, "/c5/"):
			if ch.Significant || ch.PAdj >= 0.05 || !strings.Contains(ch.Reason, "not every replica changed by at least 3% the same way") {
				t.Errorf("c5: %s (%s), want the same though the pooled pairs reject: one replica's workers alone", ch.Verdict, ch.Reason)
			}
		case ch.Significant:
			t.Errorf("%s: flagged %s %+.1f%% (%s)", ch.Key, ch.Verdict, ch.Effect, ch.Reason)
		}
	}
}

// "The same way" means the same sign even at a minimum effect of 0:
// replicas whose median pairs did not move at all agree on no change.
func TestJudgeReplicasNeedsASign(t *testing.T) {
	for _, tc := range []struct {
		effects []float64
		want    compare.Verdict
	}{
		{[]float64{0, 0, 0}, compare.Same},
		{[]float64{0.4, 0, 0.2}, compare.Same},
		{[]float64{0.4, 0.1, 0.2}, compare.Slower},
		{[]float64{-0.4, -0.1, -0.2}, compare.Faster},
	} {
		ch := compare.Change{Replicas: tc.effects, P: 1e-6, PAdj: 1e-4, N1: 90}
		ch.JudgeReplicas(compare.Options{Correction: compare.Holm, Alpha: 0.05}, 3)
		if ch.Verdict != tc.want || ch.Significant != (tc.want != compare.Same) {
			t.Errorf("replicas %v: %s (%s), want %s", tc.effects, ch.Verdict, ch.Reason, tc.want)
		}
	}
}
