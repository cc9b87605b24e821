package pulsar

import (
	"time"

	"google.golang.org/protobuf/types/known/timestamppb"

	"github.com/serbench/serbench/codecs/pulsar/pb"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

// offsetTime is t at a Timestamp's instant and the given UTC offset: UTC
// when the offset is 0, as Timestamp.AsTime gives, otherwise an unnamed
// fixed zone.
func offsetTime(ts *timestamppb.Timestamp, offset int32) time.Time {
	t := ts.AsTime()
	if offset != 0 {
		t = t.In(time.FixedZone("", int(offset)))
	}
	return t
}

// toA converts seed 000's struct, keeping BirthDay's UTC offset beside
// its Timestamp; fromA restores it.
func toA(v *small.A) *pb.A {
	_, offset := v.BirthDay.Zone()
	return &pb.A{Name: v.Name, BirthDay: timestamppb.New(v.BirthDay), BirthDayOffset: int32(offset),
		Phone: v.Phone, Siblings: int64(v.Siblings), Spouse: v.Spouse, Money: v.Money}
}

func fromA(v *pb.A) *small.A {
	return &small.A{Name: v.Name, BirthDay: offsetTime(v.BirthDay, v.BirthDayOffset),
		Phone: v.Phone, Siblings: int(v.Siblings), Spouse: v.Spouse, Money: v.Money}
}

// toColorGroup and fromColorGroup convert seed 001's struct.
func toColorGroup(v *colorgroup.ColorGroup) *pb.ColorGroup {
	return &pb.ColorGroup{Id: int64(v.ID), Name: v.Name, Colors: v.Colors}
}

func fromColorGroup(v *pb.ColorGroup) *colorgroup.ColorGroup {
	return &colorgroup.ColorGroup{ID: int(v.Id), Name: v.Name, Colors: v.Colors}
}

// toHero and fromHero convert seed 004's hero, keeping nil Powers nil.
func toHero(v *hero.Hero) *pb.Hero {
	h := &pb.Hero{Id: int64(v.ID), AffiliationId: int64(v.AffiliationID), Name: v.Name, Life: v.Life, Energy: v.Energy}
	if v.Powers != nil {
		h.Powers = make([]*pb.Power, len(v.Powers))
		for i, p := range v.Powers {
			h.Powers[i] = &pb.Power{Id: int64(p.ID), Name: p.Name, Damage: int64(p.Damage), Energy: p.Energy, Passive: p.Passive}
		}
	}
	return h
}

func fromHero(v *pb.Hero) *hero.Hero {
	h := &hero.Hero{ID: int(v.Id), AffiliationID: int(v.AffiliationId), Name: v.Name, Life: v.Life, Energy: v.Energy}
	if v.Powers != nil {
		h.Powers = make([]hero.Power, len(v.Powers))
		for i, p := range v.Powers {
			h.Powers[i] = hero.Power{ID: int(p.Id), Name: p.Name, Damage: int(p.Damage), Energy: p.Energy, Passive: p.Passive}
		}
	}
	return h
}

// toUser and fromUser convert seed 002's user and cart; its times are UTC.
func toUser(v *cart.User) *pb.User {
	u := &pb.User{Name: v.Name, Phone: v.Phone, Balance: v.Balance,
		RegisteredAt: timestamppb.New(v.RegisteredAt), Blocked: v.Blocked}
	if v.BirthDay != nil {
		u.BirthDay = timestamppb.New(*v.BirthDay)
	}
	if v.ShoppingCart != nil {
		u.ShoppingCart = make(map[string]*pb.CartItem, len(v.ShoppingCart))
		for k, c := range v.ShoppingCart {
			it := &c.Item
			u.ShoppingCart[k] = &pb.CartItem{Quantity: c.Quantity, Item: &pb.Item{
				Id: it.ID, CreatedAt: timestamppb.New(it.CreatedAt), Visible: it.Visible, OwnerId: it.OwnerID,
				Name: it.Name, Keywords: it.Keywords, Price: it.Price, Weight: it.Weight,
			}}
			if it.Description != nil {
				u.ShoppingCart[k].Item.DescriptionPresent = &pb.Item_Description{Description: *it.Description}
			}
		}
	}
	return u
}

func fromUser(v *pb.User) *cart.User {
	u := &cart.User{Name: v.Name, Phone: v.Phone, Balance: v.Balance,
		RegisteredAt: v.RegisteredAt.AsTime(), Blocked: v.Blocked}
	if v.BirthDay != nil {
		t := v.BirthDay.AsTime()
		u.BirthDay = &t
	}
	if v.ShoppingCart != nil {
		u.ShoppingCart = make(cart.ShoppingCart, len(v.ShoppingCart))
		for k, c := range v.ShoppingCart {
			it := c.GetItem()
			u.ShoppingCart[k] = cart.CartItem{Quantity: c.Quantity, Item: cart.Item{
				ID: it.GetId(), CreatedAt: it.GetCreatedAt().AsTime(), Visible: it.GetVisible(), OwnerID: it.GetOwnerId(),
				Name: it.GetName(), Keywords: it.GetKeywords(), Price: it.GetPrice(), Weight: it.GetWeight(),
			}}
			if d, ok := it.GetDescriptionPresent().(*pb.Item_Description); ok {
				item := u.ShoppingCart[k]
				item.Item.Description = &d.Description
				u.ShoppingCart[k] = item
			}
		}
	}
	return u
}

// Cast is a farcaster record as a protobuf user holds it: the envelope and
// its data decoded.
type Cast = farcaster.Cast[*pb.Message, *pb.MessageData]

// envelopeData is the envelope's field for the data's encoding.
var envelopeData = farcaster.DataField[pb.Message]{
	Set: func(e *pb.Message, data []byte) { e.Data = data },
	Get: func(e *pb.Message) []byte { return e.Data },
}

// toCast and fromCast convert a farcaster message; Envelope.Data is left
// for the codec's Marshal to fill.
func toCast(v *farcaster.Message) *Cast {
	d := &v.Data
	body := &pb.CastAddBody{Embeds: d.Body.Embeds, Mentions: d.Body.Mentions, Text: d.Body.Text}
	if p := d.Body.ParentCastID; p != nil {
		body.Parent = &pb.CastAddBody_ParentCastId{ParentCastId: &pb.CastId{Fid: p.Fid, Hash: p.TsHash}}
	}
	return &Cast{
		Envelope: &pb.Message{Hash: v.Hash, HashScheme: pb.HashScheme(v.HashScheme), Signature: v.Signature,
			SignatureScheme: pb.SignatureScheme(v.SignatureScheme), Signer: v.Signer},
		Data: &pb.MessageData{Type_: pb.MessageType(d.Type), Fid: d.Fid, Timestamp: d.Timestamp,
			Network: pb.FarcasterNetwork(d.Network), Body: &pb.MessageData_CastAddBody{CastAddBody: body}},
	}
}

func fromCast(c *Cast) *farcaster.Message {
	e, d, b := c.Envelope, c.Data, c.Data.GetCastAddBody()
	m := &farcaster.Message{
		Data: farcaster.MessageData{Type: farcaster.MessageType(d.Type_), Fid: d.Fid, Timestamp: d.Timestamp,
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
