package ikeapack

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/internal/optional"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
)

// The large collections. logs and mesh hold only fixed-width numbers,
// strings and slices, which ikeapack packs as they are; savedata and updates
// go through codecs/internal/optional's twins, whose pointers are slices of
// at most one element (ikeapack panics on a nil pointer). This file sorts
// after ikeapack.go, whose init registers the codec.
func init() {
	serbench.Support("ikeapack", logs.Dataset, serbench.Impl[logs.Logs, logs.Logs]{Variants: variants[logs.Logs]()})
	serbench.Support("ikeapack", mesh.Dataset, serbench.Impl[mesh.Mesh, mesh.Mesh]{Variants: variants[mesh.Mesh]()})
	optional.SupportGames("ikeapack", serbench.AnyOps{Marshal: pack, Unmarshal: unpack})
	serbench.Unsupported("ikeapack", "dynamic", "schema format: ikeapack packs a Go type's fields in order with no type tags, so it cannot decode into an any (map[string]any or []any)")
}
