package serbench_test

import (
	"strings"
	"testing"

	"github.com/serbench/serbench"
)

// A cold start times the variant's own Marshal, and an Unmarshal of what
// the default's Marshal wrote for a variant without one; a codec's error
// and an unknown variant are errors.
func TestColdStart(t *testing.T) {
	b := serbench.Lookup("probe", "small")
	c, err := b.ColdStart(serbench.Default)
	if err != nil || c.MarshalNs <= 0 || c.UnmarshalNs <= 0 {
		t.Errorf("default: %+v, %v; want both first calls timed", c, err)
	}
	c, err = b.ColdStart("aliasing")
	if err != nil || c.MarshalNs != 0 || c.UnmarshalNs <= 0 {
		t.Errorf("a variant without Marshal: %+v, %v; want its Unmarshal alone timed", c, err)
	}
	if _, err := b.ColdStart("missing"); err == nil || !strings.Contains(err.Error(), `no variant "missing"`) {
		t.Errorf("an unknown variant: %v", err)
	}
	// "shared" marshals the name alone into one buffer and has no
	// Unmarshal: the default's reads it back.
	if c, err := b.ColdStart("shared"); err != nil || c.MarshalNs <= 0 || c.UnmarshalNs <= 0 {
		t.Errorf("shared: %+v, %v", c, err)
	}
}
