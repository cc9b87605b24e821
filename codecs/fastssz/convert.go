package fastssz

import (
	"math"
	"time"

	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

// Conversions between the datasets' types and the native SSZ types, exact
// both ways. Nil slices stay nil and empty stay empty here; what SSZ
// decodes an empty list as is the library's business.

func toTime(t time.Time) Time {
	n := Time{Seconds: uint64(t.Unix()), Nanos: uint32(t.Nanosecond())}
	if t.Location() != time.UTC {
		name, off := t.Zone()
		n.Offset, n.Zone = uint32(int32(off)), []byte(name)
	}
	return n
}

func fromTime(n *Time) time.Time {
	t := time.Unix(int64(n.Seconds), int64(n.Nanos))
	off := int(int32(n.Offset))
	if off == 0 && len(n.Zone) == 0 {
		return t.UTC()
	}
	return t.In(time.FixedZone(string(n.Zone), off))
}

func toBytesList(s []string) [][]byte {
	if s == nil {
		return nil
	}
	b := make([][]byte, len(s))
	for i, x := range s {
		b[i] = []byte(x)
	}
	return b
}

func fromBytesList(b [][]byte) []string {
	if b == nil {
		return nil
	}
	s := make([]string, len(b))
	for i, x := range b {
		s[i] = string(x)
	}
	return s
}

func toA(v *small.A) *A {
	return &A{Name: []byte(v.Name), BirthDay: toTime(v.BirthDay), Phone: []byte(v.Phone),
		Siblings: uint64(v.Siblings), Spouse: v.Spouse, Money: math.Float64bits(v.Money)}
}

func fromA(n *A) *small.A {
	return &small.A{Name: string(n.Name), BirthDay: fromTime(&n.BirthDay), Phone: string(n.Phone),
		Siblings: int(int64(n.Siblings)), Spouse: n.Spouse, Money: math.Float64frombits(n.Money)}
}

func toColorGroup(v *colorgroup.ColorGroup) *ColorGroup {
	return &ColorGroup{ID: uint64(v.ID), Name: []byte(v.Name), Colors: toBytesList(v.Colors)}
}

func fromColorGroup(n *ColorGroup) *colorgroup.ColorGroup {
	return &colorgroup.ColorGroup{ID: int(int64(n.ID)), Name: string(n.Name), Colors: fromBytesList(n.Colors)}
}

func toHero(v *hero.Hero) *Hero {
	n := &Hero{ID: uint64(v.ID), AffiliationID: uint64(v.AffiliationID), Name: []byte(v.Name),
		Life: math.Float64bits(v.Life), Energy: math.Float64bits(v.Energy)}
	if v.Powers != nil {
		n.Powers = make([]*Power, len(v.Powers))
		for i, p := range v.Powers {
			n.Powers[i] = &Power{ID: uint64(p.ID), Name: []byte(p.Name), Damage: uint64(p.Damage),
				Energy: math.Float64bits(p.Energy), Passive: p.Passive}
		}
	}
	return n
}

func fromHero(n *Hero) *hero.Hero {
	v := &hero.Hero{ID: int(int64(n.ID)), AffiliationID: int(int64(n.AffiliationID)), Name: string(n.Name),
		Life: math.Float64frombits(n.Life), Energy: math.Float64frombits(n.Energy)}
	if n.Powers != nil {
		v.Powers = make([]hero.Power, len(n.Powers))
		for i, p := range n.Powers {
			v.Powers[i] = hero.Power{ID: int(int64(p.ID)), Name: string(p.Name), Damage: int(int64(p.Damage)),
				Energy: math.Float64frombits(p.Energy), Passive: p.Passive}
		}
	}
	return v
}

func toUser(v *cart.User) *User {
	n := &User{Name: []byte(v.Name), Phone: []byte(v.Phone), Balance: math.Float64bits(v.Balance),
		RegisteredAt: toTime(v.RegisteredAt), Blocked: v.Blocked}
	if v.BirthDay != nil {
		b := toTime(*v.BirthDay)
		n.BirthDay = []*Time{&b}
	}
	if v.ShoppingCart != nil {
		n.ShoppingCart = make([]*CartEntry, 0, len(v.ShoppingCart))
		for k, c := range v.ShoppingCart {
			n.ShoppingCart = append(n.ShoppingCart, &CartEntry{Key: []byte(k), Item: toItem(&c.Item), Quantity: uint32(c.Quantity)})
		}
	}
	return n
}

func fromUser(n *User) *cart.User {
	v := &cart.User{Name: string(n.Name), Phone: string(n.Phone), Balance: math.Float64frombits(n.Balance),
		RegisteredAt: fromTime(&n.RegisteredAt), Blocked: n.Blocked}
	if len(n.BirthDay) == 1 {
		b := fromTime(n.BirthDay[0])
		v.BirthDay = &b
	}
	if n.ShoppingCart != nil {
		v.ShoppingCart = make(cart.ShoppingCart, len(n.ShoppingCart))
		for _, e := range n.ShoppingCart {
			v.ShoppingCart[string(e.Key)] = cart.CartItem{Item: fromItem(&e.Item), Quantity: int32(e.Quantity)}
		}
	}
	return v
}

func toItem(it *cart.Item) Item {
	n := Item{ID: []byte(it.ID), CreatedAt: toTime(it.CreatedAt), Visible: it.Visible, OwnerID: uint32(it.OwnerID),
		Name: []byte(it.Name), Keywords: toBytesList(it.Keywords), Price: math.Float64bits(it.Price),
		Weight: math.Float32bits(it.Weight)}
	if it.Description != nil {
		n.Description = [][]byte{[]byte(*it.Description)}
	}
	return n
}

func fromItem(n *Item) cart.Item {
	it := cart.Item{ID: string(n.ID), CreatedAt: fromTime(&n.CreatedAt), Visible: n.Visible, OwnerID: int32(n.OwnerID),
		Name: string(n.Name), Keywords: fromBytesList(n.Keywords), Price: math.Float64frombits(n.Price),
		Weight: math.Float32frombits(n.Weight)}
	if len(n.Description) == 1 {
		d := string(n.Description[0])
		it.Description = &d
	}
	return it
}

// Message is farcaster.Message with its data as the native MessageData. It
// is not encoded itself (its data and its Envelope are), so it lives
// outside types.go.
type Message struct {
	Data            MessageData
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

func (m *Message) open(e *Envelope) {
	m.Hash, m.HashScheme, m.Signature, m.SignatureScheme, m.Signer =
		e.Hash, e.HashScheme, e.Signature, e.SignatureScheme, e.Signer
}

func toMessage(v *farcaster.Message) *Message {
	d, b := &v.Data, &v.Data.Body
	n := &Message{
		Data: MessageData{Type: uint32(d.Type), Fid: d.Fid, Timestamp: d.Timestamp, Network: uint32(d.Network),
			Body: CastAddBody{Embeds: toBytesList(b.Embeds), Mentions: b.Mentions, Text: []byte(b.Text)}},
		Hash: v.Hash, HashScheme: uint32(v.HashScheme), Signature: v.Signature,
		SignatureScheme: uint32(v.SignatureScheme), Signer: v.Signer,
	}
	if p := b.ParentCastID; p != nil {
		n.Data.Body.ParentCastID = []*CastID{{Fid: p.Fid, TsHash: p.TsHash}}
	}
	return n
}

func fromMessage(n *Message) *farcaster.Message {
	d, b := &n.Data, &n.Data.Body
	v := &farcaster.Message{
		Data: farcaster.MessageData{Type: farcaster.MessageType(d.Type), Fid: d.Fid, Timestamp: d.Timestamp,
			Network: farcaster.Network(d.Network),
			Body:    farcaster.CastAddBody{Embeds: fromBytesList(b.Embeds), Mentions: b.Mentions, Text: string(b.Text)}},
		Hash: n.Hash, HashScheme: farcaster.HashScheme(n.HashScheme), Signature: n.Signature,
		SignatureScheme: farcaster.SignatureScheme(n.SignatureScheme), Signer: n.Signer,
	}
	if len(b.ParentCastID) == 1 {
		p := b.ParentCastID[0]
		v.Data.Body.ParentCastID = &farcaster.CastID{Fid: p.Fid, TsHash: p.TsHash}
	}
	return v
}
