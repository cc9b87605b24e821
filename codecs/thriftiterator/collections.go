package thriftiterator

// The large collections as thrift-iterator binds them: copies of the
// datasets' types (the same fields, kinds and layout, so that
// codecs/internal/twin converts them by a cast) with thrift tags numbering
// each struct's fields from 1 in order.
// thrift-iterator writes each Go integer as the Thrift integer of its width
// (an unsigned one with the same bits), float32 as a double, and leaves a
// nil pointer out, as an optional field.

// logsAddress is logs.Address.
type logsAddress struct {
	X0 uint8 `thrift:",1"`
	X1 uint8 `thrift:",2"`
	X2 uint8 `thrift:",3"`
	X3 uint8 `thrift:",4"`
}

// logsLog is logs.Log.
type logsLog struct {
	Address  logsAddress `thrift:",1"`
	Identity string      `thrift:",2"`
	UserID   string      `thrift:",3"`
	Date     string      `thrift:",4"`
	Request  string      `thrift:",5"`
	Code     uint16      `thrift:",6"`
	Size     uint64      `thrift:",7"`
}

// logsLogs is logs.Logs.
type logsLogs struct {
	Logs []logsLog `thrift:",1"`
}

// meshVector3 is mesh.Vector3.
type meshVector3 struct {
	X float32 `thrift:",1"`
	Y float32 `thrift:",2"`
	Z float32 `thrift:",3"`
}

// meshTriangle is mesh.Triangle.
type meshTriangle struct {
	V0     meshVector3 `thrift:",1"`
	V1     meshVector3 `thrift:",2"`
	V2     meshVector3 `thrift:",3"`
	Normal meshVector3 `thrift:",4"`
}

// meshMesh is mesh.Mesh.
type meshMesh struct {
	Triangles []meshTriangle `thrift:",1"`
}

// savedataSave is savedata.Save.
type savedataSave struct {
	Players []savedataPlayer `thrift:",1"`
}

// savedataGameType is savedata.GameType.
type savedataGameType uint8

// savedataItem is savedata.Item.
type savedataItem struct {
	Count int8             `thrift:",1"`
	Slot  uint8            `thrift:",2"`
	ID    string           `thrift:",3"`
	Kind  savedataItemKind `thrift:",4"`
}

// savedataItemKind is savedata.ItemKind.
type savedataItemKind struct {
	Tool *savedataTool `thrift:",1"`
	Food *savedataFood `thrift:",2"`
}

// savedataTool is savedata.Tool.
type savedataTool struct {
	Damage       uint16                `thrift:",1"`
	Enchantments []savedataEnchantment `thrift:",2"`
}

// savedataEnchantment is savedata.Enchantment.
type savedataEnchantment struct {
	ID    string `thrift:",1"`
	Level uint8  `thrift:",2"`
}

// savedataFood is savedata.Food.
type savedataFood struct {
	Saturation float32 `thrift:",1"`
}

// savedataAbilities is savedata.Abilities.
type savedataAbilities struct {
	WalkSpeed    float32 `thrift:",1"`
	FlySpeed     float32 `thrift:",2"`
	MayFly       bool    `thrift:",3"`
	Flying       bool    `thrift:",4"`
	Invulnerable bool    `thrift:",5"`
	MayBuild     bool    `thrift:",6"`
	Instabuild   bool    `thrift:",7"`
}

// savedataVector3d is savedata.Vector3d.
type savedataVector3d struct {
	X float64 `thrift:",1"`
	Y float64 `thrift:",2"`
	Z float64 `thrift:",3"`
}

// savedataVector2f is savedata.Vector2f.
type savedataVector2f struct {
	X float32 `thrift:",1"`
	Y float32 `thrift:",2"`
}

// savedataUUID is savedata.UUID.
type savedataUUID struct {
	X0 uint32 `thrift:",1"`
	X1 uint32 `thrift:",2"`
	X2 uint32 `thrift:",3"`
	X3 uint32 `thrift:",4"`
}

// savedataEntity is savedata.Entity.
type savedataEntity struct {
	ID                string           `thrift:",1"`
	Pos               savedataVector3d `thrift:",2"`
	Motion            savedataVector3d `thrift:",3"`
	Rotation          savedataVector2f `thrift:",4"`
	FallDistance      float32          `thrift:",5"`
	Fire              uint16           `thrift:",6"`
	Air               uint16           `thrift:",7"`
	OnGround          bool             `thrift:",8"`
	NoGravity         bool             `thrift:",9"`
	Invulnerable      bool             `thrift:",10"`
	PortalCooldown    int32            `thrift:",11"`
	UUID              savedataUUID     `thrift:",12"`
	CustomName        *string          `thrift:",13"`
	CustomNameVisible bool             `thrift:",14"`
	Silent            bool             `thrift:",15"`
	Glowing           bool             `thrift:",16"`
}

// savedataVehicle is savedata.Vehicle.
type savedataVehicle struct {
	UUID   savedataUUID   `thrift:",1"`
	Entity savedataEntity `thrift:",2"`
}

// savedataRecipeBook is savedata.RecipeBook.
type savedataRecipeBook struct {
	Recipes                             []string `thrift:",1"`
	ToBeDisplayed                       []string `thrift:",2"`
	IsFilteringCraftable                bool     `thrift:",3"`
	IsGuiOpen                           bool     `thrift:",4"`
	IsFurnaceFilteringCraftable         bool     `thrift:",5"`
	IsFurnaceGuiOpen                    bool     `thrift:",6"`
	IsBlastingFurnaceFilteringCraftable bool     `thrift:",7"`
	IsBlastingFurnaceGuiOpen            bool     `thrift:",8"`
	IsSmokerFilteringCraftable          bool     `thrift:",9"`
	IsSmokerGuiOpen                     bool     `thrift:",10"`
}

// savedataPlayer is savedata.Player.
type savedataPlayer struct {
	GameType              savedataGameType   `thrift:",1"`
	PreviousGameType      savedataGameType   `thrift:",2"`
	Score                 int64              `thrift:",3"`
	Dimension             string             `thrift:",4"`
	SelectedItemSlot      uint32             `thrift:",5"`
	SelectedItem          savedataItem       `thrift:",6"`
	SpawnDimension        *string            `thrift:",7"`
	SpawnX                int64              `thrift:",8"`
	SpawnY                int64              `thrift:",9"`
	SpawnZ                int64              `thrift:",10"`
	SpawnForced           *bool              `thrift:",11"`
	SleepTimer            uint16             `thrift:",12"`
	FoodExhaustionLevel   float32            `thrift:",13"`
	FoodSaturationLevel   float32            `thrift:",14"`
	FoodTickTimer         uint32             `thrift:",15"`
	XpLevel               uint32             `thrift:",16"`
	XpP                   float32            `thrift:",17"`
	XpTotal               int32              `thrift:",18"`
	XpSeed                int32              `thrift:",19"`
	Inventory             []savedataItem     `thrift:",20"`
	EnderItems            []savedataItem     `thrift:",21"`
	Abilities             savedataAbilities  `thrift:",22"`
	EnteredNetherPosition *savedataVector3d  `thrift:",23"`
	RootVehicle           *savedataVehicle   `thrift:",24"`
	ShoulderEntityLeft    *savedataEntity    `thrift:",25"`
	ShoulderEntityRight   *savedataEntity    `thrift:",26"`
	SeenCredits           bool               `thrift:",27"`
	RecipeBook            savedataRecipeBook `thrift:",28"`
}

// updatesUpdates is updates.Updates.
type updatesUpdates struct {
	Updates []updatesUpdate `thrift:",1"`
}

// updatesUpdate is updates.Update.
type updatesUpdate struct {
	Contacts       []updatesContact       `thrift:",1"`
	Removed        []uint32               `thrift:",2"`
	Score          uint32                 `thrift:",3"`
	WorldRadius    float32                `thrift:",4"`
	TerrainUpdates []updatesTerrainUpdate `thrift:",5"`
}

// updatesEntityType is updates.EntityType.
type updatesEntityType uint8

// updatesContact is updates.Contact.
type updatesContact struct {
	Damage       uint8              `thrift:",1"`
	EntityID     uint32             `thrift:",2"`
	EntityType   *updatesEntityType `thrift:",3"`
	Guidance     updatesGuidance    `thrift:",4"`
	PlayerID     *uint16            `thrift:",5"`
	Reloads      []bool             `thrift:",6"`
	Transform    updatesTransform   `thrift:",7"`
	TurretAngles []uint16           `thrift:",8"`
}

// updatesGuidance is updates.Guidance.
type updatesGuidance struct {
	Angle    uint16 `thrift:",1"`
	Submerge bool   `thrift:",2"`
	Velocity int16  `thrift:",3"`
}

// updatesTransform is updates.Transform.
type updatesTransform struct {
	Altitude int8            `thrift:",1"`
	Angle    uint16          `thrift:",2"`
	Position updatesVector2f `thrift:",3"`
	Velocity int16           `thrift:",4"`
}

// updatesVector2f is updates.Vector2f.
type updatesVector2f struct {
	X float32 `thrift:",1"`
	Y float32 `thrift:",2"`
}

// updatesChunkID is updates.ChunkID.
type updatesChunkID struct {
	X int8 `thrift:",1"`
	Y int8 `thrift:",2"`
}

// updatesTerrainUpdate is updates.TerrainUpdate.
type updatesTerrainUpdate struct {
	ChunkID updatesChunkID `thrift:",1"`
	Data    []byte         `thrift:",2"`
}
