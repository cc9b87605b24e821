package hyperpb

import (
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/known/structpb"

	"github.com/serbench/serbench/codecs/protobuf/convert"
	"github.com/serbench/serbench/codecs/protobuf/pb"
	"github.com/serbench/serbench/datasets/dynamic"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The large collections (codecs/protobuf's collections.proto) and the
// dynamic documents as google.protobuf.Struct, read as codecs/protobuf's
// conversions and structpb's AsMap read them.
func init() {
	support(logs.Dataset, message[*pb.Logs](), readLogs, input(convert.ToLogs))
	support(mesh.Dataset, message[*pb.Mesh](), readMesh, input(convert.ToMesh))
	support(savedata.Dataset, message[*pb.Save](), readSave, input(convert.ToSave))
	support(updates.Dataset, message[*pb.Updates](), readUpdates, input(convert.ToUpdates))
	support(dynamic.Dataset, message[*structpb.Struct](), readDocument, input(convert.ToStruct))

	resolve(&fLogs, message[*pb.Logs]())
	resolve(&fLog, message[*pb.Logs_Log]())
	resolve(&fAddress, message[*pb.Logs_Address]())
	resolve(&fMesh, message[*pb.Mesh]())
	resolve(&fTriangle, message[*pb.Mesh_Triangle]())
	resolve(&fVector3, message[*pb.Mesh_Vector3]())
	resolve(&fSave, message[*pb.Save]())
	resolve(&fPlayer, message[*pb.Save_Player]())
	resolve(&fSaveItem, message[*pb.Save_Item]())
	resolve(&fTool, message[*pb.Save_Tool]())
	resolve(&fEnchantment, message[*pb.Save_Enchantment]())
	resolve(&fFood, message[*pb.Save_Food]())
	resolve(&fAbilities, message[*pb.Save_Abilities]())
	resolve(&fVector3d, message[*pb.Save_Vector3D]())
	resolve(&fSaveVector2f, message[*pb.Save_Vector2F]())
	resolve(&fUUID, message[*pb.Save_Uuid]())
	resolve(&fEntity, message[*pb.Save_Entity]())
	resolve(&fVehicle, message[*pb.Save_Vehicle]())
	resolve(&fRecipeBook, message[*pb.Save_RecipeBook]())
	resolve(&fUpdates, message[*pb.Updates]())
	resolve(&fUpdate, message[*pb.Updates_Update]())
	resolve(&fContact, message[*pb.Updates_Contact]())
	resolve(&fGuidance, message[*pb.Updates_Guidance]())
	resolve(&fTransform, message[*pb.Updates_Transform]())
	resolve(&fUpdatesVector2f, message[*pb.Updates_Vector2F]())
	resolve(&fTerrainUpdate, message[*pb.Updates_TerrainUpdate]())
	resolve(&fChunkID, message[*pb.Updates_ChunkId]())
	resolve(&fStruct, message[*structpb.Struct]())
	resolve(&fValue, message[*structpb.Value]())
	resolve(&fListValue, message[*structpb.ListValue]())
}

var (
	fLogs    struct{ Logs fd }
	fLog     struct{ Address, Identity, Userid, Date, Request, Code, Size fd }
	fAddress struct{ X0, X1, X2, X3 fd }
)

func readLogs(m protoreflect.Message, v *logs.Logs) {
	v.Logs = list(m.Get(fLogs.Logs).List(), func(e protoreflect.Value) logs.Log {
		l := e.Message()
		a := l.Get(fLog.Address).Message()
		return logs.Log{
			Address: logs.Address{X0: uint8(a.Get(fAddress.X0).Uint()), X1: uint8(a.Get(fAddress.X1).Uint()),
				X2: uint8(a.Get(fAddress.X2).Uint()), X3: uint8(a.Get(fAddress.X3).Uint())},
			Identity: l.Get(fLog.Identity).String(), UserID: l.Get(fLog.Userid).String(), Date: l.Get(fLog.Date).String(),
			Request: l.Get(fLog.Request).String(), Code: uint16(l.Get(fLog.Code).Uint()), Size: l.Get(fLog.Size).Uint(),
		}
	})
}

var (
	fMesh     struct{ Triangles fd }
	fTriangle struct{ V0, V1, V2, Normal fd }
	fVector3  struct{ X, Y, Z fd }
)

func readMesh(m protoreflect.Message, v *mesh.Mesh) {
	vec := func(m protoreflect.Message) mesh.Vector3 {
		return mesh.Vector3{X: float32(m.Get(fVector3.X).Float()), Y: float32(m.Get(fVector3.Y).Float()), Z: float32(m.Get(fVector3.Z).Float())}
	}
	v.Triangles = list(m.Get(fMesh.Triangles).List(), func(e protoreflect.Value) mesh.Triangle {
		t := e.Message()
		return mesh.Triangle{V0: vec(t.Get(fTriangle.V0).Message()), V1: vec(t.Get(fTriangle.V1).Message()),
			V2: vec(t.Get(fTriangle.V2).Message()), Normal: vec(t.Get(fTriangle.Normal).Message())}
	})
}

var (
	fSave   struct{ Players fd }
	fPlayer struct {
		GameType, PreviousGameType, Score, Dimension, SelectedItemSlot, SelectedItem, SpawnDimension, SpawnX, SpawnY, SpawnZ,
		SpawnForced, SleepTimer, FoodExhaustionLevel, FoodSaturationLevel, FoodTickTimer, XpLevel, XpP, XpTotal, XpSeed,
		Inventory, EnderItems, Abilities, EnteredNetherPosition, RootVehicle, ShoulderEntityLeft, ShoulderEntityRight,
		SeenCredits, RecipeBook fd
	}
	fSaveItem     struct{ Count, Slot, Id, Tool, Food fd }
	fTool         struct{ Damage, Enchantments fd }
	fEnchantment  struct{ Id, Level fd }
	fFood         struct{ Saturation fd }
	fAbilities    struct{ WalkSpeed, FlySpeed, MayFly, Flying, Invulnerable, MayBuild, Instabuild fd }
	fVector3d     struct{ X, Y, Z fd }
	fSaveVector2f struct{ X, Y fd }
	fUUID         struct{ X0, X1, X2, X3 fd }
	fEntity       struct {
		Id, Pos, Motion, Rotation, FallDistance, Fire, Air, OnGround, NoGravity, Invulnerable, PortalCooldown, Uuid,
		CustomName, CustomNameVisible, Silent, Glowing fd
	}
	fVehicle    struct{ Uuid, Entity fd }
	fRecipeBook struct {
		Recipes, ToBeDisplayed, IsFilteringCraftable, IsGuiOpen, IsFurnaceFilteringCraftable, IsFurnaceGuiOpen,
		IsBlastingFurnaceFilteringCraftable, IsBlastingFurnaceGuiOpen, IsSmokerFilteringCraftable, IsSmokerGuiOpen fd
	}
)

// readSave reads the savedata dataset: optional fields and messages by
// their presence, the item kind by which oneof member is set.
func readSave(m protoreflect.Message, v *savedata.Save) {
	v.Players = list(m.Get(fSave.Players).List(), func(e protoreflect.Value) savedata.Player { return readPlayer(e.Message()) })
}

func readPlayer(p protoreflect.Message) savedata.Player {
	f := &fPlayer
	a, r := p.Get(f.Abilities).Message(), p.Get(f.RecipeBook).Message()
	items := func(e protoreflect.Value) savedata.Item { return readSaveItem(e.Message()) }
	out := savedata.Player{
		GameType: savedata.GameType(p.Get(f.GameType).Enum()), PreviousGameType: savedata.GameType(p.Get(f.PreviousGameType).Enum()),
		Score: p.Get(f.Score).Int(), Dimension: p.Get(f.Dimension).String(), SelectedItemSlot: uint32(p.Get(f.SelectedItemSlot).Uint()),
		SelectedItem: readSaveItem(p.Get(f.SelectedItem).Message()),
		SpawnX:       p.Get(f.SpawnX).Int(), SpawnY: p.Get(f.SpawnY).Int(), SpawnZ: p.Get(f.SpawnZ).Int(),
		SleepTimer: uint16(p.Get(f.SleepTimer).Uint()), FoodExhaustionLevel: float32(p.Get(f.FoodExhaustionLevel).Float()),
		FoodSaturationLevel: float32(p.Get(f.FoodSaturationLevel).Float()), FoodTickTimer: uint32(p.Get(f.FoodTickTimer).Uint()),
		XpLevel: uint32(p.Get(f.XpLevel).Uint()), XpP: float32(p.Get(f.XpP).Float()), XpTotal: int32(p.Get(f.XpTotal).Int()),
		XpSeed: int32(p.Get(f.XpSeed).Int()), Inventory: list(p.Get(f.Inventory).List(), items), EnderItems: list(p.Get(f.EnderItems).List(), items),
		Abilities: savedata.Abilities{WalkSpeed: float32(a.Get(fAbilities.WalkSpeed).Float()), FlySpeed: float32(a.Get(fAbilities.FlySpeed).Float()),
			MayFly: a.Get(fAbilities.MayFly).Bool(), Flying: a.Get(fAbilities.Flying).Bool(), Invulnerable: a.Get(fAbilities.Invulnerable).Bool(),
			MayBuild: a.Get(fAbilities.MayBuild).Bool(), Instabuild: a.Get(fAbilities.Instabuild).Bool()},
		SeenCredits: p.Get(f.SeenCredits).Bool(),
		RecipeBook: savedata.RecipeBook{Recipes: strs(r.Get(fRecipeBook.Recipes).List()), ToBeDisplayed: strs(r.Get(fRecipeBook.ToBeDisplayed).List()),
			IsFilteringCraftable: r.Get(fRecipeBook.IsFilteringCraftable).Bool(), IsGuiOpen: r.Get(fRecipeBook.IsGuiOpen).Bool(),
			IsFurnaceFilteringCraftable: r.Get(fRecipeBook.IsFurnaceFilteringCraftable).Bool(), IsFurnaceGuiOpen: r.Get(fRecipeBook.IsFurnaceGuiOpen).Bool(),
			IsBlastingFurnaceFilteringCraftable: r.Get(fRecipeBook.IsBlastingFurnaceFilteringCraftable).Bool(),
			IsBlastingFurnaceGuiOpen:            r.Get(fRecipeBook.IsBlastingFurnaceGuiOpen).Bool(),
			IsSmokerFilteringCraftable:          r.Get(fRecipeBook.IsSmokerFilteringCraftable).Bool(), IsSmokerGuiOpen: r.Get(fRecipeBook.IsSmokerGuiOpen).Bool()},
	}
	if p.Has(f.SpawnDimension) {
		d := p.Get(f.SpawnDimension).String()
		out.SpawnDimension = &d
	}
	if p.Has(f.SpawnForced) {
		b := p.Get(f.SpawnForced).Bool()
		out.SpawnForced = &b
	}
	if p.Has(f.EnteredNetherPosition) {
		n := readVector3d(p.Get(f.EnteredNetherPosition).Message())
		out.EnteredNetherPosition = &n
	}
	if p.Has(f.RootVehicle) {
		rv := p.Get(f.RootVehicle).Message()
		out.RootVehicle = &savedata.Vehicle{UUID: readUUID(rv.Get(fVehicle.Uuid).Message()), Entity: readEntity(rv.Get(fVehicle.Entity).Message())}
	}
	if p.Has(f.ShoulderEntityLeft) {
		e := readEntity(p.Get(f.ShoulderEntityLeft).Message())
		out.ShoulderEntityLeft = &e
	}
	if p.Has(f.ShoulderEntityRight) {
		e := readEntity(p.Get(f.ShoulderEntityRight).Message())
		out.ShoulderEntityRight = &e
	}
	return out
}

func readSaveItem(m protoreflect.Message) savedata.Item {
	out := savedata.Item{Count: int8(m.Get(fSaveItem.Count).Int()), Slot: uint8(m.Get(fSaveItem.Slot).Uint()), ID: m.Get(fSaveItem.Id).String()}
	switch {
	case m.Has(fSaveItem.Tool):
		t := m.Get(fSaveItem.Tool).Message()
		out.Kind.Tool = &savedata.Tool{Damage: uint16(t.Get(fTool.Damage).Uint()),
			Enchantments: list(t.Get(fTool.Enchantments).List(), func(e protoreflect.Value) savedata.Enchantment {
				en := e.Message()
				return savedata.Enchantment{ID: en.Get(fEnchantment.Id).String(), Level: uint8(en.Get(fEnchantment.Level).Uint())}
			})}
	case m.Has(fSaveItem.Food):
		out.Kind.Food = &savedata.Food{Saturation: float32(m.Get(fSaveItem.Food).Message().Get(fFood.Saturation).Float())}
	}
	return out
}

func readVector3d(m protoreflect.Message) savedata.Vector3d {
	return savedata.Vector3d{X: m.Get(fVector3d.X).Float(), Y: m.Get(fVector3d.Y).Float(), Z: m.Get(fVector3d.Z).Float()}
}

func readUUID(m protoreflect.Message) savedata.UUID {
	return savedata.UUID{X0: uint32(m.Get(fUUID.X0).Uint()), X1: uint32(m.Get(fUUID.X1).Uint()),
		X2: uint32(m.Get(fUUID.X2).Uint()), X3: uint32(m.Get(fUUID.X3).Uint())}
}

func readEntity(m protoreflect.Message) savedata.Entity {
	f := &fEntity
	rot := m.Get(f.Rotation).Message()
	out := savedata.Entity{ID: m.Get(f.Id).String(), Pos: readVector3d(m.Get(f.Pos).Message()), Motion: readVector3d(m.Get(f.Motion).Message()),
		Rotation:     savedata.Vector2f{X: float32(rot.Get(fSaveVector2f.X).Float()), Y: float32(rot.Get(fSaveVector2f.Y).Float())},
		FallDistance: float32(m.Get(f.FallDistance).Float()), Fire: uint16(m.Get(f.Fire).Uint()), Air: uint16(m.Get(f.Air).Uint()),
		OnGround: m.Get(f.OnGround).Bool(), NoGravity: m.Get(f.NoGravity).Bool(), Invulnerable: m.Get(f.Invulnerable).Bool(),
		PortalCooldown: int32(m.Get(f.PortalCooldown).Int()), UUID: readUUID(m.Get(f.Uuid).Message()),
		CustomNameVisible: m.Get(f.CustomNameVisible).Bool(), Silent: m.Get(f.Silent).Bool(), Glowing: m.Get(f.Glowing).Bool()}
	if m.Has(f.CustomName) {
		n := m.Get(f.CustomName).String()
		out.CustomName = &n
	}
	return out
}

var (
	fUpdates         struct{ Updates fd }
	fUpdate          struct{ Contacts, Removed, Score, WorldRadius, TerrainUpdates fd }
	fContact         struct{ Damage, EntityId, EntityType, Guidance, PlayerId, Reloads, Transform, TurretAngles fd }
	fGuidance        struct{ Angle, Submerge, Velocity fd }
	fTransform       struct{ Altitude, Angle, Position, Velocity fd }
	fUpdatesVector2f struct{ X, Y fd }
	fTerrainUpdate   struct{ ChunkId, Data fd }
	fChunkID         struct{ X, Y fd }
)

// readUpdates reads the updates dataset: small ints narrowed back, the
// optional entity type and player id by their presence.
func readUpdates(m protoreflect.Message, v *updates.Updates) {
	v.Updates = list(m.Get(fUpdates.Updates).List(), func(e protoreflect.Value) updates.Update {
		u := e.Message()
		return updates.Update{
			Contacts: list(u.Get(fUpdate.Contacts).List(), func(e protoreflect.Value) updates.Contact { return readContact(e.Message()) }),
			Removed:  list(u.Get(fUpdate.Removed).List(), func(e protoreflect.Value) uint32 { return uint32(e.Uint()) }),
			Score:    uint32(u.Get(fUpdate.Score).Uint()), WorldRadius: float32(u.Get(fUpdate.WorldRadius).Float()),
			TerrainUpdates: list(u.Get(fUpdate.TerrainUpdates).List(), func(e protoreflect.Value) updates.TerrainUpdate {
				t := e.Message()
				id := t.Get(fTerrainUpdate.ChunkId).Message()
				return updates.TerrainUpdate{ChunkID: updates.ChunkID{X: int8(id.Get(fChunkID.X).Int()), Y: int8(id.Get(fChunkID.Y).Int())},
					Data: bytesOf(t.Get(fTerrainUpdate.Data))}
			}),
		}
	})
}

func readContact(c protoreflect.Message) updates.Contact {
	f := &fContact
	g, t := c.Get(f.Guidance).Message(), c.Get(f.Transform).Message()
	pos := t.Get(fTransform.Position).Message()
	out := updates.Contact{Damage: uint8(c.Get(f.Damage).Uint()), EntityID: uint32(c.Get(f.EntityId).Uint()),
		Guidance: updates.Guidance{Angle: uint16(g.Get(fGuidance.Angle).Uint()), Submerge: g.Get(fGuidance.Submerge).Bool(),
			Velocity: int16(g.Get(fGuidance.Velocity).Int())},
		Reloads: list(c.Get(f.Reloads).List(), protoreflect.Value.Bool),
		Transform: updates.Transform{Altitude: int8(t.Get(fTransform.Altitude).Int()), Angle: uint16(t.Get(fTransform.Angle).Uint()),
			Position: updates.Vector2f{X: float32(pos.Get(fUpdatesVector2f.X).Float()), Y: float32(pos.Get(fUpdatesVector2f.Y).Float())},
			Velocity: int16(t.Get(fTransform.Velocity).Int())},
		TurretAngles: list(c.Get(f.TurretAngles).List(), func(e protoreflect.Value) uint16 { return uint16(e.Uint()) }),
	}
	if c.Has(f.EntityType) {
		e := updates.EntityType(c.Get(f.EntityType).Enum())
		out.EntityType = &e
	}
	if c.Has(f.PlayerId) {
		p := uint16(c.Get(f.PlayerId).Uint())
		out.PlayerID = &p
	}
	return out
}

var (
	fStruct    struct{ Fields fd }
	fValue     struct{ NullValue, NumberValue, StringValue, BoolValue, StructValue, ListValue fd }
	fListValue struct{ Values fd }
)

// readDocument reads a google.protobuf.Struct as structpb's AsMap does:
// every number a float64, null nil, objects and arrays never nil.
func readDocument(m protoreflect.Message, v *map[string]any) { *v = readStruct(m) }

func readStruct(m protoreflect.Message) map[string]any {
	fs := m.Get(fStruct.Fields).Map()
	out := make(map[string]any, fs.Len())
	fs.Range(func(k protoreflect.MapKey, e protoreflect.Value) bool {
		out[k.String()] = readValue(e.Message())
		return true
	})
	return out
}

// valueKind is google.protobuf.Value's oneof.
var valueKind = message[*structpb.Value]().Oneofs().ByName("kind")

func readValue(m protoreflect.Message) any {
	switch f := m.WhichOneof(valueKind); f {
	case fValue.NumberValue:
		return m.Get(f).Float()
	case fValue.StringValue:
		return m.Get(f).String()
	case fValue.BoolValue:
		return m.Get(f).Bool()
	case fValue.StructValue:
		return readStruct(m.Get(f).Message())
	case fValue.ListValue:
		l := m.Get(f).Message().Get(fListValue.Values).List()
		out := make([]any, l.Len())
		for i := range out {
			out[i] = readValue(l.Get(i).Message())
		}
		return out
	}
	return nil // null_value, or no kind set
}
