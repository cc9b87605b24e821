package idr

import (
	"github.com/chmike/ditp/idr/low"

	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// savedata and updates by hand from low's primitives: each integer at its
// own width (int64 and uint32 counters as varints), an optional field as a
// presence byte and the value, and the item-kind union as a tag byte (0
// block, 1 tool, 2 food) and the chosen kind. This file sorts after
// idr.go, whose init registers the codec.
func init() {
	support(savedata.Dataset, putSave, getSave, sizeSave)
	support(updates.Dataset, putUpdates, getUpdates, sizeUpdates)
}

// putSlice writes s as a count (0 for nil) and its elements.
func putSlice[T any](e low.Encoder, s []T, put func(low.Encoder, *T) low.Encoder) low.Encoder {
	e = putCount(e, len(s), s == nil)
	for i := range s {
		e = put(e, &s[i])
	}
	return e
}

func getSlice[T any](d low.Decoder, s *[]T, get func(low.Decoder, *T) low.Decoder) low.Decoder {
	d, n, isNil := getCount(d)
	if isNil {
		*s = nil
		return d
	}
	*s = make([]T, n)
	for i := range *s {
		d = get(d, &(*s)[i])
	}
	return d
}

// putOptional writes a presence byte, then *p if p is not nil.
func putOptional[T any](e low.Encoder, p *T, put func(low.Encoder, *T) low.Encoder) low.Encoder {
	e = low.PutBool(e, p != nil)
	if p != nil {
		e = put(e, p)
	}
	return e
}

func getOptional[T any](d low.Decoder, p **T, get func(low.Decoder, *T) low.Decoder) low.Decoder {
	d, ok := low.Bool(d)
	if ok {
		*p = new(T)
		d = get(d, *p)
	}
	return d
}

func putString(e low.Encoder, s *string) low.Encoder { return low.PutString(e, *s) }

func getString(d low.Decoder, s *string) low.Decoder {
	d, *s = low.String(d, maxLen)
	return d
}

func putBool(e low.Encoder, b *bool) low.Encoder { return low.PutBool(e, *b) }

func getBool(d low.Decoder, b *bool) low.Decoder {
	d, *b = low.Bool(d)
	return d
}

func putSave(e low.Encoder, v *savedata.Save) low.Encoder { return putSlice(e, v.Players, putPlayer) }

func getSave(d low.Decoder, v *savedata.Save) low.Decoder { return getSlice(d, &v.Players, getPlayer) }

func putPlayer(e low.Encoder, p *savedata.Player) low.Encoder {
	e = low.PutUint8(e, uint8(p.GameType))
	e = low.PutUint8(e, uint8(p.PreviousGameType))
	e = low.PutVarInt64(e, p.Score)
	e = low.PutString(e, p.Dimension)
	e = low.PutVarUint64(e, uint64(p.SelectedItemSlot))
	e = putSaveItem(e, &p.SelectedItem)
	e = putOptional(e, p.SpawnDimension, putString)
	e = low.PutVarInt64(e, p.SpawnX)
	e = low.PutVarInt64(e, p.SpawnY)
	e = low.PutVarInt64(e, p.SpawnZ)
	e = putOptional(e, p.SpawnForced, putBool)
	e = low.PutUint16(e, p.SleepTimer)
	e = low.PutFloat32(e, p.FoodExhaustionLevel)
	e = low.PutFloat32(e, p.FoodSaturationLevel)
	e = low.PutVarUint64(e, uint64(p.FoodTickTimer))
	e = low.PutVarUint64(e, uint64(p.XpLevel))
	e = low.PutFloat32(e, p.XpP)
	e = low.PutInt32(e, p.XpTotal)
	e = low.PutInt32(e, p.XpSeed)
	e = putSlice(e, p.Inventory, putSaveItem)
	e = putSlice(e, p.EnderItems, putSaveItem)
	a := &p.Abilities
	e = low.PutFloat32(e, a.WalkSpeed)
	e = low.PutFloat32(e, a.FlySpeed)
	for _, b := range [...]bool{a.MayFly, a.Flying, a.Invulnerable, a.MayBuild, a.Instabuild} {
		e = low.PutBool(e, b)
	}
	e = putOptional(e, p.EnteredNetherPosition, putVector3d)
	e = putOptional(e, p.RootVehicle, putVehicle)
	e = putOptional(e, p.ShoulderEntityLeft, putEntity)
	e = putOptional(e, p.ShoulderEntityRight, putEntity)
	e = low.PutBool(e, p.SeenCredits)
	r := &p.RecipeBook
	e = putSlice(e, r.Recipes, putString)
	e = putSlice(e, r.ToBeDisplayed, putString)
	for _, b := range [...]bool{r.IsFilteringCraftable, r.IsGuiOpen, r.IsFurnaceFilteringCraftable, r.IsFurnaceGuiOpen,
		r.IsBlastingFurnaceFilteringCraftable, r.IsBlastingFurnaceGuiOpen, r.IsSmokerFilteringCraftable, r.IsSmokerGuiOpen} {
		e = low.PutBool(e, b)
	}
	return e
}

func getPlayer(d low.Decoder, p *savedata.Player) low.Decoder {
	var g uint8
	d, g = low.Uint8(d)
	p.GameType = savedata.GameType(g)
	d, g = low.Uint8(d)
	p.PreviousGameType = savedata.GameType(g)
	d, p.Score = low.VarInt64(d)
	d, p.Dimension = low.String(d, maxLen)
	d, p.SelectedItemSlot = getUint32(d)
	d = getSaveItem(d, &p.SelectedItem)
	d = getOptional(d, &p.SpawnDimension, getString)
	d, p.SpawnX = low.VarInt64(d)
	d, p.SpawnY = low.VarInt64(d)
	d, p.SpawnZ = low.VarInt64(d)
	d = getOptional(d, &p.SpawnForced, getBool)
	d, p.SleepTimer = low.Uint16(d)
	d, p.FoodExhaustionLevel = low.Float32(d)
	d, p.FoodSaturationLevel = low.Float32(d)
	d, p.FoodTickTimer = getUint32(d)
	d, p.XpLevel = getUint32(d)
	d, p.XpP = low.Float32(d)
	d, p.XpTotal = low.Int32(d)
	d, p.XpSeed = low.Int32(d)
	d = getSlice(d, &p.Inventory, getSaveItem)
	d = getSlice(d, &p.EnderItems, getSaveItem)
	a := &p.Abilities
	d, a.WalkSpeed = low.Float32(d)
	d, a.FlySpeed = low.Float32(d)
	for _, b := range [...]*bool{&a.MayFly, &a.Flying, &a.Invulnerable, &a.MayBuild, &a.Instabuild} {
		d, *b = low.Bool(d)
	}
	d = getOptional(d, &p.EnteredNetherPosition, getVector3d)
	d = getOptional(d, &p.RootVehicle, getVehicle)
	d = getOptional(d, &p.ShoulderEntityLeft, getEntity)
	d = getOptional(d, &p.ShoulderEntityRight, getEntity)
	d, p.SeenCredits = low.Bool(d)
	r := &p.RecipeBook
	d = getSlice(d, &r.Recipes, getString)
	d = getSlice(d, &r.ToBeDisplayed, getString)
	for _, b := range [...]*bool{&r.IsFilteringCraftable, &r.IsGuiOpen, &r.IsFurnaceFilteringCraftable, &r.IsFurnaceGuiOpen,
		&r.IsBlastingFurnaceFilteringCraftable, &r.IsBlastingFurnaceGuiOpen, &r.IsSmokerFilteringCraftable, &r.IsSmokerGuiOpen} {
		d, *b = low.Bool(d)
	}
	return d
}

// getUint32 reads a varint written from a uint32, refusing wider values.
func getUint32(d low.Decoder) (low.Decoder, uint32) {
	d, u := low.VarUint64(d)
	if u > 1<<32-1 {
		panic("uint32 out of range")
	}
	return d, uint32(u)
}

// The item kinds' tags.
const (
	kindBlock = iota
	kindTool
	kindFood
)

func putSaveItem(e low.Encoder, it *savedata.Item) low.Encoder {
	e = low.PutInt8(e, it.Count)
	e = low.PutUint8(e, it.Slot)
	e = low.PutString(e, it.ID)
	switch k := &it.Kind; {
	case k.Tool != nil:
		e = low.PutUint8(e, kindTool)
		e = low.PutUint16(e, k.Tool.Damage)
		e = putSlice(e, k.Tool.Enchantments, func(e low.Encoder, x *savedata.Enchantment) low.Encoder {
			return low.PutUint8(low.PutString(e, x.ID), x.Level)
		})
	case k.Food != nil:
		e = low.PutUint8(e, kindFood)
		e = low.PutFloat32(e, k.Food.Saturation)
	default:
		e = low.PutUint8(e, kindBlock)
	}
	return e
}

func getSaveItem(d low.Decoder, it *savedata.Item) low.Decoder {
	d, it.Count = low.Int8(d)
	d, it.Slot = low.Uint8(d)
	d, it.ID = low.String(d, maxLen)
	d, tag := low.Uint8(d)
	switch tag {
	case kindBlock:
	case kindTool:
		t := new(savedata.Tool)
		d, t.Damage = low.Uint16(d)
		d = getSlice(d, &t.Enchantments, func(d low.Decoder, x *savedata.Enchantment) low.Decoder {
			d, x.ID = low.String(d, maxLen)
			d, x.Level = low.Uint8(d)
			return d
		})
		it.Kind.Tool = t
	case kindFood:
		f := new(savedata.Food)
		d, f.Saturation = low.Float32(d)
		it.Kind.Food = f
	default:
		panic("unknown item kind")
	}
	return d
}

func putVector3d(e low.Encoder, v *savedata.Vector3d) low.Encoder {
	return low.PutFloat64(low.PutFloat64(low.PutFloat64(e, v.X), v.Y), v.Z)
}

func getVector3d(d low.Decoder, v *savedata.Vector3d) low.Decoder {
	d, v.X = low.Float64(d)
	d, v.Y = low.Float64(d)
	d, v.Z = low.Float64(d)
	return d
}

func putUUID(e low.Encoder, u *savedata.UUID) low.Encoder {
	return low.PutUint32(low.PutUint32(low.PutUint32(low.PutUint32(e, u.X0), u.X1), u.X2), u.X3)
}

func getUUID(d low.Decoder, u *savedata.UUID) low.Decoder {
	d, u.X0 = low.Uint32(d)
	d, u.X1 = low.Uint32(d)
	d, u.X2 = low.Uint32(d)
	d, u.X3 = low.Uint32(d)
	return d
}

func putVehicle(e low.Encoder, v *savedata.Vehicle) low.Encoder {
	return putEntity(putUUID(e, &v.UUID), &v.Entity)
}

func getVehicle(d low.Decoder, v *savedata.Vehicle) low.Decoder {
	return getEntity(getUUID(d, &v.UUID), &v.Entity)
}

func putEntity(e low.Encoder, x *savedata.Entity) low.Encoder {
	e = low.PutString(e, x.ID)
	e = putVector3d(e, &x.Pos)
	e = putVector3d(e, &x.Motion)
	e = low.PutFloat32(e, x.Rotation.X)
	e = low.PutFloat32(e, x.Rotation.Y)
	e = low.PutFloat32(e, x.FallDistance)
	e = low.PutUint16(e, x.Fire)
	e = low.PutUint16(e, x.Air)
	e = low.PutBool(e, x.OnGround)
	e = low.PutBool(e, x.NoGravity)
	e = low.PutBool(e, x.Invulnerable)
	e = low.PutInt32(e, x.PortalCooldown)
	e = putUUID(e, &x.UUID)
	e = putOptional(e, x.CustomName, putString)
	e = low.PutBool(e, x.CustomNameVisible)
	e = low.PutBool(e, x.Silent)
	return low.PutBool(e, x.Glowing)
}

func getEntity(d low.Decoder, x *savedata.Entity) low.Decoder {
	d, x.ID = low.String(d, maxLen)
	d = getVector3d(d, &x.Pos)
	d = getVector3d(d, &x.Motion)
	d, x.Rotation.X = low.Float32(d)
	d, x.Rotation.Y = low.Float32(d)
	d, x.FallDistance = low.Float32(d)
	d, x.Fire = low.Uint16(d)
	d, x.Air = low.Uint16(d)
	d, x.OnGround = low.Bool(d)
	d, x.NoGravity = low.Bool(d)
	d, x.Invulnerable = low.Bool(d)
	d, x.PortalCooldown = low.Int32(d)
	d = getUUID(d, &x.UUID)
	d = getOptional(d, &x.CustomName, getString)
	d, x.CustomNameVisible = low.Bool(d)
	d, x.Silent = low.Bool(d)
	d, x.Glowing = low.Bool(d)
	return d
}

func putUpdates(e low.Encoder, v *updates.Updates) low.Encoder {
	return putSlice(e, v.Updates, putUpdate)
}

func getUpdates(d low.Decoder, v *updates.Updates) low.Decoder {
	return getSlice(d, &v.Updates, getUpdate)
}

func putUpdate(e low.Encoder, u *updates.Update) low.Encoder {
	e = putSlice(e, u.Contacts, putContact)
	e = putSlice(e, u.Removed, func(e low.Encoder, x *uint32) low.Encoder { return low.PutUint32(e, *x) })
	e = low.PutVarUint64(e, uint64(u.Score))
	e = low.PutFloat32(e, u.WorldRadius)
	return putSlice(e, u.TerrainUpdates, func(e low.Encoder, t *updates.TerrainUpdate) low.Encoder {
		e = low.PutInt8(low.PutInt8(e, t.ChunkID.X), t.ChunkID.Y)
		e = putCount(e, len(t.Data), t.Data == nil)
		return low.PutBytes(e, t.Data...)
	})
}

func getUpdate(d low.Decoder, u *updates.Update) low.Decoder {
	d = getSlice(d, &u.Contacts, getContact)
	d = getSlice(d, &u.Removed, func(d low.Decoder, x *uint32) low.Decoder {
		d, *x = low.Uint32(d)
		return d
	})
	d, u.Score = getUint32(d)
	d, u.WorldRadius = low.Float32(d)
	return getSlice(d, &u.TerrainUpdates, func(d low.Decoder, t *updates.TerrainUpdate) low.Decoder {
		d, t.ChunkID.X = low.Int8(d)
		d, t.ChunkID.Y = low.Int8(d)
		d, n, isNil := getCount(d)
		if !isNil {
			d, t.Data = low.Bytes(d, n) // aliases the input, as the package's decoded []byte do
		}
		return d
	})
}

func putContact(e low.Encoder, c *updates.Contact) low.Encoder {
	e = low.PutUint8(e, c.Damage)
	e = low.PutUint32(e, c.EntityID)
	e = putOptional(e, c.EntityType, func(e low.Encoder, t *updates.EntityType) low.Encoder { return low.PutUint8(e, uint8(*t)) })
	e = low.PutUint16(e, c.Guidance.Angle)
	e = low.PutBool(e, c.Guidance.Submerge)
	e = low.PutInt16(e, c.Guidance.Velocity)
	e = putOptional(e, c.PlayerID, func(e low.Encoder, p *uint16) low.Encoder { return low.PutUint16(e, *p) })
	e = putSlice(e, c.Reloads, putBool)
	t := &c.Transform
	e = low.PutInt8(e, t.Altitude)
	e = low.PutUint16(e, t.Angle)
	e = low.PutFloat32(e, t.Position.X)
	e = low.PutFloat32(e, t.Position.Y)
	e = low.PutInt16(e, t.Velocity)
	return putSlice(e, c.TurretAngles, func(e low.Encoder, a *uint16) low.Encoder { return low.PutUint16(e, *a) })
}

func getContact(d low.Decoder, c *updates.Contact) low.Decoder {
	d, c.Damage = low.Uint8(d)
	d, c.EntityID = low.Uint32(d)
	d = getOptional(d, &c.EntityType, func(d low.Decoder, t *updates.EntityType) low.Decoder {
		d, x := low.Uint8(d)
		*t = updates.EntityType(x)
		return d
	})
	d, c.Guidance.Angle = low.Uint16(d)
	d, c.Guidance.Submerge = low.Bool(d)
	d, c.Guidance.Velocity = low.Int16(d)
	d = getOptional(d, &c.PlayerID, func(d low.Decoder, p *uint16) low.Decoder {
		d, *p = low.Uint16(d)
		return d
	})
	d = getSlice(d, &c.Reloads, getBool)
	t := &c.Transform
	d, t.Altitude = low.Int8(d)
	d, t.Angle = low.Uint16(d)
	d, t.Position.X = low.Float32(d)
	d, t.Position.Y = low.Float32(d)
	d, t.Velocity = low.Int16(d)
	return getSlice(d, &c.TurretAngles, func(d low.Decoder, a *uint16) low.Decoder {
		d, *a = low.Uint16(d)
		return d
	})
}
