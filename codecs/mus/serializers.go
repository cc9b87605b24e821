package mus

import (
	"time"

	"github.com/mus-format/mus-go"
	"github.com/mus-format/mus-go/ord"
	"github.com/mus-format/mus-go/raw"
	"github.com/mus-format/mus-go/varint"

	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

// sers holds one serializer per dataset type, all built on one string and
// one byte slice serializer (ord's copying ones or unsafe's aliasing ones).
type sers struct {
	a          aMUS
	colorGroup colorGroupMUS
	hero       heroMUS
	user       userMUS
	data       dataMUS
	envelope   envelopeMUS
}

func newSers(str mus.Serializer[string], bs mus.Serializer[[]byte]) *sers {
	tm := timeMUS{str}
	strs := ord.NewSliceSer[string](str)
	item := itemMUS{str: str, strs: strs, time: tm, desc: ord.NewPtrSer[string](str)}
	return &sers{
		a:          aMUS{str, tm},
		colorGroup: colorGroupMUS{str, strs},
		hero:       heroMUS{str, ord.NewSliceSer[hero.Power](powerMUS{str})},
		user: userMUS{str: str, time: tm, birthDay: ord.NewPtrSer[time.Time](tm),
			cart: ord.NewMapSer[string, cart.CartItem](str, cartItemMUS{item})},
		data: dataMUS{str: str, strs: strs, mentions: ord.NewSliceSer[uint64](varint.Uint64),
			parent: ord.NewPtrSer[farcaster.CastID](castIDMUS{bs})},
		envelope: envelopeMUS{bs},
	}
}

// skipAll skips the fields of a struct in order.
func skipAll(bs []byte, skips ...func([]byte) (int, error)) (int, error) {
	n := 0
	for _, skip := range skips {
		m, err := skip(bs[n:])
		n += m
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// timeMUS writes varint seconds, nanoseconds and UTC offset, then the zone
// name, empty for UTC, so that the instant, offset and name come back.
type timeMUS struct{ str mus.Serializer[string] }

func zone(t time.Time) (string, int) {
	if t.Location() == time.UTC {
		return "", 0
	}
	return t.Zone()
}

func (s timeMUS) Marshal(t time.Time, bs []byte) (n int) {
	name, off := zone(t)
	n = varint.Int64.Marshal(t.Unix(), bs)
	n += varint.Int32.Marshal(int32(t.Nanosecond()), bs[n:])
	n += varint.Int32.Marshal(int32(off), bs[n:])
	return n + s.str.Marshal(name, bs[n:])
}

func (s timeMUS) Unmarshal(bs []byte) (t time.Time, n int, err error) {
	sec, n, err := varint.Int64.Unmarshal(bs)
	if err != nil {
		return
	}
	nsec, m, err := varint.Int32.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	off, m, err := varint.Int32.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	name, m, err := s.str.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	t = time.Unix(sec, int64(nsec))
	if off == 0 && name == "" {
		return t.UTC(), n, nil
	}
	return t.In(time.FixedZone(name, int(off))), n, nil
}

func (s timeMUS) Size(t time.Time) int {
	name, off := zone(t)
	return varint.Int64.Size(t.Unix()) + varint.Int32.Size(int32(t.Nanosecond())) +
		varint.Int32.Size(int32(off)) + s.str.Size(name)
}

func (s timeMUS) Skip(bs []byte) (int, error) {
	return skipAll(bs, varint.Int64.Skip, varint.Int32.Skip, varint.Int32.Skip, s.str.Skip)
}

type aMUS struct {
	str  mus.Serializer[string]
	time timeMUS
}

func (s aMUS) Marshal(v small.A, bs []byte) (n int) {
	n = s.str.Marshal(v.Name, bs)
	n += s.time.Marshal(v.BirthDay, bs[n:])
	n += s.str.Marshal(v.Phone, bs[n:])
	n += varint.Int.Marshal(v.Siblings, bs[n:])
	n += ord.Bool.Marshal(v.Spouse, bs[n:])
	return n + raw.Float64.Marshal(v.Money, bs[n:])
}

func (s aMUS) Unmarshal(bs []byte) (v small.A, n int, err error) {
	var m int
	v.Name, n, err = s.str.Unmarshal(bs)
	if err != nil {
		return
	}
	v.BirthDay, m, err = s.time.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.Phone, m, err = s.str.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.Siblings, m, err = varint.Int.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.Spouse, m, err = ord.Bool.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.Money, m, err = raw.Float64.Unmarshal(bs[n:])
	return v, n + m, err
}

func (s aMUS) Size(v small.A) int {
	return s.str.Size(v.Name) + s.time.Size(v.BirthDay) + s.str.Size(v.Phone) +
		varint.Int.Size(v.Siblings) + ord.Bool.Size(v.Spouse) + raw.Float64.Size(v.Money)
}

func (s aMUS) Skip(bs []byte) (int, error) {
	return skipAll(bs, s.str.Skip, s.time.Skip, s.str.Skip, varint.Int.Skip, ord.Bool.Skip, raw.Float64.Skip)
}

type colorGroupMUS struct {
	str  mus.Serializer[string]
	strs mus.Serializer[[]string]
}

func (s colorGroupMUS) Marshal(v colorgroup.ColorGroup, bs []byte) (n int) {
	n = varint.Int.Marshal(v.ID, bs)
	n += s.str.Marshal(v.Name, bs[n:])
	return n + s.strs.Marshal(v.Colors, bs[n:])
}

func (s colorGroupMUS) Unmarshal(bs []byte) (v colorgroup.ColorGroup, n int, err error) {
	var m int
	v.ID, n, err = varint.Int.Unmarshal(bs)
	if err != nil {
		return
	}
	v.Name, m, err = s.str.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.Colors, m, err = s.strs.Unmarshal(bs[n:])
	return v, n + m, err
}

func (s colorGroupMUS) Size(v colorgroup.ColorGroup) int {
	return varint.Int.Size(v.ID) + s.str.Size(v.Name) + s.strs.Size(v.Colors)
}

func (s colorGroupMUS) Skip(bs []byte) (int, error) {
	return skipAll(bs, varint.Int.Skip, s.str.Skip, s.strs.Skip)
}

type heroMUS struct {
	str    mus.Serializer[string]
	powers mus.Serializer[[]hero.Power]
}

func (s heroMUS) Marshal(v hero.Hero, bs []byte) (n int) {
	n = varint.Int.Marshal(v.ID, bs)
	n += varint.Int.Marshal(v.AffiliationID, bs[n:])
	n += s.str.Marshal(v.Name, bs[n:])
	n += raw.Float64.Marshal(v.Life, bs[n:])
	n += raw.Float64.Marshal(v.Energy, bs[n:])
	return n + s.powers.Marshal(v.Powers, bs[n:])
}

func (s heroMUS) Unmarshal(bs []byte) (v hero.Hero, n int, err error) {
	var m int
	v.ID, n, err = varint.Int.Unmarshal(bs)
	if err != nil {
		return
	}
	v.AffiliationID, m, err = varint.Int.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.Name, m, err = s.str.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.Life, m, err = raw.Float64.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.Energy, m, err = raw.Float64.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.Powers, m, err = s.powers.Unmarshal(bs[n:])
	return v, n + m, err
}

func (s heroMUS) Size(v hero.Hero) int {
	return varint.Int.Size(v.ID) + varint.Int.Size(v.AffiliationID) + s.str.Size(v.Name) +
		raw.Float64.Size(v.Life) + raw.Float64.Size(v.Energy) + s.powers.Size(v.Powers)
}

func (s heroMUS) Skip(bs []byte) (int, error) {
	return skipAll(bs, varint.Int.Skip, varint.Int.Skip, s.str.Skip, raw.Float64.Skip, raw.Float64.Skip, s.powers.Skip)
}

type powerMUS struct{ str mus.Serializer[string] }

func (s powerMUS) Marshal(v hero.Power, bs []byte) (n int) {
	n = varint.Int.Marshal(v.ID, bs)
	n += s.str.Marshal(v.Name, bs[n:])
	n += varint.Int.Marshal(v.Damage, bs[n:])
	n += raw.Float64.Marshal(v.Energy, bs[n:])
	return n + ord.Bool.Marshal(v.Passive, bs[n:])
}

func (s powerMUS) Unmarshal(bs []byte) (v hero.Power, n int, err error) {
	var m int
	v.ID, n, err = varint.Int.Unmarshal(bs)
	if err != nil {
		return
	}
	v.Name, m, err = s.str.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.Damage, m, err = varint.Int.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.Energy, m, err = raw.Float64.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.Passive, m, err = ord.Bool.Unmarshal(bs[n:])
	return v, n + m, err
}

func (s powerMUS) Size(v hero.Power) int {
	return varint.Int.Size(v.ID) + s.str.Size(v.Name) + varint.Int.Size(v.Damage) +
		raw.Float64.Size(v.Energy) + ord.Bool.Size(v.Passive)
}

func (s powerMUS) Skip(bs []byte) (int, error) {
	return skipAll(bs, varint.Int.Skip, s.str.Skip, varint.Int.Skip, raw.Float64.Skip, ord.Bool.Skip)
}

type userMUS struct {
	str      mus.Serializer[string]
	time     timeMUS
	birthDay mus.Serializer[*time.Time]
	cart     mus.Serializer[map[string]cart.CartItem]
}

func (s userMUS) Marshal(v cart.User, bs []byte) (n int) {
	n = s.str.Marshal(v.Name, bs)
	n += s.str.Marshal(v.Phone, bs[n:])
	n += raw.Float64.Marshal(v.Balance, bs[n:])
	n += s.birthDay.Marshal(v.BirthDay, bs[n:])
	n += s.time.Marshal(v.RegisteredAt, bs[n:])
	n += s.cart.Marshal(v.ShoppingCart, bs[n:])
	return n + ord.Bool.Marshal(v.Blocked, bs[n:])
}

func (s userMUS) Unmarshal(bs []byte) (v cart.User, n int, err error) {
	var m int
	v.Name, n, err = s.str.Unmarshal(bs)
	if err != nil {
		return
	}
	v.Phone, m, err = s.str.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.Balance, m, err = raw.Float64.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.BirthDay, m, err = s.birthDay.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.RegisteredAt, m, err = s.time.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.ShoppingCart, m, err = s.cart.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.Blocked, m, err = ord.Bool.Unmarshal(bs[n:])
	return v, n + m, err
}

func (s userMUS) Size(v cart.User) int {
	return s.str.Size(v.Name) + s.str.Size(v.Phone) + raw.Float64.Size(v.Balance) +
		s.birthDay.Size(v.BirthDay) + s.time.Size(v.RegisteredAt) + s.cart.Size(v.ShoppingCart) +
		ord.Bool.Size(v.Blocked)
}

func (s userMUS) Skip(bs []byte) (int, error) {
	return skipAll(bs, s.str.Skip, s.str.Skip, raw.Float64.Skip, s.birthDay.Skip, s.time.Skip, s.cart.Skip, ord.Bool.Skip)
}

type cartItemMUS struct{ item itemMUS }

func (s cartItemMUS) Marshal(v cart.CartItem, bs []byte) (n int) {
	n = s.item.Marshal(v.Item, bs)
	return n + varint.Int32.Marshal(v.Quantity, bs[n:])
}

func (s cartItemMUS) Unmarshal(bs []byte) (v cart.CartItem, n int, err error) {
	var m int
	v.Item, n, err = s.item.Unmarshal(bs)
	if err != nil {
		return
	}
	v.Quantity, m, err = varint.Int32.Unmarshal(bs[n:])
	return v, n + m, err
}

func (s cartItemMUS) Size(v cart.CartItem) int {
	return s.item.Size(v.Item) + varint.Int32.Size(v.Quantity)
}

func (s cartItemMUS) Skip(bs []byte) (int, error) {
	return skipAll(bs, s.item.Skip, varint.Int32.Skip)
}

type itemMUS struct {
	str  mus.Serializer[string]
	strs mus.Serializer[[]string]
	time timeMUS
	desc mus.Serializer[*string]
}

func (s itemMUS) Marshal(v cart.Item, bs []byte) (n int) {
	n = s.str.Marshal(v.ID, bs)
	n += s.time.Marshal(v.CreatedAt, bs[n:])
	n += ord.Bool.Marshal(v.Visible, bs[n:])
	n += varint.Int32.Marshal(v.OwnerID, bs[n:])
	n += s.str.Marshal(v.Name, bs[n:])
	n += s.desc.Marshal(v.Description, bs[n:])
	n += s.strs.Marshal(v.Keywords, bs[n:])
	n += raw.Float64.Marshal(v.Price, bs[n:])
	return n + raw.Float32.Marshal(v.Weight, bs[n:])
}

func (s itemMUS) Unmarshal(bs []byte) (v cart.Item, n int, err error) {
	var m int
	v.ID, n, err = s.str.Unmarshal(bs)
	if err != nil {
		return
	}
	v.CreatedAt, m, err = s.time.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.Visible, m, err = ord.Bool.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.OwnerID, m, err = varint.Int32.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.Name, m, err = s.str.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.Description, m, err = s.desc.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.Keywords, m, err = s.strs.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.Price, m, err = raw.Float64.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.Weight, m, err = raw.Float32.Unmarshal(bs[n:])
	return v, n + m, err
}

func (s itemMUS) Size(v cart.Item) int {
	return s.str.Size(v.ID) + s.time.Size(v.CreatedAt) + ord.Bool.Size(v.Visible) +
		varint.Int32.Size(v.OwnerID) + s.str.Size(v.Name) + s.desc.Size(v.Description) +
		s.strs.Size(v.Keywords) + raw.Float64.Size(v.Price) + raw.Float32.Size(v.Weight)
}

func (s itemMUS) Skip(bs []byte) (int, error) {
	return skipAll(bs, s.str.Skip, s.time.Skip, ord.Bool.Skip, varint.Int32.Skip, s.str.Skip,
		s.desc.Skip, s.strs.Skip, raw.Float64.Skip, raw.Float32.Skip)
}

// dataMUS is Farcaster's MessageData with its cast body inline.
type dataMUS struct {
	str      mus.Serializer[string]
	strs     mus.Serializer[[]string]
	mentions mus.Serializer[[]uint64]
	parent   mus.Serializer[*farcaster.CastID]
}

func (s dataMUS) Marshal(v farcaster.MessageData, bs []byte) (n int) {
	n = varint.Int32.Marshal(int32(v.Type), bs)
	n += varint.Uint64.Marshal(v.Fid, bs[n:])
	n += varint.Uint32.Marshal(v.Timestamp, bs[n:])
	n += varint.Int32.Marshal(int32(v.Network), bs[n:])
	n += s.strs.Marshal(v.Body.Embeds, bs[n:])
	n += s.mentions.Marshal(v.Body.Mentions, bs[n:])
	n += s.parent.Marshal(v.Body.ParentCastID, bs[n:])
	return n + s.str.Marshal(v.Body.Text, bs[n:])
}

func (s dataMUS) Unmarshal(bs []byte) (v farcaster.MessageData, n int, err error) {
	var (
		m            int
		typ, network int32
		body         = &v.Body
	)
	typ, n, err = varint.Int32.Unmarshal(bs)
	if err != nil {
		return
	}
	v.Type = farcaster.MessageType(typ)
	v.Fid, m, err = varint.Uint64.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.Timestamp, m, err = varint.Uint32.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	network, m, err = varint.Int32.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.Network = farcaster.Network(network)
	body.Embeds, m, err = s.strs.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	body.Mentions, m, err = s.mentions.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	body.ParentCastID, m, err = s.parent.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	body.Text, m, err = s.str.Unmarshal(bs[n:])
	return v, n + m, err
}

func (s dataMUS) Size(v farcaster.MessageData) int {
	return varint.Int32.Size(int32(v.Type)) + varint.Uint64.Size(v.Fid) + varint.Uint32.Size(v.Timestamp) +
		varint.Int32.Size(int32(v.Network)) + s.strs.Size(v.Body.Embeds) + s.mentions.Size(v.Body.Mentions) +
		s.parent.Size(v.Body.ParentCastID) + s.str.Size(v.Body.Text)
}

func (s dataMUS) Skip(bs []byte) (int, error) {
	return skipAll(bs, varint.Int32.Skip, varint.Uint64.Skip, varint.Uint32.Skip, varint.Int32.Skip,
		s.strs.Skip, s.mentions.Skip, s.parent.Skip, s.str.Skip)
}

type castIDMUS struct{ bs mus.Serializer[[]byte] }

func (s castIDMUS) Marshal(v farcaster.CastID, bs []byte) (n int) {
	n = varint.Uint64.Marshal(v.Fid, bs)
	return n + s.bs.Marshal(v.TsHash, bs[n:])
}

func (s castIDMUS) Unmarshal(bs []byte) (v farcaster.CastID, n int, err error) {
	var m int
	v.Fid, n, err = varint.Uint64.Unmarshal(bs)
	if err != nil {
		return
	}
	v.TsHash, m, err = s.bs.Unmarshal(bs[n:])
	return v, n + m, err
}

func (s castIDMUS) Size(v farcaster.CastID) int {
	return varint.Uint64.Size(v.Fid) + s.bs.Size(v.TsHash)
}

func (s castIDMUS) Skip(bs []byte) (int, error) {
	return skipAll(bs, varint.Uint64.Skip, s.bs.Skip)
}

// envelopeMUS is the envelope as it travels, its data already encoded.
type envelopeMUS struct{ bs mus.Serializer[[]byte] }

func (s envelopeMUS) Marshal(v farcaster.Envelope, bs []byte) (n int) {
	n = s.bs.Marshal(v.Data, bs)
	n += s.bs.Marshal(v.Hash, bs[n:])
	n += varint.Int32.Marshal(int32(v.HashScheme), bs[n:])
	n += s.bs.Marshal(v.Signature, bs[n:])
	n += varint.Int32.Marshal(int32(v.SignatureScheme), bs[n:])
	return n + s.bs.Marshal(v.Signer, bs[n:])
}

func (s envelopeMUS) Unmarshal(bs []byte) (v farcaster.Envelope, n int, err error) {
	var (
		m         int
		hash, sig int32
	)
	v.Data, n, err = s.bs.Unmarshal(bs)
	if err != nil {
		return
	}
	v.Hash, m, err = s.bs.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	hash, m, err = varint.Int32.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.HashScheme = farcaster.HashScheme(hash)
	v.Signature, m, err = s.bs.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	sig, m, err = varint.Int32.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.SignatureScheme = farcaster.SignatureScheme(sig)
	v.Signer, m, err = s.bs.Unmarshal(bs[n:])
	return v, n + m, err
}

func (s envelopeMUS) Size(v farcaster.Envelope) int {
	return s.bs.Size(v.Data) + s.bs.Size(v.Hash) + varint.Int32.Size(int32(v.HashScheme)) +
		s.bs.Size(v.Signature) + varint.Int32.Size(int32(v.SignatureScheme)) + s.bs.Size(v.Signer)
}

func (s envelopeMUS) Skip(bs []byte) (int, error) {
	return skipAll(bs, s.bs.Skip, s.bs.Skip, varint.Int32.Skip, s.bs.Skip, varint.Int32.Skip, s.bs.Skip)
}
