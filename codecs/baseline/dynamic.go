package baseline

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/serbench/serbench/datasets/dynamic"
)

// The dynamic documents are a tree of tagged values: a tag byte, then the
// value. Ints are zigzag varints, uints (a user's file may hold them)
// uvarints, floats their IEEE bits, strings length-prefixed, arrays and
// objects a count and their elements; an object's keys are written in the
// map's iteration order, since a map has no other (the decoded map is the
// same whatever the order). Every value comes back with its Go type.
const (
	tagNull byte = iota
	tagFalse
	tagTrue
	tagInt
	tagUint
	tagFloat
	tagString
	tagArray
	tagObject
)

// This file sorts after datasets.go, whose init registers the codec.
func init() {
	support(dynamic.Dataset, 2048, encodeDoc, decodeDoc)
}

func encodeDoc(b []byte, v *map[string]any) []byte { return appendObject(b, *v) }

func decodeDoc(r *reader, v *map[string]any) {
	if t := r.take(1); len(t) == 1 && t[0] != tagObject {
		r.setErr(fmt.Errorf("baseline: a document is tag %d, not an object", t[0]))
		return
	}
	*v = r.object(0)
}

func appendObject(b []byte, m map[string]any) []byte {
	b = append(b, tagObject)
	b = binary.AppendUvarint(b, uint64(len(m)))
	for k, x := range m {
		b = appendString(b, k)
		b = appendValue(b, x)
	}
	return b
}

// appendValue writes one value; a type outside the JSON model panics, as
// the dataset holds none.
func appendValue(b []byte, v any) []byte {
	switch v := v.(type) {
	case nil:
		return append(b, tagNull)
	case bool:
		if v {
			return append(b, tagTrue)
		}
		return append(b, tagFalse)
	case int64:
		return binary.AppendVarint(append(b, tagInt), v)
	case uint64:
		return binary.AppendUvarint(append(b, tagUint), v)
	case float64:
		return binary.LittleEndian.AppendUint64(append(b, tagFloat), math.Float64bits(v))
	case string:
		return appendString(append(b, tagString), v)
	case []any:
		b = append(b, tagArray)
		b = binary.AppendUvarint(b, uint64(len(v)))
		for _, x := range v {
			b = appendValue(b, x)
		}
		return b
	case map[string]any:
		return appendObject(b, v)
	}
	panic(fmt.Sprintf("baseline: a dynamic document holds a %T", v))
}

// maxDepth bounds the nesting that decoding follows, so that a malformed
// input cannot exhaust the stack.
const maxDepth = 1000

func (r *reader) setErr(err error) {
	if r.err == nil {
		r.err = err
	}
	r.b = nil
}

// count reads an element count, refusing one larger than the bytes left
// (each element takes at least one).
func (r *reader) count() int {
	n := r.uvarint()
	if n > uint64(len(r.b)) {
		r.fail()
		return 0
	}
	return int(n)
}

// object reads an object's count and members, its tag already read.
func (r *reader) object(depth int) map[string]any {
	n := r.count()
	m := make(map[string]any, n)
	for range n {
		k := r.string()
		m[k] = r.value(depth + 1)
	}
	return m
}

func (r *reader) value(depth int) any {
	if depth > maxDepth {
		r.setErr(fmt.Errorf("baseline: a document nested deeper than %d", maxDepth))
		return nil
	}
	t := r.take(1)
	if len(t) == 0 {
		return nil
	}
	switch t[0] {
	case tagNull:
		return nil
	case tagFalse:
		return false
	case tagTrue:
		return true
	case tagInt:
		return r.varint()
	case tagUint:
		return r.uvarint()
	case tagFloat:
		return r.float64()
	case tagString:
		return r.string()
	case tagArray:
		l := make([]any, r.count())
		for i := range l {
			l[i] = r.value(depth + 1)
		}
		return l
	case tagObject:
		return r.object(depth)
	}
	r.setErr(fmt.Errorf("baseline: unknown tag %d", t[0]))
	return nil
}
