package simdjsongo

import (
	"encoding/json"

	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The large collections as encoding/json writes them; savedata's item kind
// union is an object with a Tool and a Food member, null unless set.
//
// This file sorts after simdjsongo.go, whose init registers the codec.
func init() {
	support(logs.Dataset, readLogs, json.Marshal)
	support(mesh.Dataset, readMesh, json.Marshal)
	support(savedata.Dataset, readSave, json.Marshal)
	support(updates.Dataset, readUpdates, json.Marshal)
}
