package baseline

import (
	"encoding/binary"
	"github.com/serbench/serbench"
	"math"

	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:     "baseline",
		Package:  "github.com/serbench/serbench/codecs/baseline",
		Format:   "hand-written binary",
		Kind:     serbench.KindBaseline,
		Upstream: "maintained",
		Notes: "serbench's own exact reference: varints, IEEE bits, length-prefixed strings, full time.Time; " +
			"dynamic documents as tagged values (null, bool, int64, uint64, float64, string, array, object), keys in map order",
	})
	support(small.Dataset, 64, encodeA, decodeA)
	support(edge.Dataset, 64, encodeA, decodeA)
	support(colorgroup.Dataset, 64, encodeColorGroup, decodeColorGroup)
	support(hero.Dataset, 128, encodeHero, decodeHero)
	support(cart.Dataset, 96<<10, encodeUser, decodeUser)
	support(farcaster.Dataset, 384, encodeMessage, decodeMessage)
}

func encodeA(b []byte, v *small.A) []byte {
	b = appendString(b, v.Name)
	b = appendTime(b, v.BirthDay)
	b = appendString(b, v.Phone)
	b = binary.AppendVarint(b, int64(v.Siblings))
	b = appendBool(b, v.Spouse)
	return appendFloat64(b, v.Money)
}

func decodeA(r *reader, v *small.A) {
	v.Name = r.string()
	v.BirthDay = r.time()
	v.Phone = r.string()
	v.Siblings = int(r.varint())
	v.Spouse = r.bool()
	v.Money = r.float64()
}

func encodeColorGroup(b []byte, v *colorgroup.ColorGroup) []byte {
	b = binary.AppendVarint(b, int64(v.ID))
	b = appendString(b, v.Name)
	return appendStrings(b, v.Colors)
}

func decodeColorGroup(r *reader, v *colorgroup.ColorGroup) {
	v.ID = int(r.varint())
	v.Name = r.string()
	v.Colors = r.strings()
}

func encodeHero(b []byte, v *hero.Hero) []byte {
	b = binary.AppendVarint(b, int64(v.ID))
	b = binary.AppendVarint(b, int64(v.AffiliationID))
	b = appendString(b, v.Name)
	b = appendFloat64(b, v.Life)
	b = appendFloat64(b, v.Energy)
	if v.Powers == nil {
		return append(b, 0)
	}
	b = binary.AppendUvarint(b, uint64(len(v.Powers))+1)
	for i := range v.Powers {
		p := &v.Powers[i]
		b = binary.AppendVarint(b, int64(p.ID))
		b = appendString(b, p.Name)
		b = binary.AppendVarint(b, int64(p.Damage))
		b = appendFloat64(b, p.Energy)
		b = appendBool(b, p.Passive)
	}
	return b
}

func decodeHero(r *reader, v *hero.Hero) {
	v.ID = int(r.varint())
	v.AffiliationID = int(r.varint())
	v.Name = r.string()
	v.Life = r.float64()
	v.Energy = r.float64()
	n := r.uvarint()
	if n == 0 || n-1 > uint64(len(r.b)) {
		if n != 0 {
			r.fail()
		}
		return
	}
	v.Powers = make([]hero.Power, n-1)
	for i := range v.Powers {
		p := &v.Powers[i]
		p.ID = int(r.varint())
		p.Name = r.string()
		p.Damage = int(r.varint())
		p.Energy = r.float64()
		p.Passive = r.bool()
	}
}

func encodeUser(b []byte, v *cart.User) []byte {
	b = appendString(b, v.Name)
	b = appendString(b, v.Phone)
	b = appendFloat64(b, v.Balance)
	b = appendBool(b, v.BirthDay != nil)
	if v.BirthDay != nil {
		b = appendTime(b, *v.BirthDay)
	}
	b = appendTime(b, v.RegisteredAt)
	if v.ShoppingCart == nil {
		b = append(b, 0)
	} else {
		b = binary.AppendUvarint(b, uint64(len(v.ShoppingCart))+1)
		for k, c := range v.ShoppingCart {
			b = appendString(b, k)
			b = encodeItem(b, &c.Item)
			b = binary.AppendVarint(b, int64(c.Quantity))
		}
	}
	return appendBool(b, v.Blocked)
}

func encodeItem(b []byte, it *cart.Item) []byte {
	b = appendString(b, it.ID)
	b = appendTime(b, it.CreatedAt)
	b = appendBool(b, it.Visible)
	b = binary.AppendVarint(b, int64(it.OwnerID))
	b = appendString(b, it.Name)
	b = appendBool(b, it.Description != nil)
	if it.Description != nil {
		b = appendString(b, *it.Description)
	}
	b = appendStrings(b, it.Keywords)
	b = appendFloat64(b, it.Price)
	return binary.LittleEndian.AppendUint32(b, math.Float32bits(it.Weight))
}

func decodeUser(r *reader, v *cart.User) {
	v.Name = r.string()
	v.Phone = r.string()
	v.Balance = r.float64()
	if r.bool() {
		t := r.time()
		v.BirthDay = &t
	}
	v.RegisteredAt = r.time()
	if n := r.uvarint(); n > 0 && r.err == nil {
		v.ShoppingCart = make(cart.ShoppingCart, min(n-1, uint64(len(r.b))))
		for i := uint64(0); i < n-1 && r.err == nil; i++ {
			k := r.string()
			var c cart.CartItem
			decodeItem(r, &c.Item)
			c.Quantity = int32(r.varint())
			v.ShoppingCart[k] = c
		}
	}
	v.Blocked = r.bool()
}

func decodeItem(r *reader, it *cart.Item) {
	it.ID = r.string()
	it.CreatedAt = r.time()
	it.Visible = r.bool()
	it.OwnerID = int32(r.varint())
	it.Name = r.string()
	if r.bool() {
		d := r.string()
		it.Description = &d
	}
	it.Keywords = r.strings()
	it.Price = r.float64()
	if w := r.take(4); len(w) == 4 {
		it.Weight = math.Float32frombits(binary.LittleEndian.Uint32(w))
	}
}

// encodeMessage writes the MessageData first, then the envelope around
// its bytes, as Farcaster signs the data apart from the envelope.
func encodeMessage(b []byte, v *farcaster.Message) []byte {
	data := encodeData(make([]byte, 0, 256), &v.Data)
	b = appendBytes(b, data)
	b = appendBytes(b, v.Hash)
	b = binary.AppendVarint(b, int64(v.HashScheme))
	b = appendBytes(b, v.Signature)
	b = binary.AppendVarint(b, int64(v.SignatureScheme))
	return appendBytes(b, v.Signer)
}

func encodeData(b []byte, d *farcaster.MessageData) []byte {
	b = binary.AppendVarint(b, int64(d.Type))
	b = binary.AppendUvarint(b, d.Fid)
	b = binary.AppendUvarint(b, uint64(d.Timestamp))
	b = binary.AppendVarint(b, int64(d.Network))
	c := &d.Body
	b = appendStrings(b, c.Embeds)
	if c.Mentions == nil {
		b = append(b, 0)
	} else {
		b = binary.AppendUvarint(b, uint64(len(c.Mentions))+1)
		for _, m := range c.Mentions {
			b = binary.AppendUvarint(b, m)
		}
	}
	b = appendBool(b, c.ParentCastID != nil)
	if p := c.ParentCastID; p != nil {
		b = binary.AppendUvarint(b, p.Fid)
		b = appendBytes(b, p.TsHash)
	}
	return appendString(b, c.Text)
}

func decodeMessage(r *reader, v *farcaster.Message) {
	n := r.uvarint()
	var data []byte
	if n > 0 {
		data = r.take(n - 1)
	}
	v.Hash = r.bytes()
	v.HashScheme = farcaster.HashScheme(r.varint())
	v.Signature = r.bytes()
	v.SignatureScheme = farcaster.SignatureScheme(r.varint())
	v.Signer = r.bytes()
	inner := reader{b: data}
	decodeData(&inner, &v.Data)
	if err := inner.done(); err != nil && r.err == nil {
		r.err = err
	}
}

func decodeData(r *reader, d *farcaster.MessageData) {
	d.Type = farcaster.MessageType(r.varint())
	d.Fid = r.uvarint()
	d.Timestamp = uint32(r.uvarint())
	d.Network = farcaster.Network(r.varint())
	c := &d.Body
	c.Embeds = r.strings()
	if n := r.uvarint(); n > 0 && r.err == nil {
		if n-1 > uint64(len(r.b)) {
			r.fail()
			return
		}
		c.Mentions = make([]uint64, n-1)
		for i := range c.Mentions {
			c.Mentions[i] = r.uvarint()
		}
	}
	if r.bool() {
		c.ParentCastID = &farcaster.CastID{Fid: r.uvarint(), TsHash: r.bytes()}
	}
	c.Text = r.string()
}
