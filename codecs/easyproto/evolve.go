//go:build !binsize

package easyproto

// serbench evolve's records, each version's encoding made with easyproto's
// calls on the fields of codecs/protobuf/evolvepb's v1/evolve.proto and
// v2/evolve.proto, so that the bytes are the protobuf codecs': a field is
// known by its number, which a rename or a reorder keeps, and a reader
// skips the numbers it does not know, as protobuf's do; an added enum
// value is an int32 the old reader keeps. The records' fields are paired
// with the messages' by name (evolvepb.Fields) and written in the record's
// order. The proto3 rules of the datasets' messages hold: a field without
// presence is not written at its zero value, the optional age whenever it
// is set, a nested message whenever the record is. int32 fields go through
// AppendInt32 and FieldContext.Int32, int64 ones through AppendInt64 and
// Int64, enums through AppendInt32 and Enum, so that a width change meets
// what those functions do with the other's bytes.

import (
	"fmt"
	"reflect"

	"github.com/VictoriaMetrics/easyproto"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/serbench/serbench/codecs/protobuf/evolvepb"
	evolvev1 "github.com/serbench/serbench/codecs/protobuf/evolvepb/v1"
	evolvev2 "github.com/serbench/serbench/codecs/protobuf/evolvepb/v2"
	"github.com/serbench/serbench/evolve"
	"github.com/serbench/serbench/evolve/newer"
	"github.com/serbench/serbench/evolve/older"
)

func init() {
	evolve.Support(name, evolveOps[older.FieldAdded](&evolvev1.FieldAdded{}), evolveOps[newer.FieldAdded](&evolvev2.FieldAdded{}))
	// The new FieldRemoved leaves field 2 unused, as its schema reserves it.
	evolve.Support(name, evolveOps[older.FieldRemoved](&evolvev1.FieldRemoved{}), evolveOps[newer.FieldRemoved](&evolvev2.FieldRemoved{}))
	// FullName keeps Name's number, 2.
	evolve.Support(name, evolveOps[older.FieldRenamed](&evolvev1.FieldRenamed{}), evolveOps[newer.FieldRenamed](&evolvev2.FieldRenamed{}))
	// The new FieldsReordered writes its fields in its declaration order,
	// their numbers kept.
	evolve.Support(name, evolveOps[older.FieldsReordered](&evolvev1.FieldsReordered{}), evolveOps[newer.FieldsReordered](&evolvev2.FieldsReordered{}))
	evolve.Support(name, evolveOps[older.IntWidened](&evolvev1.IntWidened{}), evolveOps[newer.IntWidened](&evolvev2.IntWidened{}))
	evolve.Support(name, evolveOps[older.IntNarrowed](&evolvev1.IntNarrowed{}), evolveOps[newer.IntNarrowed](&evolvev2.IntNarrowed{}))
	evolve.Support(name, evolveOps[older.MadeOptional](&evolvev1.MadeOptional{}), evolveOps[newer.MadeOptional](&evolvev2.MadeOptional{}))
	evolve.Support(name, evolveOps[older.EnumValueAdded](&evolvev1.EnumValueAdded{}), evolveOps[newer.EnumValueAdded](&evolvev2.EnumValueAdded{}))
	evolve.Support(name, evolveOps[older.NestedFieldAdded](&evolvev1.NestedFieldAdded{}), evolveOps[newer.NestedFieldAdded](&evolvev2.NestedFieldAdded{}))
}

// evolveOps are the default variant's marshal and unmarshal of T as the
// message of msg's type.
func evolveOps[T any](msg proto.Message) evolve.Ops[T] {
	md := msg.ProtoReflect().Descriptor()
	fields := evolvepb.Fields[T](md)
	mustWrite(md, fields)
	enc := func(mm *easyproto.MessageMarshaler, v *T) error {
		encodeFields(mm, fields, reflect.ValueOf(v).Elem())
		return nil
	}
	return evolve.Ops[T]{
		Marshal: func(v *T) ([]byte, error) { return marshal(nil, enc, v) },
		Unmarshal: func(data []byte) (*T, error) {
			v := new(T)
			if err := decodeFields(data, md, fields, reflect.ValueOf(v).Elem()); err != nil {
				return nil, err
			}
			return v, nil
		},
	}
}

// encodeFields writes the fields of the struct v, paired with a message's
// fields as fields says.
func encodeFields(mm *easyproto.MessageMarshaler, fields []evolvepb.Field, v reflect.Value) {
	for _, f := range fields {
		x, num := v.Field(f.Index), uint32(f.Desc.Number())
		switch kind := f.Desc.Kind(); {
		case kind == protoreflect.MessageKind:
			encodeFields(mm.AppendMessage(num), f.Nested, x)
		case x.Kind() == reflect.Pointer: // a field with presence: written when set
			if !x.IsNil() {
				encodeScalar(mm, num, kind, x.Elem(), true)
			}
		default:
			encodeScalar(mm, num, kind, x, false)
		}
	}
}

// encodeScalar writes x as field num of kind, even at its zero value when
// set is true.
func encodeScalar(mm *easyproto.MessageMarshaler, num uint32, kind protoreflect.Kind, x reflect.Value, set bool) {
	switch kind {
	case protoreflect.Int64Kind:
		if set || x.Int() != 0 {
			mm.AppendInt64(num, x.Int())
		}
	case protoreflect.StringKind:
		if set || x.String() != "" {
			mm.AppendString(num, x.String())
		}
	default: // int32 and enums (see mustWrite)
		if set || x.Int() != 0 {
			mm.AppendInt32(num, int32(x.Int()))
		}
	}
}

// mustWrite panics unless every field of md that fields pairs is of a
// kind encodeFields writes.
func mustWrite(md protoreflect.MessageDescriptor, fields []evolvepb.Field) {
	for _, f := range fields {
		switch k := f.Desc.Kind(); k {
		case protoreflect.MessageKind:
			mustWrite(f.Desc.Message(), f.Nested)
		case protoreflect.Int32Kind, protoreflect.EnumKind, protoreflect.Int64Kind, protoreflect.StringKind:
		default:
			panic(fmt.Sprintf("easyproto: field %s of %s: no encoding for a %v field", f.Desc.Name(), md.FullName(), k))
		}
	}
}

// decodeFields reads the message src, of descriptor md, into the struct
// v, paired with md's fields as fields says, skipping the numbers it does
// not know.
func decodeFields(src []byte, md protoreflect.MessageDescriptor, fields []evolvepb.Field, v reflect.Value) error {
	return readFields(src, string(md.Name()), func(fc *easyproto.FieldContext) (bool, error) {
		for _, f := range fields {
			if uint32(f.Desc.Number()) == fc.FieldNum {
				return decodeField(fc, f, v.Field(f.Index))
			}
		}
		return true, nil
	})
}

// decodeField reads the field fc holds, f, into x.
func decodeField(fc *easyproto.FieldContext, f evolvepb.Field, x reflect.Value) (ok bool, err error) {
	if x.Kind() == reflect.Pointer {
		x.Set(reflect.New(x.Type().Elem()))
		x = x.Elem()
	}
	switch f.Desc.Kind() {
	case protoreflect.MessageKind:
		data, ok := fc.MessageData()
		if !ok {
			return false, nil
		}
		return true, decodeFields(data, f.Desc.Message(), f.Nested, x)
	case protoreflect.Int64Kind:
		var n int64
		n, ok = fc.Int64()
		x.SetInt(n)
	case protoreflect.Int32Kind:
		var n int32
		n, ok = fc.Int32()
		x.SetInt(int64(n))
	case protoreflect.EnumKind:
		var n int32
		n, ok = fc.Enum()
		x.SetInt(int64(n))
	default: // a string (see mustWrite)
		var s string
		s, ok = reader{}.string(fc)
		x.SetString(s)
	}
	return ok, nil
}

// readFields reads each field of src, the message msg, with read, which says
// whether the field held what its number should. read skips the numbers
// it does not know by returning true.
func readFields(src []byte, msg string, read func(fc *easyproto.FieldContext) (bool, error)) error {
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
