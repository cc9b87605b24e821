// Package vtprotobuf registers PlanetScale's vtprotobuf: protoc-gen-go's
// messages with the MarshalVT, UnmarshalVT, SizeVT and memory-pool methods
// that protoc-gen-go-vtproto adds to them. As vtprotobuf's users do, both
// plugins generate into one package: codecs/protobuf/pb, rebuilt by
// codecs/protobuf's go:generate line.
//
// The schema and the conversions (codecs/protobuf/convert) are
// codecs/protobuf's, so the wire format is the same: times as
// google.protobuf.Timestamp plus an int32 UTC offset, zone names dropped.
package vtprotobuf

import (
	"slices"

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

const name = "vtprotobuf"

func init() {
	serbench.Register(protofamily.Generated(serbench.Codec{
		Name:     name,
		Package:  "github.com/planetscale/vtprotobuf/protohelpers",
		Upstream: "maintained",
		Notes: "protoc-gen-go messages with protoc-gen-go-vtproto's marshal+unmarshal+size+pool features; MarshalVT and UnmarshalVT, as its README shows (its pool feature is the reuse variant); " +
			"codecs/protobuf's schema: times as google.protobuf.Timestamp plus an int32 UTC offset (seed 000's struct), zone names dropped; " +
			"Go ints as int64; *string as proto3 optional; the cart as map<string, CartItem>; farcaster in two levels; the large collections in collections.proto; " +
			"dynamic documents as google.protobuf.Struct with the VT methods of vtprotobuf's types/known/structpb (every number a double)",
	}))
	serbench.Support(name, small.Dataset, serbench.Converting(convert.ToA, convert.FromA, ops(pb.AFromVTPool)))
	serbench.Support(name, edge.Dataset, serbench.Converting(convert.ToA, convert.FromA, ops(pb.AFromVTPool)))
	serbench.Support(name, colorgroup.Dataset, serbench.Converting(convert.ToColorGroup, convert.FromColorGroup, ops(pb.ColorGroupFromVTPool)))
	serbench.Support(name, hero.Dataset, serbench.Converting(convert.ToHero, convert.FromHero, ops(pb.HeroFromVTPool)))
	serbench.Support(name, cart.Dataset, serbench.Converting(convert.ToUser, convert.FromUser, ops(pb.UserFromVTPool)))
	serbench.Support(name, farcaster.Dataset, serbench.Converting(convert.ToCast, convert.FromCast, castOps()))
}

// message is a generated message type M, used through its pointer P.
type message[M any] interface {
	*M
	MarshalVT() ([]byte, error)
	UnmarshalVT([]byte) error
	SizeVT() int
	MarshalToSizedBufferVT([]byte) (int, error)
	ReturnToVTPool()
}

// sizedMarshaler is what vtproto generates for a message's sized encoding.
type sizedMarshaler interface {
	SizeVT() int
	MarshalToSizedBufferVT([]byte) (int, error)
}

// marshalInto encodes v into buf, grown to v's size, and returns the bytes.
func marshalInto(buf []byte, v sizedMarshaler) ([]byte, error) {
	n := v.SizeVT()
	buf = slices.Grow(buf[:0], n)[:n]
	_, err := v.MarshalToSizedBufferVT(buf)
	return buf, err
}

// ops returns the variants for one message type. Each call has its own
// buffer and pooled message, as each dataset is benchmarked on its own.
func ops[M any, P message[M]](fromPool func() P) map[serbench.Variant]serbench.Ops[M] {
	var buf []byte
	var prev P
	return map[serbench.Variant]serbench.Ops[M]{
		serbench.Default: {
			Marshal: func(v *M) ([]byte, error) { return P(v).MarshalVT() },
			Unmarshal: func(data []byte) (*M, error) {
				v := P(new(M))
				return (*M)(v), v.UnmarshalVT(data)
			},
		},
		serbench.Reuse: {
			Marshal: func(v *M) ([]byte, error) {
				var err error
				buf, err = marshalInto(buf, P(v))
				return buf, err
			},
			// The previous result goes back to the pool as the next is
			// taken: a caller done with a message returns it.
			Unmarshal: func(data []byte) (*M, error) {
				prev.ReturnToVTPool()
				prev = fromPool()
				return (*M)(prev), prev.UnmarshalVT(data)
			},
			Note: "SizeVT and MarshalToSizedBufferVT into one buffer; UnmarshalVT into messages from the vtproto pool, each returned before the next is taken",
		},
	}
}

// castOps encodes a farcaster record in two levels, with the variants of
// each level's message.
func castOps() map[serbench.Variant]serbench.Ops[convert.Cast] {
	return farcaster.NestVariants(ops(pb.MessageFromVTPool), ops(pb.MessageDataFromVTPool), convert.EnvelopeData, map[serbench.Variant]string{
		serbench.Reuse: "SizeVT and MarshalToSizedBufferVT into two buffers (data, envelope); UnmarshalVT into messages from the vtproto pool",
	})
}
