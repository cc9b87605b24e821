// Command genobjects writes codecs/gojay's objects for the large
// collections: for each struct type of logs, mesh, savedata and updates, a
// named copy of it (type logsObject logs.Logs) with the four methods gojay
// needs (MarshalJSONObject, IsNil, UnmarshalJSONObject, NKeys), and for
// each slice a function that makes it a jsonArray. gojay has no reflection
// and the methods are a case per field; writing them from the types keeps
// them in step with the datasets.
//
// Usage, from codecs/gojay:
//
//	go run ./internal/genobjects -o objects.gen.go
//
// A struct's copy is named after it with Object after (logsObject,
// uuidObject), and In and its package's name where two packages name a
// type alike (vector2fObjectInSavedata); a slice's function after its
// element with List after (uint32List, logList). Keys are the Go field
// names, or the json tag's name. A nil pointer is left out and a slice
// decodes into an empty one first (decodeList), so that [] comes back
// empty; []byte is base64 text (bytesKey, decodeBytes); a named integer
// type is written and read as its underlying type.
package main

import (
	"bytes"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/serbench/serbench/codecs/internal/gentypes"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// roots are the records the codec registers on, in the order of their
// datasets' names.
var roots = []reflect.Type{
	reflect.TypeFor[logs.Logs](),
	reflect.TypeFor[mesh.Mesh](),
	reflect.TypeFor[savedata.Save](),
	reflect.TypeFor[updates.Updates](),
}

func main() { gentypes.Main("genobjects", generate) }

// A generator collects the struct types and slice element types to write
// code for, in the order they are first reached, and the packages they
// come from.
type generator struct {
	types []reflect.Type // structs
	lists []reflect.Type // slice elements, []byte aside
	file  gentypes.File
}

func generate() ([]byte, error) {
	g := &generator{file: gentypes.File{}}
	for _, t := range roots {
		g.reach(t)
	}
	var body bytes.Buffer
	for _, t := range g.lists {
		if err := g.list(&body, t); err != nil {
			return nil, err
		}
	}
	for _, t := range g.types {
		if err := g.object(&body, t); err != nil {
			return nil, err
		}
	}
	return g.file.Source("./internal/genobjects", "gojay", "github.com/francoispqt/gojay", body.Bytes())
}

// reach adds t and every struct and slice element type its fields reach.
func (g *generator) reach(t reflect.Type) {
	switch t.Kind() {
	case reflect.Pointer:
		g.reach(t.Elem())
		return
	case reflect.Slice:
		if t.Elem().Kind() != reflect.Uint8 && !slices.Contains(g.lists, t.Elem()) {
			g.lists = append(g.lists, t.Elem())
		}
		g.reach(t.Elem())
		return
	case reflect.Struct:
	default:
		return
	}
	if slices.Contains(g.types, t) {
		return
	}
	g.types = append(g.types, t)
	for _, f := range gentypes.Fields(t) {
		g.reach(f.Type)
	}
}

// named is t's name as an identifier starting in lower case, with suffix
// after it, and In and its package's name where two packages name a
// struct type alike.
func (g *generator) named(t reflect.Type, suffix string) string {
	name := t.Name()
	if t.PkgPath() == "" {
		name = t.Kind().String()
	}
	return gentypes.Unique(g.types, t, lowerInitial(name)+suffix)
}

// lowerInitial lowers name's leading capitals, as Go spells an unexported
// name: UUID as uuid, ChunkID as chunkID, XMLName as xmlName.
func lowerInitial(name string) string {
	n := 0
	for n < len(name) && 'A' <= name[n] && name[n] <= 'Z' {
		n++
	}
	if n > 1 && n < len(name) {
		n-- // the last capital starts the next word
	}
	return strings.ToLower(name[:n]) + name[n:]
}

// scalar is gojay's name for the methods that write and read a value of
// kind t (Uint8 for Uint8Key, Uint8 and Decoder.Uint8), and the builtin
// type those take: t's underlying type.
func scalar(t reflect.Type) (method, builtin string, err error) {
	switch t.Kind() {
	case reflect.String, reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Float32, reflect.Float64:
		k := t.Kind().String()
		return strings.ToUpper(k[:1]) + k[1:], k, nil
	}
	return "", "", fmt.Errorf("no gojay method for %v", t)
}

// convert is x as the builtin type gojay's methods take for t: x itself,
// or x converted where t is a named type.
func convert(t reflect.Type, x, builtin string) string {
	switch {
	case t.PkgPath() == "":
		return x
	case strings.HasPrefix(builtin, "*"):
		return "(" + builtin + ")(" + x + ")"
	}
	return builtin + "(" + x + ")"
}

// list writes the function that makes a []t a jsonArray.
func (g *generator) list(b *bytes.Buffer, t reflect.Type) error {
	name, elem := g.named(t, "List"), g.file.TypeName(t)
	var enc, dec string
	if t.Kind() == reflect.Struct {
		obj := g.named(t, "Object")
		enc, dec = "enc.Object((*"+obj+")(e))", "return dec.Object((*"+obj+")(e))"
	} else {
		m, builtin, err := scalar(t)
		if err != nil {
			return err
		}
		enc = "enc." + m + "(" + convert(t, "*e", builtin) + ")"
		dec = "return dec." + m + "(" + convert(t, "e", "*"+builtin) + ")"
	}
	fmt.Fprintf(b, "\nfunc %s(s *[]%s) jsonArray[%s] {\nreturn jsonArray[%s]{s: s,\n", name, elem, elem, elem)
	fmt.Fprintf(b, "enc: func(enc *gojay.Encoder, e *%s) { %s },\n", elem, enc)
	fmt.Fprintf(b, "dec: func(dec *gojay.Decoder, e *%s) error { %s }}\n}\n", elem, dec)
	return nil
}

// field returns the statements that write and read field f of v.
func (g *generator) field(f reflect.StructField) (enc, dec string, err error) {
	k, at, t := fmt.Sprintf("%q", gentypes.Key(f)), "v."+f.Name, f.Type
	switch {
	case t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Uint8:
		return "bytesKey(enc, " + k + ", " + at + ")", "return decodeBytes(dec, &" + at + ")", nil
	case t.Kind() == reflect.Slice:
		l := g.named(t.Elem(), "List") + "(&" + at + ")"
		return "enc.ArrayKey(" + k + ", " + l + ")", "return decodeList(dec, " + l + ")", nil
	case t.Kind() == reflect.Struct:
		obj := "(*" + g.named(t, "Object") + ")(&" + at + ")"
		return "enc.ObjectKey(" + k + ", " + obj + ")", "return dec.Object(" + obj + ")", nil
	case t.Kind() == reflect.Pointer && t.Elem().Kind() == reflect.Struct:
		obj := "(*" + g.named(t.Elem(), "Object") + ")(" + at + ")"
		return "if " + at + " != nil {\nenc.ObjectKey(" + k + ", " + obj + ")\n}",
			at + " = new(" + g.file.TypeName(t.Elem()) + ")\nreturn dec.Object(" + obj + ")", nil
	case t.Kind() == reflect.Pointer:
		m, builtin, err := scalar(t.Elem())
		if err != nil {
			return "", "", fmt.Errorf("%s: %w", f.Name, err)
		}
		return "if " + at + " != nil {\nenc." + m + "Key(" + k + ", " + convert(t.Elem(), "*"+at, builtin) + ")\n}",
			at + " = new(" + g.file.TypeName(t.Elem()) + ")\nreturn dec." + m + "(" + convert(t.Elem(), at, "*"+builtin) + ")", nil
	}
	m, builtin, err := scalar(t)
	if err != nil {
		return "", "", fmt.Errorf("%s: %w", f.Name, err)
	}
	return "enc." + m + "Key(" + k + ", " + convert(t, at, builtin) + ")",
		"return dec." + m + "(" + convert(t, "&"+at, "*"+builtin) + ")", nil
}

// object writes t's named copy and its methods.
func (g *generator) object(b *bytes.Buffer, t reflect.Type) error {
	obj := g.named(t, "Object")
	var enc, dec bytes.Buffer
	fs := gentypes.Fields(t)
	for _, f := range fs {
		e, d, err := g.field(f)
		if err != nil {
			return fmt.Errorf("%v: %w", t, err)
		}
		fmt.Fprintf(&enc, "%s\n", e)
		fmt.Fprintf(&dec, "case %q:\n%s\n", gentypes.Key(f), d)
	}
	fmt.Fprintf(b, "\ntype %s %s\n", obj, g.file.TypeName(t))
	fmt.Fprintf(b, "\nfunc (v *%s) MarshalJSONObject(enc *gojay.Encoder) {\n%s}\n", obj, enc.String())
	fmt.Fprintf(b, "\nfunc (v *%s) IsNil() bool { return v == nil }\n", obj)
	fmt.Fprintf(b, "\nfunc (v *%s) NKeys() int { return %d }\n", obj, len(fs))
	fmt.Fprintf(b, "\nfunc (v *%s) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {\nswitch k {\n%s}\nreturn nil\n}\n", obj, dec.String())
	return nil
}
