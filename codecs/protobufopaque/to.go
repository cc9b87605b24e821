package protobufopaque

// The conversions to the Opaque API's messages, field by field through
// the generated setters, as codecs/protobuf/convert converts to the open
// structs: the same fields, so the same wire format. Only the plain
// messages (package pb) are built: the lazy variant decodes what the
// default encodes.

import (
	"time"

	"google.golang.org/protobuf/types/known/timestamppb"

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

// timestamp is t as a Timestamp.
func timestamp(t time.Time) *timestamppb.Timestamp { return timestamppb.New(t) }

// toA fills seed 000's struct, keeping BirthDay's UTC offset beside its
// Timestamp.
func toA(a *pb.A, v *small.A) {
	_, offset := v.BirthDay.Zone()
	a.SetName(v.Name)
	a.SetBirthDay(timestamp(v.BirthDay))
	a.SetBirthDayOffset(int32(offset))
	a.SetPhone(v.Phone)
	a.SetSiblings(int64(v.Siblings))
	a.SetSpouse(v.Spouse)
	a.SetMoney(v.Money)
}

func toColorGroup(g *pb.ColorGroup, v *colorgroup.ColorGroup) {
	g.SetId(int64(v.ID))
	g.SetName(v.Name)
	g.SetColors(v.Colors)
}

// toHero fills seed 004's hero, keeping nil Powers nil.
func toHero(h *pb.Hero, v *hero.Hero) {
	h.SetId(int64(v.ID))
	h.SetAffiliationId(int64(v.AffiliationID))
	h.SetName(v.Name)
	h.SetLife(v.Life)
	h.SetEnergy(v.Energy)
	if v.Powers != nil {
		h.SetPowers(mapSlice(v.Powers, func(p hero.Power) *pb.Power {
			out := new(pb.Power)
			out.SetId(int64(p.ID))
			out.SetName(p.Name)
			out.SetDamage(int64(p.Damage))
			out.SetEnergy(p.Energy)
			out.SetPassive(p.Passive)
			return out
		}))
	}
}

// toUser fills seed 002's user and cart; its times are UTC.
func toUser(u *pb.User, v *cart.User) {
	u.SetName(v.Name)
	u.SetPhone(v.Phone)
	u.SetBalance(v.Balance)
	if v.BirthDay != nil {
		u.SetBirthDay(timestamp(*v.BirthDay))
	}
	u.SetRegisteredAt(timestamp(v.RegisteredAt))
	if v.ShoppingCart != nil {
		sc := make(map[string]*pb.CartItem, len(v.ShoppingCart))
		for k, c := range v.ShoppingCart {
			ci := new(pb.CartItem)
			ci.SetQuantity(c.Quantity)
			ci.SetItem(toCartItem(&c.Item))
			sc[k] = ci
		}
		u.SetShoppingCart(sc)
	}
	u.SetBlocked(v.Blocked)
}

// toCartItem converts a cart's item; its description, a *string, is a
// proto3 optional field, set only when present.
func toCartItem(it *cart.Item) *pb.Item {
	out := new(pb.Item)
	out.SetId(it.ID)
	out.SetCreatedAt(timestamp(it.CreatedAt))
	out.SetVisible(it.Visible)
	out.SetOwnerId(it.OwnerID)
	out.SetName(it.Name)
	if it.Description != nil {
		out.SetDescription(*it.Description)
	}
	out.SetKeywords(it.Keywords)
	out.SetPrice(it.Price)
	out.SetWeight(it.Weight)
	return out
}

// toMessage fills a farcaster message's envelope and data; the envelope's
// Data is left for the codec's Marshal to fill.
func toMessage(e *pb.Message, d *pb.MessageData, v *farcaster.Message) {
	e.SetHash(v.Hash)
	e.SetHashScheme(pb.HashScheme(v.HashScheme))
	e.SetSignature(v.Signature)
	e.SetSignatureScheme(pb.SignatureScheme(v.SignatureScheme))
	e.SetSigner(v.Signer)
	vd := &v.Data
	body := new(pb.CastAddBody)
	body.SetEmbeds(vd.Body.Embeds)
	body.SetMentions(vd.Body.Mentions)
	if p := vd.Body.ParentCastID; p != nil {
		id := new(pb.CastId)
		id.SetFid(p.Fid)
		id.SetHash(p.TsHash)
		body.SetParentCastId(id)
	}
	body.SetText(vd.Body.Text)
	d.SetType(pb.MessageType(vd.Type))
	d.SetFid(vd.Fid)
	d.SetTimestamp(vd.Timestamp)
	d.SetNetwork(pb.FarcasterNetwork(vd.Network))
	d.SetCastAddBody(body)
}

// toLogs fills the logs dataset.
func toLogs(out *pb.Logs, v *logs.Logs) {
	out.SetLogs(mapSlice(v.Logs, func(l logs.Log) *pb.Logs_Log {
		a := new(pb.Logs_Address)
		a.SetX0(uint32(l.Address.X0))
		a.SetX1(uint32(l.Address.X1))
		a.SetX2(uint32(l.Address.X2))
		a.SetX3(uint32(l.Address.X3))
		out := new(pb.Logs_Log)
		out.SetAddress(a)
		out.SetIdentity(l.Identity)
		out.SetUserid(l.UserID)
		out.SetDate(l.Date)
		out.SetRequest(l.Request)
		out.SetCode(uint32(l.Code))
		out.SetSize(l.Size)
		return out
	}))
}

// toMesh fills the mesh dataset.
func toMesh(out *pb.Mesh, v *mesh.Mesh) {
	vec := func(v mesh.Vector3) *pb.Mesh_Vector3 {
		out := new(pb.Mesh_Vector3)
		out.SetX(v.X)
		out.SetY(v.Y)
		out.SetZ(v.Z)
		return out
	}
	out.SetTriangles(mapSlice(v.Triangles, func(t mesh.Triangle) *pb.Mesh_Triangle {
		out := new(pb.Mesh_Triangle)
		out.SetV0(vec(t.V0))
		out.SetV1(vec(t.V1))
		out.SetV2(vec(t.V2))
		out.SetNormal(vec(t.Normal))
		return out
	}))
}

// toSave fills the savedata dataset: pointers to optional fields or
// messages (which have presence), the item kind to its oneof.
func toSave(out *pb.Save, v *savedata.Save) {
	out.SetPlayers(mapSlice(v.Players, toPlayer))
}

func toPlayer(p savedata.Player) *pb.Save_Player {
	out := new(pb.Save_Player)
	out.SetGameType(pb.Save_GameType(p.GameType))
	out.SetPreviousGameType(pb.Save_GameType(p.PreviousGameType))
	out.SetScore(p.Score)
	out.SetDimension(p.Dimension)
	out.SetSelectedItemSlot(p.SelectedItemSlot)
	out.SetSelectedItem(toItem(p.SelectedItem))
	if d := p.SpawnDimension; d != nil {
		out.SetSpawnDimension(*d)
	}
	out.SetSpawnX(p.SpawnX)
	out.SetSpawnY(p.SpawnY)
	out.SetSpawnZ(p.SpawnZ)
	if f := p.SpawnForced; f != nil {
		out.SetSpawnForced(*f)
	}
	out.SetSleepTimer(uint32(p.SleepTimer))
	out.SetFoodExhaustionLevel(p.FoodExhaustionLevel)
	out.SetFoodSaturationLevel(p.FoodSaturationLevel)
	out.SetFoodTickTimer(p.FoodTickTimer)
	out.SetXpLevel(p.XpLevel)
	out.SetXpP(p.XpP)
	out.SetXpTotal(p.XpTotal)
	out.SetXpSeed(p.XpSeed)
	out.SetInventory(mapSlice(p.Inventory, toItem))
	out.SetEnderItems(mapSlice(p.EnderItems, toItem))
	a := new(pb.Save_Abilities)
	a.SetWalkSpeed(p.Abilities.WalkSpeed)
	a.SetFlySpeed(p.Abilities.FlySpeed)
	a.SetMayFly(p.Abilities.MayFly)
	a.SetFlying(p.Abilities.Flying)
	a.SetInvulnerable(p.Abilities.Invulnerable)
	a.SetMayBuild(p.Abilities.MayBuild)
	a.SetInstabuild(p.Abilities.Instabuild)
	out.SetAbilities(a)
	if n := p.EnteredNetherPosition; n != nil {
		out.SetEnteredNetherPosition(toVector3d(*n))
	}
	if v := p.RootVehicle; v != nil {
		rv := new(pb.Save_Vehicle)
		rv.SetUuid(toUUID(v.UUID))
		rv.SetEntity(toEntity(v.Entity))
		out.SetRootVehicle(rv)
	}
	if e := p.ShoulderEntityLeft; e != nil {
		out.SetShoulderEntityLeft(toEntity(*e))
	}
	if e := p.ShoulderEntityRight; e != nil {
		out.SetShoulderEntityRight(toEntity(*e))
	}
	out.SetSeenCredits(p.SeenCredits)
	r := &p.RecipeBook
	rb := new(pb.Save_RecipeBook)
	rb.SetRecipes(r.Recipes)
	rb.SetToBeDisplayed(r.ToBeDisplayed)
	rb.SetIsFilteringCraftable(r.IsFilteringCraftable)
	rb.SetIsGuiOpen(r.IsGuiOpen)
	rb.SetIsFurnaceFilteringCraftable(r.IsFurnaceFilteringCraftable)
	rb.SetIsFurnaceGuiOpen(r.IsFurnaceGuiOpen)
	rb.SetIsBlastingFurnaceFilteringCraftable(r.IsBlastingFurnaceFilteringCraftable)
	rb.SetIsBlastingFurnaceGuiOpen(r.IsBlastingFurnaceGuiOpen)
	rb.SetIsSmokerFilteringCraftable(r.IsSmokerFilteringCraftable)
	rb.SetIsSmokerGuiOpen(r.IsSmokerGuiOpen)
	out.SetRecipeBook(rb)
	return out
}

func toItem(it savedata.Item) *pb.Save_Item {
	out := new(pb.Save_Item)
	out.SetCount(int32(it.Count))
	out.SetSlot(uint32(it.Slot))
	out.SetId(it.ID)
	switch k := it.Kind; {
	case k.Tool != nil:
		t := new(pb.Save_Tool)
		t.SetDamage(uint32(k.Tool.Damage))
		t.SetEnchantments(mapSlice(k.Tool.Enchantments, func(e savedata.Enchantment) *pb.Save_Enchantment {
			out := new(pb.Save_Enchantment)
			out.SetId(e.ID)
			out.SetLevel(uint32(e.Level))
			return out
		}))
		out.SetTool(t)
	case k.Food != nil:
		f := new(pb.Save_Food)
		f.SetSaturation(k.Food.Saturation)
		out.SetFood(f)
	}
	return out
}

func toVector3d(v savedata.Vector3d) *pb.Save_Vector3D {
	out := new(pb.Save_Vector3D)
	out.SetX(v.X)
	out.SetY(v.Y)
	out.SetZ(v.Z)
	return out
}

func toUUID(u savedata.UUID) *pb.Save_Uuid {
	out := new(pb.Save_Uuid)
	out.SetX0(u.X0)
	out.SetX1(u.X1)
	out.SetX2(u.X2)
	out.SetX3(u.X3)
	return out
}

func toEntity(e savedata.Entity) *pb.Save_Entity {
	out := new(pb.Save_Entity)
	out.SetId(e.ID)
	out.SetPos(toVector3d(e.Pos))
	out.SetMotion(toVector3d(e.Motion))
	r := new(pb.Save_Vector2F)
	r.SetX(e.Rotation.X)
	r.SetY(e.Rotation.Y)
	out.SetRotation(r)
	out.SetFallDistance(e.FallDistance)
	out.SetFire(uint32(e.Fire))
	out.SetAir(uint32(e.Air))
	out.SetOnGround(e.OnGround)
	out.SetNoGravity(e.NoGravity)
	out.SetInvulnerable(e.Invulnerable)
	out.SetPortalCooldown(e.PortalCooldown)
	out.SetUuid(toUUID(e.UUID))
	if n := e.CustomName; n != nil {
		out.SetCustomName(*n)
	}
	out.SetCustomNameVisible(e.CustomNameVisible)
	out.SetSilent(e.Silent)
	out.SetGlowing(e.Glowing)
	return out
}

// toUpdates fills the updates dataset: small ints widened, the optional
// entity type and player id as optional fields.
func toUpdates(out *pb.Updates, v *updates.Updates) {
	out.SetUpdates(mapSlice(v.Updates, func(u updates.Update) *pb.Updates_Update {
		out := new(pb.Updates_Update)
		out.SetContacts(mapSlice(u.Contacts, toContact))
		out.SetRemoved(u.Removed)
		out.SetScore(u.Score)
		out.SetWorldRadius(u.WorldRadius)
		out.SetTerrainUpdates(mapSlice(u.TerrainUpdates, func(t updates.TerrainUpdate) *pb.Updates_TerrainUpdate {
			id := new(pb.Updates_ChunkId)
			id.SetX(int32(t.ChunkID.X))
			id.SetY(int32(t.ChunkID.Y))
			out := new(pb.Updates_TerrainUpdate)
			out.SetChunkId(id)
			out.SetData(t.Data)
			return out
		}))
		return out
	}))
}

func toContact(c updates.Contact) *pb.Updates_Contact {
	out := new(pb.Updates_Contact)
	out.SetDamage(uint32(c.Damage))
	out.SetEntityId(c.EntityID)
	if c.EntityType != nil {
		out.SetEntityType(pb.Updates_EntityType(*c.EntityType))
	}
	g := new(pb.Updates_Guidance)
	g.SetAngle(uint32(c.Guidance.Angle))
	g.SetSubmerge(c.Guidance.Submerge)
	g.SetVelocity(int32(c.Guidance.Velocity))
	out.SetGuidance(g)
	if c.PlayerID != nil {
		out.SetPlayerId(uint32(*c.PlayerID))
	}
	out.SetReloads(c.Reloads)
	pos := new(pb.Updates_Vector2F)
	pos.SetX(c.Transform.Position.X)
	pos.SetY(c.Transform.Position.Y)
	t := new(pb.Updates_Transform)
	t.SetAltitude(int32(c.Transform.Altitude))
	t.SetAngle(uint32(c.Transform.Angle))
	t.SetPosition(pos)
	t.SetVelocity(int32(c.Transform.Velocity))
	out.SetTransform(t)
	out.SetTurretAngles(mapSlice(c.TurretAngles, func(a uint16) uint32 { return uint32(a) }))
	return out
}
