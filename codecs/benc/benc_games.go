package benc

import (
	"errors"

	bstd "github.com/deneonet/benc/std"

	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// savedata and updates by hand with bstd as for the seeds: each integer
// at its own fixed width (bstd has no int8: a byte), an optional field as
// a bool and the value, the item-kind union as a tag byte (0 block, 1
// tool, 2 food) and the chosen kind. This file sorts after benc.go, whose
// init registers the codec.
func init() {
	safe, fast := newDecoder(false), newDecoder(true)
	support(savedata.Dataset, sizeSave, marshalSave, safe.save, fast.save)
	support(updates.Dataset, sizeUpdates, marshalUpdates, safe.updates, fast.updates)
}

// A reader decodes fields in turn, keeping the offset and the first error,
// so that a struct's decoder reads as its fields.
type reader struct {
	b   []byte
	n   int
	err error
}

func get[V any](r *reader, f func(int, []byte) (int, V, error)) (v V) {
	if r.err == nil {
		r.n, v, r.err = f(r.n, r.b)
	}
	return v
}

// getInto runs a decoder of a value in place.
func getInto[V any](r *reader, f func(int, []byte, *V) (int, error), p *V) {
	if r.err == nil {
		r.n, r.err = f(r.n, r.b, p)
	}
}

func getSlice[V any](r *reader, f func(int, []byte, *V) (int, error)) (s []V) {
	if r.err == nil {
		r.n, s, r.err = bstd.UnmarshalSlice[V](r.n, r.b, f)
	}
	return s
}

// getOptional reads a presence bool, then the value if present.
func getOptional[V any](r *reader, f func(int, []byte, *V) (int, error)) *V {
	if !get(r, bstd.UnmarshalBool) {
		return nil
	}
	p := new(V)
	getInto(r, f, p)
	return p
}

func marshalOptional[V any](n int, b []byte, p *V, f func(int, []byte, V) int) int {
	n = bstd.MarshalBool(n, b, p != nil)
	if p != nil {
		n = f(n, b, *p)
	}
	return n
}

func sizeOptional[V any](p *V, f func(V) int) int {
	if p == nil {
		return 1
	}
	return 1 + f(*p)
}

func int8Byte(n int, b []byte) (int, int8, error) {
	n, x, err := bstd.UnmarshalByte(n, b)
	return n, int8(x), err
}

func (d *decoder) save(n int, b []byte, v *savedata.Save) (int, error) {
	r := reader{b: b, n: n}
	v.Players = getSlice(&r, d.player)
	return r.n, r.err
}

func sizeSave(v *savedata.Save) int { return bstd.SizeSlice(v.Players, sizePlayer) }

func marshalSave(n int, b []byte, v *savedata.Save) int {
	return bstd.MarshalSlice(n, b, v.Players, marshalPlayer)
}

const (
	vector3dSize = 24
	uuidSize     = 16
)

func sizePlayer(p savedata.Player) int {
	return 2 + 8 + bstd.SizeString(p.Dimension) + 4 + sizeItem(p.SelectedItem) + sizeOptional(p.SpawnDimension, bstd.SizeString) +
		3*8 + sizeOptional(p.SpawnForced, func(bool) int { return 1 }) + 2 + 3*4 + 4 + 4 + 4 + 4 +
		bstd.SizeSlice(p.Inventory, sizeItem) + bstd.SizeSlice(p.EnderItems, sizeItem) + 2*4 + 5 +
		sizeOptional(p.EnteredNetherPosition, func(savedata.Vector3d) int { return vector3dSize }) +
		sizeOptional(p.RootVehicle, func(v savedata.Vehicle) int { return uuidSize + sizeEntity(v.Entity) }) +
		sizeOptional(p.ShoulderEntityLeft, sizeEntity) + sizeOptional(p.ShoulderEntityRight, sizeEntity) + 1 +
		bstd.SizeSlice(p.RecipeBook.Recipes, bstd.SizeString) + bstd.SizeSlice(p.RecipeBook.ToBeDisplayed, bstd.SizeString) + 8
}

func marshalPlayer(n int, b []byte, p savedata.Player) int {
	n = bstd.MarshalByte(n, b, byte(p.GameType))
	n = bstd.MarshalByte(n, b, byte(p.PreviousGameType))
	n = bstd.MarshalInt64(n, b, p.Score)
	n = bstd.MarshalString(n, b, p.Dimension)
	n = bstd.MarshalUint32(n, b, p.SelectedItemSlot)
	n = marshalItem(n, b, p.SelectedItem)
	n = marshalOptional(n, b, p.SpawnDimension, bstd.MarshalString)
	n = bstd.MarshalInt64(n, b, p.SpawnX)
	n = bstd.MarshalInt64(n, b, p.SpawnY)
	n = bstd.MarshalInt64(n, b, p.SpawnZ)
	n = marshalOptional(n, b, p.SpawnForced, bstd.MarshalBool)
	n = bstd.MarshalUint16(n, b, p.SleepTimer)
	n = bstd.MarshalFloat32(n, b, p.FoodExhaustionLevel)
	n = bstd.MarshalFloat32(n, b, p.FoodSaturationLevel)
	n = bstd.MarshalUint32(n, b, p.FoodTickTimer)
	n = bstd.MarshalUint32(n, b, p.XpLevel)
	n = bstd.MarshalFloat32(n, b, p.XpP)
	n = bstd.MarshalInt32(n, b, p.XpTotal)
	n = bstd.MarshalInt32(n, b, p.XpSeed)
	n = bstd.MarshalSlice(n, b, p.Inventory, marshalItem)
	n = bstd.MarshalSlice(n, b, p.EnderItems, marshalItem)
	a := &p.Abilities
	n = bstd.MarshalFloat32(n, b, a.WalkSpeed)
	n = bstd.MarshalFloat32(n, b, a.FlySpeed)
	for _, x := range [...]bool{a.MayFly, a.Flying, a.Invulnerable, a.MayBuild, a.Instabuild} {
		n = bstd.MarshalBool(n, b, x)
	}
	n = marshalOptional(n, b, p.EnteredNetherPosition, marshalVector3d)
	n = marshalOptional(n, b, p.RootVehicle, func(n int, b []byte, v savedata.Vehicle) int {
		return marshalEntity(marshalUUID(n, b, v.UUID), b, v.Entity)
	})
	n = marshalOptional(n, b, p.ShoulderEntityLeft, marshalEntity)
	n = marshalOptional(n, b, p.ShoulderEntityRight, marshalEntity)
	n = bstd.MarshalBool(n, b, p.SeenCredits)
	rb := &p.RecipeBook
	n = bstd.MarshalSlice(n, b, rb.Recipes, bstd.MarshalString)
	n = bstd.MarshalSlice(n, b, rb.ToBeDisplayed, bstd.MarshalString)
	for _, x := range [...]bool{rb.IsFilteringCraftable, rb.IsGuiOpen, rb.IsFurnaceFilteringCraftable, rb.IsFurnaceGuiOpen,
		rb.IsBlastingFurnaceFilteringCraftable, rb.IsBlastingFurnaceGuiOpen, rb.IsSmokerFilteringCraftable, rb.IsSmokerGuiOpen} {
		n = bstd.MarshalBool(n, b, x)
	}
	return n
}

func (d *decoder) player(n int, b []byte, p *savedata.Player) (int, error) {
	r := reader{b: b, n: n}
	p.GameType = savedata.GameType(get(&r, bstd.UnmarshalByte))
	p.PreviousGameType = savedata.GameType(get(&r, bstd.UnmarshalByte))
	p.Score = get(&r, bstd.UnmarshalInt64)
	p.Dimension = get(&r, d.str)
	p.SelectedItemSlot = get(&r, bstd.UnmarshalUint32)
	getInto(&r, d.item, &p.SelectedItem)
	p.SpawnDimension = getOptional(&r, d.strAt)
	p.SpawnX = get(&r, bstd.UnmarshalInt64)
	p.SpawnY = get(&r, bstd.UnmarshalInt64)
	p.SpawnZ = get(&r, bstd.UnmarshalInt64)
	p.SpawnForced = getOptional(&r, boolAt)
	p.SleepTimer = get(&r, bstd.UnmarshalUint16)
	p.FoodExhaustionLevel = get(&r, bstd.UnmarshalFloat32)
	p.FoodSaturationLevel = get(&r, bstd.UnmarshalFloat32)
	p.FoodTickTimer = get(&r, bstd.UnmarshalUint32)
	p.XpLevel = get(&r, bstd.UnmarshalUint32)
	p.XpP = get(&r, bstd.UnmarshalFloat32)
	p.XpTotal = get(&r, bstd.UnmarshalInt32)
	p.XpSeed = get(&r, bstd.UnmarshalInt32)
	p.Inventory = getSlice(&r, d.item)
	p.EnderItems = getSlice(&r, d.item)
	a := &p.Abilities
	a.WalkSpeed = get(&r, bstd.UnmarshalFloat32)
	a.FlySpeed = get(&r, bstd.UnmarshalFloat32)
	for _, x := range [...]*bool{&a.MayFly, &a.Flying, &a.Invulnerable, &a.MayBuild, &a.Instabuild} {
		*x = get(&r, bstd.UnmarshalBool)
	}
	p.EnteredNetherPosition = getOptional(&r, vector3dAt)
	p.RootVehicle = getOptional(&r, func(n int, b []byte, v *savedata.Vehicle) (int, error) {
		n, err := uuidAt(n, b, &v.UUID)
		if err != nil {
			return n, err
		}
		return d.entity(n, b, &v.Entity)
	})
	p.ShoulderEntityLeft = getOptional(&r, d.entity)
	p.ShoulderEntityRight = getOptional(&r, d.entity)
	p.SeenCredits = get(&r, bstd.UnmarshalBool)
	rb := &p.RecipeBook
	rb.Recipes = getSlice(&r, d.strAt)
	rb.ToBeDisplayed = getSlice(&r, d.strAt)
	for _, x := range [...]*bool{&rb.IsFilteringCraftable, &rb.IsGuiOpen, &rb.IsFurnaceFilteringCraftable, &rb.IsFurnaceGuiOpen,
		&rb.IsBlastingFurnaceFilteringCraftable, &rb.IsBlastingFurnaceGuiOpen, &rb.IsSmokerFilteringCraftable, &rb.IsSmokerGuiOpen} {
		*x = get(&r, bstd.UnmarshalBool)
	}
	return r.n, r.err
}

// strAt and boolAt are the string and bool decoders in place.
func (d *decoder) strAt(n int, b []byte, s *string) (int, error) {
	var err error
	n, *s, err = d.str(n, b)
	return n, err
}

func boolAt(n int, b []byte, x *bool) (int, error) {
	var err error
	n, *x, err = bstd.UnmarshalBool(n, b)
	return n, err
}

// The item kinds' tags.
const (
	kindBlock = iota
	kindTool
	kindFood
)

func sizeItem(it savedata.Item) int {
	s := 2 + bstd.SizeString(it.ID) + 1
	switch k := it.Kind; {
	case k.Tool != nil:
		s += 2 + bstd.SizeSlice(k.Tool.Enchantments, func(e savedata.Enchantment) int { return bstd.SizeString(e.ID) + 1 })
	case k.Food != nil:
		s += 4
	}
	return s
}

func marshalItem(n int, b []byte, it savedata.Item) int {
	n = bstd.MarshalByte(n, b, byte(it.Count))
	n = bstd.MarshalByte(n, b, it.Slot)
	n = bstd.MarshalString(n, b, it.ID)
	switch k := it.Kind; {
	case k.Tool != nil:
		n = bstd.MarshalByte(n, b, kindTool)
		n = bstd.MarshalUint16(n, b, k.Tool.Damage)
		n = bstd.MarshalSlice(n, b, k.Tool.Enchantments, func(n int, b []byte, e savedata.Enchantment) int {
			return bstd.MarshalByte(bstd.MarshalString(n, b, e.ID), b, e.Level)
		})
	case k.Food != nil:
		n = bstd.MarshalByte(n, b, kindFood)
		n = bstd.MarshalFloat32(n, b, k.Food.Saturation)
	default:
		n = bstd.MarshalByte(n, b, kindBlock)
	}
	return n
}

func (d *decoder) item(n int, b []byte, it *savedata.Item) (int, error) {
	r := reader{b: b, n: n}
	it.Count = get(&r, int8Byte)
	it.Slot = get(&r, bstd.UnmarshalByte)
	it.ID = get(&r, d.str)
	switch get(&r, bstd.UnmarshalByte) {
	case kindBlock:
	case kindTool:
		t := new(savedata.Tool)
		t.Damage = get(&r, bstd.UnmarshalUint16)
		t.Enchantments = getSlice(&r, func(n int, b []byte, e *savedata.Enchantment) (int, error) {
			r := reader{b: b, n: n}
			e.ID = get(&r, d.str)
			e.Level = get(&r, bstd.UnmarshalByte)
			return r.n, r.err
		})
		it.Kind.Tool = t
	case kindFood:
		it.Kind.Food = &savedata.Food{Saturation: get(&r, bstd.UnmarshalFloat32)}
	default:
		if r.err == nil {
			r.err = errKind
		}
	}
	return r.n, r.err
}

var errKind = errors.New("benc: unknown item kind")

func marshalVector3d(n int, b []byte, v savedata.Vector3d) int {
	return bstd.MarshalFloat64(bstd.MarshalFloat64(bstd.MarshalFloat64(n, b, v.X), b, v.Y), b, v.Z)
}

func vector3dAt(n int, b []byte, v *savedata.Vector3d) (int, error) {
	r := reader{b: b, n: n}
	v.X = get(&r, bstd.UnmarshalFloat64)
	v.Y = get(&r, bstd.UnmarshalFloat64)
	v.Z = get(&r, bstd.UnmarshalFloat64)
	return r.n, r.err
}

func marshalUUID(n int, b []byte, u savedata.UUID) int {
	for _, x := range [...]uint32{u.X0, u.X1, u.X2, u.X3} {
		n = bstd.MarshalUint32(n, b, x)
	}
	return n
}

func uuidAt(n int, b []byte, u *savedata.UUID) (int, error) {
	r := reader{b: b, n: n}
	for _, x := range [...]*uint32{&u.X0, &u.X1, &u.X2, &u.X3} {
		*x = get(&r, bstd.UnmarshalUint32)
	}
	return r.n, r.err
}

func sizeEntity(e savedata.Entity) int {
	return bstd.SizeString(e.ID) + 2*vector3dSize + 8 + 4 + 2 + 2 + 3 + 4 + uuidSize +
		sizeOptional(e.CustomName, bstd.SizeString) + 3
}

func marshalEntity(n int, b []byte, e savedata.Entity) int {
	n = bstd.MarshalString(n, b, e.ID)
	n = marshalVector3d(n, b, e.Pos)
	n = marshalVector3d(n, b, e.Motion)
	n = bstd.MarshalFloat32(n, b, e.Rotation.X)
	n = bstd.MarshalFloat32(n, b, e.Rotation.Y)
	n = bstd.MarshalFloat32(n, b, e.FallDistance)
	n = bstd.MarshalUint16(n, b, e.Fire)
	n = bstd.MarshalUint16(n, b, e.Air)
	n = bstd.MarshalBool(n, b, e.OnGround)
	n = bstd.MarshalBool(n, b, e.NoGravity)
	n = bstd.MarshalBool(n, b, e.Invulnerable)
	n = bstd.MarshalInt32(n, b, e.PortalCooldown)
	n = marshalUUID(n, b, e.UUID)
	n = marshalOptional(n, b, e.CustomName, bstd.MarshalString)
	n = bstd.MarshalBool(n, b, e.CustomNameVisible)
	n = bstd.MarshalBool(n, b, e.Silent)
	return bstd.MarshalBool(n, b, e.Glowing)
}

func (d *decoder) entity(n int, b []byte, e *savedata.Entity) (int, error) {
	r := reader{b: b, n: n}
	e.ID = get(&r, d.str)
	getInto(&r, vector3dAt, &e.Pos)
	getInto(&r, vector3dAt, &e.Motion)
	e.Rotation.X = get(&r, bstd.UnmarshalFloat32)
	e.Rotation.Y = get(&r, bstd.UnmarshalFloat32)
	e.FallDistance = get(&r, bstd.UnmarshalFloat32)
	e.Fire = get(&r, bstd.UnmarshalUint16)
	e.Air = get(&r, bstd.UnmarshalUint16)
	e.OnGround = get(&r, bstd.UnmarshalBool)
	e.NoGravity = get(&r, bstd.UnmarshalBool)
	e.Invulnerable = get(&r, bstd.UnmarshalBool)
	e.PortalCooldown = get(&r, bstd.UnmarshalInt32)
	getInto(&r, uuidAt, &e.UUID)
	e.CustomName = getOptional(&r, d.strAt)
	e.CustomNameVisible = get(&r, bstd.UnmarshalBool)
	e.Silent = get(&r, bstd.UnmarshalBool)
	e.Glowing = get(&r, bstd.UnmarshalBool)
	return r.n, r.err
}

func sizeUpdates(v *updates.Updates) int { return bstd.SizeSlice(v.Updates, sizeUpdate) }

func marshalUpdates(n int, b []byte, v *updates.Updates) int {
	return bstd.MarshalSlice(n, b, v.Updates, marshalUpdate)
}

func (d *decoder) updates(n int, b []byte, v *updates.Updates) (int, error) {
	r := reader{b: b, n: n}
	v.Updates = getSlice(&r, d.update)
	return r.n, r.err
}

func sizeUpdate(u updates.Update) int {
	return bstd.SizeSlice(u.Contacts, sizeContact) + bstd.SizeFixedSlice(u.Removed, 4) + 4 + 4 +
		bstd.SizeSlice(u.TerrainUpdates, func(t updates.TerrainUpdate) int { return 2 + bstd.SizeBytes(t.Data) })
}

func marshalUpdate(n int, b []byte, u updates.Update) int {
	n = bstd.MarshalSlice(n, b, u.Contacts, marshalContact)
	n = bstd.MarshalSlice(n, b, u.Removed, bstd.MarshalUint32)
	n = bstd.MarshalUint32(n, b, u.Score)
	n = bstd.MarshalFloat32(n, b, u.WorldRadius)
	return bstd.MarshalSlice(n, b, u.TerrainUpdates, func(n int, b []byte, t updates.TerrainUpdate) int {
		n = bstd.MarshalByte(n, b, byte(t.ChunkID.X))
		n = bstd.MarshalByte(n, b, byte(t.ChunkID.Y))
		return bstd.MarshalBytes(n, b, t.Data)
	})
}

func (d *decoder) update(n int, b []byte, u *updates.Update) (int, error) {
	r := reader{b: b, n: n}
	u.Contacts = getSlice(&r, d.contact)
	if r.err == nil {
		r.n, u.Removed, r.err = bstd.UnmarshalSlice[uint32](r.n, r.b, bstd.UnmarshalUint32)
	}
	u.Score = get(&r, bstd.UnmarshalUint32)
	u.WorldRadius = get(&r, bstd.UnmarshalFloat32)
	u.TerrainUpdates = getSlice(&r, func(n int, b []byte, t *updates.TerrainUpdate) (int, error) {
		r := reader{b: b, n: n}
		t.ChunkID.X = get(&r, int8Byte)
		t.ChunkID.Y = get(&r, int8Byte)
		t.Data = get(&r, d.bytes)
		return r.n, r.err
	})
	return r.n, r.err
}

func sizeContact(c updates.Contact) int {
	return 1 + 4 + sizeOptional(c.EntityType, func(updates.EntityType) int { return 1 }) + 2 + 1 + 2 +
		sizeOptional(c.PlayerID, func(uint16) int { return 2 }) + bstd.SizeFixedSlice(c.Reloads, 1) +
		1 + 2 + 8 + 2 + bstd.SizeFixedSlice(c.TurretAngles, 2)
}

func marshalContact(n int, b []byte, c updates.Contact) int {
	n = bstd.MarshalByte(n, b, c.Damage)
	n = bstd.MarshalUint32(n, b, c.EntityID)
	n = marshalOptional(n, b, c.EntityType, func(n int, b []byte, t updates.EntityType) int { return bstd.MarshalByte(n, b, byte(t)) })
	n = bstd.MarshalUint16(n, b, c.Guidance.Angle)
	n = bstd.MarshalBool(n, b, c.Guidance.Submerge)
	n = bstd.MarshalInt16(n, b, c.Guidance.Velocity)
	n = marshalOptional(n, b, c.PlayerID, bstd.MarshalUint16)
	n = bstd.MarshalSlice(n, b, c.Reloads, bstd.MarshalBool)
	t := &c.Transform
	n = bstd.MarshalByte(n, b, byte(t.Altitude))
	n = bstd.MarshalUint16(n, b, t.Angle)
	n = bstd.MarshalFloat32(n, b, t.Position.X)
	n = bstd.MarshalFloat32(n, b, t.Position.Y)
	n = bstd.MarshalInt16(n, b, t.Velocity)
	return bstd.MarshalSlice(n, b, c.TurretAngles, bstd.MarshalUint16)
}

func (d *decoder) contact(n int, b []byte, c *updates.Contact) (int, error) {
	r := reader{b: b, n: n}
	c.Damage = get(&r, bstd.UnmarshalByte)
	c.EntityID = get(&r, bstd.UnmarshalUint32)
	c.EntityType = getOptional(&r, func(n int, b []byte, t *updates.EntityType) (int, error) {
		n, x, err := bstd.UnmarshalByte(n, b)
		*t = updates.EntityType(x)
		return n, err
	})
	c.Guidance.Angle = get(&r, bstd.UnmarshalUint16)
	c.Guidance.Submerge = get(&r, bstd.UnmarshalBool)
	c.Guidance.Velocity = get(&r, bstd.UnmarshalInt16)
	c.PlayerID = getOptional(&r, func(n int, b []byte, p *uint16) (int, error) {
		var err error
		n, *p, err = bstd.UnmarshalUint16(n, b)
		return n, err
	})
	if r.err == nil {
		r.n, c.Reloads, r.err = bstd.UnmarshalSlice[bool](r.n, r.b, bstd.UnmarshalBool)
	}
	t := &c.Transform
	t.Altitude = get(&r, int8Byte)
	t.Angle = get(&r, bstd.UnmarshalUint16)
	t.Position.X = get(&r, bstd.UnmarshalFloat32)
	t.Position.Y = get(&r, bstd.UnmarshalFloat32)
	t.Velocity = get(&r, bstd.UnmarshalInt16)
	if r.err == nil {
		r.n, c.TurretAngles, r.err = bstd.UnmarshalSlice[uint16](r.n, r.b, bstd.UnmarshalUint16)
	}
	return r.n, r.err
}
