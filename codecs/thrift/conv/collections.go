package conv

import (
	"github.com/serbench/serbench/codecs/thrift/collections"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// CollectionNotes says how the large collections are carried, for the
// notes of every codec on package collections.
const CollectionNotes = "the large collections in collections.thrift (package collections): unsigned ints in the next wider signed type, " +
	"uint64 as i64 of the same bits, float32 as double, *T as optional fields, savedata's item kind as a union with an empty Block for neither"

// DynamicReason is why no Thrift codec carries the dynamic documents.
const DynamicReason = "Thrift has no dynamic or any type: every field's type is declared in the IDL (base types, structs, unions, " +
	"containers of declared types), and its documentation gives no way to carry documents of unknown shape"

// each converts every element of in with f; nil stays nil (a Thrift list
// always decodes non-nil, so an empty list stays empty).
func each[S, D any](in []S, f func(S) D) []D {
	if in == nil {
		return nil
	}
	out := make([]D, len(in))
	for i, v := range in {
		out[i] = f(v)
	}
	return out
}

// ToLogs and FromLogs convert the logs dataset: address bytes as i16, the
// status code as i32, the uint64 size as i64 of the same bits.
func ToLogs(v *logs.Logs) *collections.Logs {
	return &collections.Logs{Logs: each(v.Logs, func(l logs.Log) *collections.Log {
		a := l.Address
		return &collections.Log{
			Address:  &collections.Address{X0: int16(a.X0), X1: int16(a.X1), X2: int16(a.X2), X3: int16(a.X3)},
			Identity: l.Identity, Userid: l.UserID, Date: l.Date, Request: l.Request, Code: int32(l.Code), Size: int64(l.Size),
		}
	})}
}

func FromLogs(v *collections.Logs) *logs.Logs {
	return &logs.Logs{Logs: each(v.Logs, func(l *collections.Log) logs.Log {
		a := l.GetAddress()
		return logs.Log{
			Address:  logs.Address{X0: uint8(a.GetX0()), X1: uint8(a.GetX1()), X2: uint8(a.GetX2()), X3: uint8(a.GetX3())},
			Identity: l.Identity, UserID: l.Userid, Date: l.Date, Request: l.Request, Code: uint16(l.Code), Size: uint64(l.Size),
		}
	})}
}

// ToMesh and FromMesh convert the mesh dataset, float32 as double.
func ToMesh(v *mesh.Mesh) *collections.Mesh {
	vec := func(v mesh.Vector3) *collections.Vector3 {
		return &collections.Vector3{X: float64(v.X), Y: float64(v.Y), Z: float64(v.Z)}
	}
	return &collections.Mesh{Triangles: each(v.Triangles, func(t mesh.Triangle) *collections.Triangle {
		return &collections.Triangle{V0: vec(t.V0), V1: vec(t.V1), V2: vec(t.V2), Normal: vec(t.Normal)}
	})}
}

func FromMesh(v *collections.Mesh) *mesh.Mesh {
	vec := func(v *collections.Vector3) mesh.Vector3 {
		return mesh.Vector3{X: float32(v.GetX()), Y: float32(v.GetY()), Z: float32(v.GetZ())}
	}
	return &mesh.Mesh{Triangles: each(v.Triangles, func(t *collections.Triangle) mesh.Triangle {
		return mesh.Triangle{V0: vec(t.V0), V1: vec(t.V1), V2: vec(t.V2), Normal: vec(t.Normal)}
	})}
}

// ToSave and FromSave convert the savedata dataset: pointers as optional
// fields, the item kind as the ItemKind union (Block for neither).
func ToSave(v *savedata.Save) *collections.Save {
	return &collections.Save{Players: each(v.Players, toPlayer)}
}

func FromSave(v *collections.Save) *savedata.Save {
	return &savedata.Save{Players: each(v.Players, fromPlayer)}
}

func toPlayer(p savedata.Player) *collections.Player {
	a, r := &p.Abilities, &p.RecipeBook
	out := &collections.Player{
		GameType: collections.GameType(p.GameType), PreviousGameType: collections.GameType(p.PreviousGameType),
		Score: p.Score, Dimension: p.Dimension, SelectedItemSlot: int64(p.SelectedItemSlot), SelectedItem: toItem(p.SelectedItem),
		SpawnDimension: p.SpawnDimension, SpawnX: p.SpawnX, SpawnY: p.SpawnY, SpawnZ: p.SpawnZ, SpawnForced: p.SpawnForced,
		SleepTimer: int32(p.SleepTimer), FoodExhaustionLevel: float64(p.FoodExhaustionLevel),
		FoodSaturationLevel: float64(p.FoodSaturationLevel), FoodTickTimer: int64(p.FoodTickTimer),
		XpLevel: int64(p.XpLevel), XpP: float64(p.XpP), XpTotal: p.XpTotal, XpSeed: p.XpSeed,
		Inventory: each(p.Inventory, toItem), EnderItems: each(p.EnderItems, toItem),
		Abilities: &collections.Abilities{WalkSpeed: float64(a.WalkSpeed), FlySpeed: float64(a.FlySpeed),
			MayFly: a.MayFly, Flying: a.Flying, Invulnerable: a.Invulnerable, MayBuild: a.MayBuild, Instabuild: a.Instabuild},
		ShoulderEntityLeft: toEntityPtr(p.ShoulderEntityLeft), ShoulderEntityRight: toEntityPtr(p.ShoulderEntityRight),
		SeenCredits: p.SeenCredits,
		RecipeBook: &collections.RecipeBook{Recipes: r.Recipes, ToBeDisplayed: r.ToBeDisplayed,
			IsFilteringCraftable: r.IsFilteringCraftable, IsGuiOpen: r.IsGuiOpen,
			IsFurnaceFilteringCraftable: r.IsFurnaceFilteringCraftable, IsFurnaceGuiOpen: r.IsFurnaceGuiOpen,
			IsBlastingFurnaceFilteringCraftable: r.IsBlastingFurnaceFilteringCraftable, IsBlastingFurnaceGuiOpen: r.IsBlastingFurnaceGuiOpen,
			IsSmokerFilteringCraftable: r.IsSmokerFilteringCraftable, IsSmokerGuiOpen: r.IsSmokerGuiOpen},
	}
	if n := p.EnteredNetherPosition; n != nil {
		out.EnteredNetherPosition = toVector3d(*n)
	}
	if v := p.RootVehicle; v != nil {
		out.RootVehicle = &collections.Vehicle{UUID: toUUID(v.UUID), Entity: toEntity(v.Entity)}
	}
	return out
}

func fromPlayer(p *collections.Player) savedata.Player {
	a, r := p.GetAbilities(), p.GetRecipeBook()
	out := savedata.Player{
		GameType: savedata.GameType(p.GameType), PreviousGameType: savedata.GameType(p.PreviousGameType),
		Score: p.Score, Dimension: p.Dimension, SelectedItemSlot: uint32(p.SelectedItemSlot), SelectedItem: fromItem(p.SelectedItem),
		SpawnDimension: p.SpawnDimension, SpawnX: p.SpawnX, SpawnY: p.SpawnY, SpawnZ: p.SpawnZ, SpawnForced: p.SpawnForced,
		SleepTimer: uint16(p.SleepTimer), FoodExhaustionLevel: float32(p.FoodExhaustionLevel),
		FoodSaturationLevel: float32(p.FoodSaturationLevel), FoodTickTimer: uint32(p.FoodTickTimer),
		XpLevel: uint32(p.XpLevel), XpP: float32(p.XpP), XpTotal: p.XpTotal, XpSeed: p.XpSeed,
		Inventory: each(p.Inventory, fromItem), EnderItems: each(p.EnderItems, fromItem),
		Abilities: savedata.Abilities{WalkSpeed: float32(a.GetWalkSpeed()), FlySpeed: float32(a.GetFlySpeed()),
			MayFly: a.GetMayFly(), Flying: a.GetFlying(), Invulnerable: a.GetInvulnerable(), MayBuild: a.GetMayBuild(),
			Instabuild: a.GetInstabuild()},
		ShoulderEntityLeft: fromEntityPtr(p.ShoulderEntityLeft), ShoulderEntityRight: fromEntityPtr(p.ShoulderEntityRight),
		SeenCredits: p.SeenCredits,
		RecipeBook: savedata.RecipeBook{Recipes: r.GetRecipes(), ToBeDisplayed: r.GetToBeDisplayed(),
			IsFilteringCraftable: r.GetIsFilteringCraftable(), IsGuiOpen: r.GetIsGuiOpen(),
			IsFurnaceFilteringCraftable: r.GetIsFurnaceFilteringCraftable(), IsFurnaceGuiOpen: r.GetIsFurnaceGuiOpen(),
			IsBlastingFurnaceFilteringCraftable: r.GetIsBlastingFurnaceFilteringCraftable(), IsBlastingFurnaceGuiOpen: r.GetIsBlastingFurnaceGuiOpen(),
			IsSmokerFilteringCraftable: r.GetIsSmokerFilteringCraftable(), IsSmokerGuiOpen: r.GetIsSmokerGuiOpen()},
	}
	if n := p.EnteredNetherPosition; n != nil {
		v := fromVector3d(n)
		out.EnteredNetherPosition = &v
	}
	if v := p.RootVehicle; v != nil {
		out.RootVehicle = &savedata.Vehicle{UUID: fromUUID(v.UUID), Entity: fromEntity(v.Entity)}
	}
	return out
}

func toItem(it savedata.Item) *collections.Item {
	out := &collections.Item{Count: it.Count, Slot: int16(it.Slot), ID: it.ID, Kind: &collections.ItemKind{}}
	switch k := it.Kind; {
	case k.Tool != nil:
		out.Kind.Tool = &collections.Tool{Damage: int32(k.Tool.Damage),
			Enchantments: each(k.Tool.Enchantments, func(e savedata.Enchantment) *collections.Enchantment {
				return &collections.Enchantment{ID: e.ID, Level: int16(e.Level)}
			})}
	case k.Food != nil:
		out.Kind.Food = &collections.Food{Saturation: float64(k.Food.Saturation)}
	default:
		out.Kind.Block = &collections.Block{}
	}
	return out
}

func fromItem(it *collections.Item) savedata.Item {
	out := savedata.Item{Count: it.GetCount(), Slot: uint8(it.GetSlot()), ID: it.GetID()}
	k := it.GetKind()
	if t := k.GetTool(); t != nil {
		out.Kind.Tool = &savedata.Tool{Damage: uint16(t.Damage),
			Enchantments: each(t.Enchantments, func(e *collections.Enchantment) savedata.Enchantment {
				return savedata.Enchantment{ID: e.ID, Level: uint8(e.Level)}
			})}
	}
	if f := k.GetFood(); f != nil {
		out.Kind.Food = &savedata.Food{Saturation: float32(f.Saturation)}
	}
	return out
}

func toVector3d(v savedata.Vector3d) *collections.Vector3d {
	return &collections.Vector3d{X: v.X, Y: v.Y, Z: v.Z}
}

func fromVector3d(v *collections.Vector3d) savedata.Vector3d {
	return savedata.Vector3d{X: v.GetX(), Y: v.GetY(), Z: v.GetZ()}
}

func toUUID(u savedata.UUID) *collections.UUID {
	return &collections.UUID{X0: int64(u.X0), X1: int64(u.X1), X2: int64(u.X2), X3: int64(u.X3)}
}

func fromUUID(u *collections.UUID) savedata.UUID {
	return savedata.UUID{X0: uint32(u.GetX0()), X1: uint32(u.GetX1()), X2: uint32(u.GetX2()), X3: uint32(u.GetX3())}
}

func toEntity(e savedata.Entity) *collections.Entity {
	return &collections.Entity{ID: e.ID, Pos: toVector3d(e.Pos), Motion: toVector3d(e.Motion),
		Rotation:     &collections.Vector2f{X: float64(e.Rotation.X), Y: float64(e.Rotation.Y)},
		FallDistance: float64(e.FallDistance), Fire: int32(e.Fire), Air: int32(e.Air),
		OnGround: e.OnGround, NoGravity: e.NoGravity, Invulnerable: e.Invulnerable, PortalCooldown: e.PortalCooldown,
		UUID: toUUID(e.UUID), CustomName: e.CustomName, CustomNameVisible: e.CustomNameVisible, Silent: e.Silent, Glowing: e.Glowing}
}

func fromEntity(e *collections.Entity) savedata.Entity {
	return savedata.Entity{ID: e.GetID(), Pos: fromVector3d(e.GetPos()), Motion: fromVector3d(e.GetMotion()),
		Rotation:     savedata.Vector2f{X: float32(e.GetRotation().GetX()), Y: float32(e.GetRotation().GetY())},
		FallDistance: float32(e.GetFallDistance()), Fire: uint16(e.GetFire()), Air: uint16(e.GetAir()),
		OnGround: e.GetOnGround(), NoGravity: e.GetNoGravity(), Invulnerable: e.GetInvulnerable(), PortalCooldown: e.GetPortalCooldown(),
		UUID: fromUUID(e.GetUUID()), CustomName: e.CustomName, CustomNameVisible: e.GetCustomNameVisible(),
		Silent: e.GetSilent(), Glowing: e.GetGlowing()}
}

func toEntityPtr(e *savedata.Entity) *collections.Entity {
	if e == nil {
		return nil
	}
	return toEntity(*e)
}

func fromEntityPtr(e *collections.Entity) *savedata.Entity {
	if e == nil {
		return nil
	}
	v := fromEntity(e)
	return &v
}

// ToUpdates and FromUpdates convert the updates dataset: unsigned ints
// widened, uint8 and int8 as i16 and i8, float32 as double, the optional
// entity type and player id as optional fields.
func ToUpdates(v *updates.Updates) *collections.Updates {
	return &collections.Updates{Updates: each(v.Updates, func(u updates.Update) *collections.Update {
		return &collections.Update{
			Contacts: each(u.Contacts, toContact), Removed: each(u.Removed, func(id uint32) int64 { return int64(id) }),
			Score: int64(u.Score), WorldRadius: float64(u.WorldRadius),
			TerrainUpdates: each(u.TerrainUpdates, func(t updates.TerrainUpdate) *collections.TerrainUpdate {
				return &collections.TerrainUpdate{ChunkId: &collections.ChunkID{X: t.ChunkID.X, Y: t.ChunkID.Y}, Data: t.Data}
			}),
		}
	})}
}

func FromUpdates(v *collections.Updates) *updates.Updates {
	return &updates.Updates{Updates: each(v.Updates, func(u *collections.Update) updates.Update {
		return updates.Update{
			Contacts: each(u.Contacts, fromContact), Removed: each(u.Removed, func(id int64) uint32 { return uint32(id) }),
			Score: uint32(u.Score), WorldRadius: float32(u.WorldRadius),
			TerrainUpdates: each(u.TerrainUpdates, func(t *collections.TerrainUpdate) updates.TerrainUpdate {
				return updates.TerrainUpdate{ChunkID: updates.ChunkID{X: t.GetChunkId().GetX(), Y: t.GetChunkId().GetY()}, Data: t.Data}
			}),
		}
	})}
}

func toContact(c updates.Contact) *collections.Contact {
	g, t := c.Guidance, c.Transform
	out := &collections.Contact{Damage: int16(c.Damage), EntityId: int64(c.EntityID),
		Guidance: &collections.Guidance{Angle: int32(g.Angle), Submerge: g.Submerge, Velocity: g.Velocity},
		Reloads:  c.Reloads,
		Transform: &collections.Transform{Altitude: t.Altitude, Angle: int32(t.Angle),
			Position: &collections.Position{X: float64(t.Position.X), Y: float64(t.Position.Y)}, Velocity: t.Velocity},
		TurretAngles: each(c.TurretAngles, func(a uint16) int32 { return int32(a) }),
	}
	if c.EntityType != nil {
		e := collections.EntityType(*c.EntityType)
		out.EntityType = &e
	}
	if c.PlayerID != nil {
		p := int32(*c.PlayerID)
		out.PlayerId = &p
	}
	return out
}

func fromContact(c *collections.Contact) updates.Contact {
	g, t := c.GetGuidance(), c.GetTransform()
	out := updates.Contact{Damage: uint8(c.Damage), EntityID: uint32(c.EntityId),
		Guidance: updates.Guidance{Angle: uint16(g.GetAngle()), Submerge: g.GetSubmerge(), Velocity: g.GetVelocity()},
		Reloads:  c.Reloads,
		Transform: updates.Transform{Altitude: t.GetAltitude(), Angle: uint16(t.GetAngle()),
			Position: updates.Vector2f{X: float32(t.GetPosition().GetX()), Y: float32(t.GetPosition().GetY())}, Velocity: t.GetVelocity()},
		TurretAngles: each(c.TurretAngles, func(a int32) uint16 { return uint16(a) }),
	}
	if c.EntityType != nil {
		e := updates.EntityType(*c.EntityType)
		out.EntityType = &e
	}
	if c.PlayerId != nil {
		p := uint16(*c.PlayerId)
		out.PlayerID = &p
	}
	return out
}
