package goavro

import (
	"reflect"

	"github.com/linkedin/goavro/v2"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/gogenavro/schema"
	"github.com/serbench/serbench/codecs/internal/avroscalar"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The large collections' records are built and read back by reflection
// over their Go types, whose fields the schemas name one for one; the
// schemas of logs and mesh have no namespace, savedata's and updates' are
// named after their datasets.
func init() {
	serbench.Support(name, logs.Dataset, impl(mustCodec(schema.Logs), toRecord[logs.Logs](""), fromRecord[logs.Logs]))
	serbench.Support(name, mesh.Dataset, impl(mustCodec(schema.Mesh), toRecord[mesh.Mesh](""), fromRecord[mesh.Mesh]))
	serbench.Support(name, savedata.Dataset, impl(mustCodec(schema.Save), toRecord[savedata.Save]("savedata."), fromRecord[savedata.Save]))
	serbench.Support(name, updates.Dataset, impl(mustCodec(schema.Updates), toRecord[updates.Updates]("updates."), fromRecord[updates.Updates]))
}

// toRecord returns the conversion of a T to goavro's native form: structs
// as Records, slices as []any ([]byte as bytes), integers as int64 (goavro
// takes them for int and long), a nil pointer as null and another as
// goavro.Union of its value, its branch named after the value's Avro type;
// record names are prefixed with the schema's namespace ns.
func toRecord[T any](ns string) func(*T) *Record {
	return func(v *T) *Record {
		r := toNative(reflect.ValueOf(v).Elem(), ns).(Record)
		return &r
	}
}

func toNative(v reflect.Value, ns string) any {
	switch v.Kind() {
	case reflect.Struct:
		r := make(Record, v.NumField())
		for i := range v.NumField() {
			r[v.Type().Field(i).Name] = toNative(v.Field(i), ns)
		}
		return r
	case reflect.Slice:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			return v.Bytes()
		}
		if v.IsNil() {
			return []any(nil)
		}
		a := make([]any, v.Len())
		for i := range a {
			a[i] = toNative(v.Index(i), ns)
		}
		return a
	case reflect.Pointer:
		if v.IsNil() {
			return nil
		}
		return goavro.Union(branch(v.Type().Elem(), ns), toNative(v.Elem(), ns))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return v.Int()
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return int64(v.Uint())
	case reflect.Float32:
		return float32(v.Float())
	}
	return v.Interface() // bool, string, float64
}

// branch names the union branch that holds a value of type t.
func branch(t reflect.Type, ns string) string {
	switch t.Kind() {
	case reflect.Struct:
		return ns + t.Name()
	case reflect.String:
		return "string"
	case reflect.Bool:
		return "boolean"
	case reflect.Float32:
		return "float"
	case reflect.Float64:
		return "double"
	case reflect.Int8, reflect.Int16, reflect.Int32, reflect.Uint8, reflect.Uint16:
		return "int"
	}
	return "long"
}

// fromRecord reads a T back from goavro's native form, as toRecord writes it
// and NativeFromBinary returns it (int as int32, long as int64, a union's
// value as a map from its branch's name).
func fromRecord[T any](r *Record) *T {
	v := new(T)
	fromNative(reflect.ValueOf(v).Elem(), *r)
	return v
}

func fromNative(dst reflect.Value, x any) {
	switch dst.Kind() {
	case reflect.Struct:
		r, _ := x.(Record)
		for i := range dst.NumField() {
			fromNative(dst.Field(i), r[dst.Type().Field(i).Name])
		}
	case reflect.Slice:
		if b, ok := x.([]byte); ok {
			dst.SetBytes(b)
			return
		}
		a, _ := x.([]any)
		if a == nil {
			return
		}
		dst.Set(reflect.MakeSlice(dst.Type(), len(a), len(a)))
		for i, e := range a {
			fromNative(dst.Index(i), e)
		}
	case reflect.Pointer:
		u, _ := x.(map[string]any)
		for _, e := range u { // the one branch of a non-null union
			p := reflect.New(dst.Type().Elem())
			fromNative(p.Elem(), e)
			dst.Set(p)
		}
	default:
		avroscalar.Set(dst, x)
	}
}
