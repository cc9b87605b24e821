package easyproto

import (
	"github.com/VictoriaMetrics/easyproto"

	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

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

func decodeUpdates(src []byte, v *updates.Updates, r reader) (err error) {
	var fc easyproto.FieldContext
	for len(src) > 0 {
		if src, err = fc.NextField(src); err != nil {
			return err
		}
		if fc.FieldNum == 1 {
			v.Updates = append(v.Updates, updates.Update{})
			if err = nested(&fc, "Updates", &v.Updates[len(v.Updates)-1], r, decodeUpdate); err != nil {
				return err
			}
		}
	}
	return nil
}

func decodeUpdate(src []byte, u *updates.Update, r reader) error {
	return fields(src, "Update", func(fc *easyproto.FieldContext) (ok bool, err error) {
		ok = true
		switch fc.FieldNum {
		case 1:
			u.Contacts = append(u.Contacts, updates.Contact{})
			err = nested(fc, "Update", &u.Contacts[len(u.Contacts)-1], r, decodeContact)
		case 2:
			u.Removed, ok = fc.UnpackUint32s(u.Removed)
		case 3:
			u.Score, ok = fc.Uint32()
		case 4:
			u.WorldRadius, ok = fc.Float()
		case 5:
			u.TerrainUpdates = append(u.TerrainUpdates, updates.TerrainUpdate{})
			err = nested(fc, "Update", &u.TerrainUpdates[len(u.TerrainUpdates)-1], r, decodeTerrainUpdate)
		}
		return ok, err
	})
}

func decodeContact(src []byte, c *updates.Contact, r reader) error {
	return fields(src, "Contact", func(fc *easyproto.FieldContext) (ok bool, err error) {
		ok = true
		switch fc.FieldNum {
		case 1:
			var n uint32
			n, ok = fc.Uint32()
			c.Damage = uint8(n)
		case 2:
			c.EntityID, ok = fc.Uint32()
		case 3:
			var n int32
			if n, ok = fc.Enum(); ok {
				e := updates.EntityType(n)
				c.EntityType = &e
			}
		case 4:
			err = nested(fc, "Contact", &c.Guidance, r, decodeGuidance)
		case 5:
			var n uint32
			if n, ok = fc.Uint32(); ok {
				p := uint16(n)
				c.PlayerID = &p
			}
		case 6:
			c.Reloads, ok = fc.UnpackBools(c.Reloads)
		case 7:
			err = nested(fc, "Contact", &c.Transform, r, decodeTransform)
		case 8:
			var tmp [16]uint32
			var angles []uint32
			if angles, ok = fc.UnpackUint32s(tmp[:0]); ok {
				for _, a := range angles {
					c.TurretAngles = append(c.TurretAngles, uint16(a))
				}
			}
		}
		return ok, err
	})
}

func decodeGuidance(src []byte, g *updates.Guidance, _ reader) error {
	return fields(src, "Guidance", func(fc *easyproto.FieldContext) (ok bool, err error) {
		ok = true
		switch fc.FieldNum {
		case 1:
			var n uint32
			n, ok = fc.Uint32()
			g.Angle = uint16(n)
		case 2:
			g.Submerge, ok = fc.Bool()
		case 3:
			var n int32
			n, ok = fc.Sint32()
			g.Velocity = int16(n)
		}
		return ok, err
	})
}

func decodeTransform(src []byte, t *updates.Transform, r reader) error {
	return fields(src, "Transform", func(fc *easyproto.FieldContext) (ok bool, err error) {
		ok = true
		switch fc.FieldNum {
		case 1:
			var n int32
			n, ok = fc.Sint32()
			t.Altitude = int8(n)
		case 2:
			var n uint32
			n, ok = fc.Uint32()
			t.Angle = uint16(n)
		case 3:
			err = nested(fc, "Transform", &t.Position, r, decodeUpdatesVector2f)
		case 4:
			var n int32
			n, ok = fc.Sint32()
			t.Velocity = int16(n)
		}
		return ok, err
	})
}

// decodeUpdatesVector2f reads updates' Vector2f, whose fields are
// savedata's: the same message.
func decodeUpdatesVector2f(src []byte, v *updates.Vector2f, r reader) error {
	return decodeVector2f(src, (*savedata.Vector2f)(v), r)
}

func decodeTerrainUpdate(src []byte, t *updates.TerrainUpdate, r reader) error {
	return fields(src, "TerrainUpdate", func(fc *easyproto.FieldContext) (ok bool, err error) {
		ok = true
		switch fc.FieldNum {
		case 1:
			err = nested(fc, "TerrainUpdate", &t.ChunkID, r, decodeChunkID)
		case 2:
			t.Data, ok = r.bytes(fc)
		}
		return ok, err
	})
}

func decodeChunkID(src []byte, c *updates.ChunkID, _ reader) error {
	return fields(src, "ChunkId", func(fc *easyproto.FieldContext) (ok bool, err error) {
		ok = true
		switch fc.FieldNum {
		case 1:
			var n int32
			n, ok = fc.Sint32()
			c.X = int8(n)
		case 2:
			var n int32
			n, ok = fc.Sint32()
			c.Y = int8(n)
		}
		return ok, err
	})
}
