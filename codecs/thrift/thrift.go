// Package thrift registers Apache Thrift's Go library
// (github.com/apache/thrift/lib/go/thrift) on the types that Debian's
// Thrift 0.17 compiler generates from serbench.thrift into package gen.
//
// Two codecs, one per protocol: thrift-binary (TBinaryProtocol) and
// thrift-compact (TCompactProtocol), each through a TSerializerPool and a
// TDeserializerPool built once, the library's "thread-safe version" of the
// TSerializer and TDeserializer with which users serialize a struct outside
// an RPC: a TSerializer is not safe for concurrent use, and a new one per
// call allocates its 1 KiB memory buffer every time. The conversions to and
// from the generated types live in package conv, shared with codecs/frugal.
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
	"farcaster's MessageData encoded first, then the Message envelope holding its bytes; " + conv.CollectionNotes

// protocols are the two codecs: a name, the protocol it encodes with and
// the wire that protocol's bytes follow.
var protocols = []struct {
	name, format, wire string
	factory            thrift.TProtocolFactory
}{
	{"thrift-binary", "TBinaryProtocol", "Thrift binary", thrift.NewTBinaryProtocolFactoryConf(nil)},
	{"thrift-compact", "TCompactProtocol", "Thrift compact", thrift.NewTCompactProtocolFactoryConf(nil)},
}

func init() {
	for _, p := range protocols {
		serbench.Register(serbench.Codec{
			Name:          p.name,
			Package:       "github.com/apache/thrift/lib/go/thrift",
			Format:        "Thrift",
			Wire:          p.wire,
			Kind:          serbench.KindCodegen,
			Schema:        true,
			CrossLanguage: true,
			Upstream:      "maintained",
			Notes: p.format + " via a TSerializerPool and a TDeserializerPool of 1 KiB memory buffers, built once, " +
				"the thread-safe form the library documents for repeated use (a new TSerializer per call allocates its buffer each time); " + notes,
		})
		f := p.factory
		serbench.Support(p.name, small.Dataset, serbench.Converting(conv.ToA, conv.FromA, ops[gen.A](f)))
		serbench.Support(p.name, edge.Dataset, serbench.Converting(conv.ToA, conv.FromA, ops[gen.A](f)))
		serbench.Support(p.name, colorgroup.Dataset, serbench.Converting(conv.ToColorGroup, conv.FromColorGroup, ops[gen.ColorGroup](f)))
		serbench.Support(p.name, hero.Dataset, serbench.Converting(conv.ToHero, conv.FromHero, ops[gen.Hero](f)))
		serbench.Support(p.name, cart.Dataset, serbench.Converting(conv.ToUser, conv.FromUser, ops[gen.User](f)))
		serbench.Support(p.name, farcaster.Dataset, serbench.Converting(conv.ToCast, conv.FromCast, castOps(f)))
	}
}

// message is a generated struct type M, used through its pointer P.
type message[M any] interface {
	*M
	thrift.TStruct
}

// bufSize is the memory buffer of each serializer and deserializer, as
// NewTSerializer and NewTDeserializer size it.
const bufSize = 1024

// newSerializer and newDeserializer make a TSerializer and a TDeserializer
// for any protocol, as NewTSerializer and NewTDeserializer make them for the
// binary one.
func newSerializer(f thrift.TProtocolFactory) *thrift.TSerializer {
	t := thrift.NewTMemoryBufferLen(bufSize)
	return &thrift.TSerializer{Transport: t, Protocol: f.GetProtocol(t)}
}

func newDeserializer(f thrift.TProtocolFactory) *thrift.TDeserializer {
	t := thrift.NewTMemoryBufferLen(bufSize)
	return &thrift.TDeserializer{Transport: t, Protocol: f.GetProtocol(t)}
}

// A writer and a reader are what the variants serialize with: the pools or
// one TSerializer and TDeserializer.
type (
	writer interface {
		Write(context.Context, thrift.TStruct) ([]byte, error)
	}
	reader interface {
		Read(context.Context, thrift.TStruct, []byte) error
	}
)

// ops returns the variants for one generated type. TSerializer.Write copies
// its result out of the memory buffer, so even a reused serializer returns
// a fresh slice. Generated Read methods do not reset a struct, so every
// variant decodes into a fresh one.
func ops[M any, P message[M]](f thrift.TProtocolFactory) map[serbench.Variant]serbench.Ops[M] {
	one := func(w writer, r reader, note string) serbench.Ops[M] {
		ctx := context.Background()
		return serbench.Ops[M]{
			Marshal: func(v *M) ([]byte, error) { return w.Write(ctx, P(v)) },
			Unmarshal: func(data []byte) (*M, error) {
				v := new(M)
				return v, r.Read(ctx, P(v), data)
			},
			Note: note,
		}
	}
	return map[serbench.Variant]serbench.Ops[M]{
		serbench.Default: one(thrift.NewTSerializerPoolSizeFactory(bufSize, f), thrift.NewTDeserializerPoolSizeFactory(bufSize, f), ""),
		serbench.Reuse:   one(newSerializer(f), newDeserializer(f), reuseNote),
	}
}

const reuseNote = "one TSerializer and one TDeserializer (and their memory buffers) for every call, not pooled"

// castOps encodes a farcaster record in two levels, with the variants of
// each level's struct.
func castOps(f thrift.TProtocolFactory) map[serbench.Variant]serbench.Ops[conv.Cast] {
	return farcaster.NestVariants(ops[gen.Message](f), ops[gen.MessageData](f), conv.EnvelopeData, nil)
}
