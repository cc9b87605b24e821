// Package evolvethrift holds serbench evolve's records in Thrift:
// v1.thrift, the old version of each change's record, and v2.thrift, the
// new one, each changed as Thrift's versioning rules allow. Debian's
// Thrift 0.17 compiler generates both into packages evolvev1 and evolvev2,
// as codecs/thrift generates its datasets' types.
//
// Support converts evolve's Go records (packages evolve/older and
// evolve/newer) to the generated structs and back, field for field, and
// registers them for a codec with its way of serializing a struct, so that
// thrift-binary and thrift-compact each use their own protocol.
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

// ops writes a record of type T as the struct that to makes of it and
// reads one back through from. Generated Read methods do not reset a
// struct, so every record is read into a fresh one.
func ops[T, M any, P message[M]](c Codec, to func(*T) P, from func(P) *T) evolve.Ops[T] {
	ctx := context.Background()
	return evolve.Ops[T]{
		Marshal: func(r *T) ([]byte, error) { return c.Write(ctx, to(r)) },
		Unmarshal: func(data []byte) (*T, error) {
			m := P(new(M))
			if err := c.Read(ctx, m, data); err != nil {
				return nil, err
			}
			return from(m), nil
		},
	}
}

// Support registers every change of evolve for codec, which serializes
// the structs of v1.thrift and v2.thrift as c does.
func Support(codec string, c Codec) {
	evolve.Support(codec,
		ops(c, func(r *older.FieldAdded) *evolvev1.FieldAdded {
			return &evolvev1.FieldAdded{ID: r.ID, Name: r.Name}
		}, func(m *evolvev1.FieldAdded) *older.FieldAdded {
			return &older.FieldAdded{ID: m.ID, Name: m.Name}
		}),
		ops(c, func(r *newer.FieldAdded) *evolvev2.FieldAdded {
			return &evolvev2.FieldAdded{ID: r.ID, Name: r.Name, Email: r.Email}
		}, func(m *evolvev2.FieldAdded) *newer.FieldAdded {
			return &newer.FieldAdded{ID: m.ID, Name: m.Name, Email: m.Email}
		}))
	evolve.Support(codec,
		ops(c, func(r *older.FieldRemoved) *evolvev1.FieldRemoved {
			return &evolvev1.FieldRemoved{ID: r.ID, Note: r.Note, Score: r.Score}
		}, func(m *evolvev1.FieldRemoved) *older.FieldRemoved {
			return &older.FieldRemoved{ID: m.ID, Note: m.Note, Score: m.Score}
		}),
		ops(c, func(r *newer.FieldRemoved) *evolvev2.FieldRemoved {
			return &evolvev2.FieldRemoved{ID: r.ID, Score: r.Score}
		}, func(m *evolvev2.FieldRemoved) *newer.FieldRemoved {
			return &newer.FieldRemoved{ID: m.ID, Score: m.Score}
		}))
	evolve.Support(codec,
		ops(c, func(r *older.FieldRenamed) *evolvev1.FieldRenamed {
			return &evolvev1.FieldRenamed{ID: r.ID, Name: r.Name}
		}, func(m *evolvev1.FieldRenamed) *older.FieldRenamed {
			return &older.FieldRenamed{ID: m.ID, Name: m.Name}
		}),
		ops(c, func(r *newer.FieldRenamed) *evolvev2.FieldRenamed {
			return &evolvev2.FieldRenamed{ID: r.ID, FullName: r.FullName}
		}, func(m *evolvev2.FieldRenamed) *newer.FieldRenamed {
			return &newer.FieldRenamed{ID: m.ID, FullName: m.FullName}
		}))
	evolve.Support(codec,
		ops(c, func(r *older.FieldsReordered) *evolvev1.FieldsReordered {
			return &evolvev1.FieldsReordered{ID: r.ID, Name: r.Name, Score: r.Score}
		}, func(m *evolvev1.FieldsReordered) *older.FieldsReordered {
			return &older.FieldsReordered{ID: m.ID, Name: m.Name, Score: m.Score}
		}),
		ops(c, func(r *newer.FieldsReordered) *evolvev2.FieldsReordered {
			return &evolvev2.FieldsReordered{Score: r.Score, ID: r.ID, Name: r.Name}
		}, func(m *evolvev2.FieldsReordered) *newer.FieldsReordered {
			return &newer.FieldsReordered{Score: m.Score, ID: m.ID, Name: m.Name}
		}))
	evolve.Support(codec,
		ops(c, func(r *older.IntWidened) *evolvev1.IntWidened {
			return &evolvev1.IntWidened{ID: r.ID, Count: r.Count}
		}, func(m *evolvev1.IntWidened) *older.IntWidened {
			return &older.IntWidened{ID: m.ID, Count: m.Count}
		}),
		ops(c, func(r *newer.IntWidened) *evolvev2.IntWidened {
			return &evolvev2.IntWidened{ID: r.ID, Count: r.Count}
		}, func(m *evolvev2.IntWidened) *newer.IntWidened {
			return &newer.IntWidened{ID: m.ID, Count: m.Count}
		}))
	evolve.Support(codec,
		ops(c, func(r *older.IntNarrowed) *evolvev1.IntNarrowed {
			return &evolvev1.IntNarrowed{ID: r.ID, Count: r.Count}
		}, func(m *evolvev1.IntNarrowed) *older.IntNarrowed {
			return &older.IntNarrowed{ID: m.ID, Count: m.Count}
		}),
		ops(c, func(r *newer.IntNarrowed) *evolvev2.IntNarrowed {
			return &evolvev2.IntNarrowed{ID: r.ID, Count: r.Count}
		}, func(m *evolvev2.IntNarrowed) *newer.IntNarrowed {
			return &newer.IntNarrowed{ID: m.ID, Count: m.Count}
		}))
	evolve.Support(codec,
		ops(c, func(r *older.MadeOptional) *evolvev1.MadeOptional {
			return &evolvev1.MadeOptional{ID: r.ID, Age: r.Age}
		}, func(m *evolvev1.MadeOptional) *older.MadeOptional {
			return &older.MadeOptional{ID: m.ID, Age: m.Age}
		}),
		ops(c, func(r *newer.MadeOptional) *evolvev2.MadeOptional {
			return &evolvev2.MadeOptional{ID: r.ID, Age: r.Age}
		}, func(m *evolvev2.MadeOptional) *newer.MadeOptional {
			return &newer.MadeOptional{ID: m.ID, Age: m.Age}
		}))
	evolve.Support(codec,
		ops(c, func(r *older.EnumValueAdded) *evolvev1.EnumValueAdded {
			return &evolvev1.EnumValueAdded{ID: r.ID, Kind: evolvev1.Kind(r.Kind)}
		}, func(m *evolvev1.EnumValueAdded) *older.EnumValueAdded {
			return &older.EnumValueAdded{ID: m.ID, Kind: older.Kind(m.Kind)}
		}),
		ops(c, func(r *newer.EnumValueAdded) *evolvev2.EnumValueAdded {
			return &evolvev2.EnumValueAdded{ID: r.ID, Kind: evolvev2.Kind(r.Kind)}
		}, func(m *evolvev2.EnumValueAdded) *newer.EnumValueAdded {
			return &newer.EnumValueAdded{ID: m.ID, Kind: newer.Kind(m.Kind)}
		}))
	// The generated struct holds its address through a pointer, nil when
	// the bytes lack the field.
	evolve.Support(codec,
		ops(c, func(r *older.NestedFieldAdded) *evolvev1.NestedFieldAdded {
			return &evolvev1.NestedFieldAdded{ID: r.ID, Address: &evolvev1.Address{City: r.Address.City}}
		}, func(m *evolvev1.NestedFieldAdded) *older.NestedFieldAdded {
			r := &older.NestedFieldAdded{ID: m.ID}
			if a := m.Address; a != nil {
				r.Address = older.Address{City: a.City}
			}
			return r
		}),
		ops(c, func(r *newer.NestedFieldAdded) *evolvev2.NestedFieldAdded {
			return &evolvev2.NestedFieldAdded{ID: r.ID, Address: &evolvev2.Address{City: r.Address.City, Zip: r.Address.Zip}}
		}, func(m *evolvev2.NestedFieldAdded) *newer.NestedFieldAdded {
			r := &newer.NestedFieldAdded{ID: m.ID}
			if a := m.Address; a != nil {
				r.Address = newer.Address{City: a.City, Zip: a.Zip}
			}
			return r
		}))
}
