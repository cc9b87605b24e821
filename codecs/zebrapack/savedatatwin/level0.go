package savedatatwin

// GameType is a player's mode.
type GameType uint8

// Enchantment is one enchantment on a tool.
type Enchantment struct {
	ID    string `zid:"0"`
	Level uint8  `zid:"1"`
}

// Food is the data of a food item.
type Food struct {
	Saturation float32 `zid:"0"`
}

// Abilities are a player's permissions and speeds.
type Abilities struct {
	WalkSpeed    float32 `zid:"0"`
	FlySpeed     float32 `zid:"1"`
	MayFly       bool    `zid:"2"`
	Flying       bool    `zid:"3"`
	Invulnerable bool    `zid:"4"`
	MayBuild     bool    `zid:"5"`
	Instabuild   bool    `zid:"6"`
}

// Vector3d is a position or a motion.
type Vector3d struct {
	X float64 `zid:"0"`
	Y float64 `zid:"1"`
	Z float64 `zid:"2"`
}

// Vector2f is a rotation.
type Vector2f struct {
	X float32 `zid:"0"`
	Y float32 `zid:"1"`
}

// UUID is a 128-bit id as four words.
type UUID struct {
	X0 uint32 `zid:"0"`
	X1 uint32 `zid:"1"`
	X2 uint32 `zid:"2"`
	X3 uint32 `zid:"3"`
}

// RecipeBook is what a player has unlocked.
type RecipeBook struct {
	Recipes                             []string `zid:"0"`
	ToBeDisplayed                       []string `zid:"1"`
	IsFilteringCraftable                bool     `zid:"2"`
	IsGuiOpen                           bool     `zid:"3"`
	IsFurnaceFilteringCraftable         bool     `zid:"4"`
	IsFurnaceGuiOpen                    bool     `zid:"5"`
	IsBlastingFurnaceFilteringCraftable bool     `zid:"6"`
	IsBlastingFurnaceGuiOpen            bool     `zid:"7"`
	IsSmokerFilteringCraftable          bool     `zid:"8"`
	IsSmokerGuiOpen                     bool     `zid:"9"`
}
