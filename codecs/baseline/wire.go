// Package baseline is serbench's speed-of-light reference: for each dataset
// a hand-written binary encoding of exactly its fields, with no reflection,
// no schema and no framing beyond what the fields need.
//
// It is exact on every dataset: integers are varints at full width, floats
// their IEEE bits, strings and byte slices length-prefixed with nil apart
// from empty, and times carry seconds, nanoseconds, offset and zone name.
package baseline

import (
	"encoding/binary"
	"errors"
	"math"
	"time"

	"github.com/serbench/serbench"
)

// support registers enc and dec, which work on the dataset's own type;
// hint is the output buffer's starting capacity, near a record's size.
func support[T any](d *serbench.Dataset[T], hint int, enc func([]byte, *T) []byte, dec func(*reader, *T)) {
	serbench.Support("baseline", d, serbench.Impl[T, T]{Variants: map[serbench.Variant]serbench.Ops[T]{
		serbench.Default: {
			Marshal: func(v *T) ([]byte, error) { return enc(make([]byte, 0, hint), v), nil },
			Unmarshal: func(data []byte) (*T, error) {
				v := new(T)
				r := reader{b: data}
				dec(&r, v)
				return v, r.done()
			},
		},
	}})
}

var errShort = errors.New("baseline: input too short")

func appendString(b []byte, s string) []byte {
	b = binary.AppendUvarint(b, uint64(len(s)))
	return append(b, s...)
}

// appendBytes writes length+1, so that 0 stands for nil.
func appendBytes(b, s []byte) []byte {
	if s == nil {
		return append(b, 0)
	}
	b = binary.AppendUvarint(b, uint64(len(s))+1)
	return append(b, s...)
}

func appendStrings(b []byte, s []string) []byte {
	if s == nil {
		return append(b, 0)
	}
	b = binary.AppendUvarint(b, uint64(len(s))+1)
	for _, x := range s {
		b = appendString(b, x)
	}
	return b
}

func appendBool(b []byte, v bool) []byte {
	if v {
		return append(b, 1)
	}
	return append(b, 0)
}

func appendFloat64(b []byte, f float64) []byte {
	return binary.LittleEndian.AppendUint64(b, math.Float64bits(f))
}

// appendTime writes seconds, nanoseconds and the zone: a 0 byte for UTC,
// else 1, the offset and the name.
func appendTime(b []byte, t time.Time) []byte {
	b = binary.AppendVarint(b, t.Unix())
	b = binary.AppendUvarint(b, uint64(t.Nanosecond()))
	if t.Location() == time.UTC {
		return append(b, 0)
	}
	name, off := t.Zone()
	b = append(b, 1)
	b = binary.AppendVarint(b, int64(off))
	return appendString(b, name)
}

// reader decodes; the first error sticks and later reads return zeros.
type reader struct {
	b   []byte
	err error
}

func (r *reader) done() error {
	if r.err == nil && len(r.b) != 0 {
		return errors.New("baseline: trailing bytes")
	}
	return r.err
}

func (r *reader) uvarint() uint64 {
	v, n := binary.Uvarint(r.b)
	if n <= 0 {
		r.fail()
		return 0
	}
	r.b = r.b[n:]
	return v
}

func (r *reader) varint() int64 {
	v, n := binary.Varint(r.b)
	if n <= 0 {
		r.fail()
		return 0
	}
	r.b = r.b[n:]
	return v
}

func (r *reader) fail() {
	if r.err == nil {
		r.err = errShort
	}
	r.b = nil
}

func (r *reader) take(n uint64) []byte {
	if n > uint64(len(r.b)) {
		r.fail()
		return nil
	}
	s := r.b[:n:n]
	r.b = r.b[n:]
	return s
}

func (r *reader) string() string { return string(r.take(r.uvarint())) }

func (r *reader) bytes() []byte {
	n := r.uvarint()
	if n == 0 {
		return nil
	}
	return append([]byte{}, r.take(n-1)...)
}

func (r *reader) strings() []string {
	n := r.uvarint()
	if n == 0 || r.err != nil {
		return nil
	}
	if n-1 > uint64(len(r.b)) {
		r.fail()
		return nil
	}
	s := make([]string, n-1)
	for i := range s {
		s[i] = r.string()
	}
	return s
}

func (r *reader) bool() bool {
	b := r.take(1)
	return len(b) == 1 && b[0] != 0
}

func (r *reader) float64() float64 {
	b := r.take(8)
	if len(b) < 8 {
		return 0
	}
	return math.Float64frombits(binary.LittleEndian.Uint64(b))
}

func (r *reader) time() time.Time {
	t := time.Unix(r.varint(), int64(r.uvarint()))
	if r.bool() {
		off := r.varint()
		return t.In(time.FixedZone(r.string(), int(off)))
	}
	return t.UTC()
}
