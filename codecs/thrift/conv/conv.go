// Package conv converts serbench's datasets to the Go types that the Thrift
// compiler generates from ../serbench.thrift, and back. Both Thrift codecs,
// Apache's (codecs/thrift) and CloudWeGo's frugal (codecs/frugal), work on
// those types.
package conv

import (
	"time"

	"github.com/serbench/serbench/codecs/thrift/gen"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

// ToTime carries t as Unix seconds and nanoseconds, its UTC offset and,
// unless t is in UTC, its zone's name.
func ToTime(t time.Time) *gen.Time {
	name, offset := t.Zone()
	v := &gen.Time{Seconds: t.Unix(), Nanos: int32(t.Nanosecond()), Offset: int32(offset)}
	if t.Location() != time.UTC {
		v.Zone = &name
	}
	return v
}

// FromTime is ToTime's inverse: UTC without a zone name, otherwise a fixed
// zone of that name and offset.
func FromTime(v *gen.Time) time.Time {
	if v == nil { // absent from foreign data: the zero time, as in Go
		return time.Time{}
	}
	t := time.Unix(v.Seconds, int64(v.Nanos))
	if v.Zone == nil && v.Offset == 0 {
		return t.UTC()
	}
	return t.In(time.FixedZone(v.GetZone(), int(v.Offset)))
}

// ToA converts seed 000's struct (datasets small and edge).
func ToA(v *small.A) *gen.A {
	return &gen.A{Name: v.Name, BirthDay: ToTime(v.BirthDay), Phone: v.Phone,
		Siblings: int64(v.Siblings), Spouse: v.Spouse, Money: v.Money}
}

// FromA is ToA's inverse.
func FromA(v *gen.A) *small.A {
	return &small.A{Name: v.Name, BirthDay: FromTime(v.BirthDay), Phone: v.Phone,
		Siblings: int(v.Siblings), Spouse: v.Spouse, Money: v.Money}
}

// ToColorGroup converts seed 001's struct.
func ToColorGroup(v *colorgroup.ColorGroup) *gen.ColorGroup {
	return &gen.ColorGroup{ID: int64(v.ID), Name: v.Name, Colors: v.Colors}
}

// FromColorGroup is ToColorGroup's inverse.
func FromColorGroup(v *gen.ColorGroup) *colorgroup.ColorGroup {
	return &colorgroup.ColorGroup{ID: int(v.ID), Name: v.Name, Colors: v.Colors}
}

// ToHero converts seed 004's hero.
func ToHero(v *hero.Hero) *gen.Hero {
	h := &gen.Hero{ID: int64(v.ID), AffiliationId: int64(v.AffiliationID), Name: v.Name, Life: v.Life, Energy: v.Energy}
	if v.Powers != nil {
		h.Powers = make([]*gen.Power, len(v.Powers))
		for i, p := range v.Powers {
			h.Powers[i] = &gen.Power{ID: int64(p.ID), Name: p.Name, Damage: int64(p.Damage), Energy: p.Energy, Passive: p.Passive}
		}
	}
	return h
}

// FromHero is ToHero's inverse.
func FromHero(v *gen.Hero) *hero.Hero {
	h := &hero.Hero{ID: int(v.ID), AffiliationID: int(v.AffiliationId), Name: v.Name, Life: v.Life, Energy: v.Energy}
	if v.Powers != nil {
		h.Powers = make([]hero.Power, len(v.Powers))
		for i, p := range v.Powers {
			h.Powers[i] = hero.Power{ID: int(p.ID), Name: p.Name, Damage: int(p.Damage), Energy: p.Energy, Passive: p.Passive}
		}
	}
	return h
}

// ToUser converts seed 002's user; the float32 weight widens to a double.
func ToUser(v *cart.User) *gen.User {
	u := &gen.User{Name: v.Name, Phone: v.Phone, Balance: v.Balance, RegisteredAt: ToTime(v.RegisteredAt), Blocked: v.Blocked}
	if v.BirthDay != nil {
		u.BirthDay = ToTime(*v.BirthDay)
	}
	if v.ShoppingCart != nil {
		u.ShoppingCart = make(map[string]*gen.CartItem, len(v.ShoppingCart))
		for k, c := range v.ShoppingCart {
			it := &c.Item
			u.ShoppingCart[k] = &gen.CartItem{Quantity: c.Quantity, Item: &gen.Item{
				ID: it.ID, CreatedAt: ToTime(it.CreatedAt), Visible: it.Visible, OwnerId: it.OwnerID, Name: it.Name,
				Description: it.Description, Keywords: it.Keywords, Price: it.Price, Weight: float64(it.Weight),
			}}
		}
	}
	return u
}

// FromUser is ToUser's inverse.
func FromUser(v *gen.User) *cart.User {
	u := &cart.User{Name: v.Name, Phone: v.Phone, Balance: v.Balance, RegisteredAt: FromTime(v.RegisteredAt), Blocked: v.Blocked}
	if v.BirthDay != nil {
		t := FromTime(v.BirthDay)
		u.BirthDay = &t
	}
	if v.ShoppingCart != nil {
		u.ShoppingCart = make(cart.ShoppingCart, len(v.ShoppingCart))
		for k, c := range v.ShoppingCart {
			it := c.GetItem()
			u.ShoppingCart[k] = cart.CartItem{Quantity: c.Quantity, Item: cart.Item{
				ID: it.GetID(), CreatedAt: FromTime(it.GetCreatedAt()), Visible: it.GetVisible(), OwnerID: it.GetOwnerId(),
				Name: it.GetName(), Description: it.Description, Keywords: it.GetKeywords(), Price: it.GetPrice(),
				Weight: float32(it.GetWeight()),
			}}
		}
	}
	return u
}

// Cast is a farcaster record as a Thrift user holds it: the envelope and
// its data decoded.
type Cast = farcaster.Cast[*gen.Message, *gen.MessageData]

// EnvelopeData is the envelope's field for the data's encoding.
var EnvelopeData = farcaster.DataField[gen.Message]{
	Set: func(e *gen.Message, data []byte) { e.Data = data },
	Get: func(e *gen.Message) []byte { return e.Data },
}

// ToCast converts seed 003's message; unsigned ints become i64.
func ToCast(v *farcaster.Message) *Cast {
	d := &v.Data
	body := &gen.CastAddBody{Embeds: d.Body.Embeds, Text: d.Body.Text}
	if d.Body.Mentions != nil {
		body.Mentions = make([]int64, len(d.Body.Mentions))
		for i, m := range d.Body.Mentions {
			body.Mentions[i] = int64(m)
		}
	}
	if p := d.Body.ParentCastID; p != nil {
		body.ParentCastId = &gen.CastId{Fid: int64(p.Fid), Hash: p.TsHash}
	}
	return &Cast{
		Envelope: &gen.Message{Hash: v.Hash, HashScheme: gen.HashScheme(v.HashScheme), Signature: v.Signature,
			SignatureScheme: gen.SignatureScheme(v.SignatureScheme), Signer: v.Signer},
		Data: &gen.MessageData{Type: gen.MessageType(d.Type), Fid: int64(d.Fid), Timestamp: int64(d.Timestamp),
			Network: gen.FarcasterNetwork(d.Network), CastAddBody: body},
	}
}

// FromCast is ToCast's inverse.
func FromCast(c *Cast) *farcaster.Message {
	e, d, b := c.Envelope, c.Data, c.Data.GetCastAddBody()
	m := &farcaster.Message{
		Data: farcaster.MessageData{Type: farcaster.MessageType(d.Type), Fid: uint64(d.Fid), Timestamp: uint32(d.Timestamp),
			Network: farcaster.Network(d.Network), Body: farcaster.CastAddBody{Embeds: b.GetEmbeds(), Text: b.GetText()}},
		Hash: e.Hash, HashScheme: farcaster.HashScheme(e.HashScheme), Signature: e.Signature,
		SignatureScheme: farcaster.SignatureScheme(e.SignatureScheme), Signer: e.Signer,
	}
	if ms := b.GetMentions(); ms != nil {
		m.Data.Body.Mentions = make([]uint64, len(ms))
		for i, x := range ms {
			m.Data.Body.Mentions[i] = uint64(x)
		}
	}
	if p := b.GetParentCastId(); p != nil {
		m.Data.Body.ParentCastID = &farcaster.CastID{Fid: uint64(p.Fid), TsHash: p.Hash}
	}
	return m
}
