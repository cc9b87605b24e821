package mus

import (
	"github.com/mus-format/mus-go"
	"github.com/mus-format/mus-go/ord"
	"github.com/mus-format/mus-go/raw"
	"github.com/mus-format/mus-go/varint"

	"github.com/serbench/serbench/datasets/updates"
)

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
