// Package cbor registers github.com/fxamacker/cbor/v2, a reflection-based
// CBOR (RFC 8949) library, through cbor.Marshal and cbor.Unmarshal with its
// default options and through encoding modes built from documented
// EncOptions.
package cbor

import (
	"bytes"

	"github.com/fxamacker/cbor/v2"

	"github.com/serbench/serbench"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "cbor",
		Package:       "github.com/fxamacker/cbor/v2",
		Format:        "CBOR",
		Wire:          "CBOR",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "cbor.Marshal and cbor.Unmarshal, which use the package's default EncMode and DecMode, built once as the README advises for modes: structs as maps keyed by field name; " +
			"times as untagged epoch seconds (TimeUnix), so sub-second digits, offsets and zone names are dropped; " +
			"the rfc3339nano variant keeps all but the zone name",
	})
	serbench.SupportAny("cbor", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: cbor.Marshal, Unmarshal: cbor.Unmarshal},
		serbench.Reuse:   reuse(),
		"rfc3339nano": {
			Marshal:   mode(cbor.EncOptions{Time: cbor.TimeRFC3339Nano}).Marshal,
			Unmarshal: cbor.Unmarshal,
			Note:      "EncOptions{Time: TimeRFC3339Nano}: times as RFC 3339 text with nanoseconds and offset",
		},
	}, nil)
}

// mode builds an encoding mode from documented options; options are
// constants here, so an error is a programming error.
func mode(opts cbor.EncOptions) cbor.EncMode {
	em, err := opts.EncMode()
	if err != nil {
		panic(err)
	}
	return em
}

// reuse encodes with cbor.MarshalToBuffer into one buffer it keeps and
// decodes into one target value.
func reuse() serbench.AnyOps {
	var buf bytes.Buffer
	return serbench.AnyOps{
		Marshal: func(v any) ([]byte, error) {
			buf.Reset()
			err := cbor.MarshalToBuffer(v, &buf)
			return buf.Bytes(), err
		},
		Unmarshal: cbor.Unmarshal,
		Note:      "cbor.MarshalToBuffer into one reused buffer, one target value",
	}
}
