package idr

import (
	"time"

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

// The encoded size of each value, so that the default Marshal allocates
// its output once, at that size: low has no size function, so each sizeX
// adds up the lengths of the primitives putX writes, in the same order.
// TestSizeIsEncodedLength holds every sizeX to its putX on every record.

// The lengths of low's fixed-width primitives: bool, 8-, 16-, 32- and
// 64-bit integers and floats, and PutTime's int64 seconds, uint32
// nanoseconds and int32 offset.
const (
	fixed8  = 1
	fixed16 = 2
	fixed32 = 4
	fixed64 = 8
	timeLen = 16
)

// varUintLen is the length of low.PutVarUint64(v): seven bits a byte, the
// ninth byte, if reached, holding the last eight.
func varUintLen(v uint64) int {
	n := 1
	for ; n < 9 && v >= 0x80; n++ {
		v >>= 7
	}
	return n
}

// varIntLen is the length of low.PutVarInt64(v), which zigzags v first.
func varIntLen(v int64) int {
	x := uint64(v) << 1
	if v < 0 {
		x = ^x
	}
	return varUintLen(x)
}

// stringLen is the length of low.PutString(s), as of low.PutBlob(s).
func stringLen[S string | []byte](s S) int { return varUintLen(uint64(len(s))) + len(s) }

func countLen(n int, isNil bool) int {
	if isNil {
		return varUintLen(0)
	}
	return varUintLen(uint64(n) + 1)
}

func sliceLen[T any](s []T, size func(*T) int) int {
	n := countLen(len(s), s == nil)
	for i := range s {
		n += size(&s[i])
	}
	return n
}

func optionalLen[T any](p *T, size func(*T) int) int {
	if p == nil {
		return fixed8
	}
	return fixed8 + size(p)
}

func sizeString(s *string) int { return stringLen(*s) }

func sizeStrings(s []string) int { return sliceLen(s, sizeString) }

func sizeA(v *small.A) int {
	return stringLen(v.Name) + timeLen + stringLen(v.Phone) + varIntLen(int64(v.Siblings)) + fixed8 + fixed64
}

func sizeColorGroup(v *colorgroup.ColorGroup) int {
	return varIntLen(int64(v.ID)) + stringLen(v.Name) + sizeStrings(v.Colors)
}

func sizeHero(v *hero.Hero) int {
	n := varIntLen(int64(v.ID)) + varIntLen(int64(v.AffiliationID)) + stringLen(v.Name) + 2*fixed64
	return n + sliceLen(v.Powers, func(p *hero.Power) int {
		return varIntLen(int64(p.ID)) + stringLen(p.Name) + varIntLen(int64(p.Damage)) + fixed64 + fixed8
	})
}

func sizeItem(it *cart.Item) int {
	n := stringLen(it.ID) + timeLen + fixed8 + varIntLen(int64(it.OwnerID)) + stringLen(it.Name)
	n += optionalLen(it.Description, sizeString)
	return n + sizeStrings(it.Keywords) + fixed64 + fixed32
}

func sizeUser(v *cart.User) int {
	n := stringLen(v.Name) + stringLen(v.Phone) + fixed64
	n += optionalLen(v.BirthDay, func(*time.Time) int { return timeLen })
	n += timeLen + countLen(len(v.ShoppingCart), v.ShoppingCart == nil)
	for k, c := range v.ShoppingCart {
		n += stringLen(k) + sizeItem(&c.Item) + varIntLen(int64(c.Quantity))
	}
	return n + fixed8
}

func sizeEnvelope(v *farcaster.Envelope) int {
	return stringLen(v.Data) + stringLen(v.Hash) + varIntLen(int64(v.HashScheme)) +
		stringLen(v.Signature) + varIntLen(int64(v.SignatureScheme)) + stringLen(v.Signer)
}

func sizeMessageData(v *farcaster.MessageData) int {
	b := &v.Body
	n := varIntLen(int64(v.Type)) + varUintLen(v.Fid) + varUintLen(uint64(v.Timestamp)) + varIntLen(int64(v.Network))
	n += sizeStrings(b.Embeds) + sliceLen(b.Mentions, func(m *uint64) int { return varUintLen(*m) })
	n += optionalLen(b.ParentCastID, func(p *farcaster.CastID) int { return varUintLen(p.Fid) + stringLen(p.TsHash) })
	return n + stringLen(b.Text)
}

func sizeLogs(v *logs.Logs) int {
	return sliceLen(v.Logs, func(l *logs.Log) int {
		return 4*fixed8 + stringLen(l.Identity) + stringLen(l.UserID) + stringLen(l.Date) + stringLen(l.Request) +
			fixed16 + varUintLen(l.Size)
	})
}

func sizeMesh(v *mesh.Mesh) int {
	return countLen(len(v.Triangles), v.Triangles == nil) + len(v.Triangles)*4*3*fixed32
}

func sizeSave(v *savedata.Save) int { return sliceLen(v.Players, sizePlayer) }

func sizePlayer(p *savedata.Player) int {
	n := 2*fixed8 + varIntLen(p.Score) + stringLen(p.Dimension) + varUintLen(uint64(p.SelectedItemSlot))
	n += sizeSaveItem(&p.SelectedItem) + optionalLen(p.SpawnDimension, sizeString)
	n += varIntLen(p.SpawnX) + varIntLen(p.SpawnY) + varIntLen(p.SpawnZ)
	n += optionalLen(p.SpawnForced, func(*bool) int { return fixed8 })
	n += fixed16 + 2*fixed32 + varUintLen(uint64(p.FoodTickTimer)) + varUintLen(uint64(p.XpLevel)) + 3*fixed32
	n += sliceLen(p.Inventory, sizeSaveItem) + sliceLen(p.EnderItems, sizeSaveItem)
	n += 2*fixed32 + 5*fixed8 // abilities
	n += optionalLen(p.EnteredNetherPosition, func(*savedata.Vector3d) int { return vector3dLen })
	n += optionalLen(p.RootVehicle, sizeVehicle)
	n += optionalLen(p.ShoulderEntityLeft, sizeEntity) + optionalLen(p.ShoulderEntityRight, sizeEntity)
	n += fixed8 // seen credits
	return n + sizeStrings(p.RecipeBook.Recipes) + sizeStrings(p.RecipeBook.ToBeDisplayed) + 8*fixed8
}

func sizeSaveItem(it *savedata.Item) int {
	n := 2*fixed8 + stringLen(it.ID) + fixed8 // count, slot, ID, kind tag
	switch k := &it.Kind; {
	case k.Tool != nil:
		n += fixed16 + sliceLen(k.Tool.Enchantments, func(x *savedata.Enchantment) int { return stringLen(x.ID) + fixed8 })
	case k.Food != nil:
		n += fixed32
	}
	return n
}

// The lengths of putVector3d and putUUID.
const (
	vector3dLen = 3 * fixed64
	uuidLen     = 4 * fixed32
)

func sizeVehicle(v *savedata.Vehicle) int { return uuidLen + sizeEntity(&v.Entity) }

func sizeEntity(x *savedata.Entity) int {
	n := stringLen(x.ID) + 2*vector3dLen + 3*fixed32 + 2*fixed16 + 3*fixed8 + fixed32 + uuidLen
	return n + optionalLen(x.CustomName, sizeString) + 3*fixed8
}

func sizeUpdates(v *updates.Updates) int { return sliceLen(v.Updates, sizeUpdate) }

func sizeUpdate(u *updates.Update) int {
	n := sliceLen(u.Contacts, sizeContact) + countLen(len(u.Removed), u.Removed == nil) + len(u.Removed)*fixed32
	n += varUintLen(uint64(u.Score)) + fixed32
	return n + sliceLen(u.TerrainUpdates, func(t *updates.TerrainUpdate) int {
		return 2*fixed8 + countLen(len(t.Data), t.Data == nil) + len(t.Data)
	})
}

func sizeContact(c *updates.Contact) int {
	n := fixed8 + fixed32 + optionalLen(c.EntityType, func(*updates.EntityType) int { return fixed8 })
	n += fixed16 + fixed8 + fixed16 // guidance
	n += optionalLen(c.PlayerID, func(*uint16) int { return fixed16 })
	n += countLen(len(c.Reloads), c.Reloads == nil) + len(c.Reloads)*fixed8
	n += fixed8 + fixed16 + 2*fixed32 + fixed16 // transform
	return n + countLen(len(c.TurretAngles), c.TurretAngles == nil) + len(c.TurretAngles)*fixed16
}
