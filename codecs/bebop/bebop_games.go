package bebop

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/bebop/coll"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The savedata and updates types of collections.bop have the datasets'
// fields in their order, int8s as int16s, and each optional value a
// one-field message (a struct holding a pointer); convert_games.go
// converts them field by field.
func init() {
	serbench.Support(name, savedata.Dataset, serbench.Converting(toSave, fromSave, ops[coll.Save]()))
	serbench.Support(name, updates.Dataset, serbench.Converting(toUpdates, fromUpdates, ops[coll.Updates]()))
}
