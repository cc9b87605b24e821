package savedatatwin

// Tool is the data of a tool item.
type Tool struct {
	Damage       uint16        `zid:"0"`
	Enchantments []Enchantment `zid:"1"`
}

// Entity is a creature in the world.
type Entity struct {
	ID                string   `zid:"0"`
	Pos               Vector3d `zid:"1"`
	Motion            Vector3d `zid:"2"`
	Rotation          Vector2f `zid:"3"`
	FallDistance      float32  `zid:"4"`
	Fire              uint16   `zid:"5"`
	Air               uint16   `zid:"6"`
	OnGround          bool     `zid:"7"`
	NoGravity         bool     `zid:"8"`
	Invulnerable      bool     `zid:"9"`
	PortalCooldown    int32    `zid:"10"`
	UUID              UUID     `zid:"11"`
	CustomName        *string  `zid:"12"`
	CustomNameVisible bool     `zid:"13"`
	Silent            bool     `zid:"14"`
	Glowing           bool     `zid:"15"`
}
