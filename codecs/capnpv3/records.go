package capnpv3

import (
	"bytes"
	"time"

	"capnproto.org/go/capnp/v3"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/capnpv3/cp"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

// An encoding is how messages are made and framed: plain or packed, in a
// new message or a reused one.
type encoding struct {
	newMessage func() (*capnp.Message, *capnp.Segment, error)
	marshal    func(*capnp.Message) ([]byte, error)
	unmarshal  func([]byte) (*capnp.Message, error)
}

func fresh() (*capnp.Message, *capnp.Segment, error) {
	return capnp.NewMessage(capnp.SingleSegment(nil))
}

var (
	plain  = &encoding{fresh, (*capnp.Message).Marshal, capnp.Unmarshal}
	packed = &encoding{fresh, (*capnp.Message).MarshalPacked, capnp.UnmarshalPacked}
)

// Builders and readers call the generated accessors, nearly all of which
// return an error; try and check turn one into a panic that encode, decode
// and access recover as their error, so that the field code reads as a list
// of fields.
type (
	marshaler[T any] func(e *encoding, v *T) ([]byte, error)
	builder[T any]   func(e *encoding, seg *capnp.Segment, v *T)
	reader[T any]    func(e *encoding, msg *capnp.Message, v *T)
	accessor         func(e *encoding, msg *capnp.Message) int
	// An updater sets fields of a message read from bytes, which writes
	// them into those bytes, and returns how many it set.
	updater func(msg *capnp.Message) int
)

type failure struct{ error }

func try[V any](v V, err error) V {
	check(err)
	return v
}

func check(err error) {
	if err != nil {
		panic(failure{err})
	}
}

func catch(err *error) {
	if r := recover(); r != nil {
		f, ok := r.(failure)
		if !ok {
			panic(r)
		}
		*err = f.error
	}
}

func encode[T any](e *encoding, build builder[T], v *T) (_ []byte, err error) {
	defer catch(&err)
	msg, seg, err := e.newMessage()
	if err != nil {
		return nil, err
	}
	build(e, seg, v)
	return e.marshal(msg)
}

// encoder marshals records whose message is built by build.
func encoder[T any](build builder[T]) marshaler[T] {
	return func(e *encoding, v *T) ([]byte, error) { return encode(e, build, v) }
}

func decode[T any](e *encoding, read reader[T], data []byte, v *T) (err error) {
	defer catch(&err)
	msg, err := e.unmarshal(data)
	if err != nil {
		return err
	}
	read(e, msg, v)
	return nil
}

func ops[T any](e *encoding, marshal marshaler[T], read reader[T], access accessor) serbench.Ops[T] {
	return serbench.Ops[T]{
		Marshal: func(v *T) ([]byte, error) { return marshal(e, v) },
		Unmarshal: func(data []byte) (*T, error) {
			v := new(T)
			return v, decode(e, read, data, v)
		},
		Access: func(data []byte) (_ int, err error) {
			defer catch(&err)
			return access(e, try(e.unmarshal(data))), nil
		},
	}
}

// support registers d; update, when not nil, is the default variant's
// update op (packed bytes are unpacked into a copy, so the packed variant
// has none).
func support[T any](d *serbench.Dataset[T], marshal marshaler[T], read reader[T], access accessor, update updater) {
	def := ops(plain, marshal, read, access)
	if update != nil {
		def.Update = func(data []byte) (_ int, err error) {
			defer catch(&err)
			return update(try(capnp.Unmarshal(data))), nil
		}
	}
	p := ops(packed, marshal, read, access)
	p.Note = "Message.MarshalPacked and capnp.UnmarshalPacked: the packing compression"
	r := reused()
	serbench.Support(name, d, serbench.Impl[T, T]{Variants: map[serbench.Variant]serbench.Ops[T]{
		serbench.Default: def,
		"packed":         p,
		serbench.Reuse: {
			Marshal: func(v *T) ([]byte, error) { return marshal(r, v) },
			Note:    reuseNote,
		}},
	})
}

func setTime(t cp.Time, v time.Time) {
	name, offset := v.Zone()
	t.SetSeconds(v.Unix())
	t.SetNanos(int32(v.Nanosecond()))
	t.SetOffset(int32(offset))
	check(t.SetZone(name))
}

func readTime(t cp.Time, err error) time.Time {
	check(err)
	v := time.Unix(t.Seconds(), int64(t.Nanos()))
	zone, offset := try(t.ZoneBytes()), int(t.Offset())
	if offset == 0 && string(zone) == "UTC" {
		return v.UTC()
	}
	return v.In(time.FixedZone(string(zone), offset))
}

func setStrings(l capnp.TextList, ss []string) {
	for i, s := range ss {
		check(l.Set(i, s))
	}
}

func readStrings(l capnp.TextList, err error) []string {
	check(err)
	ss := make([]string, l.Len())
	for i := range ss {
		ss[i] = try(l.At(i))
	}
	return ss
}

func buildA(_ *encoding, seg *capnp.Segment, v *small.A) {
	a := try(cp.NewRootA(seg))
	check(a.SetName(v.Name))
	setTime(try(a.NewBirthDay()), v.BirthDay)
	check(a.SetPhone(v.Phone))
	a.SetSiblings(int64(v.Siblings))
	a.SetSpouse(v.Spouse)
	a.SetMoney(v.Money)
}

func readA(_ *encoding, msg *capnp.Message, v *small.A) {
	a := try(cp.ReadRootA(msg))
	v.Name = try(a.Name())
	if a.HasBirthDay() {
		v.BirthDay = readTime(a.BirthDay())
	}
	v.Phone = try(a.Phone())
	v.Siblings = int(a.Siblings())
	v.Spouse = a.Spouse()
	v.Money = a.Money()
}

func accessA(_ *encoding, msg *capnp.Message) int {
	a := try(cp.ReadRootA(msg))
	return len(try(a.NameBytes()))
}

func buildColorGroup(_ *encoding, seg *capnp.Segment, v *colorgroup.ColorGroup) {
	g := try(cp.NewRootColorGroup(seg))
	g.SetId(int64(v.ID))
	check(g.SetName(v.Name))
	if v.Colors != nil {
		setStrings(try(g.NewColors(int32(len(v.Colors)))), v.Colors)
	}
}

func readColorGroup(_ *encoding, msg *capnp.Message, v *colorgroup.ColorGroup) {
	g := try(cp.ReadRootColorGroup(msg))
	v.ID = int(g.Id())
	v.Name = try(g.Name())
	if g.HasColors() {
		v.Colors = readStrings(g.Colors())
	}
}

func accessColorGroup(_ *encoding, msg *capnp.Message) int {
	g := try(cp.ReadRootColorGroup(msg))
	return len(try(g.NameBytes()))
}

func buildHero(_ *encoding, seg *capnp.Segment, v *hero.Hero) {
	h := try(cp.NewRootHero(seg))
	h.SetId(int64(v.ID))
	h.SetAffiliationId(int64(v.AffiliationID))
	check(h.SetName(v.Name))
	h.SetLife(v.Life)
	h.SetEnergy(v.Energy)
	if v.Powers != nil {
		ps := try(h.NewPowers(int32(len(v.Powers))))
		for i := range v.Powers {
			p, q := &v.Powers[i], ps.At(i)
			q.SetId(int64(p.ID))
			check(q.SetName(p.Name))
			q.SetDamage(int64(p.Damage))
			q.SetEnergy(p.Energy)
			q.SetPassive(p.Passive)
		}
	}
}

func readHero(_ *encoding, msg *capnp.Message, v *hero.Hero) {
	h := try(cp.ReadRootHero(msg))
	v.ID = int(h.Id())
	v.AffiliationID = int(h.AffiliationId())
	v.Name = try(h.Name())
	v.Life = h.Life()
	v.Energy = h.Energy()
	if h.HasPowers() {
		ps := try(h.Powers())
		v.Powers = make([]hero.Power, ps.Len())
		for i := range v.Powers {
			q := ps.At(i)
			v.Powers[i] = hero.Power{ID: int(q.Id()), Name: try(q.Name()), Damage: int(q.Damage()),
				Energy: q.Energy(), Passive: q.Passive()}
		}
	}
}

func accessHero(_ *encoding, msg *capnp.Message) int {
	h := try(cp.ReadRootHero(msg))
	return len(try(h.NameBytes()))
}

func buildUser(_ *encoding, seg *capnp.Segment, v *cart.User) {
	u := try(cp.NewRootUser(seg))
	check(u.SetName(v.Name))
	check(u.SetPhone(v.Phone))
	u.SetBalance(v.Balance)
	if v.BirthDay != nil {
		setTime(try(u.NewBirthDay()), *v.BirthDay)
	}
	setTime(try(u.NewRegisteredAt()), v.RegisteredAt)
	if v.ShoppingCart != nil {
		entries := try(u.NewShoppingCart(int32(len(v.ShoppingCart))))
		i := 0
		for k, c := range v.ShoppingCart {
			e := entries.At(i)
			i++
			check(e.SetKey(k))
			ci := try(e.NewValue())
			ci.SetQuantity(c.Quantity)
			buildItem(try(ci.NewItem()), &c.Item)
		}
	}
	u.SetBlocked(v.Blocked)
}

func buildItem(r cp.Item, it *cart.Item) {
	check(r.SetId(it.ID))
	setTime(try(r.NewCreatedAt()), it.CreatedAt)
	r.SetVisible(it.Visible)
	r.SetOwnerId(it.OwnerID)
	check(r.SetName(it.Name))
	if it.Description != nil {
		check(r.SetDescription(*it.Description))
	}
	if it.Keywords != nil {
		setStrings(try(r.NewKeywords(int32(len(it.Keywords)))), it.Keywords)
	}
	r.SetPrice(it.Price)
	r.SetWeight(it.Weight)
}

func readUser(_ *encoding, msg *capnp.Message, v *cart.User) {
	u := try(cp.ReadRootUser(msg))
	v.Name = try(u.Name())
	v.Phone = try(u.Phone())
	v.Balance = u.Balance()
	if u.HasBirthDay() {
		bd := readTime(u.BirthDay())
		v.BirthDay = &bd
	}
	if u.HasRegisteredAt() {
		v.RegisteredAt = readTime(u.RegisteredAt())
	}
	if u.HasShoppingCart() {
		entries := try(u.ShoppingCart())
		v.ShoppingCart = make(cart.ShoppingCart, entries.Len())
		for i := range entries.Len() {
			e := entries.At(i)
			var c cart.CartItem
			if e.HasValue() {
				ci := try(e.Value())
				c.Quantity = ci.Quantity()
				if ci.HasItem() {
					readItem(try(ci.Item()), &c.Item)
				}
			}
			v.ShoppingCart[try(e.Key())] = c
		}
	}
	v.Blocked = u.Blocked()
}

func readItem(r cp.Item, it *cart.Item) {
	it.ID = try(r.Id())
	if r.HasCreatedAt() {
		it.CreatedAt = readTime(r.CreatedAt())
	}
	it.Visible = r.Visible()
	it.OwnerID = r.OwnerId()
	it.Name = try(r.Name())
	if r.HasDescription() {
		d := try(r.Description())
		it.Description = &d
	}
	if r.HasKeywords() {
		it.Keywords = readStrings(r.Keywords())
	}
	it.Price = r.Price()
	it.Weight = r.Weight()
}

func accessUser(_ *encoding, msg *capnp.Message) int {
	u := try(cp.ReadRootUser(msg))
	return len(try(u.NameBytes()))
}

// marshalMessage encodes the MessageData as a message of its own, framed
// as the envelope is, then the envelope holding its bytes.
func marshalMessage(e *encoding, v *farcaster.Message) ([]byte, error) {
	data, err := encode(e, buildMessageData, &v.Data)
	if err != nil {
		return nil, err
	}
	env := v.Envelope(data)
	return encode(e, buildEnvelope, &env)
}

func buildEnvelope(_ *encoding, seg *capnp.Segment, v *farcaster.Envelope) {
	m := try(cp.NewRootMessage(seg))
	check(m.SetData(v.Data))
	check(m.SetHash(v.Hash))
	m.SetHashScheme(cp.HashScheme(v.HashScheme))
	check(m.SetSignature(v.Signature))
	m.SetSignatureScheme(cp.SignatureScheme(v.SignatureScheme))
	check(m.SetSigner(v.Signer))
}

func buildMessageData(_ *encoding, seg *capnp.Segment, d *farcaster.MessageData) {
	r := try(cp.NewRootMessageData(seg))
	r.SetType(cp.MessageType(d.Type))
	r.SetFid(d.Fid)
	r.SetTimestamp(d.Timestamp)
	r.SetNetwork(cp.Network(d.Network))
	b := try(r.NewCastAddBody())
	c := &d.Body
	if c.Embeds != nil {
		setStrings(try(b.NewEmbeds(int32(len(c.Embeds)))), c.Embeds)
	}
	if c.Mentions != nil {
		l := try(b.NewMentions(int32(len(c.Mentions))))
		for i, m := range c.Mentions {
			l.Set(i, m)
		}
	}
	if p := c.ParentCastID; p != nil {
		q := try(b.NewParentCastId())
		q.SetFid(p.Fid)
		check(q.SetTsHash(p.TsHash))
	}
	check(b.SetText(c.Text))
}

func readMessage(e *encoding, msg *capnp.Message, v *farcaster.Message) {
	m := try(cp.ReadRootMessage(msg))
	v.Hash = bytes.Clone(try(m.Hash()))
	v.HashScheme = farcaster.HashScheme(m.HashScheme())
	v.Signature = bytes.Clone(try(m.Signature()))
	v.SignatureScheme = farcaster.SignatureScheme(m.SignatureScheme())
	v.Signer = bytes.Clone(try(m.Signer()))
	msg = try(e.unmarshal(try(m.Data())))
	readMessageData(e, msg, &v.Data)
}

func readMessageData(_ *encoding, msg *capnp.Message, d *farcaster.MessageData) {
	r := try(cp.ReadRootMessageData(msg))
	d.Type = farcaster.MessageType(r.Type())
	d.Fid = r.Fid()
	d.Timestamp = r.Timestamp()
	d.Network = farcaster.Network(r.Network())
	if !r.HasCastAddBody() {
		return
	}
	b := try(r.CastAddBody())
	c := &d.Body
	if b.HasEmbeds() {
		c.Embeds = readStrings(b.Embeds())
	}
	if b.HasMentions() {
		l := try(b.Mentions())
		c.Mentions = make([]uint64, l.Len())
		for i := range c.Mentions {
			c.Mentions[i] = l.At(i)
		}
	}
	if b.HasParentCastId() {
		p := try(b.ParentCastId())
		c.ParentCastID = &farcaster.CastID{Fid: p.Fid(), TsHash: bytes.Clone(try(p.TsHash()))}
	}
	c.Text = try(b.Text())
}

// accessMessage reads the cast's text length through both levels.
func accessMessage(e *encoding, msg *capnp.Message) int {
	m := try(cp.ReadRootMessage(msg))
	r := try(cp.ReadRootMessageData(try(e.unmarshal(try(m.Data())))))
	b := try(r.CastAddBody())
	return len(try(b.TextBytes()))
}
