package sereal

import (
	"github.com/Sereal/Sereal/Go/sereal"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/internal/optional/savedatatwin"
	"github.com/serbench/serbench/codecs/internal/optional/updatestwin"
	"github.com/serbench/serbench/codecs/internal/twin"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// savedata and updates go through codecs/internal/optional's twins (each
// pointer a slice of at most one element, as the decoder cannot set a
// *string or *bool), with their two named enums, GameType and EntityType,
// as plain integers: sereal's encoder reads a named integer type with
// reflect.Value.Int, which panics on an unsigned one, while it encodes
// plain uint8 to uint64 fields by their static type.
func init() {
	ops := map[serbench.Variant]serbench.Ops[save]{serbench.Default: typed[save](serbench.AnyOps{Marshal: sereal.Marshal, Unmarshal: sereal.Unmarshal})}
	serbench.Support("sereal", savedata.Dataset, twin.CopyImpl[savedata.Save](ops))
	uops := map[serbench.Variant]serbench.Ops[gameUpdates]{serbench.Default: typed[gameUpdates](serbench.AnyOps{Marshal: sereal.Marshal, Unmarshal: sereal.Unmarshal})}
	serbench.Support("sereal", updates.Dataset, twin.CopyImpl[updates.Updates](uops))
}

// save is savedata.Save whose players' game types are plain uint32.
type save struct{ Players []player }

type player struct {
	GameType              uint32
	PreviousGameType      uint32
	Score                 int64
	Dimension             string
	SelectedItemSlot      uint32
	SelectedItem          savedatatwin.Item
	SpawnDimension        []string
	SpawnX                int64
	SpawnY                int64
	SpawnZ                int64
	SpawnForced           []bool
	SleepTimer            uint32
	FoodExhaustionLevel   float32
	FoodSaturationLevel   float32
	FoodTickTimer         uint32
	XpLevel               uint32
	XpP                   float32
	XpTotal               int32
	XpSeed                int32
	Inventory             []savedatatwin.Item
	EnderItems            []savedatatwin.Item
	Abilities             savedatatwin.Abilities
	EnteredNetherPosition []savedatatwin.Vector3d
	RootVehicle           []savedatatwin.Vehicle
	ShoulderEntityLeft    []savedatatwin.Entity
	ShoulderEntityRight   []savedatatwin.Entity
	SeenCredits           bool
	RecipeBook            savedatatwin.RecipeBook
}

// gameUpdates is updates.Updates whose contacts' entity types are plain
// uint32.
type gameUpdates struct{ Updates []update }

type update struct {
	Contacts       []contact
	Removed        []uint32
	Score          uint32
	WorldRadius    float32
	TerrainUpdates []updatestwin.TerrainUpdate
}

type contact struct {
	Damage       uint32
	EntityID     uint32
	EntityType   []uint32
	Guidance     updatestwin.Guidance
	PlayerID     []uint32
	Reloads      []bool
	Transform    updatestwin.Transform
	TurretAngles []uint32
}
