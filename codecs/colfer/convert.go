package colfer

import (
	"time"

	"github.com/serbench/serbench/codecs/colfer/gen"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

func toA(v *small.A) *gen.A {
	return &gen.A{Name: v.Name, BirthDay: v.BirthDay, Phone: v.Phone, Siblings: int64(v.Siblings), Spouse: v.Spouse, Money: v.Money}
}

func fromA(v *gen.A) *small.A {
	return &small.A{Name: v.Name, BirthDay: v.BirthDay, Phone: v.Phone, Siblings: int(v.Siblings), Spouse: v.Spouse, Money: v.Money}
}

func toColorGroup(v *colorgroup.ColorGroup) *gen.ColorGroup {
	return &gen.ColorGroup{ID: int64(v.ID), Name: v.Name, Colors: v.Colors}
}

func fromColorGroup(v *gen.ColorGroup) *colorgroup.ColorGroup {
	return &colorgroup.ColorGroup{ID: int(v.ID), Name: v.Name, Colors: v.Colors}
}

func toHero(v *hero.Hero) *gen.Hero {
	h := &gen.Hero{ID: int64(v.ID), AffiliationID: int64(v.AffiliationID), Name: v.Name, Life: v.Life, Energy: v.Energy}
	if v.Powers != nil {
		h.Powers = make([]*gen.Power, len(v.Powers))
		for i, p := range v.Powers {
			h.Powers[i] = &gen.Power{ID: int64(p.ID), Name: p.Name, Damage: int64(p.Damage), Energy: p.Energy, Passive: p.Passive}
		}
	}
	return h
}

func fromHero(v *gen.Hero) *hero.Hero {
	h := &hero.Hero{ID: int(v.ID), AffiliationID: int(v.AffiliationID), Name: v.Name, Life: v.Life, Energy: v.Energy}
	if v.Powers != nil {
		h.Powers = make([]hero.Power, len(v.Powers))
		for i, p := range v.Powers {
			h.Powers[i] = hero.Power{ID: int(p.ID), Name: p.Name, Damage: int(p.Damage), Energy: p.Energy, Passive: p.Passive}
		}
	}
	return h
}

// Colfer has no optional text or timestamp: the empty string and the zero
// time, which it leaves out of the encoding, stand for nil.

func optTime(t *time.Time) time.Time {
	if t == nil {
		return time.Time{}
	}
	return *t
}

func timePtr(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}

func optText(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

func textPtr(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func toUser(v *cart.User) *gen.User {
	u := &gen.User{Name: v.Name, Phone: v.Phone, Balance: v.Balance, BirthDay: optTime(v.BirthDay),
		RegisteredAt: v.RegisteredAt, Blocked: v.Blocked}
	if v.ShoppingCart != nil {
		u.ShoppingCart = make([]*gen.CartEntry, 0, len(v.ShoppingCart))
		for k, c := range v.ShoppingCart {
			it := &c.Item
			u.ShoppingCart = append(u.ShoppingCart, &gen.CartEntry{Key: k, Value: &gen.CartItem{Quantity: c.Quantity, Item: &gen.Item{
				ID: it.ID, CreatedAt: it.CreatedAt, Visible: it.Visible, OwnerID: it.OwnerID, Name: it.Name,
				Description: optText(it.Description), Keywords: it.Keywords, Price: it.Price, Weight: it.Weight,
			}}})
		}
	}
	return u
}

func fromUser(v *gen.User) *cart.User {
	u := &cart.User{Name: v.Name, Phone: v.Phone, Balance: v.Balance, BirthDay: timePtr(v.BirthDay),
		RegisteredAt: v.RegisteredAt, Blocked: v.Blocked}
	if v.ShoppingCart != nil {
		u.ShoppingCart = make(cart.ShoppingCart, len(v.ShoppingCart))
		for _, e := range v.ShoppingCart {
			it := e.Value.Item
			u.ShoppingCart[e.Key] = cart.CartItem{Quantity: e.Value.Quantity, Item: cart.Item{
				ID: it.ID, CreatedAt: it.CreatedAt, Visible: it.Visible, OwnerID: it.OwnerID, Name: it.Name,
				Description: textPtr(it.Description), Keywords: it.Keywords, Price: it.Price, Weight: it.Weight,
			}}
		}
	}
	return u
}

func toCast(v *farcaster.Message) *Cast {
	d := &v.Data
	body := &gen.CastAddBody{Embeds: d.Body.Embeds, Text: d.Body.Text}
	if d.Body.Mentions != nil {
		body.Mentions = make([]int64, len(d.Body.Mentions))
		for i, m := range d.Body.Mentions {
			body.Mentions[i] = int64(m)
		}
	}
	if p := d.Body.ParentCastID; p != nil {
		body.ParentCastID = &gen.CastID{Fid: p.Fid, Hash: p.TsHash}
	}
	return &Cast{
		Envelope: &gen.Message{Hash: v.Hash, HashScheme: int32(v.HashScheme), Signature: v.Signature,
			SignatureScheme: int32(v.SignatureScheme), Signer: v.Signer},
		Data: &gen.MessageData{MessageType: int32(d.Type), Fid: d.Fid, Timestamp: d.Timestamp,
			Network: int32(d.Network), CastAddBody: body},
	}
}

func fromCast(c *Cast) *farcaster.Message {
	e, d := c.Envelope, c.Data
	m := &farcaster.Message{
		Data: farcaster.MessageData{Type: farcaster.MessageType(d.MessageType), Fid: d.Fid, Timestamp: d.Timestamp,
			Network: farcaster.Network(d.Network)},
		Hash: e.Hash, HashScheme: farcaster.HashScheme(e.HashScheme), Signature: e.Signature,
		SignatureScheme: farcaster.SignatureScheme(e.SignatureScheme), Signer: e.Signer,
	}
	if b := d.CastAddBody; b != nil {
		m.Data.Body = farcaster.CastAddBody{Embeds: b.Embeds, Text: b.Text}
		if b.Mentions != nil {
			m.Data.Body.Mentions = make([]uint64, len(b.Mentions))
			for i, x := range b.Mentions {
				m.Data.Body.Mentions[i] = uint64(x)
			}
		}
		if p := b.ParentCastID; p != nil {
			m.Data.Body.ParentCastID = &farcaster.CastID{Fid: p.Fid, TsHash: p.Hash}
		}
	}
	return m
}
