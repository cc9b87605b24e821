package serbench_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"unsafe"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/small"
	"github.com/serbench/serbench/fidelity"
)

// probe is a codec written to behave in known ways: its Default variant
// is well-behaved, "shared" marshals into one buffer, "aliasing" decodes
// names that point into the input, "nil" decodes into nothing, and
// "inplace" updates its input, counting its calls per input in updates.
// marshals counts the Default's marshal calls.
var (
	updates  = map[*byte]int{}
	marshals int
)

func init() {
	serbench.Register(serbench.Codec{Name: "probe", Package: "example.com/probe", Format: "test", Kind: serbench.KindManual})
	var shared []byte
	serbench.Support("probe", small.Dataset, serbench.Impl[small.A, small.A]{
		Variants: map[serbench.Variant]serbench.Ops[small.A]{
			serbench.Default: {
				Marshal:   func(v *small.A) ([]byte, error) { marshals++; return encodeName(nil, v), nil },
				Unmarshal: func(b []byte) (*small.A, error) { return decodeName(b, strings.Clone) },
			},
			"shared": {
				Marshal: func(v *small.A) ([]byte, error) {
					shared = encodeName(shared[:0], v)
					return shared, nil
				},
			},
			"aliasing": {
				Unmarshal: func(b []byte) (*small.A, error) {
					return decodeName(b, func(s string) string { return s })
				},
			},
			"nil": {Unmarshal: func([]byte) (*small.A, error) { return nil, nil }},
			"inplace": {
				Access: func(b []byte) (int, error) { return int(b[0]), nil },
				Update: func(b []byte) (int, error) {
					b[0]++
					updates[&b[0]]++
					return 1, nil
				},
			},
		},
	})
}

// encodeName writes only the name: the probe is lossy by design.
func encodeName(b []byte, v *small.A) []byte { return append(b, v.Name...) }

// decodeName reads the name back, through own when it should not alias.
func decodeName(b []byte, own func(string) string) (*small.A, error) {
	if len(b) == 0 {
		return nil, errors.New("empty")
	}
	return &small.A{Name: own(unsafe.String(unsafe.SliceData(b), len(b)))}, nil
}

// The check measures what codecs do with memory rather than taking their
// word for it, of an instance made by Checked as of one checked later.
func TestCheckMeasuresMemory(t *testing.T) {
	serbench.UseCheckZone()
	b := serbench.Lookup("probe", "small")
	t.Run("Instance then Check", func(t *testing.T) {
		checkMeasuresMemory(t, func(v serbench.Variant) fidelity.Report { return b.Instance(v).Check() })
	})
	t.Run("Checked", func(t *testing.T) {
		checkMeasuresMemory(t, func(v serbench.Variant) fidelity.Report { _, r := b.Checked(v); return r })
	})
}

func checkMeasuresMemory(t *testing.T, check func(serbench.Variant) fidelity.Report) {
	def := check(serbench.Default)
	if def.Status != fidelity.Lossy || def.Records != small.Size {
		t.Errorf("default: %s over %d records, want lossy over %d", def.Status, def.Records, small.Size)
	}
	if def.AliasesInput == nil || *def.AliasesInput || def.OverwritesOutput == nil || *def.OverwritesOutput {
		t.Errorf("default: aliases %v, overwrites %v; want both measured false", def.AliasesInput, def.OverwritesOutput)
	}
	if r := check("shared"); r.OverwritesOutput == nil || !*r.OverwritesOutput {
		t.Errorf("one shared buffer: overwrites %v, want true", r.OverwritesOutput)
	}
	r := check("aliasing")
	if r.AliasesInput == nil || !*r.AliasesInput || strings.Join(r.AliasedFields, ",") != "Name" {
		t.Errorf("decoding into the input: aliases %v in %v, want true in Name", r.AliasesInput, r.AliasedFields)
	}
	if r.OverwritesOutput != nil {
		t.Errorf("a variant without Marshal: overwrites measured as %v", *r.OverwritesOutput)
	}
	if r := check("nil"); r.Status != fidelity.Error || !strings.Contains(r.Reason, "returned no value") {
		t.Errorf("unmarshal returning nil: %s %q, want an error", r.Status, r.Reason)
	}
}

// Checked's check of output reuse takes the pool's last encoding as its
// first call: it marshals one record more than the pool, where an
// instance checked later marshals two.
func TestCheckedSparesAMarshal(t *testing.T) {
	b := serbench.Lookup("probe", "small")
	for _, tc := range []struct {
		name  string
		check func()
		extra int
	}{
		{"Instance then Check", func() { b.Instance(serbench.Default).Check() }, 2},
		{"Checked", func() { b.Checked(serbench.Default) }, 1},
	} {
		before := marshals
		tc.check()
		if got, want := marshals-before, small.Size+tc.extra; got != want {
			t.Errorf("%s: %d marshals, want %d: the pool's %d and %d for output reuse", tc.name, got, want, small.Size, tc.extra)
		}
	}
}

// Variants are listed with Default first, and ops follow the variant.
func TestBindingVariantsAndOps(t *testing.T) {
	b := serbench.Lookup("probe", "small")
	got := []string{}
	for _, v := range b.Variants {
		got = append(got, string(v)+":"+joinOps(b.Ops(v)))
	}
	want := "default:marshal,unmarshal aliasing:unmarshal inplace:access,update nil:unmarshal shared:marshal"
	if strings.Join(got, " ") != want {
		t.Errorf("variants %v, want %s", got, want)
	}
	if u := serbench.Lookup("probe", "cart"); u.Unsupported == "" {
		t.Error("probe declared only small, yet cart reads as supported")
	}
}

// The update op writes into copies of the encodings of its own, which keep
// its changes from one call to the next, and leaves the encodings that
// unmarshal and the access op read alone.
func TestUpdateWritesItsOwnCopy(t *testing.T) {
	x := serbench.Lookup("probe", "small").Instance("inplace")
	enc := x.Encoded()
	var before [][]byte
	for _, b := range enc {
		before = append(before, bytes.Clone(b))
	}
	const n = 3 * small.Size
	if err := x.Run(serbench.Update, 0, n); err != nil {
		t.Fatal(err)
	}
	for i, b := range enc {
		if !bytes.Equal(b, before[i]) {
			t.Errorf("record %d: update changed the encoding to %q, want %q", i, b, before[i])
		}
	}
	// Each copy holds every update made to it: its first byte has grown
	// by its count of updates.
	seen := 0
	for i, b := range enc {
		for _, u := range serbench.Updated(x) {
			if &u[0] == &b[0] {
				t.Errorf("record %d: update was given the encoding itself", i)
			}
		}
	}
	for i, u := range serbench.Updated(x) {
		if got, want := u[0]-before[i][0], byte(updates[&u[0]]); got != want {
			t.Errorf("record %d: updated %d times, its byte grew by %d", i, want, got)
		}
		seen += updates[&u[0]]
	}
	if seen != n {
		t.Errorf("%d updates reached the copies, want %d", seen, n)
	}
}

func joinOps(ops []serbench.Op) string {
	var s []string
	for _, op := range ops {
		s = append(s, string(op))
	}
	return strings.Join(s, ",")
}

// TestVisitingOrderIsEven checks that any stretch of the visiting order,
// the sequence's end among them, visits every record of the pool as often
// as its length gives, within the blocks cut at its ends: a sample's ns/op
// must not follow its op count through the share of a costly record.
func TestVisitingOrderIsEven(t *testing.T) {
	for _, size := range []int{1, 8, 12, 1000, serbench.OrderLen + 5} {
		order := serbench.VisitingOrder(size)
		if len(order)%size != 0 || len(order) > max(serbench.OrderLen, size) || len(order) <= serbench.OrderLen-size {
			t.Fatalf("size %d: %d positions, want a whole number of permutations up to %d", size, len(order), serbench.OrderLen)
		}
		for _, from := range []int{0, 5, len(order) - 7} {
			for _, n := range []int{1, 7, 12, 100, 999, 1000, 1001, 4000, 9000} {
				counts := make([]int, size)
				for i := range n {
					counts[order[(from+i)%len(order)]]++
				}
				want := float64(n) / float64(size)
				for r, c := range counts {
					if d := float64(c) - want; d <= -2 || d >= 2 {
						t.Fatalf("size %d, %d positions from %d: record %d visited %d times, want %.1f, fewer than two more or less", size, n, from, r, c, want)
					}
				}
			}
		}
	}
}

// A negative position counts back from the end of the visiting order, so
// that the ops just before position 0 are those at the order's end.
func TestRunCountsBackFromTheEnd(t *testing.T) {
	x := serbench.Lookup("probe", "small").Instance("inplace")
	order := serbench.VisitingOrder(small.Size)
	const k = small.Size + 3
	want := make([]int, small.Size)
	for _, r := range order[len(order)-k:] {
		want[r]++
	}
	before := make([]int, small.Size)
	for i, u := range serbench.Updated(x) {
		before[i] = updates[&u[0]]
	}
	if err := x.Run(serbench.Update, -k, k); err != nil {
		t.Fatal(err)
	}
	for i, u := range serbench.Updated(x) {
		if got := updates[&u[0]] - before[i]; got != want[i] {
			t.Errorf("record %d updated %d times, want %d: the last %d positions of the order", i, got, want[i], k)
		}
	}
}
