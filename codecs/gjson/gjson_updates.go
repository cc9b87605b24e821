package gjson

import (
	"encoding/json"

	"github.com/tidwall/gjson"

	"github.com/serbench/serbench/datasets/updates"
)

// This file sorts after gjson.go, whose init registers the codec.
func init() {
	support(updates.Dataset, readUpdates, readUpdates, json.Marshal)
}

func readUpdates(r gjson.Result, u *updates.Updates) error {
	return fields(r, func(k string, v gjson.Result) (err error) {
		if k == "Updates" {
			u.Updates, err = list(v, readUpdate)
		}
		return err
	})
}

func readUpdate(r gjson.Result, u *updates.Update) error {
	return fields(r, func(k string, v gjson.Result) (err error) {
		switch k {
		case "Contacts":
			u.Contacts, err = list(v, readContact)
		case "Removed":
			u.Removed, err = list(v, func(v gjson.Result, n *uint32) error {
				*n = uint32(v.Uint())
				return nil
			})
		case "Score":
			u.Score = uint32(v.Uint())
		case "WorldRadius":
			u.WorldRadius = float32(v.Float())
		case "TerrainUpdates":
			u.TerrainUpdates, err = list(v, readTerrainUpdate)
		}
		return err
	})
}

func readTerrainUpdate(r gjson.Result, t *updates.TerrainUpdate) error {
	return fields(r, func(k string, v gjson.Result) (err error) {
		switch k {
		case "ChunkID":
			err = fields(v, func(k string, v gjson.Result) error {
				switch k {
				case "X":
					t.ChunkID.X = int8(v.Int())
				case "Y":
					t.ChunkID.Y = int8(v.Int())
				}
				return nil
			})
		case "Data":
			t.Data, err = bytesOf(v)
		}
		return err
	})
}

func readContact(r gjson.Result, c *updates.Contact) error {
	return fields(r, func(k string, v gjson.Result) (err error) {
		switch k {
		case "Damage":
			c.Damage = uint8(v.Uint())
		case "EntityID":
			c.EntityID = uint32(v.Uint())
		case "EntityType":
			if v.Type != gjson.Null {
				t := updates.EntityType(v.Uint())
				c.EntityType = &t
			}
		case "Guidance":
			g := &c.Guidance
			err = fields(v, func(k string, v gjson.Result) error {
				switch k {
				case "Angle":
					g.Angle = uint16(v.Uint())
				case "Submerge":
					g.Submerge = v.Bool()
				case "Velocity":
					g.Velocity = int16(v.Int())
				}
				return nil
			})
		case "PlayerID":
			if v.Type != gjson.Null {
				p := uint16(v.Uint())
				c.PlayerID = &p
			}
		case "Reloads":
			c.Reloads, err = list(v, func(v gjson.Result, b *bool) error {
				*b = v.Bool()
				return nil
			})
		case "Transform":
			err = readTransform(v, &c.Transform)
		case "TurretAngles":
			c.TurretAngles, err = list(v, func(v gjson.Result, n *uint16) error {
				*n = uint16(v.Uint())
				return nil
			})
		}
		return err
	})
}

func readTransform(r gjson.Result, t *updates.Transform) error {
	return fields(r, func(k string, v gjson.Result) (err error) {
		switch k {
		case "Altitude":
			t.Altitude = int8(v.Int())
		case "Angle":
			t.Angle = uint16(v.Uint())
		case "Position":
			err = fields(v, func(k string, v gjson.Result) error {
				switch k {
				case "X":
					t.Position.X = float32(v.Float())
				case "Y":
					t.Position.Y = float32(v.Float())
				}
				return nil
			})
		case "Velocity":
			t.Velocity = int16(v.Int())
		}
		return err
	})
}
