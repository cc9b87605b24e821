// Package cybriqgotiny registers github.com/cybriq/gotiny, the fork of
// gotiny that seed 000 now benchmarks: the same reflection engines and wire
// format as github.com/niubaoshu/gotiny (codecs/gotiny), with the
// go:linkname to reflect.flagIndir that newer Go toolchains refuse taken
// out. Times are int64 Unix nanoseconds decoded with time.Unix in the local
// zone; Marshal and Unmarshal return no error: gotiny panics on what it
// cannot handle.
package cybriqgotiny

import (
	"github.com/serbench/serbench"
)

//go:generate go run ../../internal/gencopy -from ../gotiny/ops.go -o ops.go -replace "|package gotiny|package cybriqgotiny" -replace "|github.com/niubaoshu/gotiny|github.com/cybriq/gotiny"

const name = "gotiny-cybriq"

func init() {
	serbench.Register(serbench.Codec{
		Name:     name,
		Package:  "github.com/cybriq/gotiny",
		Format:   "gotiny",
		Wire:     "gotiny",
		Kind:     serbench.KindReflect,
		Upstream: "unmaintained",
		Notes: "the fork seed 000 uses; gotiny.Marshal and gotiny.Unmarshal (a new Encoder or Decoder per call, its engines cached per type); " +
			"time.Time as UnixNano, decoded with time.Unix in the local zone; decoded []byte alias the input",
	})
	serbench.SupportAny(name, map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: marshal, Unmarshal: unmarshal},
		serbench.Reuse:   reuse(),
	}, nil)
}
