package fastape

import (
	"errors"

	"github.com/nazarifard/fastape"

	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// savedata and updates: fixed-size structs (vectors, UUIDs, abilities, a
// contact's guidance and transform) by UnitTape, optional fields by
// PtrTape, the item-kind union as a tag byte (0 block, 1 tool, 2 food)
// and the chosen kind. The lists of 500 players and 1,000 updates are
// longer than the library's LenTape reads right (see the package
// comment): both read back as 0, so they come back empty. This file sorts after fastape.go, whose init registers the
// codec.
func init() {
	support(savedata.Dataset, saveTape[ownedString]{}, saveTape[fastape.StringTape]{})
	support(updates.Dataset, updatesTape{}, updatesTape{})
}

type (
	saveTape[S stringTape]        struct{}
	playerTape[S stringTape]      struct{}
	saveItemTape[S stringTape]    struct{}
	entityTape[S stringTape]      struct{}
	vehicleTape[S stringTape]     struct{}
	enchantmentTape[S stringTape] struct{}

	uint8Tape    = fastape.UnitTape[uint8]
	uint16Tape   = fastape.UnitTape[uint16]
	vector3dTape = fastape.UnitTape[savedata.Vector3d]
	uuidTape     = fastape.UnitTape[savedata.UUID]
)

func (saveTape[S]) Sizeof(v savedata.Save) int {
	return fastape.SliceTape[savedata.Player, playerTape[S]]{}.Sizeof(v.Players)
}

func (saveTape[S]) Marshal(v savedata.Save, bs []byte) (int, error) {
	return fastape.SliceTape[savedata.Player, playerTape[S]]{}.Marshal(v.Players, bs)
}

func (saveTape[S]) Unmarshal(bs []byte, v *savedata.Save) (int, error) {
	return fastape.SliceTape[savedata.Player, playerTape[S]]{}.Unmarshal(bs, &v.Players)
}

type (
	gameTypeTape = fastape.UnitTape[savedata.GameType]
	int64Tape    = fastape.UnitTape[int64]
	abilityTape  = fastape.UnitTape[savedata.Abilities]
)

func (playerTape[S]) Sizeof(p savedata.Player) int {
	var s S
	items := fastape.SliceTape[savedata.Item, saveItemTape[S]]{}
	strs := fastape.SliceTape[string, S]{}
	return 2 + 8 + s.Sizeof(p.Dimension) + 4 + saveItemTape[S]{}.Sizeof(p.SelectedItem) +
		fastape.PtrTape[string, S]{}.Sizeof(p.SpawnDimension) + 3*8 + fastape.PtrTape[bool, boolTape]{}.Sizeof(p.SpawnForced) +
		2 + 4*4 + 4 + 4 + 4 + items.Sizeof(p.Inventory) + items.Sizeof(p.EnderItems) + abilityTape{}.Sizeof(p.Abilities) +
		fastape.PtrTape[savedata.Vector3d, vector3dTape]{}.Sizeof(p.EnteredNetherPosition) +
		fastape.PtrTape[savedata.Vehicle, vehicleTape[S]]{}.Sizeof(p.RootVehicle) +
		fastape.PtrTape[savedata.Entity, entityTape[S]]{}.Sizeof(p.ShoulderEntityLeft) +
		fastape.PtrTape[savedata.Entity, entityTape[S]]{}.Sizeof(p.ShoulderEntityRight) + 1 +
		strs.Sizeof(p.RecipeBook.Recipes) + strs.Sizeof(p.RecipeBook.ToBeDisplayed) + 8
}

func (playerTape[S]) Marshal(p savedata.Player, bs []byte) (int, error) {
	var s S
	c := cursor{bs: bs}
	items := fastape.SliceTape[savedata.Item, saveItemTape[S]]{}
	put(&c, gameTypeTape{}, p.GameType)
	put(&c, gameTypeTape{}, p.PreviousGameType)
	put(&c, int64Tape{}, p.Score)
	put(&c, s, p.Dimension)
	put(&c, uint32Tape{}, p.SelectedItemSlot)
	put(&c, saveItemTape[S]{}, p.SelectedItem)
	put(&c, fastape.PtrTape[string, S]{}, p.SpawnDimension)
	put(&c, int64Tape{}, p.SpawnX)
	put(&c, int64Tape{}, p.SpawnY)
	put(&c, int64Tape{}, p.SpawnZ)
	put(&c, fastape.PtrTape[bool, boolTape]{}, p.SpawnForced)
	put(&c, uint16Tape{}, p.SleepTimer)
	put(&c, float32Tape{}, p.FoodExhaustionLevel)
	put(&c, float32Tape{}, p.FoodSaturationLevel)
	put(&c, uint32Tape{}, p.FoodTickTimer)
	put(&c, uint32Tape{}, p.XpLevel)
	put(&c, float32Tape{}, p.XpP)
	put(&c, int32Tape{}, p.XpTotal)
	put(&c, int32Tape{}, p.XpSeed)
	put(&c, items, p.Inventory)
	put(&c, items, p.EnderItems)
	put(&c, abilityTape{}, p.Abilities)
	put(&c, fastape.PtrTape[savedata.Vector3d, vector3dTape]{}, p.EnteredNetherPosition)
	put(&c, fastape.PtrTape[savedata.Vehicle, vehicleTape[S]]{}, p.RootVehicle)
	put(&c, fastape.PtrTape[savedata.Entity, entityTape[S]]{}, p.ShoulderEntityLeft)
	put(&c, fastape.PtrTape[savedata.Entity, entityTape[S]]{}, p.ShoulderEntityRight)
	put(&c, boolTape{}, p.SeenCredits)
	r := &p.RecipeBook
	put(&c, fastape.SliceTape[string, S]{}, r.Recipes)
	put(&c, fastape.SliceTape[string, S]{}, r.ToBeDisplayed)
	for _, x := range recipeFlags(r) {
		put(&c, boolTape{}, *x)
	}
	return c.n, c.err
}

func recipeFlags(r *savedata.RecipeBook) [8]*bool {
	return [...]*bool{&r.IsFilteringCraftable, &r.IsGuiOpen, &r.IsFurnaceFilteringCraftable, &r.IsFurnaceGuiOpen,
		&r.IsBlastingFurnaceFilteringCraftable, &r.IsBlastingFurnaceGuiOpen, &r.IsSmokerFilteringCraftable, &r.IsSmokerGuiOpen}
}

func (playerTape[S]) Unmarshal(bs []byte, p *savedata.Player) (int, error) {
	var s S
	c := cursor{bs: bs}
	items := fastape.SliceTape[savedata.Item, saveItemTape[S]]{}
	get(&c, gameTypeTape{}, &p.GameType)
	get(&c, gameTypeTape{}, &p.PreviousGameType)
	get(&c, int64Tape{}, &p.Score)
	get(&c, s, &p.Dimension)
	get(&c, uint32Tape{}, &p.SelectedItemSlot)
	get(&c, saveItemTape[S]{}, &p.SelectedItem)
	get(&c, fastape.PtrTape[string, S]{}, &p.SpawnDimension)
	get(&c, int64Tape{}, &p.SpawnX)
	get(&c, int64Tape{}, &p.SpawnY)
	get(&c, int64Tape{}, &p.SpawnZ)
	get(&c, fastape.PtrTape[bool, boolTape]{}, &p.SpawnForced)
	get(&c, uint16Tape{}, &p.SleepTimer)
	get(&c, float32Tape{}, &p.FoodExhaustionLevel)
	get(&c, float32Tape{}, &p.FoodSaturationLevel)
	get(&c, uint32Tape{}, &p.FoodTickTimer)
	get(&c, uint32Tape{}, &p.XpLevel)
	get(&c, float32Tape{}, &p.XpP)
	get(&c, int32Tape{}, &p.XpTotal)
	get(&c, int32Tape{}, &p.XpSeed)
	get(&c, items, &p.Inventory)
	get(&c, items, &p.EnderItems)
	get(&c, abilityTape{}, &p.Abilities)
	get(&c, fastape.PtrTape[savedata.Vector3d, vector3dTape]{}, &p.EnteredNetherPosition)
	get(&c, fastape.PtrTape[savedata.Vehicle, vehicleTape[S]]{}, &p.RootVehicle)
	get(&c, fastape.PtrTape[savedata.Entity, entityTape[S]]{}, &p.ShoulderEntityLeft)
	get(&c, fastape.PtrTape[savedata.Entity, entityTape[S]]{}, &p.ShoulderEntityRight)
	get(&c, boolTape{}, &p.SeenCredits)
	r := &p.RecipeBook
	get(&c, fastape.SliceTape[string, S]{}, &r.Recipes)
	get(&c, fastape.SliceTape[string, S]{}, &r.ToBeDisplayed)
	for _, x := range recipeFlags(r) {
		get(&c, boolTape{}, x)
	}
	return c.n, c.err
}

// The item kinds' tags.
const (
	kindBlock uint8 = iota
	kindTool
	kindFood
)

var errKind = errors.New("fastape: unknown item kind")

func (saveItemTape[S]) Sizeof(it savedata.Item) int {
	var s S
	n := 2 + s.Sizeof(it.ID) + 1
	switch k := it.Kind; {
	case k.Tool != nil:
		n += 2 + fastape.SliceTape[savedata.Enchantment, enchantmentTape[S]]{}.Sizeof(k.Tool.Enchantments)
	case k.Food != nil:
		n += 4
	}
	return n
}

func (saveItemTape[S]) Marshal(it savedata.Item, bs []byte) (int, error) {
	var s S
	c := cursor{bs: bs}
	put(&c, fastape.UnitTape[int8]{}, it.Count)
	put(&c, uint8Tape{}, it.Slot)
	put(&c, s, it.ID)
	switch k := it.Kind; {
	case k.Tool != nil:
		put(&c, uint8Tape{}, kindTool)
		put(&c, uint16Tape{}, k.Tool.Damage)
		put(&c, fastape.SliceTape[savedata.Enchantment, enchantmentTape[S]]{}, k.Tool.Enchantments)
	case k.Food != nil:
		put(&c, uint8Tape{}, kindFood)
		put(&c, float32Tape{}, k.Food.Saturation)
	default:
		put(&c, uint8Tape{}, kindBlock)
	}
	return c.n, c.err
}

func (saveItemTape[S]) Unmarshal(bs []byte, it *savedata.Item) (int, error) {
	var s S
	c := cursor{bs: bs}
	get(&c, fastape.UnitTape[int8]{}, &it.Count)
	get(&c, uint8Tape{}, &it.Slot)
	get(&c, s, &it.ID)
	var tag uint8
	get(&c, uint8Tape{}, &tag)
	switch {
	case c.err != nil, tag == kindBlock:
	case tag == kindTool:
		t := new(savedata.Tool)
		get(&c, uint16Tape{}, &t.Damage)
		get(&c, fastape.SliceTape[savedata.Enchantment, enchantmentTape[S]]{}, &t.Enchantments)
		it.Kind.Tool = t
	case tag == kindFood:
		f := new(savedata.Food)
		get(&c, float32Tape{}, &f.Saturation)
		it.Kind.Food = f
	default:
		c.err = errKind
	}
	return c.n, c.err
}

func (enchantmentTape[S]) Sizeof(e savedata.Enchantment) int {
	var s S
	return s.Sizeof(e.ID) + 1
}

func (enchantmentTape[S]) Marshal(e savedata.Enchantment, bs []byte) (int, error) {
	var s S
	c := cursor{bs: bs}
	put(&c, s, e.ID)
	put(&c, uint8Tape{}, e.Level)
	return c.n, c.err
}

func (enchantmentTape[S]) Unmarshal(bs []byte, e *savedata.Enchantment) (int, error) {
	var s S
	c := cursor{bs: bs}
	get(&c, s, &e.ID)
	get(&c, uint8Tape{}, &e.Level)
	return c.n, c.err
}

func (vehicleTape[S]) Sizeof(v savedata.Vehicle) int { return 16 + entityTape[S]{}.Sizeof(v.Entity) }

func (vehicleTape[S]) Marshal(v savedata.Vehicle, bs []byte) (int, error) {
	c := cursor{bs: bs}
	put(&c, uuidTape{}, v.UUID)
	put(&c, entityTape[S]{}, v.Entity)
	return c.n, c.err
}

func (vehicleTape[S]) Unmarshal(bs []byte, v *savedata.Vehicle) (int, error) {
	c := cursor{bs: bs}
	get(&c, uuidTape{}, &v.UUID)
	get(&c, entityTape[S]{}, &v.Entity)
	return c.n, c.err
}

func (entityTape[S]) Sizeof(e savedata.Entity) int {
	var s S
	return s.Sizeof(e.ID) + 2*24 + 8 + 4 + 2 + 2 + 3 + 4 + 16 + fastape.PtrTape[string, S]{}.Sizeof(e.CustomName) + 3
}

func (entityTape[S]) Marshal(e savedata.Entity, bs []byte) (int, error) {
	var s S
	c := cursor{bs: bs}
	put(&c, s, e.ID)
	put(&c, vector3dTape{}, e.Pos)
	put(&c, vector3dTape{}, e.Motion)
	put(&c, fastape.UnitTape[savedata.Vector2f]{}, e.Rotation)
	put(&c, float32Tape{}, e.FallDistance)
	put(&c, uint16Tape{}, e.Fire)
	put(&c, uint16Tape{}, e.Air)
	put(&c, boolTape{}, e.OnGround)
	put(&c, boolTape{}, e.NoGravity)
	put(&c, boolTape{}, e.Invulnerable)
	put(&c, int32Tape{}, e.PortalCooldown)
	put(&c, uuidTape{}, e.UUID)
	put(&c, fastape.PtrTape[string, S]{}, e.CustomName)
	put(&c, boolTape{}, e.CustomNameVisible)
	put(&c, boolTape{}, e.Silent)
	put(&c, boolTape{}, e.Glowing)
	return c.n, c.err
}

func (entityTape[S]) Unmarshal(bs []byte, e *savedata.Entity) (int, error) {
	var s S
	c := cursor{bs: bs}
	get(&c, s, &e.ID)
	get(&c, vector3dTape{}, &e.Pos)
	get(&c, vector3dTape{}, &e.Motion)
	get(&c, fastape.UnitTape[savedata.Vector2f]{}, &e.Rotation)
	get(&c, float32Tape{}, &e.FallDistance)
	get(&c, uint16Tape{}, &e.Fire)
	get(&c, uint16Tape{}, &e.Air)
	get(&c, boolTape{}, &e.OnGround)
	get(&c, boolTape{}, &e.NoGravity)
	get(&c, boolTape{}, &e.Invulnerable)
	get(&c, int32Tape{}, &e.PortalCooldown)
	get(&c, uuidTape{}, &e.UUID)
	get(&c, fastape.PtrTape[string, S]{}, &e.CustomName)
	get(&c, boolTape{}, &e.CustomNameVisible)
	get(&c, boolTape{}, &e.Silent)
	get(&c, boolTape{}, &e.Glowing)
	return c.n, c.err
}

// updates has no strings, so its unsafe variant decodes as the default does.
type (
	updatesTape struct{}
	updateTape  struct{}
	contactTape struct{}
	terrainTape struct{}
)

func (updatesTape) Sizeof(v updates.Updates) int {
	return fastape.SliceTape[updates.Update, updateTape]{}.Sizeof(v.Updates)
}

func (updatesTape) Marshal(v updates.Updates, bs []byte) (int, error) {
	return fastape.SliceTape[updates.Update, updateTape]{}.Marshal(v.Updates, bs)
}

func (updatesTape) Unmarshal(bs []byte, v *updates.Updates) (int, error) {
	return fastape.SliceTape[updates.Update, updateTape]{}.Unmarshal(bs, &v.Updates)
}

type removedTape = fastape.SliceTape[uint32, uint32Tape]

func (updateTape) Sizeof(u updates.Update) int {
	return fastape.SliceTape[updates.Contact, contactTape]{}.Sizeof(u.Contacts) + removedTape{}.Sizeof(u.Removed) + 4 + 4 +
		fastape.SliceTape[updates.TerrainUpdate, terrainTape]{}.Sizeof(u.TerrainUpdates)
}

func (updateTape) Marshal(u updates.Update, bs []byte) (int, error) {
	c := cursor{bs: bs}
	put(&c, fastape.SliceTape[updates.Contact, contactTape]{}, u.Contacts)
	put(&c, removedTape{}, u.Removed)
	put(&c, uint32Tape{}, u.Score)
	put(&c, float32Tape{}, u.WorldRadius)
	put(&c, fastape.SliceTape[updates.TerrainUpdate, terrainTape]{}, u.TerrainUpdates)
	return c.n, c.err
}

func (updateTape) Unmarshal(bs []byte, u *updates.Update) (int, error) {
	c := cursor{bs: bs}
	get(&c, fastape.SliceTape[updates.Contact, contactTape]{}, &u.Contacts)
	get(&c, removedTape{}, &u.Removed)
	get(&c, uint32Tape{}, &u.Score)
	get(&c, float32Tape{}, &u.WorldRadius)
	get(&c, fastape.SliceTape[updates.TerrainUpdate, terrainTape]{}, &u.TerrainUpdates)
	return c.n, c.err
}

func (terrainTape) Sizeof(t updates.TerrainUpdate) int { return 2 + bytesTape{}.Sizeof(t.Data) }

func (terrainTape) Marshal(t updates.TerrainUpdate, bs []byte) (int, error) {
	c := cursor{bs: bs}
	put(&c, fastape.UnitTape[updates.ChunkID]{}, t.ChunkID)
	put(&c, bytesTape{}, t.Data)
	return c.n, c.err
}

func (terrainTape) Unmarshal(bs []byte, t *updates.TerrainUpdate) (int, error) {
	c := cursor{bs: bs}
	get(&c, fastape.UnitTape[updates.ChunkID]{}, &t.ChunkID)
	get(&c, bytesTape{}, &t.Data)
	return c.n, c.err
}

type (
	entityTypeTape = fastape.PtrTape[updates.EntityType, fastape.UnitTape[updates.EntityType]]
	playerIDTape   = fastape.PtrTape[uint16, uint16Tape]
	reloadsTape    = fastape.SliceTape[bool, boolTape]
	turretsTape    = fastape.SliceTape[uint16, uint16Tape]
)

func (contactTape) Sizeof(c updates.Contact) int {
	return 1 + 4 + entityTypeTape{}.Sizeof(c.EntityType) + fastape.UnitTape[updates.Guidance]{}.Sizeof(c.Guidance) +
		playerIDTape{}.Sizeof(c.PlayerID) + reloadsTape{}.Sizeof(c.Reloads) +
		fastape.UnitTape[updates.Transform]{}.Sizeof(c.Transform) + turretsTape{}.Sizeof(c.TurretAngles)
}

func (contactTape) Marshal(v updates.Contact, bs []byte) (int, error) {
	c := cursor{bs: bs}
	put(&c, uint8Tape{}, v.Damage)
	put(&c, uint32Tape{}, v.EntityID)
	put(&c, entityTypeTape{}, v.EntityType)
	put(&c, fastape.UnitTape[updates.Guidance]{}, v.Guidance)
	put(&c, playerIDTape{}, v.PlayerID)
	put(&c, reloadsTape{}, v.Reloads)
	put(&c, fastape.UnitTape[updates.Transform]{}, v.Transform)
	put(&c, turretsTape{}, v.TurretAngles)
	return c.n, c.err
}

func (contactTape) Unmarshal(bs []byte, v *updates.Contact) (int, error) {
	c := cursor{bs: bs}
	get(&c, uint8Tape{}, &v.Damage)
	get(&c, uint32Tape{}, &v.EntityID)
	get(&c, entityTypeTape{}, &v.EntityType)
	get(&c, fastape.UnitTape[updates.Guidance]{}, &v.Guidance)
	get(&c, playerIDTape{}, &v.PlayerID)
	get(&c, reloadsTape{}, &v.Reloads)
	get(&c, fastape.UnitTape[updates.Transform]{}, &v.Transform)
	get(&c, turretsTape{}, &v.TurretAngles)
	return c.n, c.err
}
