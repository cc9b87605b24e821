package noop_test

import (
	"testing"

	"github.com/serbench/serbench"
	_ "github.com/serbench/serbench/codecs/noop"
	_ "github.com/serbench/serbench/datasets/all"
	"github.com/serbench/serbench/datasets/small"
)

// The noop codec decodes nothing, so its round trip must be lossy: a check
// that reported it exact would be blind.
func TestLossy(t *testing.T) {
	serbench.UseCheckZone()
	r := serbench.Lookup("noop", small.Dataset.Name).Instance(serbench.Default).Check()
	if r.Status != "lossy" || len(r.Findings) != 6 {
		t.Fatalf("noop on small: %s with %d findings, want lossy in all 6 fields", r.Status, len(r.Findings))
	}
}

// noop declares every dataset: timed on the seed datasets, unsupported with
// its reason on the rest, and registered under the datasets' own names.
func TestEveryDataset(t *testing.T) {
	for _, d := range serbench.Datasets() {
		b := serbench.Lookup("noop", d.Name)
		if b.Unsupported == "the codec does not declare this dataset" || b.Dataset == nil {
			t.Errorf("noop on %s: %q", d.Name, b.Unsupported)
		}
	}
}
