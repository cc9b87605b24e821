package evolve

// The directions of a change.
const (
	OldToNew = "old data, new reader"
	NewToOld = "new data, old reader"
)

// Cases are the changes evolve checks, each in the directions in which it
// differs, in a fixed order. Every record type is named Record; each
// change declares its old and new versions in scopes of their own.
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
		type Record struct {
			ID   int32
			Name string
		}
		old = sideOf([]Record{{1, "ada"}, {2, "bob"}}, []Record{{1, "ada"}, {2, "bob"}})
	}
	{
		type Record struct {
			ID    int32
			Name  string
			Email string
		}
		new = sideOf([]Record{{1, "ada", "ada@example.com"}, {2, "bob", "bob@example.com"}}, []Record{{1, "ada", ""}, {2, "bob", ""}})
	}
	return both("field added", old, new)
}

// A field removed: the new version drops Note, in the middle of the
// record.
func fieldRemoved() []*Case {
	var old, new side
	{
		type Record struct {
			ID    int32
			Note  string
			Score int64
		}
		old = sideOf([]Record{{1, "first", 10}, {2, "second", 20}}, []Record{{1, "", 10}, {2, "", 20}})
	}
	{
		type Record struct {
			ID    int32
			Score int64
		}
		new = sideOf([]Record{{1, 10}, {2, 20}}, []Record{{1, 10}, {2, 20}})
	}
	return both("field removed", old, new)
}

// A field renamed in Go, its name on the wire kept by the tags the
// libraries read.
func fieldRenamed() []*Case {
	var old, new side
	{
		type Record struct {
			ID   int32
			Name string `json:"name" msgpack:"name" cbor:"name" yaml:"name" bson:"name" xml:"name" codec:"name" hprose:"name"`
		}
		recs := []Record{{1, "ada"}, {2, "bob"}}
		old = sideOf(recs, recs)
	}
	{
		type Record struct {
			ID       int32
			FullName string `json:"name" msgpack:"name" cbor:"name" yaml:"name" bson:"name" xml:"name" codec:"name" hprose:"name"`
		}
		recs := []Record{{1, "ada"}, {2, "bob"}}
		new = sideOf(recs, recs)
	}
	return both("field renamed", old, new)
}

// Fields reordered: the same fields, declared in another order.
func fieldsReordered() []*Case {
	var old, new side
	{
		type Record struct {
			ID    int32
			Name  string
			Score int64
		}
		recs := []Record{{1, "ada", 10}, {2, "bob", 20}}
		old = sideOf(recs, recs)
	}
	{
		type Record struct {
			Score int64
			ID    int32
			Name  string
		}
		recs := []Record{{10, 1, "ada"}, {20, 2, "bob"}}
		new = sideOf(recs, recs)
	}
	return both("fields reordered", old, new)
}

// An int widened from int32 to int64, with values that fit either.
func intWidened() []*Case {
	var old, new side
	{
		type Record struct {
			ID    int32
			Count int32
		}
		recs := []Record{{1, -70000}, {2, 2147483647}}
		old = sideOf(recs, recs)
	}
	{
		type Record struct {
			ID    int32
			Count int64
		}
		recs := []Record{{1, -70000}, {2, 2147483647}}
		new = sideOf(recs, recs)
	}
	return both("int widened", old, new)
}

// An int narrowed from int64 to int32, with values that fit.
func intNarrowed() []*Case {
	cs := intWidened()
	cs[0].Change, cs[1].Change = "int narrowed", "int narrowed"
	cs[0].from, cs[0].to, cs[1].from, cs[1].to = cs[1].from, cs[1].to, cs[0].from, cs[0].to
	cs[0].Direction, cs[1].Direction = OldToNew, NewToOld
	return cs
}

// An int narrowed from int64 to int32, the old data holding values that
// do not fit: no int32 is right, so a reader must refuse them.
func intNarrowedOverflow() []*Case {
	var old, new side
	{
		type Record struct {
			ID    int32
			Count int64
		}
		old = sideOf([]Record{{1, 1 << 40}, {2, -(1 << 33)}}, nil)
	}
	{
		type Record struct {
			ID    int32
			Count int32
		}
		new = sideOf([]Record{{1, 5}, {2, -5}}, nil)
	}
	return []*Case{{Change: "int narrowed, values that do not fit", Direction: OldToNew, from: old, to: new}}
}

// A field made optional: an int32 becomes a *int32, present in the new
// data but for one record.
func madeOptional() []*Case {
	var old, new side
	{
		type Record struct {
			ID  int32
			Age int32
		}
		old = sideOf([]Record{{1, 36}, {2, 0}}, []Record{{1, 36}, {2, 0}})
	}
	{
		type Record struct {
			ID  int32
			Age *int32
		}
		age := int32(36)
		zero := int32(0)
		new = sideOf([]Record{{1, &age}, {2, nil}}, []Record{{1, &age}, {2, &zero}})
	}
	return both("field made optional", old, new)
}

// An enum value added: the new version's Kind has a value the old one
// does not know. Go's enums are integers, so the old reader keeps it.
func enumValueAdded() []*Case {
	var old, new side
	{
		type Kind int32
		type Record struct {
			ID   int32
			Kind Kind
		}
		old = sideOf([]Record{{1, 0}, {2, 1}}, []Record{{1, 1}, {2, 2}})
	}
	{
		type Kind int32
		type Record struct {
			ID   int32
			Kind Kind
		}
		new = sideOf([]Record{{1, 1}, {2, 2}}, []Record{{1, 0}, {2, 1}})
	}
	return []*Case{{Change: "enum value added", Direction: NewToOld, from: new, to: old}}
}

// A nested struct gaining a field: Address gets Zip.
func nestedFieldAdded() []*Case {
	var old, new side
	{
		type Address struct{ City string }
		type Record struct {
			ID      int32
			Address Address
		}
		recs := []Record{{1, Address{"Oslo"}}, {2, Address{"Lima"}}}
		old = sideOf(recs, recs)
	}
	{
		type Address struct {
			City string
			Zip  string
		}
		type Record struct {
			ID      int32
			Address Address
		}
		new = sideOf([]Record{{1, Address{"Oslo", "0150"}}, {2, Address{"Lima", "15001"}}},
			[]Record{{1, Address{"Oslo", ""}}, {2, Address{"Lima", ""}}})
	}
	return both("nested struct gains a field", old, new)
}
