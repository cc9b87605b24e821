package fastjson

import (
	"fmt"

	"github.com/valyala/fastjson"

	"github.com/serbench/serbench/datasets/updates"
)

// updates in encoding/json's layout: nil pointers and slices as null,
// []byte as base64.
//
// This file sorts after fastjson.go, whose init registers the codec.
func init() {
	support(updates.Dataset, buildUpdates, parsed(readUpdates))
}

// list builds a JSON array of s (null for nil), each element by build.
func list[E any](e *encoder, s []E, build func(*E) *fastjson.Value) *fastjson.Value {
	if s == nil {
		return e.a.NewNull()
	}
	arr := e.a.NewArray()
	for i := range s {
		arr.SetArrayItem(i, build(&s[i]))
	}
	return arr
}

func buildUpdates(e *encoder, v *updates.Updates) *fastjson.Value {
	o := e.a.NewObject()
	o.Set("Updates", list(e, v.Updates, func(u *updates.Update) *fastjson.Value {
		uo := e.a.NewObject()
		uo.Set("Contacts", list(e, u.Contacts, e.contact))
		uo.Set("Removed", list(e, u.Removed, func(n *uint32) *fastjson.Value { return e.uint(uint64(*n)) }))
		uo.Set("Score", e.uint(uint64(u.Score)))
		uo.Set("WorldRadius", e.float(float64(u.WorldRadius), 32))
		uo.Set("TerrainUpdates", list(e, u.TerrainUpdates, func(t *updates.TerrainUpdate) *fastjson.Value {
			c := e.a.NewObject()
			c.Set("X", e.a.NewNumberInt(int(t.ChunkID.X)))
			c.Set("Y", e.a.NewNumberInt(int(t.ChunkID.Y)))
			to := e.a.NewObject()
			to.Set("ChunkID", c)
			to.Set("Data", e.bytes(t.Data))
			return to
		}))
		return uo
	}))
	return o
}

func (e *encoder) contact(c *updates.Contact) *fastjson.Value {
	o := e.a.NewObject()
	o.Set("Damage", e.uint(uint64(c.Damage)))
	o.Set("EntityID", e.uint(uint64(c.EntityID)))
	typ := e.a.NewNull()
	if c.EntityType != nil {
		typ = e.uint(uint64(*c.EntityType))
	}
	o.Set("EntityType", typ)
	g := e.a.NewObject()
	g.Set("Angle", e.uint(uint64(c.Guidance.Angle)))
	g.Set("Submerge", e.bool(c.Guidance.Submerge))
	g.Set("Velocity", e.a.NewNumberInt(int(c.Guidance.Velocity)))
	o.Set("Guidance", g)
	player := e.a.NewNull()
	if c.PlayerID != nil {
		player = e.uint(uint64(*c.PlayerID))
	}
	o.Set("PlayerID", player)
	o.Set("Reloads", list(e, c.Reloads, func(b *bool) *fastjson.Value { return e.bool(*b) }))
	t := &c.Transform
	p := e.a.NewObject()
	p.Set("X", e.float(float64(t.Position.X), 32))
	p.Set("Y", e.float(float64(t.Position.Y), 32))
	to := e.a.NewObject()
	to.Set("Altitude", e.a.NewNumberInt(int(t.Altitude)))
	to.Set("Angle", e.uint(uint64(t.Angle)))
	to.Set("Position", p)
	to.Set("Velocity", e.a.NewNumberInt(int(t.Velocity)))
	o.Set("Transform", to)
	o.Set("TurretAngles", list(e, c.TurretAngles, func(n *uint16) *fastjson.Value { return e.uint(uint64(*n)) }))
	return o
}

// intN reads a signed integer of bits bits.
func intN[I ~int8 | ~int16 | ~int32](v *fastjson.Value, bits int) (I, error) {
	n, err := v.Int64()
	if err == nil && (n < -1<<(bits-1) || n >= 1<<(bits-1)) {
		err = fmt.Errorf("%d does not fit %d bits", n, bits)
	}
	return I(n), err
}

func float32Of(v *fastjson.Value) (float32, error) {
	f, err := v.Float64()
	return float32(f), err
}

func readUpdates(v *fastjson.Value, u *updates.Updates) error {
	return fields(v, func(k []byte, v *fastjson.Value) (err error) {
		if string(k) == "Updates" {
			u.Updates, err = array(v, readUpdate)
		}
		return err
	})
}

func readUpdate(v *fastjson.Value, u *updates.Update) error {
	return fields(v, func(k []byte, v *fastjson.Value) (err error) {
		switch string(k) {
		case "Contacts":
			u.Contacts, err = array(v, readContact)
		case "Removed":
			u.Removed, err = array(v, func(v *fastjson.Value, n *uint32) (err error) {
				*n, err = uintN[uint32](v, 32)
				return err
			})
		case "Score":
			u.Score, err = uintN[uint32](v, 32)
		case "WorldRadius":
			u.WorldRadius, err = float32Of(v)
		case "TerrainUpdates":
			u.TerrainUpdates, err = array(v, readTerrainUpdate)
		}
		return err
	})
}

func readTerrainUpdate(v *fastjson.Value, t *updates.TerrainUpdate) error {
	return fields(v, func(k []byte, v *fastjson.Value) (err error) {
		switch string(k) {
		case "ChunkID":
			err = fields(v, func(k []byte, v *fastjson.Value) (err error) {
				switch string(k) {
				case "X":
					t.ChunkID.X, err = intN[int8](v, 8)
				case "Y":
					t.ChunkID.Y, err = intN[int8](v, 8)
				}
				return err
			})
		case "Data":
			t.Data, err = bytesOf(v)
		}
		return err
	})
}

func readContact(v *fastjson.Value, c *updates.Contact) error {
	return fields(v, func(k []byte, v *fastjson.Value) (err error) {
		switch string(k) {
		case "Damage":
			c.Damage, err = uintN[uint8](v, 8)
		case "EntityID":
			c.EntityID, err = uintN[uint32](v, 32)
		case "EntityType":
			if v.Type() != fastjson.TypeNull {
				c.EntityType = new(updates.EntityType)
				*c.EntityType, err = uintN[updates.EntityType](v, 8)
			}
		case "Guidance":
			g := &c.Guidance
			err = fields(v, func(k []byte, v *fastjson.Value) (err error) {
				switch string(k) {
				case "Angle":
					g.Angle, err = uintN[uint16](v, 16)
				case "Submerge":
					g.Submerge, err = v.Bool()
				case "Velocity":
					g.Velocity, err = intN[int16](v, 16)
				}
				return err
			})
		case "PlayerID":
			if v.Type() != fastjson.TypeNull {
				c.PlayerID = new(uint16)
				*c.PlayerID, err = uintN[uint16](v, 16)
			}
		case "Reloads":
			c.Reloads, err = array(v, func(v *fastjson.Value, b *bool) (err error) {
				*b, err = v.Bool()
				return err
			})
		case "Transform":
			err = readTransform(v, &c.Transform)
		case "TurretAngles":
			c.TurretAngles, err = array(v, func(v *fastjson.Value, n *uint16) (err error) {
				*n, err = uintN[uint16](v, 16)
				return err
			})
		}
		return err
	})
}

func readTransform(v *fastjson.Value, t *updates.Transform) error {
	return fields(v, func(k []byte, v *fastjson.Value) (err error) {
		switch string(k) {
		case "Altitude":
			t.Altitude, err = intN[int8](v, 8)
		case "Angle":
			t.Angle, err = uintN[uint16](v, 16)
		case "Position":
			err = fields(v, func(k []byte, v *fastjson.Value) (err error) {
				switch string(k) {
				case "X":
					t.Position.X, err = float32Of(v)
				case "Y":
					t.Position.Y, err = float32Of(v)
				}
				return err
			})
		case "Velocity":
			t.Velocity, err = intN[int16](v, 16)
		}
		return err
	})
}
