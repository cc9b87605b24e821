package mus

import (
	"time"

	"github.com/mus-format/mus-go"
	"github.com/mus-format/mus-go/ord"
	"github.com/mus-format/mus-go/varint"

	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
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

// The struct serializers hold the serializers their fields use, chosen
// here and in newSers; their Marshal, Unmarshal, Size and Skip, a call per
// field in order, are written by internal/genserializers, whose table names
// each field's serializer (serializers.gen.go).

type aMUS struct {
	str  mus.Serializer[string]
	time timeMUS
}

type colorGroupMUS struct {
	str  mus.Serializer[string]
	strs mus.Serializer[[]string]
}

type heroMUS struct {
	str    mus.Serializer[string]
	powers mus.Serializer[[]hero.Power]
}

type powerMUS struct{ str mus.Serializer[string] }

type userMUS struct {
	str      mus.Serializer[string]
	time     timeMUS
	birthDay mus.Serializer[*time.Time]
	cart     mus.Serializer[map[string]cart.CartItem]
}

type cartItemMUS struct{ item itemMUS }

type itemMUS struct {
	str  mus.Serializer[string]
	strs mus.Serializer[[]string]
	time timeMUS
	desc mus.Serializer[*string]
}

// dataMUS is Farcaster's MessageData with its cast body inline.
type dataMUS struct {
	str      mus.Serializer[string]
	strs     mus.Serializer[[]string]
	mentions mus.Serializer[[]uint64]
	parent   mus.Serializer[*farcaster.CastID]
}

type castIDMUS struct{ bs mus.Serializer[[]byte] }

// envelopeMUS is the envelope as it travels, its data already encoded.
type envelopeMUS struct{ bs mus.Serializer[[]byte] }
