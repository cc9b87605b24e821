// Package twin copies slices of a dataset's structs into slices of a
// codec's native copy of those structs, and back: for generators (msgp,
// zebrapack, ffjson) that write code only for types declared in their own
// package, whose copies have the same fields in the same order, and so the
// same memory layout.
package twin

import (
	"fmt"
	"unsafe"
)

// Copy returns a fresh slice of N holding s's elements, nil for nil. N and
// T must have the same memory layout (a twin's fields, in order, with the
// same types or twins of them); Copy panics if their sizes differ. Strings
// are shared, as Go's strings are immutable.
func Copy[N, T any](s []T) []N {
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
