package zebrapack

import "time"

// The native types below copy the datasets' types field for field, as
// zebrapack generates methods only for types declared in the file it reads.
// The zid tags number the fields, which are the map keys on the wire.

// A is small.A (and edge's records).
type A struct {
	Name     string    `zid:"0"`
	BirthDay time.Time `zid:"1"`
	Phone    string    `zid:"2"`
	Siblings int       `zid:"3"`
	Spouse   bool      `zid:"4"`
	Money    float64   `zid:"5"`
}

// ColorGroup is colorgroup.ColorGroup.
type ColorGroup struct {
	ID     int      `zid:"0"`
	Name   string   `zid:"1"`
	Colors []string `zid:"2"`
}

// Hero is hero.Hero.
type Hero struct {
	ID            int     `zid:"0"`
	AffiliationID int     `zid:"1"`
	Name          string  `zid:"2"`
	Life          float64 `zid:"3"`
	Energy        float64 `zid:"4"`
	Powers        []Power `zid:"5"`
}

// Power is hero.Power.
type Power struct {
	ID      int     `zid:"0"`
	Name    string  `zid:"1"`
	Damage  int     `zid:"2"`
	Energy  float64 `zid:"3"`
	Passive bool    `zid:"4"`
}

// User is cart.User.
type User struct {
	Name         string              `zid:"0"`
	Phone        string              `zid:"1"`
	Balance      float64             `zid:"2"`
	BirthDay     *time.Time          `zid:"3"`
	RegisteredAt time.Time           `zid:"4"`
	ShoppingCart map[string]CartItem `zid:"5"`
	Blocked      bool                `zid:"6"`
}

// CartItem is cart.CartItem.
type CartItem struct {
	Item     Item  `zid:"0"`
	Quantity int32 `zid:"1"`
}

// Item is cart.Item.
type Item struct {
	ID          string    `zid:"0"`
	CreatedAt   time.Time `zid:"1"`
	Visible     bool      `zid:"2"`
	OwnerID     int32     `zid:"3"`
	Name        string    `zid:"4"`
	Description *string   `zid:"5"`
	Keywords    []string  `zid:"6"`
	Price       float64   `zid:"7"`
	Weight      float32   `zid:"8"`
}

// MessageData is farcaster.MessageData, encoded on its own.
type MessageData struct {
	Type      int32       `zid:"0"`
	Fid       uint64      `zid:"1"`
	Timestamp uint32      `zid:"2"`
	Network   int32       `zid:"3"`
	Body      CastAddBody `zid:"4"`
}

// CastAddBody is farcaster.CastAddBody.
type CastAddBody struct {
	Embeds       []string `zid:"0"`
	Mentions     []uint64 `zid:"1"`
	ParentCastID *CastID  `zid:"2"`
	Text         string   `zid:"3"`
}

// CastID is farcaster.CastID.
type CastID struct {
	Fid    uint64 `zid:"0"`
	TsHash []byte `zid:"1"`
}

// Envelope is farcaster.Envelope: the signed envelope around MessageData's
// bytes.
type Envelope struct {
	Data            []byte `zid:"0"`
	Hash            []byte `zid:"1"`
	HashScheme      int32  `zid:"2"`
	Signature       []byte `zid:"3"`
	SignatureScheme int32  `zid:"4"`
	Signer          []byte `zid:"5"`
}
