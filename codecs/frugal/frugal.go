// Package frugal registers CloudWeGo's frugal (github.com/cloudwego/frugal),
// a reflection-based Thrift binary-protocol codec, on the types that
// codecs/thrift generates with Apache's compiler: serbench.thrift gives each
// field a frugal tag (go.tag), as thriftgo's frugal_tag option would.
//
// frugal.EncodedSize sizes the output, frugal.EncodeObject fills it and
// frugal.DecodeObject reads it back, as frugal's README shows. The faster
// path of CloudWeGo's gopkg, thrift.FastCodec, needs FastRead/FastWrite
// methods that only kitex's generator writes; it is not used here.
package frugal

import (
	"github.com/cloudwego/frugal"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/thrift/conv"
	"github.com/serbench/serbench/codecs/thrift/gen"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

const name = "frugal"

func init() {
	serbench.Register(serbench.Codec{
		Name:          name,
		Package:       "github.com/cloudwego/frugal",
		Format:        "Thrift",
		Wire:          "Thrift binary",
		Kind:          serbench.KindReflect,
		Schema:        true,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "frugal.EncodeObject into a buffer of frugal.EncodedSize and frugal.DecodeObject, as its README shows; TBinaryProtocol; the Thrift compiler's types from codecs/thrift with frugal struct tags, converted as there " +
			"(times as i64 seconds, i32 nanoseconds, i32 offset, optional zone name); " +
			"farcaster's MessageData encoded first, then the Message envelope holding its bytes; " + conv.CollectionNotes,
	})
	serbench.Support(name, small.Dataset, serbench.Converting(conv.ToA, conv.FromA, ops[gen.A]()))
	serbench.Support(name, edge.Dataset, serbench.Converting(conv.ToA, conv.FromA, ops[gen.A]()))
	serbench.Support(name, colorgroup.Dataset, serbench.Converting(conv.ToColorGroup, conv.FromColorGroup, ops[gen.ColorGroup]()))
	serbench.Support(name, hero.Dataset, serbench.Converting(conv.ToHero, conv.FromHero, ops[gen.Hero]()))
	serbench.Support(name, cart.Dataset, serbench.Converting(conv.ToUser, conv.FromUser, ops[gen.User]()))
	serbench.Support(name, farcaster.Dataset, serbench.Converting(conv.ToCast, conv.FromCast, castOps()))
}

// marshal encodes v into a fresh buffer of its exact size.
func marshal(v any) ([]byte, error) {
	b := make([]byte, frugal.EncodedSize(v))
	n, err := frugal.EncodeObject(b, nil, v)
	return b[:n], err
}

// marshalInto encodes v into *buf, growing it when v does not fit.
func marshalInto(buf *[]byte, v any) ([]byte, error) {
	size := frugal.EncodedSize(v)
	if cap(*buf) < size {
		*buf = make([]byte, size)
	}
	n, err := frugal.EncodeObject((*buf)[:size], nil, v)
	return (*buf)[:n], err
}

// ops returns the variants for one generated type. frugal decodes into a
// struct without resetting it first, so every variant decodes into a fresh
// one.
func ops[M any]() map[serbench.Variant]serbench.Ops[M] {
	var buf []byte
	return map[serbench.Variant]serbench.Ops[M]{
		serbench.Default: {
			Marshal: func(v *M) ([]byte, error) { return marshal(v) },
			Unmarshal: func(data []byte) (*M, error) {
				v := new(M)
				_, err := frugal.DecodeObject(data, v)
				return v, err
			},
		},
		serbench.Reuse: {
			Marshal: func(v *M) ([]byte, error) { return marshalInto(&buf, v) },
			Note:    "EncodeObject into one buffer, grown as needed",
		},
	}
}

// castOps encodes a farcaster record in two levels, with the variants of
// each level's struct.
func castOps() map[serbench.Variant]serbench.Ops[conv.Cast] {
	return farcaster.NestVariants(ops[gen.Message](), ops[gen.MessageData](), conv.EnvelopeData, map[serbench.Variant]string{
		serbench.Reuse: "EncodeObject into two buffers (data, envelope), grown as needed",
	})
}
