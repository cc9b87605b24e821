package savedatatwin

// Player is one player's saved state.
type Player struct {
	GameType              GameType   `zid:"0"`
	PreviousGameType      GameType   `zid:"1"`
	Score                 int64      `zid:"2"`
	Dimension             string     `zid:"3"`
	SelectedItemSlot      uint32     `zid:"4"`
	SelectedItem          Item       `zid:"5"`
	SpawnDimension        *string    `zid:"6"`
	SpawnX                int64      `zid:"7"`
	SpawnY                int64      `zid:"8"`
	SpawnZ                int64      `zid:"9"`
	SpawnForced           *bool      `zid:"10"`
	SleepTimer            uint16     `zid:"11"`
	FoodExhaustionLevel   float32    `zid:"12"`
	FoodSaturationLevel   float32    `zid:"13"`
	FoodTickTimer         uint32     `zid:"14"`
	XpLevel               uint32     `zid:"15"`
	XpP                   float32    `zid:"16"`
	XpTotal               int32      `zid:"17"`
	XpSeed                int32      `zid:"18"`
	Inventory             []Item     `zid:"19"`
	EnderItems            []Item     `zid:"20"`
	Abilities             Abilities  `zid:"21"`
	EnteredNetherPosition *Vector3d  `zid:"22"`
	RootVehicle           *Vehicle   `zid:"23"`
	ShoulderEntityLeft    *Entity    `zid:"24"`
	ShoulderEntityRight   *Entity    `zid:"25"`
	SeenCredits           bool       `zid:"26"`
	RecipeBook            RecipeBook `zid:"27"`
}
