// Package twin converts between a dataset's types and their copies in a
// codec's package (written by internal/gentwin for generators that add
// methods only to the types of the package they read). A copy made without
// gentwin's -optional, -widen and -retype has the same fields of the same
// kinds at the same offsets, all the way down, so a value of one is a value
// of the other: conversion is a pointer cast (Impl), as it is for a user
// who runs the generator on their own types and converts nothing. The
// layout is checked when a codec registers, not assumed. A copy that
// differs converts through typed functions (Typed), which gentwin -convert
// writes beside it, field by field, as a user would write them.
package twin

import (
	"fmt"
	"reflect"
	"unsafe"

	"github.com/serbench/serbench"
)

// Convert returns the conversions between T and its twin N for
// serbench.Impl's ToNative and FromNative. Each returns a fresh top-level
// value that shares the input's slices and pointers, which the timed ops
// only read. It panics if the layouts differ.
func Convert[T, N any]() (to func(*T) *N, from func(*N) *T) {
	if err := SameLayout(reflect.TypeFor[T](), reflect.TypeFor[N]()); err != nil {
		panic("twin: " + err.Error())
	}
	to = func(v *T) *N { n := *(*N)(unsafe.Pointer(v)); return &n }
	from = func(n *N) *T { v := *(*T)(unsafe.Pointer(n)); return &v }
	return to, from
}

// SameLayout returns an error that says where a and b first differ in
// memory layout (kinds, sizes, field names and offsets, all the way down),
// or nil if they have the same. A struct met in both is alike.
func SameLayout(a, b reflect.Type) error { return sameLayout(a, b, a.Name()) }

func sameLayout(a, b reflect.Type, path string) error {
	if a.Kind() != b.Kind() || a.Size() != b.Size() {
		return fmt.Errorf("%s: %s and %s differ", path, a, b)
	}
	switch a.Kind() {
	case reflect.Struct:
		if a == b {
			return nil
		}
		if a.NumField() != b.NumField() {
			return fmt.Errorf("%s: %d and %d fields", path, a.NumField(), b.NumField())
		}
		for i := range a.NumField() {
			fa, fb := a.Field(i), b.Field(i)
			if fa.Name != fb.Name || fa.Offset != fb.Offset {
				return fmt.Errorf("%s: field %s at %d, %s at %d", path, fa.Name, fa.Offset, fb.Name, fb.Offset)
			}
			if err := sameLayout(fa.Type, fb.Type, path+"."+fa.Name); err != nil {
				return err
			}
		}
	case reflect.Map:
		if err := sameLayout(a.Key(), b.Key(), path+"[key]"); err != nil {
			return err
		}
		return sameLayout(a.Elem(), b.Elem(), path+"[]")
	case reflect.Slice, reflect.Pointer, reflect.Array:
		if a.Kind() == reflect.Array && a.Len() != b.Len() {
			return fmt.Errorf("%s: arrays of %d and %d", path, a.Len(), b.Len())
		}
		return sameLayout(a.Elem(), b.Elem(), path+"[]")
	}
	return nil
}

// Impl is serbench's Impl for a codec whose native type N is T's twin.
func Impl[T, N any](variants map[serbench.Variant]serbench.Ops[N]) serbench.Impl[T, N] {
	to, from := Convert[T, N]()
	return serbench.Converting(to, from, variants)
}

// Typed is serbench's Impl for a codec whose native type N differs from T
// in layout, converted by to and from: typed functions, such as those
// internal/gentwin -convert writes (ToPkgType and FromPkgType), each
// returning a fresh value.
func Typed[T, N any](to func(*T) N, from func(*N) T, variants map[serbench.Variant]serbench.Ops[N]) serbench.Impl[T, N] {
	return serbench.Converting(
		func(v *T) *N { n := to(v); return &n },
		func(n *N) *T { v := from(n); return &v },
		variants)
}

// CopySlice returns a fresh slice of N holding s's elements, nil for nil.
// N and T must have the same memory layout (a twin's fields, in order,
// with the same types or twins of them); CopySlice panics if their sizes
// differ. Strings are shared, as Go's strings are immutable.
func CopySlice[N, T any](s []T) []N {
	if unsafe.Sizeof(*new(N)) != unsafe.Sizeof(*new(T)) {
		panic(fmt.Sprintf("twin: %T and %T differ in size", *new(N), *new(T)))
	}
	if s == nil {
		return nil
	}
	out := make([]N, len(s))
	copy(unsafe.Slice((*T)(unsafe.Pointer(unsafe.SliceData(out))), len(out)), s)
	return out
}
