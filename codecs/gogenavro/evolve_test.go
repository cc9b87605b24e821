//go:build !binsize

package gogenavro_test

import (
	"strings"
	"testing"

	"github.com/serbench/serbench/evolve"
)

// The verdicts follow the specification's schema resolution: a reader
// field that the writer lacks needs a default, which the v1 schemas do not
// declare (a field removed, or renamed with the alias on the new side
// only); an int is promoted to a long but a long is never read as an int;
// a null in the writer's union has no match in the old reader's int; a
// symbol the reader's enum lacks, with no enum default, is an error.
func TestEvolve(t *testing.T) {
	const missing, narrower = "not present in writer and has no default value", "field Count in reader has incompatible type"
	want := map[string]string{
		"field removed" + evolve.NewToOld:                        "field Note in reader is " + missing,
		"field renamed" + evolve.NewToOld:                        "field Name in reader is " + missing,
		"int widened" + evolve.NewToOld:                          narrower,
		"int narrowed" + evolve.OldToNew:                         narrower,
		"int narrowed, values that do not fit" + evolve.OldToNew: narrower,
		"field made optional" + evolve.NewToOld:                  "record 1: Runtime error: Reader schema has no field for type Null in union",
		"enum value added" + evolve.NewToOld:                     `record 1: Runtime error: Reader schema has no value for symbol "KIND_TWO" in enum`,
	}
	for _, c := range evolve.Cases() {
		r := c.Check("gogen-avro")
		says, refused := want[c.Change+c.Direction]
		status := evolve.Compatible
		if refused {
			status = evolve.Error
		}
		said := r.Reason + strings.Join(r.Differences, "; ")
		if r.Status != status || !strings.Contains(said, says) {
			t.Errorf("%s, %s: %s %q; want %s %q", c.Change, c.Direction, r.Status, said, status, says)
		}
	}
}
