package simdjsongo

import (
	"encoding/json"

	"github.com/minio/simdjson-go"

	"github.com/serbench/serbench/datasets/savedata"
)

// savedata as encoding/json writes it: the item kind union is an object
// with a Tool and a Food member, null unless set.
//
// This file sorts after simdjsongo.go, whose init registers the codec.
func init() {
	support(savedata.Dataset, readSave, json.Marshal)
}

func readSave(_ *parser, v *simdjson.Iter, s *savedata.Save) error {
	return fields(v, func(k []byte, v *simdjson.Iter) (err error) {
		if string(k) == "Players" {
			s.Players, err = list(v, readPlayer)
		}
		return err
	})
}

func boolPtr(v *simdjson.Iter, p **bool) error {
	if isNull(v) {
		return nil
	}
	*p = new(bool)
	return boolean(v, *p)
}

// optional reads an object into a new value at *p, null as nil.
func optional[E any](v *simdjson.Iter, p **E, read func(*simdjson.Iter, *E) error) error {
	if isNull(v) {
		return nil
	}
	*p = new(E)
	return read(v, *p)
}

func readPlayer(v *simdjson.Iter, p *savedata.Player) error {
	return fields(v, func(k []byte, v *simdjson.Iter) (err error) {
		switch string(k) {
		case "GameType":
			return unsigned(v, &p.GameType)
		case "PreviousGameType":
			return unsigned(v, &p.PreviousGameType)
		case "Score":
			return integer(v, &p.Score)
		case "Dimension":
			return str(v, &p.Dimension)
		case "SelectedItemSlot":
			return unsigned(v, &p.SelectedItemSlot)
		case "SelectedItem":
			return readSaveItem(v, &p.SelectedItem)
		case "SpawnDimension":
			return strPtr(v, &p.SpawnDimension)
		case "SpawnX":
			return integer(v, &p.SpawnX)
		case "SpawnY":
			return integer(v, &p.SpawnY)
		case "SpawnZ":
			return integer(v, &p.SpawnZ)
		case "SpawnForced":
			return boolPtr(v, &p.SpawnForced)
		case "SleepTimer":
			return unsigned(v, &p.SleepTimer)
		case "FoodExhaustionLevel":
			return float(v, &p.FoodExhaustionLevel)
		case "FoodSaturationLevel":
			return float(v, &p.FoodSaturationLevel)
		case "FoodTickTimer":
			return unsigned(v, &p.FoodTickTimer)
		case "XpLevel":
			return unsigned(v, &p.XpLevel)
		case "XpP":
			return float(v, &p.XpP)
		case "XpTotal":
			return integer(v, &p.XpTotal)
		case "XpSeed":
			return integer(v, &p.XpSeed)
		case "Inventory":
			p.Inventory, err = list(v, readSaveItem)
		case "EnderItems":
			p.EnderItems, err = list(v, readSaveItem)
		case "Abilities":
			return readAbilities(v, &p.Abilities)
		case "EnteredNetherPosition":
			return optional(v, &p.EnteredNetherPosition, readVector3d)
		case "RootVehicle":
			return optional(v, &p.RootVehicle, readVehicle)
		case "ShoulderEntityLeft":
			return optional(v, &p.ShoulderEntityLeft, readEntity)
		case "ShoulderEntityRight":
			return optional(v, &p.ShoulderEntityRight, readEntity)
		case "SeenCredits":
			return boolean(v, &p.SeenCredits)
		case "RecipeBook":
			return readRecipeBook(v, &p.RecipeBook)
		}
		return err
	})
}

func readSaveItem(v *simdjson.Iter, it *savedata.Item) error {
	return fields(v, func(k []byte, v *simdjson.Iter) error {
		switch string(k) {
		case "Count":
			return integer(v, &it.Count)
		case "Slot":
			return unsigned(v, &it.Slot)
		case "ID":
			return str(v, &it.ID)
		case "Kind":
			return fields(v, func(k []byte, v *simdjson.Iter) error {
				switch string(k) {
				case "Tool":
					return optional(v, &it.Kind.Tool, readTool)
				case "Food":
					return optional(v, &it.Kind.Food, readFood)
				}
				return nil
			})
		}
		return nil
	})
}

func readTool(v *simdjson.Iter, t *savedata.Tool) error {
	return fields(v, func(k []byte, v *simdjson.Iter) (err error) {
		switch string(k) {
		case "Damage":
			return unsigned(v, &t.Damage)
		case "Enchantments":
			t.Enchantments, err = list(v, readEnchantment)
		}
		return err
	})
}

func readEnchantment(v *simdjson.Iter, e *savedata.Enchantment) error {
	return fields(v, func(k []byte, v *simdjson.Iter) error {
		switch string(k) {
		case "ID":
			return str(v, &e.ID)
		case "Level":
			return unsigned(v, &e.Level)
		}
		return nil
	})
}

func readFood(v *simdjson.Iter, f *savedata.Food) error {
	return fields(v, func(k []byte, v *simdjson.Iter) error {
		if string(k) == "Saturation" {
			return float(v, &f.Saturation)
		}
		return nil
	})
}

func readAbilities(v *simdjson.Iter, a *savedata.Abilities) error {
	return fields(v, func(k []byte, v *simdjson.Iter) error {
		switch string(k) {
		case "WalkSpeed":
			return float(v, &a.WalkSpeed)
		case "FlySpeed":
			return float(v, &a.FlySpeed)
		case "MayFly":
			return boolean(v, &a.MayFly)
		case "Flying":
			return boolean(v, &a.Flying)
		case "Invulnerable":
			return boolean(v, &a.Invulnerable)
		case "MayBuild":
			return boolean(v, &a.MayBuild)
		case "Instabuild":
			return boolean(v, &a.Instabuild)
		}
		return nil
	})
}

func readVector3d(v *simdjson.Iter, x *savedata.Vector3d) error {
	return fields(v, func(k []byte, v *simdjson.Iter) error {
		switch string(k) {
		case "X":
			return float(v, &x.X)
		case "Y":
			return float(v, &x.Y)
		case "Z":
			return float(v, &x.Z)
		}
		return nil
	})
}

func readVector2f(v *simdjson.Iter, x *savedata.Vector2f) error {
	return fields(v, func(k []byte, v *simdjson.Iter) error {
		switch string(k) {
		case "X":
			return float(v, &x.X)
		case "Y":
			return float(v, &x.Y)
		}
		return nil
	})
}

func readUUID(v *simdjson.Iter, u *savedata.UUID) error {
	return fields(v, func(k []byte, v *simdjson.Iter) error {
		switch string(k) {
		case "X0":
			return unsigned(v, &u.X0)
		case "X1":
			return unsigned(v, &u.X1)
		case "X2":
			return unsigned(v, &u.X2)
		case "X3":
			return unsigned(v, &u.X3)
		}
		return nil
	})
}

func readVehicle(v *simdjson.Iter, x *savedata.Vehicle) error {
	return fields(v, func(k []byte, v *simdjson.Iter) error {
		switch string(k) {
		case "UUID":
			return readUUID(v, &x.UUID)
		case "Entity":
			return readEntity(v, &x.Entity)
		}
		return nil
	})
}

func readEntity(v *simdjson.Iter, e *savedata.Entity) error {
	return fields(v, func(k []byte, v *simdjson.Iter) error {
		switch string(k) {
		case "ID":
			return str(v, &e.ID)
		case "Pos":
			return readVector3d(v, &e.Pos)
		case "Motion":
			return readVector3d(v, &e.Motion)
		case "Rotation":
			return readVector2f(v, &e.Rotation)
		case "FallDistance":
			return float(v, &e.FallDistance)
		case "Fire":
			return unsigned(v, &e.Fire)
		case "Air":
			return unsigned(v, &e.Air)
		case "OnGround":
			return boolean(v, &e.OnGround)
		case "NoGravity":
			return boolean(v, &e.NoGravity)
		case "Invulnerable":
			return boolean(v, &e.Invulnerable)
		case "PortalCooldown":
			return integer(v, &e.PortalCooldown)
		case "UUID":
			return readUUID(v, &e.UUID)
		case "CustomName":
			return strPtr(v, &e.CustomName)
		case "CustomNameVisible":
			return boolean(v, &e.CustomNameVisible)
		case "Silent":
			return boolean(v, &e.Silent)
		case "Glowing":
			return boolean(v, &e.Glowing)
		}
		return nil
	})
}

func readRecipeBook(v *simdjson.Iter, b *savedata.RecipeBook) error {
	return fields(v, func(k []byte, v *simdjson.Iter) error {
		switch string(k) {
		case "Recipes":
			return strs(v, &b.Recipes)
		case "ToBeDisplayed":
			return strs(v, &b.ToBeDisplayed)
		case "IsFilteringCraftable":
			return boolean(v, &b.IsFilteringCraftable)
		case "IsGuiOpen":
			return boolean(v, &b.IsGuiOpen)
		case "IsFurnaceFilteringCraftable":
			return boolean(v, &b.IsFurnaceFilteringCraftable)
		case "IsFurnaceGuiOpen":
			return boolean(v, &b.IsFurnaceGuiOpen)
		case "IsBlastingFurnaceFilteringCraftable":
			return boolean(v, &b.IsBlastingFurnaceFilteringCraftable)
		case "IsBlastingFurnaceGuiOpen":
			return boolean(v, &b.IsBlastingFurnaceGuiOpen)
		case "IsSmokerFilteringCraftable":
			return boolean(v, &b.IsSmokerFilteringCraftable)
		case "IsSmokerGuiOpen":
			return boolean(v, &b.IsSmokerGuiOpen)
		}
		return nil
	})
}
