package gossz

import (
	"math"
	"time"

	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

// Time carries a time.Time exactly in the types go-ssz has.
type Time struct {
	Unix   uint64 // seconds since 1970 UTC, int64 bits
	Nanos  uint32
	Offset int32 // seconds east of UTC
	Zone   string
}

func toTime(t time.Time) Time {
	name, off := t.Zone()
	return Time{Unix: uint64(t.Unix()), Nanos: uint32(t.Nanosecond()), Offset: int32(off), Zone: name}
}

func fromTime(t Time) time.Time {
	u := time.Unix(int64(t.Unix), int64(t.Nanos))
	if t.Offset == 0 && t.Zone == "UTC" {
		return u.UTC()
	}
	return u.In(time.FixedZone(t.Zone, int(t.Offset)))
}

// A is small.A (and edge's records).
type A struct {
	Name     string
	BirthDay Time
	Phone    string
	Siblings uint64 // int64 bits
	Spouse   bool
	Money    uint64 // IEEE bits
}

func toA(v *small.A) *A {
	return &A{Name: v.Name, BirthDay: toTime(v.BirthDay), Phone: v.Phone, Siblings: uint64(v.Siblings),
		Spouse: v.Spouse, Money: math.Float64bits(v.Money)}
}

func fromA(v *A) *small.A {
	return &small.A{Name: v.Name, BirthDay: fromTime(v.BirthDay), Phone: v.Phone, Siblings: int(v.Siblings),
		Spouse: v.Spouse, Money: math.Float64frombits(v.Money)}
}

// ColorGroup is colorgroup.ColorGroup.
type ColorGroup struct {
	ID     uint64 // int64 bits
	Name   string
	Colors []string
}

func toColorGroup(v *colorgroup.ColorGroup) *ColorGroup {
	return &ColorGroup{ID: uint64(v.ID), Name: v.Name, Colors: v.Colors}
}

func fromColorGroup(v *ColorGroup) *colorgroup.ColorGroup {
	return &colorgroup.ColorGroup{ID: int(v.ID), Name: v.Name, Colors: v.Colors}
}

// Hero is hero.Hero.
type Hero struct {
	ID            uint64 // int64 bits
	AffiliationID uint64 // int64 bits
	Name          string
	Life          uint64 // IEEE bits
	Energy        uint64 // IEEE bits
	Powers        []Power
}

// Power is hero.Power.
type Power struct {
	ID      uint64 // int64 bits
	Name    string
	Damage  uint64 // int64 bits
	Energy  uint64 // IEEE bits
	Passive bool
}

func toHero(v *hero.Hero) *Hero {
	h := &Hero{ID: uint64(v.ID), AffiliationID: uint64(v.AffiliationID), Name: v.Name,
		Life: math.Float64bits(v.Life), Energy: math.Float64bits(v.Energy)}
	if v.Powers != nil {
		h.Powers = make([]Power, len(v.Powers))
		for i, p := range v.Powers {
			h.Powers[i] = Power{ID: uint64(p.ID), Name: p.Name, Damage: uint64(p.Damage),
				Energy: math.Float64bits(p.Energy), Passive: p.Passive}
		}
	}
	return h
}

func fromHero(v *Hero) *hero.Hero {
	h := &hero.Hero{ID: int(v.ID), AffiliationID: int(v.AffiliationID), Name: v.Name,
		Life: math.Float64frombits(v.Life), Energy: math.Float64frombits(v.Energy)}
	if v.Powers != nil {
		h.Powers = make([]hero.Power, len(v.Powers))
		for i, p := range v.Powers {
			h.Powers[i] = hero.Power{ID: int(p.ID), Name: p.Name, Damage: int(p.Damage),
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
	BirthDay     []Time // at most one: nil pointer as an empty list
	RegisteredAt Time
	ShoppingCart []CartEntry // the map's entries
	Blocked      bool
}

// CartEntry is one key and value of cart.ShoppingCart.
type CartEntry struct {
	Key      string
	Item     Item
	Quantity int32
}

// Item is cart.Item.
type Item struct {
	ID          string
	CreatedAt   Time
	Visible     bool
	OwnerID     int32
	Name        string
	Description []string // at most one: nil pointer as an empty list
	Keywords    []string
	Price       uint64 // IEEE bits
	Weight      uint32 // IEEE bits
}

func toUser(v *cart.User) *User {
	u := &User{Name: v.Name, Phone: v.Phone, Balance: math.Float64bits(v.Balance),
		RegisteredAt: toTime(v.RegisteredAt), Blocked: v.Blocked}
	if v.BirthDay != nil {
		u.BirthDay = []Time{toTime(*v.BirthDay)}
	}
	if v.ShoppingCart != nil {
		u.ShoppingCart = make([]CartEntry, 0, len(v.ShoppingCart))
		for k, c := range v.ShoppingCart {
			it := Item{ID: c.Item.ID, CreatedAt: toTime(c.Item.CreatedAt), Visible: c.Item.Visible,
				OwnerID: c.Item.OwnerID, Name: c.Item.Name, Keywords: c.Item.Keywords,
				Price: math.Float64bits(c.Item.Price), Weight: math.Float32bits(c.Item.Weight)}
			if c.Item.Description != nil {
				it.Description = []string{*c.Item.Description}
			}
			u.ShoppingCart = append(u.ShoppingCart, CartEntry{Key: k, Item: it, Quantity: c.Quantity})
		}
	}
	return u
}

func fromUser(v *User) *cart.User {
	u := &cart.User{Name: v.Name, Phone: v.Phone, Balance: math.Float64frombits(v.Balance),
		RegisteredAt: fromTime(v.RegisteredAt), Blocked: v.Blocked}
	if len(v.BirthDay) > 0 {
		b := fromTime(v.BirthDay[0])
		u.BirthDay = &b
	}
	if v.ShoppingCart != nil {
		u.ShoppingCart = make(cart.ShoppingCart, len(v.ShoppingCart))
		for _, e := range v.ShoppingCart {
			it := cart.Item{ID: e.Item.ID, CreatedAt: fromTime(e.Item.CreatedAt), Visible: e.Item.Visible,
				OwnerID: e.Item.OwnerID, Name: e.Item.Name, Keywords: e.Item.Keywords,
				Price: math.Float64frombits(e.Item.Price), Weight: math.Float32frombits(e.Item.Weight)}
			if len(e.Item.Description) > 0 {
				it.Description = &e.Item.Description[0]
			}
			u.ShoppingCart[e.Key] = cart.CartItem{Item: it, Quantity: e.Quantity}
		}
	}
	return u
}

// Message is farcaster.Message, its enums as plain int32: go-ssz reads an
// int32 field by a type assertion that a named type fails.
type Message struct {
	Data            MessageData
	Hash            []byte
	HashScheme      int32
	Signature       []byte
	SignatureScheme int32
	Signer          []byte
}

// MessageData is farcaster.MessageData.
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
	ParentCastID []farcaster.CastID // at most one: nil pointer as an empty list
	Text         string
}

// Envelope is farcaster.Envelope, its enums as plain int32.
type Envelope struct {
	Data            []byte
	Hash            []byte
	HashScheme      int32
	Signature       []byte
	SignatureScheme int32
	Signer          []byte
}

func (m *Message) envelope(data []byte) Envelope {
	return Envelope{Data: data, Hash: m.Hash, HashScheme: m.HashScheme, Signature: m.Signature,
		SignatureScheme: m.SignatureScheme, Signer: m.Signer}
}

func toMessage(v *farcaster.Message) *Message {
	d := &v.Data
	m := &Message{Hash: v.Hash, HashScheme: int32(v.HashScheme), Signature: v.Signature,
		SignatureScheme: int32(v.SignatureScheme), Signer: v.Signer,
		Data: MessageData{Type: int32(d.Type), Fid: d.Fid, Timestamp: d.Timestamp, Network: int32(d.Network),
			Body: CastAddBody{Embeds: d.Body.Embeds, Mentions: d.Body.Mentions, Text: d.Body.Text}}}
	if p := d.Body.ParentCastID; p != nil {
		m.Data.Body.ParentCastID = []farcaster.CastID{*p}
	}
	return m
}

func fromMessage(v *Message) *farcaster.Message {
	d := &v.Data
	m := &farcaster.Message{Hash: v.Hash, HashScheme: farcaster.HashScheme(v.HashScheme), Signature: v.Signature,
		SignatureScheme: farcaster.SignatureScheme(v.SignatureScheme), Signer: v.Signer,
		Data: farcaster.MessageData{Type: farcaster.MessageType(d.Type), Fid: d.Fid, Timestamp: d.Timestamp,
			Network: farcaster.Network(d.Network),
			Body:    farcaster.CastAddBody{Embeds: d.Body.Embeds, Mentions: d.Body.Mentions, Text: d.Body.Text}}}
	if len(d.Body.ParentCastID) > 0 {
		m.Data.Body.ParentCastID = &d.Body.ParentCastID[0]
	}
	return m
}
