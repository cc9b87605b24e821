package ffjson

import (
	"time"

	"github.com/serbench/serbench/datasets/farcaster"
)

// Native copies of the datasets' types: ffjson generates code only for
// struct types declared in the file it reads, and falls back to
// encoding/json for struct types from other packages. A, ColorGroup and
// Envelope have their dataset type's exact fields, so pointers convert.

type A struct {
	Name     string
	BirthDay time.Time
	Phone    string
	Siblings int
	Spouse   bool
	Money    float64
}

type ColorGroup struct {
	ID     int      `json:"id"`
	Name   string   `json:"name"`
	Colors []string `json:"colors"`
}

type Hero struct {
	ID            int     `json:"id"`
	AffiliationID int     `json:"affiliation_id"`
	Name          string  `json:"name"`
	Life          float64 `json:"life"`
	Energy        float64 `json:"energy"`
	Powers        []Power `json:"powers"`
}

type Power struct {
	ID      int     `json:"id"`
	Name    string  `json:"name"`
	Damage  int     `json:"damage"`
	Energy  float64 `json:"energy"`
	Passive bool    `json:"passive"`
}

type User struct {
	Name         string
	Phone        string
	Balance      float64
	BirthDay     *time.Time
	RegisteredAt time.Time
	ShoppingCart map[string]CartItem
	Blocked      bool
}

type CartItem struct {
	Item     Item
	Quantity int32
}

type Item struct {
	ID          string
	CreatedAt   time.Time
	Visible     bool
	OwnerID     int32
	Name        string
	Description *string
	Keywords    []string
	Price       float64
	Weight      float32
}

type MessageData struct {
	Type      farcaster.MessageType
	Fid       uint64
	Timestamp uint32
	Network   farcaster.Network
	Body      CastAddBody
}

type CastAddBody struct {
	Embeds       []string
	Mentions     []uint64
	ParentCastID *CastID
	Text         string
}

type CastID struct {
	Fid    uint64
	TsHash []byte
}

type Envelope struct {
	Data            []byte
	Hash            []byte
	HashScheme      farcaster.HashScheme
	Signature       []byte
	SignatureScheme farcaster.SignatureScheme
	Signer          []byte
}
