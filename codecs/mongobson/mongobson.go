// Package mongobson registers go.mongodb.org/mongo-driver/v2/bson, the BSON
// package of the official MongoDB Go driver, through bson.Marshal and
// bson.Unmarshal and through a reused Encoder.
package mongobson

import (
	"bytes"

	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/serbench/serbench"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "mongo-bson",
		Package:       "go.mongodb.org/mongo-driver/v2/bson",
		Format:        "BSON",
		Wire:          "BSON",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "bson.Marshal and bson.Unmarshal with the default registry, as the driver's docs show (an Encoder with a kept buffer is the reuse variant); field names lower-cased as the " +
			"package does by default; times as BSON UTC datetimes in milliseconds, decoded in UTC, so " +
			"sub-millisecond digits, offsets and zone names are dropped; ints and uints as int64 (uint64 " +
			"above MaxInt64 is an encoding error; the datasets stay below it)",
	})
	serbench.SupportAny("mongo-bson", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: bson.Marshal, Unmarshal: bson.Unmarshal},
		serbench.Reuse:   reuse(),
	}, nil)
}

// reuse encodes through one Encoder over one document writer and buffer, as
// the package's Encoder example does, and decodes into one target value. The
// writer builds each document apart and copies it to the buffer at its end,
// so an output handed back to the next call (farcaster's nesting) is read
// before the buffer is written.
func reuse() serbench.AnyOps {
	var (
		buf bytes.Buffer
		enc = bson.NewEncoder(bson.NewDocumentWriter(&buf))
	)
	return serbench.AnyOps{
		Marshal: func(v any) ([]byte, error) {
			buf.Reset()
			err := enc.Encode(v)
			return buf.Bytes(), err
		},
		Unmarshal: bson.Unmarshal,
		Note:      "one Encoder, document writer and buffer; one target value",
	}
}
