package noop_test

import (
	"testing"

	"github.com/serbench/serbench"
	_ "github.com/serbench/serbench/codecs/noop"
	"github.com/serbench/serbench/datasets/small"
)

// BenchmarkOverhead is the harness's own cost per op, which every figure
// includes: the timed loop, the record lookup and the codec call. It fails
// above 2 ns/op or any allocation.
func BenchmarkOverhead(b *testing.B) {
	for _, op := range []serbench.Op{serbench.Marshal, serbench.Unmarshal} {
		b.Run(string(op), func(b *testing.B) {
			x := serbench.Lookup("noop", small.Dataset.Name).Instance(serbench.Default)
			b.ReportAllocs()
			allocs := testing.AllocsPerRun(10, func() { x.Run(op, 1000) })
			b.ResetTimer()
			if err := x.Run(op, b.N); err != nil {
				b.Fatal(err)
			}
			b.StopTimer()
			if allocs != 0 {
				b.Errorf("%s: %v allocations per 1000 ops, want 0", op, allocs)
			}
			if ns := float64(b.Elapsed().Nanoseconds()) / float64(b.N); b.N >= 1_000_000 && ns > 2 {
				b.Errorf("%s: %.2f ns/op of harness overhead, want at most 2", op, ns)
			}
		})
	}
}

// The noop codec decodes nothing, so its round trip must be lossy: a check
// that reported it exact would be blind.
func TestLossy(t *testing.T) {
	serbench.UseCheckZone()
	r := serbench.Lookup("noop", small.Dataset.Name).Instance(serbench.Default).Check()
	if r.Status != "lossy" || len(r.Findings) != 6 {
		t.Fatalf("noop on small: %s with %d findings, want lossy in all 6 fields", r.Status, len(r.Findings))
	}
}
