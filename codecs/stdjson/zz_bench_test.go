package stdjson_test

import (
	"testing"

	"github.com/serbench/serbench"
	_ "github.com/serbench/serbench/codecs/stdjson"
	_ "github.com/serbench/serbench/datasets/all"
)

func TestZZBench(t *testing.T) {
	name := "stdjson"
	if name == "stdjson" { name = "json" }
	for _, d := range []string{"small", "hero", "cart", "farcaster"} {
		b := serbench.Lookup(name, d)
		for _, v := range b.Variants {
			x := b.Instance(v)
			for _, op := range b.Ops(v) {
				r := testing.Benchmark(func(tb *testing.B) { tb.ReportAllocs(); x.Run(op, tb.N) })
				t.Logf("%s %s %s %s %s", name, d, v, op, r.String()+r.MemString())
			}
		}
	}
}
