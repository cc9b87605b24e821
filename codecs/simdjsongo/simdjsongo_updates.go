package simdjsongo

import (
	"encoding/json"

	"github.com/minio/simdjson-go"

	"github.com/serbench/serbench/datasets/updates"
)

// This file sorts after simdjsongo.go, whose init registers the codec.
func init() {
	support(updates.Dataset, readUpdates, json.Marshal)
}

func readUpdates(_ *parser, v *simdjson.Iter, u *updates.Updates) error {
	return fields(v, func(k []byte, v *simdjson.Iter) (err error) {
		if string(k) == "Updates" {
			u.Updates, err = list(v, readUpdate)
		}
		return err
	})
}

func readUpdate(v *simdjson.Iter, u *updates.Update) error {
	return fields(v, func(k []byte, v *simdjson.Iter) (err error) {
		switch string(k) {
		case "Contacts":
			u.Contacts, err = list(v, readContact)
		case "Removed":
			u.Removed, err = list(v, unsigned[uint32])
		case "Score":
			return unsigned(v, &u.Score)
		case "WorldRadius":
			return float(v, &u.WorldRadius)
		case "TerrainUpdates":
			u.TerrainUpdates, err = list(v, readTerrainUpdate)
		}
		return err
	})
}

func readTerrainUpdate(v *simdjson.Iter, t *updates.TerrainUpdate) error {
	return fields(v, func(k []byte, v *simdjson.Iter) error {
		switch string(k) {
		case "ChunkID":
			return fields(v, func(k []byte, v *simdjson.Iter) error {
				switch string(k) {
				case "X":
					return integer(v, &t.ChunkID.X)
				case "Y":
					return integer(v, &t.ChunkID.Y)
				}
				return nil
			})
		case "Data":
			return bytesOf(v, &t.Data)
		}
		return nil
	})
}

func readContact(v *simdjson.Iter, c *updates.Contact) error {
	return fields(v, func(k []byte, v *simdjson.Iter) (err error) {
		switch string(k) {
		case "Damage":
			return unsigned(v, &c.Damage)
		case "EntityID":
			return unsigned(v, &c.EntityID)
		case "EntityType":
			if !isNull(v) {
				c.EntityType = new(updates.EntityType)
				return unsigned(v, c.EntityType)
			}
		case "Guidance":
			g := &c.Guidance
			return fields(v, func(k []byte, v *simdjson.Iter) error {
				switch string(k) {
				case "Angle":
					return unsigned(v, &g.Angle)
				case "Submerge":
					return boolean(v, &g.Submerge)
				case "Velocity":
					return integer(v, &g.Velocity)
				}
				return nil
			})
		case "PlayerID":
			if !isNull(v) {
				c.PlayerID = new(uint16)
				return unsigned(v, c.PlayerID)
			}
		case "Reloads":
			c.Reloads, err = list(v, boolean)
		case "Transform":
			return readTransform(v, &c.Transform)
		case "TurretAngles":
			c.TurretAngles, err = list(v, unsigned[uint16])
		}
		return err
	})
}

func readTransform(v *simdjson.Iter, t *updates.Transform) error {
	return fields(v, func(k []byte, v *simdjson.Iter) error {
		switch string(k) {
		case "Altitude":
			return integer(v, &t.Altitude)
		case "Angle":
			return unsigned(v, &t.Angle)
		case "Position":
			return fields(v, func(k []byte, v *simdjson.Iter) error {
				switch string(k) {
				case "X":
					return float(v, &t.Position.X)
				case "Y":
					return float(v, &t.Position.Y)
				}
				return nil
			})
		case "Velocity":
			return integer(v, &t.Velocity)
		}
		return nil
	})
}
