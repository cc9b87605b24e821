// Package twmbavro registers twmb/avro (github.com/twmb/avro), a
// reflection-based Avro codec, with the schemas of codecs/gogenavro/schema.
//
// Each schema is parsed once by avro.MustParse into a *avro.Schema, which
// is safe for concurrent use and caches its codecs, and records are written
// by Schema.Encode and read by Schema.Decode, as the README's quick start
// shows. Those schemas name their fields as the datasets' Go types do, and
// the library matches untagged fields by their Go name and encodes any Go
// integer as int or long when its value fits, so every dataset's own types
// are encoded as they are. The "reuse" variant appends to one buffer with
// AppendEncode, "unsafe" decodes with AliasInput, and "framed" writes Avro
// single-object encoding with AppendSingleObject and DecodeSingleObject.
package twmbavro

import (
	"github.com/twmb/avro"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/gogenavro/schema"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

const name = "twmb-avro"

// Framed is the variant writing Avro single-object encoding.
const Framed serbench.Variant = "framed"

func init() {
	serbench.Register(serbench.Codec{
		Name:          name,
		Package:       "github.com/twmb/avro",
		Format:        "Avro",
		Wire:          "Avro",
		Kind:          serbench.KindReflect,
		Schema:        true,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "schemas parsed once by avro.MustParse (a Schema is safe for concurrent use and caches each type's codec) and Schema.Encode and Schema.Decode, as the README's quick start shows; " +
			"the datasets' own types against schemas naming the Go fields (untagged fields match by Go name); times as timestamp-micros " +
			"(UTC, microseconds: sub-microsecond digits, offsets and zone names are lost); Go ints as long; unsigned ints as int or long, " +
			"which the library range-checks; enums as int; optional fields as unions with null, read into pointers; the cart as an Avro map; " +
			"decoded strings and bytes are copied out of the input (the library's default); " +
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
	schema *avro.Schema
	buf    []byte // the reuse variant's output buffer
}

func (c *codec) marshal(v any) ([]byte, error) { return c.schema.Encode(v) }

func (c *codec) unmarshal(data []byte, v any) error {
	_, err := c.schema.Decode(data, v)
	return err
}

// unmarshalAlias decodes with AliasInput: strings and bytes point into data.
func (c *codec) unmarshalAlias(data []byte, v any) error {
	_, err := c.schema.Decode(data, v, avro.AliasInput())
	return err
}

func (c *codec) marshalFramed(v any) ([]byte, error) { return c.schema.AppendSingleObject(nil, v) }

func (c *codec) unmarshalFramed(data []byte, v any) error {
	_, err := c.schema.DecodeSingleObject(data, v)
	return err
}

// marshalReuse appends v to the codec's one buffer, which the next call
// overwrites.
func (c *codec) marshalReuse(v any) (b []byte, err error) {
	c.buf, err = c.schema.AppendEncode(c.buf[:0], v)
	return c.buf, err
}

const (
	reuseNote  = "Schema.AppendEncode appending to one reused buffer"
	unsafeNote = "Schema.Decode with AliasInput: decoded strings and bytes point into the input"
	framedNote = "Avro single-object encoding (AppendSingleObject, DecodeSingleObject): 10 bytes of marker and fingerprint before the datum; " +
		"the fingerprint is of the spec's canonical form, logicalType stripped"
)

func ops[T any](s *avro.Schema) map[serbench.Variant]serbench.Ops[T] {
	c := &codec{schema: s}
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
			Note:    reuseNote,
		},
		serbench.Unsafe: {
			Unmarshal: decode(c.unmarshalAlias),
			Note:      unsafeNote,
		},
		Framed: {
			Marshal:   func(v *T) ([]byte, error) { return c.marshalFramed(v) },
			Unmarshal: decode(c.unmarshalFramed),
			Note:      framedNote,
		},
	}
}

// castOps encodes a farcaster record in two levels: the data, then the
// envelope holding its bytes. The framed variant frames both.
func castOps() map[serbench.Variant]serbench.Ops[Cast] {
	env := &codec{schema: avro.MustParse(schema.Message)}
	data := &codec{schema: avro.MustParse(schema.MessageData)}
	// Each level has its own codec, and so its own reused buffer: the
	// envelope is not written over the data it holds.
	levels := func(m func(c *codec, v any) ([]byte, error), u func(c *codec, b []byte, v any) error) farcaster.Levels[farcaster.Envelope, farcaster.MessageData] {
		l := farcaster.Levels[farcaster.Envelope, farcaster.MessageData]{
			MarshalEnvelope: func(e *farcaster.Envelope) ([]byte, error) { return m(env, e) },
			MarshalData:     func(d *farcaster.MessageData) ([]byte, error) { return m(data, d) },
			Field:           envelopeData,
		}
		if u != nil {
			l.UnmarshalEnvelope = func(e *farcaster.Envelope, b []byte) error { return u(env, b, e) }
			l.UnmarshalData = func(d *farcaster.MessageData, b []byte) error { return u(data, b, d) }
		}
		return l
	}
	unsafe := levels((*codec).marshal, (*codec).unmarshalAlias).Ops(nil, unsafeNote)
	unsafe.Marshal = nil
	return map[serbench.Variant]serbench.Ops[Cast]{
		serbench.Default: levels((*codec).marshal, (*codec).unmarshal).Ops(nil, ""),
		serbench.Reuse:   levels((*codec).marshalReuse, nil).Ops(nil, reuseNote+" per level"),
		serbench.Unsafe:  unsafe,
		Framed:           levels((*codec).marshalFramed, (*codec).unmarshalFramed).Ops(nil, "Avro single-object encoding of both the data and the envelope"),
	}
}
