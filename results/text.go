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
// apart.
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
		for i, ns := range r.SamplesNs {
			res := &benchfmt.Result{Config: cfg, Name: benchfmt.Name(name), Iters: r.Iterations,
				Values: []benchfmt.Value{{Value: ns, Unit: "ns/op"}}}
			own := ns
			if i < len(r.SamplesOwnNs) {
				own = r.SamplesOwnNs[i]
			}
			if b := mbps[sizeKey(r.Dataset, r.Codec, r.Variant)]; b > 0 && own > 0 {
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
	return nil
}

// extras are the i-th chunk's latency and parallel figures, as units
// of their own that benchstat summarises apart: the first lines of a cell
// carry one chunk each.
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
	return vs
}

func sizeKey(dataset, codec, variant string) string { return dataset + "/" + codec + "/" + variant }

// recordBytes maps dataset/codec/variant to the mean encoded record size;
// a variant without a size of its own takes the default's.
func (f *File) recordBytes() map[string]float64 {
	m := map[string]float64{}
	for _, s := range f.Sizes {
		m[sizeKey(s.Dataset, s.Codec, s.Variant)] = s.Bytes
	}
	for _, r := range f.Results {
		k := sizeKey(r.Dataset, r.Codec, r.Variant)
		if _, ok := m[k]; !ok {
			m[k] = m[sizeKey(r.Dataset, r.Codec, "default")]
		}
	}
	return m
}
