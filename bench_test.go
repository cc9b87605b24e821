package serbench_test

import (
	"testing"

	"github.com/serbench/serbench"
	_ "github.com/serbench/serbench/codecs/all"
)

// BenchmarkSerbench runs every cell under go test, for people used to it,
// named Serbench/<dataset>/<codec>/<variant>/<op>: for example
//
//	go test -run '^$' -bench 'Serbench/small/(json|baseline)/default' .
//
// It runs in one process, without serbench's isolation and interleaving;
// `serbench run` is the suite's own measurement.
func BenchmarkSerbench(b *testing.B) {
	serbench.UseCheckZone()
	for _, d := range serbench.Datasets() {
		for _, c := range serbench.Codecs() {
			bd := serbench.Lookup(c.Name, d.Name)
			if bd.Unsupported != "" {
				continue
			}
			for _, v := range bd.Variants {
				var x serbench.Instance // built on first use: most runs filter most cells
				for _, op := range bd.Ops(v) {
					b.Run(d.Name+"/"+c.Name+"/"+string(v)+"/"+string(op), func(b *testing.B) {
						if x == nil {
							x = bd.Instance(v)
						}
						b.SetBytes(meanSize(x.Encoded()))
						b.ReportAllocs()
						b.ResetTimer()
						if err := x.Run(op, 0, b.N); err != nil {
							b.Fatal(err)
						}
					})
				}
			}
		}
	}
}

func meanSize(records [][]byte) int64 {
	n := 0
	for _, r := range records {
		n += len(r)
	}
	return int64(n / max(len(records), 1))
}
