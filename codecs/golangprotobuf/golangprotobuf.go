// Package golangprotobuf registers github.com/golang/protobuf's proto
// package, the deprecated first Go protobuf API that seeds 001 and 004
// benchmark as "golang/protobuf". Since v1.4 it is a wrapper over
// google.golang.org/protobuf: proto.Marshal and proto.Unmarshal convert a
// MessageV1 to the new API's message and call it. It is its own codec, on
// the messages that codecs/protobuf generates (protoc-gen-go, which also
// writes the MessageV1 methods), so that the wrapper's cost shows beside
// the codec "protobuf".
package golangprotobuf

import (
	"github.com/golang/protobuf/proto"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/internal/protofamily"
	"github.com/serbench/serbench/codecs/protobuf/convert"
	"github.com/serbench/serbench/codecs/protobuf/pb"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

const name = "golang-protobuf"

func init() {
	serbench.Register(protofamily.Generated(serbench.Codec{
		Name:     name,
		Package:  "github.com/golang/protobuf/proto",
		Upstream: "deprecated",
		Notes: "the deprecated github.com/golang/protobuf/proto.Marshal and Unmarshal (wrappers over google.golang.org/protobuf) " +
			"on codecs/protobuf's protoc-gen-go messages and conversions: times as google.protobuf.Timestamp plus an int32 UTC offset " +
			"(seed 000's struct), zone names dropped; farcaster in two levels; the large collections in collections.proto; dynamic documents as google.protobuf.Struct (every number a double)",
	}))
	serbench.Support(name, small.Dataset, serbench.Converting(convert.ToA, convert.FromA, ops[pb.A]()))
	serbench.Support(name, edge.Dataset, serbench.Converting(convert.ToA, convert.FromA, ops[pb.A]()))
	serbench.Support(name, colorgroup.Dataset, serbench.Converting(convert.ToColorGroup, convert.FromColorGroup, ops[pb.ColorGroup]()))
	serbench.Support(name, hero.Dataset, serbench.Converting(convert.ToHero, convert.FromHero, ops[pb.Hero]()))
	serbench.Support(name, cart.Dataset, serbench.Converting(convert.ToUser, convert.FromUser, ops[pb.User]()))
	serbench.Support(name, farcaster.Dataset, serbench.Converting(convert.ToCast, convert.FromCast, castOps()))
}

// message is a generated message type M, used through its pointer P as
// the old API's proto.Message (MessageV1).
type message[M any] interface {
	*M
	proto.Message
}

// ops returns the variants for one message type. Each call has its own
// buffer and target, as each dataset is benchmarked on its own.
func ops[M any, P message[M]]() map[serbench.Variant]serbench.Ops[M] {
	buf := proto.NewBuffer(nil)
	target := P(new(M))
	return map[serbench.Variant]serbench.Ops[M]{
		serbench.Default: {
			Marshal: func(v *M) ([]byte, error) { return proto.Marshal(P(v)) },
			Unmarshal: func(data []byte) (*M, error) {
				v := new(M)
				return v, proto.Unmarshal(data, P(v))
			},
		},
		serbench.Reuse: {
			Marshal: func(v *M) ([]byte, error) {
				buf.Reset()
				err := buf.Marshal(P(v))
				return buf.Bytes(), err
			},
			// proto.Unmarshal resets the target before decoding into it.
			Unmarshal: func(data []byte) (*M, error) { return (*M)(target), proto.Unmarshal(data, target) },
			Note:      "one proto.Buffer, Reset and Marshal into; proto.Unmarshal into one message",
		},
	}
}

// castOps encodes a farcaster record in two levels, with the variants of
// each level's message.
func castOps() map[serbench.Variant]serbench.Ops[convert.Cast] {
	return farcaster.NestVariants(ops[pb.Message](), ops[pb.MessageData](), convert.EnvelopeData, map[serbench.Variant]string{
		serbench.Reuse: "one proto.Buffer per level (data, envelope), Reset and Marshal into; proto.Unmarshal into one pair of messages",
	})
}
