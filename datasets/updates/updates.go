// Package updates is the traffic of a multiplayer naval game: 1,000
// state updates, each with the ships and weapons a player sees (positions,
// velocities, angles, an optional entity type and player id, reload flags,
// turret angles), the ids of contacts gone since the last update, and
// terrain chunks, modelled on the mk48 dataset of
// djkoloski/rust_serialization_benchmark. It is many small numeric fields:
// int8 to uint32, float32, bools, short arrays.
//
// One record is the whole collection, as in the Rust suite: about 1 MB in
// serbench's compact baseline encoding and 6.7 MB in encoding/json (a test
// checks both).
package updates

import (
	"math/rand/v2"

	"github.com/serbench/serbench"
)

// Updates is one record: a sequence of updates sent to a player.
type Updates struct {
	Updates []Update
}

// Update is what one tick sends.
type Update struct {
	Contacts       []Contact
	Removed        []uint32 // ids of contacts no longer seen
	Score          uint32
	WorldRadius    float32
	TerrainUpdates []TerrainUpdate
}

// EntityType is a kind of ship or weapon.
type EntityType uint8

// The entity types.
const (
	ArleighBurke EntityType = iota
	Bismarck
	Clemenceau
	Fletcher
	G5
	Iowa
	Kolkata
	Osa
	Yasen
	Zubr
)

// Contact is an entity a player sees.
type Contact struct {
	Damage       uint8
	EntityID     uint32
	EntityType   *EntityType
	Guidance     Guidance
	PlayerID     *uint16
	Reloads      []bool
	Transform    Transform
	TurretAngles []uint16
}

// Guidance is where an entity is steering.
type Guidance struct {
	Angle    uint16
	Submerge bool
	Velocity int16
}

// Transform is where an entity is.
type Transform struct {
	Altitude int8
	Angle    uint16
	Position Vector2f
	Velocity int16
}

// Vector2f is a position.
type Vector2f struct{ X, Y float32 }

// ChunkID names a terrain chunk.
type ChunkID struct{ X, Y int8 }

// TerrainUpdate is a changed chunk of terrain.
type TerrainUpdate struct {
	ChunkID ChunkID
	Data    []byte
}

// Count is the number of updates in a record; Size the number of records in
// the pool: two, so that a codec's reuse of its output can be seen.
const (
	Count = 1000
	Size  = 2
)

// Dataset is the registered dataset.
var Dataset = &serbench.Dataset[Updates]{
	Large:       true,
	Throughput:  true,
	Name:        "updates",
	Description: "1,000 game-state updates: entities with positions, velocities, optional fields, small enums, id lists; ~1 MB compact binary, ~6.7 MB JSON",
	Records:     Records,
}

func init() { serbench.AddDataset(Dataset) }

// The Rust suite's weights, turret and weapon counts per entity type.
var (
	frequency = [...]float64{2.14, 0.52, 0.97, 1.46, 13.16, 1.55, 0.83, 7.25, 4.06, 12.92}
	turrets   = [...]int{1, 4, 4, 4, 0, 3, 1, 2, 0, 3}
	weapons   = [...]int{20, 10, 16, 18, 2, 28, 15, 6, 14, 11}
)

// Records returns the pool, the same on every call.
func Records() []Updates {
	r := rand.New(rand.NewPCG(0, 14))
	out := make([]Updates, Size)
	for i := range out {
		out[i].Updates = make([]Update, Count)
		for j := range out[i].Updates {
			out[i].Updates[j] = update(r)
		}
	}
	return out
}

func update(r *rand.Rand) Update {
	u := Update{
		Contacts:       make([]Contact, 1+r.IntN(40)),
		Removed:        make([]uint32, 1+r.IntN(4)),
		Score:          uint32(r.IntN(100_000)),
		WorldRadius:    500 + r.Float32()*1500,
		TerrainUpdates: make([]TerrainUpdate, 1+r.IntN(2)),
	}
	for i := range u.Contacts {
		u.Contacts[i] = contact(r)
	}
	for i := range u.Removed {
		u.Removed[i] = r.Uint32()
	}
	for i := range u.TerrainUpdates {
		t := &u.TerrainUpdates[i]
		t.ChunkID = ChunkID{int8(r.IntN(256) - 128), int8(r.IntN(256) - 128)}
		t.Data = make([]byte, 16+r.IntN(48))
		for j := range t.Data {
			t.Data[j] = byte(r.Uint32())
		}
	}
	return u
}

func contact(r *rand.Rand) Contact {
	typ := entityType(r)
	c := Contact{
		Damage:   uint8(r.Uint32()),
		EntityID: r.Uint32(),
		Guidance: Guidance{Angle: uint16(r.Uint32()), Submerge: submerge(r, typ), Velocity: velocity(r)},
		Reloads:  make([]bool, weapons[typ]),
		Transform: Transform{
			Altitude: altitude(r, typ),
			Angle:    uint16(r.Uint32()),
			Position: Vector2f{r.Float32()*1500 - 750, r.Float32()*1500 - 750},
			Velocity: velocity(r),
		},
		TurretAngles: make([]uint16, turrets[typ]),
	}
	for i := range c.Reloads {
		c.Reloads[i] = r.IntN(2) == 0
	}
	for i := range c.TurretAngles {
		c.TurretAngles[i] = uint16(r.Uint32())
	}
	// The type and the owner are sent when a contact is first seen.
	if r.IntN(2) == 0 {
		c.EntityType = &typ
		p := uint16(r.Uint32())
		c.PlayerID = &p
	}
	return c
}

// entityType draws a type by the Rust suite's weights.
func entityType(r *rand.Rand) EntityType {
	total := 0.0
	for _, f := range frequency {
		total += f
	}
	x := r.Float64() * total
	for i, f := range frequency {
		if x < f {
			return EntityType(i)
		}
		x -= f
	}
	return Zubr
}

func submerge(r *rand.Rand, t EntityType) bool { return t == Yasen && r.IntN(10) != 0 }

func altitude(r *rand.Rand, t EntityType) int8 {
	if submerge(r, t) {
		return int8(-120 + r.IntN(85))
	}
	return 0
}

// velocity draws a speed as the Rust suite does: mostly forward, some
// stopped, some reversing.
func velocity(r *rand.Rand) int16 {
	switch n := r.IntN(100); {
	case n < 80:
		return int16(140 + r.IntN(760))
	case n < 90:
		return 0
	default:
		return int16(-225 + r.IntN(190))
	}
}
