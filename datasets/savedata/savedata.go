// Package savedata is a game save: 500 players of a block-building game
// with their inventories, abilities, optional spawn points and companion
// entities, and a recipe book, modelled on the minecraft_savedata dataset of
// djkoloski/rust_serialization_benchmark. It is deep and heterogeneous:
// small enums, optional fields (pointers), nested arrays, and a union (an
// item's kind: a plain block, a tool with enchantments or a food, as a
// struct of which at most one pointer is set, the way Go reflection codecs
// carry a tagged choice).
//
// One record is the whole save, as in the Rust suite: about 330 KB in
// serbench's compact baseline encoding and 1.9 MB in encoding/json (a test
// checks both).
package savedata

import (
	"math/rand/v2"

	"github.com/serbench/serbench"
)

// Save is one record: every player of a world.
type Save struct {
	Players []Player
}

// GameType is a player's mode.
type GameType uint8

// The game types.
const (
	Survival GameType = iota
	Creative
	Adventure
	Spectator
)

// Item is a stack of items in a slot.
type Item struct {
	Count int8
	Slot  uint8
	ID    string
	Kind  ItemKind
}

// ItemKind is a tagged union: Tool or Food is set, or neither for a block.
type ItemKind struct {
	Tool *Tool
	Food *Food
}

// Tool is the data of a tool item.
type Tool struct {
	Damage       uint16
	Enchantments []Enchantment
}

// Enchantment is one enchantment on a tool.
type Enchantment struct {
	ID    string
	Level uint8
}

// Food is the data of a food item.
type Food struct {
	Saturation float32
}

// Abilities are a player's permissions and speeds.
type Abilities struct {
	WalkSpeed    float32
	FlySpeed     float32
	MayFly       bool
	Flying       bool
	Invulnerable bool
	MayBuild     bool
	Instabuild   bool
}

// Vector3d is a position or a motion.
type Vector3d struct{ X, Y, Z float64 }

// Vector2f is a rotation.
type Vector2f struct{ X, Y float32 }

// UUID is a 128-bit id as four words.
type UUID struct{ X0, X1, X2, X3 uint32 }

// Entity is a creature in the world.
type Entity struct {
	ID                string
	Pos               Vector3d
	Motion            Vector3d
	Rotation          Vector2f
	FallDistance      float32
	Fire              uint16
	Air               uint16
	OnGround          bool
	NoGravity         bool
	Invulnerable      bool
	PortalCooldown    int32
	UUID              UUID
	CustomName        *string
	CustomNameVisible bool
	Silent            bool
	Glowing           bool
}

// Vehicle is the entity a player rides.
type Vehicle struct {
	UUID   UUID
	Entity Entity
}

// RecipeBook is what a player has unlocked.
type RecipeBook struct {
	Recipes                             []string
	ToBeDisplayed                       []string
	IsFilteringCraftable                bool
	IsGuiOpen                           bool
	IsFurnaceFilteringCraftable         bool
	IsFurnaceGuiOpen                    bool
	IsBlastingFurnaceFilteringCraftable bool
	IsBlastingFurnaceGuiOpen            bool
	IsSmokerFilteringCraftable          bool
	IsSmokerGuiOpen                     bool
}

// Player is one player's saved state.
type Player struct {
	GameType              GameType
	PreviousGameType      GameType
	Score                 int64
	Dimension             string
	SelectedItemSlot      uint32
	SelectedItem          Item
	SpawnDimension        *string
	SpawnX                int64
	SpawnY                int64
	SpawnZ                int64
	SpawnForced           *bool
	SleepTimer            uint16
	FoodExhaustionLevel   float32
	FoodSaturationLevel   float32
	FoodTickTimer         uint32
	XpLevel               uint32
	XpP                   float32
	XpTotal               int32
	XpSeed                int32
	Inventory             []Item
	EnderItems            []Item
	Abilities             Abilities
	EnteredNetherPosition *Vector3d
	RootVehicle           *Vehicle
	ShoulderEntityLeft    *Entity
	ShoulderEntityRight   *Entity
	SeenCredits           bool
	RecipeBook            RecipeBook
}

// Players is the number of players in a save; Size the number of saves in
// the pool: two, so that a codec's reuse of its output can be seen.
const (
	Players = 500
	Size    = 2
)

// Dataset is the registered dataset.
var Dataset = &serbench.Dataset[Save]{
	Large:       true,
	Throughput:  true,
	Name:        "savedata",
	Description: "a game save of 500 players: inventories, enums, optional fields, a union of item kinds, nested arrays; ~330 KB compact binary, ~1.9 MB JSON",
	Records:     Records,
}

func init() { serbench.AddDataset(Dataset) }

var (
	itemIDs      = []string{"dirt", "stone", "pickaxe", "sand", "gravel", "shovel", "chestplate", "steak"}
	entityIDs    = []string{"cow", "sheep", "zombie", "skeleton", "spider", "creeper", "parrot", "bee"}
	customNames  = []string{"rainbow", "princess", "steve", "johnny", "missy", "coward", "fairy", "howard"}
	dimensions   = []string{"overworld", "nether", "end"}
	enchantments = []string{"efficiency", "unbreaking", "fortune", "mending", "silk_touch"}
	recipes      = []string{"pickaxe", "torch", "bow", "crafting_table", "furnace", "shears", "arrow",
		"tnt", "fishing_rod", "ladder", "chest", "boat", "bread", "cake", "bed", "compass"}
)

// Records returns the pool, the same on every call.
func Records() []Save {
	r := rand.New(rand.NewPCG(0, 13))
	out := make([]Save, Size)
	for i := range out {
		out[i].Players = make([]Player, Players)
		for j := range out[i].Players {
			out[i].Players[j] = player(r)
		}
	}
	return out
}

func player(r *rand.Rand) Player {
	p := Player{
		GameType:            GameType(r.IntN(4)),
		PreviousGameType:    GameType(r.IntN(4)),
		Score:               int64(r.Uint64()),
		Dimension:           pick(r, dimensions),
		SelectedItemSlot:    r.Uint32(),
		SelectedItem:        item(r),
		SpawnX:              int64(r.Uint64()),
		SpawnY:              int64(r.Uint64()),
		SpawnZ:              int64(r.Uint64()),
		SleepTimer:          uint16(r.Uint32()),
		FoodExhaustionLevel: r.Float32(),
		FoodSaturationLevel: r.Float32(),
		FoodTickTimer:       r.Uint32(),
		XpLevel:             r.Uint32(),
		XpP:                 r.Float32(),
		XpTotal:             int32(r.Uint32()),
		XpSeed:              int32(r.Uint32()),
		Inventory:           items(r, 1+r.IntN(20)),
		EnderItems:          items(r, 1+r.IntN(12)),
		Abilities: Abilities{
			WalkSpeed: r.Float32(), FlySpeed: r.Float32(), MayFly: coin(r), Flying: coin(r),
			Invulnerable: coin(r), MayBuild: coin(r), Instabuild: coin(r),
		},
		SeenCredits: coin(r),
		RecipeBook: RecipeBook{
			Recipes:       strings(r, 1+r.IntN(len(recipes))),
			ToBeDisplayed: strings(r, 1+r.IntN(4)),

			IsFilteringCraftable: coin(r), IsGuiOpen: coin(r),
			IsFurnaceFilteringCraftable: coin(r), IsFurnaceGuiOpen: coin(r),
			IsBlastingFurnaceFilteringCraftable: coin(r), IsBlastingFurnaceGuiOpen: coin(r),
			IsSmokerFilteringCraftable: coin(r), IsSmokerGuiOpen: coin(r),
		},
	}
	if coin(r) {
		d := pick(r, dimensions)
		p.SpawnDimension = &d
	}
	if coin(r) {
		f := coin(r)
		p.SpawnForced = &f
	}
	if coin(r) {
		p.EnteredNetherPosition = &Vector3d{r.Float64(), r.Float64(), r.Float64()}
	}
	if coin(r) {
		p.RootVehicle = &Vehicle{UUID: uuid(r), Entity: entity(r)}
	}
	if coin(r) {
		e := entity(r)
		p.ShoulderEntityLeft = &e
	}
	if coin(r) {
		e := entity(r)
		p.ShoulderEntityRight = &e
	}
	return p
}

func items(r *rand.Rand, n int) []Item {
	out := make([]Item, n)
	for i := range out {
		out[i] = item(r)
	}
	return out
}

// item draws a stack: half blocks, a quarter tools, a quarter food.
func item(r *rand.Rand) Item {
	it := Item{Count: int8(r.Uint32()), Slot: uint8(r.Uint32()), ID: pick(r, itemIDs)}
	switch r.IntN(4) {
	case 0:
		t := &Tool{Damage: uint16(r.IntN(1562)), Enchantments: make([]Enchantment, 1+r.IntN(3))}
		for i := range t.Enchantments {
			t.Enchantments[i] = Enchantment{ID: pick(r, enchantments), Level: uint8(1 + r.IntN(5))}
		}
		it.Kind.Tool = t
	case 1:
		it.Kind.Food = &Food{Saturation: r.Float32() * 20}
	}
	return it
}

func entity(r *rand.Rand) Entity {
	e := Entity{
		ID:                pick(r, entityIDs),
		Pos:               Vector3d{r.Float64(), r.Float64(), r.Float64()},
		Motion:            Vector3d{r.Float64(), r.Float64(), r.Float64()},
		Rotation:          Vector2f{r.Float32(), r.Float32()},
		FallDistance:      r.Float32(),
		Fire:              uint16(r.Uint32()),
		Air:               uint16(r.Uint32()),
		OnGround:          coin(r),
		NoGravity:         coin(r),
		Invulnerable:      coin(r),
		PortalCooldown:    int32(r.Uint32()),
		UUID:              uuid(r),
		CustomNameVisible: coin(r),
		Silent:            coin(r),
		Glowing:           coin(r),
	}
	if coin(r) {
		n := pick(r, customNames)
		e.CustomName = &n
	}
	return e
}

func uuid(r *rand.Rand) UUID { return UUID{r.Uint32(), r.Uint32(), r.Uint32(), r.Uint32()} }

func strings(r *rand.Rand, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = pick(r, recipes)
	}
	return out
}

func pick(r *rand.Rand, from []string) string { return from[r.IntN(len(from))] }

func coin(r *rand.Rand) bool { return r.IntN(2) == 0 }
