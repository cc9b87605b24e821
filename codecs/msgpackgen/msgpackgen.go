// Package msgpackgen registers github.com/shamaton/msgpackgen, a MessagePack
// code generator that writes package-level MarshalAsMap/MarshalAsArray and
// UnmarshalAsMap/UnmarshalAsArray functions for the structs of a package,
// dispatching on the value's type.
//
// The generated functions handle only types of the package they are written
// into, so types.go copies each dataset's types; records are converted to
// them and back outside the timed ops. The code is generated with -strict, so
// that a type the generator missed fails instead of falling back to the
// reflection encoder. Times are MessagePack timestamps, decoded as UTC.
// Documents of the dynamic dataset, for which nothing is generated, go to
// the fallback package the README names for such types.
package msgpackgen

//go:generate go run ../../internal/gentwin -package msgpackgen -named underlying -o types.go ../../datasets/small/small.go ../../datasets/colorgroup/colorgroup.go ../../datasets/hero/hero.go ../../datasets/cart/cart.go:User,CartItem,Item ../../datasets/farcaster/farcaster.go:MessageData,CastAddBody,CastID,Envelope
//go:generate go tool msgpackgen -input-file types.go -output-file msgpack.msgpackgen.go -strict

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/internal/twin"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

// layout is one pair of the generated entry points.
type layout struct {
	marshal   func(v any) ([]byte, error)
	unmarshal func(data []byte, v any) error
}

func init() {
	for _, c := range []struct {
		name, notes string
		l           layout
	}{
		{"msgpackgen-map", "structs as maps keyed by field name", layout{MarshalAsMap, UnmarshalAsMap}},
		{"msgpackgen-array", "structs as arrays of their fields in order", layout{MarshalAsArray, UnmarshalAsArray}},
	} {
		serbench.Register(serbench.Codec{
			Name:          c.name,
			Package:       "github.com/shamaton/msgpackgen/msgpack",
			Format:        "MessagePack",
			Wire:          "MessagePack",
			Kind:          serbench.KindCodegen,
			CrossLanguage: true,
			Upstream:      "maintained",
			Notes: "go tool msgpackgen -strict on copies of the dataset types; the generated package-level functions that the v1 README shows, " +
				"which handle the generated types directly (seed 000 times v0's resolver-based msgpack.MarshalAsMap); " + c.notes +
				"; time.Time as the MessagePack timestamp extension, decoded as UTC, so offsets are lost; " +
				"farcaster's MessageData is marshalled first and its bytes carried in the Envelope; " +
				"dynamic documents, for which nothing is generated, through msgpack/fallback (shamaton/msgpack/v3), " +
				"where the README sends types the generator did not handle",
		})
		serbench.Support(c.name, small.Dataset, twin.Impl[small.A, A](variants[A](c.l)))
		serbench.Support(c.name, edge.Dataset, twin.Impl[small.A, A](variants[A](c.l)))
		serbench.Support(c.name, colorgroup.Dataset, twin.Impl[colorgroup.ColorGroup, ColorGroup](variants[ColorGroup](c.l)))
		serbench.Support(c.name, hero.Dataset, twin.Impl[hero.Hero, Hero](variants[Hero](c.l)))
		serbench.Support(c.name, cart.Dataset, twin.Impl[cart.User, User](variants[User](c.l)))
		serbench.Support(c.name, farcaster.Dataset, twin.Impl[farcaster.Message, Message](messageVariants(c.l)))
	}
}

// variants call the generated functions as users do; they take no output
// buffer, so there is no reuse variant.
func variants[N any](l layout) map[serbench.Variant]serbench.Ops[N] {
	return map[serbench.Variant]serbench.Ops[N]{
		serbench.Default: {
			Marshal: func(v *N) ([]byte, error) { return l.marshal(v) },
			Unmarshal: func(data []byte) (*N, error) {
				v := new(N)
				return v, l.unmarshal(data, v)
			},
		},
	}
}

// Message is a farcaster.Message as msgpackgen users hold it: the
// MessageData, marshalled on its own, and the envelope fields that travel
// with its bytes.
type Message struct {
	Data            MessageData
	Hash            []byte
	HashScheme      int32
	Signature       []byte
	SignatureScheme int32
	Signer          []byte
}

// messageVariants encode in two levels, MessageData then the Envelope.
func messageVariants(l layout) map[serbench.Variant]serbench.Ops[Message] {
	return map[serbench.Variant]serbench.Ops[Message]{
		serbench.Default: {
			Marshal: func(v *Message) ([]byte, error) {
				data, err := l.marshal(&v.Data)
				if err != nil {
					return nil, err
				}
				return l.marshal(&Envelope{Data: data, Hash: v.Hash, HashScheme: v.HashScheme,
					Signature: v.Signature, SignatureScheme: v.SignatureScheme, Signer: v.Signer})
			},
			Unmarshal: func(data []byte) (*Message, error) {
				var e Envelope
				if err := l.unmarshal(data, &e); err != nil {
					return nil, err
				}
				m := &Message{Hash: e.Hash, HashScheme: e.HashScheme, Signature: e.Signature,
					SignatureScheme: e.SignatureScheme, Signer: e.Signer}
				return m, l.unmarshal(e.Data, &m.Data)
			},
		},
	}
}
