package benc

import (
	"time"

	lib "github.com/deneonet/benc"
	bstd "github.com/deneonet/benc/std"

	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

// verify checks that decoding used the whole input, as benc's
// VerifyUnmarshal is meant to be used.
func verify(n int, data []byte) error { return lib.VerifyUnmarshal(n, data) }

// zone is t's zone name and offset, with an empty name standing for UTC.
func zone(t time.Time) (string, int) {
	if t.Location() == time.UTC {
		return "", 0
	}
	return t.Zone()
}

func sizeTime(t time.Time) int {
	name, off := zone(t)
	return bstd.SizeInt(int(t.Unix())) + bstd.SizeInt(t.Nanosecond()) + bstd.SizeInt(off) + bstd.SizeString(name)
}

func marshalTime(n int, b []byte, t time.Time) int {
	name, off := zone(t)
	n = bstd.MarshalInt(n, b, int(t.Unix()))
	n = bstd.MarshalInt(n, b, t.Nanosecond())
	n = bstd.MarshalInt(n, b, off)
	return bstd.MarshalString(n, b, name)
}

func sizeA(v *small.A) int {
	return bstd.SizeString(v.Name) + sizeTime(v.BirthDay) + bstd.SizeString(v.Phone) +
		bstd.SizeInt(v.Siblings) + bstd.SizeBool() + bstd.SizeFloat64()
}

func marshalA(n int, b []byte, v *small.A) int {
	n = bstd.MarshalString(n, b, v.Name)
	n = marshalTime(n, b, v.BirthDay)
	n = bstd.MarshalString(n, b, v.Phone)
	n = bstd.MarshalInt(n, b, v.Siblings)
	n = bstd.MarshalBool(n, b, v.Spouse)
	return bstd.MarshalFloat64(n, b, v.Money)
}

func sizeColorGroup(v *colorgroup.ColorGroup) int {
	return bstd.SizeInt(v.ID) + bstd.SizeString(v.Name) + bstd.SizeSlice(v.Colors, bstd.SizeString)
}

func marshalColorGroup(n int, b []byte, v *colorgroup.ColorGroup) int {
	n = bstd.MarshalInt(n, b, v.ID)
	n = bstd.MarshalString(n, b, v.Name)
	return bstd.MarshalSlice(n, b, v.Colors, bstd.MarshalString)
}

func sizeHero(v *hero.Hero) int {
	return bstd.SizeInt(v.ID) + bstd.SizeInt(v.AffiliationID) + bstd.SizeString(v.Name) +
		2*bstd.SizeFloat64() + bstd.SizeSlice(v.Powers, sizePower)
}

func marshalHero(n int, b []byte, v *hero.Hero) int {
	n = bstd.MarshalInt(n, b, v.ID)
	n = bstd.MarshalInt(n, b, v.AffiliationID)
	n = bstd.MarshalString(n, b, v.Name)
	n = bstd.MarshalFloat64(n, b, v.Life)
	n = bstd.MarshalFloat64(n, b, v.Energy)
	return bstd.MarshalSlice(n, b, v.Powers, marshalPower)
}

func sizePower(p hero.Power) int {
	return bstd.SizeInt(p.ID) + bstd.SizeString(p.Name) + bstd.SizeInt(p.Damage) + bstd.SizeFloat64() + bstd.SizeBool()
}

func marshalPower(n int, b []byte, p hero.Power) int {
	n = bstd.MarshalInt(n, b, p.ID)
	n = bstd.MarshalString(n, b, p.Name)
	n = bstd.MarshalInt(n, b, p.Damage)
	n = bstd.MarshalFloat64(n, b, p.Energy)
	return bstd.MarshalBool(n, b, p.Passive)
}

func sizeUser(v *cart.User) int {
	s := bstd.SizeString(v.Name) + bstd.SizeString(v.Phone) + bstd.SizeFloat64() + bstd.SizeBool()
	if v.BirthDay != nil {
		s += sizeTime(*v.BirthDay)
	}
	return s + sizeTime(v.RegisteredAt) + bstd.SizeMap(v.ShoppingCart, bstd.SizeString, sizeCartItem) + bstd.SizeBool()
}

func marshalUser(n int, b []byte, v *cart.User) int {
	n = bstd.MarshalString(n, b, v.Name)
	n = bstd.MarshalString(n, b, v.Phone)
	n = bstd.MarshalFloat64(n, b, v.Balance)
	n = bstd.MarshalBool(n, b, v.BirthDay != nil)
	if v.BirthDay != nil {
		n = marshalTime(n, b, *v.BirthDay)
	}
	n = marshalTime(n, b, v.RegisteredAt)
	n = bstd.MarshalMap(n, b, v.ShoppingCart, bstd.MarshalString, marshalCartItem)
	return bstd.MarshalBool(n, b, v.Blocked)
}

func sizeCartItem(c cart.CartItem) int {
	it := &c.Item
	s := bstd.SizeString(it.ID) + sizeTime(it.CreatedAt) + bstd.SizeBool() + bstd.SizeInt32() +
		bstd.SizeString(it.Name) + bstd.SizeBool() + bstd.SizeSlice(it.Keywords, bstd.SizeString) +
		bstd.SizeFloat64() + bstd.SizeFloat32() + bstd.SizeInt32()
	if it.Description != nil {
		s += bstd.SizeString(*it.Description)
	}
	return s
}

func marshalCartItem(n int, b []byte, c cart.CartItem) int {
	it := &c.Item
	n = bstd.MarshalString(n, b, it.ID)
	n = marshalTime(n, b, it.CreatedAt)
	n = bstd.MarshalBool(n, b, it.Visible)
	n = bstd.MarshalInt32(n, b, it.OwnerID)
	n = bstd.MarshalString(n, b, it.Name)
	n = bstd.MarshalBool(n, b, it.Description != nil)
	if it.Description != nil {
		n = bstd.MarshalString(n, b, *it.Description)
	}
	n = bstd.MarshalSlice(n, b, it.Keywords, bstd.MarshalString)
	n = bstd.MarshalFloat64(n, b, it.Price)
	n = bstd.MarshalFloat32(n, b, it.Weight)
	return bstd.MarshalInt32(n, b, c.Quantity)
}

func sizeData(d *farcaster.MessageData) int {
	c := &d.Body
	s := 2*bstd.SizeInt32() + bstd.SizeUint64() + bstd.SizeUint32() +
		bstd.SizeSlice(c.Embeds, bstd.SizeString) + bstd.SizeFixedSlice(c.Mentions, bstd.SizeUint64()) +
		bstd.SizeBool() + bstd.SizeString(c.Text)
	if p := c.ParentCastID; p != nil {
		s += bstd.SizeUint64() + bstd.SizeBytes(p.TsHash)
	}
	return s
}

func marshalData(n int, b []byte, d *farcaster.MessageData) int {
	c := &d.Body
	n = bstd.MarshalInt32(n, b, int32(d.Type))
	n = bstd.MarshalUint64(n, b, d.Fid)
	n = bstd.MarshalUint32(n, b, d.Timestamp)
	n = bstd.MarshalInt32(n, b, int32(d.Network))
	n = bstd.MarshalSlice(n, b, c.Embeds, bstd.MarshalString)
	n = bstd.MarshalSlice(n, b, c.Mentions, bstd.MarshalUint64)
	n = bstd.MarshalBool(n, b, c.ParentCastID != nil)
	if p := c.ParentCastID; p != nil {
		n = bstd.MarshalUint64(n, b, p.Fid)
		n = bstd.MarshalBytes(n, b, p.TsHash)
	}
	return bstd.MarshalString(n, b, c.Text)
}

func sizeEnvelope(e *farcaster.Envelope) int {
	return bstd.SizeBytes(e.Data) + bstd.SizeBytes(e.Hash) + bstd.SizeInt32() + bstd.SizeBytes(e.Signature) +
		bstd.SizeInt32() + bstd.SizeBytes(e.Signer)
}

func marshalEnvelope(n int, b []byte, e *farcaster.Envelope) int {
	n = bstd.MarshalBytes(n, b, e.Data)
	n = bstd.MarshalBytes(n, b, e.Hash)
	n = bstd.MarshalInt32(n, b, int32(e.HashScheme))
	n = bstd.MarshalBytes(n, b, e.Signature)
	n = bstd.MarshalInt32(n, b, int32(e.SignatureScheme))
	return bstd.MarshalBytes(n, b, e.Signer)
}

// A decoder decodes with either bstd's copying string and byte slice
// functions or its aliasing ones. Its func fields are the element decoders
// bstd's slice and map functions take, made once.
type decoder struct {
	str      func(int, []byte) (int, string, error)
	bytes    func(int, []byte) (int, []byte, error)
	power    func(int, []byte, *hero.Power) (int, error)
	cartItem func(int, []byte, *cart.CartItem) (int, error)
}

func newDecoder(unsafe bool) *decoder {
	d := &decoder{str: bstd.UnmarshalString, bytes: bstd.UnmarshalBytesCopied}
	if unsafe {
		d.str, d.bytes = bstd.UnmarshalUnsafeString, bstd.UnmarshalBytesCropped
	}
	d.power, d.cartItem = d.powerAt, d.cartItemAt
	return d
}

// Each decoding method reads at offset n and stops at the first error.

func (d *decoder) time(n int, b []byte, t *time.Time) (int, error) {
	n, sec, err := bstd.UnmarshalInt(n, b)
	if err != nil {
		return n, err
	}
	n, nsec, err := bstd.UnmarshalInt(n, b)
	if err != nil {
		return n, err
	}
	n, off, err := bstd.UnmarshalInt(n, b)
	if err != nil {
		return n, err
	}
	n, name, err := d.str(n, b)
	if err != nil {
		return n, err
	}
	*t = time.Unix(int64(sec), int64(nsec))
	if off == 0 && name == "" {
		*t = t.UTC()
	} else {
		*t = t.In(time.FixedZone(name, off))
	}
	return n, nil
}

func (d *decoder) a(n int, b []byte, v *small.A) (int, error) {
	var err error
	if n, v.Name, err = d.str(n, b); err != nil {
		return n, err
	}
	if n, err = d.time(n, b, &v.BirthDay); err != nil {
		return n, err
	}
	if n, v.Phone, err = d.str(n, b); err != nil {
		return n, err
	}
	if n, v.Siblings, err = bstd.UnmarshalInt(n, b); err != nil {
		return n, err
	}
	if n, v.Spouse, err = bstd.UnmarshalBool(n, b); err != nil {
		return n, err
	}
	n, v.Money, err = bstd.UnmarshalFloat64(n, b)
	return n, err
}

func (d *decoder) colorGroup(n int, b []byte, v *colorgroup.ColorGroup) (int, error) {
	var err error
	if n, v.ID, err = bstd.UnmarshalInt(n, b); err != nil {
		return n, err
	}
	if n, v.Name, err = d.str(n, b); err != nil {
		return n, err
	}
	n, v.Colors, err = bstd.UnmarshalSlice[string](n, b, d.str)
	return n, err
}

func (d *decoder) hero(n int, b []byte, v *hero.Hero) (int, error) {
	var err error
	if n, v.ID, err = bstd.UnmarshalInt(n, b); err != nil {
		return n, err
	}
	if n, v.AffiliationID, err = bstd.UnmarshalInt(n, b); err != nil {
		return n, err
	}
	if n, v.Name, err = d.str(n, b); err != nil {
		return n, err
	}
	if n, v.Life, err = bstd.UnmarshalFloat64(n, b); err != nil {
		return n, err
	}
	if n, v.Energy, err = bstd.UnmarshalFloat64(n, b); err != nil {
		return n, err
	}
	n, v.Powers, err = bstd.UnmarshalSlice[hero.Power](n, b, d.power)
	return n, err
}

func (d *decoder) powerAt(n int, b []byte, p *hero.Power) (int, error) {
	var err error
	if n, p.ID, err = bstd.UnmarshalInt(n, b); err != nil {
		return n, err
	}
	if n, p.Name, err = d.str(n, b); err != nil {
		return n, err
	}
	if n, p.Damage, err = bstd.UnmarshalInt(n, b); err != nil {
		return n, err
	}
	if n, p.Energy, err = bstd.UnmarshalFloat64(n, b); err != nil {
		return n, err
	}
	n, p.Passive, err = bstd.UnmarshalBool(n, b)
	return n, err
}

func (d *decoder) user(n int, b []byte, v *cart.User) (int, error) {
	var (
		err error
		has bool
	)
	if n, v.Name, err = d.str(n, b); err != nil {
		return n, err
	}
	if n, v.Phone, err = d.str(n, b); err != nil {
		return n, err
	}
	if n, v.Balance, err = bstd.UnmarshalFloat64(n, b); err != nil {
		return n, err
	}
	if n, has, err = bstd.UnmarshalBool(n, b); err != nil {
		return n, err
	}
	if has {
		v.BirthDay = new(time.Time)
		if n, err = d.time(n, b, v.BirthDay); err != nil {
			return n, err
		}
	}
	if n, err = d.time(n, b, &v.RegisteredAt); err != nil {
		return n, err
	}
	if n, v.ShoppingCart, err = bstd.UnmarshalMap[string, cart.CartItem](n, b, d.str, d.cartItem); err != nil {
		return n, err
	}
	n, v.Blocked, err = bstd.UnmarshalBool(n, b)
	return n, err
}

func (d *decoder) cartItemAt(n int, b []byte, c *cart.CartItem) (int, error) {
	var (
		err error
		has bool
	)
	// bstd.UnmarshalMap decodes every entry into one value: start afresh.
	*c = cart.CartItem{}
	it := &c.Item
	if n, it.ID, err = d.str(n, b); err != nil {
		return n, err
	}
	if n, err = d.time(n, b, &it.CreatedAt); err != nil {
		return n, err
	}
	if n, it.Visible, err = bstd.UnmarshalBool(n, b); err != nil {
		return n, err
	}
	if n, it.OwnerID, err = bstd.UnmarshalInt32(n, b); err != nil {
		return n, err
	}
	if n, it.Name, err = d.str(n, b); err != nil {
		return n, err
	}
	if n, has, err = bstd.UnmarshalBool(n, b); err != nil {
		return n, err
	}
	if has {
		it.Description = new(string)
		if n, *it.Description, err = d.str(n, b); err != nil {
			return n, err
		}
	}
	if n, it.Keywords, err = bstd.UnmarshalSlice[string](n, b, d.str); err != nil {
		return n, err
	}
	if n, it.Price, err = bstd.UnmarshalFloat64(n, b); err != nil {
		return n, err
	}
	if n, it.Weight, err = bstd.UnmarshalFloat32(n, b); err != nil {
		return n, err
	}
	n, c.Quantity, err = bstd.UnmarshalInt32(n, b)
	return n, err
}

// message decodes the envelope, then the MessageData its data holds.
func (d *decoder) message(data []byte) (*farcaster.Message, error) {
	var (
		e   farcaster.Envelope
		err error
		i32 int32
	)
	n := 0
	if n, e.Data, err = d.bytes(n, data); err != nil {
		return nil, err
	}
	if n, e.Hash, err = d.bytes(n, data); err != nil {
		return nil, err
	}
	if n, i32, err = bstd.UnmarshalInt32(n, data); err != nil {
		return nil, err
	}
	e.HashScheme = farcaster.HashScheme(i32)
	if n, e.Signature, err = d.bytes(n, data); err != nil {
		return nil, err
	}
	if n, i32, err = bstd.UnmarshalInt32(n, data); err != nil {
		return nil, err
	}
	e.SignatureScheme = farcaster.SignatureScheme(i32)
	if n, e.Signer, err = d.bytes(n, data); err != nil {
		return nil, err
	}
	if err := verify(n, data); err != nil {
		return nil, err
	}
	v := new(farcaster.Message)
	e.Open(v)
	if n, err = d.dataInto(0, e.Data, v); err != nil {
		return nil, err
	}
	return v, verify(n, e.Data)
}

func (d *decoder) dataInto(n int, b []byte, m *farcaster.Message) (int, error) {
	var (
		err error
		i32 int32
		has bool
	)
	v, c := &m.Data, &m.Data.Body
	if n, i32, err = bstd.UnmarshalInt32(n, b); err != nil {
		return n, err
	}
	v.Type = farcaster.MessageType(i32)
	if n, v.Fid, err = bstd.UnmarshalUint64(n, b); err != nil {
		return n, err
	}
	if n, v.Timestamp, err = bstd.UnmarshalUint32(n, b); err != nil {
		return n, err
	}
	if n, i32, err = bstd.UnmarshalInt32(n, b); err != nil {
		return n, err
	}
	v.Network = farcaster.Network(i32)
	if n, c.Embeds, err = bstd.UnmarshalSlice[string](n, b, d.str); err != nil {
		return n, err
	}
	if n, c.Mentions, err = bstd.UnmarshalSlice[uint64](n, b, bstd.UnmarshalUint64); err != nil {
		return n, err
	}
	if n, has, err = bstd.UnmarshalBool(n, b); err != nil {
		return n, err
	}
	if has {
		p := new(farcaster.CastID)
		c.ParentCastID = p
		if n, p.Fid, err = bstd.UnmarshalUint64(n, b); err != nil {
			return n, err
		}
		if n, p.TsHash, err = d.bytes(n, b); err != nil {
			return n, err
		}
	}
	n, c.Text, err = d.str(n, b)
	return n, err
}
