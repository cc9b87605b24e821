package gencode

import (
	"reflect"
	"testing"

	"github.com/serbench/serbench/codecs/gencode/coll"
	"github.com/serbench/serbench/codecs/gencode/collunsafe"
	"github.com/serbench/serbench/codecs/gencode/gen"
	"github.com/serbench/serbench/codecs/gencode/genunsafe"
)

// TestTwinLayout checks what twin relies on: each gen type and its
// genunsafe twin have the same fields, of the same kinds, at the same
// offsets, all the way down.
func TestTwinLayout(t *testing.T) {
	for _, p := range [][2]any{
		{gen.A{}, genunsafe.A{}}, {gen.ColorGroup{}, genunsafe.ColorGroup{}}, {gen.Hero{}, genunsafe.Hero{}},
		{gen.User{}, genunsafe.User{}}, {gen.MessageData{}, genunsafe.MessageData{}}, {gen.Envelope{}, genunsafe.Envelope{}},
		{coll.Logs{}, collunsafe.Logs{}}, {coll.Mesh{}, collunsafe.Mesh{}}, {coll.Save{}, collunsafe.Save{}},
		{coll.Updates{}, collunsafe.Updates{}},
	} {
		sameLayout(t, reflect.TypeOf(p[0]), reflect.TypeOf(p[1]), reflect.TypeOf(p[0]).Name())
	}
}

func sameLayout(t *testing.T, a, b reflect.Type, path string) {
	t.Helper()
	if a.Kind() != b.Kind() || a.Size() != b.Size() {
		t.Fatalf("%s: %s and %s differ", path, a, b)
	}
	switch a.Kind() {
	case reflect.Struct:
		if a == b { // a type from outside the generated packages, such as time.Time
			return
		}
		if a.NumField() != b.NumField() {
			t.Fatalf("%s: %d and %d fields", path, a.NumField(), b.NumField())
		}
		for i := range a.NumField() {
			fa, fb := a.Field(i), b.Field(i)
			if fa.Name != fb.Name || fa.Offset != fb.Offset {
				t.Fatalf("%s: field %s at %d, %s at %d", path, fa.Name, fa.Offset, fb.Name, fb.Offset)
			}
			sameLayout(t, fa.Type, fb.Type, path+"."+fa.Name)
		}
	case reflect.Map:
		sameLayout(t, a.Key(), b.Key(), path+"[key]")
		sameLayout(t, a.Elem(), b.Elem(), path+"[]")
	case reflect.Slice, reflect.Pointer, reflect.Array:
		sameLayout(t, a.Elem(), b.Elem(), path+"[]")
	}
}
