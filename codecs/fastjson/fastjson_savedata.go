package fastjson

import (
	"github.com/valyala/fastjson"

	"github.com/serbench/serbench/datasets/savedata"
)

// savedata in encoding/json's layout: nil pointers and slices as null; the
// item kind union is an object with a Tool and a Food member, null unless
// set.
//
// This file sorts after fastjson.go, whose init registers the codec.
func init() {
	support(savedata.Dataset, buildSave, parsed(readSave))
}

// ptr builds *p, or null.
func ptr[E any](e *encoder, p *E, build func(*E) *fastjson.Value) *fastjson.Value {
	if p == nil {
		return e.a.NewNull()
	}
	return build(p)
}

func (e *encoder) int(n int64) *fastjson.Value { return e.a.NewNumberInt(int(n)) }

func buildSave(e *encoder, v *savedata.Save) *fastjson.Value {
	o := e.a.NewObject()
	o.Set("Players", list(e, v.Players, e.player))
	return o
}

func (e *encoder) player(p *savedata.Player) *fastjson.Value {
	o := e.a.NewObject()
	o.Set("GameType", e.uint(uint64(p.GameType)))
	o.Set("PreviousGameType", e.uint(uint64(p.PreviousGameType)))
	o.Set("Score", e.int(p.Score))
	o.Set("Dimension", e.a.NewString(p.Dimension))
	o.Set("SelectedItemSlot", e.uint(uint64(p.SelectedItemSlot)))
	o.Set("SelectedItem", e.item(&p.SelectedItem))
	o.Set("SpawnDimension", ptr(e, p.SpawnDimension, func(s *string) *fastjson.Value { return e.a.NewString(*s) }))
	o.Set("SpawnX", e.int(p.SpawnX))
	o.Set("SpawnY", e.int(p.SpawnY))
	o.Set("SpawnZ", e.int(p.SpawnZ))
	o.Set("SpawnForced", ptr(e, p.SpawnForced, func(b *bool) *fastjson.Value { return e.bool(*b) }))
	o.Set("SleepTimer", e.uint(uint64(p.SleepTimer)))
	o.Set("FoodExhaustionLevel", e.float(float64(p.FoodExhaustionLevel), 32))
	o.Set("FoodSaturationLevel", e.float(float64(p.FoodSaturationLevel), 32))
	o.Set("FoodTickTimer", e.uint(uint64(p.FoodTickTimer)))
	o.Set("XpLevel", e.uint(uint64(p.XpLevel)))
	o.Set("XpP", e.float(float64(p.XpP), 32))
	o.Set("XpTotal", e.int(int64(p.XpTotal)))
	o.Set("XpSeed", e.int(int64(p.XpSeed)))
	o.Set("Inventory", list(e, p.Inventory, e.item))
	o.Set("EnderItems", list(e, p.EnderItems, e.item))
	a := &p.Abilities
	ab := e.a.NewObject()
	ab.Set("WalkSpeed", e.float(float64(a.WalkSpeed), 32))
	ab.Set("FlySpeed", e.float(float64(a.FlySpeed), 32))
	ab.Set("MayFly", e.bool(a.MayFly))
	ab.Set("Flying", e.bool(a.Flying))
	ab.Set("Invulnerable", e.bool(a.Invulnerable))
	ab.Set("MayBuild", e.bool(a.MayBuild))
	ab.Set("Instabuild", e.bool(a.Instabuild))
	o.Set("Abilities", ab)
	o.Set("EnteredNetherPosition", ptr(e, p.EnteredNetherPosition, e.vector3d))
	o.Set("RootVehicle", ptr(e, p.RootVehicle, func(v *savedata.Vehicle) *fastjson.Value {
		vo := e.a.NewObject()
		vo.Set("UUID", e.uuid(&v.UUID))
		vo.Set("Entity", e.entity(&v.Entity))
		return vo
	}))
	o.Set("ShoulderEntityLeft", ptr(e, p.ShoulderEntityLeft, e.entity))
	o.Set("ShoulderEntityRight", ptr(e, p.ShoulderEntityRight, e.entity))
	o.Set("SeenCredits", e.bool(p.SeenCredits))
	b := &p.RecipeBook
	rb := e.a.NewObject()
	rb.Set("Recipes", e.strings(b.Recipes))
	rb.Set("ToBeDisplayed", e.strings(b.ToBeDisplayed))
	rb.Set("IsFilteringCraftable", e.bool(b.IsFilteringCraftable))
	rb.Set("IsGuiOpen", e.bool(b.IsGuiOpen))
	rb.Set("IsFurnaceFilteringCraftable", e.bool(b.IsFurnaceFilteringCraftable))
	rb.Set("IsFurnaceGuiOpen", e.bool(b.IsFurnaceGuiOpen))
	rb.Set("IsBlastingFurnaceFilteringCraftable", e.bool(b.IsBlastingFurnaceFilteringCraftable))
	rb.Set("IsBlastingFurnaceGuiOpen", e.bool(b.IsBlastingFurnaceGuiOpen))
	rb.Set("IsSmokerFilteringCraftable", e.bool(b.IsSmokerFilteringCraftable))
	rb.Set("IsSmokerGuiOpen", e.bool(b.IsSmokerGuiOpen))
	o.Set("RecipeBook", rb)
	return o
}

func (e *encoder) item(it *savedata.Item) *fastjson.Value {
	kind := e.a.NewObject()
	kind.Set("Tool", ptr(e, it.Kind.Tool, func(t *savedata.Tool) *fastjson.Value {
		to := e.a.NewObject()
		to.Set("Damage", e.uint(uint64(t.Damage)))
		to.Set("Enchantments", list(e, t.Enchantments, func(x *savedata.Enchantment) *fastjson.Value {
			eo := e.a.NewObject()
			eo.Set("ID", e.a.NewString(x.ID))
			eo.Set("Level", e.uint(uint64(x.Level)))
			return eo
		}))
		return to
	}))
	kind.Set("Food", ptr(e, it.Kind.Food, func(f *savedata.Food) *fastjson.Value {
		fo := e.a.NewObject()
		fo.Set("Saturation", e.float(float64(f.Saturation), 32))
		return fo
	}))
	o := e.a.NewObject()
	o.Set("Count", e.int(int64(it.Count)))
	o.Set("Slot", e.uint(uint64(it.Slot)))
	o.Set("ID", e.a.NewString(it.ID))
	o.Set("Kind", kind)
	return o
}

func (e *encoder) vector3d(v *savedata.Vector3d) *fastjson.Value {
	o := e.a.NewObject()
	o.Set("X", e.float(v.X, 64))
	o.Set("Y", e.float(v.Y, 64))
	o.Set("Z", e.float(v.Z, 64))
	return o
}

func (e *encoder) uuid(u *savedata.UUID) *fastjson.Value {
	o := e.a.NewObject()
	o.Set("X0", e.uint(uint64(u.X0)))
	o.Set("X1", e.uint(uint64(u.X1)))
	o.Set("X2", e.uint(uint64(u.X2)))
	o.Set("X3", e.uint(uint64(u.X3)))
	return o
}

func (e *encoder) entity(x *savedata.Entity) *fastjson.Value {
	rot := e.a.NewObject()
	rot.Set("X", e.float(float64(x.Rotation.X), 32))
	rot.Set("Y", e.float(float64(x.Rotation.Y), 32))
	o := e.a.NewObject()
	o.Set("ID", e.a.NewString(x.ID))
	o.Set("Pos", e.vector3d(&x.Pos))
	o.Set("Motion", e.vector3d(&x.Motion))
	o.Set("Rotation", rot)
	o.Set("FallDistance", e.float(float64(x.FallDistance), 32))
	o.Set("Fire", e.uint(uint64(x.Fire)))
	o.Set("Air", e.uint(uint64(x.Air)))
	o.Set("OnGround", e.bool(x.OnGround))
	o.Set("NoGravity", e.bool(x.NoGravity))
	o.Set("Invulnerable", e.bool(x.Invulnerable))
	o.Set("PortalCooldown", e.int(int64(x.PortalCooldown)))
	o.Set("UUID", e.uuid(&x.UUID))
	o.Set("CustomName", ptr(e, x.CustomName, func(s *string) *fastjson.Value { return e.a.NewString(*s) }))
	o.Set("CustomNameVisible", e.bool(x.CustomNameVisible))
	o.Set("Silent", e.bool(x.Silent))
	o.Set("Glowing", e.bool(x.Glowing))
	return o
}

// optional reads a value that may be null into *p, by read.
func optional[E any](v *fastjson.Value, p **E, read func(*fastjson.Value, *E) error) error {
	if v.Type() == fastjson.TypeNull {
		return nil
	}
	*p = new(E)
	return read(v, *p)
}

func readSave(v *fastjson.Value, s *savedata.Save) error {
	return fields(v, func(k []byte, v *fastjson.Value) (err error) {
		if string(k) == "Players" {
			s.Players, err = array(v, readPlayer)
		}
		return err
	})
}

func readBool(v *fastjson.Value, b *bool) (err error) {
	*b, err = v.Bool()
	return err
}

func readPlayer(v *fastjson.Value, p *savedata.Player) error {
	return fields(v, func(k []byte, v *fastjson.Value) (err error) {
		switch string(k) {
		case "GameType":
			p.GameType, err = uintN[savedata.GameType](v, 8)
		case "PreviousGameType":
			p.PreviousGameType, err = uintN[savedata.GameType](v, 8)
		case "Score":
			p.Score, err = v.Int64()
		case "Dimension":
			p.Dimension, err = str(v)
		case "SelectedItemSlot":
			p.SelectedItemSlot, err = uintN[uint32](v, 32)
		case "SelectedItem":
			err = readSaveItem(v, &p.SelectedItem)
		case "SpawnDimension":
			p.SpawnDimension, err = strPtr(v)
		case "SpawnX":
			p.SpawnX, err = v.Int64()
		case "SpawnY":
			p.SpawnY, err = v.Int64()
		case "SpawnZ":
			p.SpawnZ, err = v.Int64()
		case "SpawnForced":
			err = optional(v, &p.SpawnForced, readBool)
		case "SleepTimer":
			p.SleepTimer, err = uintN[uint16](v, 16)
		case "FoodExhaustionLevel":
			p.FoodExhaustionLevel, err = float32Of(v)
		case "FoodSaturationLevel":
			p.FoodSaturationLevel, err = float32Of(v)
		case "FoodTickTimer":
			p.FoodTickTimer, err = uintN[uint32](v, 32)
		case "XpLevel":
			p.XpLevel, err = uintN[uint32](v, 32)
		case "XpP":
			p.XpP, err = float32Of(v)
		case "XpTotal":
			p.XpTotal, err = intN[int32](v, 32)
		case "XpSeed":
			p.XpSeed, err = intN[int32](v, 32)
		case "Inventory":
			p.Inventory, err = array(v, readSaveItem)
		case "EnderItems":
			p.EnderItems, err = array(v, readSaveItem)
		case "Abilities":
			err = readAbilities(v, &p.Abilities)
		case "EnteredNetherPosition":
			err = optional(v, &p.EnteredNetherPosition, readVector3d)
		case "RootVehicle":
			err = optional(v, &p.RootVehicle, func(v *fastjson.Value, x *savedata.Vehicle) error {
				return fields(v, func(k []byte, v *fastjson.Value) error {
					switch string(k) {
					case "UUID":
						return readUUID(v, &x.UUID)
					case "Entity":
						return readEntity(v, &x.Entity)
					}
					return nil
				})
			})
		case "ShoulderEntityLeft":
			err = optional(v, &p.ShoulderEntityLeft, readEntity)
		case "ShoulderEntityRight":
			err = optional(v, &p.ShoulderEntityRight, readEntity)
		case "SeenCredits":
			p.SeenCredits, err = v.Bool()
		case "RecipeBook":
			err = readRecipeBook(v, &p.RecipeBook)
		}
		return err
	})
}

func readSaveItem(v *fastjson.Value, it *savedata.Item) error {
	return fields(v, func(k []byte, v *fastjson.Value) (err error) {
		switch string(k) {
		case "Count":
			it.Count, err = intN[int8](v, 8)
		case "Slot":
			it.Slot, err = uintN[uint8](v, 8)
		case "ID":
			it.ID, err = str(v)
		case "Kind":
			err = fields(v, func(k []byte, v *fastjson.Value) error {
				switch string(k) {
				case "Tool":
					return optional(v, &it.Kind.Tool, readTool)
				case "Food":
					return optional(v, &it.Kind.Food, func(v *fastjson.Value, f *savedata.Food) error {
						return fields(v, func(k []byte, v *fastjson.Value) (err error) {
							if string(k) == "Saturation" {
								f.Saturation, err = float32Of(v)
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

func readTool(v *fastjson.Value, t *savedata.Tool) error {
	return fields(v, func(k []byte, v *fastjson.Value) (err error) {
		switch string(k) {
		case "Damage":
			t.Damage, err = uintN[uint16](v, 16)
		case "Enchantments":
			t.Enchantments, err = array(v, func(v *fastjson.Value, x *savedata.Enchantment) error {
				return fields(v, func(k []byte, v *fastjson.Value) (err error) {
					switch string(k) {
					case "ID":
						x.ID, err = str(v)
					case "Level":
						x.Level, err = uintN[uint8](v, 8)
					}
					return err
				})
			})
		}
		return err
	})
}

func readAbilities(v *fastjson.Value, a *savedata.Abilities) error {
	return fields(v, func(k []byte, v *fastjson.Value) (err error) {
		switch string(k) {
		case "WalkSpeed":
			a.WalkSpeed, err = float32Of(v)
		case "FlySpeed":
			a.FlySpeed, err = float32Of(v)
		case "MayFly":
			a.MayFly, err = v.Bool()
		case "Flying":
			a.Flying, err = v.Bool()
		case "Invulnerable":
			a.Invulnerable, err = v.Bool()
		case "MayBuild":
			a.MayBuild, err = v.Bool()
		case "Instabuild":
			a.Instabuild, err = v.Bool()
		}
		return err
	})
}

func readVector3d(v *fastjson.Value, x *savedata.Vector3d) error {
	return fields(v, func(k []byte, v *fastjson.Value) (err error) {
		switch string(k) {
		case "X":
			x.X, err = v.Float64()
		case "Y":
			x.Y, err = v.Float64()
		case "Z":
			x.Z, err = v.Float64()
		}
		return err
	})
}

func readUUID(v *fastjson.Value, u *savedata.UUID) error {
	return fields(v, func(k []byte, v *fastjson.Value) (err error) {
		switch string(k) {
		case "X0":
			u.X0, err = uintN[uint32](v, 32)
		case "X1":
			u.X1, err = uintN[uint32](v, 32)
		case "X2":
			u.X2, err = uintN[uint32](v, 32)
		case "X3":
			u.X3, err = uintN[uint32](v, 32)
		}
		return err
	})
}

func readEntity(v *fastjson.Value, e *savedata.Entity) error {
	return fields(v, func(k []byte, v *fastjson.Value) (err error) {
		switch string(k) {
		case "ID":
			e.ID, err = str(v)
		case "Pos":
			err = readVector3d(v, &e.Pos)
		case "Motion":
			err = readVector3d(v, &e.Motion)
		case "Rotation":
			err = fields(v, func(k []byte, v *fastjson.Value) (err error) {
				switch string(k) {
				case "X":
					e.Rotation.X, err = float32Of(v)
				case "Y":
					e.Rotation.Y, err = float32Of(v)
				}
				return err
			})
		case "FallDistance":
			e.FallDistance, err = float32Of(v)
		case "Fire":
			e.Fire, err = uintN[uint16](v, 16)
		case "Air":
			e.Air, err = uintN[uint16](v, 16)
		case "OnGround":
			e.OnGround, err = v.Bool()
		case "NoGravity":
			e.NoGravity, err = v.Bool()
		case "Invulnerable":
			e.Invulnerable, err = v.Bool()
		case "PortalCooldown":
			e.PortalCooldown, err = intN[int32](v, 32)
		case "UUID":
			err = readUUID(v, &e.UUID)
		case "CustomName":
			e.CustomName, err = strPtr(v)
		case "CustomNameVisible":
			e.CustomNameVisible, err = v.Bool()
		case "Silent":
			e.Silent, err = v.Bool()
		case "Glowing":
			e.Glowing, err = v.Bool()
		}
		return err
	})
}

func readRecipeBook(v *fastjson.Value, b *savedata.RecipeBook) error {
	return fields(v, func(k []byte, v *fastjson.Value) (err error) {
		switch string(k) {
		case "Recipes":
			b.Recipes, err = strs(v)
		case "ToBeDisplayed":
			b.ToBeDisplayed, err = strs(v)
		case "IsFilteringCraftable":
			b.IsFilteringCraftable, err = v.Bool()
		case "IsGuiOpen":
			b.IsGuiOpen, err = v.Bool()
		case "IsFurnaceFilteringCraftable":
			b.IsFurnaceFilteringCraftable, err = v.Bool()
		case "IsFurnaceGuiOpen":
			b.IsFurnaceGuiOpen, err = v.Bool()
		case "IsBlastingFurnaceFilteringCraftable":
			b.IsBlastingFurnaceFilteringCraftable, err = v.Bool()
		case "IsBlastingFurnaceGuiOpen":
			b.IsBlastingFurnaceGuiOpen, err = v.Bool()
		case "IsSmokerFilteringCraftable":
			b.IsSmokerFilteringCraftable, err = v.Bool()
		case "IsSmokerGuiOpen":
			b.IsSmokerGuiOpen, err = v.Bool()
		}
		return err
	})
}
