package ffjson

import (
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
)

// Conversions between the datasets' types and the native copies: structs
// with the same fields convert directly, slices and maps element by
// element. Nil stays nil.

func toHero(v *hero.Hero) *Hero {
	n := &Hero{ID: v.ID, AffiliationID: v.AffiliationID, Name: v.Name, Life: v.Life, Energy: v.Energy}
	if v.Powers != nil {
		n.Powers = make([]Power, len(v.Powers))
		for i, p := range v.Powers {
			n.Powers[i] = Power(p)
		}
	}
	return n
}

func fromHero(n *Hero) *hero.Hero {
	v := &hero.Hero{ID: n.ID, AffiliationID: n.AffiliationID, Name: n.Name, Life: n.Life, Energy: n.Energy}
	if n.Powers != nil {
		v.Powers = make([]hero.Power, len(n.Powers))
		for i, p := range n.Powers {
			v.Powers[i] = hero.Power(p)
		}
	}
	return v
}

func toUser(v *cart.User) *User {
	n := &User{Name: v.Name, Phone: v.Phone, Balance: v.Balance, BirthDay: v.BirthDay,
		RegisteredAt: v.RegisteredAt, Blocked: v.Blocked}
	if v.ShoppingCart != nil {
		n.ShoppingCart = make(map[string]CartItem, len(v.ShoppingCart))
		for k, c := range v.ShoppingCart {
			n.ShoppingCart[k] = CartItem{Item: Item(c.Item), Quantity: c.Quantity}
		}
	}
	return n
}

func fromUser(n *User) *cart.User {
	v := &cart.User{Name: n.Name, Phone: n.Phone, Balance: n.Balance, BirthDay: n.BirthDay,
		RegisteredAt: n.RegisteredAt, Blocked: n.Blocked}
	if n.ShoppingCart != nil {
		v.ShoppingCart = make(cart.ShoppingCart, len(n.ShoppingCart))
		for k, c := range n.ShoppingCart {
			v.ShoppingCart[k] = cart.CartItem{Item: cart.Item(c.Item), Quantity: c.Quantity}
		}
	}
	return v
}

// Message is farcaster.Message with the native MessageData; it is not
// encoded itself (its data and its Envelope are), so it lives outside
// types.go.
type Message struct {
	Data            MessageData
	Hash            []byte
	HashScheme      farcaster.HashScheme
	Signature       []byte
	SignatureScheme farcaster.SignatureScheme
	Signer          []byte
}

func (m *Message) envelope(data []byte) Envelope {
	return Envelope{Data: data, Hash: m.Hash, HashScheme: m.HashScheme, Signature: m.Signature,
		SignatureScheme: m.SignatureScheme, Signer: m.Signer}
}

func (m *Message) open(e *Envelope) {
	m.Hash, m.HashScheme, m.Signature, m.SignatureScheme, m.Signer =
		e.Hash, e.HashScheme, e.Signature, e.SignatureScheme, e.Signer
}

func toMessage(v *farcaster.Message) *Message {
	d := &v.Data
	return &Message{
		Data: MessageData{Type: d.Type, Fid: d.Fid, Timestamp: d.Timestamp, Network: d.Network,
			Body: CastAddBody{Embeds: d.Body.Embeds, Mentions: d.Body.Mentions,
				ParentCastID: (*CastID)(d.Body.ParentCastID), Text: d.Body.Text}},
		Hash: v.Hash, HashScheme: v.HashScheme, Signature: v.Signature,
		SignatureScheme: v.SignatureScheme, Signer: v.Signer,
	}
}

func fromMessage(n *Message) *farcaster.Message {
	d := &n.Data
	return &farcaster.Message{
		Data: farcaster.MessageData{Type: d.Type, Fid: d.Fid, Timestamp: d.Timestamp, Network: d.Network,
			Body: farcaster.CastAddBody{Embeds: d.Body.Embeds, Mentions: d.Body.Mentions,
				ParentCastID: (*farcaster.CastID)(d.Body.ParentCastID), Text: d.Body.Text}},
		Hash: n.Hash, HashScheme: n.HashScheme, Signature: n.Signature,
		SignatureScheme: n.SignatureScheme, Signer: n.Signer,
	}
}
