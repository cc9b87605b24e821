// Command genreaders writes codecs/simdjsongo's readers: for each dataset
// type the codec decodes, a function that reads encoding/json's form of it
// from simdjson-go's tape, member by member, into the Go value. simdjson-go
// cannot unmarshal into structs, so every reader is the same loop over an
// object's members with one case per field; writing them from the types
// keeps them in step with the datasets.
//
// Usage, from codecs/simdjsongo:
//
//	go run ./internal/genreaders -o readers.gen.go
//
// A root type's reader takes the parser first (see support); every named
// struct type it reaches gets a reader of its own, named read and the type's
// name, and In and the package's name where two packages name a type alike
// (readItemInCart, readItemInSavedata). A member's key is the field's json
// tag name, or its name, as encoding/json writes it. A field reads by its
// type: the scalar readers (str, integer, unsigned, float, boolean, timeOf,
// bytesOf), optional for a pointer, list for a slice, dict for a map of
// strings, a struct's own reader. farcaster's Message, whose Data is a
// second JSON document, is read by hand, and its MessageData by a reader
// generated here.
package main

import (
	"bytes"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"time"

	"github.com/serbench/serbench/codecs/internal/gentypes"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/small"
	"github.com/serbench/serbench/datasets/updates"
)

// roots are the types support registers a reader for, which take the
// parser first; MessageData is read by readMessage, by hand.
var roots = []reflect.Type{
	reflect.TypeFor[small.A](),
	reflect.TypeFor[colorgroup.ColorGroup](),
	reflect.TypeFor[hero.Hero](),
	reflect.TypeFor[cart.User](),
	reflect.TypeFor[logs.Logs](),
	reflect.TypeFor[mesh.Mesh](),
	reflect.TypeFor[savedata.Save](),
	reflect.TypeFor[updates.Updates](),
}

// inner are types read by a reader written by hand, besides those the
// roots reach.
var inner = []reflect.Type{reflect.TypeFor[farcaster.MessageData]()}

var timeType = reflect.TypeFor[time.Time]()

func main() { gentypes.Main("genreaders", generate) }

// A generator collects the struct types to write readers for, in the order
// they are first reached, and the packages they come from.
type generator struct {
	types []reflect.Type
	root  map[reflect.Type]bool
	file  gentypes.File
}

func generate() ([]byte, error) {
	g := &generator{root: map[reflect.Type]bool{}, file: gentypes.File{}}
	for _, t := range roots {
		g.root[t] = true
		g.reach(t)
	}
	for _, t := range inner {
		g.reach(t)
	}
	var body bytes.Buffer
	for _, t := range g.types {
		if err := g.reader(&body, t); err != nil {
			return nil, err
		}
	}
	return g.file.Source("./internal/genreaders", "simdjsongo", "github.com/minio/simdjson-go", body.Bytes())
}

// reach adds t, a struct type, and every struct type its fields reach.
func (g *generator) reach(t reflect.Type) {
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Map:
		g.reach(t.Elem())
		return
	case reflect.Struct:
	default:
		return
	}
	if t == timeType || slices.Contains(g.types, t) {
		return
	}
	g.types = append(g.types, t)
	for _, f := range gentypes.Fields(t) {
		g.reach(f.Type)
	}
}

// name is the reader's name for struct type t: read and its name, or, where
// two packages name a type alike, read, its name, In and its package's
// (readItemInCart, readItemInSavedata).
func (g *generator) name(t reflect.Type) string {
	return gentypes.Unique(g.types, t, "read"+t.Name())
}

// read is the expression of a func(*simdjson.Iter, *T) error for t.
func (g *generator) read(t reflect.Type) (string, error) {
	if t == timeType {
		return "timeOf", nil
	}
	switch t.Kind() {
	case reflect.String:
		return "str", nil
	case reflect.Bool:
		return "boolean", nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return "integer[" + g.file.TypeName(t) + "]", nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "unsigned[" + g.file.TypeName(t) + "]", nil
	case reflect.Float32, reflect.Float64:
		return "float[" + g.file.TypeName(t) + "]", nil
	case reflect.Struct:
		return g.name(t), nil
	}
	return "", fmt.Errorf("no reader for %v", t)
}

// field writes the case body that reads member f into x.F: a statement
// that returns, or one that sets err (needsErr).
func (g *generator) field(f reflect.StructField) (stmt string, needsErr bool, err error) {
	at := "&x." + f.Name
	t := f.Type
	switch {
	case t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Uint8:
		return "return bytesOf(v, " + at + ")", false, nil
	case t.Kind() == reflect.Pointer:
		r, err := g.read(t.Elem())
		return "return optional(v, " + at + ", " + r + ")", false, err
	case t.Kind() == reflect.Slice:
		r, err := g.read(t.Elem())
		return "x." + f.Name + ", err = list(v, " + r + ")", true, err
	case t.Kind() == reflect.Map && t.Key().Kind() == reflect.String:
		r, err := g.read(t.Elem())
		return "x." + f.Name + ", err = dict(v, " + r + ")", true, err
	}
	r, err := g.read(t)
	if err != nil {
		return "", false, fmt.Errorf("%v.%s: %w", f.Type, f.Name, err)
	}
	if i := strings.IndexByte(r, '['); i > 0 {
		r = r[:i] // the pointer argument gives the type parameter
	}
	return "return " + r + "(v, " + at + ")", false, nil
}

// reader writes t's reader.
func (g *generator) reader(b *bytes.Buffer, t reflect.Type) error {
	var cases bytes.Buffer
	needsErr := false
	for _, f := range gentypes.Fields(t) {
		stmt, e, err := g.field(f)
		if err != nil {
			return fmt.Errorf("%v: %w", t, err)
		}
		needsErr = needsErr || e
		fmt.Fprintf(&cases, "case %q:\n%s\n", gentypes.Key(f), stmt)
	}
	params := "v *simdjson.Iter, x *" + g.file.TypeName(t)
	if g.root[t] {
		params = "_ *parser, " + params
	}
	result, end := "error", "nil"
	if needsErr {
		result, end = "(err error)", "err"
	}
	fmt.Fprintf(b, "\nfunc %s(%s) error {\n", g.name(t), params)
	fmt.Fprintf(b, "return fields(v, func(k []byte, v *simdjson.Iter) %s {\nswitch string(k) {\n%s}\nreturn %s\n})\n}\n", result, cases.String(), end)
	return nil
}
