package benc

import (
	"errors"
	"fmt"

	bstd "github.com/deneonet/benc/std"

	"github.com/serbench/serbench/datasets/dynamic"
)

// The dynamic documents, by functions of our own for a document tree, as
// bstd has none: each value a tag byte and its data (int64 bstd's int64,
// float64 its float64, strings its strings, arrays and objects a bstd
// varint length and their elements or key-value pairs). This file sorts
// after benc.go, whose init registers the codec.
func init() {
	safe, fast := newDecoder(false), newDecoder(true)
	support(dynamic.Dataset, sizeDoc, marshalDoc, safe.doc, fast.doc)
}

// The value tags.
const (
	tagNull byte = iota
	tagFalse
	tagTrue
	tagInt
	tagFloat
	tagString
	tagArray
	tagObject
)

var errTag = errors.New("benc: unknown value tag")

func sizeDoc(m *map[string]any) int { return sizeObject(*m) }

func marshalDoc(n int, b []byte, m *map[string]any) int { return marshalObject(n, b, *m) }

func (d *decoder) doc(n int, b []byte, m *map[string]any) (int, error) {
	var err error
	n, *m, err = d.object(n, b)
	return n, err
}

func sizeValue(v any) int {
	switch x := v.(type) {
	case int64:
		return 1 + bstd.SizeInt64()
	case float64:
		return 1 + bstd.SizeFloat64()
	case string:
		return 1 + bstd.SizeString(x)
	case []any:
		n := 1 + bstd.SizeUint(uint(len(x)))
		for _, e := range x {
			n += sizeValue(e)
		}
		return n
	case map[string]any:
		return 1 + sizeObject(x)
	}
	return 1 // nil and bools are their tag
}

func sizeObject(m map[string]any) int {
	n := bstd.SizeUint(uint(len(m)))
	for k, e := range m {
		n += bstd.SizeString(k) + sizeValue(e)
	}
	return n
}

func marshalValue(n int, b []byte, v any) int {
	switch x := v.(type) {
	case nil:
		return bstd.MarshalByte(n, b, tagNull)
	case bool:
		if x {
			return bstd.MarshalByte(n, b, tagTrue)
		}
		return bstd.MarshalByte(n, b, tagFalse)
	case int64:
		return bstd.MarshalInt64(bstd.MarshalByte(n, b, tagInt), b, x)
	case float64:
		return bstd.MarshalFloat64(bstd.MarshalByte(n, b, tagFloat), b, x)
	case string:
		return bstd.MarshalString(bstd.MarshalByte(n, b, tagString), b, x)
	case []any:
		n = bstd.MarshalUint(bstd.MarshalByte(n, b, tagArray), b, uint(len(x)))
		for _, e := range x {
			n = marshalValue(n, b, e)
		}
		return n
	case map[string]any:
		return marshalObject(bstd.MarshalByte(n, b, tagObject), b, x)
	}
	panic(fmt.Sprintf("benc: no encoding for %T", v))
}

func marshalObject(n int, b []byte, m map[string]any) int {
	n = bstd.MarshalUint(n, b, uint(len(m)))
	for k, e := range m {
		n = bstd.MarshalString(n, b, k)
		n = marshalValue(n, b, e)
	}
	return n
}

func (d *decoder) value(n int, b []byte) (int, any, error) {
	n, tag, err := bstd.UnmarshalByte(n, b)
	if err != nil {
		return n, nil, err
	}
	switch tag {
	case tagNull:
		return n, nil, nil
	case tagFalse, tagTrue:
		return n, tag == tagTrue, nil
	case tagInt:
		return anyOf(bstd.UnmarshalInt64(n, b))
	case tagFloat:
		return anyOf(bstd.UnmarshalFloat64(n, b))
	case tagString:
		return anyOf(d.str(n, b))
	case tagArray:
		return anyOf(d.array(n, b))
	case tagObject:
		return anyOf(d.object(n, b))
	}
	return n, nil, errTag
}

// anyOf returns a decoder's result with its value as an any.
func anyOf[V any](n int, v V, err error) (int, any, error) { return n, v, err }

// count reads a length, refusing one longer than the rest of the input
// (every element takes at least a byte).
func count(n int, b []byte) (int, int, error) {
	n, l, err := bstd.UnmarshalUint(n, b)
	if err == nil && l > uint(len(b)-n) {
		err = errCount
	}
	return n, int(l), err
}

var errCount = errors.New("benc: length exceeds the input")

func (d *decoder) array(n int, b []byte) (int, []any, error) {
	n, l, err := count(n, b)
	if err != nil {
		return n, nil, err
	}
	a := make([]any, l)
	for i := range a {
		if n, a[i], err = d.value(n, b); err != nil {
			return n, nil, err
		}
	}
	return n, a, nil
}

func (d *decoder) object(n int, b []byte) (int, map[string]any, error) {
	n, l, err := count(n, b)
	if err != nil {
		return n, nil, err
	}
	m := make(map[string]any, l)
	for range l {
		var k string
		if n, k, err = d.str(n, b); err != nil {
			return n, nil, err
		}
		if n, m[k], err = d.value(n, b); err != nil {
			return n, nil, err
		}
	}
	return n, m, nil
}
