//go:build !binsize

package easyproto

// serbench evolve's records, each version's encoding written by hand as
// codecs/protobuf/evolvepb's v1/evolve.proto and v2/evolve.proto have
// them, so that the bytes are the protobuf codecs': a field is known by its
// number, which a rename or a reorder keeps, and a reader skips the
// numbers it does not know, as protobuf's do; an added enum value is an
// int32 the old reader keeps. The proto3 rules of the datasets' messages
// hold: a field without presence is not written at its zero value, the
// optional age whenever it is set. int32 fields go through AppendInt32 and
// FieldContext.Int32, int64 ones through AppendInt64 and Int64, so that a
// width change meets what those functions do with the other's bytes.

import (
	"github.com/VictoriaMetrics/easyproto"

	"github.com/serbench/serbench/evolve"
	"github.com/serbench/serbench/evolve/newer"
	"github.com/serbench/serbench/evolve/older"
)

func init() {
	evolve.Support(name, evolveOps(encodeFieldAddedOld, decodeFieldAddedOld), evolveOps(encodeFieldAddedNew, decodeFieldAddedNew))
	evolve.Support(name, evolveOps(encodeFieldRemovedOld, decodeFieldRemovedOld), evolveOps(encodeFieldRemovedNew, decodeFieldRemovedNew))
	evolve.Support(name, evolveOps(encodeFieldRenamedOld, decodeFieldRenamedOld), evolveOps(encodeFieldRenamedNew, decodeFieldRenamedNew))
	evolve.Support(name, evolveOps(encodeReorderedOld, decodeReorderedOld), evolveOps(encodeReorderedNew, decodeReorderedNew))
	evolve.Support(name, evolveOps(encodeWidenedOld, decodeWidenedOld), evolveOps(encodeWidenedNew, decodeWidenedNew))
	evolve.Support(name, evolveOps(encodeNarrowedOld, decodeNarrowedOld), evolveOps(encodeNarrowedNew, decodeNarrowedNew))
	evolve.Support(name, evolveOps(encodeOptionalOld, decodeOptionalOld), evolveOps(encodeOptionalNew, decodeOptionalNew))
	evolve.Support(name, evolveOps(encodeEnumOld, decodeEnumOld), evolveOps(encodeEnumNew, decodeEnumNew))
	evolve.Support(name, evolveOps(encodeNestedOld, decodeNestedOld), evolveOps(encodeNestedNew, decodeNestedNew))
}

// evolveOps are the default variant's marshal and unmarshal of T.
func evolveOps[T any](enc encoder[T], dec decoder[T]) evolve.Ops[T] {
	return evolve.Ops[T]{
		Marshal: func(v *T) ([]byte, error) { return marshal(nil, enc, v) },
		Unmarshal: func(data []byte) (*T, error) {
			v := new(T)
			if err := dec(data, v, reader{}); err != nil {
				return nil, err
			}
			return v, nil
		},
	}
}

// fields reads each field of src, the message msg, with read, which says
// whether the field held what its number should. read skips the numbers it
// does not know by returning true.
func fields(src []byte, msg string, read func(fc *easyproto.FieldContext) (bool, error)) error {
	var fc easyproto.FieldContext
	for len(src) > 0 {
		var err error
		if src, err = fc.NextField(src); err != nil {
			return err
		}
		ok, err := read(&fc)
		if err != nil {
			return err
		}
		if !ok {
			return badField(msg, &fc)
		}
	}
	return nil
}

func encodeFieldAddedOld(mm *easyproto.MessageMarshaler, v *older.FieldAdded) error {
	appendInt32(mm, 1, v.ID)
	appendString(mm, 2, v.Name)
	return nil
}

func decodeFieldAddedOld(src []byte, v *older.FieldAdded, r reader) error {
	return fields(src, "FieldAdded", func(fc *easyproto.FieldContext) (ok bool, err error) {
		ok = true
		switch fc.FieldNum {
		case 1:
			v.ID, ok = fc.Int32()
		case 2:
			v.Name, ok = r.string(fc)
		}
		return ok, nil
	})
}

func encodeFieldAddedNew(mm *easyproto.MessageMarshaler, v *newer.FieldAdded) error {
	appendInt32(mm, 1, v.ID)
	appendString(mm, 2, v.Name)
	appendString(mm, 3, v.Email)
	return nil
}

func decodeFieldAddedNew(src []byte, v *newer.FieldAdded, r reader) error {
	return fields(src, "FieldAdded", func(fc *easyproto.FieldContext) (ok bool, err error) {
		ok = true
		switch fc.FieldNum {
		case 1:
			v.ID, ok = fc.Int32()
		case 2:
			v.Name, ok = r.string(fc)
		case 3:
			v.Email, ok = r.string(fc)
		}
		return ok, nil
	})
}

func encodeFieldRemovedOld(mm *easyproto.MessageMarshaler, v *older.FieldRemoved) error {
	appendInt32(mm, 1, v.ID)
	appendString(mm, 2, v.Note)
	appendInt64(mm, 3, v.Score)
	return nil
}

func decodeFieldRemovedOld(src []byte, v *older.FieldRemoved, r reader) error {
	return fields(src, "FieldRemoved", func(fc *easyproto.FieldContext) (ok bool, err error) {
		ok = true
		switch fc.FieldNum {
		case 1:
			v.ID, ok = fc.Int32()
		case 2:
			v.Note, ok = r.string(fc)
		case 3:
			v.Score, ok = fc.Int64()
		}
		return ok, nil
	})
}

// The new FieldRemoved leaves field 2 unused, as its schema reserves it.
func encodeFieldRemovedNew(mm *easyproto.MessageMarshaler, v *newer.FieldRemoved) error {
	appendInt32(mm, 1, v.ID)
	appendInt64(mm, 3, v.Score)
	return nil
}

func decodeFieldRemovedNew(src []byte, v *newer.FieldRemoved, r reader) error {
	return fields(src, "FieldRemoved", func(fc *easyproto.FieldContext) (ok bool, err error) {
		ok = true
		switch fc.FieldNum {
		case 1:
			v.ID, ok = fc.Int32()
		case 3:
			v.Score, ok = fc.Int64()
		}
		return ok, nil
	})
}

func encodeFieldRenamedOld(mm *easyproto.MessageMarshaler, v *older.FieldRenamed) error {
	appendInt32(mm, 1, v.ID)
	appendString(mm, 2, v.Name)
	return nil
}

func decodeFieldRenamedOld(src []byte, v *older.FieldRenamed, r reader) error {
	return fields(src, "FieldRenamed", func(fc *easyproto.FieldContext) (ok bool, err error) {
		ok = true
		switch fc.FieldNum {
		case 1:
			v.ID, ok = fc.Int32()
		case 2:
			v.Name, ok = r.string(fc)
		}
		return ok, nil
	})
}

// FullName keeps Name's number, 2.
func encodeFieldRenamedNew(mm *easyproto.MessageMarshaler, v *newer.FieldRenamed) error {
	appendInt32(mm, 1, v.ID)
	appendString(mm, 2, v.FullName)
	return nil
}

func decodeFieldRenamedNew(src []byte, v *newer.FieldRenamed, r reader) error {
	return fields(src, "FieldRenamed", func(fc *easyproto.FieldContext) (ok bool, err error) {
		ok = true
		switch fc.FieldNum {
		case 1:
			v.ID, ok = fc.Int32()
		case 2:
			v.FullName, ok = r.string(fc)
		}
		return ok, nil
	})
}

func encodeReorderedOld(mm *easyproto.MessageMarshaler, v *older.FieldsReordered) error {
	appendInt32(mm, 1, v.ID)
	appendString(mm, 2, v.Name)
	appendInt64(mm, 3, v.Score)
	return nil
}

func decodeReorderedOld(src []byte, v *older.FieldsReordered, r reader) error {
	return fields(src, "FieldsReordered", func(fc *easyproto.FieldContext) (ok bool, err error) {
		ok = true
		switch fc.FieldNum {
		case 1:
			v.ID, ok = fc.Int32()
		case 2:
			v.Name, ok = r.string(fc)
		case 3:
			v.Score, ok = fc.Int64()
		}
		return ok, nil
	})
}

// The new FieldsReordered writes its fields in its declaration order,
// their numbers kept.
func encodeReorderedNew(mm *easyproto.MessageMarshaler, v *newer.FieldsReordered) error {
	appendInt64(mm, 3, v.Score)
	appendInt32(mm, 1, v.ID)
	appendString(mm, 2, v.Name)
	return nil
}

func decodeReorderedNew(src []byte, v *newer.FieldsReordered, r reader) error {
	return fields(src, "FieldsReordered", func(fc *easyproto.FieldContext) (ok bool, err error) {
		ok = true
		switch fc.FieldNum {
		case 3:
			v.Score, ok = fc.Int64()
		case 1:
			v.ID, ok = fc.Int32()
		case 2:
			v.Name, ok = r.string(fc)
		}
		return ok, nil
	})
}

func encodeWidenedOld(mm *easyproto.MessageMarshaler, v *older.IntWidened) error {
	appendInt32(mm, 1, v.ID)
	appendInt32(mm, 2, v.Count)
	return nil
}

func decodeWidenedOld(src []byte, v *older.IntWidened, _ reader) error {
	return fields(src, "IntWidened", func(fc *easyproto.FieldContext) (ok bool, err error) {
		ok = true
		switch fc.FieldNum {
		case 1:
			v.ID, ok = fc.Int32()
		case 2:
			v.Count, ok = fc.Int32()
		}
		return ok, nil
	})
}

func encodeWidenedNew(mm *easyproto.MessageMarshaler, v *newer.IntWidened) error {
	appendInt32(mm, 1, v.ID)
	appendInt64(mm, 2, v.Count)
	return nil
}

func decodeWidenedNew(src []byte, v *newer.IntWidened, _ reader) error {
	return fields(src, "IntWidened", func(fc *easyproto.FieldContext) (ok bool, err error) {
		ok = true
		switch fc.FieldNum {
		case 1:
			v.ID, ok = fc.Int32()
		case 2:
			v.Count, ok = fc.Int64()
		}
		return ok, nil
	})
}

func encodeNarrowedOld(mm *easyproto.MessageMarshaler, v *older.IntNarrowed) error {
	appendInt32(mm, 1, v.ID)
	appendInt64(mm, 2, v.Count)
	return nil
}

func decodeNarrowedOld(src []byte, v *older.IntNarrowed, _ reader) error {
	return fields(src, "IntNarrowed", func(fc *easyproto.FieldContext) (ok bool, err error) {
		ok = true
		switch fc.FieldNum {
		case 1:
			v.ID, ok = fc.Int32()
		case 2:
			v.Count, ok = fc.Int64()
		}
		return ok, nil
	})
}

func encodeNarrowedNew(mm *easyproto.MessageMarshaler, v *newer.IntNarrowed) error {
	appendInt32(mm, 1, v.ID)
	appendInt32(mm, 2, v.Count)
	return nil
}

func decodeNarrowedNew(src []byte, v *newer.IntNarrowed, _ reader) error {
	return fields(src, "IntNarrowed", func(fc *easyproto.FieldContext) (ok bool, err error) {
		ok = true
		switch fc.FieldNum {
		case 1:
			v.ID, ok = fc.Int32()
		case 2:
			v.Count, ok = fc.Int32()
		}
		return ok, nil
	})
}

func encodeOptionalOld(mm *easyproto.MessageMarshaler, v *older.MadeOptional) error {
	appendInt32(mm, 1, v.ID)
	appendInt32(mm, 2, v.Age)
	return nil
}

func decodeOptionalOld(src []byte, v *older.MadeOptional, _ reader) error {
	return fields(src, "MadeOptional", func(fc *easyproto.FieldContext) (ok bool, err error) {
		ok = true
		switch fc.FieldNum {
		case 1:
			v.ID, ok = fc.Int32()
		case 2:
			v.Age, ok = fc.Int32()
		}
		return ok, nil
	})
}

// The new Age has presence: written whenever it is set, zero included.
func encodeOptionalNew(mm *easyproto.MessageMarshaler, v *newer.MadeOptional) error {
	appendInt32(mm, 1, v.ID)
	if v.Age != nil {
		mm.AppendInt32(2, *v.Age)
	}
	return nil
}

func decodeOptionalNew(src []byte, v *newer.MadeOptional, _ reader) error {
	return fields(src, "MadeOptional", func(fc *easyproto.FieldContext) (ok bool, err error) {
		ok = true
		switch fc.FieldNum {
		case 1:
			v.ID, ok = fc.Int32()
		case 2:
			var age int32
			age, ok = fc.Int32()
			v.Age = &age
		}
		return ok, nil
	})
}

func encodeEnumOld(mm *easyproto.MessageMarshaler, v *older.EnumValueAdded) error {
	appendInt32(mm, 1, v.ID)
	appendInt32(mm, 2, int32(v.Kind))
	return nil
}

func decodeEnumOld(src []byte, v *older.EnumValueAdded, _ reader) error {
	return fields(src, "EnumValueAdded", func(fc *easyproto.FieldContext) (ok bool, err error) {
		ok = true
		switch fc.FieldNum {
		case 1:
			v.ID, ok = fc.Int32()
		case 2:
			var k int32
			k, ok = fc.Enum()
			v.Kind = older.Kind(k)
		}
		return ok, nil
	})
}

func encodeEnumNew(mm *easyproto.MessageMarshaler, v *newer.EnumValueAdded) error {
	appendInt32(mm, 1, v.ID)
	appendInt32(mm, 2, int32(v.Kind))
	return nil
}

func decodeEnumNew(src []byte, v *newer.EnumValueAdded, _ reader) error {
	return fields(src, "EnumValueAdded", func(fc *easyproto.FieldContext) (ok bool, err error) {
		ok = true
		switch fc.FieldNum {
		case 1:
			v.ID, ok = fc.Int32()
		case 2:
			var k int32
			k, ok = fc.Enum()
			v.Kind = newer.Kind(k)
		}
		return ok, nil
	})
}

// Address is a message field, written whenever the record is.
func encodeNestedOld(mm *easyproto.MessageMarshaler, v *older.NestedFieldAdded) error {
	appendInt32(mm, 1, v.ID)
	appendString(mm.AppendMessage(2), 1, v.Address.City)
	return nil
}

func decodeNestedOld(src []byte, v *older.NestedFieldAdded, r reader) error {
	return fields(src, "NestedFieldAdded", func(fc *easyproto.FieldContext) (ok bool, err error) {
		ok = true
		switch fc.FieldNum {
		case 1:
			v.ID, ok = fc.Int32()
		case 2:
			err = nested(fc, "NestedFieldAdded", &v.Address, r, func(src []byte, a *older.Address, r reader) error {
				return fields(src, "Address", func(fc *easyproto.FieldContext) (ok bool, err error) {
					ok = true
					if fc.FieldNum == 1 {
						a.City, ok = r.string(fc)
					}
					return ok, nil
				})
			})
		}
		return ok, err
	})
}

func encodeNestedNew(mm *easyproto.MessageMarshaler, v *newer.NestedFieldAdded) error {
	appendInt32(mm, 1, v.ID)
	a := mm.AppendMessage(2)
	appendString(a, 1, v.Address.City)
	appendString(a, 2, v.Address.Zip)
	return nil
}

func decodeNestedNew(src []byte, v *newer.NestedFieldAdded, r reader) error {
	return fields(src, "NestedFieldAdded", func(fc *easyproto.FieldContext) (ok bool, err error) {
		ok = true
		switch fc.FieldNum {
		case 1:
			v.ID, ok = fc.Int32()
		case 2:
			err = nested(fc, "NestedFieldAdded", &v.Address, r, func(src []byte, a *newer.Address, r reader) error {
				return fields(src, "Address", func(fc *easyproto.FieldContext) (ok bool, err error) {
					ok = true
					switch fc.FieldNum {
					case 1:
						a.City, ok = r.string(fc)
					case 2:
						a.Zip, ok = r.string(fc)
					}
					return ok, nil
				})
			})
		}
		return ok, err
	})
}
