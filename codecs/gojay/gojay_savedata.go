package gojay

import (
	"github.com/francoispqt/gojay"

	"github.com/serbench/serbench/datasets/savedata"
)

// savedata: named copies of its types as for the other datasets (an int8
// of -128, as some items' Count is, fails to decode, as in updates); nil
// pointers are omitted (the item kind union writes the member that is
// set), and a list decodes into an empty slice first.
//
// This file sorts after gojay.go, whose init registers the codec.
func init() {
	support(savedata.Dataset, func(v *savedata.Save) *save { return (*save)(v) })
}

func itemList(s *[]savedata.Item) jsonArray[savedata.Item] {
	return jsonArray[savedata.Item]{s: s,
		enc: func(enc *gojay.Encoder, it *savedata.Item) { enc.Object((*saveItem)(it)) },
		dec: func(dec *gojay.Decoder, it *savedata.Item) error { return dec.Object((*saveItem)(it)) }}
}

type save savedata.Save

func (v *save) MarshalJSONObject(enc *gojay.Encoder) {
	enc.ArrayKey("Players", jsonArray[savedata.Player]{s: &v.Players,
		enc: func(enc *gojay.Encoder, p *savedata.Player) { enc.Object((*player)(p)) },
		dec: func(dec *gojay.Decoder, p *savedata.Player) error { return dec.Object((*player)(p)) }})
}
func (v *save) IsNil() bool { return v == nil }
func (v *save) NKeys() int  { return 1 }

func (v *save) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	if k == "Players" {
		return decodeList(dec, jsonArray[savedata.Player]{s: &v.Players,
			dec: func(dec *gojay.Decoder, p *savedata.Player) error { return dec.Object((*player)(p)) }})
	}
	return nil
}

type player savedata.Player

func (v *player) MarshalJSONObject(enc *gojay.Encoder) {
	enc.Uint8Key("GameType", uint8(v.GameType))
	enc.Uint8Key("PreviousGameType", uint8(v.PreviousGameType))
	enc.Int64Key("Score", v.Score)
	enc.StringKey("Dimension", v.Dimension)
	enc.Uint32Key("SelectedItemSlot", v.SelectedItemSlot)
	enc.ObjectKey("SelectedItem", (*saveItem)(&v.SelectedItem))
	if v.SpawnDimension != nil {
		enc.StringKey("SpawnDimension", *v.SpawnDimension)
	}
	enc.Int64Key("SpawnX", v.SpawnX)
	enc.Int64Key("SpawnY", v.SpawnY)
	enc.Int64Key("SpawnZ", v.SpawnZ)
	if v.SpawnForced != nil {
		enc.BoolKey("SpawnForced", *v.SpawnForced)
	}
	enc.Uint16Key("SleepTimer", v.SleepTimer)
	enc.Float32Key("FoodExhaustionLevel", v.FoodExhaustionLevel)
	enc.Float32Key("FoodSaturationLevel", v.FoodSaturationLevel)
	enc.Uint32Key("FoodTickTimer", v.FoodTickTimer)
	enc.Uint32Key("XpLevel", v.XpLevel)
	enc.Float32Key("XpP", v.XpP)
	enc.Int32Key("XpTotal", v.XpTotal)
	enc.Int32Key("XpSeed", v.XpSeed)
	enc.ArrayKey("Inventory", itemList(&v.Inventory))
	enc.ArrayKey("EnderItems", itemList(&v.EnderItems))
	enc.ObjectKey("Abilities", (*abilities)(&v.Abilities))
	if v.EnteredNetherPosition != nil {
		enc.ObjectKey("EnteredNetherPosition", (*vector3d)(v.EnteredNetherPosition))
	}
	if v.RootVehicle != nil {
		enc.ObjectKey("RootVehicle", (*vehicle)(v.RootVehicle))
	}
	if v.ShoulderEntityLeft != nil {
		enc.ObjectKey("ShoulderEntityLeft", (*entity)(v.ShoulderEntityLeft))
	}
	if v.ShoulderEntityRight != nil {
		enc.ObjectKey("ShoulderEntityRight", (*entity)(v.ShoulderEntityRight))
	}
	enc.BoolKey("SeenCredits", v.SeenCredits)
	enc.ObjectKey("RecipeBook", (*recipeBook)(&v.RecipeBook))
}

func (v *player) IsNil() bool { return v == nil }
func (v *player) NKeys() int  { return 28 }

func (v *player) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "GameType":
		return dec.Uint8((*uint8)(&v.GameType))
	case "PreviousGameType":
		return dec.Uint8((*uint8)(&v.PreviousGameType))
	case "Score":
		return dec.Int64(&v.Score)
	case "Dimension":
		return dec.String(&v.Dimension)
	case "SelectedItemSlot":
		return dec.Uint32(&v.SelectedItemSlot)
	case "SelectedItem":
		return dec.Object((*saveItem)(&v.SelectedItem))
	case "SpawnDimension":
		v.SpawnDimension = new(string)
		return dec.String(v.SpawnDimension)
	case "SpawnX":
		return dec.Int64(&v.SpawnX)
	case "SpawnY":
		return dec.Int64(&v.SpawnY)
	case "SpawnZ":
		return dec.Int64(&v.SpawnZ)
	case "SpawnForced":
		v.SpawnForced = new(bool)
		return dec.Bool(v.SpawnForced)
	case "SleepTimer":
		return dec.Uint16(&v.SleepTimer)
	case "FoodExhaustionLevel":
		return dec.Float32(&v.FoodExhaustionLevel)
	case "FoodSaturationLevel":
		return dec.Float32(&v.FoodSaturationLevel)
	case "FoodTickTimer":
		return dec.Uint32(&v.FoodTickTimer)
	case "XpLevel":
		return dec.Uint32(&v.XpLevel)
	case "XpP":
		return dec.Float32(&v.XpP)
	case "XpTotal":
		return dec.Int32(&v.XpTotal)
	case "XpSeed":
		return dec.Int32(&v.XpSeed)
	case "Inventory":
		return decodeList(dec, itemList(&v.Inventory))
	case "EnderItems":
		return decodeList(dec, itemList(&v.EnderItems))
	case "Abilities":
		return dec.Object((*abilities)(&v.Abilities))
	case "EnteredNetherPosition":
		v.EnteredNetherPosition = new(savedata.Vector3d)
		return dec.Object((*vector3d)(v.EnteredNetherPosition))
	case "RootVehicle":
		v.RootVehicle = new(savedata.Vehicle)
		return dec.Object((*vehicle)(v.RootVehicle))
	case "ShoulderEntityLeft":
		v.ShoulderEntityLeft = new(savedata.Entity)
		return dec.Object((*entity)(v.ShoulderEntityLeft))
	case "ShoulderEntityRight":
		v.ShoulderEntityRight = new(savedata.Entity)
		return dec.Object((*entity)(v.ShoulderEntityRight))
	case "SeenCredits":
		return dec.Bool(&v.SeenCredits)
	case "RecipeBook":
		return dec.Object((*recipeBook)(&v.RecipeBook))
	}
	return nil
}

type saveItem savedata.Item

func (v *saveItem) MarshalJSONObject(enc *gojay.Encoder) {
	enc.Int8Key("Count", v.Count)
	enc.Uint8Key("Slot", v.Slot)
	enc.StringKey("ID", v.ID)
	enc.ObjectKey("Kind", (*itemKind)(&v.Kind))
}

func (v *saveItem) IsNil() bool { return v == nil }
func (v *saveItem) NKeys() int  { return 4 }

func (v *saveItem) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "Count":
		return dec.Int8(&v.Count)
	case "Slot":
		return dec.Uint8(&v.Slot)
	case "ID":
		return dec.String(&v.ID)
	case "Kind":
		return dec.Object((*itemKind)(&v.Kind))
	}
	return nil
}

type itemKind savedata.ItemKind

func (v *itemKind) MarshalJSONObject(enc *gojay.Encoder) {
	if v.Tool != nil {
		enc.ObjectKey("Tool", (*tool)(v.Tool))
	}
	if v.Food != nil {
		enc.ObjectKey("Food", (*food)(v.Food))
	}
}

func (v *itemKind) IsNil() bool { return v == nil }
func (v *itemKind) NKeys() int  { return 2 }

func (v *itemKind) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "Tool":
		v.Tool = new(savedata.Tool)
		return dec.Object((*tool)(v.Tool))
	case "Food":
		v.Food = new(savedata.Food)
		return dec.Object((*food)(v.Food))
	}
	return nil
}

type tool savedata.Tool

func (v *tool) MarshalJSONObject(enc *gojay.Encoder) {
	enc.Uint16Key("Damage", v.Damage)
	enc.ArrayKey("Enchantments", enchantmentList(&v.Enchantments))
}

func (v *tool) IsNil() bool { return v == nil }
func (v *tool) NKeys() int  { return 2 }

func (v *tool) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "Damage":
		return dec.Uint16(&v.Damage)
	case "Enchantments":
		return decodeList(dec, enchantmentList(&v.Enchantments))
	}
	return nil
}

func enchantmentList(s *[]savedata.Enchantment) jsonArray[savedata.Enchantment] {
	return jsonArray[savedata.Enchantment]{s: s,
		enc: func(enc *gojay.Encoder, e *savedata.Enchantment) { enc.Object((*enchantment)(e)) },
		dec: func(dec *gojay.Decoder, e *savedata.Enchantment) error { return dec.Object((*enchantment)(e)) }}
}

type enchantment savedata.Enchantment

func (v *enchantment) MarshalJSONObject(enc *gojay.Encoder) {
	enc.StringKey("ID", v.ID)
	enc.Uint8Key("Level", v.Level)
}

func (v *enchantment) IsNil() bool { return v == nil }
func (v *enchantment) NKeys() int  { return 2 }

func (v *enchantment) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "ID":
		return dec.String(&v.ID)
	case "Level":
		return dec.Uint8(&v.Level)
	}
	return nil
}

type food savedata.Food

func (v *food) MarshalJSONObject(enc *gojay.Encoder) { enc.Float32Key("Saturation", v.Saturation) }
func (v *food) IsNil() bool                          { return v == nil }
func (v *food) NKeys() int                           { return 1 }

func (v *food) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	if k == "Saturation" {
		return dec.Float32(&v.Saturation)
	}
	return nil
}

type abilities savedata.Abilities

func (v *abilities) MarshalJSONObject(enc *gojay.Encoder) {
	enc.Float32Key("WalkSpeed", v.WalkSpeed)
	enc.Float32Key("FlySpeed", v.FlySpeed)
	enc.BoolKey("MayFly", v.MayFly)
	enc.BoolKey("Flying", v.Flying)
	enc.BoolKey("Invulnerable", v.Invulnerable)
	enc.BoolKey("MayBuild", v.MayBuild)
	enc.BoolKey("Instabuild", v.Instabuild)
}

func (v *abilities) IsNil() bool { return v == nil }
func (v *abilities) NKeys() int  { return 7 }

func (v *abilities) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "WalkSpeed":
		return dec.Float32(&v.WalkSpeed)
	case "FlySpeed":
		return dec.Float32(&v.FlySpeed)
	case "MayFly":
		return dec.Bool(&v.MayFly)
	case "Flying":
		return dec.Bool(&v.Flying)
	case "Invulnerable":
		return dec.Bool(&v.Invulnerable)
	case "MayBuild":
		return dec.Bool(&v.MayBuild)
	case "Instabuild":
		return dec.Bool(&v.Instabuild)
	}
	return nil
}

type vector3d savedata.Vector3d

func (v *vector3d) MarshalJSONObject(enc *gojay.Encoder) {
	enc.Float64Key("X", v.X)
	enc.Float64Key("Y", v.Y)
	enc.Float64Key("Z", v.Z)
}

func (v *vector3d) IsNil() bool { return v == nil }
func (v *vector3d) NKeys() int  { return 3 }

func (v *vector3d) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "X":
		return dec.Float64(&v.X)
	case "Y":
		return dec.Float64(&v.Y)
	case "Z":
		return dec.Float64(&v.Z)
	}
	return nil
}

type uuid savedata.UUID

func (v *uuid) MarshalJSONObject(enc *gojay.Encoder) {
	enc.Uint32Key("X0", v.X0)
	enc.Uint32Key("X1", v.X1)
	enc.Uint32Key("X2", v.X2)
	enc.Uint32Key("X3", v.X3)
}

func (v *uuid) IsNil() bool { return v == nil }
func (v *uuid) NKeys() int  { return 4 }

func (v *uuid) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "X0":
		return dec.Uint32(&v.X0)
	case "X1":
		return dec.Uint32(&v.X1)
	case "X2":
		return dec.Uint32(&v.X2)
	case "X3":
		return dec.Uint32(&v.X3)
	}
	return nil
}

type vehicle savedata.Vehicle

func (v *vehicle) MarshalJSONObject(enc *gojay.Encoder) {
	enc.ObjectKey("UUID", (*uuid)(&v.UUID))
	enc.ObjectKey("Entity", (*entity)(&v.Entity))
}

func (v *vehicle) IsNil() bool { return v == nil }
func (v *vehicle) NKeys() int  { return 2 }

func (v *vehicle) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "UUID":
		return dec.Object((*uuid)(&v.UUID))
	case "Entity":
		return dec.Object((*entity)(&v.Entity))
	}
	return nil
}

type entity savedata.Entity

func (v *entity) MarshalJSONObject(enc *gojay.Encoder) {
	enc.StringKey("ID", v.ID)
	enc.ObjectKey("Pos", (*vector3d)(&v.Pos))
	enc.ObjectKey("Motion", (*vector3d)(&v.Motion))
	enc.ObjectKey("Rotation", (*vector2f)(&v.Rotation))
	enc.Float32Key("FallDistance", v.FallDistance)
	enc.Uint16Key("Fire", v.Fire)
	enc.Uint16Key("Air", v.Air)
	enc.BoolKey("OnGround", v.OnGround)
	enc.BoolKey("NoGravity", v.NoGravity)
	enc.BoolKey("Invulnerable", v.Invulnerable)
	enc.Int32Key("PortalCooldown", v.PortalCooldown)
	enc.ObjectKey("UUID", (*uuid)(&v.UUID))
	if v.CustomName != nil {
		enc.StringKey("CustomName", *v.CustomName)
	}
	enc.BoolKey("CustomNameVisible", v.CustomNameVisible)
	enc.BoolKey("Silent", v.Silent)
	enc.BoolKey("Glowing", v.Glowing)
}

func (v *entity) IsNil() bool { return v == nil }
func (v *entity) NKeys() int  { return 17 }

func (v *entity) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "ID":
		return dec.String(&v.ID)
	case "Pos":
		return dec.Object((*vector3d)(&v.Pos))
	case "Motion":
		return dec.Object((*vector3d)(&v.Motion))
	case "Rotation":
		return dec.Object((*vector2f)(&v.Rotation))
	case "FallDistance":
		return dec.Float32(&v.FallDistance)
	case "Fire":
		return dec.Uint16(&v.Fire)
	case "Air":
		return dec.Uint16(&v.Air)
	case "OnGround":
		return dec.Bool(&v.OnGround)
	case "NoGravity":
		return dec.Bool(&v.NoGravity)
	case "Invulnerable":
		return dec.Bool(&v.Invulnerable)
	case "PortalCooldown":
		return dec.Int32(&v.PortalCooldown)
	case "UUID":
		return dec.Object((*uuid)(&v.UUID))
	case "CustomName":
		v.CustomName = new(string)
		return dec.String(v.CustomName)
	case "CustomNameVisible":
		return dec.Bool(&v.CustomNameVisible)
	case "Silent":
		return dec.Bool(&v.Silent)
	case "Glowing":
		return dec.Bool(&v.Glowing)
	}
	return nil
}

type recipeBook savedata.RecipeBook

func (v *recipeBook) MarshalJSONObject(enc *gojay.Encoder) {
	enc.SliceStringKey("Recipes", v.Recipes)
	enc.SliceStringKey("ToBeDisplayed", v.ToBeDisplayed)
	enc.BoolKey("IsFilteringCraftable", v.IsFilteringCraftable)
	enc.BoolKey("IsGuiOpen", v.IsGuiOpen)
	enc.BoolKey("IsFurnaceFilteringCraftable", v.IsFurnaceFilteringCraftable)
	enc.BoolKey("IsFurnaceGuiOpen", v.IsFurnaceGuiOpen)
	enc.BoolKey("IsBlastingFurnaceFilteringCraftable", v.IsBlastingFurnaceFilteringCraftable)
	enc.BoolKey("IsBlastingFurnaceGuiOpen", v.IsBlastingFurnaceGuiOpen)
	enc.BoolKey("IsSmokerFilteringCraftable", v.IsSmokerFilteringCraftable)
	enc.BoolKey("IsSmokerGuiOpen", v.IsSmokerGuiOpen)
}

func (v *recipeBook) IsNil() bool { return v == nil }
func (v *recipeBook) NKeys() int  { return 10 }

func (v *recipeBook) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "Recipes":
		return dec.SliceString(&v.Recipes)
	case "ToBeDisplayed":
		return dec.SliceString(&v.ToBeDisplayed)
	case "IsFilteringCraftable":
		return dec.Bool(&v.IsFilteringCraftable)
	case "IsGuiOpen":
		return dec.Bool(&v.IsGuiOpen)
	case "IsFurnaceFilteringCraftable":
		return dec.Bool(&v.IsFurnaceFilteringCraftable)
	case "IsFurnaceGuiOpen":
		return dec.Bool(&v.IsFurnaceGuiOpen)
	case "IsBlastingFurnaceFilteringCraftable":
		return dec.Bool(&v.IsBlastingFurnaceFilteringCraftable)
	case "IsBlastingFurnaceGuiOpen":
		return dec.Bool(&v.IsBlastingFurnaceGuiOpen)
	case "IsSmokerFilteringCraftable":
		return dec.Bool(&v.IsSmokerFilteringCraftable)
	case "IsSmokerGuiOpen":
		return dec.Bool(&v.IsSmokerGuiOpen)
	}
	return nil
}
