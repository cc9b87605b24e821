package idr

import (
	"time"

	"github.com/chmike/ditp/idr/low"

	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

// maxLen bounds a decoded string or blob, as low.String and low.Blob
// require: far above the datasets' largest (64 KiB), far below memory.
const maxLen = 1 << 24

// putCount writes a slice's or map's length, 0 standing for nil; getCount
// reads it back as whether the value is nil and its length.
func putCount(e low.Encoder, n int, isNil bool) low.Encoder {
	if isNil {
		return low.PutVarUint(e, 0)
	}
	return low.PutVarUint(e, uint(n)+1)
}

func getCount(d low.Decoder) (low.Decoder, int, bool) {
	d, n := low.VarUint(d)
	if n == 0 {
		return d, 0, true
	}
	if n-1 > uint(len(d)) { // every element takes at least a byte
		panic("count exceeds the input")
	}
	return d, int(n - 1), false
}

func putStrings(e low.Encoder, s []string) low.Encoder {
	e = putCount(e, len(s), s == nil)
	for _, x := range s {
		e = low.PutString(e, x)
	}
	return e
}

func getStrings(d low.Decoder) (low.Decoder, []string) {
	d, n, isNil := getCount(d)
	if isNil {
		return d, nil
	}
	s := make([]string, n)
	for i := range s {
		d, s[i] = low.String(d, maxLen)
	}
	return d, s
}

func putA(e low.Encoder, v *small.A) low.Encoder {
	e = low.PutString(e, v.Name)
	e = low.PutTime(e, v.BirthDay)
	e = low.PutString(e, v.Phone)
	e = low.PutVarInt(e, v.Siblings)
	e = low.PutBool(e, v.Spouse)
	return low.PutFloat64(e, v.Money)
}

func getA(d low.Decoder, v *small.A) low.Decoder {
	d, v.Name = low.String(d, maxLen)
	d, v.BirthDay = low.Time(d)
	d, v.Phone = low.String(d, maxLen)
	d, v.Siblings = low.VarInt(d)
	d, v.Spouse = low.Bool(d)
	d, v.Money = low.Float64(d)
	return d
}

func putColorGroup(e low.Encoder, v *colorgroup.ColorGroup) low.Encoder {
	e = low.PutVarInt(e, v.ID)
	e = low.PutString(e, v.Name)
	return putStrings(e, v.Colors)
}

func getColorGroup(d low.Decoder, v *colorgroup.ColorGroup) low.Decoder {
	d, v.ID = low.VarInt(d)
	d, v.Name = low.String(d, maxLen)
	d, v.Colors = getStrings(d)
	return d
}

func putHero(e low.Encoder, v *hero.Hero) low.Encoder {
	e = low.PutVarInt(e, v.ID)
	e = low.PutVarInt(e, v.AffiliationID)
	e = low.PutString(e, v.Name)
	e = low.PutFloat64(e, v.Life)
	e = low.PutFloat64(e, v.Energy)
	e = putCount(e, len(v.Powers), v.Powers == nil)
	for i := range v.Powers {
		p := &v.Powers[i]
		e = low.PutVarInt(e, p.ID)
		e = low.PutString(e, p.Name)
		e = low.PutVarInt(e, p.Damage)
		e = low.PutFloat64(e, p.Energy)
		e = low.PutBool(e, p.Passive)
	}
	return e
}

func getHero(d low.Decoder, v *hero.Hero) low.Decoder {
	d, v.ID = low.VarInt(d)
	d, v.AffiliationID = low.VarInt(d)
	d, v.Name = low.String(d, maxLen)
	d, v.Life = low.Float64(d)
	d, v.Energy = low.Float64(d)
	d, n, isNil := getCount(d)
	if isNil {
		v.Powers = nil
		return d
	}
	v.Powers = make([]hero.Power, n)
	for i := range v.Powers {
		p := &v.Powers[i]
		d, p.ID = low.VarInt(d)
		d, p.Name = low.String(d, maxLen)
		d, p.Damage = low.VarInt(d)
		d, p.Energy = low.Float64(d)
		d, p.Passive = low.Bool(d)
	}
	return d
}

func putItem(e low.Encoder, it *cart.Item) low.Encoder {
	e = low.PutString(e, it.ID)
	e = low.PutTime(e, it.CreatedAt)
	e = low.PutBool(e, it.Visible)
	e = low.PutVarInt64(e, int64(it.OwnerID))
	e = low.PutString(e, it.Name)
	e = low.PutBool(e, it.Description != nil)
	if it.Description != nil {
		e = low.PutString(e, *it.Description)
	}
	e = putStrings(e, it.Keywords)
	e = low.PutFloat64(e, it.Price)
	return low.PutFloat32(e, it.Weight)
}

func getItem(d low.Decoder, it *cart.Item) low.Decoder {
	var owner int64
	var hasDesc bool
	d, it.ID = low.String(d, maxLen)
	d, it.CreatedAt = low.Time(d)
	d, it.Visible = low.Bool(d)
	d, owner = low.VarInt64(d)
	it.OwnerID = int32(owner)
	d, it.Name = low.String(d, maxLen)
	if d, hasDesc = low.Bool(d); hasDesc {
		var s string
		d, s = low.String(d, maxLen)
		it.Description = &s
	}
	d, it.Keywords = getStrings(d)
	d, it.Price = low.Float64(d)
	d, it.Weight = low.Float32(d)
	return d
}

func putUser(e low.Encoder, v *cart.User) low.Encoder {
	e = low.PutString(e, v.Name)
	e = low.PutString(e, v.Phone)
	e = low.PutFloat64(e, v.Balance)
	e = low.PutBool(e, v.BirthDay != nil)
	if v.BirthDay != nil {
		e = low.PutTime(e, *v.BirthDay)
	}
	e = low.PutTime(e, v.RegisteredAt)
	e = putCount(e, len(v.ShoppingCart), v.ShoppingCart == nil)
	for k, c := range v.ShoppingCart {
		e = low.PutString(e, k)
		e = putItem(e, &c.Item)
		e = low.PutVarInt64(e, int64(c.Quantity))
	}
	return low.PutBool(e, v.Blocked)
}

func getUser(d low.Decoder, v *cart.User) low.Decoder {
	var hasBirthDay bool
	d, v.Name = low.String(d, maxLen)
	d, v.Phone = low.String(d, maxLen)
	d, v.Balance = low.Float64(d)
	if d, hasBirthDay = low.Bool(d); hasBirthDay {
		var t time.Time
		d, t = low.Time(d)
		v.BirthDay = &t
	} else {
		v.BirthDay = nil
	}
	d, v.RegisteredAt = low.Time(d)
	d, n, isNil := getCount(d)
	v.ShoppingCart = nil
	if !isNil {
		v.ShoppingCart = make(cart.ShoppingCart, n)
		for range n {
			var k string
			var c cart.CartItem
			var q int64
			d, k = low.String(d, maxLen)
			d = getItem(d, &c.Item)
			d, q = low.VarInt64(d)
			c.Quantity = int32(q)
			v.ShoppingCart[k] = c
		}
	}
	d, v.Blocked = low.Bool(d)
	return d
}

func putEnvelope(e low.Encoder, v *farcaster.Envelope) low.Encoder {
	e = low.PutBlob(e, v.Data)
	e = low.PutBlob(e, v.Hash)
	e = low.PutVarInt64(e, int64(v.HashScheme))
	e = low.PutBlob(e, v.Signature)
	e = low.PutVarInt64(e, int64(v.SignatureScheme))
	return low.PutBlob(e, v.Signer)
}

func getEnvelope(d low.Decoder, v *farcaster.Envelope) low.Decoder {
	var hs, ss int64
	d, v.Data = low.Blob(d, maxLen)
	d, v.Hash = low.Blob(d, maxLen)
	d, hs = low.VarInt64(d)
	d, v.Signature = low.Blob(d, maxLen)
	d, ss = low.VarInt64(d)
	d, v.Signer = low.Blob(d, maxLen)
	v.HashScheme, v.SignatureScheme = farcaster.HashScheme(hs), farcaster.SignatureScheme(ss)
	return d
}

func putMessageData(e low.Encoder, v *farcaster.MessageData) low.Encoder {
	b := &v.Body
	e = low.PutVarInt64(e, int64(v.Type))
	e = low.PutVarUint64(e, v.Fid)
	e = low.PutVarUint64(e, uint64(v.Timestamp))
	e = low.PutVarInt64(e, int64(v.Network))
	e = putStrings(e, b.Embeds)
	e = putCount(e, len(b.Mentions), b.Mentions == nil)
	for _, m := range b.Mentions {
		e = low.PutVarUint64(e, m)
	}
	e = low.PutBool(e, b.ParentCastID != nil)
	if p := b.ParentCastID; p != nil {
		e = low.PutVarUint64(e, p.Fid)
		e = low.PutBlob(e, p.TsHash)
	}
	return low.PutString(e, b.Text)
}

func getMessageData(d low.Decoder, v *farcaster.MessageData) low.Decoder {
	var typ, network int64
	var ts uint64
	var hasParent bool
	b := &v.Body
	d, typ = low.VarInt64(d)
	d, v.Fid = low.VarUint64(d)
	d, ts = low.VarUint64(d)
	d, network = low.VarInt64(d)
	v.Type, v.Timestamp, v.Network = farcaster.MessageType(typ), uint32(ts), farcaster.Network(network)
	d, b.Embeds = getStrings(d)
	d, n, isNil := getCount(d)
	b.Mentions = nil
	if !isNil {
		b.Mentions = make([]uint64, n)
		for i := range b.Mentions {
			d, b.Mentions[i] = low.VarUint64(d)
		}
	}
	b.ParentCastID = nil
	if d, hasParent = low.Bool(d); hasParent {
		p := new(farcaster.CastID)
		d, p.Fid = low.VarUint64(d)
		d, p.TsHash = low.Blob(d, maxLen)
		b.ParentCastID = p
	}
	d, b.Text = low.String(d, maxLen)
	return d
}
