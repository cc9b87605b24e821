package updatestwin

// Transform is where an entity is.
type Transform struct {
	Altitude int8     `zid:"0"`
	Angle    uint16   `zid:"1"`
	Position Vector2f `zid:"2"`
	Velocity int16    `zid:"3"`
}

// TerrainUpdate is a changed chunk of terrain.
type TerrainUpdate struct {
	ChunkID ChunkID `zid:"0"`
	Data    []byte  `zid:"1"`
}
