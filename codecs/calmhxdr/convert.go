package calmhxdr

import (
	"math"
	"time"

	"github.com/serbench/serbench/codecs/calmhxdr/wire"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

func toTime(t time.Time) wire.Time {
	v := wire.Time{Seconds: t.Unix(), Nanos: uint32(t.Nanosecond())}
	if t.Location() != time.UTC {
		name, offset := t.Zone()
		v.Zone, v.Offset = name, int32(offset)
	}
	return v
}

// fromTime is toTime's inverse: UTC for no offset and no name, otherwise
// a fixed zone of that name and offset.
func fromTime(v *wire.Time) time.Time {
	t := time.Unix(v.Seconds, int64(v.Nanos))
	if v.Zone == "" && v.Offset == 0 {
		return t.UTC()
	}
	return t.In(time.FixedZone(v.Zone, int(v.Offset)))
}

func f64(v float64) uint64     { return math.Float64bits(v) }
func fromF64(b uint64) float64 { return math.Float64frombits(b) }

// optional is p as a list of at most one element.
func optional[T, W any](p *T, to func(T) W) []W {
	if p == nil {
		return nil
	}
	return []W{to(*p)}
}

// pointer is optional's inverse.
func pointer[W, T any](s []W, from func(*W) T) *T {
	if len(s) == 0 {
		return nil
	}
	v := from(&s[0])
	return &v
}

// same and deref convert an optional string, which needs no conversion.
func same[T any](v T) T   { return v }
func deref[T any](v *T) T { return *v }

func toA(v *small.A) *wire.A {
	return &wire.A{Name: v.Name, BirthDay: toTime(v.BirthDay), Phone: v.Phone, Siblings: int64(v.Siblings),
		Spouse: v.Spouse, Money: f64(v.Money)}
}

func fromA(v *wire.A) *small.A {
	return &small.A{Name: v.Name, BirthDay: fromTime(&v.BirthDay), Phone: v.Phone, Siblings: int(v.Siblings),
		Spouse: v.Spouse, Money: fromF64(v.Money)}
}

func toColorGroup(v *colorgroup.ColorGroup) *wire.ColorGroup {
	return &wire.ColorGroup{ID: int64(v.ID), Name: v.Name, Colors: v.Colors}
}

func fromColorGroup(v *wire.ColorGroup) *colorgroup.ColorGroup {
	return &colorgroup.ColorGroup{ID: int(v.ID), Name: v.Name, Colors: v.Colors}
}

func toHero(v *hero.Hero) *wire.Hero {
	h := &wire.Hero{ID: int64(v.ID), AffiliationID: int64(v.AffiliationID), Name: v.Name, Life: f64(v.Life), Energy: f64(v.Energy)}
	if v.Powers != nil {
		h.Powers = make([]wire.Power, len(v.Powers))
		for i, p := range v.Powers {
			h.Powers[i] = wire.Power{ID: int64(p.ID), Name: p.Name, Damage: int64(p.Damage), Energy: f64(p.Energy), Passive: p.Passive}
		}
	}
	return h
}

func fromHero(v *wire.Hero) *hero.Hero {
	h := &hero.Hero{ID: int(v.ID), AffiliationID: int(v.AffiliationID), Name: v.Name, Life: fromF64(v.Life), Energy: fromF64(v.Energy)}
	if v.Powers != nil {
		h.Powers = make([]hero.Power, len(v.Powers))
		for i, p := range v.Powers {
			h.Powers[i] = hero.Power{ID: int(p.ID), Name: p.Name, Damage: int(p.Damage), Energy: fromF64(p.Energy), Passive: p.Passive}
		}
	}
	return h
}

func toUser(v *cart.User) *wire.User {
	u := &wire.User{Name: v.Name, Phone: v.Phone, Balance: f64(v.Balance), BirthDay: optional(v.BirthDay, toTime),
		RegisteredAt: toTime(v.RegisteredAt), Blocked: v.Blocked}
	if v.ShoppingCart != nil {
		u.ShoppingCart = make([]wire.CartEntry, 0, len(v.ShoppingCart))
		for k, c := range v.ShoppingCart {
			it := &c.Item
			u.ShoppingCart = append(u.ShoppingCart, wire.CartEntry{Key: k, Value: wire.CartItem{Quantity: c.Quantity,
				Item: wire.Item{ID: it.ID, CreatedAt: toTime(it.CreatedAt), Visible: it.Visible, OwnerID: it.OwnerID,
					Name: it.Name, Description: optional(it.Description, same[string]), Keywords: it.Keywords,
					Price: f64(it.Price), Weight: math.Float32bits(it.Weight)}}})
		}
	}
	return u
}

func fromUser(v *wire.User) *cart.User {
	u := &cart.User{Name: v.Name, Phone: v.Phone, Balance: fromF64(v.Balance), BirthDay: pointer(v.BirthDay, fromTime),
		RegisteredAt: fromTime(&v.RegisteredAt), Blocked: v.Blocked}
	if v.ShoppingCart != nil {
		u.ShoppingCart = make(cart.ShoppingCart, len(v.ShoppingCart))
		for _, e := range v.ShoppingCart {
			it := &e.Value.Item
			u.ShoppingCart[e.Key] = cart.CartItem{Quantity: e.Value.Quantity,
				Item: cart.Item{ID: it.ID, CreatedAt: fromTime(&it.CreatedAt), Visible: it.Visible, OwnerID: it.OwnerID,
					Name: it.Name, Description: pointer(it.Description, deref[string]), Keywords: it.Keywords,
					Price: fromF64(it.Price), Weight: math.Float32frombits(it.Weight)}}
		}
	}
	return u
}

// Cast is a farcaster record in the XDR types: the envelope and its data
// decoded.
type Cast = farcaster.Cast[wire.Envelope, wire.MessageData]

// envelopeData is the envelope's field for the data's encoding.
var envelopeData = farcaster.DataField[wire.Envelope]{
	Set: func(e *wire.Envelope, data []byte) { e.Data = data },
	Get: func(e *wire.Envelope) []byte { return e.Data },
}

func toCastID(c farcaster.CastID) wire.CastID { return wire.CastID{Fid: c.Fid, TsHash: c.TsHash} }
func fromCastID(c *wire.CastID) farcaster.CastID {
	return farcaster.CastID{Fid: c.Fid, TsHash: c.TsHash}
}

func toCast(v *farcaster.Message) *Cast {
	d, b := &v.Data, &v.Data.Body
	return &Cast{
		Envelope: wire.Envelope{Hash: v.Hash, HashScheme: int32(v.HashScheme), Signature: v.Signature,
			SignatureScheme: int32(v.SignatureScheme), Signer: v.Signer},
		Data: wire.MessageData{Type: int32(d.Type), Fid: d.Fid, Timestamp: d.Timestamp, Network: int32(d.Network),
			Body: wire.CastAddBody{Embeds: b.Embeds, Mentions: b.Mentions, ParentCastID: optional(b.ParentCastID, toCastID), Text: b.Text}},
	}
}

func fromCast(c *Cast) *farcaster.Message {
	e, d, b := &c.Envelope, &c.Data, &c.Data.Body
	return &farcaster.Message{
		Data: farcaster.MessageData{Type: farcaster.MessageType(d.Type), Fid: d.Fid, Timestamp: d.Timestamp,
			Network: farcaster.Network(d.Network), Body: farcaster.CastAddBody{Embeds: b.Embeds, Mentions: b.Mentions,
				ParentCastID: pointer(b.ParentCastID, fromCastID), Text: b.Text}},
		Hash: e.Hash, HashScheme: farcaster.HashScheme(e.HashScheme), Signature: e.Signature,
		SignatureScheme: farcaster.SignatureScheme(e.SignatureScheme), Signer: e.Signer,
	}
}
