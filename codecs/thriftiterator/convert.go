package thriftiterator

import (
	"time"

	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

func toTime(t time.Time) Time {
	name, offset := t.Zone()
	v := Time{Seconds: t.Unix(), Nanos: int32(t.Nanosecond()), Offset: int32(offset)}
	if t.Location() != time.UTC {
		v.Zone = &name
	}
	return v
}

// fromTime is toTime's inverse: UTC without a zone name, otherwise a fixed
// zone of that name and offset.
func fromTime(v *Time) time.Time {
	t := time.Unix(v.Seconds, int64(v.Nanos))
	if v.Zone == nil && v.Offset == 0 {
		return t.UTC()
	}
	var name string
	if v.Zone != nil {
		name = *v.Zone
	}
	return t.In(time.FixedZone(name, int(v.Offset)))
}

func toA(v *small.A) *A {
	return &A{Name: v.Name, BirthDay: toTime(v.BirthDay), Phone: v.Phone, Siblings: int64(v.Siblings), Spouse: v.Spouse, Money: v.Money}
}

func fromA(v *A) *small.A {
	return &small.A{Name: v.Name, BirthDay: fromTime(&v.BirthDay), Phone: v.Phone, Siblings: int(v.Siblings), Spouse: v.Spouse, Money: v.Money}
}

func toColorGroup(v *colorgroup.ColorGroup) *ColorGroup {
	return &ColorGroup{ID: int64(v.ID), Name: v.Name, Colors: v.Colors}
}

func fromColorGroup(v *ColorGroup) *colorgroup.ColorGroup {
	return &colorgroup.ColorGroup{ID: int(v.ID), Name: v.Name, Colors: v.Colors}
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

func toUser(v *cart.User) *User {
	u := &User{Name: v.Name, Phone: v.Phone, Balance: v.Balance, RegisteredAt: toTime(v.RegisteredAt), Blocked: v.Blocked}
	if v.BirthDay != nil {
		t := toTime(*v.BirthDay)
		u.BirthDay = &t
	}
	if v.ShoppingCart != nil {
		u.ShoppingCart = make(map[string]CartItem, len(v.ShoppingCart))
		for k, c := range v.ShoppingCart {
			it := &c.Item
			u.ShoppingCart[k] = CartItem{Quantity: c.Quantity, Item: Item{ID: it.ID, CreatedAt: toTime(it.CreatedAt),
				Visible: it.Visible, OwnerID: it.OwnerID, Name: it.Name, Description: it.Description, Keywords: it.Keywords,
				Price: it.Price, Weight: float64(it.Weight)}}
		}
	}
	return u
}

func fromUser(v *User) *cart.User {
	u := &cart.User{Name: v.Name, Phone: v.Phone, Balance: v.Balance, RegisteredAt: fromTime(&v.RegisteredAt), Blocked: v.Blocked}
	if v.BirthDay != nil {
		t := fromTime(v.BirthDay)
		u.BirthDay = &t
	}
	if v.ShoppingCart != nil {
		u.ShoppingCart = make(cart.ShoppingCart, len(v.ShoppingCart))
		for k, c := range v.ShoppingCart {
			it := &c.Item
			u.ShoppingCart[k] = cart.CartItem{Quantity: c.Quantity, Item: cart.Item{ID: it.ID, CreatedAt: fromTime(&it.CreatedAt),
				Visible: it.Visible, OwnerID: it.OwnerID, Name: it.Name, Description: it.Description, Keywords: it.Keywords,
				Price: it.Price, Weight: float32(it.Weight)}}
		}
	}
	return u
}

func toCast(v *farcaster.Message) *Cast {
	d, b := &v.Data, &v.Data.Body
	body := CastAddBody{Embeds: b.Embeds, Text: b.Text}
	if b.Mentions != nil {
		body.Mentions = make([]int64, len(b.Mentions))
		for i, m := range b.Mentions {
			body.Mentions[i] = int64(m)
		}
	}
	if p := b.ParentCastID; p != nil {
		body.ParentCastID = &CastID{Fid: int64(p.Fid), Hash: p.TsHash}
	}
	return &Cast{
		Envelope: Message{Hash: v.Hash, HashScheme: int32(v.HashScheme), Signature: v.Signature,
			SignatureScheme: int32(v.SignatureScheme), Signer: v.Signer},
		Data: MessageData{Type: int32(d.Type), Fid: int64(d.Fid), Timestamp: int64(d.Timestamp), Network: int32(d.Network),
			CastAddBody: body},
	}
}

func fromCast(c *Cast) *farcaster.Message {
	e, d, b := &c.Envelope, &c.Data, &c.Data.CastAddBody
	m := &farcaster.Message{
		Data: farcaster.MessageData{Type: farcaster.MessageType(d.Type), Fid: uint64(d.Fid), Timestamp: uint32(d.Timestamp),
			Network: farcaster.Network(d.Network), Body: farcaster.CastAddBody{Embeds: b.Embeds, Text: b.Text}},
		Hash: e.Hash, HashScheme: farcaster.HashScheme(e.HashScheme), Signature: e.Signature,
		SignatureScheme: farcaster.SignatureScheme(e.SignatureScheme), Signer: e.Signer,
	}
	if b.Mentions != nil {
		m.Data.Body.Mentions = make([]uint64, len(b.Mentions))
		for i, x := range b.Mentions {
			m.Data.Body.Mentions[i] = uint64(x)
		}
	}
	if p := b.ParentCastID; p != nil {
		m.Data.Body.ParentCastID = &farcaster.CastID{Fid: uint64(p.Fid), TsHash: p.Hash}
	}
	return m
}
