// Command gendecoders writes codecs/easyproto's message decoders
// (decoders.gen.go): for each message in the table (table.go), the loop
// that easyproto's README has a user write by hand, a FieldContext's
// NextField over the message and a case per field number, each case
// reading its field into the dataset's own type. The loop is the same for
// every message; what differs is chosen by hand in the table: the
// function's name, the decoded value's parameter and type, the message's
// name in errors, and per field its number, its Go field and how it is
// read.
//
// Usage, from codecs/easyproto:
//
//	go run ./internal/gendecoders -o decoders.gen.go
//
// A field's row is "NUM PATH KIND [ARG]", PATH a field of the type:
//
//   - a scalar KIND (int64, sint32, enum, double, bool...) reads it with
//     FieldContext's method of that name, narrowed by as[T] to the field's
//     integer type T when that is not the method's own;
//   - string and bytes read it through the reader (r.string, r.bytes);
//   - "repeated string" appends it to a []string (r.appendString);
//   - "packed SCALAR" appends a packed repeated field (fc.UnpackUint64s);
//   - "optional SCALAR" sets a *T to a local read as SCALAR, when read;
//   - "message DECODER" decodes a nested message with nested and DECODER
//     into the field, into a new element appended to a slice, or into a new
//     value when the field is a pointer.
//
// A row "NUM PATH {STATEMENTS}" is an irregular case (an enum pointer, a
// oneof member): the statements between the braces are the case's body as
// written. The table must name every exported field of the type and only
// those (a oneof's members all name its field), so that a field added to
// a dataset fails the generation.
//
// The loop's end follows from its cases: when some case sets ok (its
// field had the wire type expected) and none err, a field is checked by
// badField; when both, by fieldError; when only err (nested messages
// only), by err itself, folded into the case when the message has a
// single field. A single field is an if, several a switch. The reader
// parameter is r when a case reads through it, else _.
package main

import (
	"bytes"
	"fmt"
	"go/scanner"
	"go/token"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/serbench/serbench/codecs/internal/gentypes"
)

// A message is a row of the table: the decoder written for it.
type message struct {
	fn     string       // the function, decodeHero
	doc    string       // its doc comment's text, or ""
	recv   string       // the decoded value's parameter, v
	typ    reflect.Type // the decoded value's type, hero.Hero
	msg    string       // the message's name in errors, Hero
	fields []string     // its fields in number order, as the package comment says
}

// A scalar is how FieldContext reads a scalar KIND: its method's name and
// the Go type the method returns.
type scalar struct {
	method string
	typ    reflect.Type
}

var (
	int32T, int64T, uint32T, uint64T = reflect.TypeFor[int32](), reflect.TypeFor[int64](), reflect.TypeFor[uint32](), reflect.TypeFor[uint64]()
	stringT, bytesT                  = reflect.TypeFor[string](), reflect.TypeFor[[]byte]()
)

// scalars are FieldContext's scalar reads, by the protobuf type they read.
var scalars = map[string]scalar{
	"int32": {"Int32", int32T}, "int64": {"Int64", int64T}, "uint32": {"Uint32", uint32T}, "uint64": {"Uint64", uint64T},
	"sint32": {"Sint32", int32T}, "sint64": {"Sint64", int64T}, "enum": {"Enum", int32T},
	"fixed32": {"Fixed32", uint32T}, "fixed64": {"Fixed64", uint64T}, "sfixed32": {"Sfixed32", int32T}, "sfixed64": {"Sfixed64", int64T},
	"double": {"Double", reflect.TypeFor[float64]()}, "float": {"Float", reflect.TypeFor[float32]()}, "bool": {"Bool", reflect.TypeFor[bool]()},
}

// taken are the decoder's own names, which a parameter or local cannot be.
var taken = []string{"src", "r", "fc", "err", "ok", "nested", "as", "badField", "fieldError"}

func main() { gentypes.Main("gendecoders", func() ([]byte, error) { return generate(messages) }) }

func generate(ms []message) ([]byte, error) {
	file := gentypes.File{}
	var body bytes.Buffer
	for _, m := range ms {
		if err := decoder(&body, file, m); err != nil {
			return nil, fmt.Errorf("%s: %w", m.fn, err)
		}
	}
	return file.Source("./internal/gendecoders", "easyproto", "github.com/VictoriaMetrics/easyproto", body.Bytes())
}

// A field is a table row's case, resolved against the decoded type.
type field struct {
	num  int
	path string   // the Go field, Name or Body.Text
	body []string // the case's statements
	// What the statements name: ok and err set, r read through.
	ok, err, r bool
}

// parse resolves m's rows into cases, checking that they name every
// exported field of m.typ, in ascending numbers.
func parse(file gentypes.File, m message) ([]field, error) {
	if !token.IsIdentifier(m.recv) || slices.Contains(taken, m.recv) {
		return nil, fmt.Errorf("%q cannot be the decoded value's parameter", m.recv)
	}
	if len(m.fields) == 0 {
		return nil, fmt.Errorf("no fields")
	}
	var fs []field
	for _, row := range m.fields {
		f, err := parseRow(file, m, row)
		if err != nil {
			return nil, fmt.Errorf("row %q: %w", row, err)
		}
		if len(fs) > 0 && f.num <= fs[len(fs)-1].num {
			return nil, fmt.Errorf("field %d after field %d: the numbers must ascend", f.num, fs[len(fs)-1].num)
		}
		fs = append(fs, f)
	}
	var named, want []string
	for _, f := range fs {
		named = append(named, f.path)
	}
	for sf := range m.typ.Fields() {
		if sf.IsExported() {
			want = append(want, sf.Name)
		}
	}
	named = slices.Compact(slices.Sorted(slices.Values(named)))
	slices.Sort(want)
	if !slices.Equal(named, want) {
		return nil, fmt.Errorf("the table names %v; %v has %v", named, m.typ, want)
	}
	return fs, nil
}

// parseRow resolves one row of m.
func parseRow(file gentypes.File, m message, row string) (field, error) {
	parts := strings.Fields(row)
	if len(parts) < 3 {
		return field{}, fmt.Errorf("want NUM PATH KIND [ARG] or NUM PATH {STATEMENTS}")
	}
	num, err := strconv.Atoi(parts[0])
	if err != nil || num < 1 || num > 1<<29-1 {
		return field{}, fmt.Errorf("%q is not a field number", parts[0])
	}
	f := field{num: num, path: parts[1]}
	t := m.typ
	for name := range strings.SplitSeq(f.path, ".") {
		sf, ok := t.FieldByName(name)
		if t.Kind() != reflect.Struct || !ok || !sf.IsExported() {
			return field{}, fmt.Errorf("%v has no field %s", m.typ, f.path)
		}
		t = sf.Type
	}
	if _, code, ok := strings.Cut(row, "{"); ok {
		code, ok = strings.CutSuffix(strings.TrimSpace(code), "}")
		if !ok {
			return field{}, fmt.Errorf("statements not closed by }")
		}
		f.body = []string{strings.TrimSpace(code)}
		f.names(code)
		return f, nil
	}
	dest, kind, arg := m.recv+"."+f.path, parts[2], ""
	if len(parts) == 4 {
		arg = parts[3]
	} else if len(parts) > 4 {
		return field{}, fmt.Errorf("want NUM PATH KIND [ARG]")
	}
	assign := func(read string) {
		f.body, f.ok, f.r = []string{dest + ", ok = " + read}, true, strings.HasPrefix(read, "r.")
	}
	switch {
	case arg == "" && kind == "string" && t == stringT:
		assign("r.string(&fc)")
	case arg == "" && kind == "bytes" && t == bytesT:
		assign("r.bytes(&fc)")
	case arg == "" && scalars[kind].method != "":
		read, err := narrow(file, kind, t)
		if err != nil {
			return field{}, err
		}
		assign(read)
	case kind == "repeated" && arg == "string" && t == reflect.SliceOf(stringT):
		assign("r.appendString(&fc, " + dest + ")")
	case kind == "packed" && arg != "enum" && scalars[arg].method != "" && t == reflect.SliceOf(scalars[arg].typ):
		assign("fc.Unpack" + scalars[arg].method + "s(" + dest + ")")
	case kind == "optional" && t.Kind() == reflect.Pointer:
		read, err := narrow(file, arg, t.Elem())
		if err != nil {
			return field{}, err
		}
		local := t.Elem().Name()[:1]
		if local == m.recv || slices.Contains(taken, local) {
			return field{}, fmt.Errorf("the local %s is the decoded value's parameter", local)
		}
		f.body = []string{"var " + local + " " + file.TypeName(t.Elem()), "if " + local + ", ok = " + read + "; ok {\n" + dest + " = &" + local + "\n}"}
		f.ok, f.r = true, arg == "string"
	case kind == "message" && token.IsIdentifier(arg):
		call := func(ptr string) string { return fmt.Sprintf("err = nested(&fc, %q, %s, r, %s)", m.msg, ptr, arg) }
		switch {
		case t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Struct:
			f.body = []string{
				dest + " = append(" + dest + ", " + file.TypeName(t.Elem()) + "{})",
				call("&" + dest + "[len(" + dest + ")-1]"),
			}
		case t.Kind() == reflect.Pointer && t.Elem().Kind() == reflect.Struct:
			f.body = []string{dest + " = new(" + file.TypeName(t.Elem()) + ")", call(dest)}
		case t.Kind() == reflect.Struct:
			f.body = []string{call("&" + dest)}
		default:
			return field{}, fmt.Errorf("a message is read into a struct, a pointer to one or a slice of them, not %v", t)
		}
		f.err, f.r = true, true
	default:
		return field{}, fmt.Errorf("no read of %s %s into %v", kind, arg, t)
	}
	return f, nil
}

// narrow is the read of protobuf type kind into a Go value of type t: a
// string through the reader, or FieldContext's method, its result narrowed
// by as[t] when t is another integer type than the method's.
func narrow(file gentypes.File, kind string, t reflect.Type) (string, error) {
	if kind == "string" && t == stringT {
		return "r.string(&fc)", nil
	}
	s, ok := scalars[kind]
	switch {
	case !ok:
		return "", fmt.Errorf("%q is not a scalar type", kind)
	case t == s.typ:
		return "fc." + s.method + "()", nil
	case integer(t) && integer(s.typ):
		return "as[" + file.TypeName(t) + "](fc." + s.method + "())", nil
	}
	return "", fmt.Errorf("no read of %s into %v", kind, t)
}

func integer(t reflect.Type) bool { return t.Kind() >= reflect.Int && t.Kind() <= reflect.Uint64 }

// names notes which of ok, err and r the statements code name.
func (f *field) names(code string) {
	var s scanner.Scanner
	fset := token.NewFileSet()
	s.Init(fset.AddFile("", -1, len(code)), []byte(code), nil, 0)
	for {
		_, tok, lit := s.Scan()
		if tok == token.EOF {
			return
		}
		if tok == token.IDENT {
			f.ok, f.err, f.r = f.ok || lit == "ok", f.err || lit == "err", f.r || lit == "r"
		}
	}
}

// decoder writes m's function.
func decoder(b *bytes.Buffer, file gentypes.File, m message) error {
	fs, err := parse(file, m)
	if err != nil {
		return err
	}
	var ok, errs, r bool
	for _, f := range fs {
		ok, errs, r = ok || f.ok, errs || f.err, r || f.r
	}
	reader := "_"
	if r {
		reader = "r"
	}
	b.WriteString("\n")
	if m.doc != "" {
		for line := range strings.SplitSeq(m.doc, "\n") {
			fmt.Fprintf(b, "// %s\n", line)
		}
	}
	fmt.Fprintf(b, "func %s(src []byte, %s *%s, %s reader) (err error) {\n", m.fn, m.recv, file.TypeName(m.typ), reader)
	b.WriteString("var fc easyproto.FieldContext\nfor len(src) > 0 {\nif src, err = fc.NextField(src); err != nil {\nreturn err\n}\n")
	if ok {
		b.WriteString("ok := true\n")
	}
	// With nested messages only and a single field, the case checks err.
	fold := !ok && len(fs) == 1
	if len(fs) == 1 {
		body := fs[0].body
		if fold {
			last, isErr := strings.CutPrefix(body[len(body)-1], "err = ")
			if !isErr {
				return fmt.Errorf("field %d: its last statement does not set err", fs[0].num)
			}
			body = append(slices.Clone(body[:len(body)-1]), "if err = "+last+"; err != nil {\nreturn err\n}")
		}
		fmt.Fprintf(b, "if fc.FieldNum == %d {\n%s\n}\n", fs[0].num, strings.Join(body, "\n"))
	} else {
		b.WriteString("switch fc.FieldNum {\n")
		for _, f := range fs {
			fmt.Fprintf(b, "case %d:\n%s\n", f.num, strings.Join(f.body, "\n"))
		}
		b.WriteString("}\n")
	}
	switch {
	case fold:
	case ok && errs:
		fmt.Fprintf(b, "if err = fieldError(%q, &fc, ok, err); err != nil {\nreturn err\n}\n", m.msg)
	case ok:
		fmt.Fprintf(b, "if !ok {\nreturn badField(%q, &fc)\n}\n", m.msg)
	case errs:
		b.WriteString("if err != nil {\nreturn err\n}\n")
	default:
		return fmt.Errorf("no case sets ok or err")
	}
	b.WriteString("}\nreturn nil\n}\n")
	return nil
}
