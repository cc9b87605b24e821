package bebop

import (
	"github.com/serbench/serbench/codecs/bebop/gen"
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
		h.Powers = make([]gen.Power, len(v.Powers))
		for i, p := range v.Powers {
			h.Powers[i] = gen.Power{ID: int64(p.ID), Name: p.Name, Damage: int64(p.Damage), Energy: p.Energy, Passive: p.Passive}
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

func toUser(v *cart.User) *gen.User {
	u := &gen.User{Name: v.Name, Phone: v.Phone, Balance: v.Balance, BirthDay: gen.OptionalDate{Value: v.BirthDay},
		RegisteredAt: v.RegisteredAt, Blocked: v.Blocked}
	if v.ShoppingCart != nil {
		u.ShoppingCart = make(map[string]gen.CartItem, len(v.ShoppingCart))
		for k, c := range v.ShoppingCart {
			it := &c.Item
			u.ShoppingCart[k] = gen.CartItem{Quantity: c.Quantity, Item: gen.Item{
				ID: it.ID, CreatedAt: it.CreatedAt, Visible: it.Visible, OwnerID: it.OwnerID, Name: it.Name,
				Description: gen.OptionalString{Value: it.Description}, Keywords: it.Keywords, Price: it.Price, Weight: it.Weight,
			}}
		}
	}
	return u
}

func fromUser(v *gen.User) *cart.User {
	u := &cart.User{Name: v.Name, Phone: v.Phone, Balance: v.Balance, BirthDay: v.BirthDay.Value,
		RegisteredAt: v.RegisteredAt, Blocked: v.Blocked}
	if v.ShoppingCart != nil {
		u.ShoppingCart = make(cart.ShoppingCart, len(v.ShoppingCart))
		for k, c := range v.ShoppingCart {
			it := &c.Item
			u.ShoppingCart[k] = cart.CartItem{Quantity: c.Quantity, Item: cart.Item{
				ID: it.ID, CreatedAt: it.CreatedAt, Visible: it.Visible, OwnerID: it.OwnerID, Name: it.Name,
				Description: it.Description.Value, Keywords: it.Keywords, Price: it.Price, Weight: it.Weight,
			}}
		}
	}
	return u
}

func toCast(v *farcaster.Message) *Cast {
	d := &v.Data
	body := gen.CastAddBody{Embeds: d.Body.Embeds, Mentions: d.Body.Mentions, Text: d.Body.Text}
	if p := d.Body.ParentCastID; p != nil {
		body.ParentCastID.Value = &gen.CastID{Fid: p.Fid, Hash: p.TsHash}
	}
	return &Cast{
		Envelope: gen.Message{Hash: v.Hash, HashScheme: gen.HashScheme(v.HashScheme), Signature: v.Signature,
			SignatureScheme: gen.SignatureScheme(v.SignatureScheme), Signer: v.Signer},
		Data: gen.MessageData{Type: gen.MessageType(d.Type), Fid: d.Fid, Timestamp: d.Timestamp,
			Network: gen.FarcasterNetwork(d.Network), Body: body},
	}
}

func fromCast(c *Cast) *farcaster.Message {
	e, d := &c.Envelope, &c.Data
	m := &farcaster.Message{
		Data: farcaster.MessageData{Type: farcaster.MessageType(d.Type), Fid: d.Fid, Timestamp: d.Timestamp,
			Network: farcaster.Network(d.Network),
			Body:    farcaster.CastAddBody{Embeds: d.Body.Embeds, Mentions: d.Body.Mentions, Text: d.Body.Text}},
		Hash: e.Hash, HashScheme: farcaster.HashScheme(e.HashScheme), Signature: e.Signature,
		SignatureScheme: farcaster.SignatureScheme(e.SignatureScheme), Signer: e.Signer,
	}
	if p := d.Body.ParentCastID.Value; p != nil {
		m.Data.Body.ParentCastID = &farcaster.CastID{Fid: p.Fid, TsHash: p.Hash}
	}
	return m
}
