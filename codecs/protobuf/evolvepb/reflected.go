package evolvepb

import (
	"fmt"
	"reflect"
	"strings"

	"google.golang.org/protobuf/reflect/protoreflect"
)

// Reflected returns the conversions of a record of type T to a message M
// and back through M's protoreflect view, for messages whose fields are
// reached only through methods (the Opaque API). Each exported field of T
// is the message field of the same name, underscores and case aside (ID
// is id, FullName full_name), and every field of either side must have its
// match, or Reflected panics naming it. A pointer field is a field with
// presence: nil is absent, and absent reads as nil. A struct is a nested
// message, always set, an absent one reading as the zero struct. An
// integer is an int or enum field of the same width.
func Reflected[T, M any, P message[M]]() (to func(*T) P, from func(P) *T) {
	fields := Fields[T](P(new(M)).ProtoReflect().Descriptor())
	to = func(r *T) P {
		m := P(new(M))
		set(fields, m.ProtoReflect(), reflect.ValueOf(r).Elem())
		return m
	}
	from = func(m P) *T {
		r := new(T)
		get(fields, reflect.ValueOf(r).Elem(), m.ProtoReflect())
		return r
	}
	return to, from
}

// Reader returns a function that reads a message of descriptor md into a
// record of type T, as Reflected's from does, for messages of a type that
// is not generated (hyperpb's).
func Reader[T any](md protoreflect.MessageDescriptor) func(protoreflect.Message, *T) {
	fields := Fields[T](md)
	return func(m protoreflect.Message, r *T) { get(fields, reflect.ValueOf(r).Elem(), m) }
}

// A Field is a field of a Go record paired with the message field it
// stands for.
type Field struct {
	Index  int // of the Go field in its struct
	Desc   protoreflect.FieldDescriptor
	Nested []Field // a message field's own fields (Desc's kind says whether it is one)
}

// Fields pairs the exported fields of T, a struct, with those of the
// message md, as Reflected does, in T's order, or panics naming the first
// field without its match.
func Fields[T any](md protoreflect.MessageDescriptor) []Field {
	fields, err := fieldsOf(reflect.TypeFor[T](), md)
	if err != nil {
		panic(fmt.Sprintf("evolvepb: %v as %s: %v", reflect.TypeFor[T](), md.FullName(), err))
	}
	return fields
}

// fieldsOf pairs the exported fields of struct type t with those of the
// message md.
func fieldsOf(t reflect.Type, md protoreflect.MessageDescriptor) ([]Field, error) {
	var fm []Field
	used := map[protoreflect.FieldNumber]bool{}
	fds := md.Fields()
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		var fd protoreflect.FieldDescriptor
		for j := range fds.Len() {
			if strings.EqualFold(strings.ReplaceAll(string(fds.Get(j).Name()), "_", ""), f.Name) {
				fd = fds.Get(j)
			}
		}
		if fd == nil {
			return nil, fmt.Errorf("no field for %s", f.Name)
		}
		p := Field{Index: i, Desc: fd}
		switch {
		case fd.IsList() || fd.IsMap():
			return nil, fmt.Errorf("field %s: a repeated field", f.Name)
		case fd.Kind() == protoreflect.MessageKind:
			if f.Type.Kind() != reflect.Struct {
				return nil, fmt.Errorf("field %s: a message field for a %v", f.Name, f.Type)
			}
			nested, err := fieldsOf(f.Type, fd.Message())
			if err != nil {
				return nil, fmt.Errorf("field %s: %v", f.Name, err)
			}
			p.Nested = nested
		case (f.Type.Kind() == reflect.Pointer) != fd.HasPresence():
			return nil, fmt.Errorf("field %s: a %v for a field with presence %v", f.Name, f.Type, fd.HasPresence())
		case !scalarFits(f.Type, fd.Kind()):
			return nil, fmt.Errorf("field %s: a %v for a %v field", f.Name, f.Type, fd.Kind())
		}
		fm = append(fm, p)
		used[fd.Number()] = true
	}
	for j := range fds.Len() {
		if fd := fds.Get(j); !used[fd.Number()] {
			return nil, fmt.Errorf("no field of the record for %s", fd.Name())
		}
	}
	return fm, nil
}

// set sets m's fields from the Go struct v.
func set(fields []Field, m protoreflect.Message, v reflect.Value) {
	for _, p := range fields {
		f := v.Field(p.Index)
		switch {
		case p.Desc.Kind() == protoreflect.MessageKind:
			set(p.Nested, m.Mutable(p.Desc).Message(), f)
		case f.Kind() == reflect.Pointer:
			if !f.IsNil() {
				m.Set(p.Desc, scalar(p.Desc, f.Elem()))
			}
		default:
			m.Set(p.Desc, scalar(p.Desc, f))
		}
	}
}

// get sets the Go struct v's fields from m's.
func get(fields []Field, v reflect.Value, m protoreflect.Message) {
	for _, p := range fields {
		f := v.Field(p.Index)
		switch {
		case p.Desc.Kind() == protoreflect.MessageKind:
			if m.Has(p.Desc) {
				get(p.Nested, f, m.Get(p.Desc).Message())
			}
		case f.Kind() == reflect.Pointer:
			if m.Has(p.Desc) {
				e := reflect.New(f.Type().Elem())
				setScalar(e.Elem(), p.Desc, m.Get(p.Desc))
				f.Set(e)
			}
		default:
			setScalar(f, p.Desc, m.Get(p.Desc))
		}
	}
}

// scalarFits says whether a Go value of type t (or t's element, for a
// pointer) holds a value of kind k exactly.
func scalarFits(t reflect.Type, k protoreflect.Kind) bool {
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch k {
	case protoreflect.EnumKind, protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind:
		return t.Kind() == reflect.Int32
	case protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		return t.Kind() == reflect.Int64
	case protoreflect.StringKind:
		return t.Kind() == reflect.String
	}
	return false
}

// scalar is the Go value v as field fd's value.
func scalar(fd protoreflect.FieldDescriptor, v reflect.Value) protoreflect.Value {
	switch fd.Kind() {
	case protoreflect.EnumKind:
		return protoreflect.ValueOfEnum(protoreflect.EnumNumber(v.Int()))
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind:
		return protoreflect.ValueOfInt32(int32(v.Int()))
	case protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		return protoreflect.ValueOfInt64(v.Int())
	default: // a string, as fieldsOf admits no other kind
		return protoreflect.ValueOfString(v.String())
	}
}

// setScalar sets the Go value v to field fd's value x.
func setScalar(v reflect.Value, fd protoreflect.FieldDescriptor, x protoreflect.Value) {
	switch fd.Kind() {
	case protoreflect.EnumKind:
		v.SetInt(int64(x.Enum()))
	case protoreflect.StringKind:
		v.SetString(x.String())
	default:
		v.SetInt(x.Int())
	}
}
