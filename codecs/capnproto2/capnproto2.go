// Package capnproto2 registers zombiezen.com/go/capnproto2, the v2 Go
// implementation of Cap'n Proto (since succeeded by capnproto.org/go/capnp/v3),
// a zero-copy format: a reader walks the message's segments through
// generated accessors instead of decoding them.
//
// The schema is schema.capnp; capnp and the module's own capnpc-go (run with
// go run at the pinned version) write the accessors into ./cp. Marshal builds each record from the dataset's Go
// value in a new message and calls Message.Marshal; Unmarshal materialises
// every field into a fresh dataset value (strings and bytes copied); Access
// reads one field from the bytes, the way Cap'n Proto is meant to be read.
// The large collections' schema is collections.capnp, generated into ./cpc;
// they also have the update op, which sets fields in place.
package capnproto2

import (
	capnp "zombiezen.com/go/capnproto2"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

//go:generate sh -c "rm -rf cp && mkdir cp && capnp compile -o- -I\"$(go list -m -f {{.Dir}} zombiezen.com/go/capnproto2)/std\" schema.capnp | (cd cp && go run zombiezen.com/go/capnproto2/capnpc-go)"
//go:generate sh -c "rm -rf cpc && mkdir cpc && capnp compile -o- -I\"$(go list -m -f {{.Dir}} zombiezen.com/go/capnproto2)/std\" collections.capnp | (cd cpc && go run zombiezen.com/go/capnproto2/capnpc-go)"
//go:generate go run ../../internal/gencopy -from ../capnpv3/records.go -o records.go -replace "|package capnpv3|package capnproto2" -replace "|\"capnproto.org/go/capnp/v3\"|capnp \"zombiezen.com/go/capnproto2\"" -replace "|codecs/capnpv3/|codecs/capnproto2/"
//go:generate go run ../../internal/gencopy -from ../capnpv3/capnpv3_collections.go -o capnproto2_collections.go -replace "|package capnpv3|package capnproto2" -replace "|\"capnproto.org/go/capnp/v3\"|capnp \"zombiezen.com/go/capnproto2\"" -replace "|codecs/capnpv3/|codecs/capnproto2/"
//go:generate go run ../../internal/gencopy -from ../capnpv3/update_test.go -o update_test.go -replace "|package capnpv3|package capnproto2" -replace "|\"capnproto.org/go/capnp/v3\"|capnp \"zombiezen.com/go/capnproto2\""

// reuseNote says what the reuse variant reuses.
const reuseNote = "one single-segment buffer for every message"

const name = "capnproto2"

func init() {
	serbench.Register(serbench.Codec{
		Name:          name,
		Package:       "zombiezen.com/go/capnproto2",
		Format:        "Cap'n Proto",
		Wire:          "Cap'n Proto",
		Kind:          serbench.KindCodegen,
		Schema:        true,
		CrossLanguage: true,
		Upstream:      "unmaintained",
		Notes: "README: looking for a new maintainer, continued as capnproto.org/go/capnp/v3; " +
			"capnp 0.9.2 and the module's capnpc-go accessors, single-segment messages, capnp.NewMessage per record as the package doc shows (one kept arena is the reuse variant); times as a Time struct " +
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

// reused returns a plain encoding that builds every record in one
// single-segment buffer, grown as needed and zeroed by the library as it
// allocates.
func reused() *encoding {
	var last *capnp.Message
	return &encoding{
		newMessage: func() (*capnp.Message, *capnp.Segment, error) {
			var buf []byte
			if last != nil {
				seg, err := last.Segment(0)
				if err != nil {
					return nil, nil, err
				}
				buf = seg.Data()[:0]
			}
			msg, seg, err := capnp.NewMessage(capnp.SingleSegment(buf))
			last = msg
			return msg, seg, err
		},
		marshal:   (*capnp.Message).Marshal,
		unmarshal: capnp.Unmarshal,
	}
}
