package results

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// A run measured in a host charges every result at the median of all the
// host's rounds, those in the header and those journaled as the run went
// on, whatever price the result was journaled at.
func TestJournalChargesMeasuredPrice(t *testing.T) {
	dir := t.TempDir()
	h := sample()
	h.Env.GCPrice = &GCPrice{Source: "host", Host: "8MiB pointer-dense, GOGC=100", HeapBytes: 8 << 20, GOGC: 100,
		RoundsNsPerByte: []float64{1.0, 1.2, 1.1}, RoundsNsPerAlloc: []float64{10, 12, 11}}
	h.Env.GCRateNsPerByte, h.Env.GCRateNsPerAlloc = 1.1, 11
	j, err := CreateJournal(dir, h)
	if err != nil {
		t.Fatal(err)
	}
	own := []float64{100, 102, 98, 101, 99, 100, 103, 97, 100, 100}
	bytes, allocs := make([]float64, len(own)), make([]float64, len(own))
	for i := range own {
		bytes[i], allocs[i] = 200, 4
	}
	r := NewResult("small", "json", "default", "marshal", 10, Samples{Own: own, Bytes: bytes, Allocs: allocs},
		Pricing{Price: Price{PerByte: 1.1, PerAlloc: 11}}, 0)
	if r.GCNsPerOp != 200*1.1+4*11 {
		t.Fatalf("journaled at 1.1ns/B+11ns/alloc: charge %v", r.GCNsPerOp)
	}
	j.Add(Entry{Result: &r})
	for _, pr := range []PriceRound{{2.0, 20}, {2.1, 21}, {2.2, 22}, {1.9, 19}} {
		j.Add(Entry{PriceRound: &pr})
	}
	j.Close()
	f, err := LoadJournal(dir)
	if err != nil {
		t.Fatal(err)
	}
	// Seven rounds: 1.0 1.1 1.2 1.9 2.0 2.1 2.2 ns/B and ten times that
	// per allocation.
	if p := f.Env.Price(); p != (Price{PerByte: 1.9, PerAlloc: 19}) {
		t.Fatalf("price after seven rounds: %v; want their medians, 1.9ns/B+19ns/alloc", p)
	}
	if n := len(f.Env.GCPrice.RoundsNsPerByte); n != 7 {
		t.Errorf("%d rounds kept; want 7", n)
	}
	got := f.Results[0]
	charge := 200*1.9 + 4*19.0
	if got.GCNsPerOp != charge || got.MedianNs != got.OwnNs+charge {
		t.Errorf("charge %v, figure %v for own time %v; want %v and own time plus it", got.GCNsPerOp, got.MedianNs, got.OwnNs, charge)
	}
	if got.CILowNs != got.OwnCILowNs+charge || got.CIHighNs != got.OwnCIHighNs+charge {
		t.Errorf("interval [%v, %v] for own [%v, %v]; want own plus the charge", got.CILowNs, got.CIHighNs, got.OwnCILowNs, got.OwnCIHighNs)
	}
	for i, x := range got.SamplesNs {
		if x != round(own[i]+charge) {
			t.Fatalf("sample %d: %v; want own %v plus the charge", i, x, own[i])
		}
	}
}

// A host whose collector costs nothing measurable per byte (a flat heap,
// whose garbage of blocks without pointers it never scans) has rounds
// around zero per byte; a median below zero charges nothing per byte, not
// a credit.
func TestJournalChargesNoNegativePrice(t *testing.T) {
	dir := t.TempDir()
	h := sample()
	h.Env.GCPrice = &GCPrice{Source: "host", Host: "64MiB flat, GOGC=100", HeapBytes: 64 << 20, Flat: true, GOGC: 100,
		RoundsNsPerByte: []float64{-0.08, -0.1, 0.02}, RoundsNsPerAlloc: []float64{18, 19, 13}}
	j, err := CreateJournal(dir, h)
	if err != nil {
		t.Fatal(err)
	}
	own := []float64{100, 102, 98, 101, 99}
	bytes, allocs := make([]float64, len(own)), make([]float64, len(own))
	for i := range own {
		bytes[i], allocs[i] = 6000, 2
	}
	r := NewResult("edge", "json", "default", "marshal", 10, Samples{Own: own, Bytes: bytes, Allocs: allocs}, Pricing{}, 0)
	j.Add(Entry{Result: &r})
	j.Close()
	f, err := LoadJournal(dir)
	if err != nil {
		t.Fatal(err)
	}
	if p := f.Env.Price(); p != (Price{PerByte: 0, PerAlloc: 18}) {
		t.Fatalf("price of rounds whose median per byte is -0.08: %v; want 0ns/B+18ns/alloc", p)
	}
	if got := f.Results[0].GCNsPerOp; got != 2*18 {
		t.Errorf("charge of 6000 B in 2 allocations: %v; want 36, nothing per byte", got)
	}
}

// A round of the price in a run whose price was declared is refused: it
// says the journal was not written by serbench as it is.
func TestJournalRefusesStrayPriceRound(t *testing.T) {
	dir := t.TempDir()
	h := sample()
	h.Env.GCPrice = &GCPrice{Source: "declared"}
	j, err := CreateJournal(dir, h)
	if err != nil {
		t.Fatal(err)
	}
	j.Add(Entry{PriceRound: &PriceRound{1, 10}})
	j.Close()
	if _, err := LoadJournal(dir); err == nil || !strings.Contains(err.Error(), "not measured in a host") {
		t.Errorf("a price round in a declared run: %v; want an error saying the price was not measured in a host", err)
	}
}

// A result whose samples and worker labels differ in number is a damaged
// line: the journal is refused, where pooling the intervals would panic.
func TestJournalRefusesMislabelledSamples(t *testing.T) {
	dir := t.TempDir()
	j, err := CreateJournal(dir, sample())
	if err != nil {
		t.Fatal(err)
	}
	j.Add(Entry{Result: &Result{Dataset: "small", Codec: "json", Variant: "default", Op: "marshal",
		SamplesOwnNs: []float64{100, 101, 99}, SamplesWorker: []int{0, 1}}})
	j.Close()
	if _, err := LoadJournal(dir); err == nil || !strings.Contains(err.Error(), "line 2 names the workers of 2 samples, but holds 3") {
		t.Errorf("mislabelled samples: %v; want an error naming line 2", err)
	}
}

// A large collection's cells are journaled group by group; reading the
// journal bounds a cell of six samples, which its own group could not,
// with the autocorrelation the dataset's long cells share, drops the
// warning that said it was unbounded, and keeps the cell's other
// warnings and its charge.
func TestJournalPoolsIntervalsOverTheDataset(t *testing.T) {
	dir := t.TempDir()
	h := sample()
	h.Env.GCRateNsPerByte = 0.5
	j, err := CreateJournal(dir, h)
	if err != nil {
		t.Fatal(err)
	}
	price := Pricing{Price: Price{PerByte: 0.5}}
	r := rand.New(rand.NewPCG(9, 10))
	long := simCell{n: 40, rho: 0.2, offset: 0.01}
	for i := range 20 {
		xs, ws := long.sample(r)
		res := NewResult("mesh", fmt.Sprintf("fast%d", i), "default", "marshal", 100, Samples{Own: xs, Worker: ws}, price, 0)
		j.Add(Entry{Result: &res})
	}
	own := []float64{100, 101, 103, 104, 102, 99} // rising, then falling: correlated to their own eyes
	bytes := []float64{1000, 1000, 1000, 1000, 1000, 1000}
	slow := NewResult("mesh", "slow", "default", "marshal", 1, Samples{Own: own, Worker: []int{0, 1, 0, 1, 0, 1}, Bytes: bytes, Allocs: make([]float64, 6)}, price, 0)
	slow.Warnings = append(slow.Warnings, "a collection fell inside 1 of 6 samples")
	if slow.CILowNs != 0 || !slices.ContainsFunc(slow.Warnings, isIntervalWarning) {
		t.Fatalf("six samples journaled with their own autocorrelation: [%v, %v], warnings %q; want unbounded, which this test needs", slow.CILowNs, slow.CIHighNs, slow.Warnings)
	}
	j.Add(Entry{Result: &slow})
	j.Close()
	f, err := LoadJournal(dir)
	if err != nil {
		t.Fatal(err)
	}
	got := f.Results[len(f.Results)-1]
	if !(got.OwnCILowNs > 0 && got.OwnCILowNs < got.OwnNs && got.OwnNs < got.OwnCIHighNs) {
		t.Errorf("six samples after reading the journal: own %v in [%v, %v]; want a bounded interval", got.OwnNs, got.OwnCILowNs, got.OwnCIHighNs)
	}
	if got.CILowNs != got.OwnCILowNs+500 || got.MedianNs != got.OwnNs+500 {
		t.Errorf("figure %v in [%v, %v]; want own time and its interval plus the charge of 500", got.MedianNs, got.CILowNs, got.CIHighNs)
	}
	if want := []string{"a collection fell inside 1 of 6 samples"}; !slices.Equal(got.Warnings, want) {
		t.Errorf("warnings %q, want %q", got.Warnings, want)
	}
}
