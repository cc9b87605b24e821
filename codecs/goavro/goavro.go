// Package goavro registers LinkedIn's goavro (github.com/linkedin/goavro/v2)
// with the schemas of codecs/gogenavro/schema.
//
// goavro encodes its own native form, not structs: records are
// map[string]any (seed 004's "goavro (map)"). ToNative builds that form
// from a dataset's value and FromNative reads it back, timed as convert;
// Marshal is Codec.BinaryFromNative(nil, native) and Unmarshal
// Codec.NativeFromBinary. The "framed" variant writes Avro single-object
// encoding with SingleFromNative and reads it with NativeFromSingle.
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

// Framed is the variant writing Avro single-object encoding.
const Framed serbench.Variant = "framed"

func init() {
	serbench.Register(serbench.Codec{
		Name:          name,
		Package:       "github.com/linkedin/goavro/v2",
		Format:        "Avro",
		Kind:          serbench.KindReflect,
		Schema:        true,
		CrossLanguage: true,
		Upstream:      "maintenance mode",
		Notes: "a Codec built once by NewCodec, as the README advises, with BinaryFromNative and NativeFromBinary; native form (map[string]any records, []any arrays, goavro.Union for optional values) built from the datasets " +
			"and read back by convert; times as timestamp-micros time.Time (UTC, microseconds: sub-microsecond digits, " +
			"offsets and zone names are lost); Go ints as long, unsigned farcaster ints as long, enums as int; " +
			"the cart as an Avro map; farcaster's MessageData encoded first, then the Message envelope holding its bytes; " +
			"decoded bytes fields alias the input, as NativeFromBinary returns them",
	})
	a := mustCodec(schema.A)
	serbench.Support(name, small.Dataset, serbench.Impl[small.A, Record]{ToNative: toA, FromNative: fromA, Variants: ops(a)})
	serbench.Support(name, edge.Dataset, serbench.Impl[small.A, Record]{ToNative: toA, FromNative: fromA, Variants: ops(a)})
	serbench.Support(name, colorgroup.Dataset, serbench.Impl[colorgroup.ColorGroup, Record]{
		ToNative: toColorGroup, FromNative: fromColorGroup, Variants: ops(mustCodec(schema.ColorGroup)),
	})
	serbench.Support(name, hero.Dataset, serbench.Impl[hero.Hero, Record]{
		ToNative: toHero, FromNative: fromHero, Variants: ops(mustCodec(schema.Hero)),
	})
	serbench.Support(name, cart.Dataset, serbench.Impl[cart.User, Record]{
		ToNative: toUser, FromNative: fromUser, Variants: ops(mustCodec(schema.User)),
	})
	serbench.Support(name, farcaster.Dataset, serbench.Impl[farcaster.Message, Cast]{
		ToNative: toCast, FromNative: fromCast, Variants: castOps(),
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

func ops(c *goavro.Codec) map[serbench.Variant]serbench.Ops[Record] {
	var buf []byte
	return map[serbench.Variant]serbench.Ops[Record]{
		serbench.Default: {
			Marshal: func(v *Record) ([]byte, error) { return c.BinaryFromNative(nil, *v) },
			Unmarshal: func(data []byte) (*Record, error) {
				return record(c.NativeFromBinary(data))
			},
		},
		serbench.Reuse: {
			Marshal: func(v *Record) (b []byte, err error) {
				buf, err = c.BinaryFromNative(buf[:0], *v)
				return buf, err
			},
			Note: "BinaryFromNative appending to one reused buffer",
		},
		Framed: {
			Marshal: func(v *Record) ([]byte, error) { return c.SingleFromNative(nil, *v) },
			Unmarshal: func(data []byte) (*Record, error) {
				return record(c.NativeFromSingle(data))
			},
			Note: "Avro single-object encoding (SingleFromNative, NativeFromSingle): 10 bytes of marker and fingerprint before the datum; " +
				"for schemas with timestamp-micros goavro's canonical form keeps {\"type\":\"long\"}, so its fingerprint differs from the spec's",
		},
	}
}

// castOps encodes a farcaster record in two levels: the data, then the
// envelope holding its bytes. The framed variant frames both.
func castOps() map[serbench.Variant]serbench.Ops[Cast] {
	env, data := mustCodec(schema.Message), mustCodec(schema.MessageData)
	type encode = func(c *goavro.Codec, buf []byte, native any) ([]byte, error)
	type decode = func(c *goavro.Codec, buf []byte) (any, []byte, error)
	marshal := func(enc encode, dataBuf, buf *[]byte) func(v *Cast) ([]byte, error) {
		return func(v *Cast) (b []byte, err error) {
			if *dataBuf, err = enc(data, (*dataBuf)[:0], v.Data); err != nil {
				return nil, err
			}
			v.Envelope["Data"] = *dataBuf
			*buf, err = enc(env, (*buf)[:0], v.Envelope)
			return *buf, err
		}
	}
	unmarshal := func(dec decode) func(b []byte) (*Cast, error) {
		return func(b []byte) (*Cast, error) {
			e, err := record(dec(env, b))
			if err != nil {
				return nil, err
			}
			d, err := record(dec(data, (*e)["Data"].([]byte)))
			if err != nil {
				return nil, err
			}
			return &Cast{Envelope: *e, Data: *d}, nil
		}
	}
	var dataBuf, buf []byte
	// Without reuse, each call starts from nil buffers of its own.
	fresh := func(enc encode) func(v *Cast) ([]byte, error) {
		return func(v *Cast) ([]byte, error) {
			var dataBuf, buf []byte
			return marshal(enc, &dataBuf, &buf)(v)
		}
	}
	return map[serbench.Variant]serbench.Ops[Cast]{
		serbench.Default: {
			Marshal:   fresh((*goavro.Codec).BinaryFromNative),
			Unmarshal: unmarshal((*goavro.Codec).NativeFromBinary),
		},
		serbench.Reuse: {
			Marshal: marshal((*goavro.Codec).BinaryFromNative, &dataBuf, &buf),
			Note:    "BinaryFromNative appending to one reused buffer per level",
		},
		Framed: {
			Marshal:   fresh((*goavro.Codec).SingleFromNative),
			Unmarshal: unmarshal((*goavro.Codec).NativeFromSingle),
			Note:      "Avro single-object encoding of both the data and the envelope",
		},
	}
}
