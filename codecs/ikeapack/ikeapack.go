// Package ikeapack registers github.com/ikkerens/ikeapack, a reflection-based
// packed struct serializer: big-endian fixed-width numbers, strings and
// slices behind a uint32 length, no field tags or names on the wire. It is
// used as its README shows, ikea.Pack and ikea.Unpack, on thin native types
// (native.go), because the library refuses int and uint, cannot carry a nil
// pointer (it panics) and has no time type.
package ikeapack

import (
	"bytes"

	ikea "github.com/ikkerens/ikeapack"

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
		Name:     "ikeapack",
		Package:  "github.com/ikkerens/ikeapack",
		Format:   "ikeapack",
		Kind:     serbench.KindReflect,
		Upstream: "maintained",
		Notes: "ikea.Pack into a bytes.Buffer and ikea.Unpack from a bytes.Reader, the README's streaming API, on native types: int as int64; time.Time as Time{Unix seconds int64, " +
			"nanoseconds int32, UTC offset seconds int32, zone name string}, read back in a fixed zone of that " +
			"name and offset (UTC as time.UTC); a pointer that may be nil (cart's BirthDay and Description, " +
			"farcaster's ParentCastID) as a Has<Field> bool beside the value; farcaster's MessageData packed " +
			"first, then the envelope holding those bytes; savedata and updates through codecs/internal/optional's twins " +
			"(each pointer a 0-or-1-element list, small ints widened)",
	})
	serbench.Support("ikeapack", small.Dataset, serbench.Impl[small.A, A]{ToNative: toA, FromNative: fromA, Variants: variants[A]()})
	serbench.Support("ikeapack", edge.Dataset, serbench.Impl[small.A, A]{ToNative: toA, FromNative: fromA, Variants: variants[A]()})
	serbench.Support("ikeapack", colorgroup.Dataset, serbench.Impl[colorgroup.ColorGroup, ColorGroup]{
		ToNative: toColorGroup, FromNative: fromColorGroup, Variants: variants[ColorGroup]()})
	serbench.Support("ikeapack", hero.Dataset, serbench.Impl[hero.Hero, Hero]{ToNative: toHero, FromNative: fromHero, Variants: variants[Hero]()})
	serbench.Support("ikeapack", cart.Dataset, serbench.Impl[cart.User, User]{ToNative: toUser, FromNative: fromUser, Variants: variants[User]()})
	serbench.Support("ikeapack", farcaster.Dataset, serbench.Impl[farcaster.Message, Message]{
		ToNative: toMessage, FromNative: fromMessage,
		Variants: map[serbench.Variant]serbench.Ops[Message]{
			serbench.Default: {Marshal: marshalMessage(pack, pack), Unmarshal: unmarshalMessage},
			serbench.Reuse:   {Marshal: marshalMessage(packer(), packer()), Note: "ikea.Pack into two reused bytes.Buffers"},
		},
	})
}

const reuseNote = "ikea.Pack into one reused bytes.Buffer; Unpack into one target value"

func pack(v any) ([]byte, error) {
	var b bytes.Buffer
	err := ikea.Pack(&b, v)
	return b.Bytes(), err
}

// packer returns a pack that writes into one reused buffer.
func packer() func(v any) ([]byte, error) {
	var b bytes.Buffer
	return func(v any) ([]byte, error) {
		b.Reset()
		err := ikea.Pack(&b, v)
		return b.Bytes(), err
	}
}

func unpack(data []byte, v any) error { return ikea.Unpack(bytes.NewReader(data), v) }

func variants[N any]() map[serbench.Variant]serbench.Ops[N] {
	reuse, target := packer(), new(N)
	return map[serbench.Variant]serbench.Ops[N]{
		serbench.Default: {
			Marshal: func(v *N) ([]byte, error) { return pack(v) },
			Unmarshal: func(data []byte) (*N, error) {
				v := new(N)
				return v, unpack(data, v)
			},
		},
		serbench.Reuse: {
			Marshal:   func(v *N) ([]byte, error) { return reuse(v) },
			Unmarshal: func(data []byte) (*N, error) { return target, unpack(data, target) },
			Note:      reuseNote,
		},
	}
}

// marshalMessage packs the message data with inner, then the envelope
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
	var e farcaster.Envelope
	if err := unpack(data, &e); err != nil {
		return nil, err
	}
	m := &Message{Hash: e.Hash, HashScheme: e.HashScheme, Signature: e.Signature,
		SignatureScheme: e.SignatureScheme, Signer: e.Signer}
	return m, unpack(e.Data, &m.Data)
}
