package gencode

import (
	"reflect"
	"testing"

	"github.com/serbench/serbench/codecs/gencode/coll"
	"github.com/serbench/serbench/codecs/gencode/collunsafe"
	"github.com/serbench/serbench/codecs/gencode/gen"
	"github.com/serbench/serbench/codecs/gencode/genunsafe"
	dstwin "github.com/serbench/serbench/codecs/internal/twin"
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
		if err := dstwin.SameLayout(reflect.TypeOf(p[0]), reflect.TypeOf(p[1])); err != nil {
			t.Error(err)
		}
	}
}
