package evolve

import (
	"bytes"
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench"
)

// Three codecs with known answers: encoding/json; a strict one that
// refuses unknown fields; and a deliberately wrong one that writes a
// struct's fields as a JSON array in declaration order and reads them back
// by position, skipping an element of another type.
func init() {
	for _, name := range []string{"evolve-json", "evolve-strict", "evolve-positional"} {
		serbench.Register(serbench.Codec{Name: name, Package: "evolve_test", Format: "JSON", Kind: serbench.KindReflect})
	}
	serbench.SupportAny("evolve-json", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: json.Marshal, Unmarshal: json.Unmarshal}}, nil)
	serbench.SupportAny("evolve-strict", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: json.Marshal, Unmarshal: func(data []byte, v any) error {
			dec := json.NewDecoder(bytes.NewReader(data))
			dec.DisallowUnknownFields()
			return dec.Decode(v)
		}}}, nil)
	serbench.SupportAny("evolve-positional", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: marshalPositional, Unmarshal: unmarshalPositional}}, nil)
}

func marshalPositional(v any) ([]byte, error) {
	rv := reflect.ValueOf(v).Elem()
	var fields []any
	for i := range rv.NumField() {
		fields = append(fields, rv.Field(i).Interface())
	}
	return json.Marshal(fields)
}

func unmarshalPositional(data []byte, v any) error {
	var raw []json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return err
	}
	rv := reflect.ValueOf(v).Elem()
	for i := range min(len(raw), rv.NumField()) {
		f := reflect.New(rv.Field(i).Type())
		if json.Unmarshal(raw[i], f.Interface()) == nil {
			rv.Field(i).Set(f.Elem())
		}
	}
	return nil
}

func check(t *testing.T, codec, change, direction string) Result {
	t.Helper()
	for _, c := range Cases() {
		if c.Change == change && c.Direction == direction {
			return c.Check(codec)
		}
	}
	t.Fatalf("no case %s, %s", change, direction)
	return Result{}
}

// Each verdict on a case with a known answer.
func TestClassification(t *testing.T) {
	for _, c := range []struct {
		codec, change, direction string
		want                     Status
		says                     string // in the reason or the differences
	}{
		{"evolve-json", "field added", OldToNew, Compatible, ""},
		{"evolve-json", "field added", NewToOld, Compatible, ""},
		{"evolve-json", "field renamed", NewToOld, Compatible, ""},
		{"evolve-json", "fields reordered", OldToNew, Compatible, ""},
		{"evolve-json", "int narrowed, values that do not fit", OldToNew, Error, "int32"},
		{"evolve-json", "field made optional", NewToOld, Compatible, ""},
		{"evolve-strict", "field added", OldToNew, Compatible, ""},
		{"evolve-strict", "field added", NewToOld, Error, `unknown field "Email"`},
		{"evolve-positional", "fields reordered", OldToNew, Silent, "Score"},
		{"evolve-positional", "field added", NewToOld, Compatible, ""},
		{"evolve-positional", "int narrowed, values that do not fit", OldToNew, Silent, "no value of the reader's type is right"},
	} {
		r := check(t, c.codec, c.change, c.direction)
		said := r.Reason + strings.Join(r.Differences, "; ")
		if r.Status != c.want || !strings.Contains(said, c.says) {
			t.Errorf("%s, %s, %s: %s %q; want %s saying %q", c.codec, c.change, c.direction, r.Status, said, c.want, c.says)
		}
	}
}

// Every change the issue names is a case, and the codecs of the test
// binary are listed: the reflection codecs above and the schema codecs
// that schema_test.go links.
func TestCasesAndCodecs(t *testing.T) {
	var changes []string
	for _, c := range Cases() {
		if !slices.Contains(changes, c.Change) {
			changes = append(changes, c.Change)
		}
	}
	for _, want := range []string{"field added", "field removed", "field renamed", "fields reordered", "int widened",
		"int narrowed", "field made optional", "enum value added", "nested struct gains a field"} {
		if !slices.Contains(changes, want) {
			t.Errorf("no case for %q: %v", want, changes)
		}
	}
	want := []string{"easyproto", "evolve-json", "evolve-positional", "evolve-schemaless", "evolve-strict", "gogoprotobuf", "golang-protobuf", "msgp", "protobuf", "vtprotobuf"}
	if got := Codecs(); !slices.Equal(got, want) {
		t.Errorf("codecs %v", got)
	}
}
