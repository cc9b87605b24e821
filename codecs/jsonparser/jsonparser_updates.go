package jsonparser

import (
	"encoding/json"
	"fmt"

	"github.com/buger/jsonparser"

	"github.com/serbench/serbench/datasets/updates"
)

// This file sorts after jsonparser.go, whose init registers the codec.
func init() {
	support(updates.Dataset, decoder.readUpdates, json.Marshal)
}

// intN parses a signed integer of bits bits.
func intN[I ~int8 | ~int16 | ~int32](v []byte, t jsonparser.ValueType, bits int) (I, error) {
	n, err := integer(v, t)
	if err == nil && (n < -1<<(bits-1) || n >= 1<<(bits-1)) {
		err = fmt.Errorf("%d does not fit %d bits", n, bits)
	}
	return I(n), err
}

// values reads a JSON array of scalars (null as nil), each by read.
func values[E any](v []byte, t jsonparser.ValueType, read func([]byte, jsonparser.ValueType) (E, error)) ([]E, error) {
	if t == jsonparser.Null {
		return nil, nil
	}
	if err := want(jsonparser.Array, t); err != nil {
		return nil, err
	}
	s := []E{}
	err := each(v, func(v []byte, t jsonparser.ValueType) error {
		e, err := read(v, t)
		s = append(s, e)
		return err
	})
	return s, err
}

func (decoder) readUpdates(data []byte, u *updates.Updates) error {
	return fields(data, func(k, v []byte, t jsonparser.ValueType) (err error) {
		if string(k) == "Updates" {
			u.Updates, err = list(v, t, readUpdate)
		}
		return err
	})
}

func readUpdate(data []byte, u *updates.Update) error {
	return fields(data, func(k, v []byte, t jsonparser.ValueType) (err error) {
		switch string(k) {
		case "Contacts":
			u.Contacts, err = list(v, t, readContact)
		case "Removed":
			u.Removed, err = values(v, t, func(v []byte, t jsonparser.ValueType) (uint32, error) {
				return uintN[uint32](v, t, 32)
			})
		case "Score":
			u.Score, err = uintN[uint32](v, t, 32)
		case "WorldRadius":
			u.WorldRadius, err = float32Of(v, t)
		case "TerrainUpdates":
			u.TerrainUpdates, err = list(v, t, readTerrainUpdate)
		}
		return err
	})
}

func float32Of(v []byte, t jsonparser.ValueType) (float32, error) {
	f, err := float(v, t)
	return float32(f), err
}

func readTerrainUpdate(data []byte, tu *updates.TerrainUpdate) error {
	return fields(data, func(k, v []byte, t jsonparser.ValueType) (err error) {
		switch string(k) {
		case "ChunkID":
			err = fields(v, func(k, v []byte, t jsonparser.ValueType) (err error) {
				switch string(k) {
				case "X":
					tu.ChunkID.X, err = intN[int8](v, t, 8)
				case "Y":
					tu.ChunkID.Y, err = intN[int8](v, t, 8)
				}
				return err
			})
		case "Data":
			tu.Data, err = bytesOf(v, t)
		}
		return err
	})
}

func readContact(data []byte, c *updates.Contact) error {
	return fields(data, func(k, v []byte, t jsonparser.ValueType) (err error) {
		switch string(k) {
		case "Damage":
			c.Damage, err = uintN[uint8](v, t, 8)
		case "EntityID":
			c.EntityID, err = uintN[uint32](v, t, 32)
		case "EntityType":
			if t != jsonparser.Null {
				c.EntityType = new(updates.EntityType)
				*c.EntityType, err = uintN[updates.EntityType](v, t, 8)
			}
		case "Guidance":
			g := &c.Guidance
			err = fields(v, func(k, v []byte, t jsonparser.ValueType) (err error) {
				switch string(k) {
				case "Angle":
					g.Angle, err = uintN[uint16](v, t, 16)
				case "Submerge":
					g.Submerge, err = boolean(v, t)
				case "Velocity":
					g.Velocity, err = intN[int16](v, t, 16)
				}
				return err
			})
		case "PlayerID":
			if t != jsonparser.Null {
				c.PlayerID = new(uint16)
				*c.PlayerID, err = uintN[uint16](v, t, 16)
			}
		case "Reloads":
			c.Reloads, err = values(v, t, boolean)
		case "Transform":
			err = readTransform(v, &c.Transform)
		case "TurretAngles":
			c.TurretAngles, err = values(v, t, func(v []byte, t jsonparser.ValueType) (uint16, error) {
				return uintN[uint16](v, t, 16)
			})
		}
		return err
	})
}

func readTransform(data []byte, tr *updates.Transform) error {
	return fields(data, func(k, v []byte, t jsonparser.ValueType) (err error) {
		switch string(k) {
		case "Altitude":
			tr.Altitude, err = intN[int8](v, t, 8)
		case "Angle":
			tr.Angle, err = uintN[uint16](v, t, 16)
		case "Position":
			err = fields(v, func(k, v []byte, t jsonparser.ValueType) (err error) {
				switch string(k) {
				case "X":
					tr.Position.X, err = float32Of(v, t)
				case "Y":
					tr.Position.Y, err = float32Of(v, t)
				}
				return err
			})
		case "Velocity":
			tr.Velocity, err = intN[int16](v, t, 16)
		}
		return err
	})
}
