// Package idr registers IDR, the Information Data Representation of
// github.com/chmike/ditp, through its low-level package idr/low, as seed
// 000 uses it: encoders and decoders written by hand per type from the
// package's primitives (the package encodes values, not composite types).
//
// Ints are its compact varints at full width, floats their IEEE bits,
// strings and byte slices a compact length and the bytes, and times
// low.PutTime's Unix seconds, nanoseconds and UTC offset: the zone name is
// not carried, as the package's README says. Slices and maps are written
// here as a count that is 0 for nil and the length plus one otherwise, and
// a pointer as a presence byte and the value, so that nil and empty
// survive. low's decoders panic on truncated or invalid input, so each
// Unmarshal recovers that panic into an error. Decoded strings are copies;
// decoded byte slices alias the input (low.Blob does not copy).
//
// low's encoders append to the buffer they are given, growing it as
// append does when it is full, and low has no function that gives an
// encoded size. So the default Marshal computes the size from the value
// first (size.go) and encodes into a buffer of exactly that capacity: one
// allocation (one per level for farcaster), where seed 000 pre-sizes a
// 64-byte buffer for its struct.
package idr

import (
	"fmt"

	"github.com/chmike/ditp/idr/low"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

const name = "idr"

func init() {
	serbench.Register(serbench.Codec{
		Name:     name,
		Package:  "github.com/chmike/ditp/idr/low",
		Format:   "IDR",
		Kind:     serbench.KindManual,
		Upstream: "maintained",
		Notes: "hand-written encoders and decoders from idr/low's primitives (varint ints, raw floats, length-prefixed strings and blobs, " +
			"PutTime: seconds, nanoseconds and offset, no zone name); the default encodes into one buffer allocated at the encoded size, " +
			"which the codec computes (low has no size function; seed 000 pre-sizes 64 bytes); slices and maps as a count with nil apart from empty, " +
			"pointers as a presence byte; decoder panics recovered into errors; decoded []byte alias the input; " +
			"farcaster: MessageData encoded first, then the envelope holding its bytes; savedata's item-kind union as a tag byte and the chosen kind",
	})
	support(small.Dataset, putA, getA, sizeA)
	support(edge.Dataset, putA, getA, sizeA)
	support(colorgroup.Dataset, putColorGroup, getColorGroup, sizeColorGroup)
	support(hero.Dataset, putHero, getHero, sizeHero)
	support(cart.Dataset, putUser, getUser, sizeUser)
	supportFarcaster()
}

// An encoder appends v to e; a decoder reads d into v and returns the rest;
// a sizer says how many bytes the encoder appends for v.
type (
	encoder[T any] func(e low.Encoder, v *T) low.Encoder
	decoder[T any] func(d low.Decoder, v *T) low.Decoder
	sizer[T any]   func(v *T) int
)

// decode runs get on data into v, turning low's panics into an error.
func decode[T any](get decoder[T], data []byte, v *T) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("idr: decoding %T: %v", v, r)
		}
	}()
	get(data, v)
	return nil
}

// support registers put and get on d. The default encodes into a buffer
// allocated at size(v), so that appending never grows it; the reuse variant
// keeps one encoder buffer, which low.Reset empties, as seed 000's
// idr/reuse does, and decodes into one value.
func support[T any](d *serbench.Dataset[T], put encoder[T], get decoder[T], size sizer[T]) {
	var buf low.Encoder
	target := new(T)
	serbench.Support(name, d, serbench.Impl[T, T]{Variants: map[serbench.Variant]serbench.Ops[T]{
		serbench.Default: {
			Marshal: func(v *T) ([]byte, error) { return put(make(low.Encoder, 0, size(v)), v), nil },
			Unmarshal: func(data []byte) (*T, error) {
				v := new(T)
				return v, decode(get, data, v)
			},
		},
		serbench.Reuse: {
			Marshal: func(v *T) ([]byte, error) {
				buf = put(low.Reset(buf), v)
				return buf, nil
			},
			Unmarshal: func(data []byte) (*T, error) {
				*target = *new(T)
				return target, decode(get, data, target)
			},
			Note: "one encoder buffer emptied by low.Reset (seed 000's idr/reuse); decodes into one value",
		},
	}})
}

// supportFarcaster encodes a message in two levels, as Farcaster signs the
// data apart from the envelope: MessageData to bytes, then the envelope.
func supportFarcaster() {
	unmarshal := func(b []byte, v *farcaster.Message) error {
		var e farcaster.Envelope
		if err := decode(getEnvelope, b, &e); err != nil {
			return err
		}
		e.Open(v)
		if err := decode(getMessageData, e.Data, &v.Data); err != nil {
			return fmt.Errorf("data: %w", err)
		}
		return nil
	}
	var data, out low.Encoder
	target := new(farcaster.Message)
	serbench.Support(name, farcaster.Dataset, serbench.Impl[farcaster.Message, farcaster.Message]{
		Variants: map[serbench.Variant]serbench.Ops[farcaster.Message]{
			serbench.Default: {
				Marshal: func(v *farcaster.Message) ([]byte, error) {
					data := putMessageData(make(low.Encoder, 0, sizeMessageData(&v.Data)), &v.Data)
					e := v.Envelope(data)
					return putEnvelope(make(low.Encoder, 0, sizeEnvelope(&e)), &e), nil
				},
				Unmarshal: func(b []byte) (*farcaster.Message, error) {
					v := new(farcaster.Message)
					return v, unmarshal(b, v)
				},
			},
			serbench.Reuse: {
				Marshal: func(v *farcaster.Message) ([]byte, error) {
					data = putMessageData(low.Reset(data), &v.Data)
					e := v.Envelope(data)
					out = putEnvelope(low.Reset(out), &e)
					return out, nil
				},
				Unmarshal: func(b []byte) (*farcaster.Message, error) {
					*target = farcaster.Message{}
					return target, unmarshal(b, target)
				},
				Note: "one encoder buffer per level emptied by low.Reset; decodes into one value",
			},
		},
	})
}
