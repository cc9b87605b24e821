package colfer

import (
	"reflect"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/colfer/coll"
	"github.com/serbench/serbench/codecs/internal/reflectcopy"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The savedata and updates types of collections.colf have the datasets'
// fields in their order, with Colfer's stand-ins for what it lacks (see
// collections.colf); they are converted by reflection.
func init() {
	serbench.Support(name, savedata.Dataset, reflectcopy.Impl[savedata.Save](convert, ops[coll.Save]()))
	serbench.Support(name, updates.Dataset, reflectcopy.Impl[updates.Updates](convert, ops[coll.Updates]()))
}

// convert copies src into dst, one a dataset's value and the other its
// Colfer form: struct fields in order, a nested struct by pointer, a
// pointer to a plain value as a pointer to a one-field struct, integers of
// any width, bools as bytes. Slices of one type are shared, as the timed
// ops only read them.
func convert(dst, src reflect.Value) {
	switch sk, dk := src.Kind(), dst.Kind(); {
	case src.Type() == dst.Type() && sk != reflect.Struct:
		dst.Set(src)
	case sk == reflect.Struct && dk == reflect.Pointer: // into a nested struct
		p := reflect.New(dst.Type().Elem())
		convert(p.Elem(), src)
		dst.Set(p)
	case sk == reflect.Pointer && dk != reflect.Pointer: // out of a nested struct
		if !src.IsNil() {
			convert(dst, src.Elem())
		}
	case sk == reflect.Pointer:
		if src.IsNil() {
			return
		}
		p := reflect.New(dst.Type().Elem())
		switch {
		case src.Type().Elem().Kind() != reflect.Struct: // into a one-field struct
			convert(p.Elem().Field(0), src.Elem())
		case dst.Type().Elem().Kind() != reflect.Struct: // out of one
			convert(p.Elem(), src.Elem().Field(0))
		default:
			convert(p.Elem(), src.Elem())
		}
		dst.Set(p)
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
	case sk == reflect.Bool:
		if src.Bool() {
			dst.SetUint(1)
		}
	case dk == reflect.Bool:
		dst.SetBool(src.Uint() != 0)
	default:
		dst.Set(src.Convert(dst.Type()))
	}
}
