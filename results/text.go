package results

import (
	"fmt"
	"io"

	"golang.org/x/perf/benchfmt"
)

// WriteText writes f's samples in the Go benchmark format, one line per
// sample, with goos, goarch, cpu, pkg and gc-rate lines, so that benchstat
// reads it: ns/op is the ranked figure (own time plus the charge at the
// run's rate) and own-ns/op the own time, a unit benchstat summarises
// apart. The tables of binsize, coldstart and stream follow (see
// writeTables).
func (f *File) WriteText(w io.Writer) error {
	bw := benchfmt.NewWriter(w)
	cfg := []benchfmt.Config{
		{Key: "goos", Value: []byte(f.Env.GOOS), File: true},
		{Key: "goarch", Value: []byte(f.Env.GOARCH), File: true},
		{Key: "pkg", Value: []byte("github.com/serbench/serbench"), File: true},
		{Key: "cpu", Value: []byte(f.Env.CPU), File: true},
		{Key: "go", Value: []byte(f.Env.GoVersion), File: true},
		{Key: "commit", Value: []byte(f.Env.Commit), File: true},
		{Key: "gc-rate", Value: []byte(f.Env.Price().String()), File: true},
	}
	mbps := f.recordBytes()
	for _, r := range f.Results {
		name := fmt.Sprintf("%s-%d", r.Key(), f.Env.GOMAXPROCS)
		b := mbps[r.Key().Unit()]
		for i, ns := range r.SamplesNs {
			res := &benchfmt.Result{Config: cfg, Name: benchfmt.Name(name), Iters: r.Iterations,
				Values: []benchfmt.Value{{Value: ns, Unit: "ns/op"}}}
			own := ns
			if i < len(r.SamplesOwnNs) {
				own = r.SamplesOwnNs[i]
			}
			if b > 0 && own > 0 {
				res.Values = append(res.Values, benchfmt.Value{Value: b / own * 1e3, Unit: "MB/s"})
			}
			if i < len(r.SamplesOwnNs) {
				res.Values = append(res.Values, benchfmt.Value{Value: own, Unit: "own-ns/op"})
			}
			if i < len(r.SamplesBytes) && i < len(r.SamplesAllocs) {
				res.Values = append(res.Values,
					benchfmt.Value{Value: r.SamplesBytes[i], Unit: "B/op"},
					benchfmt.Value{Value: r.SamplesAllocs[i], Unit: "allocs/op"})
			}
			res.Values = append(res.Values, r.extras(i)...)
			if err := bw.Write(res); err != nil {
				return err
			}
		}
	}
	return f.writeTables(bw, cfg)
}

// extras are the i-th chunk's latency and parallel figures, and on the
// first line the peak memory, as units of their own that benchstat
// summarises apart: the first lines of a cell carry one chunk each.
func (r *Result) extras(i int) []benchfmt.Value {
	var vs []benchfmt.Value
	add := func(xs []float64, unit string) {
		if i < len(xs) {
			vs = append(vs, benchfmt.Value{Value: xs[i], Unit: unit})
		}
	}
	if l := r.Latency; l != nil {
		add(l.P50Ns, "p50-ns/op")
		add(l.P99Ns, "p99-ns/op")
		add(l.P999Ns, "p99.9-ns/op")
	}
	if p := r.Parallel; p != nil {
		add(p.Scaling, "parallel-scaling")
	}
	if m := r.Memory; m != nil && m.Failure == "" && i == 0 {
		vs = append(vs, benchfmt.Value{Value: m.PeakHeapBytes, Unit: "peak-heap-B"}, benchfmt.Value{Value: m.PeakResidentBytes, Unit: "peak-resident-B"})
	}
	return vs
}

// recordBytes maps each unit to its mean encoded record size; a variant
// without a size of its own takes the default's.
func (f *File) recordBytes() map[Unit]float64 {
	m := map[Unit]float64{}
	for _, s := range f.Sizes {
		m[s.Key()] = s.Bytes
	}
	for _, r := range f.Results {
		u := r.Key().Unit()
		if _, ok := m[u]; !ok {
			def := u
			def.Variant = "default"
			m[u] = m[def]
		}
	}
	return m
}
