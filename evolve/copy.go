package evolve

import (
	"fmt"
	"reflect"
	"strings"
)

// Copier returns a function that copies a record of type S to a new D,
// for a codec that converts the records of older and newer to the types
// its generator made from a schema (protobuf's Id for ID, a nested struct
// held by pointer, an enum of its own type). Each exported field is
// copied to the one of the same name, case aside, as its kinds allow:
//
//   - a value to a value of a type it converts to (an enum's integer), an
//     integer to one of another size only if its value fits,
//   - a struct to a struct, field by field,
//   - a value to a pointer to a new copy (Bebop's message fields), and a
//     pointer back to a value, nil reading as the zero value,
//   - a pointer to a pointer, nil staying nil.
//
// A field of an empty struct type holds nothing and needs no match
// (zebrapack keeps a removed field so). Every other exported field of
// either type must have its match: a generated type that gains or loses a
// field, or holds one in a shape these rules do not cover (gogo's oneof
// for an optional field), is refused here, with a panic naming the field,
// rather than dropped from every record.
// Copier is called where a codec registers its changes, so that a
// mismatch stops the program as it starts.
func Copier[D, S any]() func(*S) *D {
	c, err := copier(reflect.TypeFor[D](), reflect.TypeFor[S]())
	if err != nil {
		panic(fmt.Sprintf("evolve: copying %v to %v: %v", reflect.TypeFor[S](), reflect.TypeFor[D](), err))
	}
	return func(s *S) *D {
		d := new(D)
		c(reflect.ValueOf(d).Elem(), reflect.ValueOf(s).Elem())
		return d
	}
}

// copyFunc sets dst, which is settable, from src.
type copyFunc func(dst, src reflect.Value)

// copier returns the copyFunc from a value of type s to one of type d.
func copier(d, s reflect.Type) (copyFunc, error) {
	switch {
	case d == s && d.Kind() != reflect.Pointer:
		// A struct of one type on both sides is copied whole, its
		// unexported fields too (a time.Time).
		return func(dst, src reflect.Value) { dst.Set(src) }, nil
	case d.Kind() == reflect.Struct && s.Kind() == reflect.Struct:
		return structCopier(d, s)
	case d.Kind() == reflect.Pointer && s.Kind() == reflect.Pointer:
		c, err := copier(d.Elem(), s.Elem())
		if err != nil {
			return nil, err
		}
		return func(dst, src reflect.Value) {
			if src.IsNil() {
				dst.SetZero()
				return
			}
			v := reflect.New(d.Elem())
			c(v.Elem(), src.Elem())
			dst.Set(v)
		}, nil
	case d.Kind() == reflect.Pointer:
		c, err := copier(d.Elem(), s)
		if err != nil {
			return nil, err
		}
		return func(dst, src reflect.Value) {
			v := reflect.New(d.Elem())
			c(v.Elem(), src)
			dst.Set(v)
		}, nil
	case s.Kind() == reflect.Pointer:
		c, err := copier(d, s.Elem())
		if err != nil {
			return nil, err
		}
		return func(dst, src reflect.Value) {
			if src.IsNil() {
				dst.SetZero()
				return
			}
			c(dst, src.Elem())
		}, nil
	case s.AssignableTo(d):
		return func(dst, src reflect.Value) { dst.Set(src) }, nil
	case s.Kind() == d.Kind() && s.ConvertibleTo(d):
		return func(dst, src reflect.Value) { dst.Set(src.Convert(d)) }, nil
	case isInteger(s) && isInteger(d):
		// Thrift's enums are int64s; a value that does not fit is a
		// schema that disagrees with its version, not the codec's loss.
		return func(dst, src reflect.Value) {
			v := src.Convert(d)
			if !v.Convert(s).Equal(src) {
				panic(fmt.Sprintf("evolve: %v does not fit in %v", src, d))
			}
			dst.Set(v)
		}, nil
	}
	return nil, fmt.Errorf("no copy from %v to %v", s, d)
}

// structCopier copies each exported field of a struct of type s to the
// field of d of the same name, case aside.
func structCopier(d, s reflect.Type) (copyFunc, error) {
	type pair struct {
		dst, src int
		copy     copyFunc
	}
	var pairs []pair
	matched := map[int]bool{}
	for i := range s.NumField() {
		sf := s.Field(i)
		if !sf.IsExported() || holdsNothing(sf.Type) {
			continue
		}
		df, ok := d.FieldByNameFunc(func(name string) bool { return strings.EqualFold(name, sf.Name) })
		if !ok || len(df.Index) != 1 {
			return nil, fmt.Errorf("%v has no field for %s", d, sf.Name)
		}
		c, err := copier(df.Type, sf.Type)
		if err != nil {
			return nil, fmt.Errorf("field %s: %v", sf.Name, err)
		}
		pairs = append(pairs, pair{df.Index[0], i, c})
		matched[df.Index[0]] = true
	}
	for i := range d.NumField() {
		if f := d.Field(i); f.IsExported() && !holdsNothing(f.Type) && !matched[i] {
			return nil, fmt.Errorf("%v has no field for %s", s, f.Name)
		}
	}
	return func(dst, src reflect.Value) {
		for _, p := range pairs {
			p.copy(dst.Field(p.dst), src.Field(p.src))
		}
	}, nil
}

// holdsNothing says whether a value of type t carries no data.
func holdsNothing(t reflect.Type) bool {
	return t.Kind() == reflect.Struct && t.NumField() == 0
}

func isInteger(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return true
	}
	return false
}
