// Package rlp registers go-ethereum's rlp, the Recursive Length Prefix
// encoding of Ethereum, which encodes Go structs by reflection as nested
// lists of byte strings. It is used as its documentation shows,
// rlp.EncodeToBytes and rlp.DecodeBytes, on thin native types (native.go):
// RLP has unsigned integers, bools, strings, byte slices, lists and structs,
// and no signed integers, floats, maps or times.
//
// The savedata and updates datasets travel as games.go's copies, converted
// field by field by the functions gentwin writes beside them
// (games_convert.go): each pointer a list of at most one element, 8- and
// 16-bit integers widened, and the signed integers and floats RLP lacks as
// Int32, Int64, Float32 and Float64 (number.go), which encode themselves
// as unsigned integers through rlp's Encoder and Decoder interfaces.
// savedata's Item is SaveItem, as cart's Item is taken.
package rlp

//go:generate go run ../../internal/gentwin -package rlp -optional -widen -retype int32=Int32,int64=Int64,float32=Float32,float64=Float64 -rename Item=SaveItem -convert games_convert.go -o games.go ../../datasets/savedata/savedata.go ../../datasets/updates/updates.go

import (
	"bytes"

	"github.com/ethereum/go-ethereum/rlp"

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
		Name:          "rlp",
		Package:       "github.com/ethereum/go-ethereum/rlp",
		Format:        "RLP",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "rlp.EncodeToBytes and rlp.DecodeBytes, the package doc's entry points, on native types: signed ints zig-zag encoded into " +
			"uint64 (uint32 for int32); farcaster's int32 enums as uint32 bits; float64 and float32 as their " +
			"IEEE bits in uint64 and uint32; time.Time as Time{Unix seconds zig-zag, nanoseconds, UTC offset " +
			"seconds zig-zag, zone name}, read back in a fixed zone of that name and offset (UTC as time.UTC); " +
			"cart's map as a list of key/value entries; nillable pointers tagged rlp:\"nil\"; farcaster's " +
			"MessageData encoded first, then the envelope holding those bytes; savedata and updates on copies of their types whose signed " +
			"integers and floats are Int32/Int64/Float32/Float64, encoding themselves (rlp.Encoder, rlp.Decoder) zig-zagged or as bits, and whose pointers are lists of at most one",
	})
	serbench.Support("rlp", small.Dataset, serbench.Impl[small.A, A]{ToNative: toA, FromNative: fromA, Variants: variants[A]()})
	serbench.Support("rlp", edge.Dataset, serbench.Impl[small.A, A]{ToNative: toA, FromNative: fromA, Variants: variants[A]()})
	serbench.Support("rlp", colorgroup.Dataset, serbench.Impl[colorgroup.ColorGroup, ColorGroup]{
		ToNative: toColorGroup, FromNative: fromColorGroup, Variants: variants[ColorGroup]()})
	serbench.Support("rlp", hero.Dataset, serbench.Impl[hero.Hero, Hero]{ToNative: toHero, FromNative: fromHero, Variants: variants[Hero]()})
	serbench.Support("rlp", cart.Dataset, serbench.Impl[cart.User, User]{ToNative: toUser, FromNative: fromUser, Variants: variants[User]()})
	serbench.Support("rlp", farcaster.Dataset, serbench.Impl[farcaster.Message, Message]{
		ToNative: toMessage, FromNative: fromMessage,
		Variants: map[serbench.Variant]serbench.Ops[Message]{
			serbench.Default: {Marshal: marshalMessage(rlp.EncodeToBytes, rlp.EncodeToBytes), Unmarshal: unmarshalMessage},
			serbench.Reuse:   {Marshal: marshalMessage(encoder(), encoder()), Note: "rlp.Encode into two reused bytes.Buffers"},
		},
	})
}

// encoder returns an encode that writes into one reused buffer.
func encoder() func(v any) ([]byte, error) {
	var b bytes.Buffer
	return func(v any) ([]byte, error) {
		b.Reset()
		err := rlp.Encode(&b, v)
		return b.Bytes(), err
	}
}

func variants[N any]() map[serbench.Variant]serbench.Ops[N] {
	reuse, target := encoder(), new(N)
	return map[serbench.Variant]serbench.Ops[N]{
		serbench.Default: {
			Marshal: func(v *N) ([]byte, error) { return rlp.EncodeToBytes(v) },
			Unmarshal: func(data []byte) (*N, error) {
				v := new(N)
				return v, rlp.DecodeBytes(data, v)
			},
		},
		serbench.Reuse: {
			Marshal:   func(v *N) ([]byte, error) { return reuse(v) },
			Unmarshal: func(data []byte) (*N, error) { return target, rlp.DecodeBytes(data, target) },
			Note:      "rlp.Encode into one reused bytes.Buffer; DecodeBytes into one target value",
		},
	}
}

// marshalMessage encodes the message data with inner, then the envelope
// holding those bytes with outer, as farcaster signs and sends them.
func marshalMessage(inner, outer func(any) ([]byte, error)) func(m *Message) ([]byte, error) {
	return func(m *Message) ([]byte, error) {
		data, err := inner(&m.Data)
		if err != nil {
			return nil, err
		}
		e := m.envelope(data)
		return outer(&e)
	}
}

func unmarshalMessage(data []byte) (*Message, error) {
	var e Envelope
	if err := rlp.DecodeBytes(data, &e); err != nil {
		return nil, err
	}
	m := &Message{Hash: e.Hash, HashScheme: e.HashScheme, Signature: e.Signature,
		SignatureScheme: e.SignatureScheme, Signer: e.Signer}
	return m, rlp.DecodeBytes(e.Data, &m.Data)
}
