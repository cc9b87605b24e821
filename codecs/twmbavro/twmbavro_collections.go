package twmbavro

import (
	"github.com/twmb/avro"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/gogenavro/schema"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
)

// The logs and mesh datasets' own types, against schemas naming their
// fields; logs' uint8 address bytes and uint16 code are int, its uint64
// size long.
func init() {
	serbench.Support(name, logs.Dataset, serbench.Impl[logs.Logs, logs.Logs]{
		Variants: ops[logs.Logs](avro.MustParse(schema.Logs)),
	})
	serbench.Support(name, mesh.Dataset, serbench.Impl[mesh.Mesh, mesh.Mesh]{
		Variants: ops[mesh.Mesh](avro.MustParse(schema.Mesh)),
	})
}
