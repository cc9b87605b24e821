package gencode

import (
	"github.com/serbench/serbench/codecs/gencode/gen"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

// Conversions between the datasets' types and the generated ones, field by
// field: gencode widens int to int64 and has no maps. Nil stays nil on the
// way in; gencode itself decodes every slice non-nil.

func toA(v *small.A) *gen.A {
	return &gen.A{Name: v.Name, BirthDay: v.BirthDay, Phone: v.Phone, Siblings: int64(v.Siblings),
		Spouse: v.Spouse, Money: v.Money}
}

func fromA(n *gen.A) *small.A {
	return &small.A{Name: n.Name, BirthDay: n.BirthDay, Phone: n.Phone, Siblings: int(n.Siblings),
		Spouse: n.Spouse, Money: n.Money}
}

func toColorGroup(v *colorgroup.ColorGroup) *gen.ColorGroup {
	return &gen.ColorGroup{ID: int64(v.ID), Name: v.Name, Colors: v.Colors}
}

func fromColorGroup(n *gen.ColorGroup) *colorgroup.ColorGroup {
	return &colorgroup.ColorGroup{ID: int(n.ID), Name: n.Name, Colors: n.Colors}
}

func toHero(v *hero.Hero) *gen.Hero {
	n := &gen.Hero{ID: int64(v.ID), AffiliationID: int64(v.AffiliationID), Name: v.Name, Life: v.Life, Energy: v.Energy}
	if v.Powers != nil {
		n.Powers = make([]gen.Power, len(v.Powers))
		for i, p := range v.Powers {
			n.Powers[i] = gen.Power{ID: int64(p.ID), Name: p.Name, Damage: int64(p.Damage), Energy: p.Energy, Passive: p.Passive}
		}
	}
	return n
}

func fromHero(n *gen.Hero) *hero.Hero {
	v := &hero.Hero{ID: int(n.ID), AffiliationID: int(n.AffiliationID), Name: n.Name, Life: n.Life, Energy: n.Energy}
	if n.Powers != nil {
		v.Powers = make([]hero.Power, len(n.Powers))
		for i, p := range n.Powers {
			v.Powers[i] = hero.Power{ID: int(p.ID), Name: p.Name, Damage: int(p.Damage), Energy: p.Energy, Passive: p.Passive}
		}
	}
	return v
}

// toUser lists the cart's entries in map order, as users flattening a map do.
func toUser(v *cart.User) *gen.User {
	n := &gen.User{Name: v.Name, Phone: v.Phone, Balance: v.Balance, BirthDay: v.BirthDay,
		RegisteredAt: v.RegisteredAt, Blocked: v.Blocked}
	if v.ShoppingCart != nil {
		n.ShoppingCart = make([]gen.CartEntry, 0, len(v.ShoppingCart))
		for k, c := range v.ShoppingCart {
			n.ShoppingCart = append(n.ShoppingCart, gen.CartEntry{Key: k, Item: gen.Item(c.Item), Quantity: c.Quantity})
		}
	}
	return n
}

func fromUser(n *gen.User) *cart.User {
	v := &cart.User{Name: n.Name, Phone: n.Phone, Balance: n.Balance, BirthDay: n.BirthDay,
		RegisteredAt: n.RegisteredAt, Blocked: n.Blocked}
	if n.ShoppingCart != nil {
		v.ShoppingCart = make(cart.ShoppingCart, len(n.ShoppingCart))
		for _, e := range n.ShoppingCart {
			v.ShoppingCart[e.Key] = cart.CartItem{Item: cart.Item(e.Item), Quantity: e.Quantity}
		}
	}
	return v
}

func toMessage(v *farcaster.Message) *Message {
	d := &v.Data
	return &Message{
		Data: gen.MessageData{Type: int32(d.Type), Fid: d.Fid, Timestamp: d.Timestamp, Network: int32(d.Network),
			Body: gen.CastAddBody{Embeds: d.Body.Embeds, Mentions: d.Body.Mentions,
				ParentCastID: (*gen.CastID)(d.Body.ParentCastID), Text: d.Body.Text}},
		Hash: v.Hash, HashScheme: int32(v.HashScheme), Signature: v.Signature,
		SignatureScheme: int32(v.SignatureScheme), Signer: v.Signer,
	}
}

func fromMessage(n *Message) *farcaster.Message {
	d := &n.Data
	return &farcaster.Message{
		Data: farcaster.MessageData{Type: farcaster.MessageType(d.Type), Fid: d.Fid, Timestamp: d.Timestamp,
			Network: farcaster.Network(d.Network),
			Body: farcaster.CastAddBody{Embeds: d.Body.Embeds, Mentions: d.Body.Mentions,
				ParentCastID: (*farcaster.CastID)(d.Body.ParentCastID), Text: d.Body.Text}},
		Hash: n.Hash, HashScheme: farcaster.HashScheme(n.HashScheme), Signature: n.Signature,
		SignatureScheme: farcaster.SignatureScheme(n.SignatureScheme), Signer: n.Signer,
	}
}
