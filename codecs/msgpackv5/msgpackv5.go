// Package msgpackv5 registers github.com/vmihailenco/msgpack/v5, the
// reflection-based MessagePack library, through msgpack.Marshal and
// msgpack.Unmarshal and through its Encoder options.
package msgpackv5

import (
	"bytes"

	"github.com/vmihailenco/msgpack/v5"

	"github.com/serbench/serbench"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "msgpack-v5",
		Package:       "github.com/vmihailenco/msgpack/v5",
		Format:        "MessagePack",
		Wire:          "MessagePack",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "msgpack.Marshal and msgpack.Unmarshal, the README's API (both take pooled Encoders and Decoders); structs as maps keyed by field name; times as the " +
			"MessagePack timestamp extension (-1), decoded in time.Local, so offsets and zone names are dropped",
	})
	serbench.SupportAny("msgpack-v5", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: msgpack.Marshal, Unmarshal: msgpack.Unmarshal},
		serbench.Reuse:   reuse(),
		"array": {
			Marshal:   marshalWith(func(e *msgpack.Encoder) { e.UseArrayEncodedStructs(true) }),
			Unmarshal: msgpack.Unmarshal,
			Note:      "UseArrayEncodedStructs: structs as arrays of field values, without names",
		},
		"compact": {
			Marshal:   marshalWith(func(e *msgpack.Encoder) { e.UseCompactInts(true) }),
			Unmarshal: msgpack.Unmarshal,
			Note:      "UseCompactInts: sized ints (int32, uint32, uint64...) in their smallest MessagePack form",
		},
	}, nil)
}

// marshalWith is msgpack.Marshal with an option set on the pooled Encoder:
// a fresh buffer per call, as Marshal has.
func marshalWith(option func(*msgpack.Encoder)) func(any) ([]byte, error) {
	return func(v any) ([]byte, error) {
		var buf bytes.Buffer
		enc := msgpack.GetEncoder()
		enc.Reset(&buf)
		option(enc)
		err := enc.Encode(v)
		msgpack.PutEncoder(enc)
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
