package results

import (
	"slices"
	"testing"
)

// A cell's name is its Go benchmark name, and the rows of one unit share
// its key.
func TestCellNames(t *testing.T) {
	r := Result{Dataset: "cart", Codec: "json", Variant: "reuse", Op: "marshal"}
	if got, want := r.Key().String(), "Serbench/cart/json/reuse/marshal"; got != want {
		t.Errorf("cell name %q, want %q", got, want)
	}
	f := Failure{Dataset: "cart", Codec: "json", Variant: "reuse", Op: "marshal", Reason: "panic"}
	if f.Key() != r.Key() {
		t.Errorf("failure's cell %v, want the result's %v", f.Key(), r.Key())
	}
	u := Unit{Dataset: "cart", Codec: "json", Variant: "reuse"}
	s := Size{Dataset: "cart", Codec: "json", Variant: "reuse", Bytes: 10}
	fid := Fidelity{Dataset: "cart", Codec: "json", Variant: "reuse"}
	if s.Key() != u || fid.Key() != u || r.Key().Unit() != u || u.Cell("marshal") != r.Key() {
		t.Errorf("unit keys %v, %v, %v, %v, want %v and back", s.Key(), fid.Key(), r.Key().Unit(), u.Cell("marshal"), u)
	}
	if got, want := u.String(), "cart/json/reuse"; got != want {
		t.Errorf("unit name %q, want %q", got, want)
	}
}

// Cells sort as their names do, not field by field: a codec whose name
// extends another's with "-" comes first, as results.json orders them.
func TestCellsSortByName(t *testing.T) {
	f := &File{Results: []Result{
		{Dataset: "cart", Codec: "json", Variant: "default", Op: "unmarshal"},
		{Dataset: "cart", Codec: "json", Variant: "default", Op: "marshal"},
		{Dataset: "cart", Codec: "json-iter", Variant: "default", Op: "marshal"},
		{Dataset: "car", Codec: "z", Variant: "default", Op: "marshal"},
	}}
	f.Sort()
	var names []string
	for _, r := range f.Results {
		names = append(names, r.Key().String())
	}
	if !slices.IsSorted(names) {
		t.Errorf("cells in order %q, want sorted by name", names)
	}
	if f.Results[1].Codec != "json-iter" {
		t.Errorf("second cell %v, want json-iter's before json's", f.Results[1].Key())
	}
}
