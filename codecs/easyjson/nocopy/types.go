// Package nocopy holds the easyjson package's types again, their string
// fields tagged nocopy, so that their generated decoders return strings that
// alias the input.
package nocopy

import "time"

// The types below must keep the fields of ../types.go in the same order:
// the unsafe variant views one as the other (its test checks the layouts).

// A is small.A (and edge's records).
type A struct {
	Name     string `json:",nocopy"`
	BirthDay time.Time
	Phone    string `json:",nocopy"`
	Siblings int
	Spouse   bool
	Money    float64
}

// ColorGroup is colorgroup.ColorGroup.
type ColorGroup struct {
	ID     int
	Name   string `json:",nocopy"`
	Colors []string
}

// Hero is hero.Hero.
type Hero struct {
	ID            int
	AffiliationID int
	Name          string `json:",nocopy"`
	Life          float64
	Energy        float64
	Powers        []Power
}

// Power is hero.Power.
type Power struct {
	ID      int
	Name    string `json:",nocopy"`
	Damage  int
	Energy  float64
	Passive bool
}

// User is cart.User.
type User struct {
	Name         string `json:",nocopy"`
	Phone        string `json:",nocopy"`
	Balance      float64
	BirthDay     *time.Time
	RegisteredAt time.Time
	ShoppingCart map[string]CartItem
	Blocked      bool
}

// CartItem is cart.CartItem.
type CartItem struct {
	Item     Item
	Quantity int32
}

// Item is cart.Item.
type Item struct {
	ID          string `json:",nocopy"`
	CreatedAt   time.Time
	Visible     bool
	OwnerID     int32
	Name        string `json:",nocopy"`
	Description *string
	Keywords    []string
	Price       float64
	Weight      float32
}

// MessageData is farcaster.MessageData, encoded on its own.
type MessageData struct {
	Type      int32
	Fid       uint64
	Timestamp uint32
	Network   int32
	Body      CastAddBody
}

// CastAddBody is farcaster.CastAddBody.
type CastAddBody struct {
	Embeds       []string
	Mentions     []uint64
	ParentCastID *CastID
	Text         string `json:",nocopy"`
}

// CastID is farcaster.CastID.
type CastID struct {
	Fid    uint64
	TsHash []byte
}

// Envelope is farcaster.Envelope: the signed envelope around MessageData's
// bytes.
type Envelope struct {
	Data            []byte
	Hash            []byte
	HashScheme      int32
	Signature       []byte
	SignatureScheme int32
	Signer          []byte
}
