package gogenavro

import (
	"github.com/serbench/serbench/codecs/gogenavro/coll"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The logs, savedata and updates datasets as the generated types of
// package coll: the datasets' fields in their order, unsigned and small
// integers as int or long (a uint64 as the long of its bits), and each
// pointer a union with null, set when UnionType is not 0. nil slices stay
// nil; slices of the datasets' own element types are shared, as the timed
// ops only read them. The structs Avro keeps as they are convert in plain
// Go.

func toLogs(v *logs.Logs) *coll.Logs {
	out := &coll.Logs{}
	if v.Logs != nil {
		out.Logs = make([]coll.Log, len(v.Logs))
		for i, l := range v.Logs {
			a := l.Address
			out.Logs[i] = coll.Log{Address: coll.Address{X0: int32(a.X0), X1: int32(a.X1), X2: int32(a.X2), X3: int32(a.X3)},
				Identity: l.Identity, UserID: l.UserID, Date: l.Date, Request: l.Request, Code: int32(l.Code), Size: int64(l.Size)}
		}
	}
	return out
}

func fromLogs(v *coll.Logs) *logs.Logs {
	out := &logs.Logs{}
	if v.Logs != nil {
		out.Logs = make([]logs.Log, len(v.Logs))
		for i, l := range v.Logs {
			a := l.Address
			out.Logs[i] = logs.Log{Address: logs.Address{X0: uint8(a.X0), X1: uint8(a.X1), X2: uint8(a.X2), X3: uint8(a.X3)},
				Identity: l.Identity, UserID: l.UserID, Date: l.Date, Request: l.Request, Code: uint16(l.Code), Size: uint64(l.Size)}
		}
	}
	return out
}

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
		GameType: int32(v.GameType), PreviousGameType: int32(v.PreviousGameType), Score: v.Score,
		Dimension: v.Dimension, SelectedItemSlot: int64(v.SelectedItemSlot), SelectedItem: toItem(&v.SelectedItem),
		SpawnX: v.SpawnX, SpawnY: v.SpawnY, SpawnZ: v.SpawnZ, SleepTimer: int32(v.SleepTimer),
		FoodExhaustionLevel: v.FoodExhaustionLevel, FoodSaturationLevel: v.FoodSaturationLevel,
		FoodTickTimer: int64(v.FoodTickTimer), XpLevel: int64(v.XpLevel), XpP: v.XpP, XpTotal: v.XpTotal, XpSeed: v.XpSeed,
		Inventory: toItems(v.Inventory), EnderItems: toItems(v.EnderItems), Abilities: coll.Abilities(v.Abilities),
		SeenCredits: v.SeenCredits, RecipeBook: coll.RecipeBook(v.RecipeBook),
	}
	if s := v.SpawnDimension; s != nil {
		out.SpawnDimension = &coll.UnionNullString{String: *s, UnionType: coll.UnionNullStringTypeEnumString}
	}
	if b := v.SpawnForced; b != nil {
		out.SpawnForced = &coll.UnionNullBool{Bool: *b, UnionType: coll.UnionNullBoolTypeEnumBool}
	}
	if p := v.EnteredNetherPosition; p != nil {
		out.EnteredNetherPosition = &coll.UnionNullVector3d{Vector3d: coll.Vector3d(*p), UnionType: coll.UnionNullVector3dTypeEnumVector3d}
	}
	if r := v.RootVehicle; r != nil {
		out.RootVehicle = &coll.UnionNullVehicle{Vehicle: coll.Vehicle{UUID: toUUID(r.UUID), Entity: toEntity(&r.Entity)},
			UnionType: coll.UnionNullVehicleTypeEnumVehicle}
	}
	out.ShoulderEntityLeft = toEntityUnion(v.ShoulderEntityLeft)
	out.ShoulderEntityRight = toEntityUnion(v.ShoulderEntityRight)
	return out
}

func fromPlayer(v *coll.Player) savedata.Player {
	out := savedata.Player{
		GameType: savedata.GameType(v.GameType), PreviousGameType: savedata.GameType(v.PreviousGameType), Score: v.Score,
		Dimension: v.Dimension, SelectedItemSlot: uint32(v.SelectedItemSlot), SelectedItem: fromItem(&v.SelectedItem),
		SpawnX: v.SpawnX, SpawnY: v.SpawnY, SpawnZ: v.SpawnZ, SleepTimer: uint16(v.SleepTimer),
		FoodExhaustionLevel: v.FoodExhaustionLevel, FoodSaturationLevel: v.FoodSaturationLevel,
		FoodTickTimer: uint32(v.FoodTickTimer), XpLevel: uint32(v.XpLevel), XpP: v.XpP, XpTotal: v.XpTotal, XpSeed: v.XpSeed,
		Inventory: fromItems(v.Inventory), EnderItems: fromItems(v.EnderItems), Abilities: savedata.Abilities(v.Abilities),
		SeenCredits: v.SeenCredits, RecipeBook: savedata.RecipeBook(v.RecipeBook),
	}
	if u := v.SpawnDimension; u != nil && u.UnionType != 0 {
		s := u.String
		out.SpawnDimension = &s
	}
	if u := v.SpawnForced; u != nil && u.UnionType != 0 {
		b := u.Bool
		out.SpawnForced = &b
	}
	if u := v.EnteredNetherPosition; u != nil && u.UnionType != 0 {
		p := savedata.Vector3d(u.Vector3d)
		out.EnteredNetherPosition = &p
	}
	if u := v.RootVehicle; u != nil && u.UnionType != 0 {
		out.RootVehicle = &savedata.Vehicle{UUID: fromUUID(u.Vehicle.UUID), Entity: fromEntity(&u.Vehicle.Entity)}
	}
	out.ShoulderEntityLeft = fromEntityUnion(v.ShoulderEntityLeft)
	out.ShoulderEntityRight = fromEntityUnion(v.ShoulderEntityRight)
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
	out := coll.Item{Count: int32(v.Count), Slot: int32(v.Slot), ID: v.ID}
	if t := v.Kind.Tool; t != nil {
		tool := coll.Tool{Damage: int32(t.Damage)}
		if t.Enchantments != nil {
			tool.Enchantments = make([]coll.Enchantment, len(t.Enchantments))
			for i, e := range t.Enchantments {
				tool.Enchantments[i] = coll.Enchantment{ID: e.ID, Level: int32(e.Level)}
			}
		}
		out.Kind.Tool = &coll.UnionNullTool{Tool: tool, UnionType: coll.UnionNullToolTypeEnumTool}
	}
	if f := v.Kind.Food; f != nil {
		out.Kind.Food = &coll.UnionNullFood{Food: coll.Food(*f), UnionType: coll.UnionNullFoodTypeEnumFood}
	}
	return out
}

func fromItem(v *coll.Item) savedata.Item {
	out := savedata.Item{Count: int8(v.Count), Slot: uint8(v.Slot), ID: v.ID}
	if u := v.Kind.Tool; u != nil && u.UnionType != 0 {
		out.Kind.Tool = &savedata.Tool{Damage: uint16(u.Tool.Damage)}
		if es := u.Tool.Enchantments; es != nil {
			out.Kind.Tool.Enchantments = make([]savedata.Enchantment, len(es))
			for i, e := range es {
				out.Kind.Tool.Enchantments[i] = savedata.Enchantment{ID: e.ID, Level: uint8(e.Level)}
			}
		}
	}
	if u := v.Kind.Food; u != nil && u.UnionType != 0 {
		f := savedata.Food(u.Food)
		out.Kind.Food = &f
	}
	return out
}

func toUUID(v savedata.UUID) coll.UUID {
	return coll.UUID{X0: int64(v.X0), X1: int64(v.X1), X2: int64(v.X2), X3: int64(v.X3)}
}

func fromUUID(v coll.UUID) savedata.UUID {
	return savedata.UUID{X0: uint32(v.X0), X1: uint32(v.X1), X2: uint32(v.X2), X3: uint32(v.X3)}
}

func toEntityUnion(v *savedata.Entity) *coll.UnionNullEntity {
	if v == nil {
		return nil
	}
	return &coll.UnionNullEntity{Entity: toEntity(v), UnionType: coll.UnionNullEntityTypeEnumEntity}
}

func fromEntityUnion(u *coll.UnionNullEntity) *savedata.Entity {
	if u == nil || u.UnionType == 0 {
		return nil
	}
	e := fromEntity(&u.Entity)
	return &e
}

func toEntity(v *savedata.Entity) coll.Entity {
	out := coll.Entity{ID: v.ID, Pos: coll.Vector3d(v.Pos), Motion: coll.Vector3d(v.Motion),
		Rotation: coll.Vector2f(v.Rotation), FallDistance: v.FallDistance, Fire: int32(v.Fire), Air: int32(v.Air),
		OnGround: v.OnGround, NoGravity: v.NoGravity, Invulnerable: v.Invulnerable, PortalCooldown: v.PortalCooldown,
		UUID: toUUID(v.UUID), CustomNameVisible: v.CustomNameVisible, Silent: v.Silent, Glowing: v.Glowing}
	if s := v.CustomName; s != nil {
		out.CustomName = &coll.UnionNullString{String: *s, UnionType: coll.UnionNullStringTypeEnumString}
	}
	return out
}

func fromEntity(v *coll.Entity) savedata.Entity {
	out := savedata.Entity{ID: v.ID, Pos: savedata.Vector3d(v.Pos), Motion: savedata.Vector3d(v.Motion),
		Rotation: savedata.Vector2f(v.Rotation), FallDistance: v.FallDistance, Fire: uint16(v.Fire), Air: uint16(v.Air),
		OnGround: v.OnGround, NoGravity: v.NoGravity, Invulnerable: v.Invulnerable, PortalCooldown: v.PortalCooldown,
		UUID: fromUUID(v.UUID), CustomNameVisible: v.CustomNameVisible, Silent: v.Silent, Glowing: v.Glowing}
	if u := v.CustomName; u != nil && u.UnionType != 0 {
		s := u.String
		out.CustomName = &s
	}
	return out
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
	out := coll.Update{Score: int64(v.Score), WorldRadius: v.WorldRadius}
	if v.Contacts != nil {
		out.Contacts = make([]coll.Contact, len(v.Contacts))
		for i := range v.Contacts {
			out.Contacts[i] = toContact(&v.Contacts[i])
		}
	}
	if v.Removed != nil {
		out.Removed = make([]int64, len(v.Removed))
		for i, r := range v.Removed {
			out.Removed[i] = int64(r)
		}
	}
	if v.TerrainUpdates != nil {
		out.TerrainUpdates = make([]coll.TerrainUpdate, len(v.TerrainUpdates))
		for i, t := range v.TerrainUpdates {
			out.TerrainUpdates[i] = coll.TerrainUpdate{ChunkID: coll.ChunkID{X: int32(t.ChunkID.X), Y: int32(t.ChunkID.Y)}, Data: t.Data}
		}
	}
	return out
}

func fromUpdate(v *coll.Update) updates.Update {
	out := updates.Update{Score: uint32(v.Score), WorldRadius: v.WorldRadius}
	if v.Contacts != nil {
		out.Contacts = make([]updates.Contact, len(v.Contacts))
		for i := range v.Contacts {
			out.Contacts[i] = fromContact(&v.Contacts[i])
		}
	}
	if v.Removed != nil {
		out.Removed = make([]uint32, len(v.Removed))
		for i, r := range v.Removed {
			out.Removed[i] = uint32(r)
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
	g, t := &v.Guidance, &v.Transform
	out := coll.Contact{Damage: int32(v.Damage), EntityID: int64(v.EntityID),
		Guidance: coll.Guidance{Angle: int32(g.Angle), Submerge: g.Submerge, Velocity: int32(g.Velocity)},
		Reloads:  v.Reloads,
		Transform: coll.Transform{Altitude: int32(t.Altitude), Angle: int32(t.Angle), Position: coll.Vector2f(t.Position),
			Velocity: int32(t.Velocity)},
	}
	if e := v.EntityType; e != nil {
		out.EntityType = &coll.UnionNullInt{Int: int32(*e), UnionType: coll.UnionNullIntTypeEnumInt}
	}
	if p := v.PlayerID; p != nil {
		out.PlayerID = &coll.UnionNullInt{Int: int32(*p), UnionType: coll.UnionNullIntTypeEnumInt}
	}
	if v.TurretAngles != nil {
		out.TurretAngles = make([]int32, len(v.TurretAngles))
		for i, a := range v.TurretAngles {
			out.TurretAngles[i] = int32(a)
		}
	}
	return out
}

func fromContact(v *coll.Contact) updates.Contact {
	g, t := &v.Guidance, &v.Transform
	out := updates.Contact{Damage: uint8(v.Damage), EntityID: uint32(v.EntityID),
		Guidance: updates.Guidance{Angle: uint16(g.Angle), Submerge: g.Submerge, Velocity: int16(g.Velocity)},
		Reloads:  v.Reloads,
		Transform: updates.Transform{Altitude: int8(t.Altitude), Angle: uint16(t.Angle), Position: updates.Vector2f(t.Position),
			Velocity: int16(t.Velocity)},
	}
	if u := v.EntityType; u != nil && u.UnionType != 0 {
		e := updates.EntityType(u.Int)
		out.EntityType = &e
	}
	if u := v.PlayerID; u != nil && u.UnionType != 0 {
		p := uint16(u.Int)
		out.PlayerID = &p
	}
	if v.TurretAngles != nil {
		out.TurretAngles = make([]uint16, len(v.TurretAngles))
		for i, a := range v.TurretAngles {
			out.TurretAngles[i] = uint16(a)
		}
	}
	return out
}
