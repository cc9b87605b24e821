package dynamic

import (
	"errors"
	"math"
	"testing"

	"github.com/serbench/serbench/fidelity"
)

// One document, an array of documents and JSON lines read alike, with
// numbers as the widest exact Go type.
func TestParse(t *testing.T) {
	want := []any{
		map[string]any{"id": int64(9007199254740993), "big": uint64(math.MaxUint64), "f": 0.5, "i": int64(-3)},
		[]any{"x", true, nil},
	}
	for name, text := range map[string]string{
		"lines": `{"id": 9007199254740993, "big": 18446744073709551615, "f": 0.5, "i": -3}` + "\n" + `["x", true, null]` + "\n",
		"array": `[{"id": 9007199254740993, "big": 18446744073709551615, "f": 0.5, "i": -3}, ["x", true, null]]`,
	} {
		got, err := parse([]byte(text))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if d := fidelity.Compare(want, got); len(d) > 0 {
			t.Errorf("%s: %v", name, d)
		}
	}
	got, err := parse([]byte(`{"a": 1}`))
	if err != nil || len(got) != 1 {
		t.Errorf("one document: %v, %v", got, err)
	}
	_, err = parse([]byte("{\"a\": 1}\n\n  {\"a\" 2}"))
	var se *SyntaxError
	if !errors.As(err, &se) || se.Line != 3 || se.Column != 8 || se.Offset != 17 {
		t.Errorf("error %v, want line 3, column 8, offset 17", err)
	}
}

func TestNameOf(t *testing.T) {
	for path, want := range map[string]string{
		"/tmp/std.jsonl": "std", "Go List.std.json": "go-list-std", "_x_.json": "x", "..json": "data",
	} {
		if got := NameOf(path); got != want {
			t.Errorf("NameOf(%q) = %q, want %q", path, got, want)
		}
	}
}
