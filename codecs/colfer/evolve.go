//go:build !binsize

package colfer

// serbench evolve's records in Colfer: evolvecolf/v1.colf is the old
// version of each change's record, evolvecolf/v2.colf the new one,
// generated into packages evolvev1 and evolvev2 as the datasets' schemas
// are, so that the benchmarks do not link them (binsize builds with the
// tag binsize). A field is known by its index, its place in the
// declaration: an added field goes at the end, a removed one stays,
// renamed; an enum is an int32. Each record goes through the default
// variant's MarshalBinary and UnmarshalBinary. A header carries a field's
// index and a flag, no type or length, so the generated Unmarshal cannot
// skip a field it does not know: it refuses the header (a field at its
// zero value is not written, so it is refused only when set), and it reads
// a field as its own type says. int32 and int64 share one encoding, a
// varint with the sign in the header's flag, so an int32 reads an int64's
// bytes, keeping their low 32 bits.

//go:generate go tool colf -b evolvecolf Go evolvecolf/v1.colf evolvecolf/v2.colf

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/colfer/evolvecolf/evolvev1"
	"github.com/serbench/serbench/codecs/colfer/evolvecolf/evolvev2"
	"github.com/serbench/serbench/evolve"
	"github.com/serbench/serbench/evolve/newer"
	"github.com/serbench/serbench/evolve/older"
)

func init() {
	evolve.Support(name,
		evolveOps(func(r *older.FieldAdded) *evolvev1.FieldAdded {
			return &evolvev1.FieldAdded{ID: r.ID, Name: r.Name}
		}, func(m *evolvev1.FieldAdded) *older.FieldAdded {
			return &older.FieldAdded{ID: m.ID, Name: m.Name}
		}),
		evolveOps(func(r *newer.FieldAdded) *evolvev2.FieldAdded {
			return &evolvev2.FieldAdded{ID: r.ID, Name: r.Name, Email: r.Email}
		}, func(m *evolvev2.FieldAdded) *newer.FieldAdded {
			return &newer.FieldAdded{ID: m.ID, Name: m.Name, Email: m.Email}
		}))
	// The new version neither sets nor reads DeprecatedNote.
	evolve.Support(name,
		evolveOps(func(r *older.FieldRemoved) *evolvev1.FieldRemoved {
			return &evolvev1.FieldRemoved{ID: r.ID, Note: r.Note, Score: r.Score}
		}, func(m *evolvev1.FieldRemoved) *older.FieldRemoved {
			return &older.FieldRemoved{ID: m.ID, Note: m.Note, Score: m.Score}
		}),
		evolveOps(func(r *newer.FieldRemoved) *evolvev2.FieldRemoved {
			return &evolvev2.FieldRemoved{ID: r.ID, Score: r.Score}
		}, func(m *evolvev2.FieldRemoved) *newer.FieldRemoved {
			return &newer.FieldRemoved{ID: m.ID, Score: m.Score}
		}))
	evolve.Support(name,
		evolveOps(func(r *older.FieldRenamed) *evolvev1.FieldRenamed {
			return &evolvev1.FieldRenamed{ID: r.ID, Name: r.Name}
		}, func(m *evolvev1.FieldRenamed) *older.FieldRenamed {
			return &older.FieldRenamed{ID: m.ID, Name: m.Name}
		}),
		evolveOps(func(r *newer.FieldRenamed) *evolvev2.FieldRenamed {
			return &evolvev2.FieldRenamed{ID: r.ID, FullName: r.FullName}
		}, func(m *evolvev2.FieldRenamed) *newer.FieldRenamed {
			return &newer.FieldRenamed{ID: m.ID, FullName: m.FullName}
		}))
	evolve.Support(name,
		evolveOps(func(r *older.FieldsReordered) *evolvev1.FieldsReordered {
			return &evolvev1.FieldsReordered{ID: r.ID, Name: r.Name, Score: r.Score}
		}, func(m *evolvev1.FieldsReordered) *older.FieldsReordered {
			return &older.FieldsReordered{ID: m.ID, Name: m.Name, Score: m.Score}
		}),
		evolveOps(func(r *newer.FieldsReordered) *evolvev2.FieldsReordered {
			return &evolvev2.FieldsReordered{Score: r.Score, ID: r.ID, Name: r.Name}
		}, func(m *evolvev2.FieldsReordered) *newer.FieldsReordered {
			return &newer.FieldsReordered{Score: m.Score, ID: m.ID, Name: m.Name}
		}))
	evolve.Support(name,
		evolveOps(func(r *older.IntWidened) *evolvev1.IntWidened {
			return &evolvev1.IntWidened{ID: r.ID, Count: r.Count}
		}, func(m *evolvev1.IntWidened) *older.IntWidened {
			return &older.IntWidened{ID: m.ID, Count: m.Count}
		}),
		evolveOps(func(r *newer.IntWidened) *evolvev2.IntWidened {
			return &evolvev2.IntWidened{ID: r.ID, Count: r.Count}
		}, func(m *evolvev2.IntWidened) *newer.IntWidened {
			return &newer.IntWidened{ID: m.ID, Count: m.Count}
		}))
	evolve.Support(name,
		evolveOps(func(r *older.IntNarrowed) *evolvev1.IntNarrowed {
			return &evolvev1.IntNarrowed{ID: r.ID, Count: r.Count}
		}, func(m *evolvev1.IntNarrowed) *older.IntNarrowed {
			return &older.IntNarrowed{ID: m.ID, Count: m.Count}
		}),
		evolveOps(func(r *newer.IntNarrowed) *evolvev2.IntNarrowed {
			return &evolvev2.IntNarrowed{ID: r.ID, Count: r.Count}
		}, func(m *evolvev2.IntNarrowed) *newer.IntNarrowed {
			return &newer.IntNarrowed{ID: m.ID, Count: m.Count}
		}))
	// The new Age is nil when the struct is, as collections.colf's
	// optional plain values are.
	evolve.Support(name,
		evolveOps(func(r *older.MadeOptional) *evolvev1.MadeOptional {
			return &evolvev1.MadeOptional{ID: r.ID, Age: r.Age}
		}, func(m *evolvev1.MadeOptional) *older.MadeOptional {
			return &older.MadeOptional{ID: m.ID, Age: m.Age}
		}),
		evolveOps(func(r *newer.MadeOptional) *evolvev2.MadeOptional {
			m := &evolvev2.MadeOptional{ID: r.ID}
			if r.Age != nil {
				m.Age = &evolvev2.OptionalInt32{Value: *r.Age}
			}
			return m
		}, func(m *evolvev2.MadeOptional) *newer.MadeOptional {
			r := &newer.MadeOptional{ID: m.ID}
			if m.Age != nil {
				r.Age = &m.Age.Value
			}
			return r
		}))
	evolve.Support(name,
		evolveOps(func(r *older.EnumValueAdded) *evolvev1.EnumValueAdded {
			return &evolvev1.EnumValueAdded{ID: r.ID, Kind: int32(r.Kind)}
		}, func(m *evolvev1.EnumValueAdded) *older.EnumValueAdded {
			return &older.EnumValueAdded{ID: m.ID, Kind: older.Kind(m.Kind)}
		}),
		evolveOps(func(r *newer.EnumValueAdded) *evolvev2.EnumValueAdded {
			return &evolvev2.EnumValueAdded{ID: r.ID, Kind: int32(r.Kind)}
		}, func(m *evolvev2.EnumValueAdded) *newer.EnumValueAdded {
			return &newer.EnumValueAdded{ID: m.ID, Kind: newer.Kind(m.Kind)}
		}))
	// Address is held by pointer, as Colfer generates nested structs, and
	// written whenever the record is; a nil one reads as the zero Address.
	evolve.Support(name,
		evolveOps(func(r *older.NestedFieldAdded) *evolvev1.NestedFieldAdded {
			return &evolvev1.NestedFieldAdded{ID: r.ID, Address: &evolvev1.Address{City: r.Address.City}}
		}, func(m *evolvev1.NestedFieldAdded) *older.NestedFieldAdded {
			r := &older.NestedFieldAdded{ID: m.ID}
			if m.Address != nil {
				r.Address = older.Address{City: m.Address.City}
			}
			return r
		}),
		evolveOps(func(r *newer.NestedFieldAdded) *evolvev2.NestedFieldAdded {
			return &evolvev2.NestedFieldAdded{ID: r.ID, Address: &evolvev2.Address{City: r.Address.City, Zip: r.Address.Zip}}
		}, func(m *evolvev2.NestedFieldAdded) *newer.NestedFieldAdded {
			r := &newer.NestedFieldAdded{ID: m.ID}
			if m.Address != nil {
				r.Address = newer.Address{City: m.Address.City, Zip: m.Address.Zip}
			}
			return r
		}))
}

// evolveOps marshals a record of type T as the struct that to makes of it
// and reads one back through from, with the default variant's ops.
func evolveOps[T, M any, P message[M]](to func(*T) P, from func(P) *T) evolve.Ops[T] {
	def := ops[M, P]()[serbench.Default]
	return evolve.Ops[T]{
		Marshal: func(r *T) ([]byte, error) { return def.Marshal(to(r)) },
		Unmarshal: func(data []byte) (*T, error) {
			m, err := def.Unmarshal(data)
			if err != nil {
				return nil, err
			}
			return from(m), nil
		},
	}
}
