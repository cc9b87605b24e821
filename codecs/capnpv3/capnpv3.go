// Package capnpv3 registers capnproto.org/go/capnp/v3, the maintained Go
// implementation of Cap'n Proto, a zero-copy format: a reader walks the
// message's segments through generated accessors instead of decoding them.
//
// The schema is schema.capnp; capnp and the module's capnpc-go write the
// accessors into ./cp. Marshal builds each record from the dataset's Go
// value in a new message and calls Message.Marshal; Unmarshal materialises
// every field into a fresh dataset value (strings and bytes copied); Access
// reads one field from the bytes, the way Cap'n Proto is meant to be read.
// The large collections' schema is collections.capnp, generated into ./cpc;
// they also have the update op, which sets fields in place.
package capnpv3

import (
	"capnproto.org/go/capnp/v3"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

//go:generate sh -c "rm -rf cp && mkdir cp && capnp compile -o\"$(go tool -n capnpc-go)\":cp -I\"$(go list -m -f {{.Dir}} capnproto.org/go/capnp/v3)/std\" schema.capnp"
//go:generate sh -c "rm -rf cpc && mkdir cpc && capnp compile -o\"$(go tool -n capnpc-go)\":cpc -I\"$(go list -m -f {{.Dir}} capnproto.org/go/capnp/v3)/std\" collections.capnp"

// reuseNote says what the reuse variant reuses.
const reuseNote = "one Message, Reset with a pooled single-segment arena before each record"

const name = "capnp-v3"

func init() {
	serbench.Register(serbench.Codec{
		Name:          name,
		Package:       "capnproto.org/go/capnp/v3",
		Format:        "Cap'n Proto",
		Wire:          "Cap'n Proto",
		Kind:          serbench.KindCodegen,
		Schema:        true,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "capnp 0.9.2 and capnpc-go v3.1.0-alpha.2 accessors, single-segment messages, a new Message per record as the package's examples make them (one Message reset onto a kept arena is the reuse variant); times as a Time struct " +
			"(Int64 Unix seconds, Int32 nanos, Int32 UTC offset, zone name); maps as lists of key/value structs; " +
			"ints as Int64; nil slices and pointers as null pointers, and empty Text is null too; " +
			"the large collections (collections.capnp) keep the datasets' int widths, with a union for savedata's item kinds and unions with Void for optional scalars (Cap'n Proto has none), " +
			"and the Rust suite's access (one field of the first entry) and update (setters on a message read from the bytes, writing into them; default variant only, as packed bytes are unpacked into a copy) ops",
	})
	support(small.Dataset, encoder(buildA), readA, accessA, nil)
	support(edge.Dataset, encoder(buildA), readA, accessA, nil)
	support(colorgroup.Dataset, encoder(buildColorGroup), readColorGroup, accessColorGroup, nil)
	support(hero.Dataset, encoder(buildHero), readHero, accessHero, nil)
	support(cart.Dataset, encoder(buildUser), readUser, accessUser, nil)
	support(farcaster.Dataset, marshalMessage, readMessage, accessMessage, nil)
	supportCollections()
}

// reused returns a plain encoding that resets one message for every
// record, releasing the previous arena's buffer to the library's pool.
func reused() *encoding {
	msg := new(capnp.Message)
	return &encoding{
		newMessage: func() (*capnp.Message, *capnp.Segment, error) {
			seg, err := msg.Reset(capnp.SingleSegment(nil))
			return msg, seg, err
		},
		marshal:   (*capnp.Message).Marshal,
		unmarshal: capnp.Unmarshal,
	}
}
