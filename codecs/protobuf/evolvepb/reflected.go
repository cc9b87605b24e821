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
	fields := mustFieldsOf[T](P(new(M)).ProtoReflect().Descriptor())
	to = func(r *T) P {
		m := P(new(M))
		fields.set(m.ProtoReflect(), reflect.ValueOf(r).Elem())
		return m
	}
	from = func(m P) *T {
		r := new(T)
		fields.get(reflect.ValueOf(r).Elem(), m.ProtoReflect())
		return r
	}
	return to, from
}

// Reader returns a function that reads a message of descriptor md into a
// record of type T, as Reflected's from does, for messages of a type that
// is not generated (hyperpb's).
func Reader[T any](md protoreflect.MessageDescriptor) func(protoreflect.Message, *T) {
	fields := mustFieldsOf[T](md)
	return func(m protoreflect.Message, r *T) { fields.get(reflect.ValueOf(r).Elem(), m) }
}

// mustFieldsOf pairs T's fields with md's, or panics naming the first
// field without its match.
func mustFieldsOf[T any](md protoreflect.MessageDescriptor) fieldMap {
	fields, err := fieldsOf(reflect.TypeFor[T](), md)
	if err != nil {
		panic(fmt.Sprintf("evolvepb: %v as %s: %v", reflect.TypeFor[T](), md.FullName(), err))
	}
	return fields
}

// fieldMap pairs a Go struct's fields with a message's.
type fieldMap []fieldPair

type fieldPair struct {
	index  int // of the Go field
	fd     protoreflect.FieldDescriptor
	nested fieldMap // a nested message's fields (fd's kind says whether it is one)
}

// fieldsOf pairs the exported fields of struct type t with those of the
// message md.
func fieldsOf(t reflect.Type, md protoreflect.MessageDescriptor) (fieldMap, error) {
	var fm fieldMap
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
		p := fieldPair{index: i, fd: fd}
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
			p.nested = nested
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
func (fm fieldMap) set(m protoreflect.Message, v reflect.Value) {
	for _, p := range fm {
		f := v.Field(p.index)
		switch {
		case p.fd.Kind() == protoreflect.MessageKind:
			p.nested.set(m.Mutable(p.fd).Message(), f)
		case f.Kind() == reflect.Pointer:
			if !f.IsNil() {
				m.Set(p.fd, scalar(p.fd, f.Elem()))
			}
		default:
			m.Set(p.fd, scalar(p.fd, f))
		}
	}
}

// get sets the Go struct v's fields from m's.
func (fm fieldMap) get(v reflect.Value, m protoreflect.Message) {
	for _, p := range fm {
		f := v.Field(p.index)
		switch {
		case p.fd.Kind() == protoreflect.MessageKind:
			if m.Has(p.fd) {
				p.nested.get(f, m.Get(p.fd).Message())
			}
		case f.Kind() == reflect.Pointer:
			if m.Has(p.fd) {
				e := reflect.New(f.Type().Elem())
				setScalar(e.Elem(), p.fd, m.Get(p.fd))
				f.Set(e)
			}
		default:
			setScalar(f, p.fd, m.Get(p.fd))
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
