package convert

import (
	"github.com/serbench/serbench/codecs/gogoprotobuf/pb"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// toPlayer, toEntity and toContact, and their inverses, convert the
// savedata and updates messages with optional fields: gogo generates a
// one-field oneof for each (it predates proto3 optional), set when the
// dataset's pointer is. The rest of the conversion, collections.go, is a
// copy of codecs/protobuf/convert's.
func toPlayer(p savedata.Player) *pb.Save_Player {
	a, r := &p.Abilities, &p.RecipeBook
	out := &pb.Save_Player{
		GameType: pb.Save_GameType(p.GameType), PreviousGameType: pb.Save_GameType(p.PreviousGameType),
		Score: p.Score, Dimension: p.Dimension, SelectedItemSlot: p.SelectedItemSlot, SelectedItem: toItem(p.SelectedItem),
		SpawnX: p.SpawnX, SpawnY: p.SpawnY, SpawnZ: p.SpawnZ,
		SleepTimer: uint32(p.SleepTimer), FoodExhaustionLevel: p.FoodExhaustionLevel, FoodSaturationLevel: p.FoodSaturationLevel,
		FoodTickTimer: p.FoodTickTimer, XpLevel: p.XpLevel, XpP: p.XpP, XpTotal: p.XpTotal, XpSeed: p.XpSeed,
		Inventory: mapSlice(p.Inventory, toItem), EnderItems: mapSlice(p.EnderItems, toItem),
		Abilities: &pb.Save_Abilities{WalkSpeed: a.WalkSpeed, FlySpeed: a.FlySpeed, MayFly: a.MayFly, Flying: a.Flying,
			Invulnerable: a.Invulnerable, MayBuild: a.MayBuild, Instabuild: a.Instabuild},
		ShoulderEntityLeft: toEntityPtr(p.ShoulderEntityLeft), ShoulderEntityRight: toEntityPtr(p.ShoulderEntityRight),
		SeenCredits: p.SeenCredits,
		RecipeBook: &pb.Save_RecipeBook{Recipes: r.Recipes, ToBeDisplayed: r.ToBeDisplayed,
			IsFilteringCraftable: r.IsFilteringCraftable, IsGuiOpen: r.IsGuiOpen,
			IsFurnaceFilteringCraftable: r.IsFurnaceFilteringCraftable, IsFurnaceGuiOpen: r.IsFurnaceGuiOpen,
			IsBlastingFurnaceFilteringCraftable: r.IsBlastingFurnaceFilteringCraftable, IsBlastingFurnaceGuiOpen: r.IsBlastingFurnaceGuiOpen,
			IsSmokerFilteringCraftable: r.IsSmokerFilteringCraftable, IsSmokerGuiOpen: r.IsSmokerGuiOpen},
	}
	if d := p.SpawnDimension; d != nil {
		out.SpawnDimensionPresent = &pb.Save_Player_SpawnDimension{SpawnDimension: *d}
	}
	if f := p.SpawnForced; f != nil {
		out.SpawnForcedPresent = &pb.Save_Player_SpawnForced{SpawnForced: *f}
	}
	if n := p.EnteredNetherPosition; n != nil {
		out.EnteredNetherPosition = toVector3d(*n)
	}
	if v := p.RootVehicle; v != nil {
		out.RootVehicle = &pb.Save_Vehicle{Uuid: toUUID(v.UUID), Entity: toEntity(v.Entity)}
	}
	return out
}

func fromPlayer(p *pb.Save_Player) savedata.Player {
	a, r := p.GetAbilities(), p.GetRecipeBook()
	out := savedata.Player{
		GameType: savedata.GameType(p.GameType), PreviousGameType: savedata.GameType(p.PreviousGameType),
		Score: p.Score, Dimension: p.Dimension, SelectedItemSlot: p.SelectedItemSlot, SelectedItem: fromItem(p.SelectedItem),
		SpawnX: p.SpawnX, SpawnY: p.SpawnY, SpawnZ: p.SpawnZ,
		SleepTimer: uint16(p.SleepTimer), FoodExhaustionLevel: p.FoodExhaustionLevel, FoodSaturationLevel: p.FoodSaturationLevel,
		FoodTickTimer: p.FoodTickTimer, XpLevel: p.XpLevel, XpP: p.XpP, XpTotal: p.XpTotal, XpSeed: p.XpSeed,
		Inventory: mapSlice(p.Inventory, fromItem), EnderItems: mapSlice(p.EnderItems, fromItem),
		Abilities: savedata.Abilities{WalkSpeed: a.GetWalkSpeed(), FlySpeed: a.GetFlySpeed(), MayFly: a.GetMayFly(),
			Flying: a.GetFlying(), Invulnerable: a.GetInvulnerable(), MayBuild: a.GetMayBuild(), Instabuild: a.GetInstabuild()},
		ShoulderEntityLeft: fromEntityPtr(p.ShoulderEntityLeft), ShoulderEntityRight: fromEntityPtr(p.ShoulderEntityRight),
		SeenCredits: p.SeenCredits,
		RecipeBook: savedata.RecipeBook{Recipes: r.GetRecipes(), ToBeDisplayed: r.GetToBeDisplayed(),
			IsFilteringCraftable: r.GetIsFilteringCraftable(), IsGuiOpen: r.GetIsGuiOpen(),
			IsFurnaceFilteringCraftable: r.GetIsFurnaceFilteringCraftable(), IsFurnaceGuiOpen: r.GetIsFurnaceGuiOpen(),
			IsBlastingFurnaceFilteringCraftable: r.GetIsBlastingFurnaceFilteringCraftable(), IsBlastingFurnaceGuiOpen: r.GetIsBlastingFurnaceGuiOpen(),
			IsSmokerFilteringCraftable: r.GetIsSmokerFilteringCraftable(), IsSmokerGuiOpen: r.GetIsSmokerGuiOpen()},
	}
	if d, ok := p.SpawnDimensionPresent.(*pb.Save_Player_SpawnDimension); ok {
		out.SpawnDimension = &d.SpawnDimension
	}
	if f, ok := p.SpawnForcedPresent.(*pb.Save_Player_SpawnForced); ok {
		out.SpawnForced = &f.SpawnForced
	}
	if n := p.EnteredNetherPosition; n != nil {
		v := fromVector3d(n)
		out.EnteredNetherPosition = &v
	}
	if v := p.RootVehicle; v != nil {
		out.RootVehicle = &savedata.Vehicle{UUID: fromUUID(v.Uuid), Entity: fromEntity(v.Entity)}
	}
	return out
}

func toEntity(e savedata.Entity) *pb.Save_Entity {
	out := &pb.Save_Entity{Id: e.ID, Pos: toVector3d(e.Pos), Motion: toVector3d(e.Motion),
		Rotation:     &pb.Save_Vector2F{X: e.Rotation.X, Y: e.Rotation.Y},
		FallDistance: e.FallDistance, Fire: uint32(e.Fire), Air: uint32(e.Air),
		OnGround: e.OnGround, NoGravity: e.NoGravity, Invulnerable: e.Invulnerable, PortalCooldown: e.PortalCooldown,
		Uuid: toUUID(e.UUID), CustomNameVisible: e.CustomNameVisible, Silent: e.Silent, Glowing: e.Glowing}
	if n := e.CustomName; n != nil {
		out.CustomNamePresent = &pb.Save_Entity_CustomName{CustomName: *n}
	}
	return out
}

func fromEntity(e *pb.Save_Entity) savedata.Entity {
	out := savedata.Entity{ID: e.GetId(), Pos: fromVector3d(e.GetPos()), Motion: fromVector3d(e.GetMotion()),
		Rotation:     savedata.Vector2f{X: e.GetRotation().GetX(), Y: e.GetRotation().GetY()},
		FallDistance: e.GetFallDistance(), Fire: uint16(e.GetFire()), Air: uint16(e.GetAir()),
		OnGround: e.GetOnGround(), NoGravity: e.GetNoGravity(), Invulnerable: e.GetInvulnerable(), PortalCooldown: e.GetPortalCooldown(),
		UUID: fromUUID(e.GetUuid()), CustomNameVisible: e.GetCustomNameVisible(), Silent: e.GetSilent(), Glowing: e.GetGlowing()}
	if n, ok := e.CustomNamePresent.(*pb.Save_Entity_CustomName); ok {
		out.CustomName = &n.CustomName
	}
	return out
}

func toContact(c updates.Contact) *pb.Updates_Contact {
	g, t := c.Guidance, c.Transform
	out := &pb.Updates_Contact{Damage: uint32(c.Damage), EntityId: c.EntityID,
		Guidance: &pb.Updates_Guidance{Angle: uint32(g.Angle), Submerge: g.Submerge, Velocity: int32(g.Velocity)},
		Reloads:  c.Reloads,
		Transform: &pb.Updates_Transform{Altitude: int32(t.Altitude), Angle: uint32(t.Angle),
			Position: &pb.Updates_Vector2F{X: t.Position.X, Y: t.Position.Y}, Velocity: int32(t.Velocity)},
		TurretAngles: mapSlice(c.TurretAngles, func(a uint16) uint32 { return uint32(a) }),
	}
	if c.EntityType != nil {
		out.EntityTypePresent = &pb.Updates_Contact_EntityType{EntityType: pb.Updates_EntityType(*c.EntityType)}
	}
	if c.PlayerID != nil {
		out.PlayerIdPresent = &pb.Updates_Contact_PlayerId{PlayerId: uint32(*c.PlayerID)}
	}
	return out
}

func fromContact(c *pb.Updates_Contact) updates.Contact {
	g, t := c.GetGuidance(), c.GetTransform()
	out := updates.Contact{Damage: uint8(c.Damage), EntityID: c.EntityId,
		Guidance: updates.Guidance{Angle: uint16(g.GetAngle()), Submerge: g.GetSubmerge(), Velocity: int16(g.GetVelocity())},
		Reloads:  c.Reloads,
		Transform: updates.Transform{Altitude: int8(t.GetAltitude()), Angle: uint16(t.GetAngle()),
			Position: updates.Vector2f{X: t.GetPosition().GetX(), Y: t.GetPosition().GetY()}, Velocity: int16(t.GetVelocity())},
		TurretAngles: mapSlice(c.TurretAngles, func(a uint32) uint16 { return uint16(a) }),
	}
	if e, ok := c.EntityTypePresent.(*pb.Updates_Contact_EntityType); ok {
		t := updates.EntityType(e.EntityType)
		out.EntityType = &t
	}
	if p, ok := c.PlayerIdPresent.(*pb.Updates_Contact_PlayerId); ok {
		id := uint16(p.PlayerId)
		out.PlayerID = &id
	}
	return out
}
