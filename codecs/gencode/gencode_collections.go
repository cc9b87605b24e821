package gencode

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/gencode/coll"
	"github.com/serbench/serbench/codecs/gencode/collunsafe"
	dstwin "github.com/serbench/serbench/codecs/internal/twin"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// collections.schema mirrors the large collections' types field for field,
// with gencode's own types for each (small ints, float32, pointers), so
// package coll's types are twins of the datasets' (codecs/internal/twin)
// and conversion is a cast. Log alone differs, by a field's name: its Size
// is ResponseSize, as gencode generates a Size method on every struct; its
// entries are copied as they are, in one block.
func init() {
	serbench.Support("gencode", logs.Dataset, serbench.Impl[logs.Logs, coll.Logs]{
		ToNative:   func(v *logs.Logs) *coll.Logs { return &coll.Logs{Logs: dstwin.CopySlice[coll.Log](v.Logs)} },
		FromNative: func(v *coll.Logs) *logs.Logs { return &logs.Logs{Logs: dstwin.CopySlice[logs.Log](v.Logs)} },
		Variants:   variants[coll.Logs, collunsafe.Logs](1 << 20),
	})
	serbench.Support("gencode", mesh.Dataset, dstwin.Impl[mesh.Mesh](variants[coll.Mesh, collunsafe.Mesh](6<<20)))
	serbench.Support("gencode", savedata.Dataset, dstwin.Impl[savedata.Save](variants[coll.Save, collunsafe.Save](512<<10)))
	serbench.Support("gencode", updates.Dataset, dstwin.Impl[updates.Updates](variants[coll.Updates, collunsafe.Updates](1<<20)))
}
