package gjson

import (
	"encoding/json"

	"github.com/tidwall/gjson"

	"github.com/serbench/serbench/datasets/savedata"
)

// savedata as encoding/json writes it: the item kind union is an object
// with a Tool and a Food member, null unless set.
//
// This file sorts after gjson.go, whose init registers the codec.
func init() {
	support(savedata.Dataset, readSave, readSave, json.Marshal)
}

func readSave(r gjson.Result, s *savedata.Save) error {
	return fields(r, func(k string, v gjson.Result) (err error) {
		if k == "Players" {
			s.Players, err = list(v, readPlayer)
		}
		return err
	})
}

func boolPtr(r gjson.Result) *bool {
	if r.Type == gjson.Null {
		return nil
	}
	b := r.Bool()
	return &b
}

func readPlayer(r gjson.Result, p *savedata.Player) error {
	return fields(r, func(k string, v gjson.Result) (err error) {
		switch k {
		case "GameType":
			p.GameType = savedata.GameType(v.Uint())
		case "PreviousGameType":
			p.PreviousGameType = savedata.GameType(v.Uint())
		case "Score":
			p.Score = v.Int()
		case "Dimension":
			p.Dimension = v.String()
		case "SelectedItemSlot":
			p.SelectedItemSlot = uint32(v.Uint())
		case "SelectedItem":
			err = readSaveItem(v, &p.SelectedItem)
		case "SpawnDimension":
			p.SpawnDimension = strPtr(v)
		case "SpawnX":
			p.SpawnX = v.Int()
		case "SpawnY":
			p.SpawnY = v.Int()
		case "SpawnZ":
			p.SpawnZ = v.Int()
		case "SpawnForced":
			p.SpawnForced = boolPtr(v)
		case "SleepTimer":
			p.SleepTimer = uint16(v.Uint())
		case "FoodExhaustionLevel":
			p.FoodExhaustionLevel = float32(v.Float())
		case "FoodSaturationLevel":
			p.FoodSaturationLevel = float32(v.Float())
		case "FoodTickTimer":
			p.FoodTickTimer = uint32(v.Uint())
		case "XpLevel":
			p.XpLevel = uint32(v.Uint())
		case "XpP":
			p.XpP = float32(v.Float())
		case "XpTotal":
			p.XpTotal = int32(v.Int())
		case "XpSeed":
			p.XpSeed = int32(v.Int())
		case "Inventory":
			p.Inventory, err = list(v, readSaveItem)
		case "EnderItems":
			p.EnderItems, err = list(v, readSaveItem)
		case "Abilities":
			err = readAbilities(v, &p.Abilities)
		case "EnteredNetherPosition":
			if v.Type != gjson.Null {
				p.EnteredNetherPosition = new(savedata.Vector3d)
				err = readVector3d(v, p.EnteredNetherPosition)
			}
		case "RootVehicle":
			if v.Type != gjson.Null {
				p.RootVehicle = new(savedata.Vehicle)
				err = readVehicle(v, p.RootVehicle)
			}
		case "ShoulderEntityLeft":
			if v.Type != gjson.Null {
				p.ShoulderEntityLeft = new(savedata.Entity)
				err = readEntity(v, p.ShoulderEntityLeft)
			}
		case "ShoulderEntityRight":
			if v.Type != gjson.Null {
				p.ShoulderEntityRight = new(savedata.Entity)
				err = readEntity(v, p.ShoulderEntityRight)
			}
		case "SeenCredits":
			p.SeenCredits = v.Bool()
		case "RecipeBook":
			err = readRecipeBook(v, &p.RecipeBook)
		}
		return err
	})
}

func readSaveItem(r gjson.Result, it *savedata.Item) error {
	return fields(r, func(k string, v gjson.Result) (err error) {
		switch k {
		case "Count":
			it.Count = int8(v.Int())
		case "Slot":
			it.Slot = uint8(v.Uint())
		case "ID":
			it.ID = v.String()
		case "Kind":
			err = fields(v, func(k string, v gjson.Result) (err error) {
				if v.Type == gjson.Null {
					return nil
				}
				switch k {
				case "Tool":
					it.Kind.Tool = new(savedata.Tool)
					err = readTool(v, it.Kind.Tool)
				case "Food":
					it.Kind.Food = &savedata.Food{Saturation: float32(v.Get("Saturation").Float())}
				}
				return err
			})
		}
		return err
	})
}

func readTool(r gjson.Result, t *savedata.Tool) error {
	return fields(r, func(k string, v gjson.Result) (err error) {
		switch k {
		case "Damage":
			t.Damage = uint16(v.Uint())
		case "Enchantments":
			t.Enchantments, err = list(v, func(v gjson.Result, e *savedata.Enchantment) error {
				return fields(v, func(k string, v gjson.Result) error {
					switch k {
					case "ID":
						e.ID = v.String()
					case "Level":
						e.Level = uint8(v.Uint())
					}
					return nil
				})
			})
		}
		return err
	})
}

func readAbilities(r gjson.Result, a *savedata.Abilities) error {
	return fields(r, func(k string, v gjson.Result) error {
		switch k {
		case "WalkSpeed":
			a.WalkSpeed = float32(v.Float())
		case "FlySpeed":
			a.FlySpeed = float32(v.Float())
		case "MayFly":
			a.MayFly = v.Bool()
		case "Flying":
			a.Flying = v.Bool()
		case "Invulnerable":
			a.Invulnerable = v.Bool()
		case "MayBuild":
			a.MayBuild = v.Bool()
		case "Instabuild":
			a.Instabuild = v.Bool()
		}
		return nil
	})
}

func readVector3d(r gjson.Result, x *savedata.Vector3d) error {
	return fields(r, func(k string, v gjson.Result) error {
		switch k {
		case "X":
			x.X = v.Float()
		case "Y":
			x.Y = v.Float()
		case "Z":
			x.Z = v.Float()
		}
		return nil
	})
}

func readUUID(r gjson.Result, u *savedata.UUID) error {
	return fields(r, func(k string, v gjson.Result) error {
		switch k {
		case "X0":
			u.X0 = uint32(v.Uint())
		case "X1":
			u.X1 = uint32(v.Uint())
		case "X2":
			u.X2 = uint32(v.Uint())
		case "X3":
			u.X3 = uint32(v.Uint())
		}
		return nil
	})
}

func readVehicle(r gjson.Result, x *savedata.Vehicle) error {
	return fields(r, func(k string, v gjson.Result) error {
		switch k {
		case "UUID":
			return readUUID(v, &x.UUID)
		case "Entity":
			return readEntity(v, &x.Entity)
		}
		return nil
	})
}

func readEntity(r gjson.Result, e *savedata.Entity) error {
	return fields(r, func(k string, v gjson.Result) (err error) {
		switch k {
		case "ID":
			e.ID = v.String()
		case "Pos":
			err = readVector3d(v, &e.Pos)
		case "Motion":
			err = readVector3d(v, &e.Motion)
		case "Rotation":
			e.Rotation = savedata.Vector2f{X: float32(v.Get("X").Float()), Y: float32(v.Get("Y").Float())}
		case "FallDistance":
			e.FallDistance = float32(v.Float())
		case "Fire":
			e.Fire = uint16(v.Uint())
		case "Air":
			e.Air = uint16(v.Uint())
		case "OnGround":
			e.OnGround = v.Bool()
		case "NoGravity":
			e.NoGravity = v.Bool()
		case "Invulnerable":
			e.Invulnerable = v.Bool()
		case "PortalCooldown":
			e.PortalCooldown = int32(v.Int())
		case "UUID":
			err = readUUID(v, &e.UUID)
		case "CustomName":
			e.CustomName = strPtr(v)
		case "CustomNameVisible":
			e.CustomNameVisible = v.Bool()
		case "Silent":
			e.Silent = v.Bool()
		case "Glowing":
			e.Glowing = v.Bool()
		}
		return err
	})
}

func readRecipeBook(r gjson.Result, b *savedata.RecipeBook) error {
	return fields(r, func(k string, v gjson.Result) (err error) {
		switch k {
		case "Recipes":
			b.Recipes, err = strs(v)
		case "ToBeDisplayed":
			b.ToBeDisplayed, err = strs(v)
		case "IsFilteringCraftable":
			b.IsFilteringCraftable = v.Bool()
		case "IsGuiOpen":
			b.IsGuiOpen = v.Bool()
		case "IsFurnaceFilteringCraftable":
			b.IsFurnaceFilteringCraftable = v.Bool()
		case "IsFurnaceGuiOpen":
			b.IsFurnaceGuiOpen = v.Bool()
		case "IsBlastingFurnaceFilteringCraftable":
			b.IsBlastingFurnaceFilteringCraftable = v.Bool()
		case "IsBlastingFurnaceGuiOpen":
			b.IsBlastingFurnaceGuiOpen = v.Bool()
		case "IsSmokerFilteringCraftable":
			b.IsSmokerFilteringCraftable = v.Bool()
		case "IsSmokerGuiOpen":
			b.IsSmokerGuiOpen = v.Bool()
		}
		return err
	})
}
