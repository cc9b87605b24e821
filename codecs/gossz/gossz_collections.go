package gossz

import (
	"fmt"

	"github.com/serbench/serbench"
)

// The large collections. This file sorts after gossz.go, whose init
// registers the codec.
func init() {
	// Checked with the logs dataset's entries: decoding 500, 1,000 and
	// 2,000 of them takes time growing with the square of their number.
	const quadratic = "go-ssz's Unmarshal takes time growing with the square of a list's length, so one record of %s cannot be decoded within a cell's budget"
	serbench.Unsupported("go-ssz", "logs", fmt.Sprintf(quadratic, "10,000 log entries"))
	serbench.Unsupported("go-ssz", "mesh", fmt.Sprintf(quadratic, "125,000 triangles"))
	const numbers = "SSZ has no floats and go-ssz no signed integers but int32, nor any hook for a custom number type, so %s's (%s) would each need a hand-converted field of bits in a native type, which is not written"
	serbench.Unsupported("go-ssz", "savedata", fmt.Sprintf(numbers, "savedata", "int8 counts, int64 scores and spawn points, float32 and float64 positions"))
	serbench.Unsupported("go-ssz", "updates", fmt.Sprintf(numbers, "updates", "int8 altitudes, int16 velocities, float32 positions"))
	serbench.Unsupported("go-ssz", "dynamic", "schema format: SSZ is decoded against a declared type and has no type tags, so go-ssz cannot decode into an any (map[string]any, []any)")
}
