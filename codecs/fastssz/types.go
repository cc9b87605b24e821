package fastssz

// Native types for sszgen. SSZ has unsigned integers, bools, byte lists and
// lists and containers with a maximum length, nothing else; so strings are
// byte lists, int64 and float64 their uint64 bits, int32 and float32 their
// uint32 bits, a pointer a list of at most one, a map a list of entries.
// The maxima fit the datasets: 64 KiB for edge's longest name.

// Time is a time.Time: Unix seconds (int64 bits), nanoseconds, UTC offset
// in seconds (int32 bits) and zone name, empty for UTC.
type Time struct {
	Seconds uint64
	Nanos   uint32
	Offset  uint32
	Zone    []byte `ssz-max:"64"`
}

type A struct {
	Name     []byte `ssz-max:"65536"`
	BirthDay Time
	Phone    []byte `ssz-max:"1024"`
	Siblings uint64
	Spouse   bool
	Money    uint64
}

type ColorGroup struct {
	ID     uint64
	Name   []byte   `ssz-max:"256"`
	Colors [][]byte `ssz-max:"64,256" ssz-size:"?,?"`
}

type Hero struct {
	ID            uint64
	AffiliationID uint64
	Name          []byte `ssz-max:"256"`
	Life          uint64
	Energy        uint64
	Powers        []*Power `ssz-max:"64"`
}

type Power struct {
	ID      uint64
	Name    []byte `ssz-max:"256"`
	Damage  uint64
	Energy  uint64
	Passive bool
}

type User struct {
	Name         []byte `ssz-max:"256"`
	Phone        []byte `ssz-max:"256"`
	Balance      uint64
	BirthDay     []*Time `ssz-max:"1"`
	RegisteredAt Time
	ShoppingCart []*CartEntry `ssz-max:"4096"`
	Blocked      bool
}

// CartEntry is one entry of the cart map.
type CartEntry struct {
	Key      []byte `ssz-max:"64"`
	Item     Item
	Quantity uint32
}

type Item struct {
	ID          []byte `ssz-max:"64"`
	CreatedAt   Time
	Visible     bool
	OwnerID     uint32
	Name        []byte   `ssz-max:"256"`
	Description [][]byte `ssz-max:"1,4096" ssz-size:"?,?"`
	Keywords    [][]byte `ssz-max:"64,256" ssz-size:"?,?"`
	Price       uint64
	Weight      uint32
}

type MessageData struct {
	Type      uint32
	Fid       uint64
	Timestamp uint32
	Network   uint32
	Body      CastAddBody
}

type CastAddBody struct {
	Embeds       [][]byte  `ssz-max:"16,256" ssz-size:"?,?"`
	Mentions     []uint64  `ssz-max:"256"`
	ParentCastID []*CastID `ssz-max:"1"`
	Text         []byte    `ssz-max:"1024"`
}

type CastID struct {
	Fid    uint64
	TsHash []byte `ssz-max:"64"`
}

type Envelope struct {
	Data            []byte `ssz-max:"4096"`
	Hash            []byte `ssz-max:"64"`
	HashScheme      uint32
	Signature       []byte `ssz-max:"256"`
	SignatureScheme uint32
	Signer          []byte `ssz-max:"256"`
}
