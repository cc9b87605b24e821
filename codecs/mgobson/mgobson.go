// Package mgobson registers gopkg.in/mgo.v2/bson, the BSON package of the
// original MongoDB driver mgo, through bson.Marshal and bson.Unmarshal.
package mgobson

import (
	"gopkg.in/mgo.v2/bson"

	"github.com/serbench/serbench"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "mgo-bson",
		Package:       "gopkg.in/mgo.v2/bson",
		Format:        "BSON",
		Wire:          "BSON",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "unmaintained",
		Notes: "bson.Marshal and bson.Unmarshal, the package's entry points; field names lower-cased as the package does by default; " +
			"times as BSON UTC datetimes in milliseconds, decoded in time.Local, so sub-millisecond digits, " +
			"offsets and zone names are dropped; nil slices are written as empty arrays; decoded []byte alias the input; " +
			"ints as int32 when they fit, else int64",
	})
	serbench.SupportAny("mgo-bson", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: bson.Marshal, Unmarshal: bson.Unmarshal},
	}, nil)
}
