// Package msgpackv4 registers github.com/vmihailenco/msgpack/v4, the
// MessagePack library at the major version the seed suites benchmark,
// through msgpack.Marshal and msgpack.Unmarshal and its Encoder options.
package msgpackv4

import (
	"bytes"

	"github.com/vmihailenco/msgpack/v4"

	"github.com/serbench/serbench"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "msgpack-v4",
		Package:       "github.com/vmihailenco/msgpack/v4",
		Format:        "MessagePack",
		Wire:          "MessagePack",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "unmaintained",
		Notes: "msgpack.Marshal and msgpack.Unmarshal, the README's API (Marshal takes pooled Encoders); structs as maps keyed by field name; times as the " +
			"MessagePack timestamp extension (-1), decoded in time.Local, so offsets and zone names are dropped; " +
			"the seeds' version, superseded by v5",
	})
	serbench.SupportAny("msgpack-v4", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: msgpack.Marshal, Unmarshal: msgpack.Unmarshal},
		serbench.Reuse:   reuse(),
		"array": {
			Marshal:   marshalWith(func(e *msgpack.Encoder) { e.StructAsArray(true) }),
			Unmarshal: msgpack.Unmarshal,
			Note:      "StructAsArray: structs as arrays of field values, without names",
		},
		"compact": {
			Marshal:   marshalWith(func(e *msgpack.Encoder) { e.UseCompactEncoding(true) }),
			Unmarshal: msgpack.Unmarshal,
			Note:      "UseCompactEncoding: ints in their smallest MessagePack form",
		},
	}, nil)
}

// marshalWith encodes with an option set on a new Encoder over a fresh
// buffer, the way v4 users set options.
func marshalWith(option func(*msgpack.Encoder)) func(any) ([]byte, error) {
	return func(v any) ([]byte, error) {
		var buf bytes.Buffer
		enc := msgpack.NewEncoder(&buf)
		option(enc)
		err := enc.Encode(v)
		return buf.Bytes(), err
	}
}

// reuse keeps one Encoder writing into a buffer it owns and one Decoder
// reading through one bytes.Reader, as a long-lived connection handler does.
func reuse() serbench.AnyOps {
	var (
		buf bytes.Buffer
		enc = msgpack.NewEncoder(&buf)
		rd  bytes.Reader
		dec = msgpack.NewDecoder(&rd)
	)
	return serbench.AnyOps{
		Marshal: func(v any) ([]byte, error) {
			buf.Reset()
			err := enc.Encode(v)
			return buf.Bytes(), err
		},
		Unmarshal: func(data []byte, v any) error {
			rd.Reset(data)
			dec.Reset(&rd)
			return dec.Decode(v)
		},
		Note: "one Encoder and buffer, one Decoder and bytes.Reader, one target value",
	}
}
