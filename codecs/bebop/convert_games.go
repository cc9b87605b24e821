package bebop

import (
	"github.com/serbench/serbench/codecs/bebop/coll"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The savedata and updates datasets as collections.bop's structs: the
// datasets' fields in their order, int8 as int16, and each optional value a
// one-field message whose field points to the value (a *string, *bool or
// *uint16 is the dataset's own pointer, shared, as the timed ops only read
// it). nil slices stay nil; slices of the datasets' own element types are
// shared. The structs Bebop keeps as they are convert in plain Go.

func toSave(v *savedata.Save) *coll.Save {
	out := &coll.Save{}
	if v.Players != nil {
		out.Players = make([]coll.Player, len(v.Players))
		for i := range v.Players {
			out.Players[i] = toPlayer(&v.Players[i])
		}
	}
	return out
}

func fromSave(v *coll.Save) *savedata.Save {
	out := &savedata.Save{}
	if v.Players != nil {
		out.Players = make([]savedata.Player, len(v.Players))
		for i := range v.Players {
			out.Players[i] = fromPlayer(&v.Players[i])
		}
	}
	return out
}

func toPlayer(v *savedata.Player) coll.Player {
	out := coll.Player{
		GameType: byte(v.GameType), PreviousGameType: byte(v.PreviousGameType), Score: v.Score,
		Dimension: v.Dimension, SelectedItemSlot: v.SelectedItemSlot, SelectedItem: toItem(&v.SelectedItem),
		SpawnDimension: coll.OptionalString{Value: v.SpawnDimension}, SpawnX: v.SpawnX, SpawnY: v.SpawnY, SpawnZ: v.SpawnZ,
		SpawnForced: coll.OptionalBool{Value: v.SpawnForced}, SleepTimer: v.SleepTimer,
		FoodExhaustionLevel: v.FoodExhaustionLevel, FoodSaturationLevel: v.FoodSaturationLevel,
		FoodTickTimer: v.FoodTickTimer, XpLevel: v.XpLevel, XpP: v.XpP, XpTotal: v.XpTotal, XpSeed: v.XpSeed,
		Inventory: toItems(v.Inventory), EnderItems: toItems(v.EnderItems), Abilities: coll.Abilities(v.Abilities),
		ShoulderEntityLeft: coll.OptionalEntity{Value: toEntityPtr(v.ShoulderEntityLeft)}, SeenCredits: v.SeenCredits,
		ShoulderEntityRight: coll.OptionalEntity{Value: toEntityPtr(v.ShoulderEntityRight)}, RecipeBook: coll.RecipeBook(v.RecipeBook),
	}
	if p := v.EnteredNetherPosition; p != nil {
		q := coll.Vector3d(*p)
		out.EnteredNetherPosition.Value = &q
	}
	if r := v.RootVehicle; r != nil {
		out.RootVehicle.Value = &coll.Vehicle{UUID: coll.UUID(r.UUID), Entity: toEntity(&r.Entity)}
	}
	return out
}

func fromPlayer(v *coll.Player) savedata.Player {
	out := savedata.Player{
		GameType: savedata.GameType(v.GameType), PreviousGameType: savedata.GameType(v.PreviousGameType), Score: v.Score,
		Dimension: v.Dimension, SelectedItemSlot: v.SelectedItemSlot, SelectedItem: fromItem(&v.SelectedItem),
		SpawnDimension: v.SpawnDimension.Value, SpawnX: v.SpawnX, SpawnY: v.SpawnY, SpawnZ: v.SpawnZ,
		SpawnForced: v.SpawnForced.Value, SleepTimer: v.SleepTimer,
		FoodExhaustionLevel: v.FoodExhaustionLevel, FoodSaturationLevel: v.FoodSaturationLevel,
		FoodTickTimer: v.FoodTickTimer, XpLevel: v.XpLevel, XpP: v.XpP, XpTotal: v.XpTotal, XpSeed: v.XpSeed,
		Inventory: fromItems(v.Inventory), EnderItems: fromItems(v.EnderItems), Abilities: savedata.Abilities(v.Abilities),
		ShoulderEntityLeft: fromEntityPtr(v.ShoulderEntityLeft.Value), SeenCredits: v.SeenCredits,
		ShoulderEntityRight: fromEntityPtr(v.ShoulderEntityRight.Value), RecipeBook: savedata.RecipeBook(v.RecipeBook),
	}
	if p := v.EnteredNetherPosition.Value; p != nil {
		q := savedata.Vector3d(*p)
		out.EnteredNetherPosition = &q
	}
	if r := v.RootVehicle.Value; r != nil {
		out.RootVehicle = &savedata.Vehicle{UUID: savedata.UUID(r.UUID), Entity: fromEntity(&r.Entity)}
	}
	return out
}

func toItems(v []savedata.Item) []coll.Item {
	if v == nil {
		return nil
	}
	out := make([]coll.Item, len(v))
	for i := range v {
		out[i] = toItem(&v[i])
	}
	return out
}

func fromItems(v []coll.Item) []savedata.Item {
	if v == nil {
		return nil
	}
	out := make([]savedata.Item, len(v))
	for i := range v {
		out[i] = fromItem(&v[i])
	}
	return out
}

func toItem(v *savedata.Item) coll.Item {
	out := coll.Item{Count: int16(v.Count), Slot: v.Slot, ID: v.ID}
	if t := v.Kind.Tool; t != nil {
		out.Kind.Tool = &coll.Tool{Damage: t.Damage}
		if t.Enchantments != nil {
			out.Kind.Tool.Enchantments = make([]coll.Enchantment, len(t.Enchantments))
			for i, e := range t.Enchantments {
				out.Kind.Tool.Enchantments[i] = coll.Enchantment(e)
			}
		}
	}
	if f := v.Kind.Food; f != nil {
		out.Kind.Food = &coll.Food{Saturation: f.Saturation}
	}
	return out
}

func fromItem(v *coll.Item) savedata.Item {
	out := savedata.Item{Count: int8(v.Count), Slot: v.Slot, ID: v.ID}
	if t := v.Kind.Tool; t != nil {
		out.Kind.Tool = &savedata.Tool{Damage: t.Damage}
		if t.Enchantments != nil {
			out.Kind.Tool.Enchantments = make([]savedata.Enchantment, len(t.Enchantments))
			for i, e := range t.Enchantments {
				out.Kind.Tool.Enchantments[i] = savedata.Enchantment(e)
			}
		}
	}
	if f := v.Kind.Food; f != nil {
		out.Kind.Food = &savedata.Food{Saturation: f.Saturation}
	}
	return out
}

func toEntityPtr(v *savedata.Entity) *coll.Entity {
	if v == nil {
		return nil
	}
	e := toEntity(v)
	return &e
}

func fromEntityPtr(v *coll.Entity) *savedata.Entity {
	if v == nil {
		return nil
	}
	e := fromEntity(v)
	return &e
}

func toEntity(v *savedata.Entity) coll.Entity {
	return coll.Entity{ID: v.ID, Pos: coll.Vector3d(v.Pos), Motion: coll.Vector3d(v.Motion),
		Rotation: coll.Vector2f(v.Rotation), FallDistance: v.FallDistance, Fire: v.Fire, Air: v.Air,
		OnGround: v.OnGround, NoGravity: v.NoGravity, Invulnerable: v.Invulnerable, PortalCooldown: v.PortalCooldown,
		UUID: coll.UUID(v.UUID), CustomName: coll.OptionalString{Value: v.CustomName},
		CustomNameVisible: v.CustomNameVisible, Silent: v.Silent, Glowing: v.Glowing}
}

func fromEntity(v *coll.Entity) savedata.Entity {
	return savedata.Entity{ID: v.ID, Pos: savedata.Vector3d(v.Pos), Motion: savedata.Vector3d(v.Motion),
		Rotation: savedata.Vector2f(v.Rotation), FallDistance: v.FallDistance, Fire: v.Fire, Air: v.Air,
		OnGround: v.OnGround, NoGravity: v.NoGravity, Invulnerable: v.Invulnerable, PortalCooldown: v.PortalCooldown,
		UUID: savedata.UUID(v.UUID), CustomName: v.CustomName.Value,
		CustomNameVisible: v.CustomNameVisible, Silent: v.Silent, Glowing: v.Glowing}
}

func toUpdates(v *updates.Updates) *coll.Updates {
	out := &coll.Updates{}
	if v.Updates != nil {
		out.Updates = make([]coll.Update, len(v.Updates))
		for i := range v.Updates {
			out.Updates[i] = toUpdate(&v.Updates[i])
		}
	}
	return out
}

func fromUpdates(v *coll.Updates) *updates.Updates {
	out := &updates.Updates{}
	if v.Updates != nil {
		out.Updates = make([]updates.Update, len(v.Updates))
		for i := range v.Updates {
			out.Updates[i] = fromUpdate(&v.Updates[i])
		}
	}
	return out
}

func toUpdate(v *updates.Update) coll.Update {
	out := coll.Update{Removed: v.Removed, Score: v.Score, WorldRadius: v.WorldRadius}
	if v.Contacts != nil {
		out.Contacts = make([]coll.Contact, len(v.Contacts))
		for i := range v.Contacts {
			out.Contacts[i] = toContact(&v.Contacts[i])
		}
	}
	if v.TerrainUpdates != nil {
		out.TerrainUpdates = make([]coll.TerrainUpdate, len(v.TerrainUpdates))
		for i, t := range v.TerrainUpdates {
			out.TerrainUpdates[i] = coll.TerrainUpdate{ChunkID: coll.ChunkID{X: int16(t.ChunkID.X), Y: int16(t.ChunkID.Y)}, Data: t.Data}
		}
	}
	return out
}

func fromUpdate(v *coll.Update) updates.Update {
	out := updates.Update{Removed: v.Removed, Score: v.Score, WorldRadius: v.WorldRadius}
	if v.Contacts != nil {
		out.Contacts = make([]updates.Contact, len(v.Contacts))
		for i := range v.Contacts {
			out.Contacts[i] = fromContact(&v.Contacts[i])
		}
	}
	if v.TerrainUpdates != nil {
		out.TerrainUpdates = make([]updates.TerrainUpdate, len(v.TerrainUpdates))
		for i, t := range v.TerrainUpdates {
			out.TerrainUpdates[i] = updates.TerrainUpdate{ChunkID: updates.ChunkID{X: int8(t.ChunkID.X), Y: int8(t.ChunkID.Y)}, Data: t.Data}
		}
	}
	return out
}

func toContact(v *updates.Contact) coll.Contact {
	t := &v.Transform
	out := coll.Contact{Damage: v.Damage, EntityID: v.EntityID, Guidance: coll.Guidance(v.Guidance),
		PlayerID: coll.OptionalUint16{Value: v.PlayerID}, Reloads: v.Reloads, TurretAngles: v.TurretAngles,
		Transform: coll.Transform{Altitude: int16(t.Altitude), Angle: t.Angle, Position: coll.Vector2f(t.Position), Velocity: t.Velocity}}
	if v.EntityType != nil {
		e := byte(*v.EntityType)
		out.EntityType.Value = &e
	}
	return out
}

func fromContact(v *coll.Contact) updates.Contact {
	t := &v.Transform
	out := updates.Contact{Damage: v.Damage, EntityID: v.EntityID, Guidance: updates.Guidance(v.Guidance),
		PlayerID: v.PlayerID.Value, Reloads: v.Reloads, TurretAngles: v.TurretAngles,
		Transform: updates.Transform{Altitude: int8(t.Altitude), Angle: t.Angle, Position: updates.Vector2f(t.Position), Velocity: t.Velocity}}
	if v.EntityType.Value != nil {
		e := updates.EntityType(*v.EntityType.Value)
		out.EntityType = &e
	}
	return out
}
