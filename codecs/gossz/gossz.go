// Package gossz registers github.com/prysmaticlabs/go-ssz, a reflection
// implementation of Ethereum 2.0's Simple Serialize (fixed-size fields in
// place, variable-size ones behind 4-byte offsets), deprecated upstream in
// favour of fastssz. It is used as its documentation shows, ssz.Marshal and
// ssz.Unmarshal, on thin native types (native.go): go-ssz takes bool, int32,
// unsigned integers, strings, slices, structs and pointers to structs, and
// has no int, float, time, map or nil pointer.
//
// Seed 000's SSZNoTimeNoStringNoFloatA is the variant "notime" on seed
// 000's struct (datasets small and edge, notime.go): the struct flat, its
// BirthDay a uint64 of Unix nanoseconds, not a time with its zone.
package gossz

import (
	ssz "github.com/prysmaticlabs/go-ssz"

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
		Name:          "go-ssz",
		Package:       "github.com/prysmaticlabs/go-ssz",
		Format:        "SSZ",
		Wire:          "SSZ",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "deprecated",
		Notes: "ssz.Marshal and ssz.Unmarshal, the package's entry points, on native types: int as uint64 two's-complement bits; float64 " +
			"and float32 as their IEEE bits in uint64 and uint32; time.Time as Time{Unix seconds as uint64 bits, " +
			"nanoseconds uint32, UTC offset seconds int32, zone name}, read back in a fixed zone of that name and " +
			"offset (UTC as time.UTC); farcaster's enums as plain int32; a pointer that may be nil as a list of at most one element; cart's map as " +
			"a list of key/value entries; farcaster's MessageData encoded first, then the envelope holding those " +
			"bytes; no ssz-max tags, which go-ssz reads only for HashTreeRoot; no reuse variant, as Marshal " +
			"sizes and allocates its own buffer; on small and edge, notime is seed 000's flat struct with the birthday as uint64 Unix nanoseconds",
	})
	serbench.Support("go-ssz", small.Dataset, serbench.Impl[small.A, A]{ToNative: toA, FromNative: fromA, Variants: smallVariants()})
	serbench.Support("go-ssz", edge.Dataset, serbench.Impl[small.A, A]{ToNative: toA, FromNative: fromA, Variants: smallVariants()})
	serbench.Support("go-ssz", colorgroup.Dataset, serbench.Impl[colorgroup.ColorGroup, ColorGroup]{
		ToNative: toColorGroup, FromNative: fromColorGroup, Variants: variants[ColorGroup]()})
	serbench.Support("go-ssz", hero.Dataset, serbench.Impl[hero.Hero, Hero]{ToNative: toHero, FromNative: fromHero, Variants: variants[Hero]()})
	serbench.Support("go-ssz", cart.Dataset, serbench.Impl[cart.User, User]{ToNative: toUser, FromNative: fromUser, Variants: variants[User]()})
	serbench.Support("go-ssz", farcaster.Dataset, serbench.Impl[farcaster.Message, Message]{
		ToNative: toMessage, FromNative: fromMessage,
		Variants: map[serbench.Variant]serbench.Ops[Message]{
			serbench.Default: {Marshal: marshalMessage, Unmarshal: unmarshalMessage},
		},
	})
}

func variants[N any]() map[serbench.Variant]serbench.Ops[N] {
	return map[serbench.Variant]serbench.Ops[N]{
		serbench.Default: {
			Marshal: func(v *N) ([]byte, error) { return ssz.Marshal(v) },
			Unmarshal: func(data []byte) (*N, error) {
				v := new(N)
				return v, ssz.Unmarshal(data, v)
			},
		},
	}
}

// marshalMessage encodes the message data, then the envelope holding those
// bytes, as farcaster signs and sends them.
func marshalMessage(m *Message) ([]byte, error) {
	data, err := ssz.Marshal(&m.Data)
	if err != nil {
		return nil, err
	}
	e := m.envelope(data)
	return ssz.Marshal(&e)
}

func unmarshalMessage(data []byte) (*Message, error) {
	var e Envelope
	if err := ssz.Unmarshal(data, &e); err != nil {
		return nil, err
	}
	m := &Message{Hash: e.Hash, HashScheme: e.HashScheme, Signature: e.Signature,
		SignatureScheme: e.SignatureScheme, Signer: e.Signer}
	return m, ssz.Unmarshal(e.Data, &m.Data)
}
