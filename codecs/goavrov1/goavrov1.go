// Package goavrov1 registers github.com/linkedin/goavro v1, goavro's first
// API and seed 000's GoAvro, with the schemas of codecs/gogenavro/schema.
// Its README calls it superseded by goavro v2 (codecs/goavro).
//
// v1 encodes its own Record type: a record is made with goavro.NewRecord
// from the record's schema and filled with Record.Set; nested records,
// maps ([string]interface{}), arrays ([]interface{}) and union values (the
// bare value, or nil) go in its fields. ToNative builds such records from a
// dataset's value and FromNative reads them back with Record.Get, timed as
// convert. Marshal is Codec.Encode into a bytes.Buffer and Unmarshal
// Codec.Decode from a bytes.Reader, which returns a *Record.
//
// v1 knows no logical types: the schemas' timestamp-micros fields are plain
// longs, which hold time.Time.UnixMicro, as the schema says they do, and are
// read back with time.UnixMicro in UTC. The bytes are the same as goavro v2's.
package goavrov1

import (
	"bytes"

	"github.com/linkedin/goavro"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/gogenavro/schema"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

const name = "goavro-v1"

func init() {
	serbench.Register(serbench.Codec{
		Name:          name,
		Package:       "github.com/linkedin/goavro",
		Format:        "Avro",
		Wire:          "Avro",
		Kind:          serbench.KindReflect,
		Schema:        true,
		CrossLanguage: true,
		Upstream:      "deprecated",
		Notes: "goavro v1's Record API (NewRecord, Set, Get) built from and read into the datasets by convert, kept at v1.0.5 on purpose " +
			"(the proxy's newer v2.x+incompatible tags are the API codec goavro measures); Codec.Encode into a " +
			"bytes.Buffer and Codec.Decode from a bytes.Reader; codecs/gogenavro's schemas; no logical types, so times are longs of " +
			"UnixMicro read back in UTC (sub-microsecond digits, offsets and zone names are lost); Go ints as long, unsigned farcaster " +
			"ints as long, enums as int; the cart as an Avro map; farcaster's MessageData encoded first, then the Message envelope " +
			"holding its bytes; logs, mesh, savedata and updates built and read by reflection over their Go types (fields set in schema order, " +
			"integers as int32 or int64 as the schema's int or long, pointers as the bare value or nil)",
	})
	a := mustCodec(schema.A)
	serbench.Support(name, small.Dataset, serbench.Impl[small.A, goavro.Record]{ToNative: toA, FromNative: fromA, Variants: ops(a)})
	serbench.Support(name, edge.Dataset, serbench.Impl[small.A, goavro.Record]{ToNative: toA, FromNative: fromA, Variants: ops(a)})
	serbench.Support(name, colorgroup.Dataset, serbench.Converting(toColorGroup, fromColorGroup, ops(mustCodec(schema.ColorGroup))))
	serbench.Support(name, hero.Dataset, serbench.Converting(toHero, fromHero, ops(mustCodec(schema.Hero))))
	serbench.Support(name, cart.Dataset, serbench.Converting(toUser, fromUser, ops(mustCodec(schema.User))))
	serbench.Support(name, farcaster.Dataset, serbench.Converting(toCast, fromCast, castOps()))
}

func mustCodec(s string) goavro.Codec {
	c, err := goavro.NewCodec(s)
	if err != nil {
		panic("goavro v1: " + err.Error())
	}
	return c
}

// decode reads one record with c, as v1's users do, from a reader over data.
func decode(c goavro.Codec, data []byte) (*goavro.Record, error) {
	d, err := c.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	r, ok := d.(*goavro.Record)
	if !ok {
		return nil, errNotRecord
	}
	return r, nil
}

func ops(c goavro.Codec) map[serbench.Variant]serbench.Ops[goavro.Record] {
	var buf bytes.Buffer
	return map[serbench.Variant]serbench.Ops[goavro.Record]{
		serbench.Default: {
			Marshal: func(v *goavro.Record) ([]byte, error) {
				var b bytes.Buffer
				err := c.Encode(&b, v)
				return b.Bytes(), err
			},
			Unmarshal: func(data []byte) (*goavro.Record, error) { return decode(c, data) },
		},
		serbench.Reuse: {
			Marshal: func(v *goavro.Record) ([]byte, error) {
				buf.Reset()
				err := c.Encode(&buf, v)
				return buf.Bytes(), err
			},
			Note: "Codec.Encode into one bytes.Buffer, Reset before each record",
		},
	}
}

// castOps encodes a farcaster record in two levels, with the variants of
// each level's codec.
func castOps() map[serbench.Variant]serbench.Ops[Cast] {
	return farcaster.NestVariants(ops(mustCodec(schema.Message)), ops(mustCodec(schema.MessageData)), envelopeData,
		map[serbench.Variant]string{serbench.Reuse: "Codec.Encode into one bytes.Buffer per level, Reset before each record"})
}

// Cast is a farcaster record as v1 records: the envelope (Message) and its
// data (MessageData).
type Cast = farcaster.Cast[*goavro.Record, *goavro.Record]

// envelopeData is the envelope's field for the data's encoding.
var envelopeData = farcaster.DataField[goavro.Record]{
	Set: func(e *goavro.Record, data []byte) { set(e, "Data", data) },
	Get: func(e *goavro.Record) []byte { return get(e, "Data").([]byte) },
}
