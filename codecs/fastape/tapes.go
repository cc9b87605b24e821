package fastape

import (
	"strings"
	"time"

	"github.com/nazarifard/fastape"

	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

// A cursor rolls values onto a tape or unrolls them from it, keeping the
// offset and the first error, so that a struct's tape reads as its fields.
type cursor struct {
	bs  []byte
	n   int
	err error
}

func put[V any, T fastape.Marshaler[V]](c *cursor, t T, v V) {
	if c.err == nil {
		var k int
		k, c.err = t.Marshal(v, c.bs[c.n:])
		c.n += k
	}
}

func get[V any, T fastape.Unmarshaler[V]](c *cursor, t T, p *V) {
	if c.err == nil {
		var k int
		k, c.err = t.Unmarshal(c.bs[c.n:], p)
		c.n += k
	}
}

// ownedString is fastape's StringTape with decoded strings copied out of
// the input, which StringTape's own strings alias.
type ownedString struct{ fastape.StringTape }

func (t ownedString) Unmarshal(bs []byte, p *string) (int, error) {
	n, err := t.StringTape.Unmarshal(bs, p)
	*p = strings.Clone(*p)
	return n, err
}

// stringTape is what the tapes below take for strings: ownedString, or
// StringTape itself for the unsafe variant.
type stringTape interface {
	fastape.Tape[string]
}

// The fixed-size values and the composite tapes the datasets need.
type (
	intTape     = fastape.UnitTape[int]
	int32Tape   = fastape.UnitTape[int32]
	uint32Tape  = fastape.UnitTape[uint32]
	uint64Tape  = fastape.UnitTape[uint64]
	float64Tape = fastape.UnitTape[float64]
	float32Tape = fastape.UnitTape[float32]
	boolTape    = fastape.UnitTape[bool]
	bytesTape   = fastape.SliceTape[byte, fastape.UnitTape[byte]]
)

type aTape[S stringTape] struct{}

func (aTape[S]) Sizeof(v small.A) int {
	var s S
	return s.Sizeof(v.Name) + fastape.TimeTape{}.Sizeof(v.BirthDay) + s.Sizeof(v.Phone) +
		intTape{}.Sizeof(v.Siblings) + boolTape{}.Sizeof(v.Spouse) + float64Tape{}.Sizeof(v.Money)
}

func (aTape[S]) Marshal(v small.A, bs []byte) (int, error) {
	var s S
	c := cursor{bs: bs}
	put(&c, s, v.Name)
	put(&c, fastape.TimeTape{}, v.BirthDay)
	put(&c, s, v.Phone)
	put(&c, intTape{}, v.Siblings)
	put(&c, boolTape{}, v.Spouse)
	put(&c, float64Tape{}, v.Money)
	return c.n, c.err
}

func (aTape[S]) Unmarshal(bs []byte, v *small.A) (int, error) {
	var s S
	c := cursor{bs: bs}
	get(&c, s, &v.Name)
	get(&c, fastape.TimeTape{}, &v.BirthDay)
	get(&c, s, &v.Phone)
	get(&c, intTape{}, &v.Siblings)
	get(&c, boolTape{}, &v.Spouse)
	get(&c, float64Tape{}, &v.Money)
	return c.n, c.err
}

type colorGroupTape[S stringTape] struct{}

func (colorGroupTape[S]) Sizeof(v colorgroup.ColorGroup) int {
	var s S
	return intTape{}.Sizeof(v.ID) + s.Sizeof(v.Name) + fastape.SliceTape[string, S]{}.Sizeof(v.Colors)
}

func (colorGroupTape[S]) Marshal(v colorgroup.ColorGroup, bs []byte) (int, error) {
	var s S
	c := cursor{bs: bs}
	put(&c, intTape{}, v.ID)
	put(&c, s, v.Name)
	put(&c, fastape.SliceTape[string, S]{}, v.Colors)
	return c.n, c.err
}

func (colorGroupTape[S]) Unmarshal(bs []byte, v *colorgroup.ColorGroup) (int, error) {
	var s S
	c := cursor{bs: bs}
	get(&c, intTape{}, &v.ID)
	get(&c, s, &v.Name)
	get(&c, fastape.SliceTape[string, S]{}, &v.Colors)
	return c.n, c.err
}

type heroTape[S stringTape] struct{}

func (heroTape[S]) Sizeof(v hero.Hero) int {
	var s S
	return 2*intTape{}.Sizeof(0) + s.Sizeof(v.Name) + 2*float64Tape{}.Sizeof(0) +
		fastape.SliceTape[hero.Power, powerTape[S]]{}.Sizeof(v.Powers)
}

func (heroTape[S]) Marshal(v hero.Hero, bs []byte) (int, error) {
	var s S
	c := cursor{bs: bs}
	put(&c, intTape{}, v.ID)
	put(&c, intTape{}, v.AffiliationID)
	put(&c, s, v.Name)
	put(&c, float64Tape{}, v.Life)
	put(&c, float64Tape{}, v.Energy)
	put(&c, fastape.SliceTape[hero.Power, powerTape[S]]{}, v.Powers)
	return c.n, c.err
}

func (heroTape[S]) Unmarshal(bs []byte, v *hero.Hero) (int, error) {
	var s S
	c := cursor{bs: bs}
	get(&c, intTape{}, &v.ID)
	get(&c, intTape{}, &v.AffiliationID)
	get(&c, s, &v.Name)
	get(&c, float64Tape{}, &v.Life)
	get(&c, float64Tape{}, &v.Energy)
	get(&c, fastape.SliceTape[hero.Power, powerTape[S]]{}, &v.Powers)
	return c.n, c.err
}

type powerTape[S stringTape] struct{}

func (powerTape[S]) Sizeof(v hero.Power) int {
	var s S
	return 2*intTape{}.Sizeof(0) + s.Sizeof(v.Name) + float64Tape{}.Sizeof(0) + boolTape{}.Sizeof(false)
}

func (powerTape[S]) Marshal(v hero.Power, bs []byte) (int, error) {
	var s S
	c := cursor{bs: bs}
	put(&c, intTape{}, v.ID)
	put(&c, s, v.Name)
	put(&c, intTape{}, v.Damage)
	put(&c, float64Tape{}, v.Energy)
	put(&c, boolTape{}, v.Passive)
	return c.n, c.err
}

func (powerTape[S]) Unmarshal(bs []byte, v *hero.Power) (int, error) {
	var s S
	c := cursor{bs: bs}
	get(&c, intTape{}, &v.ID)
	get(&c, s, &v.Name)
	get(&c, intTape{}, &v.Damage)
	get(&c, float64Tape{}, &v.Energy)
	get(&c, boolTape{}, &v.Passive)
	return c.n, c.err
}

type (
	userTape[S stringTape] struct{}
	cartTape[S stringTape] = fastape.MapTape[string, cart.CartItem, S, cartItemTape[S]]
	timePtr                = fastape.PtrTape[time.Time, fastape.TimeTape]
)

func (userTape[S]) Sizeof(v cart.User) int {
	var s S
	return s.Sizeof(v.Name) + s.Sizeof(v.Phone) + float64Tape{}.Sizeof(0) + timePtr{}.Sizeof(v.BirthDay) +
		fastape.TimeTape{}.Sizeof(v.RegisteredAt) + cartTape[S]{}.Sizeof(v.ShoppingCart) + boolTape{}.Sizeof(false)
}

func (userTape[S]) Marshal(v cart.User, bs []byte) (int, error) {
	var s S
	c := cursor{bs: bs}
	put(&c, s, v.Name)
	put(&c, s, v.Phone)
	put(&c, float64Tape{}, v.Balance)
	put(&c, timePtr{}, v.BirthDay)
	put(&c, fastape.TimeTape{}, v.RegisteredAt)
	put(&c, cartTape[S]{}, map[string]cart.CartItem(v.ShoppingCart))
	put(&c, boolTape{}, v.Blocked)
	return c.n, c.err
}

func (userTape[S]) Unmarshal(bs []byte, v *cart.User) (int, error) {
	var s S
	c := cursor{bs: bs}
	get(&c, s, &v.Name)
	get(&c, s, &v.Phone)
	get(&c, float64Tape{}, &v.Balance)
	get(&c, timePtr{}, &v.BirthDay)
	get(&c, fastape.TimeTape{}, &v.RegisteredAt)
	get(&c, cartTape[S]{}, (*map[string]cart.CartItem)(&v.ShoppingCart))
	get(&c, boolTape{}, &v.Blocked)
	return c.n, c.err
}

type cartItemTape[S stringTape] struct{}

func (cartItemTape[S]) Sizeof(v cart.CartItem) int {
	return itemTape[S]{}.Sizeof(v.Item) + int32Tape{}.Sizeof(0)
}

func (cartItemTape[S]) Marshal(v cart.CartItem, bs []byte) (int, error) {
	c := cursor{bs: bs}
	put(&c, itemTape[S]{}, v.Item)
	put(&c, int32Tape{}, v.Quantity)
	return c.n, c.err
}

func (cartItemTape[S]) Unmarshal(bs []byte, v *cart.CartItem) (int, error) {
	c := cursor{bs: bs}
	get(&c, itemTape[S]{}, &v.Item)
	get(&c, int32Tape{}, &v.Quantity)
	return c.n, c.err
}

type itemTape[S stringTape] struct{}

func (itemTape[S]) Sizeof(v cart.Item) int {
	var s S
	return s.Sizeof(v.ID) + fastape.TimeTape{}.Sizeof(v.CreatedAt) + boolTape{}.Sizeof(false) + int32Tape{}.Sizeof(0) +
		s.Sizeof(v.Name) + fastape.PtrTape[string, S]{}.Sizeof(v.Description) +
		fastape.SliceTape[string, S]{}.Sizeof(v.Keywords) + float64Tape{}.Sizeof(0) + float32Tape{}.Sizeof(0)
}

func (itemTape[S]) Marshal(v cart.Item, bs []byte) (int, error) {
	var s S
	c := cursor{bs: bs}
	put(&c, s, v.ID)
	put(&c, fastape.TimeTape{}, v.CreatedAt)
	put(&c, boolTape{}, v.Visible)
	put(&c, int32Tape{}, v.OwnerID)
	put(&c, s, v.Name)
	put(&c, fastape.PtrTape[string, S]{}, v.Description)
	put(&c, fastape.SliceTape[string, S]{}, v.Keywords)
	put(&c, float64Tape{}, v.Price)
	put(&c, float32Tape{}, v.Weight)
	return c.n, c.err
}

func (itemTape[S]) Unmarshal(bs []byte, v *cart.Item) (int, error) {
	var s S
	c := cursor{bs: bs}
	get(&c, s, &v.ID)
	get(&c, fastape.TimeTape{}, &v.CreatedAt)
	get(&c, boolTape{}, &v.Visible)
	get(&c, int32Tape{}, &v.OwnerID)
	get(&c, s, &v.Name)
	get(&c, fastape.PtrTape[string, S]{}, &v.Description)
	get(&c, fastape.SliceTape[string, S]{}, &v.Keywords)
	get(&c, float64Tape{}, &v.Price)
	get(&c, float32Tape{}, &v.Weight)
	return c.n, c.err
}

type envelopeTape struct{}

func (envelopeTape) Sizeof(v farcaster.Envelope) int {
	return bytesTape{}.Sizeof(v.Data) + bytesTape{}.Sizeof(v.Hash) + int32Tape{}.Sizeof(0) +
		bytesTape{}.Sizeof(v.Signature) + int32Tape{}.Sizeof(0) + bytesTape{}.Sizeof(v.Signer)
}

func (envelopeTape) Marshal(v farcaster.Envelope, bs []byte) (int, error) {
	c := cursor{bs: bs}
	put(&c, bytesTape{}, v.Data)
	put(&c, bytesTape{}, v.Hash)
	put(&c, int32Tape{}, int32(v.HashScheme))
	put(&c, bytesTape{}, v.Signature)
	put(&c, int32Tape{}, int32(v.SignatureScheme))
	put(&c, bytesTape{}, v.Signer)
	return c.n, c.err
}

func (envelopeTape) Unmarshal(bs []byte, v *farcaster.Envelope) (int, error) {
	c := cursor{bs: bs}
	get(&c, bytesTape{}, &v.Data)
	get(&c, bytesTape{}, &v.Hash)
	get(&c, int32Tape{}, (*int32)(&v.HashScheme))
	get(&c, bytesTape{}, &v.Signature)
	get(&c, int32Tape{}, (*int32)(&v.SignatureScheme))
	get(&c, bytesTape{}, &v.Signer)
	return c.n, c.err
}

type (
	messageDataTape[S stringTape] struct{}
	castIDTape                    struct{}
)

func (messageDataTape[S]) Sizeof(v farcaster.MessageData) int {
	var s S
	b := &v.Body
	return int32Tape{}.Sizeof(0) + uint64Tape{}.Sizeof(0) + uint32Tape{}.Sizeof(0) + int32Tape{}.Sizeof(0) +
		fastape.SliceTape[string, S]{}.Sizeof(b.Embeds) + fastape.SliceTape[uint64, uint64Tape]{}.Sizeof(b.Mentions) +
		fastape.PtrTape[farcaster.CastID, castIDTape]{}.Sizeof(b.ParentCastID) + s.Sizeof(b.Text)
}

func (messageDataTape[S]) Marshal(v farcaster.MessageData, bs []byte) (int, error) {
	var s S
	b := &v.Body
	c := cursor{bs: bs}
	put(&c, int32Tape{}, int32(v.Type))
	put(&c, uint64Tape{}, v.Fid)
	put(&c, uint32Tape{}, v.Timestamp)
	put(&c, int32Tape{}, int32(v.Network))
	put(&c, fastape.SliceTape[string, S]{}, b.Embeds)
	put(&c, fastape.SliceTape[uint64, uint64Tape]{}, b.Mentions)
	put(&c, fastape.PtrTape[farcaster.CastID, castIDTape]{}, b.ParentCastID)
	put(&c, s, b.Text)
	return c.n, c.err
}

func (messageDataTape[S]) Unmarshal(bs []byte, v *farcaster.MessageData) (int, error) {
	var s S
	b := &v.Body
	c := cursor{bs: bs}
	get(&c, int32Tape{}, (*int32)(&v.Type))
	get(&c, uint64Tape{}, &v.Fid)
	get(&c, uint32Tape{}, &v.Timestamp)
	get(&c, int32Tape{}, (*int32)(&v.Network))
	get(&c, fastape.SliceTape[string, S]{}, &b.Embeds)
	get(&c, fastape.SliceTape[uint64, uint64Tape]{}, &b.Mentions)
	get(&c, fastape.PtrTape[farcaster.CastID, castIDTape]{}, &b.ParentCastID)
	get(&c, s, &b.Text)
	return c.n, c.err
}

func (castIDTape) Sizeof(v farcaster.CastID) int {
	return uint64Tape{}.Sizeof(0) + bytesTape{}.Sizeof(v.TsHash)
}

func (castIDTape) Marshal(v farcaster.CastID, bs []byte) (int, error) {
	c := cursor{bs: bs}
	put(&c, uint64Tape{}, v.Fid)
	put(&c, bytesTape{}, v.TsHash)
	return c.n, c.err
}

func (castIDTape) Unmarshal(bs []byte, v *farcaster.CastID) (int, error) {
	c := cursor{bs: bs}
	get(&c, uint64Tape{}, &v.Fid)
	get(&c, bytesTape{}, &v.TsHash)
	return c.n, c.err
}
