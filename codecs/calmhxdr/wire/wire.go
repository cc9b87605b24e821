// Package wire holds the serbench datasets as calmh/xdr's generator
// (genxdr) takes them: structs of the types it knows, which are the
// integers, bool, string, []byte, slices and nested structs of this file.
// Every struct here gets MarshalXDR and UnmarshalXDR methods in
// wire_xdr.go, which go generate rebuilds.
//
// XDR has no float in this library, no map and no optional pointer:
// floats travel as their IEEE bits, maps as lists of entries, and optional
// values as lists of at most one element (XDR's own optional-data is a
// counted array of at most one, RFC 4506 4.19).
package wire

//go:generate go tool genxdr -o wire_xdr.go wire.go

// games.go holds the savedata and updates datasets as internal/gentwin
// copies them: each pointer a list of at most one element (XDR's
// optional-data), the item-kind union as two such lists, the enums plain
// integers, and floats Float32 and Float64 (float.go). savedata's Item is
// SaveItem, as the seeds' Item is taken. games_convert.go, also gentwin's,
// converts the datasets' values to them and back, field by field.
//go:generate go run ../../../internal/gentwin -package wire -optional -widen -named underlying -retype float32=Float32,float64=Float64 -rename Item=SaveItem -convert games_convert.go -o games.go ../../../datasets/savedata/savedata.go ../../../datasets/updates/updates.go
//go:generate go tool genxdr -o games_xdr.go games.go

// Time is a time.Time: Unix seconds, nanoseconds, the UTC offset in
// seconds and the zone's name, empty for UTC.
type Time struct {
	Seconds int64
	Nanos   uint32
	Offset  int32
	Zone    string
}

// A is seed 000's struct (datasets small and edge).
type A struct {
	Name     string
	BirthDay Time
	Phone    string
	Siblings int64
	Spouse   bool
	Money    uint64 // float64 bits
}

// ColorGroup is seed 001's struct.
type ColorGroup struct {
	ID     int64
	Name   string
	Colors []string
}

// Hero is seed 004's reference message.
type Hero struct {
	ID            int64
	AffiliationID int64
	Name          string
	Life          uint64 // float64 bits
	Energy        uint64 // float64 bits
	Powers        []Power
}

// Power is one of a Hero's powers.
type Power struct {
	ID      int64
	Name    string
	Damage  int64
	Energy  uint64 // float64 bits
	Passive bool
}

// User is seed 002's user; its cart map is a list of entries.
type User struct {
	Name         string
	Phone        string
	Balance      uint64 // float64 bits
	BirthDay     []Time // optional: at most one
	RegisteredAt Time
	ShoppingCart []CartEntry
	Blocked      bool
}

// CartEntry is one key and value of the cart map.
type CartEntry struct {
	Key   string
	Value CartItem
}

// CartItem is an item and a count.
type CartItem struct {
	Item     Item
	Quantity int32
}

// Item is one product.
type Item struct {
	ID          string
	CreatedAt   Time
	Visible     bool
	OwnerID     int32
	Name        string
	Description []string // optional: at most one
	Keywords    []string
	Price       uint64 // float64 bits
	Weight      uint32 // float32 bits
}

// Envelope is seed 003's signed message; Data holds an encoded MessageData.
type Envelope struct {
	Data            []byte
	Hash            []byte
	HashScheme      int32
	Signature       []byte
	SignatureScheme int32
	Signer          []byte
}

// MessageData is seed 003's signed data.
type MessageData struct {
	Type      int32
	Fid       uint64
	Timestamp uint32
	Network   int32
	Body      CastAddBody
}

// CastAddBody is the body of a cast.
type CastAddBody struct {
	Embeds       []string
	Mentions     []uint64
	ParentCastID []CastID // optional: at most one
	Text         string
}

// CastID names a parent cast.
type CastID struct {
	Fid    uint64
	TsHash []byte
}
