// Package sereal registers Sereal, Booking.com's binary format with Perl
// roots, through its Go library: reflection over any value, with
// time.Time carried by its MarshalBinary (Sereal's FREEZE/THAW tags).
package sereal

import (
	"github.com/Sereal/Sereal/Go/sereal"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/cart"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "sereal",
		Package:       "github.com/Sereal/Sereal/Go/sereal",
		Format:        "Sereal",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "sereal.Marshal (protocol v3, no compression) and sereal.Unmarshal, the package's entry points: Unmarshal makes a Decoder per call and its per-type caches go with it; a Decoder is not safe for concurrent use, and one kept, as seed 001 keeps it, is the reuse variant; time.Time as its MarshalBinary bytes " +
			"in a FREEZE tag; cart's *string as a 0-or-1-element list, as the decoder cannot set a *string; savedata and updates through twins with every pointer a 0-or-1-element list and the named unsigned enums (GameType, EntityType) as plain uint32, on which the encoder does not panic; no reuse variant " +
			"on cart, as decoding into a used map fails (reflect: SetBool using unaddressable value)",
	})
	dec := sereal.NewDecoder()
	variants := map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: sereal.Marshal, Unmarshal: sereal.Unmarshal},
		serbench.Reuse:   {Unmarshal: dec.Unmarshal, Note: "one Decoder, one target value"},
	}
	serbench.Support("sereal", cart.Dataset, serbench.Impl[cart.User, user]{
		ToNative:   toUser,
		FromNative: fromUser,
		Variants: map[serbench.Variant]serbench.Ops[user]{
			serbench.Default: typed[user](variants[serbench.Default]),
		},
	})
	serbench.SupportAny("sereal", variants, nil)
}

// typed turns any-typed entry points into ops on N that decode into a
// fresh value.
func typed[N any](a serbench.AnyOps) serbench.Ops[N] {
	return serbench.Ops[N]{
		Marshal: func(v *N) ([]byte, error) { return a.Marshal(v) },
		Unmarshal: func(data []byte) (*N, error) {
			v := new(N)
			return v, a.Unmarshal(data, v)
		},
	}
}
