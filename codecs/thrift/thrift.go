// Package thrift registers Apache Thrift's Go library
// (github.com/apache/thrift/lib/go/thrift) on the types that Debian's
// Thrift 0.17 compiler generates from serbench.thrift into package gen.
//
// Two codecs, one per protocol: thrift-binary (TBinaryProtocol) and
// thrift-compact (TCompactProtocol), each through a TSerializer and a
// TDeserializer over a TMemoryBuffer, as the library's users serialize a
// struct outside an RPC. The conversions to and from the generated types
// live in package conv, shared with codecs/frugal.
package thrift

//go:generate sh -c "rm -rf gen && thrift --gen go -out . serbench.thrift && gofmt -w gen"

import (
	"context"

	"github.com/apache/thrift/lib/go/thrift"

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

const notes = "Thrift 0.17 compiler's Go types (gen), converted from the datasets; " +
	"times as a struct of i64 Unix seconds, i32 nanoseconds, i32 UTC offset and an optional zone name (absent for UTC); " +
	"Go ints as i64, unsigned farcaster ints as i64, cart's float32 weight as double, *string and *time.Time as optional fields, " +
	"the cart as map<string, CartItem>; farcaster's lists optional so that nil stays nil; " +
	"farcaster's MessageData encoded first, then the Message envelope holding its bytes"

func init() {
	protocols := []struct {
		name, format string
		factory      thrift.TProtocolFactory
	}{
		{"thrift-binary", "TBinaryProtocol", thrift.NewTBinaryProtocolFactoryConf(nil)},
		{"thrift-compact", "TCompactProtocol", thrift.NewTCompactProtocolFactoryConf(nil)},
	}
	for _, p := range protocols {
		serbench.Register(serbench.Codec{
			Name:          p.name,
			Package:       "github.com/apache/thrift/lib/go/thrift",
			Format:        "Thrift",
			Kind:          serbench.KindCodegen,
			Schema:        true,
			CrossLanguage: true,
			Upstream:      "maintained",
			Notes:         p.format + " via TSerializer/TDeserializer; " + notes,
		})
		f := p.factory
		serbench.Support(p.name, small.Dataset, serbench.Impl[small.A, gen.A]{
			ToNative: conv.ToA, FromNative: conv.FromA, Variants: ops[gen.A](f),
		})
		serbench.Support(p.name, edge.Dataset, serbench.Impl[small.A, gen.A]{
			ToNative: conv.ToA, FromNative: conv.FromA, Variants: ops[gen.A](f),
		})
		serbench.Support(p.name, colorgroup.Dataset, serbench.Impl[colorgroup.ColorGroup, gen.ColorGroup]{
			ToNative: conv.ToColorGroup, FromNative: conv.FromColorGroup, Variants: ops[gen.ColorGroup](f),
		})
		serbench.Support(p.name, hero.Dataset, serbench.Impl[hero.Hero, gen.Hero]{
			ToNative: conv.ToHero, FromNative: conv.FromHero, Variants: ops[gen.Hero](f),
		})
		serbench.Support(p.name, cart.Dataset, serbench.Impl[cart.User, gen.User]{
			ToNative: conv.ToUser, FromNative: conv.FromUser, Variants: ops[gen.User](f),
		})
		serbench.Support(p.name, farcaster.Dataset, serbench.Impl[farcaster.Message, conv.Cast]{
			ToNative: conv.ToCast, FromNative: conv.FromCast, Variants: castOps(f),
		})
	}
}

// message is a generated struct type M, used through its pointer P.
type message[M any] interface {
	*M
	thrift.TStruct
}

// newSerializer and newDeserializer make a TSerializer and a TDeserializer
// for any protocol, as NewTSerializer and NewTDeserializer make them for the
// binary one.
func newSerializer(f thrift.TProtocolFactory) *thrift.TSerializer {
	t := thrift.NewTMemoryBufferLen(1024)
	return &thrift.TSerializer{Transport: t, Protocol: f.GetProtocol(t)}
}

func newDeserializer(f thrift.TProtocolFactory) *thrift.TDeserializer {
	t := thrift.NewTMemoryBufferLen(1024)
	return &thrift.TDeserializer{Transport: t, Protocol: f.GetProtocol(t)}
}

// ops returns the variants for one generated type. TSerializer.Write copies
// its result out of the memory buffer, so even a reused serializer returns
// a fresh slice. Generated Read methods do not reset a struct, so every
// variant decodes into a fresh one.
func ops[M any, P message[M]](f thrift.TProtocolFactory) map[serbench.Variant]serbench.Ops[M] {
	ctx := context.Background()
	ser, de := newSerializer(f), newDeserializer(f)
	return map[serbench.Variant]serbench.Ops[M]{
		serbench.Default: {
			Marshal: func(v *M) ([]byte, error) { return newSerializer(f).Write(ctx, P(v)) },
			Unmarshal: func(data []byte) (*M, error) {
				v := new(M)
				return v, newDeserializer(f).Read(ctx, P(v), data)
			},
		},
		serbench.Reuse: {
			Marshal: func(v *M) ([]byte, error) { return ser.Write(ctx, P(v)) },
			Unmarshal: func(data []byte) (*M, error) {
				v := new(M)
				return v, de.Read(ctx, P(v), data)
			},
			Note: "one TSerializer and one TDeserializer (and their memory buffers) for every call",
		},
	}
}

// castOps encodes a farcaster record in two levels: the MessageData, then
// the envelope holding its bytes.
func castOps(f thrift.TProtocolFactory) map[serbench.Variant]serbench.Ops[conv.Cast] {
	ctx := context.Background()
	ser, de := newSerializer(f), newDeserializer(f)
	marshal := func(s *thrift.TSerializer, v *conv.Cast) ([]byte, error) {
		data, err := s.Write(ctx, v.Data)
		if err != nil {
			return nil, err
		}
		v.Envelope.Data = data
		return s.Write(ctx, v.Envelope)
	}
	unmarshal := func(d *thrift.TDeserializer, b []byte) (*conv.Cast, error) {
		v := &conv.Cast{Envelope: new(gen.Message), Data: new(gen.MessageData)}
		if err := d.Read(ctx, v.Envelope, b); err != nil {
			return nil, err
		}
		return v, d.Read(ctx, v.Data, v.Envelope.Data)
	}
	return map[serbench.Variant]serbench.Ops[conv.Cast]{
		serbench.Default: {
			Marshal:   func(v *conv.Cast) ([]byte, error) { return marshal(newSerializer(f), v) },
			Unmarshal: func(b []byte) (*conv.Cast, error) { return unmarshal(newDeserializer(f), b) },
		},
		serbench.Reuse: {
			Marshal:   func(v *conv.Cast) ([]byte, error) { return marshal(ser, v) },
			Unmarshal: func(b []byte) (*conv.Cast, error) { return unmarshal(de, b) },
			Note:      "one TSerializer and one TDeserializer (and their memory buffers) for every call",
		},
	}
}
