package results

import (
	"fmt"
	"time"
)

// Took sums the stages of f: the run's wall time and its parts, or the
// zero Stage when f records none (a run before serbench kept them).
func (f *File) Took() Stage {
	var t Stage
	for _, s := range f.Stages {
		t.Units += s.Units
		t.Cells += s.Cells
		t.PrepareS += s.PrepareS
		t.SampleS += s.SampleS
		t.ExtrasS += s.ExtrasS
		t.MemoryS += s.MemoryS
		t.PriceS += s.PriceS
		t.FinishS += s.FinishS
	}
	return t
}

// Seconds is the whole of s.
func (s Stage) Seconds() float64 {
	return s.PrepareS + s.SampleS + s.ExtrasS + s.MemoryS + s.PriceS + s.FinishS
}

// String says where s's wall time went: "24m10s: preparing 6m2s,
// samples 14m1s, latency and scaling 3m5s, price of garbage 1m0s, closing 2s",
// with "peak memory 2m3s" after latency and scaling when there was any.
func (s Stage) String() string {
	d := func(sec float64) time.Duration { return time.Duration(sec * float64(time.Second)).Round(time.Second) }
	memory := ""
	if s.MemoryS > 0 {
		memory = fmt.Sprintf(", peak memory %v", d(s.MemoryS))
	}
	return fmt.Sprintf("%v: preparing %v, samples %v, latency and scaling %v%s, price of garbage %v, closing %v",
		d(s.Seconds()), d(s.PrepareS), d(s.SampleS), d(s.ExtrasS), memory, d(s.PriceS), d(s.FinishS))
}
