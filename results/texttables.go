package results

import (
	"fmt"

	"golang.org/x/perf/benchfmt"
)

// writeTables writes the tables that serbench binsize, coldstart and
// stream add to f as benchmarks of their own, whose units benchstat
// summarises apart and whose names ReadText skips: a line per program
// (BinarySize/CODEC), per fresh process (ColdStart/DATASET/CODEC/VARIANT)
// and per stream sample (Stream/DATASET/CODEC, its entries as the
// iterations).
func (f *File) writeTables(bw *benchfmt.Writer, cfg []benchfmt.Config) error {
	write := func(name string, iters int, vs ...benchfmt.Value) error {
		return bw.Write(&benchfmt.Result{Config: cfg, Name: benchfmt.Name(fmt.Sprintf("%s-%d", name, f.Env.GOMAXPROCS)),
			Iters: iters, Values: vs})
	}
	for _, b := range f.BinarySize {
		if b.Error != "" {
			continue
		}
		if err := write("BinarySize/"+b.Codec, 1, benchfmt.Value{Value: float64(b.Bytes), Unit: "program-B"},
			benchfmt.Value{Value: float64(b.StrippedBytes), Unit: "stripped-B"},
			benchfmt.Value{Value: float64(b.OverNoopStrippedBytes), Unit: "over-noop-stripped-B"}); err != nil {
			return err
		}
	}
	for _, c := range f.ColdStart {
		for i, u := range c.UnmarshalNs {
			vs := []benchfmt.Value{{Value: u, Unit: "first-unmarshal-ns"}}
			if i < len(c.MarshalNs) {
				vs = append(vs, benchfmt.Value{Value: c.MarshalNs[i], Unit: "first-marshal-ns"})
			}
			if err := write("ColdStart/"+c.Dataset+"/"+c.Codec+"/"+c.Variant, 1, vs...); err != nil {
				return err
			}
		}
	}
	for _, s := range f.Stream {
		for i := range s.DecodeNs {
			if err := write("Stream/"+s.Dataset+"/"+s.Codec, s.Entries,
				benchfmt.Value{Value: s.EncodeNs[i], Unit: "encode-ns/entry"},
				benchfmt.Value{Value: s.DecodeNs[i], Unit: "decode-ns/entry"},
				benchfmt.Value{Value: s.EncodeAllocBytes[i], Unit: "encode-B/entry"},
				benchfmt.Value{Value: s.DecodeAllocBytes[i], Unit: "decode-B/entry"}); err != nil {
				return err
			}
		}
	}
	return nil
}
