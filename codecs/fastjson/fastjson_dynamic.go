package fastjson

import (
	"fmt"
	"slices"
	"strconv"
	"unsafe"

	"github.com/valyala/fastjson"
	"github.com/valyala/fastjson/fastfloat"

	"github.com/serbench/serbench/datasets/dynamic"
)

// The dynamic documents are what fastjson is for: the encoder builds the
// tree in the Arena from the map (keys sorted, as encoding/json writes
// them) and the decoder walks the parsed tree into map[string]any and
// []any. A number whose text is an integer comes back as an int64 (a
// uint64 beyond), any other as a float64: so an integral float64 (written
// as 100, as encoding/json writes it) comes back an int64.
//
// This file sorts after fastjson.go, whose init registers the codec.
func init() {
	support(dynamic.Dataset, buildDoc, parsed(readDoc))
}

func buildDoc(e *encoder, v *map[string]any) *fastjson.Value { return e.any(*v) }

// any builds v; a type outside the JSON model panics, as the dataset holds
// none.
func (e *encoder) any(v any) *fastjson.Value {
	switch v := v.(type) {
	case nil:
		return e.a.NewNull()
	case bool:
		return e.bool(v)
	case int64:
		return e.number(strconv.AppendInt(e.num, v, 10))
	case uint64:
		return e.uint(v)
	case float64:
		return e.float(v, 64)
	case string:
		return e.a.NewString(v)
	case []any:
		arr := e.a.NewArray()
		for i, x := range v {
			arr.SetArrayItem(i, e.any(x))
		}
		return arr
	case map[string]any:
		// The keys are sorted on top of e.keys, which nested objects share.
		base := len(e.keys)
		for k := range v {
			e.keys = append(e.keys, k)
		}
		keys := e.keys[base:]
		slices.Sort(keys)
		o := e.a.NewObject()
		for _, k := range keys {
			o.Set(k, e.any(v[k]))
		}
		e.keys = e.keys[:base]
		return o
	}
	panic(fmt.Sprintf("fastjson: a dynamic document holds a %T", v))
}

func readDoc(root *fastjson.Value, v *map[string]any) error {
	if root.Type() != fastjson.TypeObject {
		return fmt.Errorf("a document is a JSON %s, not an object", root.Type())
	}
	x, err := value(root)
	if err == nil {
		*v = x.(map[string]any)
	}
	return err
}

// value reads a parsed value into its Go form.
func value(v *fastjson.Value) (any, error) {
	switch v.Type() {
	case fastjson.TypeNull:
		return nil, nil
	case fastjson.TypeTrue:
		return true, nil
	case fastjson.TypeFalse:
		return false, nil
	case fastjson.TypeString:
		return str(v)
	case fastjson.TypeNumber:
		return number(v)
	case fastjson.TypeArray:
		arr, _ := v.Array()
		l := make([]any, len(arr))
		for i, x := range arr {
			var err error
			if l[i], err = value(x); err != nil {
				return nil, err
			}
		}
		return l, nil
	}
	o, _ := v.Object()
	m := make(map[string]any, o.Len())
	var err error
	o.Visit(func(k []byte, x *fastjson.Value) {
		if err == nil {
			m[string(k)], err = value(x)
		}
	})
	return m, err
}

// number reads a number as an int64 when its text is an integer that fits,
// a uint64 when it fits that, and a float64 otherwise, with fastjson's own
// parsers. Its text is read with MarshalTo, which for a number appends it
// as parsed.
func number(v *fastjson.Value) (any, error) {
	var scratch [32]byte
	b := v.MarshalTo(scratch[:0])
	s := unsafe.String(unsafe.SliceData(b), len(b)) // parsed before b goes
	integer := true
	for _, c := range b {
		if c == '.' || c == 'e' || c == 'E' {
			integer = false
			break
		}
	}
	if integer {
		if i, err := fastfloat.ParseInt64(s); err == nil {
			return i, nil
		}
		if u, err := fastfloat.ParseUint64(s); err == nil {
			return u, nil
		}
	}
	return fastfloat.Parse(s)
}
