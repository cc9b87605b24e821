package dedisprotobuf

import (
	"go.dedis.ch/protobuf"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/internal/optional"
)

// savedata and updates have 8- and 16-bit integers, which the library
// cannot encode ("unsupported field Kind"): they go widened to 32 bits
// (protobuf has no narrower integers), with pointers as repeated fields of
// at most one element, through codecs/internal/optional.
func init() {
	optional.SupportGames("dedis-protobuf", serbench.AnyOps{Marshal: protobuf.Encode, Unmarshal: protobuf.Decode})
}
