package fidelity

import (
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
)

type inner struct{ N int }

type record struct {
	S      string
	B      []byte
	F64    float64
	F32    float32
	I      int64
	U      uint64
	T      time.Time
	P      *inner
	L      []string
	M      map[string]inner
	hidden int
}

// Each rule on its edge value: one change to a record makes exactly one
// difference, of the expected kind and wording.
func TestRules(t *testing.T) {
	pst := time.FixedZone("PST", -8*3600)
	base := func() record {
		return record{S: "héllo", B: []byte{1, 2}, F64: 0.1, F32: 1.5, I: math.MaxInt64, U: math.MaxUint64,
			T: time.Date(2016, 1, 19, 14, 5, 2, 469416459, pst), P: &inner{1},
			L: []string{"a"}, M: map[string]inner{"k": {1}}}
	}
	for _, c := range []struct {
		name   string
		change func(*record)
		kind   string
		detail string
	}{
		{"string bytes", func(r *record) { r.S = "hello" }, KindValue, `S: "héllo" became "hello"`},
		{"long string", func(r *record) { r.S = strings.Repeat("x", 65536) }, KindLength, "S: 6 bytes became 65536"},
		{"byte", func(r *record) { r.B = []byte{1, 3} }, KindValue, "B: byte 1: 0x02 became 0x03"},
		{"nil bytes", func(r *record) { r.B = nil }, KindNil, "B: 2 elements became nil"},
		{"float rounding", func(r *record) { r.F64 = 0.1000001 }, KindValue, "F64: 0.1 became 0.1000001"},
		{"last bit", func(r *record) { r.F64 = math.Nextafter(0.1, 1) }, KindValue, "F64: 0.1 became 0.10000000000000002"},
		{"negative zero", func(r *record) { r.F64 = math.Copysign(0, -1) }, KindValue, "F64: 0.1 became -0"},
		{"float32", func(r *record) { r.F32 = 1.5000001 }, KindValue, "F32: 1.5 became 1.5000001"},
		{"int truncated", func(r *record) { r.I = int64(int32(r.I)) }, KindValue, "I: 9223372036854775807 became -1"},
		{"uint", func(r *record) { r.U = math.MaxUint32 }, KindValue, "U: 18446744073709551615 became 4294967295"},
		{"precision", func(r *record) { r.T = r.T.Truncate(time.Millisecond) }, KindInstant,
			"T: 2016-01-19T14:05:02.469416459-08:00 became 2016-01-19T14:05:02.469-08:00"},
		{"offset", func(r *record) { r.T = r.T.UTC() }, KindOffset, "T: offset -08:00 became +00:00"},
		{"zone name", func(r *record) { r.T = r.T.In(time.FixedZone("", -8*3600)) }, KindZoneName, `T: zone name "PST" became ""`},
		{"nil pointer", func(r *record) { r.P = nil }, KindNil, "P: a value became nil"},
		{"pointee", func(r *record) { r.P = &inner{2} }, KindValue, "P.N: 1 became 2"},
		{"empty list", func(r *record) { r.L = []string{} }, KindLength, "L: 1 element became 0"},
		{"nil list", func(r *record) { r.L = nil }, KindNil, "L: 1 element became nil"},
		{"element", func(r *record) { r.L = []string{"b"} }, KindValue, `L[0]: "a" became "b"`},
		{"map value", func(r *record) { r.M = map[string]inner{"k": {2}} }, KindValue, "M[k].N: 1 became 2"},
		{"map key", func(r *record) { r.M = map[string]inner{"j": {1}} }, KindValue, "M[k]: entry missing"},
		{"nil map", func(r *record) { r.M = nil }, KindNil, "M: 1 entry became nil"},
	} {
		want, got := base(), base()
		c.change(&got)
		d := Compare(want, got)
		if len(d) != 1 || d[0].Kind != c.kind || d[0].String() != c.detail {
			t.Errorf("%s: %v, want one %s difference %q", c.name, d, c.kind, c.detail)
		}
	}
	if d := Compare(base(), base()); len(d) != 0 {
		t.Errorf("equal records differ: %v", d)
	}
	r := base()
	r.hidden = 7
	if d := Compare(base(), r); len(d) != 0 {
		t.Errorf("an unexported field was compared: %v", d)
	}
	if d := Compare(record{}, record{T: time.Unix(0, 0).UTC()}); len(d) != 1 || d[0].Kind != KindInstant {
		t.Errorf("zero time against the epoch: %v", d)
	}
	if d := Compare(record{L: []string{}}, record{}); len(d) != 1 || d[0].String() != "L: empty became nil" {
		t.Errorf("empty against nil: %v", d)
	}
}

func TestCollector(t *testing.T) {
	var c Collector
	c.Add([]Difference{{Path: "Powers[0].Energy", Kind: KindValue, Detail: "1 became 2"},
		{Path: "Powers[1].Energy", Kind: KindValue, Detail: "3 became 4"}})
	c.Add(nil)
	c.Add([]Difference{{Path: "Powers[2].Energy", Kind: KindValue, Detail: "5 became 6"},
		{Path: "Name", Kind: KindValue, Detail: `"a" became "b"`}})
	c.AddAliased([]Difference{{Path: "Name", Detail: "x"}}, []Difference{{Path: "Name", Detail: "x"}, {Path: "Tags[3]", Detail: "y"}})
	r := c.Report()
	if r.Status != Lossy || r.Records != 3 || len(r.Findings) != 2 {
		t.Fatalf("report %+v", r)
	}
	if f := r.Findings[0]; f.Field != "Powers[].Energy" || f.Records != 2 || f.Sample != "Powers[0].Energy: 1 became 2" {
		t.Errorf("first finding %+v", f)
	}
	if strings.Join(r.AliasedFields, ",") != "Tags[]" {
		t.Errorf("aliased fields %v", r.AliasedFields)
	}
	var none Collector
	none.Add(nil)
	if r := none.Report(); r.Status != Exact {
		t.Errorf("no differences: %s", r.Status)
	}
}

// Numbers in a dynamic document that come back as another Go type are
// findings of their own kind, saying whether the value survived.
func TestNumberType(t *testing.T) {
	for _, c := range []struct {
		want, got any
		detail    string
	}{
		{int64(5), float64(5), "(record): int64 5 became float64 5 (same value)"},
		{int64(1<<53 + 1), float64(1 << 53), "(record): int64 9007199254740993 became float64 9.007199254740992e+15 (value changed)"},
		{int64(7), uint64(7), "(record): int64 7 became uint64 7 (same value)"},
		{int64(-1), uint64(math.MaxUint64), "(record): int64 -1 became uint64 18446744073709551615 (value changed)"},
		{math.Copysign(0, -1), int64(0), "(record): float64 -0 became int64 0 (value changed)"},
		{0.5, float32(0.5), "(record): float64 0.5 became float32 0.5 (same value)"},
		{math.NaN(), float32(math.NaN()), "(record): float64 NaN became float32 NaN (same value)"},
	} {
		d := Compare(map[string]any{"n": c.want}["n"], map[string]any{"n": c.got}["n"])
		if len(d) != 1 || d[0].Kind != KindNumberType || d[0].String() != c.detail {
			t.Errorf("%v became %v: %v, want %q", c.want, c.got, d, c.detail)
		}
	}
	d := Compare(map[string]any{"n": int64(1)}, map[string]any{"n": "1"})
	if len(d) != 1 || d[0].Kind != KindValue || d[0].String() != "n: type int64 became string" {
		t.Errorf("a number that became a string: %v", d)
	}
}

// A document's keys are field names, kept in the normalised path; other
// maps' keys are folded.
func TestDocumentPaths(t *testing.T) {
	want := map[string]any{"items": []any{map[string]any{"id": int64(1)}}}
	got := map[string]any{"items": []any{map[string]any{"id": 1.0}}}
	d := Compare(want, got)
	if len(d) != 1 || d[0].Path != "items[0].id" || NormalPath(d[0].Path) != "items[].id" {
		t.Errorf("document difference %v", d)
	}
	d = Compare(map[string]int{"k": 1}, map[string]int{"k": 2})
	if len(d) != 1 || NormalPath(d[0].Path) != "[]" {
		t.Errorf("map difference %v", d)
	}
}

// A JSON null document decodes to a nil any: two are the same, and a nil
// that came back as a value, or a value that came back nil, is a change.
func TestNilDocument(t *testing.T) {
	if d := Compare(nil, nil); len(d) != 0 {
		t.Errorf("nil against nil: %v", d)
	}
	for _, c := range []struct {
		want, got any
		detail    string
	}{
		{nil, int64(1), "(record): nil became int64"},
		{map[string]any{}, nil, "(record): map[string]interface {} became nil"},
	} {
		if d := Compare(c.want, c.got); len(d) != 1 || d[0].Kind != KindValue || d[0].String() != c.detail {
			t.Errorf("%v became %v: %v, want %q", c.want, c.got, d, c.detail)
		}
	}
}

// Lists of plain numbers skip the walk only when their bytes are the same:
// a vertex whose zero changed sign, far into a list, is still found.
func TestSameMemoryKeepsEveryDifference(t *testing.T) {
	type vertex struct {
		X, Y, Z float32
		Tag     [2]uint8
	}
	want := make([]vertex, 100000)
	for i := range want {
		want[i] = vertex{X: float32(i), Y: -float32(i), Tag: [2]uint8{uint8(i), 1}}
	}
	got := slices.Clone(want)
	if d := Compare(want, got); len(d) != 0 {
		t.Fatalf("equal lists: %v", d)
	}
	if !sameMemory(reflect.ValueOf(want), reflect.ValueOf(got)) {
		t.Error("equal lists of plain numbers were walked")
	}
	got[99999].Z = float32(math.Copysign(0, -1))
	d := Compare(want, got)
	if len(d) != 1 || d[0].Path != "[99999].Z" || d[0].Kind != KindValue {
		t.Errorf("-0 for 0 at the end: %v", d)
	}
	type named struct{ Name string }
	a, b := []named{{"x"}}, []named{{"x"}}
	if sameMemory(reflect.ValueOf(a), reflect.ValueOf(b)) {
		t.Error("a list of strings compared by memory")
	}
}

// A path names every step from the record, written out only where a
// difference is found: fields joined by dots, list indices and map keys in
// brackets, an empty map key as "[]", a missing entry at its key, and the
// walk's later differences at their own paths, not at one left over from
// a branch it stepped out of.
func TestPaths(t *testing.T) {
	type item struct{ Tags []string }
	type record struct {
		Items map[string]item
		Name  string
	}
	want := record{Items: map[string]item{"": {Tags: []string{"a"}}, "k": {Tags: []string{"x", "y"}}, "gone": {}}, Name: "n"}
	got := record{Items: map[string]item{"": {Tags: []string{"b"}}, "k": {Tags: []string{"x", "z"}}, "new": {}}, Name: "m"}
	var paths []string
	for _, d := range Compare(want, got) {
		paths = append(paths, d.Path)
	}
	if w := []string{"Items[].Tags[0]", "Items[gone]", "Items[k].Tags[1]", "Name"}; !slices.Equal(paths, w) {
		t.Errorf("paths %q, want %q", paths, w)
	}
}
