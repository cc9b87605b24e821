//go:build !binsize

package goavro_test

import (
	"strings"
	"testing"

	"github.com/serbench/serbench/evolve"
)

// goavro resolves nothing: the reader fills its record from the writer's
// native form by field name. A field the writer lacks reads as its zero
// value, so a field added or removed is read as the v2 schemas' defaults
// say, but a renamed one is lost, goavro implementing no aliases; an int
// decodes as the writer's int32 or int64 and a union as a map from its
// branch, which a reader of another type refuses, and so is a symbol the
// reader's enum lacks.
func TestEvolve(t *testing.T) {
	const notReaders = "is not the reader's "
	want := map[string]struct {
		status evolve.Status
		says   string
	}{
		"field renamed" + evolve.OldToNew:                        {evolve.Silent, `FullName: "ada" became ""`},
		"field renamed" + evolve.NewToOld:                        {evolve.Silent, `Name: "ada" became ""`},
		"int widened" + evolve.OldToNew:                          {evolve.Error, "the writer's int32 -70000 " + notReaders + "int64"},
		"int widened" + evolve.NewToOld:                          {evolve.Error, "the writer's int64 -70000 " + notReaders + "int32"},
		"int narrowed" + evolve.OldToNew:                         {evolve.Error, "the writer's int64 -70000 " + notReaders + "int32"},
		"int narrowed" + evolve.NewToOld:                         {evolve.Error, "the writer's int32 -70000 " + notReaders + "int64"},
		"int narrowed, values that do not fit" + evolve.OldToNew: {evolve.Error, "the writer's int64 1099511627776 " + notReaders + "int32"},
		"field made optional" + evolve.OldToNew:                  {evolve.Error, "the writer's int32 36 " + notReaders + "*int32"},
		"field made optional" + evolve.NewToOld:                  {evolve.Error, notReaders + "int32"},
		"enum value added" + evolve.NewToOld:                     {evolve.Error, "record 1: symbol KIND_TWO is not in the reader's enum"},
	}
	for _, c := range evolve.Cases() {
		r := c.Check("goavro")
		w, ok := want[c.Change+c.Direction]
		if !ok {
			w.status = evolve.Compatible
		}
		said := r.Reason + strings.Join(r.Differences, "; ")
		if r.Status != w.status || !strings.Contains(said, w.says) {
			t.Errorf("%s, %s: %s %q; want %s %q", c.Change, c.Direction, r.Status, said, w.status, w.says)
		}
	}
}
