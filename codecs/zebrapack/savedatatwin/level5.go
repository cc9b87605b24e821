package savedatatwin

// Save is one record: every player of a world.
type Save struct {
	Players []Player `zid:"0"`
}
