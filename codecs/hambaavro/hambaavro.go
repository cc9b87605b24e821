// Package hambaavro registers hamba/avro (github.com/hamba/avro/v2), a
// reflection-based Avro codec, with the schemas of codecs/gogenavro/schema.
//
// avro.Marshal(schema, v) and avro.Unmarshal(schema, data, v), as its README
// shows them. Those schemas name their fields as the datasets' Go types do,
// so hamba encodes those types as they are (it falls back to the field name
// where a struct has no avro tag); only farcaster's data, whose uint64s
// hamba cannot encode, goes through a tagged native type. The "framed"
// variant writes Avro single-object encoding with the library's soe.Codec.
package hambaavro

import (
	"github.com/hamba/avro/v2"
	"github.com/hamba/avro/v2/soe"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/gogenavro/schema"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

const name = "hamba-avro"

// Framed is the variant writing Avro single-object encoding.
const Framed serbench.Variant = "framed"

func init() {
	serbench.Register(serbench.Codec{
		Name:          name,
		Package:       "github.com/hamba/avro/v2",
		Format:        "Avro",
		Wire:          "Avro",
		Kind:          serbench.KindReflect,
		Schema:        true,
		CrossLanguage: true,
		Upstream:      "unmaintained",
		Notes: "schemas parsed once and avro.Marshal and avro.Unmarshal with the default Config, which caches each type's codec, as the README shows; the datasets' own types against schemas naming the Go fields; times as timestamp-micros " +
			"(UTC, microseconds: sub-microsecond digits, offsets and zone names are lost); Go ints as long; " +
			"optional fields as unions with null; arrays written in blocks with their byte size; the cart as an Avro map; farcaster's data through a native type " +
			"with its uint64s as long (hamba has no uint64), enums as int; logs through a copy of its entries with their uint64 size as int64, for long; " +
			"farcaster's MessageData encoded first, then the Message envelope holding its bytes",
	})
	a := avro.MustParse(schema.A)
	serbench.Support(name, small.Dataset, serbench.Impl[small.A, small.A]{Variants: ops[small.A](a)})
	serbench.Support(name, edge.Dataset, serbench.Impl[small.A, small.A]{Variants: ops[small.A](a)})
	serbench.Support(name, colorgroup.Dataset, serbench.Impl[colorgroup.ColorGroup, colorgroup.ColorGroup]{
		Variants: ops[colorgroup.ColorGroup](avro.MustParse(schema.ColorGroup)),
	})
	serbench.Support(name, hero.Dataset, serbench.Impl[hero.Hero, hero.Hero]{
		Variants: ops[hero.Hero](avro.MustParse(schema.Hero)),
	})
	serbench.Support(name, cart.Dataset, serbench.Impl[cart.User, cart.User]{
		Variants: ops[cart.User](avro.MustParse(schema.User)),
	})
	serbench.Support(name, farcaster.Dataset, serbench.Converting(toCast, fromCast, castOps()))
}

// codec is one schema's ways of encoding.
type codec struct {
	schema avro.Schema
	soe    *soe.Codec
	w      *avro.Writer
}

func newCodec(s avro.Schema) *codec {
	c, err := soe.NewCodec(s)
	if err != nil {
		panic("hamba-avro: " + err.Error())
	}
	return &codec{schema: s, soe: c, w: avro.NewWriter(nil, 512)}
}

func (c *codec) marshal(v any) ([]byte, error) { return avro.Marshal(c.schema, v) }

func (c *codec) unmarshal(data []byte, v any) error { return avro.Unmarshal(c.schema, data, v) }

func (c *codec) marshalFramed(v any) ([]byte, error) { return c.soe.Encode(v) }

func (c *codec) unmarshalFramed(data []byte, v any) error { return c.soe.Decode(data, v) }

// marshalReuse writes v into the codec's one Writer, whose buffer the next
// call overwrites.
func (c *codec) marshalReuse(v any) ([]byte, error) {
	c.w.Reset(nil)
	c.w.WriteVal(c.schema, v)
	return c.w.Buffer(), c.w.Error
}

func ops[T any](s avro.Schema) map[serbench.Variant]serbench.Ops[T] {
	c := newCodec(s)
	decode := func(f func([]byte, any) error) func([]byte) (*T, error) {
		return func(data []byte) (*T, error) {
			v := new(T)
			return v, f(data, v)
		}
	}
	return map[serbench.Variant]serbench.Ops[T]{
		serbench.Default: {
			Marshal:   func(v *T) ([]byte, error) { return c.marshal(v) },
			Unmarshal: decode(c.unmarshal),
		},
		serbench.Reuse: {
			Marshal: func(v *T) ([]byte, error) { return c.marshalReuse(v) },
			Note:    "avro.Writer.WriteVal into one Writer's buffer",
		},
		Framed: {
			Marshal:   func(v *T) ([]byte, error) { return c.marshalFramed(v) },
			Unmarshal: decode(c.unmarshalFramed),
			Note: "Avro single-object encoding (soe.Codec): 10 bytes of marker and fingerprint before the datum; " +
				"for schemas with timestamp-micros hamba's canonical form keeps logicalType, so its fingerprint differs from the spec's",
		},
	}
}

// castOps encodes a farcaster record in two levels: the data, then the
// envelope holding its bytes. The framed variant frames both.
func castOps() map[serbench.Variant]serbench.Ops[Cast] {
	env := newCodec(avro.MustParse(schema.Message))
	data := newCodec(avro.MustParse(schema.MessageData))
	levels := func(m func(c *codec, v any) ([]byte, error), u func(c *codec, b []byte, v any) error) farcaster.Levels[farcaster.Envelope, messageData] {
		l := farcaster.Levels[farcaster.Envelope, messageData]{
			MarshalEnvelope: func(e *farcaster.Envelope) ([]byte, error) { return m(env, e) },
			MarshalData:     func(d *messageData) ([]byte, error) { return m(data, d) },
			Field:           envelopeData,
		}
		if u != nil {
			l.UnmarshalEnvelope = func(e *farcaster.Envelope, b []byte) error { return u(env, b, e) }
			l.UnmarshalData = func(d *messageData, b []byte) error { return u(data, b, d) }
		}
		return l
	}
	return map[serbench.Variant]serbench.Ops[Cast]{
		serbench.Default: levels((*codec).marshal, (*codec).unmarshal).Ops(nil, ""),
		// Each level has its own reused Writer, so that the envelope is not
		// written over the data it holds.
		serbench.Reuse: levels((*codec).marshalReuse, nil).Ops(nil, "avro.Writer.WriteVal into one Writer's buffer per level"),
		Framed: levels((*codec).marshalFramed, (*codec).unmarshalFramed).Ops(nil,
			"Avro single-object encoding of both the data and the envelope"),
	}
}
