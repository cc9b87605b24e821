package protobufopaque

// The conversions from the Opaque API's messages, field by field through
// the generated getters (Has for proto3 optional fields and messages whose
// absence the dataset keeps), as codecs/protobuf/convert converts from the
// open structs. from_lazy.go is this file's copy for the lazy messages
// (package lazypb), whose getters have the same names: there a getter of a
// lazy field decodes it first.

import (
	"github.com/serbench/serbench/codecs/protobufopaque/pb"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/small"
	"github.com/serbench/serbench/datasets/updates"
)

// fromA converts seed 000's struct, restoring BirthDay's UTC offset.
func fromA(v *pb.A) *small.A {
	return &small.A{Name: v.GetName(), BirthDay: offsetTime(v.GetBirthDay(), v.GetBirthDayOffset()),
		Phone: v.GetPhone(), Siblings: int(v.GetSiblings()), Spouse: v.GetSpouse(), Money: v.GetMoney()}
}

func fromColorGroup(v *pb.ColorGroup) *colorgroup.ColorGroup {
	return &colorgroup.ColorGroup{ID: int(v.GetId()), Name: v.GetName(), Colors: v.GetColors()}
}

// fromHero converts seed 004's hero, keeping nil Powers nil.
func fromHero(v *pb.Hero) *hero.Hero {
	return &hero.Hero{ID: int(v.GetId()), AffiliationID: int(v.GetAffiliationId()), Name: v.GetName(),
		Life: v.GetLife(), Energy: v.GetEnergy(),
		Powers: mapSlice(v.GetPowers(), func(p *pb.Power) hero.Power {
			return hero.Power{ID: int(p.GetId()), Name: p.GetName(), Damage: int(p.GetDamage()), Energy: p.GetEnergy(), Passive: p.GetPassive()}
		})}
}

// fromUser converts seed 002's user and cart; its times are UTC.
func fromUser(v *pb.User) *cart.User {
	u := &cart.User{Name: v.GetName(), Phone: v.GetPhone(), Balance: v.GetBalance(),
		RegisteredAt: utc(v.GetRegisteredAt()), Blocked: v.GetBlocked()}
	if v.HasBirthDay() {
		t := utc(v.GetBirthDay())
		u.BirthDay = &t
	}
	if sc := v.GetShoppingCart(); sc != nil {
		u.ShoppingCart = make(cart.ShoppingCart, len(sc))
		for k, c := range sc {
			u.ShoppingCart[k] = cart.CartItem{Quantity: c.GetQuantity(), Item: fromCartItem(c.GetItem())}
		}
	}
	return u
}

func fromCartItem(it *pb.Item) cart.Item {
	out := cart.Item{ID: it.GetId(), CreatedAt: utc(it.GetCreatedAt()), Visible: it.GetVisible(), OwnerID: it.GetOwnerId(),
		Name: it.GetName(), Keywords: it.GetKeywords(), Price: it.GetPrice(), Weight: it.GetWeight()}
	if it.HasDescription() {
		d := it.GetDescription()
		out.Description = &d
	}
	return out
}

// fromMessage converts a farcaster message from its envelope and data.
func fromMessage(e *pb.Message, d *pb.MessageData) *farcaster.Message {
	b := d.GetCastAddBody()
	m := &farcaster.Message{
		Data: farcaster.MessageData{Type: farcaster.MessageType(d.GetType()), Fid: d.GetFid(), Timestamp: d.GetTimestamp(),
			Network: farcaster.Network(d.GetNetwork()),
			Body:    farcaster.CastAddBody{Embeds: b.GetEmbeds(), Mentions: b.GetMentions(), Text: b.GetText()}},
		Hash: e.GetHash(), HashScheme: farcaster.HashScheme(e.GetHashScheme()), Signature: e.GetSignature(),
		SignatureScheme: farcaster.SignatureScheme(e.GetSignatureScheme()), Signer: e.GetSigner(),
	}
	if p := b.GetParentCastId(); p != nil {
		m.Data.Body.ParentCastID = &farcaster.CastID{Fid: p.GetFid(), TsHash: p.GetHash()}
	}
	return m
}

// fromLogs converts the logs dataset.
func fromLogs(v *pb.Logs) *logs.Logs {
	return &logs.Logs{Logs: mapSlice(v.GetLogs(), func(l *pb.Logs_Log) logs.Log {
		a := l.GetAddress()
		return logs.Log{
			Address:  logs.Address{X0: uint8(a.GetX0()), X1: uint8(a.GetX1()), X2: uint8(a.GetX2()), X3: uint8(a.GetX3())},
			Identity: l.GetIdentity(), UserID: l.GetUserid(), Date: l.GetDate(), Request: l.GetRequest(), Code: uint16(l.GetCode()), Size: l.GetSize(),
		}
	})}
}

// fromMesh converts the mesh dataset.
func fromMesh(v *pb.Mesh) *mesh.Mesh {
	vec := func(v *pb.Mesh_Vector3) mesh.Vector3 { return mesh.Vector3{X: v.GetX(), Y: v.GetY(), Z: v.GetZ()} }
	return &mesh.Mesh{Triangles: mapSlice(v.GetTriangles(), func(t *pb.Mesh_Triangle) mesh.Triangle {
		return mesh.Triangle{V0: vec(t.GetV0()), V1: vec(t.GetV1()), V2: vec(t.GetV2()), Normal: vec(t.GetNormal())}
	})}
}

// fromSave converts the savedata dataset.
func fromSave(v *pb.Save) *savedata.Save {
	return &savedata.Save{Players: mapSlice(v.GetPlayers(), fromPlayer)}
}

func fromPlayer(p *pb.Save_Player) savedata.Player {
	a, r := p.GetAbilities(), p.GetRecipeBook()
	out := savedata.Player{
		GameType: savedata.GameType(p.GetGameType()), PreviousGameType: savedata.GameType(p.GetPreviousGameType()),
		Score: p.GetScore(), Dimension: p.GetDimension(), SelectedItemSlot: p.GetSelectedItemSlot(), SelectedItem: fromItem(p.GetSelectedItem()),
		SpawnX: p.GetSpawnX(), SpawnY: p.GetSpawnY(), SpawnZ: p.GetSpawnZ(),
		SleepTimer: uint16(p.GetSleepTimer()), FoodExhaustionLevel: p.GetFoodExhaustionLevel(), FoodSaturationLevel: p.GetFoodSaturationLevel(),
		FoodTickTimer: p.GetFoodTickTimer(), XpLevel: p.GetXpLevel(), XpP: p.GetXpP(), XpTotal: p.GetXpTotal(), XpSeed: p.GetXpSeed(),
		Inventory: mapSlice(p.GetInventory(), fromItem), EnderItems: mapSlice(p.GetEnderItems(), fromItem),
		Abilities: savedata.Abilities{WalkSpeed: a.GetWalkSpeed(), FlySpeed: a.GetFlySpeed(), MayFly: a.GetMayFly(),
			Flying: a.GetFlying(), Invulnerable: a.GetInvulnerable(), MayBuild: a.GetMayBuild(), Instabuild: a.GetInstabuild()},
		SeenCredits: p.GetSeenCredits(),
		RecipeBook: savedata.RecipeBook{Recipes: r.GetRecipes(), ToBeDisplayed: r.GetToBeDisplayed(),
			IsFilteringCraftable: r.GetIsFilteringCraftable(), IsGuiOpen: r.GetIsGuiOpen(),
			IsFurnaceFilteringCraftable: r.GetIsFurnaceFilteringCraftable(), IsFurnaceGuiOpen: r.GetIsFurnaceGuiOpen(),
			IsBlastingFurnaceFilteringCraftable: r.GetIsBlastingFurnaceFilteringCraftable(), IsBlastingFurnaceGuiOpen: r.GetIsBlastingFurnaceGuiOpen(),
			IsSmokerFilteringCraftable: r.GetIsSmokerFilteringCraftable(), IsSmokerGuiOpen: r.GetIsSmokerGuiOpen()},
	}
	if p.HasSpawnDimension() {
		d := p.GetSpawnDimension()
		out.SpawnDimension = &d
	}
	if p.HasSpawnForced() {
		f := p.GetSpawnForced()
		out.SpawnForced = &f
	}
	if p.HasEnteredNetherPosition() {
		v := fromVector3d(p.GetEnteredNetherPosition())
		out.EnteredNetherPosition = &v
	}
	if p.HasRootVehicle() {
		v := p.GetRootVehicle()
		out.RootVehicle = &savedata.Vehicle{UUID: fromUUID(v.GetUuid()), Entity: fromEntity(v.GetEntity())}
	}
	if p.HasShoulderEntityLeft() {
		e := fromEntity(p.GetShoulderEntityLeft())
		out.ShoulderEntityLeft = &e
	}
	if p.HasShoulderEntityRight() {
		e := fromEntity(p.GetShoulderEntityRight())
		out.ShoulderEntityRight = &e
	}
	return out
}

func fromItem(it *pb.Save_Item) savedata.Item {
	out := savedata.Item{Count: int8(it.GetCount()), Slot: uint8(it.GetSlot()), ID: it.GetId()}
	switch {
	case it.HasTool():
		t := it.GetTool()
		out.Kind.Tool = &savedata.Tool{Damage: uint16(t.GetDamage()),
			Enchantments: mapSlice(t.GetEnchantments(), func(e *pb.Save_Enchantment) savedata.Enchantment {
				return savedata.Enchantment{ID: e.GetId(), Level: uint8(e.GetLevel())}
			})}
	case it.HasFood():
		out.Kind.Food = &savedata.Food{Saturation: it.GetFood().GetSaturation()}
	}
	return out
}

func fromVector3d(v *pb.Save_Vector3D) savedata.Vector3d {
	return savedata.Vector3d{X: v.GetX(), Y: v.GetY(), Z: v.GetZ()}
}

func fromUUID(u *pb.Save_Uuid) savedata.UUID {
	return savedata.UUID{X0: u.GetX0(), X1: u.GetX1(), X2: u.GetX2(), X3: u.GetX3()}
}

func fromEntity(e *pb.Save_Entity) savedata.Entity {
	out := savedata.Entity{ID: e.GetId(), Pos: fromVector3d(e.GetPos()), Motion: fromVector3d(e.GetMotion()),
		Rotation:     savedata.Vector2f{X: e.GetRotation().GetX(), Y: e.GetRotation().GetY()},
		FallDistance: e.GetFallDistance(), Fire: uint16(e.GetFire()), Air: uint16(e.GetAir()),
		OnGround: e.GetOnGround(), NoGravity: e.GetNoGravity(), Invulnerable: e.GetInvulnerable(), PortalCooldown: e.GetPortalCooldown(),
		UUID: fromUUID(e.GetUuid()), CustomNameVisible: e.GetCustomNameVisible(), Silent: e.GetSilent(), Glowing: e.GetGlowing()}
	if e.HasCustomName() {
		n := e.GetCustomName()
		out.CustomName = &n
	}
	return out
}

// fromUpdates converts the updates dataset.
func fromUpdates(v *pb.Updates) *updates.Updates {
	return &updates.Updates{Updates: mapSlice(v.GetUpdates(), func(u *pb.Updates_Update) updates.Update {
		return updates.Update{
			Contacts: mapSlice(u.GetContacts(), fromContact), Removed: u.GetRemoved(), Score: u.GetScore(), WorldRadius: u.GetWorldRadius(),
			TerrainUpdates: mapSlice(u.GetTerrainUpdates(), func(t *pb.Updates_TerrainUpdate) updates.TerrainUpdate {
				id := t.GetChunkId()
				return updates.TerrainUpdate{ChunkID: updates.ChunkID{X: int8(id.GetX()), Y: int8(id.GetY())}, Data: t.GetData()}
			}),
		}
	})}
}

func fromContact(c *pb.Updates_Contact) updates.Contact {
	g, t := c.GetGuidance(), c.GetTransform()
	out := updates.Contact{Damage: uint8(c.GetDamage()), EntityID: c.GetEntityId(),
		Guidance: updates.Guidance{Angle: uint16(g.GetAngle()), Submerge: g.GetSubmerge(), Velocity: int16(g.GetVelocity())},
		Reloads:  c.GetReloads(),
		Transform: updates.Transform{Altitude: int8(t.GetAltitude()), Angle: uint16(t.GetAngle()),
			Position: updates.Vector2f{X: t.GetPosition().GetX(), Y: t.GetPosition().GetY()}, Velocity: int16(t.GetVelocity())},
		TurretAngles: mapSlice(c.GetTurretAngles(), func(a uint32) uint16 { return uint16(a) }),
	}
	if c.HasEntityType() {
		e := updates.EntityType(c.GetEntityType())
		out.EntityType = &e
	}
	if c.HasPlayerId() {
		p := uint16(c.GetPlayerId())
		out.PlayerID = &p
	}
	return out
}
