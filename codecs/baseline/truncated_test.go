package baseline

import (
	"testing"

	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

// truncations encodes v and decodes every strict prefix of its encoding,
// each of which must fail, never panic or pass as a record.
func truncations[T any](t *testing.T, name string, v *T, enc func([]byte, *T) []byte, dec func(*reader, *T)) {
	b := enc(nil, v)
	for cut := 0; cut < len(b); cut++ {
		r := reader{b: b[:cut]}
		var got T
		dec(&r, &got)
		if r.done() == nil {
			t.Errorf("%s: %d of %d bytes decoded without error", name, cut, len(b))
		}
	}
	r := reader{b: append(b, 0)}
	var got T
	dec(&r, &got)
	if r.done() == nil {
		t.Errorf("%s: a trailing byte went unnoticed", name)
	}
}

func TestTruncated(t *testing.T) {
	truncations(t, "small", &small.Records()[0], encodeA, decodeA)
	truncations(t, "hero", &hero.Records()[0], encodeHero, decodeHero)
	truncations(t, "farcaster", &farcaster.Records()[0], encodeMessage, decodeMessage)
	c := cart.Records()[0]
	for k, it := range c.ShoppingCart { // one item keeps the test quick
		c.ShoppingCart = cart.ShoppingCart{k: it}
		break
	}
	truncations(t, "cart", &c, encodeUser, decodeUser)
}
