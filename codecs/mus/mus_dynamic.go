package mus

import (
	"errors"
	"fmt"

	"github.com/mus-format/mus-go"
	"github.com/mus-format/mus-go/ord"
	"github.com/mus-format/mus-go/raw"
	"github.com/mus-format/mus-go/unsafe"
	"github.com/mus-format/mus-go/varint"

	"github.com/serbench/serbench/datasets/dynamic"
)

// The dynamic documents, by a serializer of our own for a document tree,
// as MUS has none: each value a tag byte and its data (int64 a varint,
// float64 raw, strings by ord's or unsafe's string serializer, arrays and
// objects a varint length and their elements or key-value pairs). This
// file sorts after mus.go, whose init registers the codec.
func init() {
	support(dynamic.Dataset, docMUS{anyMUS{ord.String}}, docMUS{anyMUS{unsafe.String}})
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

var errTag = errors.New("mus: unknown value tag")

// docMUS is a document: an object whose tag is implied.
type docMUS struct{ v anyMUS }

func (s docMUS) Marshal(m map[string]any, bs []byte) int { return s.v.marshalObject(m, bs) }
func (s docMUS) Size(m map[string]any) int               { return s.v.sizeObject(m) }
func (s docMUS) Skip(bs []byte) (int, error)             { return s.v.skipObject(bs) }

func (s docMUS) Unmarshal(bs []byte) (map[string]any, int, error) { return s.v.unmarshalObject(bs) }

type anyMUS struct{ str mus.Serializer[string] }

func (s anyMUS) Marshal(v any, bs []byte) int {
	switch x := v.(type) {
	case nil:
		return raw.Byte.Marshal(tagNull, bs)
	case bool:
		if x {
			return raw.Byte.Marshal(tagTrue, bs)
		}
		return raw.Byte.Marshal(tagFalse, bs)
	case int64:
		return raw.Byte.Marshal(tagInt, bs) + varint.Int64.Marshal(x, bs[1:])
	case float64:
		return raw.Byte.Marshal(tagFloat, bs) + raw.Float64.Marshal(x, bs[1:])
	case string:
		return raw.Byte.Marshal(tagString, bs) + s.str.Marshal(x, bs[1:])
	case []any:
		n := raw.Byte.Marshal(tagArray, bs)
		n += varint.PositiveInt.Marshal(len(x), bs[n:])
		for _, e := range x {
			n += s.Marshal(e, bs[n:])
		}
		return n
	case map[string]any:
		return raw.Byte.Marshal(tagObject, bs) + s.marshalObject(x, bs[1:])
	}
	panic(fmt.Sprintf("mus: no encoding for %T", v))
}

func (s anyMUS) marshalObject(m map[string]any, bs []byte) int {
	n := varint.PositiveInt.Marshal(len(m), bs)
	for k, e := range m {
		n += s.str.Marshal(k, bs[n:])
		n += s.Marshal(e, bs[n:])
	}
	return n
}

func (s anyMUS) Unmarshal(bs []byte) (v any, n int, err error) {
	tag, n, err := raw.Byte.Unmarshal(bs)
	if err != nil {
		return nil, n, err
	}
	var m int
	switch tag {
	case tagNull:
		return nil, n, nil
	case tagFalse, tagTrue:
		return tag == tagTrue, n, nil
	case tagInt:
		v, m, err = varint.Int64.Unmarshal(bs[n:])
	case tagFloat:
		v, m, err = raw.Float64.Unmarshal(bs[n:])
	case tagString:
		v, m, err = s.str.Unmarshal(bs[n:])
	case tagArray:
		v, m, err = s.unmarshalArray(bs[n:])
	case tagObject:
		v, m, err = s.unmarshalObject(bs[n:])
	default:
		err = errTag
	}
	return v, n + m, err
}

// count reads a length, refusing one longer than the rest of the input
// (every element takes at least a byte).
func count(bs []byte) (int, int, error) {
	l, n, err := varint.PositiveInt.Unmarshal(bs)
	if err == nil && (l < 0 || l > len(bs)-n) {
		err = mus.ErrTooSmallByteSlice
	}
	return l, n, err
}

func (s anyMUS) unmarshalArray(bs []byte) ([]any, int, error) {
	l, n, err := count(bs)
	if err != nil {
		return nil, n, err
	}
	a := make([]any, l)
	for i := range a {
		var m int
		a[i], m, err = s.Unmarshal(bs[n:])
		n += m
		if err != nil {
			return nil, n, err
		}
	}
	return a, n, nil
}

func (s anyMUS) unmarshalObject(bs []byte) (map[string]any, int, error) {
	l, n, err := count(bs)
	if err != nil {
		return nil, n, err
	}
	o := make(map[string]any, l)
	for range l {
		k, m, err := s.str.Unmarshal(bs[n:])
		n += m
		if err != nil {
			return nil, n, err
		}
		o[k], m, err = s.Unmarshal(bs[n:])
		n += m
		if err != nil {
			return nil, n, err
		}
	}
	return o, n, nil
}

func (s anyMUS) Size(v any) int {
	switch x := v.(type) {
	case int64:
		return 1 + varint.Int64.Size(x)
	case float64:
		return 1 + raw.Float64.Size(x)
	case string:
		return 1 + s.str.Size(x)
	case []any:
		n := 1 + varint.PositiveInt.Size(len(x))
		for _, e := range x {
			n += s.Size(e)
		}
		return n
	case map[string]any:
		return 1 + s.sizeObject(x)
	}
	return 1 // nil and bools are their tag
}

func (s anyMUS) sizeObject(m map[string]any) int {
	n := varint.PositiveInt.Size(len(m))
	for k, e := range m {
		n += s.str.Size(k) + s.Size(e)
	}
	return n
}

func (s anyMUS) Skip(bs []byte) (int, error) {
	tag, n, err := raw.Byte.Unmarshal(bs)
	if err != nil {
		return n, err
	}
	var m int
	switch tag {
	case tagNull, tagFalse, tagTrue:
	case tagInt:
		m, err = varint.Int64.Skip(bs[n:])
	case tagFloat:
		m, err = raw.Float64.Skip(bs[n:])
	case tagString:
		m, err = s.str.Skip(bs[n:])
	case tagArray:
		var l int
		l, m, err = count(bs[n:])
		for ; err == nil && l > 0; l-- {
			var k int
			k, err = s.Skip(bs[n+m:])
			m += k
		}
	case tagObject:
		m, err = s.skipObject(bs[n:])
	default:
		err = errTag
	}
	return n + m, err
}

func (s anyMUS) skipObject(bs []byte) (int, error) {
	l, n, err := count(bs)
	for ; err == nil && l > 0; l-- {
		var m int
		m, err = skipAll(bs[n:], s.str.Skip, s.Skip)
		n += m
	}
	return n, err
}
