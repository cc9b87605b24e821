package easyjson

import (
	"reflect"
	"testing"

	"github.com/serbench/serbench/codecs/easyjson/nocopy"
	twins "github.com/serbench/serbench/codecs/internal/twin"
)

// TestTwinLayout checks what twin relies on: each type and its nocopy twin
// have the same fields, of the same kinds, at the same offsets, all the way
// down.
func TestTwinLayout(t *testing.T) {
	for _, p := range [][2]any{
		{A{}, nocopy.A{}}, {ColorGroup{}, nocopy.ColorGroup{}}, {Hero{}, nocopy.Hero{}},
		{User{}, nocopy.User{}}, {MessageData{}, nocopy.MessageData{}},
	} {
		if err := twins.SameLayout(reflect.TypeOf(p[0]), reflect.TypeOf(p[1])); err != nil {
			t.Error(err)
		}
	}
}
