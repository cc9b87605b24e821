package report

import (
	"bytes"
	"strings"
	"testing"

	"github.com/serbench/serbench/results"
)

// The cold-start table puts the fastest first start first, a row without
// figures last with its error, and the warm figure of the run beside.
func TestColdStartMarkdown(t *testing.T) {
	seven := func(x float64) []float64 { return []float64{x, x * 1.01, x * 0.99, x * 1.02, x * 0.98, x, x} }
	rows := []results.ColdStart{
		{Dataset: "small", Codec: "slow", Variant: "default", MarshalNs: seven(9000), UnmarshalNs: seven(1000)},
		{Dataset: "small", Codec: "broken", Variant: "default", Error: "crash (exit status 2): fatal error: boom"},
		{Dataset: "small", Codec: "fast", Variant: "default", MarshalNs: seven(500), UnmarshalNs: seven(500)},
	}
	run := &results.File{Results: []results.Result{
		{Dataset: "small", Codec: "fast", Variant: "default", Op: "marshal", MedianNs: 40},
		{Dataset: "small", Codec: "fast", Variant: "default", Op: "unmarshal", MedianNs: 60},
	}}
	var b bytes.Buffer
	if err := ColdStartMarkdown(&b, rows, run); err != nil {
		t.Fatal(err)
	}
	md := b.String()
	fast, slow, broken := strings.Index(md, "| fast |"), strings.Index(md, "| slow |"), strings.Index(md, "| broken |")
	if fast < 0 || slow < fast || broken < slow {
		t.Fatalf("order fast, slow, broken not kept:\n%s", md)
	}
	if !strings.Contains(md, "| fast | 500 [") || !strings.Contains(md, "| 1000 | 100 | 10× |") {
		t.Errorf("fast's row: want its interval, 1000 first against 100 warm, 10×:\n%s", md)
	}
	if !strings.Contains(md, "| broken | crash (exit status 2): fatal error: boom |") {
		t.Errorf("broken's row lacks its error:\n%s", md)
	}
}
