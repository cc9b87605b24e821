package sereal

//go:generate go run ../../internal/gentwin -package sereal -optional -widen -named underlying -rename Save=save,Player=player,Updates=gameUpdates,Update=update,Contact=contact -convert games_convert.go -o games.go ../../datasets/savedata/savedata.go ../../datasets/updates/updates.go

import (
	"github.com/Sereal/Sereal/Go/sereal"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/internal/twin"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// savedata and updates go through games.go's copies of their types (each
// pointer a slice of at most one element, as the decoder cannot set a
// *string or *bool), with their two named enums, GameType and EntityType,
// as plain integers: sereal's encoder reads a named integer type with
// reflect.Value.Int, which panics on an unsigned one, while it encodes
// plain uint8 to uint64 fields by their static type. Sereal writes each
// struct's type name, so the copies keep the names of the hand-written
// types they replace (save, player, gameUpdates, update, contact).
// games_convert.go, also gentwin's, converts to them and back.
func init() {
	lib := serbench.AnyOps{Marshal: sereal.Marshal, Unmarshal: sereal.Unmarshal}
	serbench.Support("sereal", savedata.Dataset, twin.Typed(ToSavedataSave, FromSavedataSave,
		map[serbench.Variant]serbench.Ops[save]{serbench.Default: typed[save](lib)}))
	serbench.Support("sereal", updates.Dataset, twin.Typed(ToUpdatesUpdates, FromUpdatesUpdates,
		map[serbench.Variant]serbench.Ops[gameUpdates]{serbench.Default: typed[gameUpdates](lib)}))
}
