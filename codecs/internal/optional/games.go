package optional

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/internal/optional/savedatatwin"
	"github.com/serbench/serbench/codecs/internal/optional/updatestwin"
	"github.com/serbench/serbench/codecs/internal/twin"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// SupportGames binds codec to the savedata and updates datasets with lib,
// through copies of their types (savedatatwin, updatestwin) in which each
// pointer is a slice of at most one element and 8- and 16-bit integers are
// 32-bit, converted field by field by the typed functions gentwin writes
// beside them. Codecs that lack only small integers, or only nil pointers,
// use them all the same.
func SupportGames(codec string, lib serbench.AnyOps) {
	serbench.Support(codec, savedata.Dataset,
		twin.Typed(savedatatwin.ToSavedataSave, savedatatwin.FromSavedataSave, ops[savedatatwin.Save](lib)))
	serbench.Support(codec, updates.Dataset,
		twin.Typed(updatestwin.ToUpdatesUpdates, updatestwin.FromUpdatesUpdates, ops[updatestwin.Updates](lib)))
}

// ops calls lib on N, decoding into a fresh value.
func ops[N any](lib serbench.AnyOps) map[serbench.Variant]serbench.Ops[N] {
	return map[serbench.Variant]serbench.Ops[N]{serbench.Default: {
		Marshal: func(v *N) ([]byte, error) { return lib.Marshal(v) },
		Unmarshal: func(data []byte) (*N, error) {
			v := new(N)
			return v, lib.Unmarshal(data, v)
		},
	}}
}
