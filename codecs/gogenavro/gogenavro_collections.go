package gogenavro

import (
	"reflect"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/gogenavro/coll"
	"github.com/serbench/serbench/codecs/internal/reflectcopy"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The large collections' generated types (package coll) have the datasets'
// fields in their order, with ints widened to int32 or int64 and each
// pointer a generated union with null; they are converted by reflection.
func init() {
	serbench.Support(name, logs.Dataset, reflectcopy.Impl[logs.Logs](convert, ops[coll.Logs](coll.DeserializeLogs)))
	serbench.Support(name, mesh.Dataset, reflectcopy.Impl[mesh.Mesh](convert, ops[coll.Mesh](coll.DeserializeMesh)))
	serbench.Support(name, savedata.Dataset, reflectcopy.Impl[savedata.Save](convert, ops[coll.Save](coll.DeserializeSave)))
	serbench.Support(name, updates.Dataset, reflectcopy.Impl[updates.Updates](convert, ops[coll.Updates](coll.DeserializeUpdates)))
}

// convert copies src into dst, one of them a dataset's value and the other
// its generated twin: struct fields in order, integers of any width, and a
// pointer to a union of null and the pointed-to type (whose fields are
// Null, the value and UnionType; UnionType 0 is null). Slices of one type
// are shared, as the timed ops only read them.
func convert(dst, src reflect.Value) {
	switch {
	case src.Type() == dst.Type() && src.Kind() != reflect.Struct:
		dst.Set(src)
	case src.Kind() == reflect.Pointer:
		if src.IsNil() {
			return
		}
		if u := src.Elem(); u.Kind() == reflect.Struct && u.Type().NumField() == 3 && u.Type().Field(2).Name == "UnionType" { // from a union
			if u.Field(2).Int() != 0 {
				p := reflect.New(dst.Type().Elem())
				convert(p.Elem(), u.Field(1))
				dst.Set(p)
			}
			return
		}
		u := reflect.New(dst.Type().Elem()) // to a union
		convert(u.Elem().Field(1), src.Elem())
		u.Elem().Field(2).SetInt(1)
		dst.Set(u)
	case src.Kind() == reflect.Slice:
		if src.IsNil() {
			return
		}
		s := reflect.MakeSlice(dst.Type(), src.Len(), src.Len())
		for i := range src.Len() {
			convert(s.Index(i), src.Index(i))
		}
		dst.Set(s)
	case src.Kind() == reflect.Struct:
		for i := range src.NumField() {
			convert(dst.Field(i), src.Field(i))
		}
	case src.CanInt() && dst.CanUint():
		dst.SetUint(uint64(src.Int()))
	case src.CanUint() && dst.CanInt():
		dst.SetInt(int64(src.Uint()))
	default:
		dst.Set(src.Convert(dst.Type()))
	}
}
