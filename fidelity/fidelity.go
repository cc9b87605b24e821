// Package fidelity compares a record with its round-tripped copy, field by
// field and exactly, and sums the differences over a pool into a verdict.
//
// Exactly means: time.Time by instant and by UTC offset, with a lost zone
// name reported apart; floats by their bits, so -0 and rounding show; ints at
// full width; strings and byte slices by their bytes; nil apart from empty
// for slices, maps and pointers. Only exported struct fields are compared,
// as those are what a codec is asked to carry.
package fidelity

import (
	"bytes"
	"fmt"
	"math"
	"math/big"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"
	"unsafe"
)

// Status is the verdict on one codec, dataset and variant.
type Status string

// The verdicts.
const (
	Exact       Status = "exact"       // every record came back bit for bit
	Lossy       Status = "lossy"       // some field came back different
	Error       Status = "error"       // marshal or unmarshal returned an error
	Crash       Status = "crash"       // the codec panicked or its process died
	Unsupported Status = "unsupported" // the codec cannot encode the dataset
)

// Kinds of difference.
const (
	KindValue    = "value"     // a different value
	KindInstant  = "instant"   // a time.Time at another instant
	KindOffset   = "offset"    // a time.Time at another UTC offset
	KindZoneName = "zone name" // a time.Time whose zone lost or changed its name
	KindNil      = "nil"       // nil became empty or empty became nil
	KindLength   = "length"    // a slice, map or string of another length
	// KindNumberType is a number in an interface (a dynamic document's
	// value) that came back as another Go type, such as an int64 decoded
	// as a float64; the detail says whether its value changed too.
	KindNumberType = "number type"
)

// A Difference is one field of one record that came back different.
type Difference struct {
	// Path names the field, such as "Powers[2].Name" or "Cart[key].Price".
	Path string
	// Kind is one of the Kind constants.
	Kind string
	// Detail says what happened, such as "offset +05:30 became +00:00".
	Detail string
}

func (d Difference) String() string { return d.Path + ": " + d.Detail }

// Compare reports how got differs from want. Both must have the same type.
func Compare(want, got any) []Difference {
	var c comparer
	c.value(reflect.ValueOf(want), reflect.ValueOf(got))
	return c.diffs
}

type comparer struct {
	diffs []Difference
	steps []step // from the record to the value compared (see into)
}

// typeOrNil names v's type, or nil for the zero Value of a nil any.
func typeOrNil(v reflect.Value) string {
	if !v.IsValid() {
		return "nil"
	}
	return v.Type().String()
}

var timeType = reflect.TypeFor[time.Time]()

func (c *comparer) add(kind, format string, args ...any) {
	p := c.path()
	if p == "" {
		p = "(record)"
	}
	c.diffs = append(c.diffs, Difference{Path: p, Kind: kind, Detail: fmt.Sprintf(format, args...)})
}

// A step is one step of the walk from the record to a value.
type step struct {
	kind  stepKind
	name  string // a field's name, a document's key or a map key
	index int    // a list index
}

// The kinds of step: a struct field or a document's key, joined by a dot;
// a map key and a list index, in brackets.
type stepKind uint8

const (
	stepField stepKind = iota
	stepKey
	stepIndex
)

// into steps into s, for the walk below it until out. The path is written
// out only where a difference is found, since the walk passes millions of
// fields that agree (docs/evidence/2026-11-26-where-the-run-time-goes.md).
func (c *comparer) into(s step) { c.steps = append(c.steps, s) }

// out steps back up.
func (c *comparer) out() { c.steps = c.steps[:len(c.steps)-1] }

// path writes where the walk stands, as "Powers[2].Name" or
// "Cart[key].Price".
func (c *comparer) path() string {
	var b []byte
	for _, s := range c.steps {
		switch s.kind {
		case stepField:
			if len(b) > 0 {
				b = append(b, '.')
			}
			b = append(b, s.name...)
		case stepKey:
			b = append(append(append(b, '['), s.name...), ']')
		case stepIndex:
			b = append(strconv.AppendInt(append(b, '['), int64(s.index), 10), ']')
		}
	}
	return string(b)
}

// exported lists the exported fields of a struct type, by index and name;
// the walk looks them up once per type rather than once per value.
func exported(t reflect.Type) []field {
	if fs, ok := exportedFields.Load(t); ok {
		return fs.([]field)
	}
	var fs []field
	for i := range t.NumField() {
		if f := t.Field(i); f.IsExported() {
			fs = append(fs, field{i, f.Name})
		}
	}
	exportedFields.Store(t, fs)
	return fs
}

// A field is an exported struct field: its index and name.
type field struct {
	index int
	name  string
}

var exportedFields sync.Map // reflect.Type to []field

func (c *comparer) value(w, g reflect.Value) {
	if !w.IsValid() || !g.IsValid() { // a nil any, as a JSON null document decodes to
		if w.IsValid() != g.IsValid() {
			c.add(KindValue, "%s became %s", typeOrNil(w), typeOrNil(g))
		}
		return
	}
	if w.Type() != g.Type() {
		if isNumber(w) && isNumber(g) {
			c.numberType(w, g)
			return
		}
		c.add(KindValue, "type %s became %s", w.Type(), g.Type())
		return
	}
	if w.Type() == timeType {
		c.time(w.Interface().(time.Time), g.Interface().(time.Time))
		return
	}
	switch w.Kind() {
	case reflect.Bool:
		if w.Bool() != g.Bool() {
			c.add(KindValue, "%v became %v", w.Bool(), g.Bool())
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if w.Int() != g.Int() {
			c.add(KindValue, "%d became %d", w.Int(), g.Int())
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		if w.Uint() != g.Uint() {
			c.add(KindValue, "%d became %d", w.Uint(), g.Uint())
		}
	case reflect.Float32:
		wf, gf := float32(w.Float()), float32(g.Float())
		if math.Float32bits(wf) != math.Float32bits(gf) {
			c.add(KindValue, "%s became %s", fmtFloat(float64(wf), 32), fmtFloat(float64(gf), 32))
		}
	case reflect.Float64:
		if math.Float64bits(w.Float()) != math.Float64bits(g.Float()) {
			c.add(KindValue, "%s became %s", fmtFloat(w.Float(), 64), fmtFloat(g.Float(), 64))
		}
	case reflect.String:
		c.string(w.String(), g.String())
	case reflect.Pointer, reflect.Interface:
		if c.nils(w, g) {
			c.value(w.Elem(), g.Elem())
		}
	case reflect.Slice:
		if !c.nils(w, g) {
			return
		}
		if w.Type().Elem().Kind() == reflect.Uint8 {
			c.bytes(w.Bytes(), g.Bytes())
			return
		}
		c.list(w, g)
	case reflect.Array:
		c.list(w, g)
	case reflect.Map:
		if c.nils(w, g) {
			c.dict(w, g)
		}
	case reflect.Struct:
		for _, f := range exported(w.Type()) {
			c.into(step{kind: stepField, name: f.name})
			c.value(w.Field(f.index), g.Field(f.index))
			c.out()
		}
	default:
		panic("fidelity: cannot compare " + w.Type().String() + " at " + c.path())
	}
}

func isNumber(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64:
		return true
	}
	return false
}

// numberType reports a number that came back as another type: what a
// schemaless format does to the numbers of a map[string]any.
func (c *comparer) numberType(w, g reflect.Value) {
	same := "same value"
	if !sameNumber(w, g) {
		same = "value changed"
	}
	c.add(KindNumberType, "%s %s became %s %s (%s)", w.Type(), numberText(w), g.Type(), numberText(g), same)
}

// sameNumber compares two numbers of any Go types exactly: a big.Float
// holds every int64, uint64 and float64 without rounding. -0 is not 0,
// NaN is only NaN.
func sameNumber(w, g reflect.Value) bool {
	wf, wok := bigNumber(w)
	gf, gok := bigNumber(g)
	if !wok || !gok {
		return !wok && !gok
	}
	return wf.Cmp(gf) == 0 && wf.Signbit() == gf.Signbit()
}

// bigNumber converts v exactly; false for NaN.
func bigNumber(v reflect.Value) (*big.Float, bool) {
	f := new(big.Float)
	switch v.Kind() {
	case reflect.Float32, reflect.Float64:
		if math.IsNaN(v.Float()) {
			return nil, false
		}
		return f.SetFloat64(v.Float()), true
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return f.SetUint64(v.Uint()), true
	}
	return f.SetInt64(v.Int()), true
}

// numberText writes a number exactly: ints in full, floats in the fewest
// digits that read back to the same bits.
func numberText(v reflect.Value) string {
	switch v.Kind() {
	case reflect.Float32:
		return fmtFloat(v.Float(), 32)
	case reflect.Float64:
		return fmtFloat(v.Float(), 64)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return strconv.FormatUint(v.Uint(), 10)
	}
	return strconv.FormatInt(v.Int(), 10)
}

// nils reports nil against non-nil and whether both are non-nil.
func (c *comparer) nils(w, g reflect.Value) bool {
	switch wn, gn := w.IsNil(), g.IsNil(); {
	case wn && gn:
		return false
	case wn:
		c.add(KindNil, "nil became %s", describe(g))
		return false
	case gn:
		c.add(KindNil, "%s became nil", describe(w))
		return false
	}
	return true
}

func describe(v reflect.Value) string {
	switch v.Kind() {
	case reflect.Slice, reflect.Map:
		if v.Len() == 0 {
			return "empty"
		}
		return count(v.Len(), v.Kind())
	}
	return "a value"
}

// count says "1 element", "3 elements" or, for maps, "3 entries".
func count(n int, k reflect.Kind) string {
	switch {
	case k == reflect.Map && n == 1:
		return "1 entry"
	case k == reflect.Map:
		return fmt.Sprintf("%d entries", n)
	case n == 1:
		return "1 element"
	}
	return fmt.Sprintf("%d elements", n)
}

func (c *comparer) list(w, g reflect.Value) {
	if w.Len() != g.Len() {
		c.add(KindLength, "%s became %d", count(w.Len(), w.Kind()), g.Len())
		return
	}
	if sameMemory(w, g) {
		return
	}
	for i := 0; i < w.Len(); i++ {
		c.into(step{kind: stepIndex, index: i})
		c.value(w.Index(i), g.Index(i))
		c.out()
	}
}

// sameMemory reports whether two slices of one type and length hold the
// same bytes, where their elements hold no pointers: then no element can
// differ (every number is compared by its bits), and the walk element by
// element, seconds for mesh's millions of vertices, is skipped. Anything
// else, padding that differs included, takes the walk.
func sameMemory(w, g reflect.Value) bool {
	if w.Kind() != reflect.Slice || w.Len() == 0 || !pointerFree(w.Type().Elem()) {
		return false
	}
	n := uintptr(w.Len()) * w.Type().Elem().Size()
	return bytes.Equal(unsafe.Slice((*byte)(w.UnsafePointer()), n), unsafe.Slice((*byte)(g.UnsafePointer()), n))
}

// pointerFree reports whether values of t are plain bytes: numbers and
// bools, and arrays and structs of them.
func pointerFree(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64:
		return true
	case reflect.Array:
		return pointerFree(t.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			if !pointerFree(t.Field(i).Type) {
				return false
			}
		}
		return true
	}
	return false
}

func (c *comparer) dict(w, g reflect.Value) {
	if w.Len() != g.Len() {
		c.add(KindLength, "%s became %d", count(w.Len(), reflect.Map), g.Len())
	}
	keys := w.MapKeys()
	sort.Slice(keys, func(i, j int) bool { return fmt.Sprint(keys[i]) < fmt.Sprint(keys[j]) })
	// The keys of a document (a map to interface values, as decoded JSON)
	// are its field names and are kept in the path like a struct's; other
	// maps' keys are data, folded away by NormalPath.
	document := w.Type().Elem().Kind() == reflect.Interface && w.Type().Key().Kind() == reflect.String
	for _, k := range keys {
		at := step{kind: stepKey, name: fmt.Sprint(k)}
		if document {
			at = step{kind: stepField, name: k.String()}
		}
		c.into(at)
		if gv := g.MapIndex(k); gv.IsValid() {
			c.value(w.MapIndex(k), gv)
		} else {
			c.add(KindValue, "entry missing")
		}
		c.out()
	}
}

func (c *comparer) string(w, g string) {
	if w == g {
		return
	}
	if len(w) != len(g) && (len(w) > 64 || len(g) > 64) {
		c.add(KindLength, "%d bytes became %d", len(w), len(g))
		return
	}
	c.add(KindValue, "%s became %s", quote(w), quote(g))
}

func (c *comparer) bytes(w, g []byte) {
	if string(w) == string(g) {
		return
	}
	if len(w) != len(g) {
		c.add(KindLength, "%d bytes became %d", len(w), len(g))
		return
	}
	for i := range w {
		if w[i] != g[i] {
			c.add(KindValue, "byte %d: %#02x became %#02x", i, w[i], g[i])
			return
		}
	}
}

func (c *comparer) time(w, g time.Time) {
	if !w.Equal(g) {
		c.add(KindInstant, "%s became %s", fmtTime(w), fmtTime(g))
		return
	}
	wn, wo := w.Zone()
	gn, gof := g.Zone()
	if wo != gof {
		c.add(KindOffset, "offset %s became %s", fmtOffset(wo), fmtOffset(gof))
		return
	}
	if wn != gn {
		c.add(KindZoneName, "zone name %q became %q", wn, gn)
	}
}

func fmtFloat(f float64, bits int) string {
	if f == 0 && math.Signbit(f) {
		return "-0"
	}
	return strconv.FormatFloat(f, 'g', -1, bits)
}

func fmtTime(t time.Time) string { return t.Format("2006-01-02T15:04:05.999999999Z07:00") }

func fmtOffset(sec int) string {
	sign := '+'
	if sec < 0 {
		sign, sec = '-', -sec
	}
	return fmt.Sprintf("%c%02d:%02d", sign, sec/3600, sec%3600/60)
}

// quote shows a string briefly: at most 40 runes, quoted.
func quote(s string) string {
	if utf8.RuneCountInString(s) <= 40 {
		return strconv.Quote(s)
	}
	r := []rune(s)
	return strconv.Quote(string(r[:40])) + "..."
}

// NormalPath folds the indices and keys of a path, so that one field of
// every element counts as one field: "Powers[2].Name" becomes "Powers[].Name".
func NormalPath(path string) string {
	var b strings.Builder
	depth := 0
	for _, r := range path {
		switch {
		case r == '[':
			if depth == 0 {
				b.WriteString("[]")
			}
			depth++
		case r == ']':
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	return b.String()
}
