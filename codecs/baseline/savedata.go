package baseline

import (
	"encoding/binary"
	"math"

	"github.com/serbench/serbench/datasets/savedata"
)

func init() { support(savedata.Dataset, 512<<10, encodeSave, decodeSave) }

// appendSlice writes length+1, so that 0 stands for nil, then each element.
func appendSlice[E any](b []byte, s []E, enc func([]byte, *E) []byte) []byte {
	if s == nil {
		return append(b, 0)
	}
	b = binary.AppendUvarint(b, uint64(len(s))+1)
	for i := range s {
		b = enc(b, &s[i])
	}
	return b
}

// readSlice reads what appendSlice wrote.
func readSlice[E any](r *reader, dec func(*reader, *E)) []E {
	n := r.uvarint()
	if n == 0 || r.err != nil {
		return nil
	}
	if n-1 > uint64(len(r.b)) { // every element takes at least a byte
		r.fail()
		return nil
	}
	s := make([]E, n-1)
	for i := range s {
		dec(r, &s[i])
	}
	return s
}

// appendOptional writes a presence byte, then *v if it is set.
func appendOptional[E any](b []byte, v *E, enc func([]byte, *E) []byte) []byte {
	if v == nil {
		return append(b, 0)
	}
	return enc(append(b, 1), v)
}

// readOptional reads what appendOptional wrote.
func readOptional[E any](r *reader, dec func(*reader, *E)) *E {
	if !r.bool() {
		return nil
	}
	v := new(E)
	dec(r, v)
	return v
}

func appendFloat32(b []byte, f float32) []byte {
	return binary.LittleEndian.AppendUint32(b, math.Float32bits(f))
}

func (r *reader) float32() float32 {
	b := r.take(4)
	if len(b) < 4 {
		return 0
	}
	return math.Float32frombits(binary.LittleEndian.Uint32(b))
}

func (r *reader) byte() byte {
	b := r.take(1)
	if len(b) < 1 {
		return 0
	}
	return b[0]
}

func appendStringPtr(b []byte, s *string) []byte {
	return appendOptional(b, s, func(b []byte, s *string) []byte { return appendString(b, *s) })
}

func readStringPtr(r *reader) *string {
	return readOptional(r, func(r *reader, s *string) { *s = r.string() })
}

func encodeSave(b []byte, v *savedata.Save) []byte {
	return appendSlice(b, v.Players, encodePlayer)
}

func decodeSave(r *reader, v *savedata.Save) { v.Players = readSlice(r, decodePlayer) }

func encodePlayer(b []byte, p *savedata.Player) []byte {
	b = append(b, byte(p.GameType), byte(p.PreviousGameType))
	b = binary.AppendVarint(b, p.Score)
	b = appendString(b, p.Dimension)
	b = binary.AppendUvarint(b, uint64(p.SelectedItemSlot))
	b = encodeSaveItem(b, &p.SelectedItem)
	b = appendStringPtr(b, p.SpawnDimension)
	b = binary.AppendVarint(b, p.SpawnX)
	b = binary.AppendVarint(b, p.SpawnY)
	b = binary.AppendVarint(b, p.SpawnZ)
	b = appendOptional(b, p.SpawnForced, func(b []byte, f *bool) []byte { return appendBool(b, *f) })
	b = binary.AppendUvarint(b, uint64(p.SleepTimer))
	b = appendFloat32(b, p.FoodExhaustionLevel)
	b = appendFloat32(b, p.FoodSaturationLevel)
	b = binary.AppendUvarint(b, uint64(p.FoodTickTimer))
	b = binary.AppendUvarint(b, uint64(p.XpLevel))
	b = appendFloat32(b, p.XpP)
	b = binary.AppendVarint(b, int64(p.XpTotal))
	b = binary.AppendVarint(b, int64(p.XpSeed))
	b = appendSlice(b, p.Inventory, encodeSaveItem)
	b = appendSlice(b, p.EnderItems, encodeSaveItem)
	a := &p.Abilities
	b = appendFloat32(b, a.WalkSpeed)
	b = appendFloat32(b, a.FlySpeed)
	b = append(b, bits(a.MayFly, a.Flying, a.Invulnerable, a.MayBuild, a.Instabuild))
	b = appendOptional(b, p.EnteredNetherPosition, encodeVector3d)
	b = appendOptional(b, p.RootVehicle, func(b []byte, v *savedata.Vehicle) []byte {
		return encodeEntity(encodeUUID(b, &v.UUID), &v.Entity)
	})
	b = appendOptional(b, p.ShoulderEntityLeft, encodeEntity)
	b = appendOptional(b, p.ShoulderEntityRight, encodeEntity)
	b = appendBool(b, p.SeenCredits)
	k := &p.RecipeBook
	b = appendStrings(b, k.Recipes)
	b = appendStrings(b, k.ToBeDisplayed)
	return append(b, bits(k.IsFilteringCraftable, k.IsGuiOpen, k.IsFurnaceFilteringCraftable, k.IsFurnaceGuiOpen,
		k.IsBlastingFurnaceFilteringCraftable, k.IsBlastingFurnaceGuiOpen, k.IsSmokerFilteringCraftable, k.IsSmokerGuiOpen))
}

func decodePlayer(r *reader, p *savedata.Player) {
	p.GameType = savedata.GameType(r.byte())
	p.PreviousGameType = savedata.GameType(r.byte())
	p.Score = r.varint()
	p.Dimension = r.string()
	p.SelectedItemSlot = uint32(r.uvarint())
	decodeSaveItem(r, &p.SelectedItem)
	p.SpawnDimension = readStringPtr(r)
	p.SpawnX = r.varint()
	p.SpawnY = r.varint()
	p.SpawnZ = r.varint()
	p.SpawnForced = readOptional(r, func(r *reader, f *bool) { *f = r.bool() })
	p.SleepTimer = uint16(r.uvarint())
	p.FoodExhaustionLevel = r.float32()
	p.FoodSaturationLevel = r.float32()
	p.FoodTickTimer = uint32(r.uvarint())
	p.XpLevel = uint32(r.uvarint())
	p.XpP = r.float32()
	p.XpTotal = int32(r.varint())
	p.XpSeed = int32(r.varint())
	p.Inventory = readSlice(r, decodeSaveItem)
	p.EnderItems = readSlice(r, decodeSaveItem)
	a := &p.Abilities
	a.WalkSpeed = r.float32()
	a.FlySpeed = r.float32()
	unbits(r.byte(), &a.MayFly, &a.Flying, &a.Invulnerable, &a.MayBuild, &a.Instabuild)
	p.EnteredNetherPosition = readOptional(r, decodeVector3d)
	p.RootVehicle = readOptional(r, func(r *reader, v *savedata.Vehicle) {
		decodeUUID(r, &v.UUID)
		decodeEntity(r, &v.Entity)
	})
	p.ShoulderEntityLeft = readOptional(r, decodeEntity)
	p.ShoulderEntityRight = readOptional(r, decodeEntity)
	p.SeenCredits = r.bool()
	k := &p.RecipeBook
	k.Recipes = r.strings()
	k.ToBeDisplayed = r.strings()
	unbits(r.byte(), &k.IsFilteringCraftable, &k.IsGuiOpen, &k.IsFurnaceFilteringCraftable, &k.IsFurnaceGuiOpen,
		&k.IsBlastingFurnaceFilteringCraftable, &k.IsBlastingFurnaceGuiOpen, &k.IsSmokerFilteringCraftable, &k.IsSmokerGuiOpen)
}

// An item's kind is a tag byte (0 block, 1 tool, 2 food) and the chosen
// case's fields.
func encodeSaveItem(b []byte, it *savedata.Item) []byte {
	b = append(b, byte(it.Count), it.Slot)
	b = appendString(b, it.ID)
	switch k := &it.Kind; {
	case k.Tool != nil:
		b = append(b, 1)
		b = binary.AppendUvarint(b, uint64(k.Tool.Damage))
		return appendSlice(b, k.Tool.Enchantments, func(b []byte, e *savedata.Enchantment) []byte {
			return append(appendString(b, e.ID), e.Level)
		})
	case k.Food != nil:
		return appendFloat32(append(b, 2), k.Food.Saturation)
	}
	return append(b, 0)
}

func decodeSaveItem(r *reader, it *savedata.Item) {
	it.Count = int8(r.byte())
	it.Slot = r.byte()
	it.ID = r.string()
	switch r.byte() {
	case 0:
	case 1:
		t := &savedata.Tool{Damage: uint16(r.uvarint())}
		t.Enchantments = readSlice(r, func(r *reader, e *savedata.Enchantment) {
			e.ID = r.string()
			e.Level = r.byte()
		})
		it.Kind.Tool = t
	case 2:
		it.Kind.Food = &savedata.Food{Saturation: r.float32()}
	default:
		r.fail()
	}
}

func encodeVector3d(b []byte, v *savedata.Vector3d) []byte {
	return appendFloat64(appendFloat64(appendFloat64(b, v.X), v.Y), v.Z)
}

func decodeVector3d(r *reader, v *savedata.Vector3d) {
	v.X, v.Y, v.Z = r.float64(), r.float64(), r.float64()
}

func encodeUUID(b []byte, u *savedata.UUID) []byte {
	for _, x := range [4]uint32{u.X0, u.X1, u.X2, u.X3} {
		b = binary.LittleEndian.AppendUint32(b, x)
	}
	return b
}

func decodeUUID(r *reader, u *savedata.UUID) {
	for _, x := range [4]*uint32{&u.X0, &u.X1, &u.X2, &u.X3} {
		if w := r.take(4); len(w) == 4 {
			*x = binary.LittleEndian.Uint32(w)
		}
	}
}

func encodeEntity(b []byte, e *savedata.Entity) []byte {
	b = appendString(b, e.ID)
	b = encodeVector3d(b, &e.Pos)
	b = encodeVector3d(b, &e.Motion)
	b = appendFloat32(appendFloat32(b, e.Rotation.X), e.Rotation.Y)
	b = appendFloat32(b, e.FallDistance)
	b = binary.AppendUvarint(b, uint64(e.Fire))
	b = binary.AppendUvarint(b, uint64(e.Air))
	b = binary.AppendVarint(b, int64(e.PortalCooldown))
	b = encodeUUID(b, &e.UUID)
	b = appendStringPtr(b, e.CustomName)
	return append(b, bits(e.OnGround, e.NoGravity, e.Invulnerable, e.CustomNameVisible, e.Silent, e.Glowing))
}

func decodeEntity(r *reader, e *savedata.Entity) {
	e.ID = r.string()
	decodeVector3d(r, &e.Pos)
	decodeVector3d(r, &e.Motion)
	e.Rotation.X, e.Rotation.Y = r.float32(), r.float32()
	e.FallDistance = r.float32()
	e.Fire = uint16(r.uvarint())
	e.Air = uint16(r.uvarint())
	e.PortalCooldown = int32(r.varint())
	decodeUUID(r, &e.UUID)
	e.CustomName = readStringPtr(r)
	unbits(r.byte(), &e.OnGround, &e.NoGravity, &e.Invulnerable, &e.CustomNameVisible, &e.Silent, &e.Glowing)
}

// bits packs up to eight flags into a byte, the first in the lowest bit.
func bits(flags ...bool) byte {
	var x byte
	for i, f := range flags {
		if f {
			x |= 1 << i
		}
	}
	return x
}

// unbits sets flags from what bits packed.
func unbits(x byte, flags ...*bool) {
	for i, f := range flags {
		*f = x&(1<<i) != 0
	}
}
