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
	evolve.Support(name, copied[older.FieldAdded, evolvev1.FieldAdded](), copied[newer.FieldAdded, evolvev2.FieldAdded]())
	// The new version neither sets nor reads DeprecatedNote.
	evolve.Support(name, copied[older.FieldRemoved, evolvev1.FieldRemoved](),
		evolveOps(func(r *newer.FieldRemoved) *evolvev2.FieldRemoved {
			return &evolvev2.FieldRemoved{ID: r.ID, Score: r.Score}
		}, func(m *evolvev2.FieldRemoved) *newer.FieldRemoved {
			return &newer.FieldRemoved{ID: m.ID, Score: m.Score}
		}))
	evolve.Support(name, copied[older.FieldRenamed, evolvev1.FieldRenamed](), copied[newer.FieldRenamed, evolvev2.FieldRenamed]())
	evolve.Support(name, copied[older.FieldsReordered, evolvev1.FieldsReordered](), copied[newer.FieldsReordered, evolvev2.FieldsReordered]())
	evolve.Support(name, copied[older.IntWidened, evolvev1.IntWidened](), copied[newer.IntWidened, evolvev2.IntWidened]())
	evolve.Support(name, copied[older.IntNarrowed, evolvev1.IntNarrowed](), copied[newer.IntNarrowed, evolvev2.IntNarrowed]())
	// The new Age is nil when the struct is, as collections.colf's
	// optional plain values are.
	evolve.Support(name, copied[older.MadeOptional, evolvev1.MadeOptional](),
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
	evolve.Support(name, copied[older.EnumValueAdded, evolvev1.EnumValueAdded](), copied[newer.EnumValueAdded, evolvev2.EnumValueAdded]())
	// Address is held by pointer, as Colfer generates nested structs, and
	// written whenever the record is; a nil one reads as the zero Address.
	evolve.Support(name, copied[older.NestedFieldAdded, evolvev1.NestedFieldAdded](), copied[newer.NestedFieldAdded, evolvev2.NestedFieldAdded]())
}

// copied is evolveOps with evolve.Copier's conversions, field for field.
func copied[T, M any, P message[M]]() evolve.Ops[T] {
	to, from := evolve.Copier[M, T](), evolve.Copier[T, M]()
	return evolveOps(func(r *T) P { return to(r) }, func(m P) *T { return from(m) })
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
