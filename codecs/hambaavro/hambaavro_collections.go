package hambaavro

import (
	"github.com/hamba/avro/v2"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/gogenavro/schema"
	"github.com/serbench/serbench/codecs/internal/twin"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
)

// Logs is logs.Logs with each entry's uint64 size as an int64, as hamba
// has no uint64; its entries are logs.Log's memory as it is, copied in one
// block (twin.CopySlice), so a size keeps its 64 bits either way.
type Logs struct {
	Logs []Log
}

// Log is logs.Log with Size an int64, for Avro's long.
type Log struct {
	Address  logs.Address
	Identity string
	UserID   string
	Date     string
	Request  string
	Code     uint16
	Size     int64
}

// The mesh dataset's own type, against a schema naming its fields; logs
// through Logs.
func init() {
	serbench.Support(name, logs.Dataset, serbench.Impl[logs.Logs, Logs]{
		ToNative:   func(v *logs.Logs) *Logs { return &Logs{Logs: twin.CopySlice[Log](v.Logs)} },
		FromNative: func(v *Logs) *logs.Logs { return &logs.Logs{Logs: twin.CopySlice[logs.Log](v.Logs)} },
		Variants:   ops[Logs](avro.MustParse(schema.Logs)),
	})
	serbench.Support(name, mesh.Dataset, serbench.Impl[mesh.Mesh, mesh.Mesh]{
		Variants: ops[mesh.Mesh](avro.MustParse(schema.Mesh)),
	})
}
