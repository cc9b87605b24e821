package mus

import (
	"testing"

	"github.com/mus-format/mus-go"
	"github.com/mus-format/mus-go/ord"

	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
)

// TestSkip checks that each struct serializer's Skip passes exactly the
// bytes Marshal wrote, as Size said; the fidelity test covers Unmarshal.
func TestSkip(t *testing.T) {
	s := newSers(ord.String, ord.ByteSlice)
	check(t, "a", s.a, edge.Records())
	check(t, "hero", s.hero, hero.Records()[:20])
	check(t, "user", s.user, cart.Records()[:2])
	var data []farcaster.MessageData
	var envs []farcaster.Envelope
	for _, m := range farcaster.Records()[:20] {
		data = append(data, m.Data)
		envs = append(envs, m.Envelope([]byte("data")))
	}
	check(t, "data", s.data, data)
	check(t, "envelope", s.envelope, envs)
}

func check[T any](t *testing.T, name string, s mus.Serializer[T], vs []T) {
	for i, v := range vs {
		bs := make([]byte, s.Size(v))
		if n := s.Marshal(v, bs); n != len(bs) {
			t.Errorf("%s %d: Marshal wrote %d bytes, Size said %d", name, i, n, len(bs))
		}
		if n, err := s.Skip(bs); err != nil || n != len(bs) {
			t.Errorf("%s %d: Skip passed %d bytes of %d, %v", name, i, n, len(bs), err)
		}
	}
}
