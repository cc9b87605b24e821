package convert

// The seed datasets' conversions of every protobuf codec's messages,
// written once here: codecs/gogoprotobuf, codecs/pulsar and codecs/fastpb
// hold generated copies, beside their own timestamp, utc, offsetTime,
// toCartItem and fromCartItem, where their generators' messages differ.

import (
	"github.com/serbench/serbench/codecs/protobuf/pb"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

// ToA converts seed 000's struct, keeping BirthDay's UTC offset beside
// its Timestamp; FromA restores it.
func ToA(v *small.A) *pb.A {
	_, offset := v.BirthDay.Zone()
	return &pb.A{Name: v.Name, BirthDay: timestamp(v.BirthDay), BirthDayOffset: int32(offset),
		Phone: v.Phone, Siblings: int64(v.Siblings), Spouse: v.Spouse, Money: v.Money}
}

func FromA(v *pb.A) *small.A {
	return &small.A{Name: v.Name, BirthDay: offsetTime(v.BirthDay, v.BirthDayOffset),
		Phone: v.Phone, Siblings: int(v.Siblings), Spouse: v.Spouse, Money: v.Money}
}

// ToColorGroup and FromColorGroup convert seed 001's struct.
func ToColorGroup(v *colorgroup.ColorGroup) *pb.ColorGroup {
	return &pb.ColorGroup{Id: int64(v.ID), Name: v.Name, Colors: v.Colors}
}

func FromColorGroup(v *pb.ColorGroup) *colorgroup.ColorGroup {
	return &colorgroup.ColorGroup{ID: int(v.Id), Name: v.Name, Colors: v.Colors}
}

// ToHero and FromHero convert seed 004's hero, keeping nil Powers nil.
func ToHero(v *hero.Hero) *pb.Hero {
	h := &pb.Hero{Id: int64(v.ID), AffiliationId: int64(v.AffiliationID), Name: v.Name, Life: v.Life, Energy: v.Energy}
	if v.Powers != nil {
		h.Powers = make([]*pb.Power, len(v.Powers))
		for i, p := range v.Powers {
			h.Powers[i] = &pb.Power{Id: int64(p.ID), Name: p.Name, Damage: int64(p.Damage), Energy: p.Energy, Passive: p.Passive}
		}
	}
	return h
}

func FromHero(v *pb.Hero) *hero.Hero {
	h := &hero.Hero{ID: int(v.Id), AffiliationID: int(v.AffiliationId), Name: v.Name, Life: v.Life, Energy: v.Energy}
	if v.Powers != nil {
		h.Powers = make([]hero.Power, len(v.Powers))
		for i, p := range v.Powers {
			h.Powers[i] = hero.Power{ID: int(p.Id), Name: p.Name, Damage: int(p.Damage), Energy: p.Energy, Passive: p.Passive}
		}
	}
	return h
}

// ToUser and FromUser convert seed 002's user and cart; its times are UTC.
func ToUser(v *cart.User) *pb.User {
	u := &pb.User{Name: v.Name, Phone: v.Phone, Balance: v.Balance,
		RegisteredAt: timestamp(v.RegisteredAt), Blocked: v.Blocked}
	if v.BirthDay != nil {
		u.BirthDay = timestamp(*v.BirthDay)
	}
	if v.ShoppingCart != nil {
		u.ShoppingCart = make(map[string]*pb.CartItem, len(v.ShoppingCart))
		for k, c := range v.ShoppingCart {
			u.ShoppingCart[k] = &pb.CartItem{Quantity: c.Quantity, Item: toCartItem(&c.Item)}
		}
	}
	return u
}

func FromUser(v *pb.User) *cart.User {
	u := &cart.User{Name: v.Name, Phone: v.Phone, Balance: v.Balance,
		RegisteredAt: utc(v.RegisteredAt), Blocked: v.Blocked}
	if v.BirthDay != nil {
		t := utc(v.BirthDay)
		u.BirthDay = &t
	}
	if v.ShoppingCart != nil {
		u.ShoppingCart = make(cart.ShoppingCart, len(v.ShoppingCart))
		for k, c := range v.ShoppingCart {
			u.ShoppingCart[k] = cart.CartItem{Quantity: c.Quantity, Item: fromCartItem(c.GetItem())}
		}
	}
	return u
}

// Cast is a farcaster record as a protobuf user holds it: the envelope and
// its data decoded.
type Cast = farcaster.Cast[*pb.Message, *pb.MessageData]

// EnvelopeData is the envelope's field for the data's encoding.
var EnvelopeData = farcaster.DataField[pb.Message]{
	Set: func(e *pb.Message, data []byte) { e.Data = data },
	Get: func(e *pb.Message) []byte { return e.Data },
}

// ToCast and FromCast convert a farcaster message; Envelope.Data is left
// for the codec's Marshal to fill.
func ToCast(v *farcaster.Message) *Cast {
	d := &v.Data
	body := &pb.CastAddBody{Embeds: d.Body.Embeds, Mentions: d.Body.Mentions, Text: d.Body.Text}
	if p := d.Body.ParentCastID; p != nil {
		body.Parent = &pb.CastAddBody_ParentCastId{ParentCastId: &pb.CastId{Fid: p.Fid, Hash: p.TsHash}}
	}
	return &Cast{
		Envelope: &pb.Message{Hash: v.Hash, HashScheme: pb.HashScheme(v.HashScheme), Signature: v.Signature,
			SignatureScheme: pb.SignatureScheme(v.SignatureScheme), Signer: v.Signer},
		Data: &pb.MessageData{Type: pb.MessageType(d.Type), Fid: d.Fid, Timestamp: d.Timestamp,
			Network: pb.FarcasterNetwork(d.Network), Body: &pb.MessageData_CastAddBody{CastAddBody: body}},
	}
}

func FromCast(c *Cast) *farcaster.Message {
	e, d, b := c.Envelope, c.Data, c.Data.GetCastAddBody()
	m := &farcaster.Message{
		Data: farcaster.MessageData{Type: farcaster.MessageType(d.Type), Fid: d.Fid, Timestamp: d.Timestamp,
			Network: farcaster.Network(d.Network),
			Body:    farcaster.CastAddBody{Embeds: b.GetEmbeds(), Mentions: b.GetMentions(), Text: b.GetText()}},
		Hash: e.Hash, HashScheme: farcaster.HashScheme(e.HashScheme), Signature: e.Signature,
		SignatureScheme: farcaster.SignatureScheme(e.SignatureScheme), Signer: e.Signer,
	}
	if p := b.GetParentCastId(); p != nil {
		m.Data.Body.ParentCastID = &farcaster.CastID{Fid: p.Fid, TsHash: p.Hash}
	}
	return m
}
