package mus

import (
	"errors"

	"github.com/mus-format/mus-go"
	"github.com/mus-format/mus-go/ord"
	"github.com/mus-format/mus-go/raw"
	"github.com/mus-format/mus-go/unsafe"
	"github.com/mus-format/mus-go/varint"

	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// savedata and updates, by hand as the README shows for structs: small
// integers raw, wider ones as varints, floats raw, optional fields by ord's
// pointer serializer (a presence flag and the value), and the item-kind
// union as a tag byte (0 block, 1 tool, 2 food) and the chosen kind. This
// file sorts after mus.go, whose init registers the codec.
func init() {
	safe, fast := newGameSers(ord.String, ord.ByteSlice), newGameSers(unsafe.String, unsafe.ByteSlice)
	support(savedata.Dataset, safe.save, fast.save)
	support(updates.Dataset, safe.updates, fast.updates)
}

type gameSers struct {
	save    saveMUS
	updates updatesMUS
}

func newGameSers(str mus.Serializer[string], bs mus.Serializer[[]byte]) gameSers {
	entity := entityMUS{str: str, name: ord.NewPtrSer[string](str)}
	item := saveItemMUS{str: str, enchantments: ord.NewSliceSer[savedata.Enchantment](enchantmentMUS{str})}
	items := ord.NewSliceSer[savedata.Item](item)
	strs := ord.NewSliceSer[string](str)
	p := playerMUS{str: str, item: item, items: items, strs: strs, dim: ord.NewPtrSer[string](str),
		forced: ord.NewPtrSer[bool](ord.Bool), nether: ord.NewPtrSer[savedata.Vector3d](vector3dMUS{}),
		vehicle: ord.NewPtrSer[savedata.Vehicle](vehicleMUS{entity}), entity: ord.NewPtrSer[savedata.Entity](entity)}
	c := contactMUS{typ: ord.NewPtrSer[updates.EntityType](entityTypeMUS{}), player: ord.NewPtrSer[uint16](varint.Uint16),
		reloads: ord.NewSliceSer[bool](ord.Bool), turrets: ord.NewSliceSer[uint16](varint.Uint16)}
	u := updateMUS{contacts: ord.NewSliceSer[updates.Contact](c), removed: ord.NewSliceSer[uint32](varint.Uint32),
		terrain: ord.NewSliceSer[updates.TerrainUpdate](terrainMUS{bs})}
	return gameSers{save: saveMUS{ord.NewSliceSer[savedata.Player](p)}, updates: updatesMUS{ord.NewSliceSer[updates.Update](u)}}
}

// A reader unmarshals fields in turn, keeping the offset and the first
// error, so that a struct's Unmarshal reads as its fields.
type reader struct {
	bs  []byte
	n   int
	err error
}

type unmarshaller[V any] interface {
	Unmarshal(bs []byte) (V, int, error)
}

func get[V any](r *reader, u unmarshaller[V]) (v V) {
	if r.err == nil {
		var m int
		v, m, r.err = u.Unmarshal(r.bs[r.n:])
		r.n += m
	}
	return v
}

type saveMUS struct {
	players mus.Serializer[[]savedata.Player]
}

func (s saveMUS) Marshal(v savedata.Save, bs []byte) int { return s.players.Marshal(v.Players, bs) }
func (s saveMUS) Size(v savedata.Save) int               { return s.players.Size(v.Players) }
func (s saveMUS) Skip(bs []byte) (int, error)            { return s.players.Skip(bs) }

func (s saveMUS) Unmarshal(bs []byte) (v savedata.Save, n int, err error) {
	v.Players, n, err = s.players.Unmarshal(bs)
	return
}

type playerMUS struct {
	str     mus.Serializer[string]
	item    saveItemMUS
	items   mus.Serializer[[]savedata.Item]
	strs    mus.Serializer[[]string]
	dim     mus.Serializer[*string]
	forced  mus.Serializer[*bool]
	nether  mus.Serializer[*savedata.Vector3d]
	vehicle mus.Serializer[*savedata.Vehicle]
	entity  mus.Serializer[*savedata.Entity]
}

func (s playerMUS) Marshal(p savedata.Player, bs []byte) (n int) {
	n = raw.Uint8.Marshal(uint8(p.GameType), bs)
	n += raw.Uint8.Marshal(uint8(p.PreviousGameType), bs[n:])
	n += varint.Int64.Marshal(p.Score, bs[n:])
	n += s.str.Marshal(p.Dimension, bs[n:])
	n += varint.Uint32.Marshal(p.SelectedItemSlot, bs[n:])
	n += s.item.Marshal(p.SelectedItem, bs[n:])
	n += s.dim.Marshal(p.SpawnDimension, bs[n:])
	n += varint.Int64.Marshal(p.SpawnX, bs[n:])
	n += varint.Int64.Marshal(p.SpawnY, bs[n:])
	n += varint.Int64.Marshal(p.SpawnZ, bs[n:])
	n += s.forced.Marshal(p.SpawnForced, bs[n:])
	n += varint.Uint16.Marshal(p.SleepTimer, bs[n:])
	n += raw.Float32.Marshal(p.FoodExhaustionLevel, bs[n:])
	n += raw.Float32.Marshal(p.FoodSaturationLevel, bs[n:])
	n += varint.Uint32.Marshal(p.FoodTickTimer, bs[n:])
	n += varint.Uint32.Marshal(p.XpLevel, bs[n:])
	n += raw.Float32.Marshal(p.XpP, bs[n:])
	n += varint.Int32.Marshal(p.XpTotal, bs[n:])
	n += varint.Int32.Marshal(p.XpSeed, bs[n:])
	n += s.items.Marshal(p.Inventory, bs[n:])
	n += s.items.Marshal(p.EnderItems, bs[n:])
	a := &p.Abilities
	n += raw.Float32.Marshal(a.WalkSpeed, bs[n:])
	n += raw.Float32.Marshal(a.FlySpeed, bs[n:])
	for _, x := range [...]bool{a.MayFly, a.Flying, a.Invulnerable, a.MayBuild, a.Instabuild} {
		n += ord.Bool.Marshal(x, bs[n:])
	}
	n += s.nether.Marshal(p.EnteredNetherPosition, bs[n:])
	n += s.vehicle.Marshal(p.RootVehicle, bs[n:])
	n += s.entity.Marshal(p.ShoulderEntityLeft, bs[n:])
	n += s.entity.Marshal(p.ShoulderEntityRight, bs[n:])
	n += ord.Bool.Marshal(p.SeenCredits, bs[n:])
	r := &p.RecipeBook
	n += s.strs.Marshal(r.Recipes, bs[n:])
	n += s.strs.Marshal(r.ToBeDisplayed, bs[n:])
	for _, x := range recipeFlags(r) {
		n += ord.Bool.Marshal(*x, bs[n:])
	}
	return n
}

func recipeFlags(r *savedata.RecipeBook) [8]*bool {
	return [...]*bool{&r.IsFilteringCraftable, &r.IsGuiOpen, &r.IsFurnaceFilteringCraftable, &r.IsFurnaceGuiOpen,
		&r.IsBlastingFurnaceFilteringCraftable, &r.IsBlastingFurnaceGuiOpen, &r.IsSmokerFilteringCraftable, &r.IsSmokerGuiOpen}
}

func (s playerMUS) Unmarshal(bs []byte) (p savedata.Player, n int, err error) {
	r := reader{bs: bs}
	p.GameType = savedata.GameType(get(&r, raw.Uint8))
	p.PreviousGameType = savedata.GameType(get(&r, raw.Uint8))
	p.Score = get(&r, varint.Int64)
	p.Dimension = get(&r, s.str)
	p.SelectedItemSlot = get(&r, varint.Uint32)
	p.SelectedItem = get(&r, s.item)
	p.SpawnDimension = get(&r, s.dim)
	p.SpawnX = get(&r, varint.Int64)
	p.SpawnY = get(&r, varint.Int64)
	p.SpawnZ = get(&r, varint.Int64)
	p.SpawnForced = get(&r, s.forced)
	p.SleepTimer = get(&r, varint.Uint16)
	p.FoodExhaustionLevel = get(&r, raw.Float32)
	p.FoodSaturationLevel = get(&r, raw.Float32)
	p.FoodTickTimer = get(&r, varint.Uint32)
	p.XpLevel = get(&r, varint.Uint32)
	p.XpP = get(&r, raw.Float32)
	p.XpTotal = get(&r, varint.Int32)
	p.XpSeed = get(&r, varint.Int32)
	p.Inventory = get(&r, s.items)
	p.EnderItems = get(&r, s.items)
	a := &p.Abilities
	a.WalkSpeed = get(&r, raw.Float32)
	a.FlySpeed = get(&r, raw.Float32)
	for _, x := range [...]*bool{&a.MayFly, &a.Flying, &a.Invulnerable, &a.MayBuild, &a.Instabuild} {
		*x = get(&r, ord.Bool)
	}
	p.EnteredNetherPosition = get(&r, s.nether)
	p.RootVehicle = get(&r, s.vehicle)
	p.ShoulderEntityLeft = get(&r, s.entity)
	p.ShoulderEntityRight = get(&r, s.entity)
	p.SeenCredits = get(&r, ord.Bool)
	rb := &p.RecipeBook
	rb.Recipes = get(&r, s.strs)
	rb.ToBeDisplayed = get(&r, s.strs)
	for _, x := range recipeFlags(rb) {
		*x = get(&r, ord.Bool)
	}
	return p, r.n, r.err
}

func (s playerMUS) Size(p savedata.Player) int {
	a := &p.Abilities
	return 2 + varint.Int64.Size(p.Score) + s.str.Size(p.Dimension) + varint.Uint32.Size(p.SelectedItemSlot) +
		s.item.Size(p.SelectedItem) + s.dim.Size(p.SpawnDimension) + varint.Int64.Size(p.SpawnX) +
		varint.Int64.Size(p.SpawnY) + varint.Int64.Size(p.SpawnZ) + s.forced.Size(p.SpawnForced) +
		varint.Uint16.Size(p.SleepTimer) + 3*raw.Float32.Size(0) + varint.Uint32.Size(p.FoodTickTimer) +
		varint.Uint32.Size(p.XpLevel) + varint.Int32.Size(p.XpTotal) + varint.Int32.Size(p.XpSeed) +
		s.items.Size(p.Inventory) + s.items.Size(p.EnderItems) + raw.Float32.Size(a.WalkSpeed) + raw.Float32.Size(a.FlySpeed) +
		5*ord.Bool.Size(false) + s.nether.Size(p.EnteredNetherPosition) + s.vehicle.Size(p.RootVehicle) +
		s.entity.Size(p.ShoulderEntityLeft) + s.entity.Size(p.ShoulderEntityRight) + ord.Bool.Size(p.SeenCredits) +
		s.strs.Size(p.RecipeBook.Recipes) + s.strs.Size(p.RecipeBook.ToBeDisplayed) + 8*ord.Bool.Size(false)
}

func (s playerMUS) Skip(bs []byte) (int, error) {
	skips := []func([]byte) (int, error){raw.Uint8.Skip, raw.Uint8.Skip, varint.Int64.Skip, s.str.Skip, varint.Uint32.Skip,
		s.item.Skip, s.dim.Skip, varint.Int64.Skip, varint.Int64.Skip, varint.Int64.Skip, s.forced.Skip, varint.Uint16.Skip,
		raw.Float32.Skip, raw.Float32.Skip, varint.Uint32.Skip, varint.Uint32.Skip, raw.Float32.Skip, varint.Int32.Skip,
		varint.Int32.Skip, s.items.Skip, s.items.Skip, raw.Float32.Skip, raw.Float32.Skip}
	for range 5 {
		skips = append(skips, ord.Bool.Skip)
	}
	skips = append(skips, s.nether.Skip, s.vehicle.Skip, s.entity.Skip, s.entity.Skip, ord.Bool.Skip, s.strs.Skip, s.strs.Skip)
	for range 8 {
		skips = append(skips, ord.Bool.Skip)
	}
	return skipAll(bs, skips...)
}

// The item kinds' tags.
const (
	kindBlock = iota
	kindTool
	kindFood
)

var errKind = errors.New("mus: unknown item kind")

// saveItemMUS is savedata's item (itemMUS is cart's).
type saveItemMUS struct {
	str          mus.Serializer[string]
	enchantments mus.Serializer[[]savedata.Enchantment]
}

func (s saveItemMUS) Marshal(it savedata.Item, bs []byte) (n int) {
	n = raw.Int8.Marshal(it.Count, bs)
	n += raw.Uint8.Marshal(it.Slot, bs[n:])
	n += s.str.Marshal(it.ID, bs[n:])
	switch k := it.Kind; {
	case k.Tool != nil:
		n += raw.Uint8.Marshal(kindTool, bs[n:])
		n += varint.Uint16.Marshal(k.Tool.Damage, bs[n:])
		n += s.enchantments.Marshal(k.Tool.Enchantments, bs[n:])
	case k.Food != nil:
		n += raw.Uint8.Marshal(kindFood, bs[n:])
		n += raw.Float32.Marshal(k.Food.Saturation, bs[n:])
	default:
		n += raw.Uint8.Marshal(kindBlock, bs[n:])
	}
	return n
}

func (s saveItemMUS) Unmarshal(bs []byte) (it savedata.Item, n int, err error) {
	r := reader{bs: bs}
	it.Count = get(&r, raw.Int8)
	it.Slot = get(&r, raw.Uint8)
	it.ID = get(&r, s.str)
	switch tag := get(&r, raw.Uint8); {
	case r.err != nil, tag == kindBlock:
	case tag == kindTool:
		t := &savedata.Tool{Damage: get(&r, varint.Uint16)}
		t.Enchantments = get(&r, s.enchantments)
		it.Kind.Tool = t
	case tag == kindFood:
		it.Kind.Food = &savedata.Food{Saturation: get(&r, raw.Float32)}
	default:
		r.err = errKind
	}
	return it, r.n, r.err
}

func (s saveItemMUS) Size(it savedata.Item) int {
	n := 2 + s.str.Size(it.ID) + 1
	switch k := it.Kind; {
	case k.Tool != nil:
		n += varint.Uint16.Size(k.Tool.Damage) + s.enchantments.Size(k.Tool.Enchantments)
	case k.Food != nil:
		n += raw.Float32.Size(k.Food.Saturation)
	}
	return n
}

func (s saveItemMUS) Skip(bs []byte) (int, error) {
	n, err := skipAll(bs, raw.Int8.Skip, raw.Uint8.Skip, s.str.Skip)
	if err != nil || len(bs) <= n {
		return n, mus.ErrTooSmallByteSlice
	}
	tag := bs[n]
	n++
	var m int
	switch tag {
	case kindBlock:
	case kindTool:
		m, err = skipAll(bs[n:], varint.Uint16.Skip, s.enchantments.Skip)
	case kindFood:
		m, err = raw.Float32.Skip(bs[n:])
	default:
		err = errKind
	}
	return n + m, err
}

type enchantmentMUS struct{ str mus.Serializer[string] }

func (s enchantmentMUS) Marshal(e savedata.Enchantment, bs []byte) int {
	n := s.str.Marshal(e.ID, bs)
	return n + raw.Uint8.Marshal(e.Level, bs[n:])
}

func (s enchantmentMUS) Unmarshal(bs []byte) (e savedata.Enchantment, n int, err error) {
	r := reader{bs: bs}
	e.ID = get(&r, s.str)
	e.Level = get(&r, raw.Uint8)
	return e, r.n, r.err
}

func (s enchantmentMUS) Size(e savedata.Enchantment) int { return s.str.Size(e.ID) + 1 }

func (s enchantmentMUS) Skip(bs []byte) (int, error) { return skipAll(bs, s.str.Skip, raw.Uint8.Skip) }

// vector3dMUS writes three raw float64s.
type vector3dMUS struct{}

func (vector3dMUS) Marshal(v savedata.Vector3d, bs []byte) int {
	n := raw.Float64.Marshal(v.X, bs)
	n += raw.Float64.Marshal(v.Y, bs[n:])
	return n + raw.Float64.Marshal(v.Z, bs[n:])
}

func (vector3dMUS) Unmarshal(bs []byte) (v savedata.Vector3d, n int, err error) {
	r := reader{bs: bs}
	v.X = get(&r, raw.Float64)
	v.Y = get(&r, raw.Float64)
	v.Z = get(&r, raw.Float64)
	return v, r.n, r.err
}

func (vector3dMUS) Size(savedata.Vector3d) int { return 24 }

func (vector3dMUS) Skip(bs []byte) (int, error) {
	return skipAll(bs, raw.Float64.Skip, raw.Float64.Skip, raw.Float64.Skip)
}

// uuidMUS writes four raw uint32s.
type uuidMUS struct{}

func (uuidMUS) Marshal(u savedata.UUID, bs []byte) (n int) {
	for _, x := range [...]uint32{u.X0, u.X1, u.X2, u.X3} {
		n += raw.Uint32.Marshal(x, bs[n:])
	}
	return n
}

func (uuidMUS) Unmarshal(bs []byte) (u savedata.UUID, n int, err error) {
	r := reader{bs: bs}
	for _, x := range [...]*uint32{&u.X0, &u.X1, &u.X2, &u.X3} {
		*x = get(&r, raw.Uint32)
	}
	return u, r.n, r.err
}

func (uuidMUS) Size(savedata.UUID) int { return 16 }

func (uuidMUS) Skip(bs []byte) (int, error) {
	return skipAll(bs, raw.Uint32.Skip, raw.Uint32.Skip, raw.Uint32.Skip, raw.Uint32.Skip)
}

type vehicleMUS struct{ entity entityMUS }

func (s vehicleMUS) Marshal(v savedata.Vehicle, bs []byte) int {
	n := uuidMUS{}.Marshal(v.UUID, bs)
	return n + s.entity.Marshal(v.Entity, bs[n:])
}

func (s vehicleMUS) Unmarshal(bs []byte) (v savedata.Vehicle, n int, err error) {
	r := reader{bs: bs}
	v.UUID = get(&r, uuidMUS{})
	v.Entity = get(&r, s.entity)
	return v, r.n, r.err
}

func (s vehicleMUS) Size(v savedata.Vehicle) int { return 16 + s.entity.Size(v.Entity) }

func (s vehicleMUS) Skip(bs []byte) (int, error) { return skipAll(bs, uuidMUS{}.Skip, s.entity.Skip) }

type entityMUS struct {
	str  mus.Serializer[string]
	name mus.Serializer[*string]
}

func (s entityMUS) Marshal(e savedata.Entity, bs []byte) (n int) {
	n = s.str.Marshal(e.ID, bs)
	n += vector3dMUS{}.Marshal(e.Pos, bs[n:])
	n += vector3dMUS{}.Marshal(e.Motion, bs[n:])
	n += raw.Float32.Marshal(e.Rotation.X, bs[n:])
	n += raw.Float32.Marshal(e.Rotation.Y, bs[n:])
	n += raw.Float32.Marshal(e.FallDistance, bs[n:])
	n += varint.Uint16.Marshal(e.Fire, bs[n:])
	n += varint.Uint16.Marshal(e.Air, bs[n:])
	n += ord.Bool.Marshal(e.OnGround, bs[n:])
	n += ord.Bool.Marshal(e.NoGravity, bs[n:])
	n += ord.Bool.Marshal(e.Invulnerable, bs[n:])
	n += varint.Int32.Marshal(e.PortalCooldown, bs[n:])
	n += uuidMUS{}.Marshal(e.UUID, bs[n:])
	n += s.name.Marshal(e.CustomName, bs[n:])
	n += ord.Bool.Marshal(e.CustomNameVisible, bs[n:])
	n += ord.Bool.Marshal(e.Silent, bs[n:])
	return n + ord.Bool.Marshal(e.Glowing, bs[n:])
}

func (s entityMUS) Unmarshal(bs []byte) (e savedata.Entity, n int, err error) {
	r := reader{bs: bs}
	e.ID = get(&r, s.str)
	e.Pos = get(&r, vector3dMUS{})
	e.Motion = get(&r, vector3dMUS{})
	e.Rotation.X = get(&r, raw.Float32)
	e.Rotation.Y = get(&r, raw.Float32)
	e.FallDistance = get(&r, raw.Float32)
	e.Fire = get(&r, varint.Uint16)
	e.Air = get(&r, varint.Uint16)
	e.OnGround = get(&r, ord.Bool)
	e.NoGravity = get(&r, ord.Bool)
	e.Invulnerable = get(&r, ord.Bool)
	e.PortalCooldown = get(&r, varint.Int32)
	e.UUID = get(&r, uuidMUS{})
	e.CustomName = get(&r, s.name)
	e.CustomNameVisible = get(&r, ord.Bool)
	e.Silent = get(&r, ord.Bool)
	e.Glowing = get(&r, ord.Bool)
	return e, r.n, r.err
}

func (s entityMUS) Size(e savedata.Entity) int {
	return s.str.Size(e.ID) + 48 + 12 + varint.Uint16.Size(e.Fire) + varint.Uint16.Size(e.Air) + 3 +
		varint.Int32.Size(e.PortalCooldown) + 16 + s.name.Size(e.CustomName) + 3
}

func (s entityMUS) Skip(bs []byte) (int, error) {
	return skipAll(bs, s.str.Skip, vector3dMUS{}.Skip, vector3dMUS{}.Skip, raw.Float32.Skip, raw.Float32.Skip,
		raw.Float32.Skip, varint.Uint16.Skip, varint.Uint16.Skip, ord.Bool.Skip, ord.Bool.Skip, ord.Bool.Skip,
		varint.Int32.Skip, uuidMUS{}.Skip, s.name.Skip, ord.Bool.Skip, ord.Bool.Skip, ord.Bool.Skip)
}

type updatesMUS struct {
	updates mus.Serializer[[]updates.Update]
}

func (s updatesMUS) Marshal(v updates.Updates, bs []byte) int {
	return s.updates.Marshal(v.Updates, bs)
}
func (s updatesMUS) Size(v updates.Updates) int  { return s.updates.Size(v.Updates) }
func (s updatesMUS) Skip(bs []byte) (int, error) { return s.updates.Skip(bs) }

func (s updatesMUS) Unmarshal(bs []byte) (v updates.Updates, n int, err error) {
	v.Updates, n, err = s.updates.Unmarshal(bs)
	return
}

type updateMUS struct {
	contacts mus.Serializer[[]updates.Contact]
	removed  mus.Serializer[[]uint32]
	terrain  mus.Serializer[[]updates.TerrainUpdate]
}

func (s updateMUS) Marshal(u updates.Update, bs []byte) (n int) {
	n = s.contacts.Marshal(u.Contacts, bs)
	n += s.removed.Marshal(u.Removed, bs[n:])
	n += varint.Uint32.Marshal(u.Score, bs[n:])
	n += raw.Float32.Marshal(u.WorldRadius, bs[n:])
	return n + s.terrain.Marshal(u.TerrainUpdates, bs[n:])
}

func (s updateMUS) Unmarshal(bs []byte) (u updates.Update, n int, err error) {
	r := reader{bs: bs}
	u.Contacts = get(&r, s.contacts)
	u.Removed = get(&r, s.removed)
	u.Score = get(&r, varint.Uint32)
	u.WorldRadius = get(&r, raw.Float32)
	u.TerrainUpdates = get(&r, s.terrain)
	return u, r.n, r.err
}

func (s updateMUS) Size(u updates.Update) int {
	return s.contacts.Size(u.Contacts) + s.removed.Size(u.Removed) + varint.Uint32.Size(u.Score) + 4 +
		s.terrain.Size(u.TerrainUpdates)
}

func (s updateMUS) Skip(bs []byte) (int, error) {
	return skipAll(bs, s.contacts.Skip, s.removed.Skip, varint.Uint32.Skip, raw.Float32.Skip, s.terrain.Skip)
}

type terrainMUS struct{ bs mus.Serializer[[]byte] }

func (s terrainMUS) Marshal(t updates.TerrainUpdate, bs []byte) int {
	n := raw.Int8.Marshal(t.ChunkID.X, bs)
	n += raw.Int8.Marshal(t.ChunkID.Y, bs[n:])
	return n + s.bs.Marshal(t.Data, bs[n:])
}

func (s terrainMUS) Unmarshal(bs []byte) (t updates.TerrainUpdate, n int, err error) {
	r := reader{bs: bs}
	t.ChunkID.X = get(&r, raw.Int8)
	t.ChunkID.Y = get(&r, raw.Int8)
	t.Data = get(&r, s.bs)
	return t, r.n, r.err
}

func (s terrainMUS) Size(t updates.TerrainUpdate) int { return 2 + s.bs.Size(t.Data) }

func (s terrainMUS) Skip(bs []byte) (int, error) {
	return skipAll(bs, raw.Int8.Skip, raw.Int8.Skip, s.bs.Skip)
}

// entityTypeMUS writes the enum as a raw byte.
type entityTypeMUS struct{}

func (entityTypeMUS) Marshal(t updates.EntityType, bs []byte) int {
	return raw.Uint8.Marshal(uint8(t), bs)
}

func (entityTypeMUS) Unmarshal(bs []byte) (updates.EntityType, int, error) {
	t, n, err := raw.Uint8.Unmarshal(bs)
	return updates.EntityType(t), n, err
}

func (entityTypeMUS) Size(updates.EntityType) int { return 1 }
func (entityTypeMUS) Skip(bs []byte) (int, error) { return raw.Uint8.Skip(bs) }

type contactMUS struct {
	typ     mus.Serializer[*updates.EntityType]
	player  mus.Serializer[*uint16]
	reloads mus.Serializer[[]bool]
	turrets mus.Serializer[[]uint16]
}

func (s contactMUS) Marshal(c updates.Contact, bs []byte) (n int) {
	n = raw.Uint8.Marshal(c.Damage, bs)
	n += varint.Uint32.Marshal(c.EntityID, bs[n:])
	n += s.typ.Marshal(c.EntityType, bs[n:])
	n += varint.Uint16.Marshal(c.Guidance.Angle, bs[n:])
	n += ord.Bool.Marshal(c.Guidance.Submerge, bs[n:])
	n += varint.Int16.Marshal(c.Guidance.Velocity, bs[n:])
	n += s.player.Marshal(c.PlayerID, bs[n:])
	n += s.reloads.Marshal(c.Reloads, bs[n:])
	t := &c.Transform
	n += raw.Int8.Marshal(t.Altitude, bs[n:])
	n += varint.Uint16.Marshal(t.Angle, bs[n:])
	n += raw.Float32.Marshal(t.Position.X, bs[n:])
	n += raw.Float32.Marshal(t.Position.Y, bs[n:])
	n += varint.Int16.Marshal(t.Velocity, bs[n:])
	return n + s.turrets.Marshal(c.TurretAngles, bs[n:])
}

func (s contactMUS) Unmarshal(bs []byte) (c updates.Contact, n int, err error) {
	r := reader{bs: bs}
	c.Damage = get(&r, raw.Uint8)
	c.EntityID = get(&r, varint.Uint32)
	c.EntityType = get(&r, s.typ)
	c.Guidance.Angle = get(&r, varint.Uint16)
	c.Guidance.Submerge = get(&r, ord.Bool)
	c.Guidance.Velocity = get(&r, varint.Int16)
	c.PlayerID = get(&r, s.player)
	c.Reloads = get(&r, s.reloads)
	t := &c.Transform
	t.Altitude = get(&r, raw.Int8)
	t.Angle = get(&r, varint.Uint16)
	t.Position.X = get(&r, raw.Float32)
	t.Position.Y = get(&r, raw.Float32)
	t.Velocity = get(&r, varint.Int16)
	c.TurretAngles = get(&r, s.turrets)
	return c, r.n, r.err
}

func (s contactMUS) Size(c updates.Contact) int {
	t := &c.Transform
	return 1 + varint.Uint32.Size(c.EntityID) + s.typ.Size(c.EntityType) + varint.Uint16.Size(c.Guidance.Angle) + 1 +
		varint.Int16.Size(c.Guidance.Velocity) + s.player.Size(c.PlayerID) + s.reloads.Size(c.Reloads) + 1 +
		varint.Uint16.Size(t.Angle) + 8 + varint.Int16.Size(t.Velocity) + s.turrets.Size(c.TurretAngles)
}

func (s contactMUS) Skip(bs []byte) (int, error) {
	return skipAll(bs, raw.Uint8.Skip, varint.Uint32.Skip, s.typ.Skip, varint.Uint16.Skip, ord.Bool.Skip,
		varint.Int16.Skip, s.player.Skip, s.reloads.Skip, raw.Int8.Skip, varint.Uint16.Skip, raw.Float32.Skip,
		raw.Float32.Skip, varint.Int16.Skip, s.turrets.Skip)
}
