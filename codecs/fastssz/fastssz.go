// Package fastssz registers github.com/ferranbt/fastssz, Ethereum's Simple
// Serialize (SSZ) with code from its sszgen generator, called through the
// generated MarshalSSZ, MarshalSSZTo and UnmarshalSSZ methods.
//
// SSZ has no strings, signed integers, floats, maps, pointers or times, so
// types.go declares native types (see there) and convert.go converts each
// dataset record to them and back, exactly: strings as byte lists, int64 and
// float64 as their uint64 bits, times as seconds, nanoseconds, offset and
// zone name. sszgen's own time.Time support (Unix seconds only) would drop
// nanoseconds and zones, so it is not used.
package fastssz

//go:generate go tool sszgen --path types.go

import (
	ssz "github.com/ferranbt/fastssz"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "fastssz",
		Package:       "github.com/ferranbt/fastssz",
		Format:        "SSZ",
		Wire:          "SSZ",
		Kind:          serbench.KindCodegen,
		Schema:        true,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "go tool sszgen on native types with ssz-max tags (strings as byte lists of at most 64 KiB for " +
			"names, int64/float64 as uint64 bits, int32/float32 as uint32 bits, pointers as lists of at most one, " +
			"maps as lists of entries, time.Time as seconds, nanoseconds, offset and zone name); " +
			"the generated MarshalSSZ and UnmarshalSSZ (MarshalSSZTo appending to a kept buffer is the reuse variant); " +
			"farcaster: MessageData marshalled to bytes, then the envelope holding them",
	})
	support(small.Dataset, toA, fromA)
	support(edge.Dataset, toA, fromA)
	support(colorgroup.Dataset, toColorGroup, fromColorGroup)
	support(hero.Dataset, toHero, fromHero)
	support(cart.Dataset, toUser, fromUser)
	supportFarcaster()
}

// object is what sszgen generates for a type N.
type object[N any] interface {
	*N
	ssz.Marshaler
	ssz.Unmarshaler
}

func support[T, N any, P object[N]](d *serbench.Dataset[T], to func(*T) *N, from func(*N) *T) {
	var buf []byte
	serbench.Support("fastssz", d, serbench.Impl[T, N]{
		ToNative: to, FromNative: from,
		Variants: map[serbench.Variant]serbench.Ops[N]{
			serbench.Default: {
				Marshal: func(v *N) ([]byte, error) { return P(v).MarshalSSZ() },
				Unmarshal: func(data []byte) (*N, error) {
					v := new(N)
					return v, P(v).UnmarshalSSZ(data)
				},
			},
			serbench.Reuse: {
				Marshal: func(v *N) ([]byte, error) {
					var err error
					buf, err = P(v).MarshalSSZTo(buf[:0])
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
	serbench.Support("fastssz", farcaster.Dataset, serbench.Impl[farcaster.Message, Message]{
		ToNative: toMessage, FromNative: fromMessage,
		Variants: map[serbench.Variant]serbench.Ops[Message]{
			serbench.Default: {
				Marshal: func(v *Message) ([]byte, error) {
					data, err := v.Data.MarshalSSZ()
					if err != nil {
						return nil, err
					}
					e := v.envelope(data)
					return e.MarshalSSZ()
				},
				Unmarshal: func(b []byte) (*Message, error) {
					var e Envelope
					if err := e.UnmarshalSSZ(b); err != nil {
						return nil, err
					}
					v := new(Message)
					v.open(&e)
					return v, v.Data.UnmarshalSSZ(e.Data)
				},
			},
			serbench.Reuse: {
				Marshal: func(v *Message) ([]byte, error) {
					var err error
					if data, err = v.Data.MarshalSSZTo(data[:0]); err != nil {
						return nil, err
					}
					e := v.envelope(data)
					buf, err = e.MarshalSSZTo(buf[:0])
					return buf, err
				},
				Note: "MarshalSSZTo appending to one reused buffer for the data and one for the envelope",
			},
		},
	})
}
