package wire

//go:generate go tool genxdr -o games_xdr.go games.go

// The savedata and updates datasets, as codecs/internal/twin copies them:
// each pointer a list of at most one element (XDR's optional-data), the
// item-kind union as two such lists, the enums plain integers, and floats
// Float32 and Float64 (float.go). The field names are the datasets'; the
// type names differ where they would clash with the seeds'.

// Save is one record: every player of a world.
type Save struct {
	Players []Player
}

// SaveItem is a stack of items in a slot.
type SaveItem struct {
	Count int32
	Slot  uint32
	ID    string
	Kind  ItemKind
}

// ItemKind is a tagged union: Tool or Food is set, or neither for a block.
type ItemKind struct {
	Tool []Tool
	Food []Food
}

// Tool is the data of a tool item.
type Tool struct {
	Damage       uint32
	Enchantments []Enchantment
}

// Enchantment is one enchantment on a tool.
type Enchantment struct {
	ID    string
	Level uint32
}

// Food is the data of a food item.
type Food struct {
	Saturation Float32
}

// Abilities are a player's permissions and speeds.
type Abilities struct {
	WalkSpeed    Float32
	FlySpeed     Float32
	MayFly       bool
	Flying       bool
	Invulnerable bool
	MayBuild     bool
	Instabuild   bool
}

// Vector3d is a position or a motion.
type Vector3d struct {
	X Float64
	Y Float64
	Z Float64
}

// Vector2f is a rotation.
type Vector2f struct {
	X Float32
	Y Float32
}

// UUID is a 128-bit id as four words.
type UUID struct {
	X0 uint32
	X1 uint32
	X2 uint32
	X3 uint32
}

// Entity is a creature in the world.
type Entity struct {
	ID                string
	Pos               Vector3d
	Motion            Vector3d
	Rotation          Vector2f
	FallDistance      Float32
	Fire              uint32
	Air               uint32
	OnGround          bool
	NoGravity         bool
	Invulnerable      bool
	PortalCooldown    int32
	UUID              UUID
	CustomName        []string
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
	GameType              uint32
	PreviousGameType      uint32
	Score                 int64
	Dimension             string
	SelectedItemSlot      uint32
	SelectedItem          SaveItem
	SpawnDimension        []string
	SpawnX                int64
	SpawnY                int64
	SpawnZ                int64
	SpawnForced           []bool
	SleepTimer            uint32
	FoodExhaustionLevel   Float32
	FoodSaturationLevel   Float32
	FoodTickTimer         uint32
	XpLevel               uint32
	XpP                   Float32
	XpTotal               int32
	XpSeed                int32
	Inventory             []SaveItem
	EnderItems            []SaveItem
	Abilities             Abilities
	EnteredNetherPosition []Vector3d
	RootVehicle           []Vehicle
	ShoulderEntityLeft    []Entity
	ShoulderEntityRight   []Entity
	SeenCredits           bool
	RecipeBook            RecipeBook
}

// Updates is one record: a sequence of updates sent to a player.
type Updates struct {
	Updates []Update
}

// Update is what one tick sends.
type Update struct {
	Contacts       []Contact
	Removed        []uint32
	Score          uint32
	WorldRadius    Float32
	TerrainUpdates []TerrainUpdate
}

// Contact is an entity a player sees.
type Contact struct {
	Damage       uint32
	EntityID     uint32
	EntityType   []uint32
	Guidance     Guidance
	PlayerID     []uint32
	Reloads      []bool
	Transform    Transform
	TurretAngles []uint32
}

// Guidance is where an entity is steering.
type Guidance struct {
	Angle    uint32
	Submerge bool
	Velocity int32
}

// Transform is where an entity is.
type Transform struct {
	Altitude int32
	Angle    uint32
	Position Vector2f
	Velocity int32
}

// ChunkID names a terrain chunk.
type ChunkID struct {
	X int32
	Y int32
}

// TerrainUpdate is a changed chunk of terrain.
type TerrainUpdate struct {
	ChunkID ChunkID
	Data    []byte
}
