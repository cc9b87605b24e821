package bebop

import (
	"reflect"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/bebop/coll"
	"github.com/serbench/serbench/codecs/internal/reflectcopy"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The savedata and updates types of collections.bop have the datasets'
// fields in their order, int8s as int16s, and each optional value a
// one-field message (a struct holding a pointer); they are converted by
// reflection.
func init() {
	serbench.Support(name, savedata.Dataset, reflectcopy.Impl[savedata.Save](convert, ops[coll.Save]()))
	serbench.Support(name, updates.Dataset, reflectcopy.Impl[updates.Updates](convert, ops[coll.Updates]()))
}

// convert copies src into dst, one a dataset's value and the other its
// collections.bop form: struct fields in order, integers of any width, and
// a pointer as a one-field message whose field points to the value. Slices
// of one type are shared, as the timed ops only read them.
func convert(dst, src reflect.Value) {
	switch sk, dk := src.Kind(), dst.Kind(); {
	case src.Type() == dst.Type() && sk != reflect.Struct:
		dst.Set(src)
	case sk == reflect.Pointer && dk == reflect.Struct: // into a message
		if !src.IsNil() {
			convert(dst.Field(0), src)
		}
	case sk == reflect.Struct && dk == reflect.Pointer: // out of a message
		convert(dst, src.Field(0))
	case sk == reflect.Pointer:
		if !src.IsNil() {
			p := reflect.New(dst.Type().Elem())
			convert(p.Elem(), src.Elem())
			dst.Set(p)
		}
	case sk == reflect.Slice:
		if !src.IsNil() {
			s := reflect.MakeSlice(dst.Type(), src.Len(), src.Len())
			for i := range src.Len() {
				convert(s.Index(i), src.Index(i))
			}
			dst.Set(s)
		}
	case sk == reflect.Struct:
		for i := range src.NumField() {
			convert(dst.Field(i), src.Field(i))
		}
	default:
		dst.Set(src.Convert(dst.Type()))
	}
}
