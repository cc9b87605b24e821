package sereal

import (
	"github.com/Sereal/Sereal/Go/sereal"
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/internal/optional"
)

// savedata and updates have uint8 fields, which sereal's encoder reads with
// reflect.Value.Int and so panics on, and pointers, which its decoder cannot
// set: they go with 32-bit integers and pointers as slices of at most one
// element, through codecs/internal/optional.
func init() {
	optional.SupportGames("sereal", serbench.AnyOps{Marshal: sereal.Marshal, Unmarshal: sereal.Unmarshal})
}
