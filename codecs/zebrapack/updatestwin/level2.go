package updatestwin

// Contact is an entity a player sees.
type Contact struct {
	Damage       uint8       `zid:"0"`
	EntityID     uint32      `zid:"1"`
	EntityType   *EntityType `zid:"2"`
	Guidance     Guidance    `zid:"3"`
	PlayerID     *uint16     `zid:"4"`
	Reloads      []bool      `zid:"5"`
	Transform    Transform   `zid:"6"`
	TurretAngles []uint16    `zid:"7"`
}
