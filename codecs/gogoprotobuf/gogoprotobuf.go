// Package gogoprotobuf registers gogo/protobuf (deprecated upstream), the
// fork of golang/protobuf whose protoc-gen-gogofaster generates Marshal,
// Unmarshal and Size methods and no XXX_ fields, into package pb from
// gogoprotobuf.proto.
//
// The schema is codecs/protobuf's, but Item.description is a one-field
// oneof: gogo predates proto3 optional. Times are google.protobuf.Timestamp
// (gogo's types.Timestamp) plus an int32 UTC offset, zone names dropped.
package gogoprotobuf

//go:generate go run ../../internal/gencopy -from ../protobuf/protobuf.proto -o gogoprotobuf.proto -replace "|package serbench.protobuf;|package serbench.gogoprotobuf;" -replace "|codecs/protobuf/pb|codecs/gogoprotobuf/pb" -regexp "|(?m)^(\\s*)optional (\\w+) (\\w+) = (\\d+);$|$DOLLAR{1}oneof $DOLLAR{3}_present {\n$DOLLAR{1}  $DOLLAR{2} $DOLLAR{3} = $DOLLAR{4};\n$DOLLAR{1}}"
//go:generate sh -c "protoc --plugin=protoc-gen-gogofaster=\"$(go tool -n protoc-gen-gogofaster)\" --gogofaster_out=Mgoogle/protobuf/timestamp.proto=github.com/gogo/protobuf/types,paths=source_relative:pb gogoprotobuf.proto"

import (
	"slices"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/gogoprotobuf/convert"
	"github.com/serbench/serbench/codecs/gogoprotobuf/pb"
	"github.com/serbench/serbench/codecs/internal/protofamily"
	"github.com/serbench/serbench/datasets/farcaster"
)

const name = "gogoprotobuf"

func init() {
	serbench.Register(protofamily.Generated(serbench.Codec{
		Name:     name,
		Package:  "github.com/gogo/protobuf/proto",
		Upstream: "deprecated",
		Notes: "protoc-gen-gogofaster messages; their generated Marshal and Unmarshal methods, as gogofaster users call them (MarshalTo a kept buffer is the reuse variant); codecs/protobuf's schema: " +
			"times as google.protobuf.Timestamp (types.Timestamp) plus an int32 UTC offset (seed 000's struct), zone names dropped; " +
			"Go ints as int64; *string as a one-field oneof (no proto3 optional in gogo); the cart as map<string, CartItem>; farcaster in two levels; " +
			"the large collections in collections.proto (small ints widened, int8/int16 as sint32, *T as one-field oneofs or message fields, savedata's item kind as a oneof); " +
			"dynamic documents as google.protobuf.Struct (types.Struct, filled and read value by value as structpb does): every number a double",
	}))
	convert.SupportSeeds(name, ops[pb.A], ops[pb.ColorGroup], ops[pb.Hero], ops[pb.User], castOps)
}

// message is a generated message type M, used through its pointer P.
type message[M any] interface {
	*M
	Marshal() ([]byte, error)
	Unmarshal([]byte) error
	Size() int
	MarshalTo([]byte) (int, error)
	Reset()
}

// marshalInto encodes v into buf, grown to v's size, and returns the bytes.
func marshalInto[M any, P message[M]](buf []byte, v P) ([]byte, error) {
	buf = slices.Grow(buf[:0], v.Size())
	n, err := v.MarshalTo(buf[:cap(buf)])
	return buf[:n], err
}

// unmarshalInto decodes data into v. The generated Unmarshal merges into
// what v holds, so v is reset first, as gogo's proto.Unmarshal does.
func unmarshalInto[M any, P message[M]](data []byte, v P) error {
	v.Reset()
	return v.Unmarshal(data)
}

// ops returns the variants for one message type. Each call has its own
// buffer and target, as each dataset is benchmarked on its own.
func ops[M any, P message[M]]() map[serbench.Variant]serbench.Ops[M] {
	var buf []byte
	target := P(new(M))
	return map[serbench.Variant]serbench.Ops[M]{
		serbench.Default: {
			Marshal: func(v *M) ([]byte, error) { return P(v).Marshal() },
			Unmarshal: func(data []byte) (*M, error) {
				v := P(new(M))
				return (*M)(v), v.Unmarshal(data)
			},
		},
		serbench.Reuse: {
			Marshal: func(v *M) ([]byte, error) {
				var err error
				buf, err = marshalInto[M](buf, P(v))
				return buf, err
			},
			Unmarshal: func(data []byte) (*M, error) { return (*M)(target), unmarshalInto[M](data, target) },
			Note:      "MarshalTo into one buffer grown to Size(); Reset and Unmarshal into one message",
		},
	}
}

// castOps encodes a farcaster record in two levels, with the variants of
// each level's message.
func castOps() map[serbench.Variant]serbench.Ops[convert.Cast] {
	return farcaster.NestVariants(ops[pb.Message](), ops[pb.MessageData](), convert.EnvelopeData, map[serbench.Variant]string{
		serbench.Reuse: "MarshalTo into two buffers (data, envelope) grown to Size(); Reset and Unmarshal into one pair of messages",
	})
}
