package harness_test

import (
	"os"
	"testing"
	"time"

	"github.com/serbench/serbench/fidelity"
	"github.com/serbench/serbench/harness"
	"github.com/serbench/serbench/results"
)

// RunAB times both sides together, in two replicas: in each replica every
// cell has as many samples on one side as on the other, of as many ops,
// and a fault costs the cell on each side it strikes, nothing else
// (fault-exit exits in its timed unmarshal).
func TestRunAB(t *testing.T) {
	plan := &harness.Plan{Datasets: []string{"small"}, Codecs: []string{"baseline", "fault-exit"},
		Count: 4, MaxCount: 6, Budget: time.Second, Benchtime: time.Millisecond, Timeout: 3 * time.Second}
	const replicas = 2
	var dirs [2 * replicas]string
	var runners [2 * replicas]*harness.Runner // old, new, old, new
	for i := range runners {
		dirs[i] = t.TempDir()
		j, err := results.CreateJournal(dirs[i], &results.File{SchemaVersion: results.SchemaVersion})
		if err != nil {
			t.Fatal(err)
		}
		defer j.Close()
		runners[i] = &harness.Runner{Exe: os.Args[0], Journal: j}
		defer runners[i].Close()
	}
	olds, news := []*harness.Runner{runners[0], runners[2]}, []*harness.Runner{runners[1], runners[3]}
	if err := harness.RunAB(olds, news, plan); err != nil {
		t.Fatal(err)
	}
	var all [2 * replicas]*results.File
	for i, d := range dirs {
		f, err := results.LoadJournal(d)
		if err != nil {
			t.Fatal(err)
		}
		all[i] = f
	}
	for k := 1; k < replicas; k++ {
		if a, b := len(all[0].Results), len(all[2*k].Results); a != b {
			t.Errorf("replica %d has %d results, replica 1 %d", k+1, b, a)
		}
	}
	for k := range replicas {
		testSides(t, plan, [2]*results.File{all[2*k], all[2*k+1]})
	}
	if err := harness.RunAB(olds[:1], []*harness.Runner{{Exe: os.Args[0], Done: all[1]}}, plan); err == nil {
		t.Error("RunAB resumed a run")
	}
	if err := harness.RunAB(olds, news[:1], plan); err == nil {
		t.Error("RunAB took two old Runners and one new")
	}
}

// testSides checks the two sides of one replica of an A/B run.
func testSides(t *testing.T, plan *harness.Plan, files [2]*results.File) {
	t.Helper()
	if len(files[0].Results) == 0 || len(files[0].Results) != len(files[1].Results) {
		t.Fatalf("results: %d and %d, want baseline's cells on each side", len(files[0].Results), len(files[1].Results))
	}
	for i, r := range files[0].Results {
		o := files[1].Results[i]
		n, m := len(r.SamplesNs), len(o.SamplesNs)
		if n != m || n < plan.Count || n > plan.MaxCount {
			t.Errorf("%s: %d samples old, %d new; want the same, %d to %d", r.Key(), n, m, plan.Count, plan.MaxCount)
		}
		if r.Iterations != o.Iterations {
			t.Errorf("%s: %d ops a sample old, %d new; want the same", r.Key(), r.Iterations, o.Iterations)
		}
	}
	for i, f := range files {
		if len(f.Failures) != 1 || f.Failures[0].Codec != "fault-exit" || f.Failures[0].Op != "unmarshal" {
			t.Errorf("side %d failures: %+v, want fault-exit's unmarshal", i, f.Failures)
		}
	}
}

// A malformed test-only slowdown stops the worker at once; a good one
// does not.
func TestSlowdownEnv(t *testing.T) {
	for _, v := range []string{"baseline", "baseline=0.5", "=2", "baseline=x", "baseline=1.1"} {
		t.Setenv(harness.SlowdownEnv, v)
		plan := &harness.Plan{Datasets: []string{"small"}, Codecs: []string{"baseline"}, Count: 1,
			Benchtime: time.Millisecond, Timeout: 3 * time.Second}
		f := run(t, plan, false)
		want := fidelity.Crash
		if v == "baseline=1.1" {
			want = fidelity.Exact
		}
		if len(f.Fidelity) != 1 || f.Fidelity[0].Status != want {
			t.Errorf("%s=%q: %+v, want %s", harness.SlowdownEnv, v, f.Fidelity, want)
		}
	}
}
