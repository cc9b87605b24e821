package thriftiterator

import "github.com/serbench/serbench/datasets/farcaster"

// The datasets as thrift-iterator binds them: Go structs whose thrift tags
// give each field's id, the ids of codecs/thrift/serbench.thrift, so that
// the bytes are those of that schema in TBinaryProtocol. A nil pointer,
// slice or map is left out, as an optional field; thrift-iterator has no
// float32, so cart's weight is a double.

// Time is a time.Time: Unix seconds, nanoseconds, the UTC offset in
// seconds and, unless it is UTC, the zone's name.
type Time struct {
	Seconds int64   `thrift:",1"`
	Nanos   int32   `thrift:",2"`
	Offset  int32   `thrift:",3"`
	Zone    *string `thrift:",4"`
}

// A is seed 000's struct (datasets small and edge).
type A struct {
	Name     string  `thrift:",1"`
	BirthDay Time    `thrift:",2"`
	Phone    string  `thrift:",3"`
	Siblings int64   `thrift:",4"`
	Spouse   bool    `thrift:",5"`
	Money    float64 `thrift:",6"`
}

// ColorGroup is seed 001's struct, as seed 001 tags it for thrift-iterator.
type ColorGroup struct {
	ID     int64    `thrift:",1"`
	Name   string   `thrift:",2"`
	Colors []string `thrift:",3"`
}

// Hero is seed 004's reference message.
type Hero struct {
	ID            int64   `thrift:",1"`
	AffiliationID int64   `thrift:",2"`
	Name          string  `thrift:",3"`
	Life          float64 `thrift:",4"`
	Energy        float64 `thrift:",5"`
	Powers        []Power `thrift:",6"`
}

// Power is one of a Hero's powers.
type Power struct {
	ID      int64   `thrift:",1"`
	Name    string  `thrift:",2"`
	Damage  int64   `thrift:",3"`
	Energy  float64 `thrift:",4"`
	Passive bool    `thrift:",5"`
}

// User is seed 002's user with a shopping cart.
type User struct {
	Name         string              `thrift:",1"`
	Phone        string              `thrift:",2"`
	Balance      float64             `thrift:",3"`
	BirthDay     *Time               `thrift:",4"`
	RegisteredAt Time                `thrift:",5"`
	ShoppingCart map[string]CartItem `thrift:",6"`
	Blocked      bool                `thrift:",7"`
}

// CartItem is an item and a count.
type CartItem struct {
	Item     Item  `thrift:",1"`
	Quantity int32 `thrift:",2"`
}

// Item is one product.
type Item struct {
	ID          string   `thrift:",1"`
	CreatedAt   Time     `thrift:",2"`
	Visible     bool     `thrift:",3"`
	OwnerID     int32    `thrift:",4"`
	Name        string   `thrift:",5"`
	Description *string  `thrift:",6"`
	Keywords    []string `thrift:",7"`
	Price       float64  `thrift:",8"`
	Weight      float64  `thrift:",9"`
}

// Message is seed 003's envelope; Data holds an encoded MessageData.
type Message struct {
	Data            []byte `thrift:",1"`
	Hash            []byte `thrift:",2"`
	HashScheme      int32  `thrift:",3"`
	Signature       []byte `thrift:",4"`
	SignatureScheme int32  `thrift:",5"`
	Signer          []byte `thrift:",6"`
}

// MessageData is seed 003's signed data, its unsigned ints as i64.
type MessageData struct {
	Type        int32       `thrift:",1"`
	Fid         int64       `thrift:",2"`
	Timestamp   int64       `thrift:",3"`
	Network     int32       `thrift:",4"`
	CastAddBody CastAddBody `thrift:",5"`
}

// CastAddBody is the body of a cast.
type CastAddBody struct {
	Embeds       []string `thrift:",1"`
	Mentions     []int64  `thrift:",2"`
	ParentCastID *CastID  `thrift:",3"`
	Text         string   `thrift:",4"`
}

// CastID names a parent cast.
type CastID struct {
	Fid  int64  `thrift:",1"`
	Hash []byte `thrift:",2"`
}

// Cast is a farcaster record in the structs thrift-iterator binds: the
// envelope and its data decoded.
type Cast = farcaster.Cast[Message, MessageData]

// envelopeData is the envelope's field for the data's encoding.
var envelopeData = farcaster.DataField[Message]{
	Set: func(e *Message, data []byte) { e.Data = data },
	Get: func(e *Message) []byte { return e.Data },
}
