package ikeapack

import (
	"time"

	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

// Time carries a time.Time exactly in the types ikeapack has.
type Time struct {
	Unix   int64 // seconds since 1970 UTC
	Nanos  int32
	Offset int32 // seconds east of UTC
	Zone   string
}

func toTime(t time.Time) Time {
	name, off := t.Zone()
	return Time{Unix: t.Unix(), Nanos: int32(t.Nanosecond()), Offset: int32(off), Zone: name}
}

func fromTime(t Time) time.Time {
	u := time.Unix(t.Unix, int64(t.Nanos))
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
	Siblings int64
	Spouse   bool
	Money    float64
}

func toA(v *small.A) *A {
	return &A{Name: v.Name, BirthDay: toTime(v.BirthDay), Phone: v.Phone, Siblings: int64(v.Siblings),
		Spouse: v.Spouse, Money: v.Money}
}

func fromA(v *A) *small.A {
	return &small.A{Name: v.Name, BirthDay: fromTime(v.BirthDay), Phone: v.Phone, Siblings: int(v.Siblings),
		Spouse: v.Spouse, Money: v.Money}
}

// ColorGroup is colorgroup.ColorGroup.
type ColorGroup struct {
	ID     int64
	Name   string
	Colors []string
}

func toColorGroup(v *colorgroup.ColorGroup) *ColorGroup {
	return &ColorGroup{ID: int64(v.ID), Name: v.Name, Colors: v.Colors}
}

func fromColorGroup(v *ColorGroup) *colorgroup.ColorGroup {
	return &colorgroup.ColorGroup{ID: int(v.ID), Name: v.Name, Colors: v.Colors}
}

// Hero is hero.Hero.
type Hero struct {
	ID            int64
	AffiliationID int64
	Name          string
	Life          float64
	Energy        float64
	Powers        []Power
}

// Power is hero.Power.
type Power struct {
	ID      int64
	Name    string
	Damage  int64
	Energy  float64
	Passive bool
}

func toHero(v *hero.Hero) *Hero {
	h := &Hero{ID: int64(v.ID), AffiliationID: int64(v.AffiliationID), Name: v.Name, Life: v.Life, Energy: v.Energy}
	if v.Powers != nil {
		h.Powers = make([]Power, len(v.Powers))
		for i, p := range v.Powers {
			h.Powers[i] = Power{ID: int64(p.ID), Name: p.Name, Damage: int64(p.Damage), Energy: p.Energy, Passive: p.Passive}
		}
	}
	return h
}

func fromHero(v *Hero) *hero.Hero {
	h := &hero.Hero{ID: int(v.ID), AffiliationID: int(v.AffiliationID), Name: v.Name, Life: v.Life, Energy: v.Energy}
	if v.Powers != nil {
		h.Powers = make([]hero.Power, len(v.Powers))
		for i, p := range v.Powers {
			h.Powers[i] = hero.Power{ID: int(p.ID), Name: p.Name, Damage: int(p.Damage), Energy: p.Energy, Passive: p.Passive}
		}
	}
	return h
}

// User is cart.User.
type User struct {
	Name         string
	Phone        string
	Balance      float64
	HasBirthDay  bool
	BirthDay     Time
	RegisteredAt Time
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
	ID             string
	CreatedAt      Time
	Visible        bool
	OwnerID        int32
	Name           string
	HasDescription bool
	Description    string
	Keywords       []string
	Price          float64
	Weight         float32
}

func toUser(v *cart.User) *User {
	u := &User{Name: v.Name, Phone: v.Phone, Balance: v.Balance, RegisteredAt: toTime(v.RegisteredAt), Blocked: v.Blocked}
	if v.BirthDay != nil {
		u.HasBirthDay, u.BirthDay = true, toTime(*v.BirthDay)
	}
	if v.ShoppingCart != nil {
		u.ShoppingCart = make(map[string]CartItem, len(v.ShoppingCart))
		for k, c := range v.ShoppingCart {
			it := Item{ID: c.Item.ID, CreatedAt: toTime(c.Item.CreatedAt), Visible: c.Item.Visible,
				OwnerID: c.Item.OwnerID, Name: c.Item.Name, Keywords: c.Item.Keywords, Price: c.Item.Price,
				Weight: c.Item.Weight}
			if c.Item.Description != nil {
				it.HasDescription, it.Description = true, *c.Item.Description
			}
			u.ShoppingCart[k] = CartItem{Item: it, Quantity: c.Quantity}
		}
	}
	return u
}

func fromUser(v *User) *cart.User {
	u := &cart.User{Name: v.Name, Phone: v.Phone, Balance: v.Balance, RegisteredAt: fromTime(v.RegisteredAt), Blocked: v.Blocked}
	if v.HasBirthDay {
		b := fromTime(v.BirthDay)
		u.BirthDay = &b
	}
	if v.ShoppingCart != nil {
		u.ShoppingCart = make(cart.ShoppingCart, len(v.ShoppingCart))
		for k, c := range v.ShoppingCart {
			it := cart.Item{ID: c.Item.ID, CreatedAt: fromTime(c.Item.CreatedAt), Visible: c.Item.Visible,
				OwnerID: c.Item.OwnerID, Name: c.Item.Name, Keywords: c.Item.Keywords, Price: c.Item.Price,
				Weight: c.Item.Weight}
			if c.Item.HasDescription {
				d := c.Item.Description
				it.Description = &d
			}
			u.ShoppingCart[k] = cart.CartItem{Item: it, Quantity: c.Quantity}
		}
	}
	return u
}

// Message is farcaster.Message; its envelope is farcaster.Envelope, which
// ikeapack takes as it is.
type Message struct {
	Data            MessageData
	Hash            []byte
	HashScheme      farcaster.HashScheme
	Signature       []byte
	SignatureScheme farcaster.SignatureScheme
	Signer          []byte
}

// MessageData is farcaster.MessageData.
type MessageData struct {
	Type      farcaster.MessageType
	Fid       uint64
	Timestamp uint32
	Network   farcaster.Network
	Body      CastAddBody
}

// CastAddBody is farcaster.CastAddBody.
type CastAddBody struct {
	Embeds          []string
	Mentions        []uint64
	HasParentCastID bool
	ParentCastID    farcaster.CastID
	Text            string
}

func (m *Message) envelope(data []byte) farcaster.Envelope {
	return farcaster.Envelope{Data: data, Hash: m.Hash, HashScheme: m.HashScheme, Signature: m.Signature,
		SignatureScheme: m.SignatureScheme, Signer: m.Signer}
}

func toMessage(v *farcaster.Message) *Message {
	d := &v.Data
	m := &Message{Hash: v.Hash, HashScheme: v.HashScheme, Signature: v.Signature,
		SignatureScheme: v.SignatureScheme, Signer: v.Signer,
		Data: MessageData{Type: d.Type, Fid: d.Fid, Timestamp: d.Timestamp, Network: d.Network,
			Body: CastAddBody{Embeds: d.Body.Embeds, Mentions: d.Body.Mentions, Text: d.Body.Text}}}
	if p := d.Body.ParentCastID; p != nil {
		m.Data.Body.HasParentCastID, m.Data.Body.ParentCastID = true, *p
	}
	return m
}

func fromMessage(v *Message) *farcaster.Message {
	d := &v.Data
	m := &farcaster.Message{Hash: v.Hash, HashScheme: v.HashScheme, Signature: v.Signature,
		SignatureScheme: v.SignatureScheme, Signer: v.Signer,
		Data: farcaster.MessageData{Type: d.Type, Fid: d.Fid, Timestamp: d.Timestamp, Network: d.Network,
			Body: farcaster.CastAddBody{Embeds: d.Body.Embeds, Mentions: d.Body.Mentions, Text: d.Body.Text}}}
	if d.Body.HasParentCastID {
		p := d.Body.ParentCastID
		m.Data.Body.ParentCastID = &p
	}
	return m
}
