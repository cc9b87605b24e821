package jsonparser

import (
	"encoding/json"

	"github.com/buger/jsonparser"

	"github.com/serbench/serbench/datasets/savedata"
)

// savedata as encoding/json writes it: the item kind union is an object
// with a Tool and a Food member, null unless set.
//
// This file sorts after jsonparser.go, whose init registers the codec.
func init() {
	support(savedata.Dataset, decoder.readSave, json.Marshal)
}

// optional reads a JSON object that may be null into *p, by read.
func optional[E any](v []byte, t jsonparser.ValueType, p **E, read func([]byte, *E) error) error {
	if t == jsonparser.Null {
		return nil
	}
	if err := want(jsonparser.Object, t); err != nil {
		return err
	}
	*p = new(E)
	return read(v, *p)
}

func (dec decoder) readSave(data []byte, s *savedata.Save) error {
	return fields(data, func(k, v []byte, t jsonparser.ValueType) (err error) {
		if string(k) == "Players" {
			s.Players, err = list(v, t, dec.readPlayer)
		}
		return err
	})
}

func (dec decoder) readPlayer(data []byte, p *savedata.Player) error {
	return fields(data, func(k, v []byte, t jsonparser.ValueType) (err error) {
		switch string(k) {
		case "GameType":
			p.GameType, err = uintN[savedata.GameType](v, t, 8)
		case "PreviousGameType":
			p.PreviousGameType, err = uintN[savedata.GameType](v, t, 8)
		case "Score":
			p.Score, err = integer(v, t)
		case "Dimension":
			p.Dimension, err = dec.str(v, t)
		case "SelectedItemSlot":
			p.SelectedItemSlot, err = uintN[uint32](v, t, 32)
		case "SelectedItem":
			err = dec.readSaveItem(v, &p.SelectedItem)
		case "SpawnDimension":
			p.SpawnDimension, err = dec.strPtr(v, t)
		case "SpawnX":
			p.SpawnX, err = integer(v, t)
		case "SpawnY":
			p.SpawnY, err = integer(v, t)
		case "SpawnZ":
			p.SpawnZ, err = integer(v, t)
		case "SpawnForced":
			if t != jsonparser.Null {
				p.SpawnForced = new(bool)
				*p.SpawnForced, err = boolean(v, t)
			}
		case "SleepTimer":
			p.SleepTimer, err = uintN[uint16](v, t, 16)
		case "FoodExhaustionLevel":
			p.FoodExhaustionLevel, err = float32Of(v, t)
		case "FoodSaturationLevel":
			p.FoodSaturationLevel, err = float32Of(v, t)
		case "FoodTickTimer":
			p.FoodTickTimer, err = uintN[uint32](v, t, 32)
		case "XpLevel":
			p.XpLevel, err = uintN[uint32](v, t, 32)
		case "XpP":
			p.XpP, err = float32Of(v, t)
		case "XpTotal":
			p.XpTotal, err = intN[int32](v, t, 32)
		case "XpSeed":
			p.XpSeed, err = intN[int32](v, t, 32)
		case "Inventory":
			p.Inventory, err = list(v, t, dec.readSaveItem)
		case "EnderItems":
			p.EnderItems, err = list(v, t, dec.readSaveItem)
		case "Abilities":
			err = readAbilities(v, &p.Abilities)
		case "EnteredNetherPosition":
			err = optional(v, t, &p.EnteredNetherPosition, readVector3d)
		case "RootVehicle":
			err = optional(v, t, &p.RootVehicle, dec.readVehicle)
		case "ShoulderEntityLeft":
			err = optional(v, t, &p.ShoulderEntityLeft, dec.readEntity)
		case "ShoulderEntityRight":
			err = optional(v, t, &p.ShoulderEntityRight, dec.readEntity)
		case "SeenCredits":
			p.SeenCredits, err = boolean(v, t)
		case "RecipeBook":
			err = dec.readRecipeBook(v, &p.RecipeBook)
		}
		return err
	})
}

func (dec decoder) readSaveItem(data []byte, it *savedata.Item) error {
	return fields(data, func(k, v []byte, t jsonparser.ValueType) (err error) {
		switch string(k) {
		case "Count":
			it.Count, err = intN[int8](v, t, 8)
		case "Slot":
			it.Slot, err = uintN[uint8](v, t, 8)
		case "ID":
			it.ID, err = dec.str(v, t)
		case "Kind":
			err = fields(v, func(k, v []byte, t jsonparser.ValueType) error {
				switch string(k) {
				case "Tool":
					return optional(v, t, &it.Kind.Tool, dec.readTool)
				case "Food":
					return optional(v, t, &it.Kind.Food, func(v []byte, f *savedata.Food) error {
						return fields(v, func(k, v []byte, t jsonparser.ValueType) (err error) {
							if string(k) == "Saturation" {
								f.Saturation, err = float32Of(v, t)
							}
							return err
						})
					})
				}
				return nil
			})
		}
		return err
	})
}

func (dec decoder) readTool(data []byte, tool *savedata.Tool) error {
	return fields(data, func(k, v []byte, t jsonparser.ValueType) (err error) {
		switch string(k) {
		case "Damage":
			tool.Damage, err = uintN[uint16](v, t, 16)
		case "Enchantments":
			tool.Enchantments, err = list(v, t, func(v []byte, e *savedata.Enchantment) error {
				return fields(v, func(k, v []byte, t jsonparser.ValueType) (err error) {
					switch string(k) {
					case "ID":
						e.ID, err = dec.str(v, t)
					case "Level":
						e.Level, err = uintN[uint8](v, t, 8)
					}
					return err
				})
			})
		}
		return err
	})
}

func readAbilities(data []byte, a *savedata.Abilities) error {
	return fields(data, func(k, v []byte, t jsonparser.ValueType) (err error) {
		switch string(k) {
		case "WalkSpeed":
			a.WalkSpeed, err = float32Of(v, t)
		case "FlySpeed":
			a.FlySpeed, err = float32Of(v, t)
		case "MayFly":
			a.MayFly, err = boolean(v, t)
		case "Flying":
			a.Flying, err = boolean(v, t)
		case "Invulnerable":
			a.Invulnerable, err = boolean(v, t)
		case "MayBuild":
			a.MayBuild, err = boolean(v, t)
		case "Instabuild":
			a.Instabuild, err = boolean(v, t)
		}
		return err
	})
}

func readVector3d(data []byte, x *savedata.Vector3d) error {
	return fields(data, func(k, v []byte, t jsonparser.ValueType) (err error) {
		switch string(k) {
		case "X":
			x.X, err = float(v, t)
		case "Y":
			x.Y, err = float(v, t)
		case "Z":
			x.Z, err = float(v, t)
		}
		return err
	})
}

func readUUID(data []byte, u *savedata.UUID) error {
	return fields(data, func(k, v []byte, t jsonparser.ValueType) (err error) {
		switch string(k) {
		case "X0":
			u.X0, err = uintN[uint32](v, t, 32)
		case "X1":
			u.X1, err = uintN[uint32](v, t, 32)
		case "X2":
			u.X2, err = uintN[uint32](v, t, 32)
		case "X3":
			u.X3, err = uintN[uint32](v, t, 32)
		}
		return err
	})
}

func (dec decoder) readVehicle(data []byte, x *savedata.Vehicle) error {
	return fields(data, func(k, v []byte, _ jsonparser.ValueType) error {
		switch string(k) {
		case "UUID":
			return readUUID(v, &x.UUID)
		case "Entity":
			return dec.readEntity(v, &x.Entity)
		}
		return nil
	})
}

func (dec decoder) readEntity(data []byte, e *savedata.Entity) error {
	return fields(data, func(k, v []byte, t jsonparser.ValueType) (err error) {
		switch string(k) {
		case "ID":
			e.ID, err = dec.str(v, t)
		case "Pos":
			err = readVector3d(v, &e.Pos)
		case "Motion":
			err = readVector3d(v, &e.Motion)
		case "Rotation":
			err = fields(v, func(k, v []byte, t jsonparser.ValueType) (err error) {
				switch string(k) {
				case "X":
					e.Rotation.X, err = float32Of(v, t)
				case "Y":
					e.Rotation.Y, err = float32Of(v, t)
				}
				return err
			})
		case "FallDistance":
			e.FallDistance, err = float32Of(v, t)
		case "Fire":
			e.Fire, err = uintN[uint16](v, t, 16)
		case "Air":
			e.Air, err = uintN[uint16](v, t, 16)
		case "OnGround":
			e.OnGround, err = boolean(v, t)
		case "NoGravity":
			e.NoGravity, err = boolean(v, t)
		case "Invulnerable":
			e.Invulnerable, err = boolean(v, t)
		case "PortalCooldown":
			e.PortalCooldown, err = intN[int32](v, t, 32)
		case "UUID":
			err = readUUID(v, &e.UUID)
		case "CustomName":
			e.CustomName, err = dec.strPtr(v, t)
		case "CustomNameVisible":
			e.CustomNameVisible, err = boolean(v, t)
		case "Silent":
			e.Silent, err = boolean(v, t)
		case "Glowing":
			e.Glowing, err = boolean(v, t)
		}
		return err
	})
}

func (dec decoder) readRecipeBook(data []byte, b *savedata.RecipeBook) error {
	return fields(data, func(k, v []byte, t jsonparser.ValueType) (err error) {
		switch string(k) {
		case "Recipes":
			b.Recipes, err = dec.strs(v, t)
		case "ToBeDisplayed":
			b.ToBeDisplayed, err = dec.strs(v, t)
		case "IsFilteringCraftable":
			b.IsFilteringCraftable, err = boolean(v, t)
		case "IsGuiOpen":
			b.IsGuiOpen, err = boolean(v, t)
		case "IsFurnaceFilteringCraftable":
			b.IsFurnaceFilteringCraftable, err = boolean(v, t)
		case "IsFurnaceGuiOpen":
			b.IsFurnaceGuiOpen, err = boolean(v, t)
		case "IsBlastingFurnaceFilteringCraftable":
			b.IsBlastingFurnaceFilteringCraftable, err = boolean(v, t)
		case "IsBlastingFurnaceGuiOpen":
			b.IsBlastingFurnaceGuiOpen, err = boolean(v, t)
		case "IsSmokerFilteringCraftable":
			b.IsSmokerFilteringCraftable, err = boolean(v, t)
		case "IsSmokerGuiOpen":
			b.IsSmokerGuiOpen, err = boolean(v, t)
		}
		return err
	})
}
