// Package benc registers github.com/deneonet/benc, BENC's raw binary
// format, hand-written with its std package (bstd) as seed 000 does: for
// each type a Size, a Marshal into a buffer of exactly that size, and an
// Unmarshal, each field by the bstd function for its Go type.
//
// int is a zigzag varint; int32, uint32, uint64 and floats are fixed
// width, as bstd has them. time.Time, which bstd lacks, is written as varint
// seconds, nanoseconds and UTC offset and the zone name (empty for UTC).
// Pointers are a bool then the value. bstd's slices and maps decode nil as
// empty.
package benc

import (
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
		Name:     "benc",
		Package:  "github.com/deneonet/benc",
		Format:   "BENC",
		Kind:     serbench.KindManual,
		Upstream: "maintained",
		Notes: "hand-written with bstd as the README shows (Size, then Marshal and Unmarshal per field into a buffer of that size; benc's buffer reuse is the reuse variant); time.Time as varint seconds, " +
			"nanoseconds, offset and zone name; pointers as a bool and the value; " +
			"farcaster: MessageData marshalled to bytes, then the envelope holding them; savedata's item-kind union as a tag byte and the chosen kind; int8 as a byte (bstd has none); dynamic documents by functions of our own: a tag byte per value (null, false, true, int64, float64, string, array, object) and its data",
	})
	safe, fast := newDecoder(false), newDecoder(true)
	support(small.Dataset, sizeA, marshalA, safe.a, fast.a)
	support(edge.Dataset, sizeA, marshalA, safe.a, fast.a)
	support(colorgroup.Dataset, sizeColorGroup, marshalColorGroup, safe.colorGroup, fast.colorGroup)
	support(hero.Dataset, sizeHero, marshalHero, safe.hero, fast.hero)
	support(cart.Dataset, sizeUser, marshalUser, safe.user, fast.user)
	supportFarcaster(safe, fast)
}

// support registers one type's functions; fast decodes unsafe strings.
func support[T any](d *serbench.Dataset[T], size func(*T) int, marshal func(int, []byte, *T) int,
	dec, fast func(int, []byte, *T) (int, error)) {
	var buf []byte
	serbench.Support("benc", d, serbench.Impl[T, T]{Variants: map[serbench.Variant]serbench.Ops[T]{
		serbench.Default: {
			Marshal: func(v *T) ([]byte, error) {
				b := make([]byte, size(v))
				marshal(0, b, v)
				return b, nil
			},
			Unmarshal: func(data []byte) (*T, error) { return unmarshal(data, new(T), dec) },
		},
		serbench.Reuse: {
			Marshal: func(v *T) ([]byte, error) {
				buf = grow(buf, size(v))
				marshal(0, buf, v)
				return buf, nil
			},
			Note: "pre-allocated output buffer, grown only when a record needs more (the pre-allocation of seed 000's BENCUnsafePre, with safe strings)",
		},
		serbench.Unsafe: {
			Unmarshal: func(data []byte) (*T, error) { return unmarshal(data, new(T), fast) },
			Note:      "UnmarshalUnsafeString and UnmarshalBytesCropped: strings and byte slices alias the input",
		},
	}})
}

func unmarshal[T any](data []byte, v *T, dec func(int, []byte, *T) (int, error)) (*T, error) {
	n, err := dec(0, data, v)
	if err != nil {
		return nil, err
	}
	return v, verify(n, data)
}

// supportFarcaster encodes a message in two levels, as Farcaster signs the
// data apart from the envelope: MessageData to bytes, then the envelope.
func supportFarcaster(safe, fast *decoder) {
	marshal := func(v *farcaster.Message, data, out []byte) ([]byte, []byte) {
		data = grow(data, sizeData(&v.Data))
		marshalData(0, data, &v.Data)
		e := v.Envelope(data)
		out = grow(out, sizeEnvelope(&e))
		marshalEnvelope(0, out, &e)
		return data, out
	}
	var data, out []byte
	serbench.Support("benc", farcaster.Dataset, serbench.Impl[farcaster.Message, farcaster.Message]{
		Variants: map[serbench.Variant]serbench.Ops[farcaster.Message]{
			serbench.Default: {
				Marshal: func(v *farcaster.Message) ([]byte, error) {
					_, b := marshal(v, nil, nil)
					return b, nil
				},
				Unmarshal: safe.message,
			},
			serbench.Reuse: {
				Marshal: func(v *farcaster.Message) ([]byte, error) {
					data, out = marshal(v, data, out)
					return out, nil
				},
				Note: "pre-allocated buffers for the data and the envelope, grown only when a record needs more",
			},
			serbench.Unsafe: {
				Unmarshal: fast.message,
				Note:      "UnmarshalUnsafeString and UnmarshalBytesCropped: strings and byte slices alias the input",
			},
		},
	})
}

// grow returns b resliced to n bytes, reallocated only when too small.
func grow(b []byte, n int) []byte {
	if cap(b) < n {
		return make([]byte, n)
	}
	return b[:n]
}
