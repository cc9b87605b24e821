//go:build !binsize

package protobuf_test

import (
	"slices"
	"testing"

	_ "github.com/serbench/serbench/codecs/fastpb"
	_ "github.com/serbench/serbench/codecs/hyperpb"
	_ "github.com/serbench/serbench/codecs/protobuf"
	_ "github.com/serbench/serbench/codecs/protobufopaque"
	_ "github.com/serbench/serbench/codecs/pulsar"
	"github.com/serbench/serbench/evolve"
)

// The codecs whose evolve schemas are copies of evolvepb's (pulsar's
// optional age a one-field oneof, of the same wire format and presence),
// or which read evolvepb's own (hyperpb), read every case as protobuf
// does, whose verdicts evolve's own tests check against the language
// guide: the same verdict and the same differences.
func TestEvolveAsProtobuf(t *testing.T) {
	for _, codec := range []string{"protobuf-opaque", "hyperpb", "fastpb", "pulsar"} {
		for _, c := range evolve.Cases() {
			got, want := c.Check(codec), c.Check("protobuf")
			if got.Status == evolve.Unsupported || got.Status != want.Status || !slices.Equal(got.Differences, want.Differences) {
				t.Errorf("%s, %s, %s: %s %q %q; protobuf's is %s %q %q", codec, c.Change, c.Direction,
					got.Status, got.Reason, got.Differences, want.Status, want.Reason, want.Differences)
			}
		}
	}
}
