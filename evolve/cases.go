package evolve

import (
	"github.com/serbench/serbench/evolve/newer"
	"github.com/serbench/serbench/evolve/older"
)

// The directions of a change.
const (
	OldToNew = "old data, new reader"
	NewToOld = "new data, old reader"
)

// Cases are the changes evolve checks, each in the directions in which it
// differs, in a fixed order. A change's versions are the types of its
// name in packages older and newer; the reflection codecs see each as a
// type named Record, declared in a scope of its own, so that a library
// that writes the type's name writes the same one for every version.
func Cases() []*Case {
	var cs []*Case
	for _, change := range []func() []*Case{
		fieldAdded, fieldRemoved, fieldRenamed, fieldsReordered, intWidened, intNarrowed, intNarrowedOverflow,
		madeOptional, enumValueAdded, nestedFieldAdded,
	} {
		cs = append(cs, change()...)
	}
	return cs
}

// both makes the two cases of a change between old and new.
func both(change string, old, new side) []*Case {
	return []*Case{{Change: change, Direction: OldToNew, from: old, to: new}, {Change: change, Direction: NewToOld, from: new, to: old}}
}

// A field added: the new version has Email. Its readers see the old
// data's Email empty; the old readers ignore it.
func fieldAdded() []*Case {
	var old, new side
	{
		type Record older.FieldAdded
		old = sideOf([]older.FieldAdded{{ID: 1, Name: "ada"}, {ID: 2, Name: "bob"}}, []older.FieldAdded{{ID: 1, Name: "ada"}, {ID: 2, Name: "bob"}},
			func(r older.FieldAdded) Record { return Record(r) })
	}
	{
		type Record newer.FieldAdded
		new = sideOf([]newer.FieldAdded{{ID: 1, Name: "ada", Email: "ada@example.com"}, {ID: 2, Name: "bob", Email: "bob@example.com"}},
			[]newer.FieldAdded{{ID: 1, Name: "ada", Email: ""}, {ID: 2, Name: "bob", Email: ""}}, func(r newer.FieldAdded) Record { return Record(r) })
	}
	return both("field added", old, new)
}

// A field removed: the new version drops Note, in the middle of the
// record.
func fieldRemoved() []*Case {
	var old, new side
	{
		type Record older.FieldRemoved
		old = sideOf([]older.FieldRemoved{{ID: 1, Note: "first", Score: 10}, {ID: 2, Note: "second", Score: 20}}, []older.FieldRemoved{{ID: 1, Note: "", Score: 10}, {ID: 2, Note: "", Score: 20}},
			func(r older.FieldRemoved) Record { return Record(r) })
	}
	{
		type Record newer.FieldRemoved
		new = sideOf([]newer.FieldRemoved{{ID: 1, Score: 10}, {ID: 2, Score: 20}}, []newer.FieldRemoved{{ID: 1, Score: 10}, {ID: 2, Score: 20}},
			func(r newer.FieldRemoved) Record { return Record(r) })
	}
	return both("field removed", old, new)
}

// A field renamed, its name on the wire kept by the schema or, in Go, by
// the tags the libraries read.
func fieldRenamed() []*Case {
	var old, new side
	{
		type Record older.FieldRenamed
		recs := []older.FieldRenamed{{ID: 1, Name: "ada"}, {ID: 2, Name: "bob"}}
		old = sideOf(recs, recs, func(r older.FieldRenamed) Record { return Record(r) })
	}
	{
		type Record newer.FieldRenamed
		recs := []newer.FieldRenamed{{ID: 1, FullName: "ada"}, {ID: 2, FullName: "bob"}}
		new = sideOf(recs, recs, func(r newer.FieldRenamed) Record { return Record(r) })
	}
	return both("field renamed", old, new)
}

// Fields reordered: the same fields, declared in another order.
func fieldsReordered() []*Case {
	var old, new side
	{
		type Record older.FieldsReordered
		recs := []older.FieldsReordered{{ID: 1, Name: "ada", Score: 10}, {ID: 2, Name: "bob", Score: 20}}
		old = sideOf(recs, recs, func(r older.FieldsReordered) Record { return Record(r) })
	}
	{
		type Record newer.FieldsReordered
		recs := []newer.FieldsReordered{{Score: 10, ID: 1, Name: "ada"}, {Score: 20, ID: 2, Name: "bob"}}
		new = sideOf(recs, recs, func(r newer.FieldsReordered) Record { return Record(r) })
	}
	return both("fields reordered", old, new)
}

// An int widened from int32 to int64, with values that fit either.
func intWidened() []*Case {
	var old, new side
	{
		type Record older.IntWidened
		recs := []older.IntWidened{{ID: 1, Count: -70000}, {ID: 2, Count: 2147483647}}
		old = sideOf(recs, recs, func(r older.IntWidened) Record { return Record(r) })
	}
	{
		type Record newer.IntWidened
		recs := []newer.IntWidened{{ID: 1, Count: -70000}, {ID: 2, Count: 2147483647}}
		new = sideOf(recs, recs, func(r newer.IntWidened) Record { return Record(r) })
	}
	return both("int widened", old, new)
}

// An int narrowed from int64 to int32, with values that fit.
func intNarrowed() []*Case {
	var old, new side
	{
		type Record older.IntNarrowed
		recs := []older.IntNarrowed{{ID: 1, Count: -70000}, {ID: 2, Count: 2147483647}}
		old = sideOf(recs, recs, func(r older.IntNarrowed) Record { return Record(r) })
	}
	{
		type Record newer.IntNarrowed
		recs := []newer.IntNarrowed{{ID: 1, Count: -70000}, {ID: 2, Count: 2147483647}}
		new = sideOf(recs, recs, func(r newer.IntNarrowed) Record { return Record(r) })
	}
	return both("int narrowed", old, new)
}

// An int narrowed from int64 to int32, the old data holding values that
// do not fit: no int32 is right, so a reader must refuse them.
func intNarrowedOverflow() []*Case {
	var old, new side
	{
		type Record older.IntNarrowed
		old = sideOf([]older.IntNarrowed{{ID: 1, Count: 1 << 40}, {ID: 2, Count: -(1 << 33)}}, nil, func(r older.IntNarrowed) Record { return Record(r) })
	}
	{
		type Record newer.IntNarrowed
		new = sideOf([]newer.IntNarrowed{{ID: 1, Count: 5}, {ID: 2, Count: -5}}, nil, func(r newer.IntNarrowed) Record { return Record(r) })
	}
	return []*Case{{Change: "int narrowed, values that do not fit", Direction: OldToNew, from: old, to: new}}
}

// A field made optional: an int32 becomes a *int32, present in the new
// data but for one record.
func madeOptional() []*Case {
	var old, new side
	{
		type Record older.MadeOptional
		old = sideOf([]older.MadeOptional{{ID: 1, Age: 36}, {ID: 2, Age: 0}}, []older.MadeOptional{{ID: 1, Age: 36}, {ID: 2, Age: 0}},
			func(r older.MadeOptional) Record { return Record(r) })
	}
	{
		type Record newer.MadeOptional
		age := int32(36)
		zero := int32(0)
		new = sideOf([]newer.MadeOptional{{ID: 1, Age: &age}, {ID: 2, Age: nil}}, []newer.MadeOptional{{ID: 1, Age: &age}, {ID: 2, Age: &zero}},
			func(r newer.MadeOptional) Record { return Record(r) })
	}
	return both("field made optional", old, new)
}

// An enum value added: the new version's Kind has a value the old one
// does not know. Go's enums are integers, so the old reader keeps it.
func enumValueAdded() []*Case {
	var old, new side
	{
		type Record older.EnumValueAdded
		old = sideOf([]older.EnumValueAdded{{ID: 1, Kind: 0}, {ID: 2, Kind: 1}}, []older.EnumValueAdded{{ID: 1, Kind: 1}, {ID: 2, Kind: 2}},
			func(r older.EnumValueAdded) Record { return Record(r) })
	}
	{
		type Record newer.EnumValueAdded
		new = sideOf([]newer.EnumValueAdded{{ID: 1, Kind: 1}, {ID: 2, Kind: 2}}, []newer.EnumValueAdded{{ID: 1, Kind: 0}, {ID: 2, Kind: 1}},
			func(r newer.EnumValueAdded) Record { return Record(r) })
	}
	return []*Case{{Change: "enum value added", Direction: NewToOld, from: new, to: old}}
}

// A nested struct gaining a field: Address gets Zip.
func nestedFieldAdded() []*Case {
	var old, new side
	{
		type Record older.NestedFieldAdded
		recs := []older.NestedFieldAdded{{ID: 1, Address: older.Address{City: "Oslo"}}, {ID: 2, Address: older.Address{City: "Lima"}}}
		old = sideOf(recs, recs, func(r older.NestedFieldAdded) Record { return Record(r) })
	}
	{
		type Record newer.NestedFieldAdded
		new = sideOf([]newer.NestedFieldAdded{{ID: 1, Address: newer.Address{City: "Oslo", Zip: "0150"}}, {ID: 2, Address: newer.Address{City: "Lima", Zip: "15001"}}},
			[]newer.NestedFieldAdded{{ID: 1, Address: newer.Address{City: "Oslo", Zip: ""}}, {ID: 2, Address: newer.Address{City: "Lima", Zip: ""}}},
			func(r newer.NestedFieldAdded) Record { return Record(r) })
	}
	return both("nested struct gains a field", old, new)
}
