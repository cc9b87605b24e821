// Package evolvepb holds serbench evolve's records in Protocol Buffers:
// v1/evolve.proto, the old version of each change's record, and
// v2/evolve.proto, the new one, each changed as the language guide says
// to update a message type. protoc-gen-go and protoc-gen-go-vtproto
// generate both into packages evolvev1 and evolvev2, as codecs/protobuf
// generates its datasets' messages, so that the codecs that share those
// (protobuf, vtprotobuf, golang-protobuf) share these; codecs/gogoprotobuf
// generates a copy of the schemas for its own generator.
//
// Support converts evolve's Go records (packages evolve/older and
// evolve/newer) to the messages and back, field for field, and registers
// them for a codec with its way of marshalling a message.
package evolvepb

//go:generate sh -c "protoc --plugin=protoc-gen-go=\"$(go tool -n protoc-gen-go)\" --plugin=protoc-gen-go-vtproto=\"$(go tool -n protoc-gen-go-vtproto)\" --go_out=. --go_opt=paths=source_relative --go-vtproto_out=. --go-vtproto_opt=paths=source_relative,features=marshal+unmarshal+size v1/evolve.proto v2/evolve.proto"

import (
	"google.golang.org/protobuf/proto"

	evolvev1 "github.com/serbench/serbench/codecs/protobuf/evolvepb/v1"
	evolvev2 "github.com/serbench/serbench/codecs/protobuf/evolvepb/v2"
	"github.com/serbench/serbench/evolve"
	"github.com/serbench/serbench/evolve/newer"
	"github.com/serbench/serbench/evolve/older"
)

// A Codec marshals a generated message and unmarshals into one.
type Codec struct {
	Marshal   func(proto.Message) ([]byte, error)
	Unmarshal func([]byte, proto.Message) error
}

// message is a generated message type M, used through its pointer P.
type message[M any] interface {
	*M
	proto.Message
}

// ops marshals a record of type T as the message that to makes of it and
// reads one back through from.
func ops[T, M any, P message[M]](c Codec, to func(*T) P, from func(P) *T) evolve.Ops[T] {
	return evolve.Ops[T]{
		Marshal: func(r *T) ([]byte, error) { return c.Marshal(to(r)) },
		Unmarshal: func(data []byte) (*T, error) {
			m := P(new(M))
			if err := c.Unmarshal(data, m); err != nil {
				return nil, err
			}
			return from(m), nil
		},
	}
}

// Support registers every change of evolve for codec, which marshals the
// messages of v1/evolve.proto and v2/evolve.proto as c does.
func Support(codec string, c Codec) {
	evolve.Support(codec,
		ops(c, func(r *older.FieldAdded) *evolvev1.FieldAdded {
			return &evolvev1.FieldAdded{Id: r.ID, Name: r.Name}
		}, func(m *evolvev1.FieldAdded) *older.FieldAdded {
			return &older.FieldAdded{ID: m.Id, Name: m.Name}
		}),
		ops(c, func(r *newer.FieldAdded) *evolvev2.FieldAdded {
			return &evolvev2.FieldAdded{Id: r.ID, Name: r.Name, Email: r.Email}
		}, func(m *evolvev2.FieldAdded) *newer.FieldAdded {
			return &newer.FieldAdded{ID: m.Id, Name: m.Name, Email: m.Email}
		}))
	evolve.Support(codec,
		ops(c, func(r *older.FieldRemoved) *evolvev1.FieldRemoved {
			return &evolvev1.FieldRemoved{Id: r.ID, Note: r.Note, Score: r.Score}
		}, func(m *evolvev1.FieldRemoved) *older.FieldRemoved {
			return &older.FieldRemoved{ID: m.Id, Note: m.Note, Score: m.Score}
		}),
		ops(c, func(r *newer.FieldRemoved) *evolvev2.FieldRemoved {
			return &evolvev2.FieldRemoved{Id: r.ID, Score: r.Score}
		}, func(m *evolvev2.FieldRemoved) *newer.FieldRemoved {
			return &newer.FieldRemoved{ID: m.Id, Score: m.Score}
		}))
	evolve.Support(codec,
		ops(c, func(r *older.FieldRenamed) *evolvev1.FieldRenamed {
			return &evolvev1.FieldRenamed{Id: r.ID, Name: r.Name}
		}, func(m *evolvev1.FieldRenamed) *older.FieldRenamed {
			return &older.FieldRenamed{ID: m.Id, Name: m.Name}
		}),
		ops(c, func(r *newer.FieldRenamed) *evolvev2.FieldRenamed {
			return &evolvev2.FieldRenamed{Id: r.ID, FullName: r.FullName}
		}, func(m *evolvev2.FieldRenamed) *newer.FieldRenamed {
			return &newer.FieldRenamed{ID: m.Id, FullName: m.FullName}
		}))
	evolve.Support(codec,
		ops(c, func(r *older.FieldsReordered) *evolvev1.FieldsReordered {
			return &evolvev1.FieldsReordered{Id: r.ID, Name: r.Name, Score: r.Score}
		}, func(m *evolvev1.FieldsReordered) *older.FieldsReordered {
			return &older.FieldsReordered{ID: m.Id, Name: m.Name, Score: m.Score}
		}),
		ops(c, func(r *newer.FieldsReordered) *evolvev2.FieldsReordered {
			return &evolvev2.FieldsReordered{Score: r.Score, Id: r.ID, Name: r.Name}
		}, func(m *evolvev2.FieldsReordered) *newer.FieldsReordered {
			return &newer.FieldsReordered{Score: m.Score, ID: m.Id, Name: m.Name}
		}))
	evolve.Support(codec,
		ops(c, func(r *older.IntWidened) *evolvev1.IntWidened {
			return &evolvev1.IntWidened{Id: r.ID, Count: r.Count}
		}, func(m *evolvev1.IntWidened) *older.IntWidened {
			return &older.IntWidened{ID: m.Id, Count: m.Count}
		}),
		ops(c, func(r *newer.IntWidened) *evolvev2.IntWidened {
			return &evolvev2.IntWidened{Id: r.ID, Count: r.Count}
		}, func(m *evolvev2.IntWidened) *newer.IntWidened {
			return &newer.IntWidened{ID: m.Id, Count: m.Count}
		}))
	evolve.Support(codec,
		ops(c, func(r *older.IntNarrowed) *evolvev1.IntNarrowed {
			return &evolvev1.IntNarrowed{Id: r.ID, Count: r.Count}
		}, func(m *evolvev1.IntNarrowed) *older.IntNarrowed {
			return &older.IntNarrowed{ID: m.Id, Count: m.Count}
		}),
		ops(c, func(r *newer.IntNarrowed) *evolvev2.IntNarrowed {
			return &evolvev2.IntNarrowed{Id: r.ID, Count: r.Count}
		}, func(m *evolvev2.IntNarrowed) *newer.IntNarrowed {
			return &newer.IntNarrowed{ID: m.Id, Count: m.Count}
		}))
	evolve.Support(codec,
		ops(c, func(r *older.MadeOptional) *evolvev1.MadeOptional {
			return &evolvev1.MadeOptional{Id: r.ID, Age: r.Age}
		}, func(m *evolvev1.MadeOptional) *older.MadeOptional {
			return &older.MadeOptional{ID: m.Id, Age: m.Age}
		}),
		ops(c, func(r *newer.MadeOptional) *evolvev2.MadeOptional {
			return &evolvev2.MadeOptional{Id: r.ID, Age: r.Age}
		}, func(m *evolvev2.MadeOptional) *newer.MadeOptional {
			return &newer.MadeOptional{ID: m.Id, Age: m.Age}
		}))
	evolve.Support(codec,
		ops(c, func(r *older.EnumValueAdded) *evolvev1.EnumValueAdded {
			return &evolvev1.EnumValueAdded{Id: r.ID, Kind: evolvev1.Kind(r.Kind)}
		}, func(m *evolvev1.EnumValueAdded) *older.EnumValueAdded {
			return &older.EnumValueAdded{ID: m.Id, Kind: older.Kind(m.Kind)}
		}),
		ops(c, func(r *newer.EnumValueAdded) *evolvev2.EnumValueAdded {
			return &evolvev2.EnumValueAdded{Id: r.ID, Kind: evolvev2.Kind(r.Kind)}
		}, func(m *evolvev2.EnumValueAdded) *newer.EnumValueAdded {
			return &newer.EnumValueAdded{ID: m.Id, Kind: newer.Kind(m.Kind)}
		}))
	evolve.Support(codec,
		ops(c, func(r *older.NestedFieldAdded) *evolvev1.NestedFieldAdded {
			return &evolvev1.NestedFieldAdded{Id: r.ID, Address: &evolvev1.Address{City: r.Address.City}}
		}, func(m *evolvev1.NestedFieldAdded) *older.NestedFieldAdded {
			return &older.NestedFieldAdded{ID: m.Id, Address: older.Address{City: m.GetAddress().GetCity()}}
		}),
		ops(c, func(r *newer.NestedFieldAdded) *evolvev2.NestedFieldAdded {
			return &evolvev2.NestedFieldAdded{Id: r.ID, Address: &evolvev2.Address{City: r.Address.City, Zip: r.Address.Zip}}
		}, func(m *evolvev2.NestedFieldAdded) *newer.NestedFieldAdded {
			return &newer.NestedFieldAdded{ID: m.Id, Address: newer.Address{City: m.GetAddress().GetCity(), Zip: m.GetAddress().GetZip()}}
		}))
}
