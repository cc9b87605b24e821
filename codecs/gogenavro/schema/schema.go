// Package schema holds the Avro schemas of serbench's datasets, shared by
// the four Avro codecs (codecs/goavro, codecs/hambaavro, codecs/gogenavro,
// codecs/twmbavro) so that they write the same bytes. Field names are the
// datasets' Go field names, so that hamba/avro encodes most dataset types
// as they are. Times are timestamp-micros: UTC instants to the
// microsecond.
package schema

import _ "embed"

// The schemas, one per top-level record.
var (
	//go:embed a.avsc
	A string
	//go:embed colorgroup.avsc
	ColorGroup string
	//go:embed hero.avsc
	Hero string
	//go:embed user.avsc
	User string
	//go:embed message.avsc
	Message string
	//go:embed messagedata.avsc
	MessageData string
)
