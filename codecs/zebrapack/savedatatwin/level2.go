package savedatatwin

// ItemKind is a tagged union: Tool or Food is set, or neither for a block.
type ItemKind struct {
	Tool *Tool `zid:"0"`
	Food *Food `zid:"1"`
}

// Vehicle is the entity a player rides.
type Vehicle struct {
	UUID   UUID   `zid:"0"`
	Entity Entity `zid:"1"`
}
