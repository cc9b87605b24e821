// Package evolvefb holds serbench evolve's records in FlatBuffers:
// v1.fbs, the old version of each change's record, and v2.fbs, the new
// one, each changed as the FlatBuffers documentation's "Evolution" page
// says or, where it forbids the change, as a user would write it all the
// same (see v2.fbs). flatc generates both into packages evolvev1 and
// evolvev2, as codecs/flatbuffers generates its datasets' tables.
//
// Support builds each version's table straight from evolve's Go records
// (packages evolve/older and evolve/newer) and reads every field back
// through the generated accessors, field for field, as the codec's
// Marshal and Unmarshal do, and registers them for a codec.
package evolvefb

//go:generate sh -c "rm -rf evolvev1 evolvev2 && flatc --go -o . v1.fbs v2.fbs"

import (
	flatbuffers "github.com/google/flatbuffers/go"

	"github.com/serbench/serbench/codecs/flatbuffers/evolvefb/evolvev1"
	"github.com/serbench/serbench/codecs/flatbuffers/evolvefb/evolvev2"
	"github.com/serbench/serbench/evolve"
	"github.com/serbench/serbench/evolve/newer"
	"github.com/serbench/serbench/evolve/older"
)

// ops marshals a record of type T as the table that build writes of it,
// with a new Builder per record and no error, as the codec's default
// variant does, and reads one back through read. A FlatBuffers reader
// checks nothing: bytes it cannot follow make the accessors panic, which
// evolve reports as an error.
func ops[T any](build func(*flatbuffers.Builder, *T) flatbuffers.UOffsetT, read func([]byte) *T) evolve.Ops[T] {
	return evolve.Ops[T]{
		Marshal: func(r *T) ([]byte, error) {
			b := flatbuffers.NewBuilder(128)
			b.Finish(build(b, r))
			return b.FinishedBytes(), nil
		},
		Unmarshal: func(data []byte) (*T, error) { return read(data), nil },
	}
}

// Support registers every change of evolve for codec, which marshals the
// tables of v1.fbs and v2.fbs.
func Support(codec string) {
	evolve.Support(codec,
		ops(func(b *flatbuffers.Builder, r *older.FieldAdded) flatbuffers.UOffsetT {
			name := b.CreateString(r.Name)
			evolvev1.FieldAddedStart(b)
			evolvev1.FieldAddedAddId(b, r.ID)
			evolvev1.FieldAddedAddName(b, name)
			return evolvev1.FieldAddedEnd(b)
		}, func(data []byte) *older.FieldAdded {
			m := evolvev1.GetRootAsFieldAdded(data, 0)
			return &older.FieldAdded{ID: m.Id(), Name: string(m.Name())}
		}),
		ops(func(b *flatbuffers.Builder, r *newer.FieldAdded) flatbuffers.UOffsetT {
			name, email := b.CreateString(r.Name), b.CreateString(r.Email)
			evolvev2.FieldAddedStart(b)
			evolvev2.FieldAddedAddId(b, r.ID)
			evolvev2.FieldAddedAddName(b, name)
			evolvev2.FieldAddedAddEmail(b, email)
			return evolvev2.FieldAddedEnd(b)
		}, func(data []byte) *newer.FieldAdded {
			m := evolvev2.GetRootAsFieldAdded(data, 0)
			return &newer.FieldAdded{ID: m.Id(), Name: string(m.Name()), Email: string(m.Email())}
		}))
	evolve.Support(codec,
		ops(func(b *flatbuffers.Builder, r *older.FieldRemoved) flatbuffers.UOffsetT {
			note := b.CreateString(r.Note)
			evolvev1.FieldRemovedStart(b)
			evolvev1.FieldRemovedAddId(b, r.ID)
			evolvev1.FieldRemovedAddNote(b, note)
			evolvev1.FieldRemovedAddScore(b, r.Score)
			return evolvev1.FieldRemovedEnd(b)
		}, func(data []byte) *older.FieldRemoved {
			m := evolvev1.GetRootAsFieldRemoved(data, 0)
			return &older.FieldRemoved{ID: m.Id(), Note: string(m.Note()), Score: m.Score()}
		}),
		// v2's note is deprecated: flatc writes no accessor or setter for
		// it, and its slot stays taken.
		ops(func(b *flatbuffers.Builder, r *newer.FieldRemoved) flatbuffers.UOffsetT {
			evolvev2.FieldRemovedStart(b)
			evolvev2.FieldRemovedAddId(b, r.ID)
			evolvev2.FieldRemovedAddScore(b, r.Score)
			return evolvev2.FieldRemovedEnd(b)
		}, func(data []byte) *newer.FieldRemoved {
			m := evolvev2.GetRootAsFieldRemoved(data, 0)
			return &newer.FieldRemoved{ID: m.Id(), Score: m.Score()}
		}))
	evolve.Support(codec,
		ops(func(b *flatbuffers.Builder, r *older.FieldRenamed) flatbuffers.UOffsetT {
			name := b.CreateString(r.Name)
			evolvev1.FieldRenamedStart(b)
			evolvev1.FieldRenamedAddId(b, r.ID)
			evolvev1.FieldRenamedAddName(b, name)
			return evolvev1.FieldRenamedEnd(b)
		}, func(data []byte) *older.FieldRenamed {
			m := evolvev1.GetRootAsFieldRenamed(data, 0)
			return &older.FieldRenamed{ID: m.Id(), Name: string(m.Name())}
		}),
		ops(func(b *flatbuffers.Builder, r *newer.FieldRenamed) flatbuffers.UOffsetT {
			fullName := b.CreateString(r.FullName)
			evolvev2.FieldRenamedStart(b)
			evolvev2.FieldRenamedAddId(b, r.ID)
			evolvev2.FieldRenamedAddFullName(b, fullName)
			return evolvev2.FieldRenamedEnd(b)
		}, func(data []byte) *newer.FieldRenamed {
			m := evolvev2.GetRootAsFieldRenamed(data, 0)
			return &newer.FieldRenamed{ID: m.Id(), FullName: string(m.FullName())}
		}))
	evolve.Support(codec,
		ops(func(b *flatbuffers.Builder, r *older.FieldsReordered) flatbuffers.UOffsetT {
			name := b.CreateString(r.Name)
			evolvev1.FieldsReorderedStart(b)
			evolvev1.FieldsReorderedAddId(b, r.ID)
			evolvev1.FieldsReorderedAddName(b, name)
			evolvev1.FieldsReorderedAddScore(b, r.Score)
			return evolvev1.FieldsReorderedEnd(b)
		}, func(data []byte) *older.FieldsReordered {
			m := evolvev1.GetRootAsFieldsReordered(data, 0)
			return &older.FieldsReordered{ID: m.Id(), Name: string(m.Name()), Score: m.Score()}
		}),
		ops(func(b *flatbuffers.Builder, r *newer.FieldsReordered) flatbuffers.UOffsetT {
			name := b.CreateString(r.Name)
			evolvev2.FieldsReorderedStart(b)
			evolvev2.FieldsReorderedAddScore(b, r.Score)
			evolvev2.FieldsReorderedAddId(b, r.ID)
			evolvev2.FieldsReorderedAddName(b, name)
			return evolvev2.FieldsReorderedEnd(b)
		}, func(data []byte) *newer.FieldsReordered {
			m := evolvev2.GetRootAsFieldsReordered(data, 0)
			return &newer.FieldsReordered{Score: m.Score(), ID: m.Id(), Name: string(m.Name())}
		}))
	evolve.Support(codec,
		ops(func(b *flatbuffers.Builder, r *older.IntWidened) flatbuffers.UOffsetT {
			evolvev1.IntWidenedStart(b)
			evolvev1.IntWidenedAddId(b, r.ID)
			evolvev1.IntWidenedAddCount(b, r.Count)
			return evolvev1.IntWidenedEnd(b)
		}, func(data []byte) *older.IntWidened {
			m := evolvev1.GetRootAsIntWidened(data, 0)
			return &older.IntWidened{ID: m.Id(), Count: m.Count()}
		}),
		ops(func(b *flatbuffers.Builder, r *newer.IntWidened) flatbuffers.UOffsetT {
			evolvev2.IntWidenedStart(b)
			evolvev2.IntWidenedAddId(b, r.ID)
			evolvev2.IntWidenedAddCount(b, r.Count)
			return evolvev2.IntWidenedEnd(b)
		}, func(data []byte) *newer.IntWidened {
			m := evolvev2.GetRootAsIntWidened(data, 0)
			return &newer.IntWidened{ID: m.Id(), Count: m.Count()}
		}))
	evolve.Support(codec,
		ops(func(b *flatbuffers.Builder, r *older.IntNarrowed) flatbuffers.UOffsetT {
			evolvev1.IntNarrowedStart(b)
			evolvev1.IntNarrowedAddId(b, r.ID)
			evolvev1.IntNarrowedAddCount(b, r.Count)
			return evolvev1.IntNarrowedEnd(b)
		}, func(data []byte) *older.IntNarrowed {
			m := evolvev1.GetRootAsIntNarrowed(data, 0)
			return &older.IntNarrowed{ID: m.Id(), Count: m.Count()}
		}),
		ops(func(b *flatbuffers.Builder, r *newer.IntNarrowed) flatbuffers.UOffsetT {
			evolvev2.IntNarrowedStart(b)
			evolvev2.IntNarrowedAddId(b, r.ID)
			evolvev2.IntNarrowedAddCount(b, r.Count)
			return evolvev2.IntNarrowedEnd(b)
		}, func(data []byte) *newer.IntNarrowed {
			m := evolvev2.GetRootAsIntNarrowed(data, 0)
			return &newer.IntNarrowed{ID: m.Id(), Count: m.Count()}
		}))
	evolve.Support(codec,
		ops(func(b *flatbuffers.Builder, r *older.MadeOptional) flatbuffers.UOffsetT {
			evolvev1.MadeOptionalStart(b)
			evolvev1.MadeOptionalAddId(b, r.ID)
			evolvev1.MadeOptionalAddAge(b, r.Age)
			return evolvev1.MadeOptionalEnd(b)
		}, func(data []byte) *older.MadeOptional {
			m := evolvev1.GetRootAsMadeOptional(data, 0)
			return &older.MadeOptional{ID: m.Id(), Age: m.Age()}
		}),
		// v2's age is an optional scalar (= null): written when set, read
		// as nil when absent.
		ops(func(b *flatbuffers.Builder, r *newer.MadeOptional) flatbuffers.UOffsetT {
			evolvev2.MadeOptionalStart(b)
			evolvev2.MadeOptionalAddId(b, r.ID)
			if r.Age != nil {
				evolvev2.MadeOptionalAddAge(b, *r.Age)
			}
			return evolvev2.MadeOptionalEnd(b)
		}, func(data []byte) *newer.MadeOptional {
			m := evolvev2.GetRootAsMadeOptional(data, 0)
			return &newer.MadeOptional{ID: m.Id(), Age: m.Age()}
		}))
	evolve.Support(codec,
		ops(func(b *flatbuffers.Builder, r *older.EnumValueAdded) flatbuffers.UOffsetT {
			evolvev1.EnumValueAddedStart(b)
			evolvev1.EnumValueAddedAddId(b, r.ID)
			evolvev1.EnumValueAddedAddKind(b, evolvev1.Kind(r.Kind))
			return evolvev1.EnumValueAddedEnd(b)
		}, func(data []byte) *older.EnumValueAdded {
			m := evolvev1.GetRootAsEnumValueAdded(data, 0)
			return &older.EnumValueAdded{ID: m.Id(), Kind: older.Kind(m.Kind())}
		}),
		ops(func(b *flatbuffers.Builder, r *newer.EnumValueAdded) flatbuffers.UOffsetT {
			evolvev2.EnumValueAddedStart(b)
			evolvev2.EnumValueAddedAddId(b, r.ID)
			evolvev2.EnumValueAddedAddKind(b, evolvev2.Kind(r.Kind))
			return evolvev2.EnumValueAddedEnd(b)
		}, func(data []byte) *newer.EnumValueAdded {
			m := evolvev2.GetRootAsEnumValueAdded(data, 0)
			return &newer.EnumValueAdded{ID: m.Id(), Kind: newer.Kind(m.Kind())}
		}))
	evolve.Support(codec,
		ops(func(b *flatbuffers.Builder, r *older.NestedFieldAdded) flatbuffers.UOffsetT {
			city := b.CreateString(r.Address.City)
			evolvev1.AddressStart(b)
			evolvev1.AddressAddCity(b, city)
			address := evolvev1.AddressEnd(b)
			evolvev1.NestedFieldAddedStart(b)
			evolvev1.NestedFieldAddedAddId(b, r.ID)
			evolvev1.NestedFieldAddedAddAddress(b, address)
			return evolvev1.NestedFieldAddedEnd(b)
		}, func(data []byte) *older.NestedFieldAdded {
			m := evolvev1.GetRootAsNestedFieldAdded(data, 0)
			v := &older.NestedFieldAdded{ID: m.Id()}
			var a evolvev1.Address
			if m.Address(&a) != nil {
				v.Address = older.Address{City: string(a.City())}
			}
			return v
		}),
		ops(func(b *flatbuffers.Builder, r *newer.NestedFieldAdded) flatbuffers.UOffsetT {
			city, zip := b.CreateString(r.Address.City), b.CreateString(r.Address.Zip)
			evolvev2.AddressStart(b)
			evolvev2.AddressAddCity(b, city)
			evolvev2.AddressAddZip(b, zip)
			address := evolvev2.AddressEnd(b)
			evolvev2.NestedFieldAddedStart(b)
			evolvev2.NestedFieldAddedAddId(b, r.ID)
			evolvev2.NestedFieldAddedAddAddress(b, address)
			return evolvev2.NestedFieldAddedEnd(b)
		}, func(data []byte) *newer.NestedFieldAdded {
			m := evolvev2.GetRootAsNestedFieldAdded(data, 0)
			v := &newer.NestedFieldAdded{ID: m.Id()}
			var a evolvev2.Address
			if m.Address(&a) != nil {
				v.Address = newer.Address{City: string(a.City()), Zip: string(a.Zip())}
			}
			return v
		}))
}
