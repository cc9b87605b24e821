package gogenavro

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/gogenavro/coll"
	"github.com/serbench/serbench/codecs/internal/twin"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The large collections' generated types (package coll) have the datasets'
// fields in their order, with ints widened to int32 or int64 and each
// pointer a generated union with null; convert_collections.go converts
// them field by field. mesh's types are all float32s, as the dataset's
// are: they have its layout, and convert by a cast (codecs/internal/twin).
func init() {
	serbench.Support(name, logs.Dataset, serbench.Converting(toLogs, fromLogs, ops[coll.Logs](coll.DeserializeLogs)))
	serbench.Support(name, mesh.Dataset, twin.Impl[mesh.Mesh](ops[coll.Mesh](coll.DeserializeMesh)))
	serbench.Support(name, savedata.Dataset, serbench.Converting(toSave, fromSave, ops[coll.Save](coll.DeserializeSave)))
	serbench.Support(name, updates.Dataset, serbench.Converting(toUpdates, fromUpdates, ops[coll.Updates](coll.DeserializeUpdates)))
}
