package harness_test

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/serbench/serbench"
	_ "github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/harness"
	"github.com/serbench/serbench/results"
)

// callsEnv names the file in which count-calls notes each call, one line
// a call ("marshal PID" or "unmarshal PID"), in whichever worker makes it.
const callsEnv = "SERBENCH_TEST_CALLS"

// count-calls is encoding/json over any dataset, its calls counted.
func init() {
	serbench.Register(serbench.Codec{Name: "count-calls", Package: "example.com/faults/count-calls", Format: "test", Kind: serbench.KindReflect})
	serbench.SupportAny("count-calls", map[serbench.Variant]serbench.AnyOps{serbench.Default: {
		Marshal: func(v any) ([]byte, error) {
			if err := noteCall("marshal"); err != nil {
				return nil, err
			}
			return json.Marshal(v)
		},
		Unmarshal: func(data []byte, v any) error {
			if err := noteCall("unmarshal"); err != nil {
				return err
			}
			return json.Unmarshal(data, v)
		},
	}}, nil)
}

// noteCall appends a line for a call of op to the file callsEnv names, if
// any.
func noteCall(op string) error {
	name := os.Getenv(callsEnv)
	if name == "" {
		return nil
	}
	f, err := os.OpenFile(name, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = fmt.Fprintf(f, "%s %d\n", op, os.Getpid())
	return err
}

// calls reads the file callsEnv names: the count of each op's calls, and
// the workers that made calls of op.
func calls(t *testing.T, name, op string) (count int, workers map[string]bool) {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	workers = map[string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		if o, pid, _ := strings.Cut(line, " "); o == op {
			count++
			workers[pid] = true
		}
	}
	return count, workers
}

// runCounting runs plan with its workers noting their calls in a file of
// its own, fails t on any failed cell, and returns the run, the notes'
// file for calls and how many records the check read.
func runCounting(t *testing.T, plan *harness.Plan) (f *results.File, notes string, records int) {
	t.Helper()
	notes = t.TempDir() + "/calls"
	t.Setenv(callsEnv, notes)
	f = run(t, plan, false)
	if len(f.Failures) > 0 {
		t.Fatalf("failures: %+v", f.Failures)
	}
	for _, fid := range f.Fidelity {
		records = fid.Records
	}
	return f, notes, records
}

// On a large collection, the op that measures a cell's peak memory is its
// calibration too: an op of more than ten samples' duration runs once for
// the peak, once a sample, and never to learn its op count; besides, at
// most once before a sample, untimed, to refill what it may keep between
// calls (before its first sample in the worker, and before every other
// once that refill showed that it keeps something; see measure).
func TestPeakOpCalibrates(t *testing.T) {
	plan := &harness.Plan{Datasets: []string{"logs"}, Codecs: []string{"count-calls"}, Count: 2,
		Benchtime: 10 * time.Microsecond, Timeout: 30 * time.Second, Memory: true}
	f, notes, records := runCounting(t, plan)
	for _, x := range f.Results {
		if x.Op != "unmarshal" {
			continue
		}
		if x.Memory == nil || x.Memory.Failure != "" || x.Iterations != 1 || len(x.SamplesNs) != plan.Count {
			t.Fatalf("unmarshal: memory %+v, %d ops a sample, %d samples; want a peak and %d samples of one op", x.Memory, x.Iterations, len(x.SamplesNs), plan.Count)
		}
	}
	// The check reads each record once.
	if got, _ := calls(t, notes, "unmarshal"); got < records+1+plan.Count || got > records+1+2*plan.Count {
		t.Errorf("%d unmarshals; want %d: %d records checked, the peak's op, %d samples, and up to one refill a sample", got, records+1+plan.Count, records, plan.Count)
	}
}

// An op that keeps nothing between calls is refilled once, before its
// first sample, in whichever worker takes it: that refill follows two
// collections and shows it, and the library's other workers are told.
func TestRefillOnceAcrossWorkers(t *testing.T) {
	for _, processes := range []int{1, 2} {
		plan := &harness.Plan{Datasets: []string{"logs"}, Codecs: []string{"count-calls"}, Count: 4, Processes: processes,
			Benchtime: 10 * time.Microsecond, Timeout: 30 * time.Second, Memory: true}
		_, notes, records := runCounting(t, plan)
		got, workers := calls(t, notes, "unmarshal")
		if want := records + 1 + plan.Count + 1; got != want || len(workers) != processes {
			t.Errorf("%d workers: %d unmarshals in %d workers; want %d: %d records checked, the peak's op, %d samples and one refill", processes, got, len(workers), want, records, plan.Count)
		}
	}
}

// On a large collection a library's second worker is prepared only for
// cells that will sample there: not when every op took longer than the
// op limit, so that each cell keeps its one sample from the first worker.
func TestSecondWorkerOnlyWhenSampled(t *testing.T) {
	for _, tc := range []struct {
		name    string
		opLimit time.Duration
		workers int // the worker processes that marshal
	}{
		{"ops over the limit", time.Nanosecond, 1},
		{"no limit", 0, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			plan := &harness.Plan{Datasets: []string{"logs"}, Codecs: []string{"count-calls"}, Count: 2, Processes: 2,
				Benchtime: 10 * time.Microsecond, Timeout: 30 * time.Second, Memory: true, OpLimit: tc.opLimit}
			f, notes, _ := runCounting(t, plan)
			for _, x := range f.Results {
				if want := map[bool]int{true: 1, false: plan.Count}[tc.opLimit > 0]; len(x.SamplesNs) != want {
					t.Errorf("%s: %d samples; want %d", x.Op, len(x.SamplesNs), want)
				}
				said := slices.ContainsFunc(x.Warnings, func(w string) bool { return strings.HasSuffix(w, "limit: no sample after it (1 in all)") })
				if said != (tc.opLimit > 0) {
					t.Errorf("%s: warnings %q; want the op limit's only when it stopped the samples", x.Op, x.Warnings)
				}
			}
			if _, workers := calls(t, notes, "marshal"); len(workers) != tc.workers {
				t.Errorf("marshals in %d workers; want %d", len(workers), tc.workers)
			}
		})
	}
}

// An op over the op limit keeps one sample, and takes it without a
// refill: the check reads each record, the peak runs the op once and the
// sample once.
func TestSlowOpUnrefilled(t *testing.T) {
	plan := &harness.Plan{Datasets: []string{"logs"}, Codecs: []string{"count-calls"}, Count: 4, Processes: 2,
		Benchtime: 10 * time.Microsecond, Timeout: 30 * time.Second, Memory: true, OpLimit: time.Nanosecond}
	_, notes, records := runCounting(t, plan)
	if got, _ := calls(t, notes, "unmarshal"); got != records+2 {
		t.Errorf("%d unmarshals; want %d: %d records checked, the peak's op and one sample", got, records+2, records)
	}
}
