// Package goavro registers LinkedIn's goavro (github.com/linkedin/goavro/v2)
// with the schemas of codecs/gogenavro/schema.
//
// goavro encodes its own native form, not structs: records are
// map[string]any (seed 004's "goavro (map)"). ToNative builds that form
// from a dataset's value and FromNative reads it back, timed as convert;
// Marshal is Codec.BinaryFromNative(nil, native) and Unmarshal
// Codec.NativeFromBinary (seed 000's GoAvro2Binary). The "framed" variant
// writes Avro single-object encoding with SingleFromNative and reads it with
// NativeFromSingle; "text" writes Avro's JSON encoding with
// TextualFromNative and reads it with NativeFromTextual (seed 000's
// GoAvro2Text); "struct" fills the map from the dataset's struct and back
// inside the op (seed 004's "goavro (struct)", the one with "custom work").
package goavro

import (
	"errors"

	"github.com/linkedin/goavro/v2"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/gogenavro/schema"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

const name = "goavro"

// The variants beside the default and reuse.
const (
	// Framed writes Avro single-object encoding.
	Framed serbench.Variant = "framed"
	// Text writes Avro's JSON encoding: seed 000's GoAvro2Text.
	Text serbench.Variant = "text"
	// Struct fills the native form from the dataset's struct inside the op:
	// seed 004's "goavro (struct)".
	Struct serbench.Variant = "struct"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          name,
		Package:       "github.com/linkedin/goavro/v2",
		Format:        "Avro",
		Wire:          "Avro",
		Kind:          serbench.KindReflect,
		Schema:        true,
		CrossLanguage: true,
		Upstream:      "maintenance mode",
		Notes: "a Codec built once by NewCodec, as the README advises, with BinaryFromNative and NativeFromBinary; native form (map[string]any records, []any arrays, goavro.Union for optional values) built from the datasets " +
			"and read back by convert; times as timestamp-micros time.Time (UTC, microseconds: sub-microsecond digits, " +
			"offsets and zone names are lost); Go ints as long, unsigned farcaster ints as long, enums as int; " +
			"the cart as an Avro map; farcaster's MessageData encoded first, then the Message envelope holding its bytes; " +
			"decoded bytes fields alias the input, as NativeFromBinary returns them; logs, mesh, savedata and updates built and read " +
			"by reflection over their Go types (integers as int64, which goavro takes for int and long; pointers as goavro.Union or nil)",
	})
	a := mustCodec(schema.A)
	serbench.Support(name, small.Dataset, impl(a, toA, fromA))
	serbench.Support(name, edge.Dataset, impl(a, toA, fromA))
	serbench.Support(name, colorgroup.Dataset, impl(mustCodec(schema.ColorGroup), toColorGroup, fromColorGroup))
	serbench.Support(name, hero.Dataset, impl(mustCodec(schema.Hero), toHero, fromHero))
	serbench.Support(name, cart.Dataset, impl(mustCodec(schema.User), toUser, fromUser))
	serbench.Support(name, farcaster.Dataset, serbench.Impl[farcaster.Message, Cast]{
		ToNative:   func(v *farcaster.Message) *Cast { c := toCast(v); c.Value = v; return c },
		FromNative: func(c *Cast) *farcaster.Message { return c.value() },
		Variants:   castOps(),
	})
}

func mustCodec(s string) *goavro.Codec {
	c, err := goavro.NewCodec(s)
	if err != nil {
		panic("goavro: " + err.Error())
	}
	return c
}

var errNotRecord = errors.New("goavro: decoded datum is not a record")

// record returns a decoded datum as a Record; like goavro's users, it
// ignores bytes after the datum.
func record(native any, _ []byte, err error) (*Record, error) {
	if err != nil {
		return nil, err
	}
	r, ok := native.(Record)
	if !ok {
		return nil, errNotRecord
	}
	return &r, nil
}

// Native is a record of dataset type T as the codec holds it: in goavro's
// native form, and, for the struct variant, as the dataset's value itself.
// ToNative fills both (Value points at the record it was given, which no
// op modifies); Unmarshal fills one, and FromNative reads that one.
type Native[T any] struct {
	Record Record
	// Value is what the struct variant encodes: it fills a Record from it
	// by hand inside the op, as seed 004's "goavro (struct)" does.
	Value *T
}

// impl binds goavro on a dataset of type T whose records to and from
// convert to and from the native form.
func impl[T any](c *goavro.Codec, to func(*T) *Record, from func(*Record) *T) serbench.Impl[T, Native[T]] {
	return serbench.Impl[T, Native[T]]{
		ToNative: func(v *T) *Native[T] { return &Native[T]{Record: *to(v), Value: v} },
		FromNative: func(n *Native[T]) *T {
			if n.Record == nil {
				return n.Value
			}
			return from(&n.Record)
		},
		Variants: ops(c, to, from),
	}
}

// decoded wraps a decoded record as a Native.
func decoded[T any](r *Record, err error) (*Native[T], error) {
	if err != nil {
		return nil, err
	}
	return &Native[T]{Record: *r}, nil
}

func ops[T any](c *goavro.Codec, to func(*T) *Record, from func(*Record) *T) map[serbench.Variant]serbench.Ops[Native[T]] {
	var buf []byte
	return map[serbench.Variant]serbench.Ops[Native[T]]{
		serbench.Default: {
			Marshal: func(v *Native[T]) ([]byte, error) { return c.BinaryFromNative(nil, v.Record) },
			Unmarshal: func(data []byte) (*Native[T], error) {
				return decoded[T](record(c.NativeFromBinary(data)))
			},
		},
		serbench.Reuse: {
			Marshal: func(v *Native[T]) (b []byte, err error) {
				buf, err = c.BinaryFromNative(buf[:0], v.Record)
				return buf, err
			},
			Note: "BinaryFromNative appending to one reused buffer",
		},
		Framed: {
			Marshal: func(v *Native[T]) ([]byte, error) { return c.SingleFromNative(nil, v.Record) },
			Unmarshal: func(data []byte) (*Native[T], error) {
				return decoded[T](record(c.NativeFromSingle(data)))
			},
			Note: "Avro single-object encoding (SingleFromNative, NativeFromSingle): 10 bytes of marker and fingerprint before the datum; " +
				"for schemas with timestamp-micros goavro's canonical form keeps {\"type\":\"long\"}, so its fingerprint differs from the spec's",
		},
		Text: {
			Marshal: func(v *Native[T]) ([]byte, error) { return c.TextualFromNative(nil, v.Record) },
			Unmarshal: func(data []byte) (*Native[T], error) {
				return decoded[T](record(c.NativeFromTextual(data)))
			},
			Note: textNote,
		},
		Struct: {
			Marshal: func(v *Native[T]) ([]byte, error) { return c.BinaryFromNative(nil, *to(v.Value)) },
			Unmarshal: func(data []byte) (*Native[T], error) {
				r, err := record(c.NativeFromBinary(data))
				if err != nil {
					return nil, err
				}
				return &Native[T]{Value: from(r)}, nil
			},
			Note: structNote,
		},
	}
}

const (
	textNote = "seed 000's GoAvro2Text: Avro's JSON encoding (TextualFromNative, NativeFromTextual): " +
		"unions as {\"branch\": value}, bytes as strings of code points"
	structNote = "seed 004's goavro (struct), with its \"custom work\": the native map filled from the dataset's struct by hand " +
		"and read back into a fresh struct inside the op, around BinaryFromNative and NativeFromBinary"
)

// castOps encodes a farcaster record in two levels: the data, then the
// envelope holding its bytes. The framed and text variants encode both
// levels their way.
func castOps() map[serbench.Variant]serbench.Ops[Cast] {
	env, data := mustCodec(schema.Message), mustCodec(schema.MessageData)
	type encode = func(c *goavro.Codec, buf []byte, native any) ([]byte, error)
	type decode = func(c *goavro.Codec, buf []byte) (any, []byte, error)
	// levels encodes with enc, appending to *dataBuf and *buf or, if they
	// are nil, to nil; and decodes with dec, unless it is nil.
	levels := func(enc encode, dec decode, dataBuf, buf *[]byte) farcaster.Levels[Record, Record] {
		encodeTo := func(c *goavro.Codec, to *[]byte) func(*Record) ([]byte, error) {
			return func(r *Record) (b []byte, err error) {
				if to == nil {
					return enc(c, nil, *r)
				}
				*to, err = enc(c, (*to)[:0], *r)
				return *to, err
			}
		}
		decodeWith := func(c *goavro.Codec) func(*Record, []byte) error {
			return func(r *Record, b []byte) error {
				d, err := record(dec(c, b))
				if err == nil {
					*r = *d
				}
				return err
			}
		}
		l := farcaster.Levels[Record, Record]{MarshalEnvelope: encodeTo(env, buf), MarshalData: encodeTo(data, dataBuf), Field: envelopeData}
		if dec != nil {
			l.UnmarshalEnvelope, l.UnmarshalData = decodeWith(env), decodeWith(data)
		}
		return l
	}
	ops := func(l farcaster.Levels[Record, Record], note string) serbench.Ops[Cast] {
		o := serbench.Ops[Cast]{Marshal: func(v *Cast) ([]byte, error) { return l.Marshal(&v.Cast) }, Note: note}
		if l.UnmarshalEnvelope != nil {
			o.Unmarshal = func(b []byte) (*Cast, error) {
				c := new(Cast)
				return c, l.Unmarshal(&c.Cast, b)
			}
		}
		return o
	}
	var dataBuf, buf []byte
	binary := ops(levels((*goavro.Codec).BinaryFromNative, (*goavro.Codec).NativeFromBinary, nil, nil), "")
	return map[serbench.Variant]serbench.Ops[Cast]{
		serbench.Default: binary,
		serbench.Reuse: ops(levels((*goavro.Codec).BinaryFromNative, nil, &dataBuf, &buf),
			"BinaryFromNative appending to one reused buffer per level"),
		Framed: ops(levels((*goavro.Codec).SingleFromNative, (*goavro.Codec).NativeFromSingle, nil, nil),
			"Avro single-object encoding of both the data and the envelope"),
		Text: ops(levels((*goavro.Codec).TextualFromNative, (*goavro.Codec).NativeFromTextual, nil, nil),
			textNote+"; the envelope holds the data's JSON as bytes"),
		Struct: {
			Marshal: func(v *Cast) ([]byte, error) { return binary.Marshal(toCast(v.Value)) },
			Unmarshal: func(b []byte) (*Cast, error) {
				c, err := binary.Unmarshal(b)
				if err != nil {
					return nil, err
				}
				return &Cast{Value: fromCast(c)}, nil
			},
			Note: structNote,
		},
	}
}
