// Package protobuf registers google.golang.org/protobuf, Go's official
// Protocol Buffers runtime, on code that protoc-gen-go generates from
// protobuf.proto into package pb. protoc-gen-go-vtproto adds its methods
// to the same package for codecs/vtprotobuf; proto.Marshal and
// proto.Unmarshal do not use them.
//
// The codec works on the generated messages: ToNative and FromNative
// convert the datasets' types to them and back (package convert, shared
// with codecs/vtprotobuf). Times are google.protobuf.Timestamp (seconds
// and nanoseconds, UTC) with, for seed 000's struct, an int32 field holding
// the UTC offset that a Timestamp lacks; zone names are not carried.
package protobuf

//go:generate sh -c "protoc --plugin=protoc-gen-go=\"$(go tool -n protoc-gen-go)\" --plugin=protoc-gen-go-vtproto=\"$(go tool -n protoc-gen-go-vtproto)\" --go_out=pb --go_opt=paths=source_relative --go-vtproto_out=pb --go-vtproto_opt=paths=source_relative,features=marshal+unmarshal+size+pool,pool=github.com/serbench/serbench/codecs/protobuf/pb.* protobuf.proto"

import (
	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/internal/protofamily"
	"github.com/serbench/serbench/codecs/protobuf/convert"
	"github.com/serbench/serbench/codecs/protobuf/pb"
	"github.com/serbench/serbench/datasets/farcaster"
)

const name = "protobuf"

func init() {
	serbench.Register(protofamily.Generated(serbench.Codec{
		Name:     name,
		Package:  "google.golang.org/protobuf/proto",
		Upstream: "maintained",
		Notes: "protoc-gen-go messages; proto.Marshal and proto.Unmarshal (MarshalOptions.MarshalAppend into a kept buffer is the reuse variant); times as google.protobuf.Timestamp " +
			"plus an int32 UTC offset in seconds (seed 000's struct; cart's times are UTC), zone names dropped; " +
			"Go ints as int64 (sint64 for hero's damage); *string as proto3 optional; the cart as map<string, CartItem>; " +
			"farcaster's MessageData encoded first, then the Message envelope holding its bytes; the large collections in collections.proto (small ints widened, int8/int16 as sint32, *T as optional or message fields, savedata's item kind as a oneof); " +
			"dynamic documents as google.protobuf.Struct (structpb.NewStruct and AsMap), the well-known type its docs give for arbitrary JSON objects: every number a double",
	}))
	convert.SupportSeeds(name, ops[pb.A], ops[pb.ColorGroup], ops[pb.Hero], ops[pb.User], castOps)
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
func castOps() map[serbench.Variant]serbench.Ops[convert.Cast] {
	return farcaster.NestVariants(ops[pb.Message](), ops[pb.MessageData](), convert.EnvelopeData, map[serbench.Variant]string{
		serbench.Reuse: "proto.MarshalOptions.MarshalAppend into two buffers (data, envelope); UnmarshalOptions.Unmarshal into one pair of messages",
	})
}
