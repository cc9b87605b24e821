package easyproto

import (
	"github.com/VictoriaMetrics/easyproto"

	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The savedata and updates datasets as collections.proto's Save and
// Updates: small ints widened to uint32, int8 and int16 as sint32, enums
// as their numbers, *T as optional or message fields (written whenever
// set), savedata's item kind as a oneof (neither set: a block). Decoding
// narrows each widened int back to the dataset's type.
func init() {
	support(savedata.Dataset, encodeSave, decodeSave)
	support(updates.Dataset, encodeUpdates, decodeUpdates)
}

func encodeSave(mm *easyproto.MessageMarshaler, v *savedata.Save) error {
	for i := range v.Players {
		encodePlayer(mm.AppendMessage(1), &v.Players[i])
	}
	return nil
}

func encodePlayer(mm *easyproto.MessageMarshaler, p *savedata.Player) {
	appendInt32(mm, 1, int32(p.GameType))
	appendInt32(mm, 2, int32(p.PreviousGameType))
	appendInt64(mm, 3, p.Score)
	appendString(mm, 4, p.Dimension)
	appendUint32(mm, 5, p.SelectedItemSlot)
	encodeSaveItem(mm.AppendMessage(6), &p.SelectedItem)
	if p.SpawnDimension != nil {
		mm.AppendString(7, *p.SpawnDimension)
	}
	appendInt64(mm, 8, p.SpawnX)
	appendInt64(mm, 9, p.SpawnY)
	appendInt64(mm, 10, p.SpawnZ)
	if p.SpawnForced != nil {
		mm.AppendBool(11, *p.SpawnForced)
	}
	appendUint32(mm, 12, uint32(p.SleepTimer))
	appendFloat(mm, 13, p.FoodExhaustionLevel)
	appendFloat(mm, 14, p.FoodSaturationLevel)
	appendUint32(mm, 15, p.FoodTickTimer)
	appendUint32(mm, 16, p.XpLevel)
	appendFloat(mm, 17, p.XpP)
	appendInt32(mm, 18, p.XpTotal)
	appendInt32(mm, 19, p.XpSeed)
	for i := range p.Inventory {
		encodeSaveItem(mm.AppendMessage(20), &p.Inventory[i])
	}
	for i := range p.EnderItems {
		encodeSaveItem(mm.AppendMessage(21), &p.EnderItems[i])
	}
	a, am := &p.Abilities, mm.AppendMessage(22)
	appendFloat(am, 1, a.WalkSpeed)
	appendFloat(am, 2, a.FlySpeed)
	appendBool(am, 3, a.MayFly)
	appendBool(am, 4, a.Flying)
	appendBool(am, 5, a.Invulnerable)
	appendBool(am, 6, a.MayBuild)
	appendBool(am, 7, a.Instabuild)
	if n := p.EnteredNetherPosition; n != nil {
		encodeVector3d(mm.AppendMessage(23), n)
	}
	if v := p.RootVehicle; v != nil {
		vm := mm.AppendMessage(24)
		encodeUUID(vm.AppendMessage(1), &v.UUID)
		encodeEntity(vm.AppendMessage(2), &v.Entity)
	}
	if e := p.ShoulderEntityLeft; e != nil {
		encodeEntity(mm.AppendMessage(25), e)
	}
	if e := p.ShoulderEntityRight; e != nil {
		encodeEntity(mm.AppendMessage(26), e)
	}
	appendBool(mm, 27, p.SeenCredits)
	rb, rm := &p.RecipeBook, mm.AppendMessage(28)
	appendStrings(rm, 1, rb.Recipes)
	appendStrings(rm, 2, rb.ToBeDisplayed)
	appendBool(rm, 3, rb.IsFilteringCraftable)
	appendBool(rm, 4, rb.IsGuiOpen)
	appendBool(rm, 5, rb.IsFurnaceFilteringCraftable)
	appendBool(rm, 6, rb.IsFurnaceGuiOpen)
	appendBool(rm, 7, rb.IsBlastingFurnaceFilteringCraftable)
	appendBool(rm, 8, rb.IsBlastingFurnaceGuiOpen)
	appendBool(rm, 9, rb.IsSmokerFilteringCraftable)
	appendBool(rm, 10, rb.IsSmokerGuiOpen)
}

// encodeSaveItem writes an item; its kind is the tool (4) or the food (5)
// member of a oneof, the tool if both were set.
func encodeSaveItem(mm *easyproto.MessageMarshaler, it *savedata.Item) {
	appendSint32(mm, 1, int32(it.Count))
	appendUint32(mm, 2, uint32(it.Slot))
	appendString(mm, 3, it.ID)
	switch k := &it.Kind; {
	case k.Tool != nil:
		tm := mm.AppendMessage(4)
		appendUint32(tm, 1, uint32(k.Tool.Damage))
		for i := range k.Tool.Enchantments {
			e, em := &k.Tool.Enchantments[i], tm.AppendMessage(2)
			appendString(em, 1, e.ID)
			appendUint32(em, 2, uint32(e.Level))
		}
	case k.Food != nil:
		appendFloat(mm.AppendMessage(5), 1, k.Food.Saturation)
	}
}

func encodeVector3d(mm *easyproto.MessageMarshaler, v *savedata.Vector3d) {
	appendDouble(mm, 1, v.X)
	appendDouble(mm, 2, v.Y)
	appendDouble(mm, 3, v.Z)
}

func encodeUUID(mm *easyproto.MessageMarshaler, u *savedata.UUID) {
	appendUint32(mm, 1, u.X0)
	appendUint32(mm, 2, u.X1)
	appendUint32(mm, 3, u.X2)
	appendUint32(mm, 4, u.X3)
}

func encodeEntity(mm *easyproto.MessageMarshaler, e *savedata.Entity) {
	appendString(mm, 1, e.ID)
	encodeVector3d(mm.AppendMessage(2), &e.Pos)
	encodeVector3d(mm.AppendMessage(3), &e.Motion)
	rm := mm.AppendMessage(4)
	appendFloat(rm, 1, e.Rotation.X)
	appendFloat(rm, 2, e.Rotation.Y)
	appendFloat(mm, 5, e.FallDistance)
	appendUint32(mm, 6, uint32(e.Fire))
	appendUint32(mm, 7, uint32(e.Air))
	appendBool(mm, 8, e.OnGround)
	appendBool(mm, 9, e.NoGravity)
	appendBool(mm, 10, e.Invulnerable)
	appendInt32(mm, 11, e.PortalCooldown)
	encodeUUID(mm.AppendMessage(12), &e.UUID)
	if e.CustomName != nil {
		mm.AppendString(13, *e.CustomName)
	}
	appendBool(mm, 14, e.CustomNameVisible)
	appendBool(mm, 15, e.Silent)
	appendBool(mm, 16, e.Glowing)
}

func decodeVector3d(src []byte, v *savedata.Vector3d, _ reader) (err error) {
	var fc easyproto.FieldContext
	for len(src) > 0 {
		if src, err = fc.NextField(src); err != nil {
			return err
		}
		var p *float64
		switch fc.FieldNum {
		case 1:
			p = &v.X
		case 2:
			p = &v.Y
		case 3:
			p = &v.Z
		default:
			continue
		}
		f, ok := fc.Double()
		if !ok {
			return badField("Vector3d", &fc)
		}
		*p = f
	}
	return nil
}

func decodeVector2f(src []byte, v *savedata.Vector2f, _ reader) error {
	return decodeFloats(src, "Vector2f", &v.X, &v.Y)
}

func decodeUUID(src []byte, u *savedata.UUID, _ reader) error {
	return decodeUint32s(src, "Uuid", &u.X0, &u.X1, &u.X2, &u.X3)
}

func encodeUpdates(mm *easyproto.MessageMarshaler, v *updates.Updates) error {
	for i := range v.Updates {
		u, um := &v.Updates[i], mm.AppendMessage(1)
		for j := range u.Contacts {
			encodeContact(um.AppendMessage(1), &u.Contacts[j])
		}
		if len(u.Removed) != 0 {
			um.AppendUint32s(2, u.Removed)
		}
		appendUint32(um, 3, u.Score)
		appendFloat(um, 4, u.WorldRadius)
		for j := range u.TerrainUpdates {
			t, tm := &u.TerrainUpdates[j], um.AppendMessage(5)
			cm := tm.AppendMessage(1)
			appendSint32(cm, 1, int32(t.ChunkID.X))
			appendSint32(cm, 2, int32(t.ChunkID.Y))
			appendBytes(tm, 2, t.Data)
		}
	}
	return nil
}

// encodeContact writes a contact; its uint16 turret angles go through a
// uint32 copy on the stack for AppendUint32s, which copies them at once.
func encodeContact(mm *easyproto.MessageMarshaler, c *updates.Contact) {
	appendUint32(mm, 1, uint32(c.Damage))
	appendUint32(mm, 2, c.EntityID)
	if c.EntityType != nil {
		mm.AppendInt32(3, int32(*c.EntityType))
	}
	g, gm := &c.Guidance, mm.AppendMessage(4)
	appendUint32(gm, 1, uint32(g.Angle))
	appendBool(gm, 2, g.Submerge)
	appendSint32(gm, 3, int32(g.Velocity))
	if c.PlayerID != nil {
		mm.AppendUint32(5, uint32(*c.PlayerID))
	}
	if len(c.Reloads) != 0 {
		mm.AppendBools(6, c.Reloads)
	}
	t, tm := &c.Transform, mm.AppendMessage(7)
	appendSint32(tm, 1, int32(t.Altitude))
	appendUint32(tm, 2, uint32(t.Angle))
	pm := tm.AppendMessage(3)
	appendFloat(pm, 1, t.Position.X)
	appendFloat(pm, 2, t.Position.Y)
	appendSint32(tm, 4, int32(t.Velocity))
	if len(c.TurretAngles) != 0 {
		var tmp [16]uint32
		angles := tmp[:0]
		for _, a := range c.TurretAngles {
			angles = append(angles, uint32(a))
		}
		mm.AppendUint32s(8, angles)
	}
}

// decodeUpdatesVector2f reads updates' Vector2f, whose fields are
// savedata's: the same message.
func decodeUpdatesVector2f(src []byte, v *updates.Vector2f, r reader) error {
	return decodeVector2f(src, (*savedata.Vector2f)(v), r)
}
