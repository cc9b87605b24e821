package harness_test

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/serbench/serbench"
	_ "github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/harness"
)

// callsEnv names the file in which count-calls notes each unmarshal, one
// line a call, in whichever worker makes it.
const callsEnv = "SERBENCH_TEST_CALLS"

// count-calls is encoding/json over any dataset, its unmarshals counted.
func init() {
	serbench.Register(serbench.Codec{Name: "count-calls", Package: "example.com/faults/count-calls", Format: "test", Kind: serbench.KindReflect})
	serbench.SupportAny("count-calls", map[serbench.Variant]serbench.AnyOps{serbench.Default: {
		Marshal: json.Marshal,
		Unmarshal: func(data []byte, v any) error {
			if name := os.Getenv(callsEnv); name != "" {
				f, err := os.OpenFile(name, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
				if err != nil {
					return err
				}
				f.WriteString("unmarshal\n")
				f.Close()
			}
			return json.Unmarshal(data, v)
		},
	}}, nil)
}

// On a large collection, the op that measures a cell's peak memory is its
// calibration too: an op of more than ten samples' duration runs once for
// the peak, once a sample, and never to learn its op count.
func TestPeakOpCalibrates(t *testing.T) {
	calls := t.TempDir() + "/calls"
	t.Setenv(callsEnv, calls)
	plan := &harness.Plan{Datasets: []string{"logs"}, Codecs: []string{"count-calls"}, Count: 2,
		Benchtime: 10 * time.Microsecond, Timeout: 30 * time.Second, Memory: true}
	f := run(t, plan, false)
	if len(f.Failures) > 0 {
		t.Fatalf("failures: %+v", f.Failures)
	}
	records := 0
	for _, fid := range f.Fidelity {
		records = fid.Records
	}
	for _, x := range f.Results {
		if x.Op != "unmarshal" {
			continue
		}
		if x.Memory == nil || x.Memory.Failure != "" || x.Iterations != 1 || len(x.SamplesNs) != plan.Count {
			t.Fatalf("unmarshal: memory %+v, %d ops a sample, %d samples; want a peak and %d samples of one op", x.Memory, x.Iterations, len(x.SamplesNs), plan.Count)
		}
	}
	b, err := os.ReadFile(calls)
	if err != nil {
		t.Fatal(err)
	}
	// The check reads each record once.
	if got, want := strings.Count(string(b), "\n"), records+1+plan.Count; got != want {
		t.Errorf("%d unmarshals; want %d: %d records checked, the peak's op, %d samples", got, want, records, plan.Count)
	}
}
