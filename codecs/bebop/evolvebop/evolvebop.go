// Package evolvebop holds serbench evolve's records in Bebop:
// v1/evolve.bop, the old version of each change's record, and
// v2/evolve.bop, the new one, each changed as the Bebop documentation says
// to evolve a message or, where it says nothing, as a user would write it
// all the same (see v2/evolve.bop). bebopc-go generates both into packages
// evolvev1 and evolvev2, as codecs/bebop generates its datasets' records.
//
// The datasets' records are Bebop structs, whose layout is fixed and
// which no version may change; these are messages, whose fields carry
// indices and may be absent, as Bebop prescribes for a type that evolves.
// The generated message's fields are pointers: a record sets every field
// it has, and a field the bytes lack reads as its zero value.
//
// Support converts evolve's Go records (packages evolve/older and
// evolve/newer) to the messages and back, field for field, and registers
// them for a codec, marshalled as the codec's default variant does.
package evolvebop

//go:generate sh -c "go tool bebopc-go -i v1/evolve.bop -o v1/evolve.go -package evolvev1 && gofmt -w v1/evolve.go"
//go:generate sh -c "go tool bebopc-go -i v2/evolve.bop -o v2/evolve.go -package evolvev2 && gofmt -w v2/evolve.go"

import (
	evolvev1 "github.com/serbench/serbench/codecs/bebop/evolvebop/v1"
	evolvev2 "github.com/serbench/serbench/codecs/bebop/evolvebop/v2"
	"github.com/serbench/serbench/evolve"
	"github.com/serbench/serbench/evolve/newer"
	"github.com/serbench/serbench/evolve/older"
)

// message is a generated message type M, used through its pointer P.
type message[M any] interface {
	*M
	MarshalBebop() []byte
	UnmarshalBebop([]byte) error
}

// ops marshals a record of type T as the message that to makes of it,
// with MarshalBebop, and reads one back with UnmarshalBebop through from.
func ops[T, M any, P message[M]](to func(*T) P, from func(P) *T) evolve.Ops[T] {
	return evolve.Ops[T]{
		Marshal: func(r *T) ([]byte, error) { return to(r).MarshalBebop(), nil },
		Unmarshal: func(data []byte) (*T, error) {
			m := P(new(M))
			if err := m.UnmarshalBebop(data); err != nil {
				return nil, err
			}
			return from(m), nil
		},
	}
}

// value is a message field's value, or its zero value if the field is
// absent.
func value[V any](p *V) V {
	if p == nil {
		var zero V
		return zero
	}
	return *p
}

// Support registers every change of evolve for codec, which marshals the
// messages of v1/evolve.bop and v2/evolve.bop.
func Support(codec string) {
	evolve.Support(codec,
		ops(func(r *older.FieldAdded) *evolvev1.FieldAdded {
			return &evolvev1.FieldAdded{Id: new(r.ID), Name: new(r.Name)}
		}, func(m *evolvev1.FieldAdded) *older.FieldAdded {
			return &older.FieldAdded{ID: value(m.Id), Name: value(m.Name)}
		}),
		ops(func(r *newer.FieldAdded) *evolvev2.FieldAdded {
			return &evolvev2.FieldAdded{Id: new(r.ID), Name: new(r.Name), Email: new(r.Email)}
		}, func(m *evolvev2.FieldAdded) *newer.FieldAdded {
			return &newer.FieldAdded{ID: value(m.Id), Name: value(m.Name), Email: value(m.Email)}
		}))
	evolve.Support(codec,
		ops(func(r *older.FieldRemoved) *evolvev1.FieldRemoved {
			return &evolvev1.FieldRemoved{Id: new(r.ID), Note: new(r.Note), Score: new(r.Score)}
		}, func(m *evolvev1.FieldRemoved) *older.FieldRemoved {
			return &older.FieldRemoved{ID: value(m.Id), Note: value(m.Note), Score: value(m.Score)}
		}),
		// v2's note is deprecated: bebopc-go never writes it and still
		// reads it, into a field the record does not have.
		ops(func(r *newer.FieldRemoved) *evolvev2.FieldRemoved {
			return &evolvev2.FieldRemoved{Id: new(r.ID), Score: new(r.Score)}
		}, func(m *evolvev2.FieldRemoved) *newer.FieldRemoved {
			return &newer.FieldRemoved{ID: value(m.Id), Score: value(m.Score)}
		}))
	evolve.Support(codec,
		ops(func(r *older.FieldRenamed) *evolvev1.FieldRenamed {
			return &evolvev1.FieldRenamed{Id: new(r.ID), Name: new(r.Name)}
		}, func(m *evolvev1.FieldRenamed) *older.FieldRenamed {
			return &older.FieldRenamed{ID: value(m.Id), Name: value(m.Name)}
		}),
		ops(func(r *newer.FieldRenamed) *evolvev2.FieldRenamed {
			return &evolvev2.FieldRenamed{Id: new(r.ID), FullName: new(r.FullName)}
		}, func(m *evolvev2.FieldRenamed) *newer.FieldRenamed {
			return &newer.FieldRenamed{ID: value(m.Id), FullName: value(m.FullName)}
		}))
	evolve.Support(codec,
		ops(func(r *older.FieldsReordered) *evolvev1.FieldsReordered {
			return &evolvev1.FieldsReordered{Id: new(r.ID), Name: new(r.Name), Score: new(r.Score)}
		}, func(m *evolvev1.FieldsReordered) *older.FieldsReordered {
			return &older.FieldsReordered{ID: value(m.Id), Name: value(m.Name), Score: value(m.Score)}
		}),
		ops(func(r *newer.FieldsReordered) *evolvev2.FieldsReordered {
			return &evolvev2.FieldsReordered{Score: new(r.Score), Id: new(r.ID), Name: new(r.Name)}
		}, func(m *evolvev2.FieldsReordered) *newer.FieldsReordered {
			return &newer.FieldsReordered{Score: value(m.Score), ID: value(m.Id), Name: value(m.Name)}
		}))
	evolve.Support(codec,
		ops(func(r *older.IntWidened) *evolvev1.IntWidened {
			return &evolvev1.IntWidened{Id: new(r.ID), Count: new(r.Count)}
		}, func(m *evolvev1.IntWidened) *older.IntWidened {
			return &older.IntWidened{ID: value(m.Id), Count: value(m.Count)}
		}),
		ops(func(r *newer.IntWidened) *evolvev2.IntWidened {
			return &evolvev2.IntWidened{Id: new(r.ID), Count: new(r.Count)}
		}, func(m *evolvev2.IntWidened) *newer.IntWidened {
			return &newer.IntWidened{ID: value(m.Id), Count: value(m.Count)}
		}))
	evolve.Support(codec,
		ops(func(r *older.IntNarrowed) *evolvev1.IntNarrowed {
			return &evolvev1.IntNarrowed{Id: new(r.ID), Count: new(r.Count)}
		}, func(m *evolvev1.IntNarrowed) *older.IntNarrowed {
			return &older.IntNarrowed{ID: value(m.Id), Count: value(m.Count)}
		}),
		ops(func(r *newer.IntNarrowed) *evolvev2.IntNarrowed {
			return &evolvev2.IntNarrowed{Id: new(r.ID), Count: new(r.Count)}
		}, func(m *evolvev2.IntNarrowed) *newer.IntNarrowed {
			return &newer.IntNarrowed{ID: value(m.Id), Count: value(m.Count)}
		}))
	// The old age is written for every record; the new one only when the
	// record has one, and read back absent when the bytes lack it.
	evolve.Support(codec,
		ops(func(r *older.MadeOptional) *evolvev1.MadeOptional {
			return &evolvev1.MadeOptional{Id: new(r.ID), Age: new(r.Age)}
		}, func(m *evolvev1.MadeOptional) *older.MadeOptional {
			return &older.MadeOptional{ID: value(m.Id), Age: value(m.Age)}
		}),
		ops(func(r *newer.MadeOptional) *evolvev2.MadeOptional {
			return &evolvev2.MadeOptional{Id: new(r.ID), Age: r.Age}
		}, func(m *evolvev2.MadeOptional) *newer.MadeOptional {
			return &newer.MadeOptional{ID: value(m.Id), Age: m.Age}
		}))
	evolve.Support(codec,
		ops(func(r *older.EnumValueAdded) *evolvev1.EnumValueAdded {
			return &evolvev1.EnumValueAdded{Id: new(r.ID), Kind: new(evolvev1.Kind(r.Kind))}
		}, func(m *evolvev1.EnumValueAdded) *older.EnumValueAdded {
			return &older.EnumValueAdded{ID: value(m.Id), Kind: older.Kind(value(m.Kind))}
		}),
		ops(func(r *newer.EnumValueAdded) *evolvev2.EnumValueAdded {
			return &evolvev2.EnumValueAdded{Id: new(r.ID), Kind: new(evolvev2.Kind(r.Kind))}
		}, func(m *evolvev2.EnumValueAdded) *newer.EnumValueAdded {
			return &newer.EnumValueAdded{ID: value(m.Id), Kind: newer.Kind(value(m.Kind))}
		}))
	// UnmarshalBebop steps over a nested message by the size of what it
	// read, not by the message's length prefix: the old reader of a new
	// Address resumes the outer message at zip's length, which it takes
	// for an index, and stops there only if no field has that index.
	evolve.Support(codec,
		ops(func(r *older.NestedFieldAdded) *evolvev1.NestedFieldAdded {
			return &evolvev1.NestedFieldAdded{Id: new(r.ID), Address: &evolvev1.Address{City: new(r.Address.City)}}
		}, func(m *evolvev1.NestedFieldAdded) *older.NestedFieldAdded {
			a := value(m.Address)
			return &older.NestedFieldAdded{ID: value(m.Id), Address: older.Address{City: value(a.City)}}
		}),
		ops(func(r *newer.NestedFieldAdded) *evolvev2.NestedFieldAdded {
			return &evolvev2.NestedFieldAdded{Id: new(r.ID),
				Address: &evolvev2.Address{City: new(r.Address.City), Zip: new(r.Address.Zip)}}
		}, func(m *evolvev2.NestedFieldAdded) *newer.NestedFieldAdded {
			a := value(m.Address)
			return &newer.NestedFieldAdded{ID: value(m.Id), Address: newer.Address{City: value(a.City), Zip: value(a.Zip)}}
		}))
}
