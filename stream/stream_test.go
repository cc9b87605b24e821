package stream

import (
	"encoding/json"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/fidelity"
)

// jsonLines is encoding/json's stream; drop, when set, zeroes each
// decoded entry's user id, and fail makes the decoder fail on the third.
func jsonLines(drop, fail bool) *serbench.StreamOps {
	return &serbench.StreamOps{
		NewEncoder: func(w io.Writer) (func(any) error, func() error) { return json.NewEncoder(w).Encode, nil },
		NewDecoder: func(r io.Reader) func(any) error {
			dec, n := json.NewDecoder(r), 0
			return func(v any) error {
				if n++; fail && n == 3 {
					return errors.New("boom")
				}
				err := dec.Decode(v)
				if drop {
					v.(*logs.Log).UserID = ""
				}
				return err
			}
		},
	}
}

// A stream that carries every entry is exact; one that loses a field is
// lossy and names it; one whose decoder fails is an error that says where.
func TestVerify(t *testing.T) {
	entries := Entries()[:50]
	if c := Verify(jsonLines(false, false), entries); c.Status != fidelity.Exact || c.Bytes == 0 || c.Err != nil {
		t.Errorf("encoding/json's stream: %+v, want exact", c)
	}
	c := Verify(jsonLines(true, false), entries)
	if c.Status != fidelity.Lossy || len(c.Differences) != maxDifferences || !strings.Contains(c.Differences[0], "UserID") {
		t.Errorf("a stream that drops user ids: %+v, want lossy with %d differences naming UserID", c, maxDifferences)
	}
	if c := Verify(jsonLines(false, true), entries); c.Status != fidelity.Error || c.Err == nil || !strings.Contains(c.Err.Error(), "entry 2: boom") {
		t.Errorf("a decoder that fails on the third entry: %+v", c)
	}
}

// Measure's samples time both ways, per entry, and count what each
// allocates.
func TestMeasure(t *testing.T) {
	samples, err := Measure(jsonLines(false, false), Entries()[:200], 3)
	if err != nil {
		t.Fatal(err)
	}
	if len(samples) != 3 {
		t.Fatalf("%d samples, want 3", len(samples))
	}
	for i, s := range samples {
		if s.EncodeNs <= 0 || s.DecodeNs <= 0 || s.DecodeAllocs < 1 {
			t.Errorf("sample %d: %+v", i, s)
		}
	}
	if _, err := Measure(jsonLines(false, true), Entries()[:10], 1); err == nil {
		t.Error("a failing decoder measured without error")
	}
}
