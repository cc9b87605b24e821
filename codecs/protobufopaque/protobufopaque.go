// Package protobufopaque registers google.golang.org/protobuf's Opaque
// API: the messages that protoc-gen-go generates with
// default_api_level=API_OPAQUE, whose fields are unexported and reached
// through generated getters, setters, Has and Clear methods. protoc here
// (3.21.12) has no editions, so the API level is the plugin's option, which
// the Opaque API FAQ gives for proto2 and proto3 files.
//
// The schema is codecs/protobuf's, copied by internal/gencopy under the
// proto package serbench.protobufopaque (one binary registers every copy):
// the same messages, field numbers and wire format. The conversions are
// this package's own, through the setters and getters. Times are
// google.protobuf.Timestamp plus an int32 UTC offset, zone names dropped.
//
// Lazy decoding is a schema option: a sub-message field marked [lazy =
// true] in an Opaque API message is decoded when its getter first runs.
// The lazy variant decodes into a second copy of the schema with that mark
// on every field protobuf-go can decode lazily (singular and repeated
// message fields; not map values or oneof members), generated into
// package lazypb. A native value (Msg) therefore holds either the plain
// message or, after the lazy variant's decode, the lazy one.
package protobufopaque

//go:generate go run ../../internal/gencopy -from ../protobuf/protobuf.proto -o protobufopaque.proto -replace "|package serbench.protobuf;|package serbench.protobufopaque;" -replace "|codecs/protobuf/pb|codecs/protobufopaque/pb"
//go:generate sh -c "protoc --plugin=protoc-gen-go=\"$(go tool -n protoc-gen-go)\" --go_out=pb --go_opt=paths=source_relative,default_api_level=API_OPAQUE protobufopaque.proto"
//go:generate go run ../../internal/gencopy -from ../protobuf/protobuf.proto -o protobufopaque_lazy.proto -replace "|package serbench.protobuf;|package serbench.protobufopaque.lazy;" -replace "|codecs/protobuf/pb|codecs/protobufopaque/lazypb" -regexp "#(?m)^(\\s*(?:repeated )?(?:google\\.protobuf\\.Timestamp|Power|Item) \\w+ = \\d+);$DOLLAR#$DOLLAR{1} [lazy = true];"
//go:generate sh -c "protoc --plugin=protoc-gen-go=\"$(go tool -n protoc-gen-go)\" --go_out=lazypb --go_opt=paths=source_relative,default_api_level=API_OPAQUE protobufopaque_lazy.proto"

import (
	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/internal/protofamily"
	"github.com/serbench/serbench/codecs/protobufopaque/lazypb"
	"github.com/serbench/serbench/codecs/protobufopaque/pb"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

const name = "protobuf-opaque"

func init() {
	serbench.Register(protofamily.Generated(serbench.Codec{
		Name:     name,
		Package:  "google.golang.org/protobuf/proto",
		Upstream: "maintained",
		Notes: "protoc-gen-go messages at default_api_level=API_OPAQUE (the Opaque API, which its FAQ recommends for new code; the plugin option, as protoc 3.21.12 has no editions), " +
			"built and read through the generated setters and getters; proto.Marshal and proto.Unmarshal, as its docs show (MarshalOptions.MarshalAppend into a kept buffer and UnmarshalOptions.Unmarshal into one message are the reuse variant); " +
			"the lazy variant decodes into the same schema with [lazy = true] on every sub-message field that protobuf-go decodes lazily (the FAQ's way to enable lazy decoding, on by default for such fields) and then reads each of them, so that its decode is complete; " +
			"codecs/protobuf's schema: times as google.protobuf.Timestamp plus an int32 UTC offset (seed 000's struct; cart's times are UTC), zone names dropped; " +
			"Go ints as int64 (sint64 for hero's damage); *string as proto3 optional (Has and Set); the cart as map<string, CartItem>; farcaster in two levels; the large collections in protobufopaque_collections.proto; " +
			"dynamic documents as google.protobuf.Struct through structpb, which protobuf-go generates with the Open Struct API, so that row runs codec protobuf's code (every number a double; no lazy variant)",
	}))
	serbench.Support(name, small.Dataset, bind(toA, fromA, lazyFromA, forceA))
	serbench.Support(name, edge.Dataset, bind(toA, fromA, lazyFromA, forceA))
	serbench.Support(name, colorgroup.Dataset, bind(toColorGroup, fromColorGroup, lazyFromColorGroup, nil))
	serbench.Support(name, hero.Dataset, bind(toHero, fromHero, lazyFromHero, forceHero))
	serbench.Support(name, cart.Dataset, bind(toUser, fromUser, lazyFromUser, forceUser))
	serbench.Support(name, farcaster.Dataset, serbench.Converting(toCast, fromCast, castOps()))
}

// Msg is a record's message as the codec holds it: M, the Opaque API's
// message, which ToNative fills and the default and reuse variants decode
// into, or, after the lazy variant's decode, Lazy, the same message
// generated with [lazy = true] (M is then empty). M is held by value so
// that a decode allocates what decoding into a message alone does.
type Msg[M, L any] struct {
	M    M
	Lazy *L
}

// message is a generated message type M, used through its pointer P.
type message[M any] interface {
	*M
	proto.Message
}

// bind is the Impl of a dataset whose record is one message: fill makes
// its plain message (ToNative), plain and lazy convert either message back
// (FromNative), force reads the lazy message's lazy fields (nil where it
// has none).
func bind[T, M, L any, PM message[M], PL message[L]](fill func(*M, *T), plain func(*M) *T, lazy func(*L) *T, force func(*L)) serbench.Impl[T, Msg[M, L]] {
	to := func(v *T) *Msg[M, L] {
		m := new(Msg[M, L])
		fill(&m.M, v)
		return m
	}
	from := func(m *Msg[M, L]) *T {
		if m.Lazy != nil {
			return lazy(m.Lazy)
		}
		return plain(&m.M)
	}
	return serbench.Converting(to, from, ops[M, L, PM, PL](force))
}

// ops returns the variants for one message type; force reads every lazy
// field of the lazy message (nil where it has none). Each call has its own
// buffer and target, as each dataset is benchmarked on its own.
func ops[M, L any, PM message[M], PL message[L]](force func(*L)) map[serbench.Variant]serbench.Ops[Msg[M, L]] {
	var buf []byte
	target := new(Msg[M, L])
	return map[serbench.Variant]serbench.Ops[Msg[M, L]]{
		serbench.Default: {
			Marshal: func(v *Msg[M, L]) ([]byte, error) { return proto.Marshal(PM(&v.M)) },
			Unmarshal: func(data []byte) (*Msg[M, L], error) {
				v := new(Msg[M, L])
				return v, proto.Unmarshal(data, PM(&v.M))
			},
		},
		serbench.Reuse: {
			Marshal: func(v *Msg[M, L]) ([]byte, error) {
				var err error
				buf, err = proto.MarshalOptions{}.MarshalAppend(buf[:0], PM(&v.M))
				return buf, err
			},
			// UnmarshalOptions resets the target before decoding into it.
			Unmarshal: func(data []byte) (*Msg[M, L], error) {
				return target, proto.UnmarshalOptions{}.Unmarshal(data, PM(&target.M))
			},
			Note: "proto.MarshalOptions.MarshalAppend into one buffer; UnmarshalOptions.Unmarshal into one message",
		},
		"lazy": {
			// Lazy decoding copies the input, which the lazy fields decode
			// from later; force makes them decode within the call.
			Unmarshal: func(data []byte) (*Msg[M, L], error) {
				v := &Msg[M, L]{Lazy: new(L)}
				if err := proto.Unmarshal(data, PL(v.Lazy)); err != nil {
					return nil, err
				}
				if force != nil {
					force(v.Lazy)
				}
				return v, nil
			},
			Note: "proto.Unmarshal into the schema's copy with [lazy = true] on its sub-message fields (package lazypb), then every lazy field read through its getter, " +
				"which decodes it; decode only, its input made by the default's proto.Marshal (the same wire format)",
		},
	}
}

// Cast is a farcaster record as the codec holds it: the envelope and its
// data, each decoded.
type Cast = farcaster.Cast[*Msg[pb.Message, lazypb.Message], *Msg[pb.MessageData, lazypb.MessageData]]

// envelopeData is the envelope's field for the data's encoding.
var envelopeData = farcaster.DataField[Msg[pb.Message, lazypb.Message]]{
	Set: func(e *Msg[pb.Message, lazypb.Message], data []byte) { e.M.SetData(data) },
	Get: func(e *Msg[pb.Message, lazypb.Message]) []byte {
		if e.Lazy != nil {
			return e.Lazy.GetData()
		}
		return e.M.GetData()
	},
}

// toCast converts a farcaster message; the envelope's Data is left for the
// codec's Marshal to fill.
func toCast(v *farcaster.Message) *Cast {
	c := &Cast{Envelope: new(Msg[pb.Message, lazypb.Message]), Data: new(Msg[pb.MessageData, lazypb.MessageData])}
	toMessage(&c.Envelope.M, &c.Data.M, v)
	return c
}

func fromCast(c *Cast) *farcaster.Message {
	if c.Envelope.Lazy != nil {
		return lazyFromMessage(c.Envelope.Lazy, c.Data.Lazy)
	}
	return fromMessage(&c.Envelope.M, &c.Data.M)
}

// castOps encodes a farcaster record in two levels, with the variants of
// each level's message. Neither has a field protobuf-go decodes lazily
// (the body and the parent cast are oneof members).
func castOps() map[serbench.Variant]serbench.Ops[Cast] {
	return farcaster.NestVariants(ops[pb.Message, lazypb.Message](nil), ops[pb.MessageData, lazypb.MessageData](nil), envelopeData, map[serbench.Variant]string{
		serbench.Reuse: "proto.MarshalOptions.MarshalAppend into two buffers (data, envelope); UnmarshalOptions.Unmarshal into one pair of messages",
		"lazy":         "proto.Unmarshal into the lazypb copies, whose farcaster messages have no field protobuf-go decodes lazily (the body and the parent cast are oneof members); decode only",
	})
}
