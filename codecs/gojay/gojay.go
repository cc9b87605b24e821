// Package gojay registers github.com/francoispqt/gojay, a JSON library
// without reflection: each type implements MarshalJSONObject and IsNil to
// encode and UnmarshalJSONObject and NKeys to decode, by hand, as its README
// shows.
//
// Methods cannot be added to the datasets' types, so each gets a named type
// here with the same underlying struct (type a small.A) and a *small.A is
// converted to *a by a pointer conversion: no copy, no native type. The
// seed datasets' copies are written here by hand (types.go); the large
// collections', whose types have dozens of fields, are generated from the
// types (objects.gen.go, by internal/genobjects) in the same form. Keys
// are the Go field names, or the json tags where a dataset has them. Times
// are RFC 3339 text with nanoseconds, []byte base64 text as encoding/json
// writes them; nil pointers are left out, nil slices written as [].
package gojay

//go:generate go run ./internal/genobjects -o objects.gen.go

import (
	"bytes"
	"encoding/base64"

	"github.com/francoispqt/gojay"

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
		Name:          "gojay",
		Package:       "github.com/francoispqt/gojay",
		Format:        "JSON",
		Wire:          "JSON",
		Kind:          serbench.KindManual,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "gojay.MarshalJSONObject and UnmarshalJSONObject, which borrow pooled Encoders and Decoders as the README describes; MarshalJSONObject/UnmarshalJSONObject methods on named copies of the dataset types " +
			"(pointer conversion, no copy; hand-written for the seed datasets, generated from the types for the large collections); " +
			"times RFC 3339 with nanoseconds; []byte base64; nil pointers omitted; " +
			"its integer parser reads a negative number's digits as positive before negating them, so the least value of a signed type " +
			"(-128 in savedata's and updates' int8s, math.MinInt64 in edge) fails to decode; " +
			"farcaster: MessageData marshalled to JSON, then the envelope holding it as base64; " +
			"dynamic: written with its typed calls, read with Decoder.Interface, which hands each value to encoding/json (every number a float64)",
	})
	support(small.Dataset, func(v *small.A) *a { return (*a)(v) })
	// Its number parser reads a negative number's digits as positive
	// before negating them: the least value of a signed type (math.MinInt64
	// here, -128 for an int8 in savedata and updates) and float64s of 1e19
	// and above, which it writes without an exponent, fail to decode, and
	// validate reports the error.
	support(edge.Dataset, func(v *small.A) *a { return (*a)(v) })
	support(colorgroup.Dataset, func(v *colorgroup.ColorGroup) *colorGroup { return (*colorGroup)(v) })
	support(hero.Dataset, func(v *hero.Hero) *heroT { return (*heroT)(v) })
	support(cart.Dataset, func(v *cart.User) *user { return (*user)(v) })
	supportFarcaster()
}

// object is what gojay needs of a type to encode and decode it.
type object interface {
	gojay.MarshalerJSONObject
	gojay.UnmarshalerJSONObject
}

// support registers a dataset whose records as is converts to gojay objects.
func support[T any, O object](d *serbench.Dataset[T], as func(*T) O) {
	var buf bytes.Buffer
	enc := gojay.NewEncoder(&buf)
	serbench.Support("gojay", d, serbench.Impl[T, T]{Variants: map[serbench.Variant]serbench.Ops[T]{
		serbench.Default: {
			Marshal: func(v *T) ([]byte, error) { return gojay.MarshalJSONObject(as(v)) },
			Unmarshal: func(data []byte) (*T, error) {
				v := new(T)
				return v, gojay.UnmarshalJSONObject(data, as(v))
			},
		},
		serbench.Reuse: {
			Marshal: func(v *T) ([]byte, error) {
				buf.Reset()
				err := enc.EncodeObject(as(v))
				return buf.Bytes(), err
			},
			Note: "one gojay.Encoder writing to one bytes.Buffer",
		},
		serbench.Unsafe: {
			Unmarshal: func(data []byte) (*T, error) {
				v := new(T)
				return v, gojay.Unsafe.UnmarshalJSONObject(data, as(v))
			},
			Note: "gojay.Unsafe: decodes without copying the input, so strings alias it",
		},
	}})
}

// supportFarcaster encodes a message in two levels, as Farcaster signs the
// data apart from the envelope: MessageData to JSON, then the envelope
// holding those bytes as base64.
func supportFarcaster() {
	marshal := func(v *farcaster.Message, enc func(gojay.MarshalerJSONObject) ([]byte, error)) ([]byte, error) {
		data, err := gojay.MarshalJSONObject((*messageData)(&v.Data))
		if err != nil {
			return nil, err
		}
		e := v.Envelope(data)
		return enc((*envelope)(&e))
	}
	unmarshal := func(b []byte, dec func([]byte, gojay.UnmarshalerJSONObject) error) (*farcaster.Message, error) {
		var e farcaster.Envelope
		if err := dec(b, (*envelope)(&e)); err != nil {
			return nil, err
		}
		v := new(farcaster.Message)
		e.Open(v)
		return v, dec(e.Data, (*messageData)(&v.Data))
	}
	var buf bytes.Buffer
	enc := gojay.NewEncoder(&buf)
	reuse := func(o gojay.MarshalerJSONObject) ([]byte, error) {
		buf.Reset()
		err := enc.EncodeObject(o)
		return buf.Bytes(), err
	}
	serbench.Support("gojay", farcaster.Dataset, serbench.Impl[farcaster.Message, farcaster.Message]{
		Variants: map[serbench.Variant]serbench.Ops[farcaster.Message]{
			serbench.Default: {
				Marshal: func(v *farcaster.Message) ([]byte, error) { return marshal(v, gojay.MarshalJSONObject) },
				Unmarshal: func(b []byte) (*farcaster.Message, error) {
					return unmarshal(b, gojay.UnmarshalJSONObject)
				},
			},
			serbench.Reuse: {
				Marshal: func(v *farcaster.Message) ([]byte, error) { return marshal(v, reuse) },
				Note:    "one gojay.Encoder writing to one bytes.Buffer for the envelope",
			},
			serbench.Unsafe: {
				Unmarshal: func(b []byte) (*farcaster.Message, error) {
					return unmarshal(b, gojay.Unsafe.UnmarshalJSONObject)
				},
				Note: "gojay.Unsafe: decodes without copying the input, so strings alias it",
			},
		},
	})
}

// bytesKey writes b as base64 text, as encoding/json does.
func bytesKey(enc *gojay.Encoder, key string, b []byte) {
	enc.StringKey(key, base64.StdEncoding.EncodeToString(b))
}

// decodeBytes reads base64 text into *b.
func decodeBytes(dec *gojay.Decoder, b *[]byte) error {
	var s string
	if err := dec.String(&s); err != nil {
		return err
	}
	var err error
	*b, err = base64.StdEncoding.DecodeString(s)
	return err
}
