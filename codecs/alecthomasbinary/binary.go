// Package alecthomasbinary registers github.com/alecthomas/binary, which
// extends encoding/binary to variable-sized values by reflection: fixed-size
// numbers little-endian (int and uint as 8 bytes), strings, slices and maps
// with a varint length, structs as their exported fields in order, and
// types with MarshalBinary (time.Time) as their length-prefixed bytes. The
// decoder expects exactly the encoded type.
package alecthomasbinary

import (
	"github.com/alecthomas/binary"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/internal/optional"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:     "alecthomas-binary",
		Package:  "github.com/alecthomas/binary",
		Format:   "binary",
		Kind:     serbench.KindReflect,
		Upstream: "maintained",
		Notes: "binary.Marshal and binary.Unmarshal, the README's entry points (its Encoder and Decoder are for streams); time.Time as its MarshalBinary bytes; cart's and farcaster's " +
			"pointers as slices of at most one element, as the library takes no pointers",
	})
	// The library cannot take pointers (a nil one panics the encoder; the
	// decoder rejects "unsupported type *string"), so cart and farcaster go
	// through package optional, whose pointers become slices of at most one
	// element: a length 0 or 1, then the value.
	optional.Support("alecthomas-binary", serbench.AnyOps{Marshal: binary.Marshal, Unmarshal: binary.Unmarshal})
	serbench.Unsupported("alecthomas-binary", "dynamic", "its format carries no types, so it cannot decode an any; a nil any (a null) panics its encoder")
}
