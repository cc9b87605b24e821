// Package reflectcopy binds a codec whose generated types differ from a
// dataset's in ways only the codec knows (wider ints, optional values
// wrapped, nested structs by pointer), through a function that copies
// either type into the other by reflection.
package reflectcopy

import (
	"reflect"

	"github.com/serbench/serbench"
)

// Impl is serbench's Impl for dataset type T and native type N, converted
// by copy(dst, src), which copies a T into an N and an N into a T.
func Impl[T, N any](copy func(dst, src reflect.Value), variants map[serbench.Variant]serbench.Ops[N]) serbench.Impl[T, N] {
	return serbench.Impl[T, N]{
		ToNative: func(v *T) *N {
			n := new(N)
			copy(reflect.ValueOf(n).Elem(), reflect.ValueOf(v).Elem())
			return n
		},
		FromNative: func(n *N) *T {
			v := new(T)
			copy(reflect.ValueOf(v).Elem(), reflect.ValueOf(n).Elem())
			return v
		},
		Variants: variants,
	}
}
