// Package fastpb registers CloudWeGo's fastpb, the Protocol Buffers
// encoder that Kitex used (Kitex stopped generating it in v0.14.0):
// protoc-gen-go's messages, generated from fastpb.proto into package pb,
// with the FastWrite, FastRead and Size methods protoc-gen-fastpb adds.
//
// fastpb has no code for the well-known types, so the schema declares its
// own Timestamp with google.protobuf.Timestamp's fields; otherwise it is
// codecs/protobuf's, with the same conversions. protoc-gen-fastpb is built
// from the version go.mod requires.
package fastpb

//go:generate go run ../../internal/gencopy -from ../protobuf/protobuf.proto -o fastpb.proto -replace "|package serbench.protobuf;|package serbench.fastpb;" -replace "|codecs/protobuf/pb|codecs/fastpb/pb" -replace "|import \"google/protobuf/timestamp.proto\";\n\n|" -replace "|google.protobuf.Timestamp|Timestamp" -replace "|option go_package = \"github.com/serbench/serbench/codecs/fastpb/pb\";\n|option go_package = \"github.com/serbench/serbench/codecs/fastpb/pb\";\n\n// Timestamp has google.protobuf.Timestamp's fields and wire format: fastpb\n// generates no code for the well-known types.\nmessage Timestamp {\n  int64 seconds = 1;\n  int32 nanos = 2;\n}\n"
//go:generate sh -c "d=$(mktemp -d) && go build -o \"$DOLLAR{d}/protoc-gen-fastpb\" github.com/cloudwego/fastpb/protoc-gen-fastpb && protoc --plugin=protoc-gen-go=\"$(go tool -n protoc-gen-go)\" --plugin=protoc-gen-fastpb=\"$DOLLAR{d}/protoc-gen-fastpb\" --go_out=pb --go_opt=paths=source_relative --fastpb_out=pb --fastpb_opt=paths=source_relative fastpb.proto; s=$DOLLAR?; rm -rf \"$DOLLAR{d}\"; exit $DOLLAR{s}"

import (
	"slices"

	"github.com/cloudwego/fastpb"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/fastpb/pb"
	"github.com/serbench/serbench/codecs/internal/protofamily"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

const name = "fastpb"

func init() {
	serbench.Register(protofamily.Generated(serbench.Codec{
		Name:     name,
		Package:  "github.com/cloudwego/fastpb",
		Upstream: "unmaintained",
		Notes: "protoc-gen-go messages with protoc-gen-fastpb's FastWrite/FastRead; Size and FastWrite into a fresh buffer and fastpb.ReadMessage, as its README shows; " +
			"codecs/protobuf's schema with a local Timestamp message (fastpb has no well-known types; same fields and wire format) plus an int32 UTC offset " +
			"(seed 000's struct), zone names dropped; Go ints as int64; *string as proto3 optional; the cart as map<string, CartItem>; farcaster in two levels; " +
			"the large collections in fastpb_collections.proto (codecs/protobuf's collections.proto, but Log.size named response_size, which fastpb's Size method would clash with); " +
			"dynamic documents as google.protobuf.Struct in a local copy (fastpb_struct.proto), converted as codecs/gogoprotobuf does: every number a double",
	}))
	serbench.Support(name, small.Dataset, serbench.Converting(ToA, FromA, ops[pb.A]()))
	serbench.Support(name, edge.Dataset, serbench.Converting(ToA, FromA, ops[pb.A]()))
	serbench.Support(name, colorgroup.Dataset, serbench.Converting(ToColorGroup, FromColorGroup, ops[pb.ColorGroup]()))
	serbench.Support(name, hero.Dataset, serbench.Converting(ToHero, FromHero, ops[pb.Hero]()))
	serbench.Support(name, cart.Dataset, serbench.Converting(ToUser, FromUser, ops[pb.User]()))
	serbench.Support(name, farcaster.Dataset, serbench.Converting(ToCast, FromCast, castOps()))
}

// message is a generated message type M, used through its pointer P.
type message[M any] interface {
	*M
	fastpb.Reader
	fastpb.Writer
	Reset()
}

// marshal encodes v as fastpb's README shows: a buffer of v's Size, then
// FastWrite.
func marshal[M any, P message[M]](v P) []byte {
	buf := make([]byte, v.Size())
	return buf[:v.FastWrite(buf)]
}

// marshalInto encodes v into buf, grown to v's size, and returns the bytes.
func marshalInto[M any, P message[M]](buf []byte, v P) []byte {
	n := v.Size()
	buf = slices.Grow(buf[:0], n)[:n]
	return buf[:v.FastWrite(buf)]
}

// unmarshal decodes data into v as fastpb's README shows.
func unmarshal(data []byte, v fastpb.Reader) error {
	_, err := fastpb.ReadMessage(data, int8(fastpb.SkipTypeCheck), v)
	return err
}

// unmarshalInto decodes data into v, reset first: FastRead merges.
func unmarshalInto[M any, P message[M]](data []byte, v P) error {
	v.Reset()
	return unmarshal(data, v)
}

// ops returns the variants for one message type. Each call has its own
// buffer and target, as each dataset is benchmarked on its own.
func ops[M any, P message[M]]() map[serbench.Variant]serbench.Ops[M] {
	var buf []byte
	target := P(new(M))
	return map[serbench.Variant]serbench.Ops[M]{
		serbench.Default: {
			Marshal: func(v *M) ([]byte, error) { return marshal[M](P(v)), nil },
			Unmarshal: func(data []byte) (*M, error) {
				v := P(new(M))
				return (*M)(v), unmarshal(data, v)
			},
		},
		serbench.Reuse: {
			Marshal: func(v *M) ([]byte, error) {
				buf = marshalInto[M](buf, P(v))
				return buf, nil
			},
			Unmarshal: func(data []byte) (*M, error) { return (*M)(target), unmarshalInto[M](data, target) },
			Note:      "FastWrite into one buffer grown to Size(); Reset and fastpb.ReadMessage into one message",
		},
	}
}

// castOps encodes a farcaster record in two levels, with the variants of
// each level's message.
func castOps() map[serbench.Variant]serbench.Ops[Cast] {
	return farcaster.NestVariants(ops[pb.Message](), ops[pb.MessageData](), EnvelopeData, map[serbench.Variant]string{
		serbench.Reuse: "FastWrite into two buffers (data, envelope) grown to Size(); Reset and fastpb.ReadMessage into one pair of messages",
	})
}
