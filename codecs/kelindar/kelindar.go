// Package kelindar registers github.com/kelindar/binary, a reflection-based
// compact binary serializer for Go-to-Go messaging (varint integers,
// length-prefixed strings and slices, a presence byte per pointer). It is
// used as its README shows: binary.Marshal and binary.Unmarshal on the
// dataset types as they are; time.Time goes through its BinaryMarshaler.
package kelindar

import (
	"bytes"

	"github.com/kelindar/binary"

	"github.com/serbench/serbench"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:     "kelindar-binary",
		Package:  "github.com/kelindar/binary",
		Format:   "binary",
		Kind:     serbench.KindReflect,
		Upstream: "maintained",
		Notes: "binary.Marshal and binary.Unmarshal, the README's API, on the dataset types (MarshalTo a kept buffer is the reuse variant); time.Time through its MarshalBinary " +
			"(instant and UTC offset, not the zone name); no unsafe variant: the library's zero-copy decoding " +
			"(nocopy.String, nocopy.Bytes) needs those field types in the struct, not an option of Unmarshal",
	})
	serbench.SupportAny("kelindar-binary", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: binary.Marshal, Unmarshal: binary.Unmarshal},
		serbench.Reuse:   reuse(),
	}, nil)
	serbench.Unsupported("kelindar-binary", "dynamic", `kelindar/binary has no interface values ("unsupported type interface {}"); a document's values are any`)
}

// reuse encodes with binary.MarshalTo into one buffer, the README's hot-path
// advice, and decodes into one value (which also lets the decoder keep a
// string that comes back unchanged).
func reuse() serbench.AnyOps {
	var buf bytes.Buffer
	return serbench.AnyOps{
		Marshal: func(v any) ([]byte, error) {
			buf.Reset()
			if err := binary.MarshalTo(v, &buf); err != nil {
				return nil, err
			}
			return buf.Bytes(), nil
		},
		Unmarshal: binary.Unmarshal,
		Note:      "binary.MarshalTo into one reused bytes.Buffer; one target value",
	}
}
