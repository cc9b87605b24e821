package all_test

import (
	"encoding/json"
	"testing"

	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
)

// TestLargeDatasets holds the datasets taken from rust_serialization_benchmark
// to their packages' word: the collection sizes and the JSON size each states,
// within 15%, and a pool that two builds make alike.
func TestLargeDatasets(t *testing.T) {
	l := logs.Records()
	for i, r := range l {
		if len(r.Logs) != logs.Entries {
			t.Errorf("logs record %d: %d entries, want %d", i, len(r.Logs), logs.Entries)
		}
	}
	m := mesh.Records()
	for i, r := range m {
		if len(r.Triangles) != mesh.Triangles {
			t.Errorf("mesh record %d: %d triangles, want %d", i, len(r.Triangles), mesh.Triangles)
		}
	}
	for _, c := range []struct {
		name     string
		got, doc float64
	}{
		{"logs", meanJSON(t, l), 1_800_000},
		{"mesh", meanJSON(t, m), 26_000_000},
	} {
		if c.got < 0.85*c.doc || c.got > 1.15*c.doc {
			t.Errorf("%s: a record is %.0f B in encoding/json; its package says about %.0f", c.name, c.got, c.doc)
		}
	}
	for name, build := range map[string]func() any{
		"logs": func() any { return logs.Records() }, "mesh": func() any { return mesh.Records() },
	} {
		a, _ := json.Marshal(build())
		b, _ := json.Marshal(build())
		if string(a) != string(b) {
			t.Errorf("%s: two builds differ", name)
		}
	}
}
