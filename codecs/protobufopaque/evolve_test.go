//go:build !binsize

package protobufopaque_test

import (
	"slices"
	"testing"

	_ "github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/evolve"
)

// The codec reads codecs/protobuf's schemas' wire format as protobuf-go
// does, so every case's verdict and differences are protobuf's, which
// evolve's own tests check against the language guide.
func TestEvolveAsProtobuf(t *testing.T) {
	for _, c := range evolve.Cases() {
		got, want := c.Check("protobuf-opaque"), c.Check("protobuf")
		if got.Status == evolve.Unsupported || got.Status != want.Status || !slices.Equal(got.Differences, want.Differences) {
			t.Errorf("%s, %s: %s %q %q; protobuf's is %s %q %q", c.Change, c.Direction, got.Status, got.Reason, got.Differences, want.Status, want.Reason, want.Differences)
		}
	}
}
