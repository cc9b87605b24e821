package bebop

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/bebop/coll"
	"github.com/serbench/serbench/codecs/internal/twin"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
)

// collections.bop's structs are the logs and mesh types' twins
// (codecs/internal/twin), so conversion is a cast; Log alone differs, by a
// field's name (its Size is ResponseSize), and its entries are copied as
// they are, in one block.
func init() {
	serbench.Support(name, logs.Dataset, serbench.Impl[logs.Logs, coll.Logs]{
		ToNative:   func(v *logs.Logs) *coll.Logs { return &coll.Logs{Logs: twin.CopySlice[coll.Log](v.Logs)} },
		FromNative: func(v *coll.Logs) *logs.Logs { return &logs.Logs{Logs: twin.CopySlice[logs.Log](v.Logs)} },
		Variants:   ops[coll.Logs](),
	})
	serbench.Support(name, mesh.Dataset, twin.Impl[mesh.Mesh](ops[coll.Mesh]()))
}
