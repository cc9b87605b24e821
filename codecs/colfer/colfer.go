// Package colfer registers Colfer, Pascal de Kloe's binary format, on the
// code that its compiler colf generates from colfer.colf into package gen.
//
// Colfer has no maps, enumerations, optional scalars or lists of unsigned
// integers; the schema works around them as Colfer users do (see Notes).
// Its timestamp keeps the instant to the nanosecond but decodes in UTC.
package colfer

//go:generate go tool colf -b . Go colfer.colf
//go:generate go tool colf -b . -l "1024 * 1024" Go collections.colf

import (
	"slices"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/colfer/gen"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

const name = "colfer"

func init() {
	serbench.Register(serbench.Codec{
		Name:          name,
		Package:       "github.com/pascaldekloe/colfer/cmd/colf",
		Format:        "Colfer",
		Kind:          serbench.KindCodegen,
		Schema:        true,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "colf-generated structs; MarshalBinary and UnmarshalBinary, the generated methods the README documents (MarshalTo into a buffer of MarshalLen, what seed 001 times, is the reuse variant); times as Colfer timestamps (instant, decoded in UTC); " +
			"Go ints as int64; no maps: the cart is a list of key/value entries; no optional fields: the empty string and the zero time stand for nil; " +
			"no enums: int32; no unsigned lists: farcaster's mentions as int64 bits; farcaster in two levels; " +
			"logs and mesh from collections.colf, generated with a list limit of 2^20 (colf -l; the default 65,536 is below a mesh's 125,000 triangles), " +
			"nested structs held by pointer as Colfer generates them; savedata and updates converted field by field, with int32 for int8 and int16, " +
			"one-field structs for optional plain values, binary for lists of bools and int64 and int32 lists for lists of uint32 and uint16",
	})
	serbench.Support(name, small.Dataset, serbench.Converting(toA, fromA, ops[gen.A]()))
	serbench.Support(name, edge.Dataset, serbench.Converting(toA, fromA, ops[gen.A]()))
	serbench.Support(name, colorgroup.Dataset, serbench.Converting(toColorGroup, fromColorGroup, ops[gen.ColorGroup]()))
	serbench.Support(name, hero.Dataset, serbench.Converting(toHero, fromHero, ops[gen.Hero]()))
	serbench.Support(name, cart.Dataset, serbench.Converting(toUser, fromUser, ops[gen.User]()))
	serbench.Support(name, farcaster.Dataset, serbench.Converting(toCast, fromCast, castOps()))
}

// message is a generated struct type M, used through its pointer P.
type message[M any] interface {
	*M
	MarshalBinary() ([]byte, error)
	UnmarshalBinary([]byte) error
	MarshalLen() (int, error)
	MarshalTo([]byte) int
}

// marshalInto encodes v into buf, grown to v's size, and returns the bytes.
func marshalInto[M any, P message[M]](buf []byte, v P) ([]byte, error) {
	n, err := v.MarshalLen()
	if err != nil {
		return nil, err
	}
	buf = slices.Grow(buf[:0], n)[:n]
	return buf[:v.MarshalTo(buf)], nil
}

// unmarshalInto decodes data into v, zeroed first: the generated Unmarshal
// leaves the fields that data lacks as they were.
func unmarshalInto[M any, P message[M]](data []byte, v P) error {
	*v = *new(M)
	return v.UnmarshalBinary(data)
}

// ops returns the variants for one struct type. Each call has its own
// buffer and target, as each dataset is benchmarked on its own.
func ops[M any, P message[M]]() map[serbench.Variant]serbench.Ops[M] {
	var buf []byte
	target := P(new(M))
	return map[serbench.Variant]serbench.Ops[M]{
		serbench.Default: {
			Marshal: func(v *M) ([]byte, error) { return P(v).MarshalBinary() },
			Unmarshal: func(data []byte) (*M, error) {
				v := P(new(M))
				return (*M)(v), v.UnmarshalBinary(data)
			},
		},
		serbench.Reuse: {
			Marshal: func(v *M) ([]byte, error) {
				var err error
				buf, err = marshalInto[M](buf, P(v))
				return buf, err
			},
			Unmarshal: func(data []byte) (*M, error) { return (*M)(target), unmarshalInto[M](data, target) },
			Note:      "MarshalLen and MarshalTo into one buffer; UnmarshalBinary into one zeroed struct",
		},
	}
}

// Cast is a farcaster record as a Colfer user holds it: the envelope and
// its data decoded.
type Cast = farcaster.Cast[*gen.Message, *gen.MessageData]

// envelopeData is the envelope's field for the data's encoding.
var envelopeData = farcaster.DataField[gen.Message]{
	Set: func(e *gen.Message, data []byte) { e.Data = data },
	Get: func(e *gen.Message) []byte { return e.Data },
}

// castOps encodes a farcaster record in two levels, with the variants of
// each level's struct.
func castOps() map[serbench.Variant]serbench.Ops[Cast] {
	return farcaster.NestVariants(ops[gen.Message](), ops[gen.MessageData](), envelopeData, map[serbench.Variant]string{
		serbench.Reuse: "MarshalLen and MarshalTo into two buffers (data, envelope); UnmarshalBinary into one zeroed pair of structs",
	})
}
