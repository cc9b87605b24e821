// Package calmhxdr registers github.com/calmh/xdr, seed 000's XDR2: XDR
// (RFC 4506) through marshallers that its generator, genxdr, writes for
// the structs of package wire (pinned as a go.mod tool, run by go
// generate). The library has no floats, maps or optional values; see
// package wire for how the datasets travel. Its README says it is not
// actively maintained.
package calmhxdr

import (
	"slices"

	"github.com/calmh/xdr"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/calmhxdr/wire"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

const name = "xdr-calmh"

func init() {
	serbench.Register(serbench.Codec{
		Name:          name,
		Package:       "github.com/calmh/xdr",
		Format:        "XDR",
		Wire:          "XDR",
		Kind:          serbench.KindCodegen,
		Schema:        true,
		CrossLanguage: true,
		Upstream:      "unmaintained",
		Notes: "genxdr's MarshalXDR and UnmarshalXDR methods on the structs of codecs/calmhxdr/wire; Go ints as hyper; floats as " +
			"their IEEE bits in an unsigned hyper or int (the library has no float); time.Time as hyper seconds, nanoseconds, " +
			"offset and zone name; the cart map as a list of key-value entries; pointers as arrays of at most one element " +
			"(XDR optional-data); decoded []byte alias the input; farcaster's MessageData encoded first, then the envelope holding its bytes; " +
			"savedata and updates on copies of their types (wire/games.go): floats as wire.Float32/Float64, whose XDR methods write their bits, " +
			"the item-kind union as two optional-data arrays, the enums plain integers",
	})
	serbench.Support(name, small.Dataset, serbench.Impl[small.A, wire.A]{ToNative: toA, FromNative: fromA, Variants: ops[wire.A]()})
	serbench.Support(name, edge.Dataset, serbench.Impl[small.A, wire.A]{ToNative: toA, FromNative: fromA, Variants: ops[wire.A]()})
	serbench.Support(name, colorgroup.Dataset, serbench.Converting(toColorGroup, fromColorGroup, ops[wire.ColorGroup]()))
	serbench.Support(name, hero.Dataset, serbench.Converting(toHero, fromHero, ops[wire.Hero]()))
	serbench.Support(name, cart.Dataset, serbench.Converting(toUser, fromUser, ops[wire.User]()))
	serbench.Support(name, farcaster.Dataset, serbench.Converting(toCast, fromCast, castOps()))
}

// message is a genxdr-generated type M, used through its pointer P.
type message[M any] interface {
	*M
	XDRSize() int
	MarshalXDR() ([]byte, error)
	MarshalXDRInto(m *xdr.Marshaller) error
	UnmarshalXDR(bs []byte) error
}

// marshalInto encodes v into buf, grown to v's size, and returns the bytes.
func marshalInto[M any, P message[M]](buf []byte, v P) ([]byte, error) {
	n := v.XDRSize()
	buf = slices.Grow(buf[:0], n)[:n]
	return buf, v.MarshalXDRInto(&xdr.Marshaller{Data: buf})
}

// ops returns the variants for one type. Each call has its own buffer and
// target, as each dataset is benchmarked on its own.
func ops[M any, P message[M]]() map[serbench.Variant]serbench.Ops[M] {
	var buf []byte
	target := P(new(M))
	return map[serbench.Variant]serbench.Ops[M]{
		serbench.Default: {
			Marshal: func(v *M) ([]byte, error) { return P(v).MarshalXDR() },
			Unmarshal: func(data []byte) (*M, error) {
				v := P(new(M))
				return (*M)(v), v.UnmarshalXDR(data)
			},
		},
		serbench.Reuse: {
			Marshal: func(v *M) (b []byte, err error) {
				buf, err = marshalInto[M](buf, P(v))
				return buf, err
			},
			// The generated UnmarshalXDR sets every field and reuses the
			// target's slices.
			Unmarshal: func(data []byte) (*M, error) { return (*M)(target), target.UnmarshalXDR(data) },
			Note:      "MarshalXDRInto one buffer grown to XDRSize(); UnmarshalXDR into one value",
		},
	}
}

// castOps encodes a farcaster record in two levels, each type with its
// generated methods.
func castOps() map[serbench.Variant]serbench.Ops[Cast] {
	levels := farcaster.Levels[wire.Envelope, wire.MessageData]{
		MarshalEnvelope:   (*wire.Envelope).MarshalXDR,
		MarshalData:       (*wire.MessageData).MarshalXDR,
		UnmarshalEnvelope: (*wire.Envelope).UnmarshalXDR,
		UnmarshalData:     (*wire.MessageData).UnmarshalXDR,
		Field:             envelopeData,
	}
	var dataBuf, buf []byte
	var target Cast
	reuse := levels
	reuse.MarshalEnvelope = func(e *wire.Envelope) (b []byte, err error) {
		buf, err = marshalInto[wire.Envelope](buf, e)
		return buf, err
	}
	reuse.MarshalData = func(d *wire.MessageData) (b []byte, err error) {
		dataBuf, err = marshalInto[wire.MessageData](dataBuf, d)
		return dataBuf, err
	}
	return map[serbench.Variant]serbench.Ops[Cast]{
		serbench.Default: levels.Ops(nil, ""),
		serbench.Reuse: reuse.Ops(&target,
			"MarshalXDRInto two buffers (data, envelope) grown to XDRSize(); UnmarshalXDR into one pair of values"),
	}
}
