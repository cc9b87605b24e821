package results

import "testing"

// A run's stages come back from its journal in order and add up to its
// wall time, part by part.
func TestJournalKeepsStages(t *testing.T) {
	dir := t.TempDir()
	j, err := CreateJournal(dir, sample())
	if err != nil {
		t.Fatal(err)
	}
	stages := []Stage{
		{Dataset: "small", Units: 90, Cells: 200, PrepareS: 20, SampleS: 60, ExtrasS: 12, PriceS: 3, FinishS: 1},
		{Dataset: "mesh", Units: 8, Cells: 16, PrepareS: 40, SampleS: 30, MemoryS: 4, PriceS: 2.5},
	}
	for i := range stages {
		if err := j.Add(Entry{Stage: &stages[i]}); err != nil {
			t.Fatal(err)
		}
	}
	j.Close()
	f, err := LoadJournal(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Stages) != 2 || f.Stages[1] != stages[1] {
		t.Fatalf("stages %+v; want %+v", f.Stages, stages)
	}
	took := f.Took()
	want := Stage{Units: 98, Cells: 216, PrepareS: 60, SampleS: 90, ExtrasS: 12, MemoryS: 4, PriceS: 5.5, FinishS: 1}
	if took != want || took.Seconds() != 172.5 {
		t.Errorf("took %+v (%v s); want %+v (172.5 s)", took, took.Seconds(), want)
	}
	if s := took.String(); s != "2m53s: preparing 1m0s, samples 1m30s, latency and scaling 12s, peak memory 4s, price of garbage 6s, closing 1s" {
		t.Errorf("String() = %q", s)
	}
	if (&File{}).Took().Seconds() != 0 {
		t.Error("a run without stages took time")
	}
}
