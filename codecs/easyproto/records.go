package easyproto

// The seed datasets as protobuf.proto's messages A, ColorGroup, Hero,
// User and the farcaster Message and MessageData, each message's fields
// written in number order.

import (
	"time"

	"github.com/VictoriaMetrics/easyproto"

	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

// encodeA writes seed 000's struct as A, with BirthDay's UTC offset in
// birth_day_offset (7), which a Timestamp lacks.
func encodeA(mm *easyproto.MessageMarshaler, v *small.A) error {
	_, offset := v.BirthDay.Zone()
	appendString(mm, 1, v.Name)
	appendTimestamp(mm, 2, v.BirthDay)
	appendString(mm, 3, v.Phone)
	appendInt64(mm, 4, int64(v.Siblings))
	appendBool(mm, 5, v.Spouse)
	appendDouble(mm, 6, v.Money)
	appendInt32(mm, 7, int32(offset))
	return nil
}

// decodeA restores BirthDay at its offset: UTC when it is 0, otherwise an
// unnamed fixed zone.
func decodeA(src []byte, v *small.A, r reader) (err error) {
	var fc easyproto.FieldContext
	var sec int64
	var nanos, offset int32
	for len(src) > 0 {
		if src, err = fc.NextField(src); err != nil {
			return err
		}
		ok := true
		switch fc.FieldNum {
		case 1:
			v.Name, ok = r.string(&fc)
		case 2:
			sec, nanos, err = readTimestamp(&fc)
		case 3:
			v.Phone, ok = r.string(&fc)
		case 4:
			v.Siblings, ok = as[int](fc.Int64())
		case 5:
			v.Spouse, ok = fc.Bool()
		case 6:
			v.Money, ok = fc.Double()
		case 7:
			offset, ok = fc.Int32()
		}
		if err = fieldError("A", &fc, ok, err); err != nil {
			return err
		}
	}
	v.BirthDay = utc(sec, nanos)
	if offset != 0 {
		v.BirthDay = v.BirthDay.In(time.FixedZone("", int(offset)))
	}
	return nil
}

func encodeColorGroup(mm *easyproto.MessageMarshaler, v *colorgroup.ColorGroup) error {
	appendInt64(mm, 1, int64(v.ID))
	appendString(mm, 2, v.Name)
	appendStrings(mm, 3, v.Colors)
	return nil
}

func encodeHero(mm *easyproto.MessageMarshaler, v *hero.Hero) error {
	appendInt64(mm, 1, int64(v.ID))
	appendInt64(mm, 2, int64(v.AffiliationID))
	appendString(mm, 3, v.Name)
	appendDouble(mm, 4, v.Life)
	appendDouble(mm, 5, v.Energy)
	for i := range v.Powers {
		p, pm := &v.Powers[i], mm.AppendMessage(6)
		appendInt64(pm, 1, int64(p.ID))
		appendString(pm, 2, p.Name)
		appendSint64(pm, 3, int64(p.Damage))
		appendDouble(pm, 4, p.Energy)
		appendBool(pm, 5, p.Passive)
	}
	return nil
}

// encodeUser writes seed 002's user; its times are UTC, its cart a map
// whose entries carry key (1) and value (2) whatever they hold, as
// protoc's runtimes write map entries.
func encodeUser(mm *easyproto.MessageMarshaler, v *cart.User) error {
	appendString(mm, 1, v.Name)
	appendString(mm, 2, v.Phone)
	appendDouble(mm, 3, v.Balance)
	if v.BirthDay != nil {
		appendTimestamp(mm, 4, *v.BirthDay)
	}
	appendTimestamp(mm, 5, v.RegisteredAt)
	for k, c := range v.ShoppingCart {
		entry := mm.AppendMessage(6)
		entry.AppendString(1, k)
		cm := entry.AppendMessage(2)
		encodeItem(cm.AppendMessage(1), &c.Item)
		appendInt32(cm, 2, c.Quantity)
	}
	appendBool(mm, 7, v.Blocked)
	return nil
}

// encodeItem writes a cart's item; its description, a *string, is a
// proto3 optional field, written whenever it is set.
func encodeItem(mm *easyproto.MessageMarshaler, it *cart.Item) {
	appendString(mm, 1, it.ID)
	appendTimestamp(mm, 2, it.CreatedAt)
	appendBool(mm, 3, it.Visible)
	appendInt32(mm, 4, it.OwnerID)
	appendString(mm, 5, it.Name)
	if it.Description != nil {
		mm.AppendString(6, *it.Description)
	}
	appendStrings(mm, 7, it.Keywords)
	appendDouble(mm, 8, it.Price)
	appendFloat(mm, 9, it.Weight)
}

func decodeUser(src []byte, v *cart.User, r reader) (err error) {
	var fc easyproto.FieldContext
	var sec int64
	var nanos int32
	for len(src) > 0 {
		if src, err = fc.NextField(src); err != nil {
			return err
		}
		ok := true
		switch fc.FieldNum {
		case 1:
			v.Name, ok = r.string(&fc)
		case 2:
			v.Phone, ok = r.string(&fc)
		case 3:
			v.Balance, ok = fc.Double()
		case 4:
			var bsec int64
			var bnanos int32
			if bsec, bnanos, err = readTimestamp(&fc); err == nil {
				t := utc(bsec, bnanos)
				v.BirthDay = &t
			}
		case 5:
			sec, nanos, err = readTimestamp(&fc)
		case 6:
			if v.ShoppingCart == nil {
				v.ShoppingCart = cart.ShoppingCart{}
			}
			err = nested(&fc, "User", &v.ShoppingCart, r, decodeCartEntry)
		case 7:
			v.Blocked, ok = fc.Bool()
		}
		if err = fieldError("User", &fc, ok, err); err != nil {
			return err
		}
	}
	v.RegisteredAt = utc(sec, nanos)
	return nil
}

// decodeCartEntry reads one map entry into the cart: a missing key is "",
// a missing value an empty CartItem, as protoc's runtimes read them.
func decodeCartEntry(src []byte, c *cart.ShoppingCart, r reader) (err error) {
	var fc easyproto.FieldContext
	var key string
	item := cart.CartItem{Item: cart.Item{CreatedAt: utc(0, 0)}}
	for len(src) > 0 {
		if src, err = fc.NextField(src); err != nil {
			return err
		}
		ok := true
		switch fc.FieldNum {
		case 1:
			key, ok = r.string(&fc)
		case 2:
			err = nested(&fc, "ShoppingCartEntry", &item, r, decodeCartItem)
		}
		if err = fieldError("ShoppingCartEntry", &fc, ok, err); err != nil {
			return err
		}
	}
	(*c)[key] = item
	return nil
}

func decodeItem(src []byte, v *cart.Item, r reader) (err error) {
	var fc easyproto.FieldContext
	var sec int64
	var nanos int32
	for len(src) > 0 {
		if src, err = fc.NextField(src); err != nil {
			return err
		}
		ok := true
		switch fc.FieldNum {
		case 1:
			v.ID, ok = r.string(&fc)
		case 2:
			sec, nanos, err = readTimestamp(&fc)
		case 3:
			v.Visible, ok = fc.Bool()
		case 4:
			v.OwnerID, ok = fc.Int32()
		case 5:
			v.Name, ok = r.string(&fc)
		case 6:
			var d string
			if d, ok = r.string(&fc); ok {
				v.Description = &d
			}
		case 7:
			v.Keywords, ok = r.appendString(&fc, v.Keywords)
		case 8:
			v.Price, ok = fc.Double()
		case 9:
			v.Weight, ok = fc.Float()
		}
		if err = fieldError("Item", &fc, ok, err); err != nil {
			return err
		}
	}
	v.CreatedAt = utc(sec, nanos)
	return nil
}

// encodeMessage writes a farcaster record in two levels: its MessageData
// marshalled on its own, with a Marshaler of its own, then the Message
// envelope holding those bytes in data (1).
func encodeMessage(mm *easyproto.MessageMarshaler, v *farcaster.Message) error {
	m := mp.Get()
	encodeMessageData(m.MessageMarshaler(), &v.Data)
	data := m.Marshal(nil)
	mp.Put(m)
	appendBytes(mm, 1, data)
	appendBytes(mm, 2, v.Hash)
	appendInt32(mm, 3, int32(v.HashScheme))
	appendBytes(mm, 4, v.Signature)
	appendInt32(mm, 5, int32(v.SignatureScheme))
	appendBytes(mm, 6, v.Signer)
	return nil
}

// encodeMessageData writes the data; its body is the cast_add_body (5)
// member of a oneof, written even when empty, and the parent cast id the
// parent_cast_id (3) member of another, written when set.
func encodeMessageData(mm *easyproto.MessageMarshaler, d *farcaster.MessageData) {
	appendInt32(mm, 1, int32(d.Type))
	appendUint64(mm, 2, d.Fid)
	appendUint32(mm, 3, d.Timestamp)
	appendInt32(mm, 4, int32(d.Network))
	b, bm := &d.Body, mm.AppendMessage(5)
	appendStrings(bm, 1, b.Embeds)
	if len(b.Mentions) != 0 {
		bm.AppendUint64s(2, b.Mentions)
	}
	if p := b.ParentCastID; p != nil {
		pm := bm.AppendMessage(3)
		appendUint64(pm, 1, p.Fid)
		appendBytes(pm, 2, p.TsHash)
	}
	appendString(bm, 4, b.Text)
}
