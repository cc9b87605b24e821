package updatestwin

// Updates is one record: a sequence of updates sent to a player.
type Updates struct {
	Updates []Update `zid:"0"`
}
