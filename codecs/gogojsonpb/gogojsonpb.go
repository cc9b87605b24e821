// Package gogojsonpb registers gogo/protobuf's jsonpb, the protobuf JSON
// mapping of the gogo runtime (deprecated upstream), as seed 000's
// Gogojsonpb: a jsonpb.Marshaler writing and jsonpb.Unmarshal reading the
// messages that protoc-gen-gogofaster generates for codecs/gogoprotobuf.
//
// The mapping writes int64 as JSON strings, bytes as base64, enums by name,
// google.protobuf.Timestamp as an RFC 3339 string in UTC (the offset
// travels in its own int32 field, as for gogoprotobuf), and leaves out
// fields at their default value.
package gogojsonpb

import (
	"bytes"

	"github.com/gogo/protobuf/jsonpb"
	"github.com/gogo/protobuf/proto"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/gogoprotobuf/convert"
	"github.com/serbench/serbench/codecs/gogoprotobuf/pb"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

const name = "gogo-jsonpb"

func init() {
	serbench.Register(serbench.Codec{
		Name:          name,
		Package:       "github.com/gogo/protobuf/jsonpb",
		Format:        "JSON",
		Wire:          "JSON",
		Kind:          serbench.KindReflect,
		Schema:        true,
		CrossLanguage: true,
		Upstream:      "deprecated",
		Notes: "jsonpb.Marshaler{} (the protobuf JSON mapping: int64 as strings, bytes as base64, enums by name, defaults left out) " +
			"and jsonpb.Unmarshal on codecs/gogoprotobuf's messages: times as RFC 3339 Timestamps plus an int32 UTC offset " +
			"(seed 000's struct), zone names dropped; farcaster's MessageData encoded first, then the Message envelope holding its bytes; " +
			"the large collections on codecs/gogoprotobuf's collections.proto; dynamic documents as google.protobuf.Struct, a JSON object in the mapping (every number a double)",
	})
	serbench.Support(name, small.Dataset, serbench.Converting(convert.ToA, convert.FromA, ops[pb.A]()))
	serbench.Support(name, edge.Dataset, serbench.Converting(convert.ToA, convert.FromA, ops[pb.A]()))
	serbench.Support(name, colorgroup.Dataset, serbench.Converting(convert.ToColorGroup, convert.FromColorGroup, ops[pb.ColorGroup]()))
	serbench.Support(name, hero.Dataset, serbench.Converting(convert.ToHero, convert.FromHero, ops[pb.Hero]()))
	serbench.Support(name, cart.Dataset, serbench.Converting(convert.ToUser, convert.FromUser, ops[pb.User]()))
	serbench.Support(name, farcaster.Dataset, serbench.Converting(convert.ToCast, convert.FromCast, castOps()))
}

// marshaler is the default mapping; its zero value is what jsonpb's
// documentation shows.
var marshaler jsonpb.Marshaler

func marshal(m proto.Message) ([]byte, error) {
	var b bytes.Buffer
	err := marshaler.Marshal(&b, m)
	return b.Bytes(), err
}

// marshalInto encodes m into b, reset first, and returns b's bytes, which
// the next call overwrites.
func marshalInto(b *bytes.Buffer, m proto.Message) ([]byte, error) {
	b.Reset()
	err := marshaler.Marshal(b, m)
	return b.Bytes(), err
}

// unmarshal decodes data into m. jsonpb does not reset m, so a reused
// target is reset first, as proto.Unmarshal does for the binary format.
func unmarshal(data []byte, m proto.Message) error {
	m.Reset()
	return jsonpb.Unmarshal(bytes.NewReader(data), m)
}

// message is a generated message type M, used through its pointer P.
type message[M any] interface {
	*M
	proto.Message
}

// ops returns the variants for one message type. Each call has its own
// buffer and target, as each dataset is benchmarked on its own.
func ops[M any, P message[M]]() map[serbench.Variant]serbench.Ops[M] {
	var buf bytes.Buffer
	target := P(new(M))
	return map[serbench.Variant]serbench.Ops[M]{
		serbench.Default: {
			Marshal: func(v *M) ([]byte, error) { return marshal(P(v)) },
			Unmarshal: func(data []byte) (*M, error) {
				v := new(M)
				return v, unmarshal(data, P(v))
			},
		},
		serbench.Reuse: {
			Marshal:   func(v *M) ([]byte, error) { return marshalInto(&buf, P(v)) },
			Unmarshal: func(data []byte) (*M, error) { return (*M)(target), unmarshal(data, target) },
			Note:      "one bytes.Buffer, Reset and written into; Reset and jsonpb.Unmarshal into one message",
		},
	}
}

// castOps encodes a farcaster record in two levels, with the variants of
// each level's message.
func castOps() map[serbench.Variant]serbench.Ops[convert.Cast] {
	return farcaster.NestVariants(ops[pb.Message](), ops[pb.MessageData](), convert.EnvelopeData, map[serbench.Variant]string{
		serbench.Reuse: "one bytes.Buffer per level (data, envelope); Reset and jsonpb.Unmarshal into one pair of messages",
	})
}
