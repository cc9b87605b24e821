// Package dynssz registers github.com/pk910/dynamic-ssz, Ethereum's Simple
// Serialize (SSZ) by reflection over Go types with fastssz's ssz-max and
// ssz-size tags, whose sizes may also come from spec values at run time.
//
// SSZ has no strings of unbounded length, signed integers, floats, maps or
// times, so dynamic-ssz works on the native types that codecs/fastssz
// declares for sszgen, copied here by internal/gencopy with their
// conversions (types.go, convert.go, collections.go,
// convert_collections.go): strings as bounded byte lists, int64 and float64
// as their uint64 bits, times as seconds, nanoseconds, offset and zone
// name. The copies carry no generated methods: dynamic-ssz delegates to a
// type's fastssz methods where it has them, so codec fastssz's own types
// would measure fastssz's generated code, not dynamic-ssz.
package dynssz

//go:generate go run ../../internal/gencopy -from ../fastssz/types.go -o types.go -replace "|package fastssz|package dynssz" -replace "|Native types for sszgen.|Native types, codec fastssz's."
//go:generate go run ../../internal/gencopy -from ../fastssz/convert.go -o convert.go -replace "|package fastssz|package dynssz"
//go:generate go run ../../internal/gencopy -from ../fastssz/collections.go -o collections.go -replace "|package fastssz|package dynssz" -replace "|//go:generate go tool sszgen --path collections.go\n\n|"
//go:generate go run ../../internal/gencopy -from ../fastssz/fastssz_collections.go -o convert_collections.go -replace "|package fastssz|package dynssz" -replace "|\t\"fmt\"\n|" -replace "|\t\"github.com/serbench/serbench\"\n|" -regexp "|(?s)// The large collections.*?\n}\n\n|"

import (
	dynssz "github.com/pk910/dynamic-ssz"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

// ds is the one DynSsz instance every op uses, as the README and its
// performance guide direct: it caches each type's descriptor, which a new
// instance per call would rebuild. The ssz-max tags are static, so it
// needs no spec values.
var ds = dynssz.NewDynSsz(nil)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "dynamic-ssz",
		Package:       "github.com/pk910/dynamic-ssz",
		Format:        "SSZ",
		Wire:          "SSZ",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "one DynSsz instance (NewDynSsz(nil)) kept for every call, as the README and performance guide direct; " +
			"its MarshalSSZ and UnmarshalSSZ by reflection (MarshalSSZTo appending to a kept buffer, the guide's buffer reuse, is the reuse variant); " +
			"on codec fastssz's native types with their ssz-max tags, copied without fastssz's generated methods so that nothing is delegated: " +
			"strings as byte lists of at most 64 KiB for names, int64/float64 as uint64 bits, int32/float32 as uint32 bits, " +
			"pointers as lists of at most one, maps as lists of entries, time.Time as seconds, nanoseconds, offset and zone name " +
			"(dynamic-ssz's own time.Time is Unix seconds in UTC, which drops nanoseconds and zones); " +
			"standard SSZ only: the non-SSZ extended types (WithExtendedTypes) are not enabled; " +
			"farcaster: MessageData marshalled to bytes, then the envelope holding them; " +
			"dynssz-gen's generated code, which the README recommends for the most speed, is not used",
	})
	support(small.Dataset, toA, fromA)
	support(edge.Dataset, toA, fromA)
	support(colorgroup.Dataset, toColorGroup, fromColorGroup)
	support(hero.Dataset, toHero, fromHero)
	support(cart.Dataset, toUser, fromUser)
	supportFarcaster()
}

func support[T, N any](d *serbench.Dataset[T], to func(*T) *N, from func(*N) *T) {
	var buf []byte
	serbench.Support("dynamic-ssz", d, serbench.Impl[T, N]{
		ToNative: to, FromNative: from,
		Variants: map[serbench.Variant]serbench.Ops[N]{
			serbench.Default: {
				Marshal: func(v *N) ([]byte, error) { return ds.MarshalSSZ(v) },
				Unmarshal: func(data []byte) (*N, error) {
					v := new(N)
					return v, ds.UnmarshalSSZ(v, data)
				},
			},
			serbench.Reuse: {
				Marshal: func(v *N) ([]byte, error) {
					var err error
					buf, err = ds.MarshalSSZTo(v, buf[:0])
					return buf, err
				},
				Note: "MarshalSSZTo appending to one reused buffer",
			},
		},
	})
}

// supportFarcaster encodes a message in two levels, as Farcaster signs the
// data apart from the envelope: MessageData to bytes, then the envelope.
func supportFarcaster() {
	var data, buf []byte
	serbench.Support("dynamic-ssz", farcaster.Dataset, serbench.Impl[farcaster.Message, Message]{
		ToNative: toMessage, FromNative: fromMessage,
		Variants: map[serbench.Variant]serbench.Ops[Message]{
			serbench.Default: {
				Marshal: func(v *Message) ([]byte, error) {
					data, err := ds.MarshalSSZ(&v.Data)
					if err != nil {
						return nil, err
					}
					e := v.envelope(data)
					return ds.MarshalSSZ(&e)
				},
				Unmarshal: func(b []byte) (*Message, error) {
					var e Envelope
					if err := ds.UnmarshalSSZ(&e, b); err != nil {
						return nil, err
					}
					v := new(Message)
					v.open(&e)
					return v, ds.UnmarshalSSZ(&v.Data, e.Data)
				},
			},
			serbench.Reuse: {
				Marshal: func(v *Message) ([]byte, error) {
					var err error
					if data, err = ds.MarshalSSZTo(&v.Data, data[:0]); err != nil {
						return nil, err
					}
					e := v.envelope(data)
					buf, err = ds.MarshalSSZTo(&e, buf[:0])
					return buf, err
				},
				Note: "MarshalSSZTo appending to one reused buffer for the data and one for the envelope",
			},
		},
	})
}
