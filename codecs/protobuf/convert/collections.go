package convert

import (
	"github.com/serbench/serbench/codecs/protobuf/pb"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// ToSave and FromSave convert the savedata dataset: pointers to messages
// (which have presence) or to optional fields (optional.go), the item kind
// to its oneof.
func ToSave(v *savedata.Save) *pb.Save {
	return &pb.Save{Players: mapSlice(v.Players, toPlayer)}
}

func FromSave(v *pb.Save) *savedata.Save {
	return &savedata.Save{Players: mapSlice(v.Players, fromPlayer)}
}

func toItem(it savedata.Item) *pb.Save_Item {
	out := &pb.Save_Item{Count: int32(it.Count), Slot: uint32(it.Slot), Id: it.ID}
	switch k := it.Kind; {
	case k.Tool != nil:
		out.Kind = &pb.Save_Item_Tool{Tool: &pb.Save_Tool{Damage: uint32(k.Tool.Damage),
			Enchantments: mapSlice(k.Tool.Enchantments, func(e savedata.Enchantment) *pb.Save_Enchantment {
				return &pb.Save_Enchantment{Id: e.ID, Level: uint32(e.Level)}
			})}}
	case k.Food != nil:
		out.Kind = &pb.Save_Item_Food{Food: &pb.Save_Food{Saturation: k.Food.Saturation}}
	}
	return out
}

func fromItem(it *pb.Save_Item) savedata.Item {
	out := savedata.Item{Count: int8(it.GetCount()), Slot: uint8(it.GetSlot()), ID: it.GetId()}
	switch k := it.GetKind().(type) {
	case *pb.Save_Item_Tool:
		out.Kind.Tool = &savedata.Tool{Damage: uint16(k.Tool.GetDamage()),
			Enchantments: mapSlice(k.Tool.GetEnchantments(), func(e *pb.Save_Enchantment) savedata.Enchantment {
				return savedata.Enchantment{ID: e.Id, Level: uint8(e.Level)}
			})}
	case *pb.Save_Item_Food:
		out.Kind.Food = &savedata.Food{Saturation: k.Food.GetSaturation()}
	}
	return out
}

func toVector3d(v savedata.Vector3d) *pb.Save_Vector3D {
	return &pb.Save_Vector3D{X: v.X, Y: v.Y, Z: v.Z}
}

func fromVector3d(v *pb.Save_Vector3D) savedata.Vector3d {
	return savedata.Vector3d{X: v.GetX(), Y: v.GetY(), Z: v.GetZ()}
}

func toUUID(u savedata.UUID) *pb.Save_Uuid {
	return &pb.Save_Uuid{X0: u.X0, X1: u.X1, X2: u.X2, X3: u.X3}
}

func fromUUID(u *pb.Save_Uuid) savedata.UUID {
	return savedata.UUID{X0: u.GetX0(), X1: u.GetX1(), X2: u.GetX2(), X3: u.GetX3()}
}

func toEntityPtr(e *savedata.Entity) *pb.Save_Entity {
	if e == nil {
		return nil
	}
	return toEntity(*e)
}

func fromEntityPtr(e *pb.Save_Entity) *savedata.Entity {
	if e == nil {
		return nil
	}
	v := fromEntity(e)
	return &v
}

// ToUpdates and FromUpdates convert the updates dataset: small ints
// widened; optional.go converts the optional entity type and player id.
func ToUpdates(v *updates.Updates) *pb.Updates {
	return &pb.Updates{Updates: mapSlice(v.Updates, func(u updates.Update) *pb.Updates_Update {
		return &pb.Updates_Update{
			Contacts: mapSlice(u.Contacts, toContact), Removed: u.Removed, Score: u.Score, WorldRadius: u.WorldRadius,
			TerrainUpdates: mapSlice(u.TerrainUpdates, func(t updates.TerrainUpdate) *pb.Updates_TerrainUpdate {
				return &pb.Updates_TerrainUpdate{ChunkId: &pb.Updates_ChunkId{X: int32(t.ChunkID.X), Y: int32(t.ChunkID.Y)}, Data: t.Data}
			}),
		}
	})}
}

func FromUpdates(v *pb.Updates) *updates.Updates {
	return &updates.Updates{Updates: mapSlice(v.Updates, func(u *pb.Updates_Update) updates.Update {
		return updates.Update{
			Contacts: mapSlice(u.Contacts, fromContact), Removed: u.Removed, Score: u.Score, WorldRadius: u.WorldRadius,
			TerrainUpdates: mapSlice(u.TerrainUpdates, func(t *pb.Updates_TerrainUpdate) updates.TerrainUpdate {
				return updates.TerrainUpdate{ChunkID: updates.ChunkID{X: int8(t.GetChunkId().GetX()), Y: int8(t.GetChunkId().GetY())}, Data: t.Data}
			}),
		}
	})}
}
