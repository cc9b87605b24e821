package gogenavro

import (
	"time"

	"github.com/serbench/serbench/codecs/gogenavro/gen"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

// gogen-avro ignores logical types: a timestamp-micros field is an int64 of
// microseconds, converted here as Avro libraries with the logical type do,
// to an instant in UTC.
func micros(t time.Time) int64      { return t.UnixMicro() }
func fromMicros(us int64) time.Time { return time.UnixMicro(us).UTC() }

func toA(v *small.A) *gen.A {
	return &gen.A{Name: v.Name, BirthDay: micros(v.BirthDay), Phone: v.Phone,
		Siblings: int64(v.Siblings), Spouse: v.Spouse, Money: v.Money}
}

func fromA(v *gen.A) *small.A {
	return &small.A{Name: v.Name, BirthDay: fromMicros(v.BirthDay), Phone: v.Phone,
		Siblings: int(v.Siblings), Spouse: v.Spouse, Money: v.Money}
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
	u := &gen.User{Name: v.Name, Phone: v.Phone, Balance: v.Balance, RegisteredAt: micros(v.RegisteredAt), Blocked: v.Blocked}
	if v.BirthDay != nil {
		u.BirthDay = &gen.UnionNullLong{Long: micros(*v.BirthDay), UnionType: gen.UnionNullLongTypeEnumLong}
	}
	if v.ShoppingCart != nil {
		u.ShoppingCart = make(map[string]gen.CartItem, len(v.ShoppingCart))
		for k, c := range v.ShoppingCart {
			it := &c.Item
			item := gen.Item{ID: it.ID, CreatedAt: micros(it.CreatedAt), Visible: it.Visible, OwnerID: it.OwnerID,
				Name: it.Name, Keywords: it.Keywords, Price: it.Price, Weight: it.Weight}
			if it.Description != nil {
				item.Description = &gen.UnionNullString{String: *it.Description, UnionType: gen.UnionNullStringTypeEnumString}
			}
			u.ShoppingCart[k] = gen.CartItem{Item: item, Quantity: c.Quantity}
		}
	}
	return u
}

func fromUser(v *gen.User) *cart.User {
	u := &cart.User{Name: v.Name, Phone: v.Phone, Balance: v.Balance, RegisteredAt: fromMicros(v.RegisteredAt), Blocked: v.Blocked}
	if v.BirthDay != nil {
		t := fromMicros(v.BirthDay.Long)
		u.BirthDay = &t
	}
	if v.ShoppingCart != nil {
		u.ShoppingCart = make(cart.ShoppingCart, len(v.ShoppingCart))
		for k, c := range v.ShoppingCart {
			it := &c.Item
			item := cart.Item{ID: it.ID, CreatedAt: fromMicros(it.CreatedAt), Visible: it.Visible, OwnerID: it.OwnerID,
				Name: it.Name, Keywords: it.Keywords, Price: it.Price, Weight: it.Weight}
			if it.Description != nil {
				d := it.Description.String
				item.Description = &d
			}
			u.ShoppingCart[k] = cart.CartItem{Item: item, Quantity: c.Quantity}
		}
	}
	return u
}

// Cast is a farcaster record as a gogen-avro user holds it: the envelope
// and its data decoded.
type Cast = farcaster.Cast[gen.Message, gen.MessageData]

// envelopeData is the envelope's field for the data's encoding.
var envelopeData = farcaster.DataField[gen.Message]{
	Set: func(e *gen.Message, data []byte) { e.Data = data },
	Get: func(e *gen.Message) []byte { return e.Data },
}

func toCast(v *farcaster.Message) *Cast {
	d := &v.Data
	body := gen.CastAddBody{Embeds: d.Body.Embeds, Text: d.Body.Text}
	if d.Body.Mentions != nil {
		body.Mentions = make([]int64, len(d.Body.Mentions))
		for i, m := range d.Body.Mentions {
			body.Mentions[i] = int64(m)
		}
	}
	if p := d.Body.ParentCastID; p != nil {
		body.ParentCastID = &gen.UnionNullCastID{CastID: gen.CastID{Fid: int64(p.Fid), TsHash: p.TsHash},
			UnionType: gen.UnionNullCastIDTypeEnumCastID}
	}
	return &Cast{
		Envelope: gen.Message{Hash: v.Hash, HashScheme: int32(v.HashScheme), Signature: v.Signature,
			SignatureScheme: int32(v.SignatureScheme), Signer: v.Signer},
		Data: gen.MessageData{Type: int32(d.Type), Fid: int64(d.Fid), Timestamp: int64(d.Timestamp),
			Network: int32(d.Network), Body: body},
	}
}

func fromCast(c *Cast) *farcaster.Message {
	e, d, b := &c.Envelope, &c.Data, &c.Data.Body
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
		m.Data.Body.ParentCastID = &farcaster.CastID{Fid: uint64(p.CastID.Fid), TsHash: p.CastID.TsHash}
	}
	return m
}
