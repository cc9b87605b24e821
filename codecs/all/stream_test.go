package all

import (
	"testing"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/fidelity"
	"github.com/serbench/serbench/stream"
)

// Every codec with a stream carries the logs entries through it exactly,
// and the command has at least ten to time.
func TestStreams(t *testing.T) {
	names := serbench.Streaming()
	if len(names) < 10 {
		t.Errorf("%d codecs have a stream, want 10 or more: %v", len(names), names)
	}
	entries := stream.Entries()[:300]
	for _, name := range names {
		if c := stream.Verify(serbench.Stream(name), entries); c.Status != fidelity.Exact {
			t.Errorf("%s: %s %v %v", name, c.Status, c.Err, c.Differences)
		}
	}
}
