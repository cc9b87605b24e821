// Package evolvethrift holds serbench evolve's records in Thrift:
// v1.thrift, the old version of each change's record, and v2.thrift, the
// new one, each changed as Thrift's versioning rules allow. Debian's
// Thrift 0.17 compiler generates both into packages evolvev1 and evolvev2,
// as codecs/thrift generates its datasets' types.
//
// Support converts evolve's Go records (packages evolve/older and
// evolve/newer) to the generated structs and back, field for field with
// evolve.Copier, and registers them for a codec with its way of
// serializing a struct, so that thrift-binary and thrift-compact each use
// their own protocol.
package evolvethrift

//go:generate sh -c "rm -rf evolvev1 evolvev2 && thrift --gen go -out . v1.thrift && thrift --gen go -out . v2.thrift && gofmt -w evolvev1 evolvev2"

import (
	"context"

	"github.com/apache/thrift/lib/go/thrift"

	"github.com/serbench/serbench/codecs/thrift/evolvethrift/evolvev1"
	"github.com/serbench/serbench/codecs/thrift/evolvethrift/evolvev2"
	"github.com/serbench/serbench/evolve"
	"github.com/serbench/serbench/evolve/newer"
	"github.com/serbench/serbench/evolve/older"
)

// A Codec serializes a generated struct and deserializes into one, as a
// TSerializerPool's Write and a TDeserializerPool's Read do.
type Codec struct {
	Write func(context.Context, thrift.TStruct) ([]byte, error)
	Read  func(context.Context, thrift.TStruct, []byte) error
}

// message is a generated struct type M, used through its pointer P.
type message[M any] interface {
	*M
	thrift.TStruct
}

// ops writes a record of type T as its copy in struct M and reads one back
// through a copy, evolve.Copier converting each way. Generated Read
// methods do not reset a struct, so every record is read into a fresh one.
func ops[T, M any, P message[M]](c Codec) evolve.Ops[T] {
	ctx := context.Background()
	to, from := evolve.Copier[M, T](), evolve.Copier[T, M]()
	return evolve.Ops[T]{
		Marshal: func(r *T) ([]byte, error) { return c.Write(ctx, P(to(r))) },
		Unmarshal: func(data []byte) (*T, error) {
			m := new(M)
			if err := c.Read(ctx, P(m), data); err != nil {
				return nil, err
			}
			return from(m), nil
		},
	}
}

// Support registers every change of evolve for codec, which serializes
// the structs of v1.thrift and v2.thrift as c does. A generated struct
// holds its address through a pointer, nil when the bytes lack the field.
func Support(codec string, c Codec) {
	evolve.Support(codec, ops[older.FieldAdded, evolvev1.FieldAdded](c), ops[newer.FieldAdded, evolvev2.FieldAdded](c))
	evolve.Support(codec, ops[older.FieldRemoved, evolvev1.FieldRemoved](c), ops[newer.FieldRemoved, evolvev2.FieldRemoved](c))
	evolve.Support(codec, ops[older.FieldRenamed, evolvev1.FieldRenamed](c), ops[newer.FieldRenamed, evolvev2.FieldRenamed](c))
	evolve.Support(codec, ops[older.FieldsReordered, evolvev1.FieldsReordered](c), ops[newer.FieldsReordered, evolvev2.FieldsReordered](c))
	evolve.Support(codec, ops[older.IntWidened, evolvev1.IntWidened](c), ops[newer.IntWidened, evolvev2.IntWidened](c))
	evolve.Support(codec, ops[older.IntNarrowed, evolvev1.IntNarrowed](c), ops[newer.IntNarrowed, evolvev2.IntNarrowed](c))
	evolve.Support(codec, ops[older.MadeOptional, evolvev1.MadeOptional](c), ops[newer.MadeOptional, evolvev2.MadeOptional](c))
	evolve.Support(codec, ops[older.EnumValueAdded, evolvev1.EnumValueAdded](c), ops[newer.EnumValueAdded, evolvev2.EnumValueAdded](c))
	evolve.Support(codec, ops[older.NestedFieldAdded, evolvev1.NestedFieldAdded](c), ops[newer.NestedFieldAdded, evolvev2.NestedFieldAdded](c))
}
