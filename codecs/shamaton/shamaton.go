// Package shamaton registers github.com/shamaton/msgpack/v2, a
// reflection-based MessagePack library, in its two struct layouts: structs
// as maps keyed by field name (MarshalAsMap) and as arrays of field values
// (MarshalAsArray), each read back by its matching Unmarshal.
package shamaton

import (
	"github.com/shamaton/msgpack/v2"

	"github.com/serbench/serbench"
)

func init() {
	const (
		pkg   = "github.com/shamaton/msgpack/v2"
		times = "times as the MessagePack timestamp extension (-1), decoded in time.Local (v2's default), " +
			"so offsets and zone names are dropped; decoded []byte alias the input; v3 is the current major version; " +
			"the library has no API to encode into a caller's buffer"
	)
	serbench.Register(serbench.Codec{
		Name:          "shamaton-map",
		Package:       pkg,
		Format:        "MessagePack",
		Wire:          "MessagePack",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes:         "msgpack.MarshalAsMap and UnmarshalAsMap, the README's API: structs as maps keyed by field name; " + times,
	})
	serbench.Register(serbench.Codec{
		Name:          "shamaton-array",
		Package:       pkg,
		Format:        "MessagePack",
		Wire:          "MessagePack",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes:         "msgpack.MarshalAsArray and UnmarshalAsArray, the README's API: structs as arrays of field values, without names; " + times,
	})
	serbench.SupportAny("shamaton-map", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: msgpack.MarshalAsMap, Unmarshal: msgpack.UnmarshalAsMap},
	}, nil)
	serbench.SupportAny("shamaton-array", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: msgpack.MarshalAsArray, Unmarshal: msgpack.UnmarshalAsArray},
	}, nil)
}
