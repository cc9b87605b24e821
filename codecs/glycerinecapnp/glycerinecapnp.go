// Package glycerinecapnp registers github.com/glycerine/go-capnproto, the
// first ("v1") Go implementation of Cap'n Proto, with its older API: no
// errors from accessors, segments rather than messages.
//
// The schema is schema.capnp; capnp and the module's own capnpc-go (run with
// go run at the pinned version) write the accessors into ./cp. Marshal builds
// each record from the dataset's Go value in a new expanding segment and
// writes it with Segment.WriteTo; Unmarshal reads it back with
// ReadFromMemoryZeroCopy and materialises every field into a fresh dataset
// value (strings and bytes copied); Access reads one field from the bytes.
// The large collections' schema is collections.capnp, generated into ./cpc;
// they also have the update op, which sets fields in place.
package glycerinecapnp

import (
	"bytes"
	"maps"
	"slices"
	"time"

	C "github.com/glycerine/go-capnproto"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/glycerinecapnp/cp"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

//go:generate sh -c "rm -rf cp && mkdir cp && capnp compile -o- -I\"$(go list -m -f {{.Dir}} github.com/glycerine/go-capnproto)\" schema.capnp | (cd cp && go run github.com/glycerine/go-capnproto/capnpc-go)"

const name = "capnproto1"

func init() {
	serbench.Register(serbench.Codec{
		Name:          name,
		Package:       "github.com/glycerine/go-capnproto",
		Format:        "Cap'n Proto",
		Wire:          "Cap'n Proto",
		Kind:          serbench.KindCodegen,
		Schema:        true,
		CrossLanguage: true,
		Upstream:      "maintenance mode",
		Notes: "README: v1, maintained for existing users, new code should use v2; capnp 0.9.2 and the module's " +
			"capnpc-go accessors, single expanding segments, a new one per record as the README's example makes it (a kept segment buffer is the reuse variant); times as a Time struct (Int64 Unix seconds, Int32 nanos, " +
			"Int32 UTC offset, zone name); maps as lists of key/value structs in key order (sorting is timed), so that the " +
			"library's layout-dependent loss of empty lists is reproducible; ints as Int64; nil slices and pointers as null pointers; " +
			"the large collections (collections.capnp) keep the datasets' int widths, with a union for savedata's item kinds and unions with Void for optional scalars (Cap'n Proto has none), " +
			"and the Rust suite's access (one field of the first entry) and update (setters on a segment read from the bytes without a copy, writing into them; default variant only) ops",
	})
	support(small.Dataset, buildA, readA, accessA, nil)
	support(edge.Dataset, buildA, readA, accessA, nil)
	support(colorgroup.Dataset, buildColorGroup, readColorGroup, accessColorGroup, nil)
	support(hero.Dataset, buildHero, readHero, accessHero, nil)
	support(cart.Dataset, buildUser, readUser, accessUser, nil)
	supportFarcaster()
	supportCollections()
}

// An encoding is how segments are made, written and read: plain or packed,
// fresh or reused.
type encoding struct {
	newSegment func() *C.Segment
	write      func(*C.Segment) ([]byte, error)
	read       func([]byte) (*C.Segment, error)
}

func fresh() *C.Segment { return C.NewBuffer(nil) }

func readPlain(data []byte) (*C.Segment, error) {
	seg, _, err := C.ReadFromMemoryZeroCopy(data)
	return seg, err
}

var (
	plain = &encoding{
		newSegment: fresh,
		write: func(seg *C.Segment) ([]byte, error) {
			var out bytes.Buffer
			_, err := seg.WriteTo(&out)
			return out.Bytes(), err
		},
		read: readPlain,
	}
	packed = &encoding{
		newSegment: fresh,
		write: func(seg *C.Segment) ([]byte, error) {
			var out bytes.Buffer
			_, err := seg.WriteToPacked(&out)
			return out.Bytes(), err
		},
		read: func(data []byte) (*C.Segment, error) { return C.ReadFromPackedStream(bytes.NewReader(data), nil) },
	}
)

// reused returns a plain encoding that builds every record in one segment
// buffer (zeroed by the library as it allocates), writes into one output
// buffer and reads through one MultiBuffer with
// ReadFromMemoryZeroCopyNoAlloc, the library's allocation-free read of a
// single-segment message.
func reused() *encoding {
	var (
		last  *C.Segment
		out   bytes.Buffer
		multi = C.NewSingleSegmentMultiBuffer()
	)
	return &encoding{
		newSegment: func() *C.Segment {
			var buf []byte
			if last != nil {
				buf = last.Data[:0]
			}
			last = C.NewBuffer(buf)
			return last
		},
		write: func(seg *C.Segment) ([]byte, error) {
			out.Reset()
			_, err := seg.WriteTo(&out)
			return out.Bytes(), err
		},
		read: func(data []byte) (*C.Segment, error) {
			_, err := C.ReadFromMemoryZeroCopyNoAlloc(data, multi)
			return multi.Segments[0], err
		},
	}
}

type (
	builder[T any] func(seg *C.Segment, v *T)
	reader[T any]  func(seg *C.Segment, v *T)
	accessor       func(seg *C.Segment) int
	// An updater sets fields of a segment read from bytes without a copy,
	// which writes them into those bytes, and returns how many it set.
	updater func(seg *C.Segment) int
)

func encode[T any](e *encoding, build builder[T], v *T) ([]byte, error) {
	seg := e.newSegment()
	build(seg, v)
	return e.write(seg)
}

func decode[T any](e *encoding, read reader[T], data []byte, v *T) error {
	seg, err := e.read(data)
	if err != nil {
		return err
	}
	read(seg, v)
	return nil
}

func ops[T any](e *encoding, build builder[T], read reader[T], access accessor) serbench.Ops[T] {
	return serbench.Ops[T]{
		Marshal: func(v *T) ([]byte, error) { return encode(e, build, v) },
		Unmarshal: func(data []byte) (*T, error) {
			v := new(T)
			return v, decode(e, read, data, v)
		},
		Access: func(data []byte) (int, error) {
			seg, err := e.read(data)
			if err != nil {
				return 0, err
			}
			return access(seg), nil
		},
	}
}

const (
	packedNote = "Segment.WriteToPacked and ReadFromPackedStream: the packing compression"
	reuseNote  = "one segment buffer and one output buffer for every message; " +
		"reads through one MultiBuffer with ReadFromMemoryZeroCopyNoAlloc"
)

// support registers d; update, when not nil, is the default variant's
// update op (packed bytes are unpacked into a copy, so the packed variant
// has none).
func support[T any](d *serbench.Dataset[T], build builder[T], read reader[T], access accessor, update updater) {
	def := ops(plain, build, read, access)
	if update != nil {
		def.Update = func(data []byte) (int, error) {
			seg, err := readPlain(data)
			if err != nil {
				return 0, err
			}
			return update(seg), nil
		}
	}
	p := ops(packed, build, read, access)
	p.Note = packedNote
	r := ops(reused(), build, read, access)
	r.Access, r.Note = nil, reuseNote
	serbench.Support(name, d, serbench.Impl[T, T]{Variants: map[serbench.Variant]serbench.Ops[T]{
		serbench.Default: def,
		"packed":         p,
		serbench.Reuse:   r,
	}})
}

// null reports whether a pointer field is unset: the generated v1 code has
// no Has methods, so callers convert the field to a C.Object.
func null(o C.Object) bool { return o.Type() == C.TypeNull }

func newTime(seg *C.Segment, v time.Time) cp.Time {
	t := cp.NewTime(seg)
	name, offset := v.Zone()
	t.SetSeconds(v.Unix())
	t.SetNanos(int32(v.Nanosecond()))
	t.SetOffset(int32(offset))
	t.SetZone(name)
	return t
}

func readTime(t cp.Time) time.Time {
	v := time.Unix(t.Seconds(), int64(t.Nanos()))
	zone, offset := t.ZoneBytes(), int(t.Offset())
	if offset == 0 && string(zone) == "UTC" {
		return v.UTC()
	}
	return v.In(time.FixedZone(string(zone), offset))
}

func newStrings(seg *C.Segment, ss []string) C.TextList {
	l := seg.NewTextList(len(ss))
	for i, s := range ss {
		l.Set(i, s)
	}
	return l
}

func readStrings(l C.TextList) []string {
	if null(C.Object(l)) {
		return nil
	}
	ss := make([]string, l.Len())
	for i := range ss {
		ss[i] = l.At(i)
	}
	return ss
}

func buildA(seg *C.Segment, v *small.A) {
	a := cp.NewRootA(seg)
	a.SetName(v.Name)
	a.SetBirthDay(newTime(seg, v.BirthDay))
	a.SetPhone(v.Phone)
	a.SetSiblings(int64(v.Siblings))
	a.SetSpouse(v.Spouse)
	a.SetMoney(v.Money)
}

func readA(seg *C.Segment, v *small.A) {
	a := cp.ReadRootA(seg)
	v.Name = a.Name()
	if t := a.BirthDay(); !null(C.Object(t)) {
		v.BirthDay = readTime(t)
	}
	v.Phone = a.Phone()
	v.Siblings = int(a.Siblings())
	v.Spouse = a.Spouse()
	v.Money = a.Money()
}

func accessA(seg *C.Segment) int { return len(cp.ReadRootA(seg).NameBytes()) }

func buildColorGroup(seg *C.Segment, v *colorgroup.ColorGroup) {
	g := cp.NewRootColorGroup(seg)
	g.SetId(int64(v.ID))
	g.SetName(v.Name)
	if v.Colors != nil {
		g.SetColors(newStrings(seg, v.Colors))
	}
}

func readColorGroup(seg *C.Segment, v *colorgroup.ColorGroup) {
	g := cp.ReadRootColorGroup(seg)
	v.ID = int(g.Id())
	v.Name = g.Name()
	v.Colors = readStrings(g.Colors())
}

func accessColorGroup(seg *C.Segment) int { return len(cp.ReadRootColorGroup(seg).NameBytes()) }

func buildHero(seg *C.Segment, v *hero.Hero) {
	h := cp.NewRootHero(seg)
	h.SetId(int64(v.ID))
	h.SetAffiliationId(int64(v.AffiliationID))
	h.SetName(v.Name)
	h.SetLife(v.Life)
	h.SetEnergy(v.Energy)
	if v.Powers != nil {
		ps := cp.NewPowerList(seg, len(v.Powers))
		for i := range v.Powers {
			p, q := &v.Powers[i], ps.At(i)
			q.SetId(int64(p.ID))
			q.SetName(p.Name)
			q.SetDamage(int64(p.Damage))
			q.SetEnergy(p.Energy)
			q.SetPassive(p.Passive)
		}
		h.SetPowers(ps)
	}
}

func readHero(seg *C.Segment, v *hero.Hero) {
	h := cp.ReadRootHero(seg)
	v.ID = int(h.Id())
	v.AffiliationID = int(h.AffiliationId())
	v.Name = h.Name()
	v.Life = h.Life()
	v.Energy = h.Energy()
	if ps := h.Powers(); !null(C.Object(ps)) {
		v.Powers = make([]hero.Power, ps.Len())
		for i := range v.Powers {
			q := ps.At(i)
			v.Powers[i] = hero.Power{ID: int(q.Id()), Name: q.Name(), Damage: int(q.Damage()),
				Energy: q.Energy(), Passive: q.Passive()}
		}
	}
}

func accessHero(seg *C.Segment) int { return len(cp.ReadRootHero(seg).NameBytes()) }

func buildUser(seg *C.Segment, v *cart.User) {
	u := cp.NewRootUser(seg)
	u.SetName(v.Name)
	u.SetPhone(v.Phone)
	u.SetBalance(v.Balance)
	if v.BirthDay != nil {
		u.SetBirthDay(newTime(seg, *v.BirthDay))
	}
	u.SetRegisteredAt(newTime(seg, v.RegisteredAt))
	if v.ShoppingCart != nil {
		// Entries go in key order: this library writes some empty lists as
		// null pointers depending on where they fall in the segment, and
		// Go's random map order would make that loss come and go.
		entries := cp.NewCartEntryList(seg, len(v.ShoppingCart))
		for i, k := range slices.Sorted(maps.Keys(v.ShoppingCart)) {
			c := v.ShoppingCart[k]
			e := entries.At(i)
			e.SetKey(k)
			ci := cp.NewCartItem(seg)
			ci.SetQuantity(c.Quantity)
			ci.SetItem(newItem(seg, &c.Item))
			e.SetValue(ci)
		}
		u.SetShoppingCart(entries)
	}
	u.SetBlocked(v.Blocked)
}

func newItem(seg *C.Segment, it *cart.Item) cp.Item {
	r := cp.NewItem(seg)
	r.SetId(it.ID)
	r.SetCreatedAt(newTime(seg, it.CreatedAt))
	r.SetVisible(it.Visible)
	r.SetOwnerId(it.OwnerID)
	r.SetName(it.Name)
	if it.Description != nil {
		r.SetDescription(*it.Description)
	}
	if it.Keywords != nil {
		r.SetKeywords(newStrings(seg, it.Keywords))
	}
	r.SetPrice(it.Price)
	r.SetWeight(it.Weight)
	return r
}

func readUser(seg *C.Segment, v *cart.User) {
	u := cp.ReadRootUser(seg)
	v.Name = u.Name()
	v.Phone = u.Phone()
	v.Balance = u.Balance()
	if t := u.BirthDay(); !null(C.Object(t)) {
		bd := readTime(t)
		v.BirthDay = &bd
	}
	if t := u.RegisteredAt(); !null(C.Object(t)) {
		v.RegisteredAt = readTime(t)
	}
	if entries := u.ShoppingCart(); !null(C.Object(entries)) {
		v.ShoppingCart = make(cart.ShoppingCart, entries.Len())
		for i := range entries.Len() {
			e := entries.At(i)
			var c cart.CartItem
			if ci := e.Value(); !null(C.Object(ci)) {
				c.Quantity = ci.Quantity()
				if it := ci.Item(); !null(C.Object(it)) {
					readItem(it, &c.Item)
				}
			}
			v.ShoppingCart[e.Key()] = c
		}
	}
	v.Blocked = u.Blocked()
}

func readItem(r cp.Item, it *cart.Item) {
	it.ID = r.Id()
	if t := r.CreatedAt(); !null(C.Object(t)) {
		it.CreatedAt = readTime(t)
	}
	it.Visible = r.Visible()
	it.OwnerID = r.OwnerId()
	it.Name = r.Name()
	if d := r.DescriptionBytes(); d != nil {
		s := string(d)
		it.Description = &s
	}
	it.Keywords = readStrings(r.Keywords())
	it.Price = r.Price()
	it.Weight = r.Weight()
}

func accessUser(seg *C.Segment) int { return len(cp.ReadRootUser(seg).NameBytes()) }

// supportFarcaster registers the two-level farcaster record: the
// MessageData is written as a message of its own, framed as the envelope
// is, and its bytes become the envelope's data.
func supportFarcaster() {
	variant := func(e *encoding) serbench.Ops[farcaster.Message] {
		return serbench.Ops[farcaster.Message]{
			Marshal: func(v *farcaster.Message) ([]byte, error) { return marshalMessage(e, v) },
			Unmarshal: func(data []byte) (*farcaster.Message, error) {
				v := new(farcaster.Message)
				return v, unmarshalMessage(e, data, v)
			},
			Access: func(data []byte) (int, error) { return accessMessage(e, data) },
		}
	}
	p, r := variant(packed), variant(reused())
	p.Note = packedNote
	r.Access, r.Note = nil, reuseNote
	serbench.Support(name, farcaster.Dataset, serbench.Impl[farcaster.Message, farcaster.Message]{
		Variants: map[serbench.Variant]serbench.Ops[farcaster.Message]{
			serbench.Default: variant(plain),
			"packed":         p,
			serbench.Reuse:   r,
		},
	})
}

func marshalMessage(e *encoding, v *farcaster.Message) ([]byte, error) {
	data, err := encode(e, buildMessageData, &v.Data)
	if err != nil {
		return nil, err
	}
	env := v.Envelope(data)
	return encode(e, buildEnvelope, &env)
}

func buildEnvelope(seg *C.Segment, v *farcaster.Envelope) {
	m := cp.NewRootMessage(seg)
	m.SetData(v.Data)
	if v.Hash != nil {
		m.SetHash(v.Hash)
	}
	m.SetHashScheme(cp.HashScheme(v.HashScheme))
	if v.Signature != nil {
		m.SetSignature(v.Signature)
	}
	m.SetSignatureScheme(cp.SignatureScheme(v.SignatureScheme))
	if v.Signer != nil {
		m.SetSigner(v.Signer)
	}
}

func buildMessageData(seg *C.Segment, d *farcaster.MessageData) {
	r := cp.NewRootMessageData(seg)
	r.SetType(cp.MessageType(d.Type))
	r.SetFid(d.Fid)
	r.SetTimestamp(d.Timestamp)
	r.SetNetwork(cp.Network(d.Network))
	b := cp.NewCastAddBody(seg)
	c := &d.Body
	if c.Embeds != nil {
		b.SetEmbeds(newStrings(seg, c.Embeds))
	}
	if c.Mentions != nil {
		l := seg.NewUInt64List(len(c.Mentions))
		for i, m := range c.Mentions {
			l.Set(i, m)
		}
		b.SetMentions(l)
	}
	if p := c.ParentCastID; p != nil {
		q := cp.NewCastId(seg)
		q.SetFid(p.Fid)
		if p.TsHash != nil {
			q.SetTsHash(p.TsHash)
		}
		b.SetParentCastId(q)
	}
	b.SetText(c.Text)
	r.SetCastAddBody(b)
}

// unmarshalMessage reads the envelope's fields before the data, as a
// reused encoding reads both levels through one segment.
func unmarshalMessage(e *encoding, b []byte, v *farcaster.Message) error {
	seg, err := e.read(b)
	if err != nil {
		return err
	}
	m := cp.ReadRootMessage(seg)
	v.Hash = bytes.Clone(m.Hash())
	v.HashScheme = farcaster.HashScheme(m.HashScheme())
	v.Signature = bytes.Clone(m.Signature())
	v.SignatureScheme = farcaster.SignatureScheme(m.SignatureScheme())
	v.Signer = bytes.Clone(m.Signer())
	return decode(e, readMessageData, m.Data(), &v.Data)
}

func readMessageData(seg *C.Segment, d *farcaster.MessageData) {
	r := cp.ReadRootMessageData(seg)
	d.Type = farcaster.MessageType(r.Type())
	d.Fid = r.Fid()
	d.Timestamp = r.Timestamp()
	d.Network = farcaster.Network(r.Network())
	b := r.CastAddBody()
	if null(C.Object(b)) {
		return
	}
	c := &d.Body
	c.Embeds = readStrings(b.Embeds())
	if l := b.Mentions(); !null(C.Object(l)) {
		c.Mentions = make([]uint64, l.Len())
		for i := range c.Mentions {
			c.Mentions[i] = l.At(i)
		}
	}
	if p := b.ParentCastId(); !null(C.Object(p)) {
		c.ParentCastID = &farcaster.CastID{Fid: p.Fid(), TsHash: bytes.Clone(p.TsHash())}
	}
	c.Text = b.Text()
}

// accessMessage reads the cast's text length through both levels.
func accessMessage(e *encoding, b []byte) (int, error) {
	seg, err := e.read(b)
	if err != nil {
		return 0, err
	}
	if seg, err = e.read(cp.ReadRootMessage(seg).Data()); err != nil {
		return 0, err
	}
	return len(cp.ReadRootMessageData(seg).CastAddBody().TextBytes()), nil
}
