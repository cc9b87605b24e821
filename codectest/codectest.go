// Package codectest checks a codec package from its own tests: every
// dataset has a status, every supported pair round-trips with the verdict
// the package expects, every op of every variant runs without error, and
// two instances checked at once, as the parallel chunk runs them, agree
// with one checked alone.
//
// A codec package's test imports its own package (registering it) and the
// datasets it declares, then calls Expect. Expectations are verdicts, so a
// library upgrade that starts or stops losing data fails the test.
package codectest

import (
	"os"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/serbench/serbench"
	_ "github.com/serbench/serbench/datasets/all"
	"github.com/serbench/serbench/fidelity"
)

// Expect checks codec on every registered dataset against want, which maps
// each dataset name to its expected default-variant verdict: Exact, Lossy,
// Error or Unsupported. Other variants may be lossy or exact, or fail as the
// default does, but not crash; the ops of variants that pass must run, and
// two instances of a variant that shares no state between its instances
// (Binding.Shared), checked at once, must each get the verdict one gets
// alone.
// A dataset missing from want fails the test, so that a new dataset forces
// a decision. The datasets whose record is a whole large collection (logs,
// mesh, savedata, updates: a round trip through some text codecs takes
// seconds to minutes) are skipped unless SERBENCH_TEST_COLLECTIONS is set;
// `serbench validate` checks them.
//
// Like the harness's workers, it runs with time.Local set to
// serbench.CheckZone.
func Expect(t *testing.T, codec string, want map[string]fidelity.Status) {
	t.Helper()
	serbench.UseCheckZone()
	for _, d := range serbench.Datasets() {
		t.Run(d.Name, func(t *testing.T) {
			b := serbench.Lookup(codec, d.Name)
			w, ok := want[d.Name]
			if d.Large && os.Getenv("SERBENCH_TEST_COLLECTIONS") == "" {
				t.Skipf("%s is a large collection: validate checks it (SERBENCH_TEST_COLLECTIONS=1 checks it here)", d.Name)
			}
			if !ok {
				t.Fatalf("no expected verdict for %s on %s", codec, d.Name)
			}
			if b.Unsupported != "" {
				if w != fidelity.Unsupported {
					t.Fatalf("%s on %s: unsupported (%s), want %s", codec, d.Name, b.Unsupported, w)
				}
				return
			}
			if w == fidelity.Unsupported {
				t.Fatalf("%s on %s: supported, want unsupported", codec, d.Name)
			}
			for _, v := range b.Variants {
				x := b.Instance(v)
				r := x.Check()
				if v == serbench.Default && r.Status != w {
					t.Errorf("%s/%s: %s, want %s; %s\n%s", d.Name, v, r.Status, w, r.Reason, findings(r))
				}
				if r.Status == fidelity.Error && w == fidelity.Error {
					continue // the timed ops would fail on the same record
				}
				if r.Status == fidelity.Error || r.Status == fidelity.Crash {
					t.Errorf("%s/%s: %s: %s", d.Name, v, r.Status, r.Reason)
					continue
				}
				for _, op := range b.Ops(v) {
					if err := x.Run(op, 0, 3); err != nil {
						t.Errorf("%s/%s/%s: %v", d.Name, v, op, err)
					}
				}
				if !b.Shared(v) {
					checkTogether(t, b, v, r.Status)
				}
			}
		})
	}
}

// checkTogether checks two instances of b's variant v at once, each on a
// goroutine of its own, and wants each verdict to be alone's. The parallel
// chunk runs an instance on every processor at once (harness/latency.go),
// so instances must not share what a call changes: a scaling figure over
// calls that corrupt each other's records would measure nothing.
func checkTogether(t *testing.T, b *serbench.Binding, v serbench.Variant, alone fidelity.Status) {
	t.Helper()
	xs := []serbench.Instance{b.Instance(v), b.Instance(v)}
	reports := make([]fidelity.Report, len(xs))
	var wg sync.WaitGroup
	for i, x := range xs {
		wg.Go(func() { reports[i] = x.Check() })
	}
	wg.Wait()
	for i, r := range reports {
		if r.Status != alone {
			t.Errorf("%s/%s: checked beside another instance, instance %d is %s (%s), alone %s\n%s",
				b.Dataset.Name, v, i, r.Status, r.Reason, alone, findings(r))
		}
	}
}

func findings(r fidelity.Report) string {
	var lines []string
	for _, f := range r.Findings {
		lines = append(lines, "\t"+f.Sample)
	}
	sort.Strings(lines)
	return strings.Join(lines, "\n")
}
