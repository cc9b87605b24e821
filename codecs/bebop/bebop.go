// Package bebop registers 200sc/bebop, a Go compiler for the Bebop schema
// language, on the code that its bebopc-go generates from bebop.bop into
// package gen.
//
// Bebop's date is 100 ns ticks since 1970 in int64, decoded in UTC: times
// lose their last two digits of nanoseconds and their offset, and times
// beyond int64 nanoseconds do not survive. Optional fields are one-field
// messages inside structs.
package bebop

//go:generate sh -c "go tool bebopc-go -i bebop.bop -o gen/bebop.go -package gen && gofmt -w gen/bebop.go"
//go:generate sh -c "go tool bebopc-go -i collections.bop -o coll/collections.go -package coll && gofmt -w coll/collections.go"

import (
	"slices"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/bebop/gen"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

const name = "bebop-200sc"

func init() {
	serbench.Register(serbench.Codec{
		Name:          name,
		Package:       "github.com/200sc/bebop",
		Format:        "Bebop",
		Kind:          serbench.KindCodegen,
		Schema:        true,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "bebopc-go structs; MarshalBebop and UnmarshalBebop, the generated methods its README shows (MarshalBebopTo into a kept buffer is the reuse variant); times as Bebop dates (100 ns ticks, UTC); Go ints as int64; " +
			"*string and *time.Time as one-field messages (Bebop structs have no optional fields); the cart as a Bebop map; " +
			"farcaster's enums as Bebop enums (uint32), in two levels; logs and mesh as structs of collections.bop, the datasets' twins; " +
			"savedata and updates as its structs converted field by field: int8 as int16, each optional value a one-field message, " +
			"the item kind a message of its optional tool and food",
	})
	serbench.Support(name, small.Dataset, serbench.Converting(toA, fromA, ops[gen.A]()))
	serbench.Support(name, edge.Dataset, serbench.Converting(toA, fromA, ops[gen.A]()))
	serbench.Support(name, colorgroup.Dataset, serbench.Converting(toColorGroup, fromColorGroup, ops[gen.ColorGroup]()))
	serbench.Support(name, hero.Dataset, serbench.Converting(toHero, fromHero, ops[gen.Hero]()))
	serbench.Support(name, cart.Dataset, serbench.Converting(toUser, fromUser, ops[gen.User]()))
	serbench.Support(name, farcaster.Dataset, serbench.Converting(toCast, fromCast, castOps()))
}

// record is a generated struct type M, used through its pointer P.
type record[M any] interface {
	*M
	MarshalBebop() []byte
	MarshalBebopTo([]byte) int
	UnmarshalBebop([]byte) error
	Size() int
}

// marshalInto encodes v into buf, grown to v's size, and returns the bytes.
// The buffer is cleared first: MarshalBebopTo skips a message's closing
// zero byte without writing it, relying on a fresh buffer.
func marshalInto[M any, P record[M]](buf []byte, v P) []byte {
	n := v.Size()
	buf = slices.Grow(buf[:0], n)[:n]
	clear(buf)
	v.MarshalBebopTo(buf)
	return buf
}

// ops returns the variants for one struct type. Each call has its own
// buffer and target, as each dataset is benchmarked on its own.
// UnmarshalBebop sets every field of a struct, so a target needs no reset.
func ops[M any, P record[M]]() map[serbench.Variant]serbench.Ops[M] {
	var buf []byte
	target := P(new(M))
	return map[serbench.Variant]serbench.Ops[M]{
		serbench.Default: {
			Marshal: func(v *M) ([]byte, error) { return P(v).MarshalBebop(), nil },
			Unmarshal: func(data []byte) (*M, error) {
				v := P(new(M))
				return (*M)(v), v.UnmarshalBebop(data)
			},
		},
		serbench.Reuse: {
			Marshal: func(v *M) ([]byte, error) {
				buf = marshalInto[M](buf, P(v))
				return buf, nil
			},
			Unmarshal: func(data []byte) (*M, error) { return (*M)(target), target.UnmarshalBebop(data) },
			Note:      "MarshalBebopTo into one cleared buffer grown to Size(); UnmarshalBebop into one struct",
		},
	}
}

// Cast is a farcaster record as a Bebop user holds it: the envelope and its
// data decoded.
type Cast = farcaster.Cast[gen.Message, gen.MessageData]

// envelopeData is the envelope's field for the data's encoding.
var envelopeData = farcaster.DataField[gen.Message]{
	Set: func(e *gen.Message, data []byte) { e.Data = data },
	Get: func(e *gen.Message) []byte { return e.Data },
}

// castOps encodes a farcaster record in two levels, each struct with its
// generated methods.
func castOps() map[serbench.Variant]serbench.Ops[Cast] {
	levels := farcaster.Levels[gen.Message, gen.MessageData]{
		MarshalEnvelope:   func(e *gen.Message) ([]byte, error) { return e.MarshalBebop(), nil },
		MarshalData:       func(d *gen.MessageData) ([]byte, error) { return d.MarshalBebop(), nil },
		UnmarshalEnvelope: (*gen.Message).UnmarshalBebop,
		UnmarshalData:     (*gen.MessageData).UnmarshalBebop,
		Field:             envelopeData,
	}
	var dataBuf, buf []byte
	var target Cast
	reuse := levels
	reuse.MarshalEnvelope = func(e *gen.Message) ([]byte, error) { buf = marshalInto[gen.Message](buf, e); return buf, nil }
	reuse.MarshalData = func(d *gen.MessageData) ([]byte, error) {
		dataBuf = marshalInto[gen.MessageData](dataBuf, d)
		return dataBuf, nil
	}
	return map[serbench.Variant]serbench.Ops[Cast]{
		serbench.Default: levels.Ops(nil, ""),
		serbench.Reuse: reuse.Ops(&target,
			"MarshalBebopTo into two cleared buffers (data, envelope) grown to Size(); UnmarshalBebop into one pair of structs"),
	}
}
