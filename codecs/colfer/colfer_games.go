package colfer

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/colfer/coll"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The savedata and updates types of collections.colf have the datasets'
// fields in their order, with Colfer's stand-ins for what it lacks (see
// collections.colf); convert_games.go converts them field by field.
func init() {
	serbench.Support(name, savedata.Dataset, serbench.Converting(toSave, fromSave, ops[coll.Save]()))
	serbench.Support(name, updates.Dataset, serbench.Converting(toUpdates, fromUpdates, ops[coll.Updates]()))
}
