package savedatatwin

// Item is a stack of items in a slot.
type Item struct {
	Count int8     `zid:"0"`
	Slot  uint8    `zid:"1"`
	ID    string   `zid:"2"`
	Kind  ItemKind `zid:"3"`
}
