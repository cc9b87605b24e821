// Package mus registers github.com/mus-format/mus-go, the MUS binary format,
// used as its README shows for structs: a hand-written mus.Serializer per
// type (Marshal, Unmarshal, Size, Skip) built from the library's varint, raw
// and ord serializers, and the output sized with Size and allocated once.
//
// Ints are zigzag varints at full width, floats their raw IEEE bits.
// time.Time has no exact serializer in the library (raw.TimeUnix* keep Unix
// seconds, milli-, micro- or nanoseconds only, decoded in time.Local or
// UTC), so a serializer of our own
// writes varint seconds, nanoseconds and UTC offset and the zone name, the
// name left empty for UTC. Pointers use ord's pointer serializer, slices and
// maps ord's, which decode nil as empty.
//
// The seed datasets' struct serializers are declared and built by hand
// (serializers.go), and the serializer of each of their fields is chosen by
// hand in internal/genserializers' table; their four methods, the same
// chain of calls for every type, are generated from it (serializers.gen.go)
// as the README would have them written.
package mus

//go:generate go run ./internal/genserializers -o serializers.gen.go

import (
	"github.com/mus-format/mus-go"
	"github.com/mus-format/mus-go/ord"
	"github.com/mus-format/mus-go/unsafe"

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
		Name:     "mus",
		Package:  "github.com/mus-format/mus-go",
		Format:   "MUS",
		Kind:     serbench.KindManual,
		Upstream: "maintained",
		Notes: "hand-written mus.Serializer per type as the README shows (Size, then Marshal into a buffer of that size) (varint ints, raw floats, ord strings/slices/maps/pointers); " +
			"time.Time by its own serializer: varint seconds, nanoseconds, offset and zone name; " +
			"farcaster: MessageData marshalled to bytes, then the envelope holding them; savedata's item-kind union as a tag byte and the chosen kind; dynamic documents by a serializer of our own: a tag byte per value (null, false, true, varint int64, raw float64, string, array, object) and its data",
	})
	safe := newSers(ord.String, ord.ByteSlice)
	fast := newSers(unsafe.String, unsafe.ByteSlice)

	support(small.Dataset, safe.a, fast.a)
	support(edge.Dataset, safe.a, fast.a)
	support(colorgroup.Dataset, safe.colorGroup, fast.colorGroup)
	support(hero.Dataset, safe.hero, fast.hero)
	support(cart.Dataset, safe.user, fast.user)
	supportFarcaster(safe, fast)
}

// support registers s, with u decoding strings that alias the input.
func support[T any](d *serbench.Dataset[T], s, u mus.Serializer[T]) {
	var buf []byte
	serbench.Support("mus", d, serbench.Impl[T, T]{Variants: map[serbench.Variant]serbench.Ops[T]{
		serbench.Default: {
			Marshal: func(v *T) ([]byte, error) {
				bs := make([]byte, s.Size(*v))
				s.Marshal(*v, bs)
				return bs, nil
			},
			Unmarshal: func(data []byte) (*T, error) {
				v, _, err := s.Unmarshal(data)
				return &v, err
			},
		},
		serbench.Reuse: {
			Marshal: func(v *T) ([]byte, error) {
				buf = grow(buf, s.Size(*v))
				s.Marshal(*v, buf)
				return buf, nil
			},
			Note: "one output buffer, grown when Size exceeds it",
		},
		serbench.Unsafe: {
			Unmarshal: func(data []byte) (*T, error) {
				v, _, err := u.Unmarshal(data)
				return &v, err
			},
			Note: "unsafe.String and unsafe.ByteSlice: strings and byte slices alias the input",
		},
	}})
}

// supportFarcaster encodes a message in two levels, as Farcaster signs the
// data apart from the envelope: MessageData to bytes, then the envelope.
func supportFarcaster(safe, fast *sers) {
	marshal := func(v *farcaster.Message, data, out []byte) ([]byte, []byte) {
		data = grow(data, safe.data.Size(v.Data))
		safe.data.Marshal(v.Data, data)
		e := v.Envelope(data)
		out = grow(out, safe.envelope.Size(e))
		safe.envelope.Marshal(e, out)
		return data, out
	}
	unmarshal := func(s *sers, b []byte) (*farcaster.Message, error) {
		e, _, err := s.envelope.Unmarshal(b)
		if err != nil {
			return nil, err
		}
		v := new(farcaster.Message)
		e.Open(v)
		v.Data, _, err = s.data.Unmarshal(e.Data)
		return v, err
	}
	var data, out []byte
	serbench.Support("mus", farcaster.Dataset, serbench.Impl[farcaster.Message, farcaster.Message]{
		Variants: map[serbench.Variant]serbench.Ops[farcaster.Message]{
			serbench.Default: {
				Marshal: func(v *farcaster.Message) ([]byte, error) {
					_, b := marshal(v, nil, nil)
					return b, nil
				},
				Unmarshal: func(b []byte) (*farcaster.Message, error) { return unmarshal(safe, b) },
			},
			serbench.Reuse: {
				Marshal: func(v *farcaster.Message) ([]byte, error) {
					data, out = marshal(v, data, out)
					return out, nil
				},
				Note: "one buffer for the data and one for the envelope, grown when Size exceeds them",
			},
			serbench.Unsafe: {
				Unmarshal: func(b []byte) (*farcaster.Message, error) { return unmarshal(fast, b) },
				Note:      "unsafe.String and unsafe.ByteSlice: strings and byte slices alias the input",
			},
		},
	})
}

// grow returns b resliced to n bytes, reallocated only when too small.
func grow(b []byte, n int) []byte {
	if cap(b) < n {
		return make([]byte, n)
	}
	return b[:n]
}
