// Package cybriqgotiny registers github.com/cybriq/gotiny, the fork of
// gotiny that seed 000 now benchmarks: the same reflection engines and wire
// format as github.com/niubaoshu/gotiny (codecs/gotiny), with the
// go:linkname to reflect.flagIndir that newer Go toolchains refuse taken
// out. Times are int64 Unix nanoseconds decoded with time.Unix in the local
// zone; Marshal and Unmarshal return no error: gotiny panics on what it
// cannot handle.
package cybriqgotiny

import (
	"reflect"

	"github.com/cybriq/gotiny"

	"github.com/serbench/serbench"
)

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

func marshal(v any) ([]byte, error) { return gotiny.Marshal(v), nil }

func unmarshal(data []byte, v any) error {
	gotiny.Unmarshal(data, v)
	return nil
}

// reuse keeps one Encoder and one Decoder per type, as seed 000 keeps one
// Decoder: the Encoder's buffer is reused, so its output is overwritten by
// the next call. They are found by the value's type, as one variant serves
// every dataset.
func reuse() serbench.AnyOps {
	encs := map[reflect.Type]*gotiny.Encoder{}
	decs := map[reflect.Type]*gotiny.Decoder{}
	return serbench.AnyOps{
		Marshal: func(v any) ([]byte, error) {
			t := reflect.TypeOf(v)
			e := encs[t]
			if e == nil {
				e = gotiny.NewEncoderWithPtr(v)
				encs[t] = e
			}
			return e.Encode(v), nil
		},
		Unmarshal: func(data []byte, v any) error {
			t := reflect.TypeOf(v)
			d := decs[t]
			if d == nil {
				d = gotiny.NewDecoderWithPtr(v)
				decs[t] = d
			}
			d.Decode(data, v)
			return nil
		},
		Note: "one Encoder (reused buffer) and one Decoder per type, one target value",
	}
}
