package dynssz

import (
	"fmt"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
)

// The large collections, on the native types of collections.go. This file
// sorts after dynssz.go, whose init registers the codec.
func init() {
	const numbers = "SSZ has unsigned integers, bools and byte lists only; dynamic-ssz carries signed integers and floats only as its non-SSZ extended types (WithExtendedTypes), which no other SSZ implementation reads, so %s's (%s) would each need a hand-converted field of bits in a native type, which is not written"
	serbench.Unsupported("dynamic-ssz", "savedata", fmt.Sprintf(numbers, "savedata", "int8 counts, int64 scores and spawn points, float32 and float64 positions"))
	serbench.Unsupported("dynamic-ssz", "updates", fmt.Sprintf(numbers, "updates", "int8 altitudes, int16 velocities, float32 positions"))
	serbench.Unsupported("dynamic-ssz", "dynamic", "schema format: SSZ is decoded against a declared type and dynamic-ssz's reflection has no interface types, so it cannot carry a document of unknown shape (map[string]any, []any)")
	support(logs.Dataset, toLogs, fromLogs)
	support(mesh.Dataset, toMesh, fromMesh)
}
