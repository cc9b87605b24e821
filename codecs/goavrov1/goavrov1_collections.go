package goavrov1

import (
	"reflect"
	"slices"

	"github.com/linkedin/goavro"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/gogenavro/schema"
	"github.com/serbench/serbench/codecs/internal/avroscalar"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The large collections' records are built and read back by reflection
// over their Go types, whose fields the schemas name one for one and in
// order.
func init() {
	serbench.Support(name, logs.Dataset, collImpl[logs.Logs](schema.Logs, ""))
	serbench.Support(name, mesh.Dataset, collImpl[mesh.Mesh](schema.Mesh, ""))
	serbench.Support(name, savedata.Dataset, collImpl[savedata.Save](schema.Save, "savedata"))
	serbench.Support(name, updates.Dataset, collImpl[updates.Updates](schema.Updates, "updates"))
}

func collImpl[T any](s, ns string) serbench.Impl[T, goavro.Record] {
	b := builder{s: s, ns: ns, top: reflect.TypeFor[T](), protos: map[reflect.Type]*goavro.Record{}}
	return serbench.Impl[T, goavro.Record]{
		ToNative: func(v *T) *goavro.Record { return b.record(reflect.ValueOf(v).Elem()) },
		FromNative: func(r *goavro.Record) *T {
			v := new(T)
			fromNative(reflect.ValueOf(v).Elem(), r)
			return v
		},
		Variants: ops(mustCodec(s)),
	}
}

// builder makes the records of one schema s, of top-level type top, whose
// nested records are in namespace ns. NewRecord parses a record's schema,
// so each struct type's first record is kept and the others copy it.
type builder struct {
	s, ns  string
	top    reflect.Type
	protos map[reflect.Type]*goavro.Record
}

// record returns v, a struct, as a Record, its fields set in order.
func (b *builder) record(v reflect.Value) *goavro.Record {
	proto := b.protos[v.Type()]
	if proto == nil {
		setters := top(goavro.RecordSchema(b.s))
		if v.Type() != b.top {
			setters = []goavro.RecordSetter{nested(b.s, v.Type().Name()), goavro.RecordEnclosingNamespace(b.ns)}
		}
		proto = record(setters)
		b.protos[v.Type()] = proto
	}
	r := *proto
	r.Fields = slices.Clone(proto.Fields)
	for i := range r.Fields {
		f := *r.Fields[i]
		f.Datum = b.native(v.Field(i))
		r.Fields[i] = &f
	}
	return &r
}

// native returns v in v1's native form: integers as int32 or int64, as the
// schemas make 32-bit unsigned and wider integers long and the others int;
// slices as []any ([]byte as bytes); a pointer as its value or nil, for a
// union with null.
func (b *builder) native(v reflect.Value) any {
	switch v.Kind() {
	case reflect.Struct:
		return b.record(v)
	case reflect.Slice:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			return v.Bytes()
		}
		if v.IsNil() {
			return []any(nil)
		}
		a := make([]any, v.Len())
		for i := range a {
			a[i] = b.native(v.Index(i))
		}
		return a
	case reflect.Pointer:
		if v.IsNil() {
			return nil
		}
		return b.native(v.Elem())
	case reflect.Int8, reflect.Int16, reflect.Int32:
		return int32(v.Int())
	case reflect.Uint8, reflect.Uint16:
		return int32(v.Uint())
	case reflect.Int, reflect.Int64:
		return v.Int()
	case reflect.Uint, reflect.Uint32, reflect.Uint64:
		return int64(v.Uint())
	case reflect.Float32:
		return float32(v.Float())
	}
	return v.Interface() // bool, string, float64
}

// fromNative reads dst back from v1's native form, as native writes it and
// Codec.Decode returns it.
func fromNative(dst reflect.Value, x any) {
	switch dst.Kind() {
	case reflect.Struct:
		r, _ := x.(*goavro.Record)
		if r == nil || len(r.Fields) != dst.NumField() {
			return
		}
		for i, f := range r.Fields {
			fromNative(dst.Field(i), f.Datum)
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
		if x != nil {
			p := reflect.New(dst.Type().Elem())
			fromNative(p.Elem(), x)
			dst.Set(p)
		}
	default:
		avroscalar.Set(dst, x)
	}
}
