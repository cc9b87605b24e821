package updatestwin

// Update is what one tick sends.
type Update struct {
	Contacts       []Contact       `zid:"0"`
	Removed        []uint32        `zid:"1"`
	Score          uint32          `zid:"2"`
	WorldRadius    float32         `zid:"3"`
	TerrainUpdates []TerrainUpdate `zid:"4"`
}
