package colfer

import (
	"math"
	"slices"
	"testing"

	"github.com/serbench/serbench/datasets/farcaster"
)

// Mentions travel as int64 lists; every uint64 must come back.
func TestMentionsKeepUint64Bits(t *testing.T) {
	want := []uint64{0, 1, math.MaxInt64, math.MaxInt64 + 1, math.MaxUint64}
	m := &farcaster.Message{Data: farcaster.MessageData{Body: farcaster.CastAddBody{Mentions: want}}}
	c := toCast(m)
	b, err := c.Data.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Data.UnmarshalBinary(b); err != nil {
		t.Fatal(err)
	}
	if got := fromCast(c).Data.Body.Mentions; !slices.Equal(got, want) {
		t.Errorf("mentions %v came back %v", want, got)
	}
}
