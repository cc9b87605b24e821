package rlp

import (
	"math"
	"time"

	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

// zigzag maps signed to unsigned integers so that small magnitudes of
// either sign stay short in RLP's minimal big-endian integers.
func zigzag(i int64) uint64 { return uint64(i<<1) ^ uint64(i>>63) }

func unzigzag(u uint64) int64 { return int64(u>>1) ^ -int64(u&1) }

func zigzag32(i int32) uint32 { return uint32(i<<1) ^ uint32(i>>31) }

func unzigzag32(u uint32) int32 { return int32(u>>1) ^ -int32(u&1) }

// Time carries a time.Time exactly in the types RLP has.
type Time struct {
	Unix   uint64 // zig-zag seconds since 1970 UTC
	Nanos  uint32
	Offset uint32 // zig-zag seconds east of UTC
	Zone   string
}

func toTime(t time.Time) Time {
	name, off := t.Zone()
	return Time{Unix: zigzag(t.Unix()), Nanos: uint32(t.Nanosecond()), Offset: zigzag32(int32(off)), Zone: name}
}

func fromTime(t Time) time.Time {
	u := time.Unix(unzigzag(t.Unix), int64(t.Nanos))
	off := unzigzag32(t.Offset)
	if off == 0 && t.Zone == "UTC" {
		return u.UTC()
	}
	return u.In(time.FixedZone(t.Zone, int(off)))
}

// A is small.A (and edge's records).
type A struct {
	Name     string
	BirthDay Time
	Phone    string
	Siblings uint64 // zig-zag
	Spouse   bool
	Money    uint64 // IEEE bits
}

func toA(v *small.A) *A {
	return &A{Name: v.Name, BirthDay: toTime(v.BirthDay), Phone: v.Phone, Siblings: zigzag(int64(v.Siblings)),
		Spouse: v.Spouse, Money: math.Float64bits(v.Money)}
}

func fromA(v *A) *small.A {
	return &small.A{Name: v.Name, BirthDay: fromTime(v.BirthDay), Phone: v.Phone, Siblings: int(unzigzag(v.Siblings)),
		Spouse: v.Spouse, Money: math.Float64frombits(v.Money)}
}

// ColorGroup is colorgroup.ColorGroup.
type ColorGroup struct {
	ID     uint64 // zig-zag
	Name   string
	Colors []string
}

func toColorGroup(v *colorgroup.ColorGroup) *ColorGroup {
	return &ColorGroup{ID: zigzag(int64(v.ID)), Name: v.Name, Colors: v.Colors}
}

func fromColorGroup(v *ColorGroup) *colorgroup.ColorGroup {
	return &colorgroup.ColorGroup{ID: int(unzigzag(v.ID)), Name: v.Name, Colors: v.Colors}
}

// Hero is hero.Hero.
type Hero struct {
	ID            uint64 // zig-zag
	AffiliationID uint64 // zig-zag
	Name          string
	Life          uint64 // IEEE bits
	Energy        uint64 // IEEE bits
	Powers        []Power
}

// Power is hero.Power.
type Power struct {
	ID      uint64 // zig-zag
	Name    string
	Damage  uint64 // zig-zag
	Energy  uint64 // IEEE bits
	Passive bool
}

func toHero(v *hero.Hero) *Hero {
	h := &Hero{ID: zigzag(int64(v.ID)), AffiliationID: zigzag(int64(v.AffiliationID)), Name: v.Name,
		Life: math.Float64bits(v.Life), Energy: math.Float64bits(v.Energy)}
	if v.Powers != nil {
		h.Powers = make([]Power, len(v.Powers))
		for i, p := range v.Powers {
			h.Powers[i] = Power{ID: zigzag(int64(p.ID)), Name: p.Name, Damage: zigzag(int64(p.Damage)),
				Energy: math.Float64bits(p.Energy), Passive: p.Passive}
		}
	}
	return h
}

func fromHero(v *Hero) *hero.Hero {
	h := &hero.Hero{ID: int(unzigzag(v.ID)), AffiliationID: int(unzigzag(v.AffiliationID)), Name: v.Name,
		Life: math.Float64frombits(v.Life), Energy: math.Float64frombits(v.Energy)}
	if v.Powers != nil {
		h.Powers = make([]hero.Power, len(v.Powers))
		for i, p := range v.Powers {
			h.Powers[i] = hero.Power{ID: int(unzigzag(p.ID)), Name: p.Name, Damage: int(unzigzag(p.Damage)),
				Energy: math.Float64frombits(p.Energy), Passive: p.Passive}
		}
	}
	return h
}

// User is cart.User.
type User struct {
	Name         string
	Phone        string
	Balance      uint64 // IEEE bits
	BirthDay     *Time  `rlp:"nil"`
	RegisteredAt Time
	ShoppingCart []CartEntry // the map's entries
	Blocked      bool
}

// CartEntry is one key and value of cart.ShoppingCart.
type CartEntry struct {
	Key      string
	Item     Item
	Quantity uint32 // zig-zag
}

// Item is cart.Item.
type Item struct {
	ID          string
	CreatedAt   Time
	Visible     bool
	OwnerID     uint32 // zig-zag
	Name        string
	Description *string `rlp:"nil"`
	Keywords    []string
	Price       uint64 // IEEE bits
	Weight      uint32 // IEEE bits
}

func toUser(v *cart.User) *User {
	u := &User{Name: v.Name, Phone: v.Phone, Balance: math.Float64bits(v.Balance),
		RegisteredAt: toTime(v.RegisteredAt), Blocked: v.Blocked}
	if v.BirthDay != nil {
		b := toTime(*v.BirthDay)
		u.BirthDay = &b
	}
	if v.ShoppingCart != nil {
		u.ShoppingCart = make([]CartEntry, 0, len(v.ShoppingCart))
		for k, c := range v.ShoppingCart {
			u.ShoppingCart = append(u.ShoppingCart, CartEntry{Key: k, Quantity: zigzag32(c.Quantity),
				Item: Item{ID: c.Item.ID, CreatedAt: toTime(c.Item.CreatedAt), Visible: c.Item.Visible,
					OwnerID: zigzag32(c.Item.OwnerID), Name: c.Item.Name, Description: c.Item.Description,
					Keywords: c.Item.Keywords, Price: math.Float64bits(c.Item.Price),
					Weight: math.Float32bits(c.Item.Weight)}})
		}
	}
	return u
}

func fromUser(v *User) *cart.User {
	u := &cart.User{Name: v.Name, Phone: v.Phone, Balance: math.Float64frombits(v.Balance),
		RegisteredAt: fromTime(v.RegisteredAt), Blocked: v.Blocked}
	if v.BirthDay != nil {
		b := fromTime(*v.BirthDay)
		u.BirthDay = &b
	}
	if v.ShoppingCart != nil {
		u.ShoppingCart = make(cart.ShoppingCart, len(v.ShoppingCart))
		for _, e := range v.ShoppingCart {
			u.ShoppingCart[e.Key] = cart.CartItem{Quantity: unzigzag32(e.Quantity),
				Item: cart.Item{ID: e.Item.ID, CreatedAt: fromTime(e.Item.CreatedAt), Visible: e.Item.Visible,
					OwnerID: unzigzag32(e.Item.OwnerID), Name: e.Item.Name, Description: e.Item.Description,
					Keywords: e.Item.Keywords, Price: math.Float64frombits(e.Item.Price),
					Weight: math.Float32frombits(e.Item.Weight)}}
		}
	}
	return u
}

// Message is farcaster.Message, its int32 enums as uint32 bits.
type Message struct {
	Data            MessageData
	Hash            []byte
	HashScheme      uint32
	Signature       []byte
	SignatureScheme uint32
	Signer          []byte
}

// MessageData is farcaster.MessageData.
type MessageData struct {
	Type      uint32
	Fid       uint64
	Timestamp uint32
	Network   uint32
	Body      CastAddBody
}

// CastAddBody is farcaster.CastAddBody.
type CastAddBody struct {
	Embeds       []string
	Mentions     []uint64
	ParentCastID *farcaster.CastID `rlp:"nil"`
	Text         string
}

// Envelope is farcaster.Envelope, its int32 enums as uint32 bits.
type Envelope struct {
	Data            []byte
	Hash            []byte
	HashScheme      uint32
	Signature       []byte
	SignatureScheme uint32
	Signer          []byte
}

func (m *Message) envelope(data []byte) Envelope {
	return Envelope{Data: data, Hash: m.Hash, HashScheme: m.HashScheme, Signature: m.Signature,
		SignatureScheme: m.SignatureScheme, Signer: m.Signer}
}

func toMessage(v *farcaster.Message) *Message {
	d := &v.Data
	return &Message{Hash: v.Hash, HashScheme: uint32(v.HashScheme), Signature: v.Signature,
		SignatureScheme: uint32(v.SignatureScheme), Signer: v.Signer,
		Data: MessageData{Type: uint32(d.Type), Fid: d.Fid, Timestamp: d.Timestamp, Network: uint32(d.Network),
			Body: CastAddBody{Embeds: d.Body.Embeds, Mentions: d.Body.Mentions, ParentCastID: d.Body.ParentCastID,
				Text: d.Body.Text}}}
}

func fromMessage(v *Message) *farcaster.Message {
	d := &v.Data
	return &farcaster.Message{Hash: v.Hash, HashScheme: farcaster.HashScheme(v.HashScheme), Signature: v.Signature,
		SignatureScheme: farcaster.SignatureScheme(v.SignatureScheme), Signer: v.Signer,
		Data: farcaster.MessageData{Type: farcaster.MessageType(d.Type), Fid: d.Fid, Timestamp: d.Timestamp,
			Network: farcaster.Network(d.Network),
			Body: farcaster.CastAddBody{Embeds: d.Body.Embeds, Mentions: d.Body.Mentions,
				ParentCastID: d.Body.ParentCastID, Text: d.Body.Text}}}
}
