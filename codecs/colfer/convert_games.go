package colfer

import (
	"github.com/serbench/serbench/codecs/colfer/coll"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The savedata and updates datasets as collections.colf's structs: every
// nested struct by pointer (a nil one reads as the zero value), each
// pointer to a plain value a pointer to a one-field struct, int8 and int16
// as int32, lists of bools as binary (a byte of 0 or 1 each) and lists of
// uint32 and uint16 as int64 and int32 lists. nil slices stay nil; string
// and byte slices are shared, as the timed ops only read them. The structs
// whose fields Colfer keeps as they are convert in plain Go.

func toSave(v *savedata.Save) *coll.Save {
	out := &coll.Save{}
	if v.Players != nil {
		out.Players = make([]*coll.Player, len(v.Players))
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
		for i, p := range v.Players {
			if p != nil {
				out.Players[i] = fromPlayer(p)
			}
		}
	}
	return out
}

func toPlayer(v *savedata.Player) *coll.Player {
	abilities, book := coll.Abilities(v.Abilities), coll.RecipeBook(v.RecipeBook)
	out := &coll.Player{
		GameType: uint8(v.GameType), PreviousGameType: uint8(v.PreviousGameType), Score: v.Score,
		Dimension: v.Dimension, SelectedItemSlot: v.SelectedItemSlot, SelectedItem: toItem(&v.SelectedItem),
		SpawnX: v.SpawnX, SpawnY: v.SpawnY, SpawnZ: v.SpawnZ, SleepTimer: v.SleepTimer,
		FoodExhaustionLevel: v.FoodExhaustionLevel, FoodSaturationLevel: v.FoodSaturationLevel,
		FoodTickTimer: v.FoodTickTimer, XpLevel: v.XpLevel, XpP: v.XpP, XpTotal: v.XpTotal, XpSeed: v.XpSeed,
		Inventory: toItems(v.Inventory), EnderItems: toItems(v.EnderItems), Abilities: &abilities,
		RootVehicle: toVehicle(v.RootVehicle), ShoulderEntityLeft: toEntity(v.ShoulderEntityLeft),
		ShoulderEntityRight: toEntity(v.ShoulderEntityRight), SeenCredits: v.SeenCredits, RecipeBook: &book,
	}
	if v.SpawnDimension != nil {
		out.SpawnDimension = &coll.OptionalString{Value: *v.SpawnDimension}
	}
	if v.SpawnForced != nil {
		out.SpawnForced = &coll.OptionalBool{Value: *v.SpawnForced}
	}
	if p := v.EnteredNetherPosition; p != nil {
		q := coll.Vector3d(*p)
		out.EnteredNetherPosition = &q
	}
	return out
}

func fromPlayer(v *coll.Player) savedata.Player {
	out := savedata.Player{
		GameType: savedata.GameType(v.GameType), PreviousGameType: savedata.GameType(v.PreviousGameType), Score: v.Score,
		Dimension: v.Dimension, SelectedItemSlot: v.SelectedItemSlot, SelectedItem: fromItem(v.SelectedItem),
		SpawnX: v.SpawnX, SpawnY: v.SpawnY, SpawnZ: v.SpawnZ, SleepTimer: v.SleepTimer,
		FoodExhaustionLevel: v.FoodExhaustionLevel, FoodSaturationLevel: v.FoodSaturationLevel,
		FoodTickTimer: v.FoodTickTimer, XpLevel: v.XpLevel, XpP: v.XpP, XpTotal: v.XpTotal, XpSeed: v.XpSeed,
		Inventory: fromItems(v.Inventory), EnderItems: fromItems(v.EnderItems),
		RootVehicle: fromVehicle(v.RootVehicle), ShoulderEntityLeft: fromEntity(v.ShoulderEntityLeft),
		ShoulderEntityRight: fromEntity(v.ShoulderEntityRight), SeenCredits: v.SeenCredits,
	}
	if v.Abilities != nil {
		out.Abilities = savedata.Abilities(*v.Abilities)
	}
	if v.RecipeBook != nil {
		out.RecipeBook = savedata.RecipeBook(*v.RecipeBook)
	}
	if v.SpawnDimension != nil {
		s := v.SpawnDimension.Value
		out.SpawnDimension = &s
	}
	if v.SpawnForced != nil {
		b := v.SpawnForced.Value
		out.SpawnForced = &b
	}
	if p := v.EnteredNetherPosition; p != nil {
		q := savedata.Vector3d(*p)
		out.EnteredNetherPosition = &q
	}
	return out
}

func toItems(v []savedata.Item) []*coll.Item {
	if v == nil {
		return nil
	}
	out := make([]*coll.Item, len(v))
	for i := range v {
		out[i] = toItem(&v[i])
	}
	return out
}

func fromItems(v []*coll.Item) []savedata.Item {
	if v == nil {
		return nil
	}
	out := make([]savedata.Item, len(v))
	for i, it := range v {
		out[i] = fromItem(it)
	}
	return out
}

func toItem(v *savedata.Item) *coll.Item {
	kind := &coll.ItemKind{}
	if t := v.Kind.Tool; t != nil {
		kind.Tool = &coll.Tool{Damage: t.Damage}
		if t.Enchantments != nil {
			kind.Tool.Enchantments = make([]*coll.Enchantment, len(t.Enchantments))
			for i, e := range t.Enchantments {
				kind.Tool.Enchantments[i] = &coll.Enchantment{ID: e.ID, Level: e.Level}
			}
		}
	}
	if f := v.Kind.Food; f != nil {
		kind.Food = &coll.Food{Saturation: f.Saturation}
	}
	return &coll.Item{Count: int32(v.Count), Slot: v.Slot, ID: v.ID, Kind: kind}
}

func fromItem(v *coll.Item) savedata.Item {
	if v == nil {
		return savedata.Item{}
	}
	out := savedata.Item{Count: int8(v.Count), Slot: v.Slot, ID: v.ID}
	if v.Kind == nil {
		return out
	}
	if t := v.Kind.Tool; t != nil {
		out.Kind.Tool = &savedata.Tool{Damage: t.Damage}
		if t.Enchantments != nil {
			out.Kind.Tool.Enchantments = make([]savedata.Enchantment, len(t.Enchantments))
			for i, e := range t.Enchantments {
				if e != nil {
					out.Kind.Tool.Enchantments[i] = savedata.Enchantment{ID: e.ID, Level: e.Level}
				}
			}
		}
	}
	if f := v.Kind.Food; f != nil {
		out.Kind.Food = &savedata.Food{Saturation: f.Saturation}
	}
	return out
}

func toVehicle(v *savedata.Vehicle) *coll.Vehicle {
	if v == nil {
		return nil
	}
	id := coll.UUID(v.UUID)
	return &coll.Vehicle{UUID: &id, Entity: toEntity(&v.Entity)}
}

func fromVehicle(v *coll.Vehicle) *savedata.Vehicle {
	if v == nil {
		return nil
	}
	out := &savedata.Vehicle{}
	if v.UUID != nil {
		out.UUID = savedata.UUID(*v.UUID)
	}
	if v.Entity != nil {
		out.Entity = *fromEntity(v.Entity)
	}
	return out
}

func toEntity(v *savedata.Entity) *coll.Entity {
	if v == nil {
		return nil
	}
	pos, motion, rot, id := coll.Vector3d(v.Pos), coll.Vector3d(v.Motion), coll.Vector2f(v.Rotation), coll.UUID(v.UUID)
	out := &coll.Entity{ID: v.ID, Pos: &pos, Motion: &motion, Rotation: &rot, FallDistance: v.FallDistance,
		Fire: v.Fire, Air: v.Air, OnGround: v.OnGround, NoGravity: v.NoGravity, Invulnerable: v.Invulnerable,
		PortalCooldown: v.PortalCooldown, UUID: &id, CustomNameVisible: v.CustomNameVisible, Silent: v.Silent,
		Glowing: v.Glowing}
	if v.CustomName != nil {
		out.CustomName = &coll.OptionalString{Value: *v.CustomName}
	}
	return out
}

func fromEntity(v *coll.Entity) *savedata.Entity {
	if v == nil {
		return nil
	}
	out := &savedata.Entity{ID: v.ID, FallDistance: v.FallDistance, Fire: v.Fire, Air: v.Air, OnGround: v.OnGround,
		NoGravity: v.NoGravity, Invulnerable: v.Invulnerable, PortalCooldown: v.PortalCooldown,
		CustomNameVisible: v.CustomNameVisible, Silent: v.Silent, Glowing: v.Glowing}
	if v.Pos != nil {
		out.Pos = savedata.Vector3d(*v.Pos)
	}
	if v.Motion != nil {
		out.Motion = savedata.Vector3d(*v.Motion)
	}
	if v.Rotation != nil {
		out.Rotation = savedata.Vector2f(*v.Rotation)
	}
	if v.UUID != nil {
		out.UUID = savedata.UUID(*v.UUID)
	}
	if v.CustomName != nil {
		s := v.CustomName.Value
		out.CustomName = &s
	}
	return out
}

func toUpdates(v *updates.Updates) *coll.Updates {
	out := &coll.Updates{}
	if v.Updates != nil {
		out.Updates = make([]*coll.Update, len(v.Updates))
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
		for i, u := range v.Updates {
			if u != nil {
				out.Updates[i] = fromUpdate(u)
			}
		}
	}
	return out
}

func toUpdate(v *updates.Update) *coll.Update {
	out := &coll.Update{Score: v.Score, WorldRadius: v.WorldRadius}
	if v.Contacts != nil {
		out.Contacts = make([]*coll.Contact, len(v.Contacts))
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
		out.TerrainUpdates = make([]*coll.TerrainUpdate, len(v.TerrainUpdates))
		for i, t := range v.TerrainUpdates {
			out.TerrainUpdates[i] = &coll.TerrainUpdate{ChunkID: &coll.ChunkID{X: int32(t.ChunkID.X), Y: int32(t.ChunkID.Y)}, Data: t.Data}
		}
	}
	return out
}

func fromUpdate(v *coll.Update) updates.Update {
	out := updates.Update{Score: v.Score, WorldRadius: v.WorldRadius}
	if v.Contacts != nil {
		out.Contacts = make([]updates.Contact, len(v.Contacts))
		for i, c := range v.Contacts {
			if c != nil {
				out.Contacts[i] = fromContact(c)
			}
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
			if t == nil {
				continue
			}
			out.TerrainUpdates[i].Data = t.Data
			if t.ChunkID != nil {
				out.TerrainUpdates[i].ChunkID = updates.ChunkID{X: int8(t.ChunkID.X), Y: int8(t.ChunkID.Y)}
			}
		}
	}
	return out
}

func toContact(v *updates.Contact) *coll.Contact {
	g, t := &v.Guidance, &v.Transform
	pos := coll.Vector2f(t.Position)
	out := &coll.Contact{Damage: v.Damage, EntityID: v.EntityID,
		Guidance:  &coll.Guidance{Angle: g.Angle, Submerge: g.Submerge, Velocity: int32(g.Velocity)},
		Transform: &coll.Transform{Altitude: int32(t.Altitude), Angle: t.Angle, Position: &pos, Velocity: int32(t.Velocity)},
	}
	if v.EntityType != nil {
		out.EntityType = &coll.OptionalUint8{Value: uint8(*v.EntityType)}
	}
	if v.PlayerID != nil {
		out.PlayerID = &coll.OptionalUint16{Value: *v.PlayerID}
	}
	if v.Reloads != nil {
		out.Reloads = make([]byte, len(v.Reloads))
		for i, r := range v.Reloads {
			if r {
				out.Reloads[i] = 1
			}
		}
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
	out := updates.Contact{Damage: v.Damage, EntityID: v.EntityID}
	if g := v.Guidance; g != nil {
		out.Guidance = updates.Guidance{Angle: g.Angle, Submerge: g.Submerge, Velocity: int16(g.Velocity)}
	}
	if t := v.Transform; t != nil {
		out.Transform = updates.Transform{Altitude: int8(t.Altitude), Angle: t.Angle, Velocity: int16(t.Velocity)}
		if t.Position != nil {
			out.Transform.Position = updates.Vector2f(*t.Position)
		}
	}
	if v.EntityType != nil {
		e := updates.EntityType(v.EntityType.Value)
		out.EntityType = &e
	}
	if v.PlayerID != nil {
		id := v.PlayerID.Value
		out.PlayerID = &id
	}
	if v.Reloads != nil {
		out.Reloads = make([]bool, len(v.Reloads))
		for i, r := range v.Reloads {
			out.Reloads[i] = r != 0
		}
	}
	if v.TurretAngles != nil {
		out.TurretAngles = make([]uint16, len(v.TurretAngles))
		for i, a := range v.TurretAngles {
			out.TurretAngles[i] = uint16(a)
		}
	}
	return out
}
