package baseline_test

import (
	"testing"

	"github.com/serbench/serbench"
	_ "github.com/serbench/serbench/codecs/baseline"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

// The baseline is the exact reference: every dataset, edge included.
func TestFidelity(t *testing.T) {
	want := map[string]fidelity.Status{}
	for _, d := range serbench.Datasets() {
		want[d.Name] = fidelity.Exact
	}
	codectest.Expect(t, "baseline", want)
}
