// Package easyproto registers github.com/VictoriaMetrics/easyproto, building
// blocks for hand-written Protocol Buffers code without generated types,
// used as its README shows: each record's fields appended to a
// MessageMarshaler of a Marshaler taken from a MarshalerPool, then
// Marshaler.Marshal, and each message read field by field with a
// FieldContext's NextField, straight from and into the datasets' own types.
//
// The messages are codecs/protobuf's (protobuf.proto and collections.proto):
// the same field numbers and types, so that this codec and the protobuf
// codecs read each other's bytes. As proto3 encoders do, a field without
// presence is written only when it is not its zero value (a float by its
// bits, so -0 is written), a field with presence (optional, oneof member,
// message) whenever it is set; repeated scalars are packed. Times are
// google.protobuf.Timestamp, written by hand as its two fields, for which
// the library has no helper; dynamic documents are google.protobuf.Struct,
// likewise by hand.
//
// int32 and enum fields are written by AppendInt32 and read by
// FieldContext.Int32 and Enum, as the library's users write and read them.
// AppendInt32 writes a negative value in five bytes, which protoc's
// runtimes read; they write it in ten, as the encoding guide says, and
// Int32 and Enum refuse those: this codec cannot read the protobuf codecs'
// negative int32s, which serbench interop reports.
//
// The decoders that are only easyproto's field loop, a case per field
// (decodeHero), are generated from a table by internal/gendecoders into
// decoders.gen.go; those with more around the loop are written by hand
// beside the encoders.
package easyproto

//go:generate go run ./internal/gendecoders -o decoders.gen.go

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/VictoriaMetrics/easyproto"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

const name = "easyproto"

func init() {
	serbench.Register(serbench.Codec{
		Name:          name,
		Package:       "github.com/VictoriaMetrics/easyproto",
		Format:        "Protocol Buffers",
		Wire:          "Protocol Buffers",
		Kind:          serbench.KindManual,
		Schema:        true,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "hand-written marshalling as the README shows: a Marshaler from a MarshalerPool, the fields appended to its MessageMarshaler, Marshal(nil) and Put; " +
			"unmarshalling with FieldContext.NextField into the datasets' own types, with the decoded strings and bytes cloned (the README's strings.Clone), as they alias the input; " +
			"codecs/protobuf's messages field for field, so the bytes interoperate: proto3 zero values skipped, repeated scalars packed, " +
			"times as google.protobuf.Timestamp written by hand (seconds and nanoseconds, UTC) plus seed 000's int32 UTC offset, zone names dropped; " +
			"Go ints as int64 (sint64 for hero's damage); *T as proto3 optional or message fields; the cart as map entries; " +
			"int32 and enum fields through AppendInt32 and read by FieldContext.Int32 and Enum: a negative value written as a 5-byte varint where protoc's runtimes write 10, which protobuf reads, " +
			"while Int32 and Enum refuse the 10-byte form, so protobuf's negative int32s (edge's offsets, savedata's xp) fail here (serbench interop shows it); " +
			"farcaster's MessageData marshalled first (its own Marshaler), then the envelope holding its bytes; " +
			"the large collections as collections.proto has them (small ints widened, int8/int16 as sint32, savedata's item kind as a oneof); " +
			"dynamic documents as google.protobuf.Struct written by hand as structpb.NewValue maps Go values: every number a double",
	})
	support(small.Dataset, encodeA, decodeA)
	support(edge.Dataset, encodeA, decodeA)
	support(colorgroup.Dataset, encodeColorGroup, decodeColorGroup)
	support(hero.Dataset, encodeHero, decodeHero)
	support(cart.Dataset, encodeUser, decodeUser)
	support(farcaster.Dataset, encodeMessage, decodeMessage)
}

// mp is the pool of Marshalers, as the README keeps one.
var mp easyproto.MarshalerPool

// encoder writes a record's fields to mm; it fails only on values the
// message cannot hold.
type encoder[T any] func(mm *easyproto.MessageMarshaler, v *T) error

// decoder reads a message's fields from src into v.
type decoder[T any] func(src []byte, v *T, r reader) error

// marshal appends v's message to dst with a pooled Marshaler.
func marshal[T any](dst []byte, enc encoder[T], v *T) ([]byte, error) {
	m := mp.Get()
	err := enc(m.MessageMarshaler(), v)
	if err == nil {
		dst = m.Marshal(dst)
	}
	mp.Put(m)
	return dst, err
}

// support registers enc and dec on the dataset's own type.
func support[T any](d *serbench.Dataset[T], enc encoder[T], dec decoder[T]) {
	var buf []byte
	decode := func(r reader) func([]byte) (*T, error) {
		return func(data []byte) (*T, error) {
			v := new(T)
			return v, dec(data, v, r)
		}
	}
	serbench.Support(name, d, serbench.Impl[T, T]{Variants: map[serbench.Variant]serbench.Ops[T]{
		serbench.Default: {
			Marshal:   func(v *T) ([]byte, error) { return marshal(nil, enc, v) },
			Unmarshal: decode(reader{}),
		},
		serbench.Reuse: {
			Marshal: func(v *T) (b []byte, err error) {
				buf, err = marshal(buf[:0], enc, v)
				return buf, err
			},
			Note: "Marshaler.Marshal appending to one reused buffer",
		},
		serbench.Unsafe: {
			Unmarshal: decode(reader{alias: true}),
			Note:      "decoded strings and bytes alias the input, as FieldContext.String and Bytes return them (the README's example keeps them so)",
		},
	}})
}

// The writers of fields without presence: proto3 writes none of them at
// its zero value, floats compared by their bits so that -0 is written.

func appendString(mm *easyproto.MessageMarshaler, n uint32, s string) {
	if s != "" {
		mm.AppendString(n, s)
	}
}

func appendBytes(mm *easyproto.MessageMarshaler, n uint32, b []byte) {
	if len(b) != 0 {
		mm.AppendBytes(n, b)
	}
}

func appendInt64(mm *easyproto.MessageMarshaler, n uint32, v int64) {
	if v != 0 {
		mm.AppendInt64(n, v)
	}
}

func appendInt32(mm *easyproto.MessageMarshaler, n uint32, v int32) {
	if v != 0 {
		mm.AppendInt32(n, v)
	}
}

func appendUint64(mm *easyproto.MessageMarshaler, n uint32, v uint64) {
	if v != 0 {
		mm.AppendUint64(n, v)
	}
}

func appendUint32(mm *easyproto.MessageMarshaler, n uint32, v uint32) {
	if v != 0 {
		mm.AppendUint32(n, v)
	}
}

func appendSint64(mm *easyproto.MessageMarshaler, n uint32, v int64) {
	if v != 0 {
		mm.AppendSint64(n, v)
	}
}

func appendSint32(mm *easyproto.MessageMarshaler, n uint32, v int32) {
	if v != 0 {
		mm.AppendSint32(n, v)
	}
}

func appendBool(mm *easyproto.MessageMarshaler, n uint32, v bool) {
	if v {
		mm.AppendBool(n, v)
	}
}

func appendDouble(mm *easyproto.MessageMarshaler, n uint32, v float64) {
	if math.Float64bits(v) != 0 {
		mm.AppendDouble(n, v)
	}
}

func appendFloat(mm *easyproto.MessageMarshaler, n uint32, v float32) {
	if math.Float32bits(v) != 0 {
		mm.AppendFloat(n, v)
	}
}

// appendStrings writes a repeated string field: every element, empty ones
// too.
func appendStrings(mm *easyproto.MessageMarshaler, n uint32, s []string) {
	for _, x := range s {
		mm.AppendString(n, x)
	}
}

// appendTimestamp writes t as a google.protobuf.Timestamp message field:
// seconds (1) and nanoseconds (2) since the Unix epoch, as timestamppb.New
// takes them.
func appendTimestamp(mm *easyproto.MessageMarshaler, n uint32, t time.Time) {
	ts := mm.AppendMessage(n)
	appendInt64(ts, 1, t.Unix())
	appendInt32(ts, 2, int32(t.Nanosecond()))
}

// reader reads a message's strings and bytes: copies that own their memory,
// or, with alias, the input's own bytes as FieldContext returns them.
type reader struct {
	alias bool
}

func (r reader) string(fc *easyproto.FieldContext) (string, bool) {
	s, ok := fc.String()
	if !ok || r.alias {
		return s, ok
	}
	return strings.Clone(s), true
}

// bytes returns a bytes field, never nil once present, as protobuf's
// runtime decodes one.
func (r reader) bytes(fc *easyproto.FieldContext) ([]byte, bool) {
	b, ok := fc.Bytes()
	if !ok || r.alias {
		return b, ok
	}
	return append([]byte{}, b...), true
}

// appendString appends a repeated string field's element to s.
func (r reader) appendString(fc *easyproto.FieldContext, s []string) ([]string, bool) {
	x, ok := r.string(fc)
	if !ok {
		return s, false
	}
	return append(s, x), true
}

// badField is the error for a field whose wire type or contents do not fit
// its message's field.
func badField(msg string, fc *easyproto.FieldContext) error {
	return fmt.Errorf("easyproto: cannot read field %d of %s", fc.FieldNum, msg)
}

// fieldError is the error of the field fc just read: badField when its
// wire type was not the one expected (ok false), else err, what reading
// its value returned.
func fieldError(msg string, fc *easyproto.FieldContext, ok bool, err error) error {
	if !ok {
		return badField(msg, fc)
	}
	return err
}

// integer is what as converts between.
type integer interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64
}

// as narrows an integer that easyproto read as the wire type's width w to
// the field's type T, passing on whether the read succeeded.
func as[T, W integer](w W, ok bool) (T, bool) { return T(w), ok }

// nested decodes the message field fc holds into v with dec.
func nested[T any](fc *easyproto.FieldContext, msg string, v *T, r reader, dec decoder[T]) error {
	data, ok := fc.MessageData()
	if !ok {
		return badField(msg, fc)
	}
	return dec(data, v, r)
}

// decodeUint32s reads a message whose fields 1 to len(dst) are all
// uint32, each into its dst narrowed to T, skipping other fields; msg names
// the message in errors.
func decodeUint32s[T ~uint8 | ~uint32](src []byte, msg string, dst ...*T) (err error) {
	var fc easyproto.FieldContext
	for len(src) > 0 {
		if src, err = fc.NextField(src); err != nil {
			return err
		}
		if fc.FieldNum == 0 || int(fc.FieldNum) > len(dst) {
			continue
		}
		n, ok := fc.Uint32()
		if !ok {
			return badField(msg, &fc)
		}
		*dst[fc.FieldNum-1] = T(n)
	}
	return nil
}

// decodeFloats reads a message whose fields 1 to len(dst) are all float,
// each into its dst, skipping other fields; msg names the message in
// errors.
func decodeFloats(src []byte, msg string, dst ...*float32) (err error) {
	var fc easyproto.FieldContext
	for len(src) > 0 {
		if src, err = fc.NextField(src); err != nil {
			return err
		}
		if fc.FieldNum == 0 || int(fc.FieldNum) > len(dst) {
			continue
		}
		f, ok := fc.Float()
		if !ok {
			return badField(msg, &fc)
		}
		*dst[fc.FieldNum-1] = f
	}
	return nil
}

var errNoTimestamp = errors.New("easyproto: cannot read a google.protobuf.Timestamp")

// readTimestamp reads a google.protobuf.Timestamp message field into its
// seconds and nanoseconds.
func readTimestamp(fc *easyproto.FieldContext) (sec int64, nanos int32, err error) {
	src, ok := fc.MessageData()
	if !ok {
		return 0, 0, errNoTimestamp
	}
	var tf easyproto.FieldContext
	for len(src) > 0 {
		if src, err = tf.NextField(src); err != nil {
			return 0, 0, err
		}
		switch tf.FieldNum {
		case 1:
			sec, ok = tf.Int64()
		case 2:
			nanos, ok = tf.Int32()
		}
		if !ok {
			return 0, 0, errNoTimestamp
		}
	}
	return sec, nanos, nil
}

// utc is a Timestamp's instant in UTC, as Timestamp.AsTime gives it.
func utc(sec int64, nanos int32) time.Time { return time.Unix(sec, int64(nanos)).UTC() }
