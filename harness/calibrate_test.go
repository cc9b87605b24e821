package harness

import (
	"testing"
	"time"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/fidelity"
)

// timedOp is an Instance whose op takes perCall a call, by the wall clock,
// and whose first call takes cold besides, as a first call that builds
// lazy tables does.
type timedOp struct {
	perCall, cold time.Duration
	calls         int // runs made
}

func (t *timedOp) Run(op serbench.Op, from, n int) error {
	start := time.Now()
	wait := time.Duration(n) * t.perCall
	if t.calls == 0 {
		wait += t.cold
	}
	t.calls++
	for time.Since(start) < wait {
	}
	return nil
}

func (t *timedOp) Check() fidelity.Report                                  { return fidelity.Report{} }
func (t *timedOp) Encoded() [][]byte                                       { return nil }
func (t *timedOp) Decode([]byte) error                                     { return nil }
func (t *timedOp) Latencies(op serbench.Op, batch int, ns []float64) error { return nil }

// Calibration ends at the warm count, not at the count a cold first call
// or a slow run suggests, and runs an op longer than the target a call
// once more only when its first call may have been cold.
func TestCalibrate(t *testing.T) {
	const target = time.Millisecond
	for _, tc := range []struct {
		name          string
		perCall, cold time.Duration
		lo, hi        int // the count within which calibration must end
		maxCalls      int
	}{
		{"warm", 2 * time.Microsecond, 0, 250, 1000, 100},
		{"cold first call", 2 * time.Microsecond, 5 * target, 250, 1000, 100},
		{"slower than the target", 3 * target, 0, 1, 1, 2},
		{"cold and slower than the target", 3 * target, 5 * target, 1, 1, 2},
		{"first call of seconds", 3 * target, 20 * target, 1, 1, 1},
	} {
		x := &timedOp{perCall: tc.perCall, cold: tc.cold}
		n, err := calibrate(x, serbench.Marshal, target)
		if err != nil {
			t.Fatal(err)
		}
		if n < tc.lo || n > tc.hi || x.calls > tc.maxCalls {
			t.Errorf("%s: calibrated to %d calls after %d runs, want %d to %d calls after at most %d runs", tc.name, n, x.calls, tc.lo, tc.hi, tc.maxCalls)
		}
	}
}
