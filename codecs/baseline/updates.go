package baseline

import (
	"encoding/binary"

	"github.com/serbench/serbench/datasets/updates"
)

func init() { support(updates.Dataset, 1<<20, encodeUpdates, decodeUpdates) }

func encodeUpdates(b []byte, v *updates.Updates) []byte {
	return appendSlice(b, v.Updates, encodeUpdate)
}

func decodeUpdates(r *reader, v *updates.Updates) { v.Updates = readSlice(r, decodeUpdate) }

func encodeUpdate(b []byte, u *updates.Update) []byte {
	b = appendSlice(b, u.Contacts, encodeContact)
	b = appendSlice(b, u.Removed, func(b []byte, id *uint32) []byte { return binary.AppendUvarint(b, uint64(*id)) })
	b = binary.AppendUvarint(b, uint64(u.Score))
	b = appendFloat32(b, u.WorldRadius)
	return appendSlice(b, u.TerrainUpdates, func(b []byte, t *updates.TerrainUpdate) []byte {
		return appendBytes(append(b, byte(t.ChunkID.X), byte(t.ChunkID.Y)), t.Data)
	})
}

func decodeUpdate(r *reader, u *updates.Update) {
	u.Contacts = readSlice(r, decodeContact)
	u.Removed = readSlice(r, func(r *reader, id *uint32) { *id = uint32(r.uvarint()) })
	u.Score = uint32(r.uvarint())
	u.WorldRadius = r.float32()
	u.TerrainUpdates = readSlice(r, func(r *reader, t *updates.TerrainUpdate) {
		t.ChunkID.X, t.ChunkID.Y = int8(r.byte()), int8(r.byte())
		t.Data = r.bytes()
	})
}

func encodeContact(b []byte, c *updates.Contact) []byte {
	b = append(b, c.Damage)
	b = binary.AppendUvarint(b, uint64(c.EntityID))
	b = appendOptional(b, c.EntityType, func(b []byte, t *updates.EntityType) []byte { return append(b, byte(*t)) })
	g := &c.Guidance
	b = binary.AppendUvarint(b, uint64(g.Angle))
	b = appendBool(b, g.Submerge)
	b = binary.AppendVarint(b, int64(g.Velocity))
	b = appendOptional(b, c.PlayerID, func(b []byte, id *uint16) []byte { return binary.AppendUvarint(b, uint64(*id)) })
	b = appendSlice(b, c.Reloads, func(b []byte, f *bool) []byte { return appendBool(b, *f) })
	t := &c.Transform
	b = append(b, byte(t.Altitude))
	b = binary.AppendUvarint(b, uint64(t.Angle))
	b = appendFloat32(appendFloat32(b, t.Position.X), t.Position.Y)
	b = binary.AppendVarint(b, int64(t.Velocity))
	return appendSlice(b, c.TurretAngles, func(b []byte, a *uint16) []byte { return binary.AppendUvarint(b, uint64(*a)) })
}

func decodeContact(r *reader, c *updates.Contact) {
	c.Damage = r.byte()
	c.EntityID = uint32(r.uvarint())
	c.EntityType = readOptional(r, func(r *reader, t *updates.EntityType) { *t = updates.EntityType(r.byte()) })
	g := &c.Guidance
	g.Angle = uint16(r.uvarint())
	g.Submerge = r.bool()
	g.Velocity = int16(r.varint())
	c.PlayerID = readOptional(r, func(r *reader, id *uint16) { *id = uint16(r.uvarint()) })
	c.Reloads = readSlice(r, func(r *reader, f *bool) { *f = r.bool() })
	t := &c.Transform
	t.Altitude = int8(r.byte())
	t.Angle = uint16(r.uvarint())
	t.Position.X, t.Position.Y = r.float32(), r.float32()
	t.Velocity = int16(r.varint())
	c.TurretAngles = readSlice(r, func(r *reader, a *uint16) { *a = uint16(r.uvarint()) })
}
