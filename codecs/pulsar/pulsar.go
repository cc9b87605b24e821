// Package pulsar registers Pulsar, cosmos-proto's protobuf code generator
// for Go (protoc-gen-go-pulsar, pinned as a go.mod tool), as seed 000's
// Pulsar: it writes the messages of pulsar.proto into package pb with
// protoc-gen-go's API plus "fast reflection", a generated
// protoreflect.Message and protoiface.Methods (Marshal, Unmarshal, Size, in
// the manner of vtprotobuf) that google.golang.org/protobuf's proto.Marshal
// and proto.Unmarshal call instead of its table-driven code.
//
// The schema is codecs/protobuf's, but Item.description is a one-field
// oneof, as the generator does not support proto3 optional. It renames
// MessageData's field "type" to Type_ (and says so on every run), as
// "Type" would clash with its fast-reflection methods. Times are
// google.protobuf.Timestamp plus an int32 UTC offset, zone names dropped.
package pulsar

// The generator ends WhichOneof with panic("unreachable") even where the
// switch before it has only a panicking default, which go vet rejects as
// unreachable code; perl takes out those lines and only those.
//go:generate go run ../../internal/gencopy -from ../protobuf/protobuf.proto -o pulsar.proto -replace "|package serbench.protobuf;|package serbench.pulsar;" -replace "|codecs/protobuf/pb|codecs/pulsar/pb" -regexp "|(?m)^(\\s*)optional (\\w+) (\\w+) = (\\d+);$|$DOLLAR{1}oneof $DOLLAR{3}_present {\n$DOLLAR{1}  $DOLLAR{2} $DOLLAR{3} = $DOLLAR{4};\n$DOLLAR{1}}"
//go:generate sh -c "protoc --plugin=protoc-gen-go-pulsar=\"$(go tool -n protoc-gen-go-pulsar)\" --go-pulsar_out=pb --go-pulsar_opt=paths=source_relative,features=protoc+fast pulsar.proto"
//go:generate perl -0777 -pi -e "s/(\\tswitch d\\.FullName\\(\\) \\{\\n\\tdefault:\\n\\t\\tpanic\\([^\\n]*\\)\\n\\t\\}\\n)\\tpanic\\(\"unreachable\"\\)\\n/\\1/g" pb/pulsar.pulsar.go

import (
	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/internal/protofamily"
	"github.com/serbench/serbench/codecs/pulsar/pb"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

const name = "pulsar"

func init() {
	serbench.Register(protofamily.Generated(serbench.Codec{
		Name:     name,
		Package:  "github.com/cosmos/cosmos-proto/runtime",
		Upstream: "maintained",
		Notes: "protoc-gen-go-pulsar messages with fast reflection (features=protoc+fast); proto.Marshal and proto.Unmarshal, " +
			"which call its generated methods; codecs/protobuf's schema: times as google.protobuf.Timestamp plus an int32 UTC offset " +
			"(seed 000's struct), zone names dropped; *string as a one-field oneof (no proto3 optional in the generator); " +
			"the cart as map<string, CartItem>; farcaster in two levels; the large collections in pulsar_collections.proto " +
			"(codecs/protobuf's collections.proto with one-field oneofs for its optional fields); dynamic documents as google.protobuf.Struct " +
			"in a local copy (pulsar_struct.proto) that pulsar generates code for, converted as codecs/gogoprotobuf does: every number a double",
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
	proto.Message
}

// ops returns the variants for one message type. Each call has its own
// buffer and target, as each dataset is benchmarked on its own.
func ops[M any, P message[M]]() map[serbench.Variant]serbench.Ops[M] {
	var buf []byte
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
				var err error
				buf, err = proto.MarshalOptions{}.MarshalAppend(buf[:0], P(v))
				return buf, err
			},
			// UnmarshalOptions resets the target before decoding into it.
			Unmarshal: func(data []byte) (*M, error) {
				return (*M)(target), proto.UnmarshalOptions{}.Unmarshal(data, target)
			},
			Note: "proto.MarshalOptions.MarshalAppend into one buffer; UnmarshalOptions.Unmarshal into one message",
		},
	}
}

// castOps encodes a farcaster record in two levels, with the variants of
// each level's message.
func castOps() map[serbench.Variant]serbench.Ops[Cast] {
	return farcaster.NestVariants(ops[pb.Message](), ops[pb.MessageData](), EnvelopeData, map[serbench.Variant]string{
		serbench.Reuse: "proto.MarshalOptions.MarshalAppend into two buffers (data, envelope); UnmarshalOptions.Unmarshal into one pair of messages",
	})
}
