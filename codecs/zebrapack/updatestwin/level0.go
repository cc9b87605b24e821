package updatestwin

// EntityType is a kind of ship or weapon.
type EntityType uint8

// Guidance is where an entity is steering.
type Guidance struct {
	Angle    uint16 `zid:"0"`
	Submerge bool   `zid:"1"`
	Velocity int16  `zid:"2"`
}

// Vector2f is a position.
type Vector2f struct {
	X float32 `zid:"0"`
	Y float32 `zid:"1"`
}

// ChunkID names a terrain chunk.
type ChunkID struct {
	X int8 `zid:"0"`
	Y int8 `zid:"1"`
}
