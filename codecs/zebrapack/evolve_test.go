//go:build !binsize

package zebrapack_test

import (
	"strings"
	"testing"

	"github.com/serbench/serbench/evolve"
)

// The verdicts follow zebrapack's rules: fields are keyed by zid, so a
// field added, deprecated, renamed or moved keeps the others' keys and
// unknown or deprecated zids are skipped; MessagePack writes an integer in
// the fewest bytes, so int32 and int64 read each other's values and the
// generated ReadInt32Bytes refuses one that overflows; every field is
// omitted when empty, so a 0 written before Age became a pointer is
// absent, which the new reader takes for nil.
func TestEvolve(t *testing.T) {
	want := map[string]struct {
		status evolve.Status
		says   string
	}{
		"int narrowed, values that do not fit" + evolve.OldToNew: {evolve.Error, "overflows int32"},
		"field made optional" + evolve.OldToNew:                  {evolve.Silent, "Age: a value became nil"},
	}
	for _, c := range evolve.Cases() {
		r := c.Check("zebrapack")
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
