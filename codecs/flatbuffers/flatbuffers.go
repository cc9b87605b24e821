// Package flatbuffers registers Google's FlatBuffers
// (github.com/google/flatbuffers/go), a zero-copy format: a reader walks
// the encoded bytes through generated accessors instead of decoding them.
//
// The schema is schema.fbs; flatc writes the accessors and builder helpers
// into ./fb. Marshal builds each record straight from the dataset's Go value
// with a flatbuffers.Builder; Unmarshal materialises every field into a
// fresh dataset value, copying strings and bytes; Access reads one field
// from the bytes, the way FlatBuffers is meant to be read. The large
// collections' schema is collections.fbs, generated into ./fbc; they also
// have the update op, which mutates fields in place.
package flatbuffers

import (
	"bytes"
	"time"

	flatbuffers "github.com/google/flatbuffers/go"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/flatbuffers/fb"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

//go:generate sh -c "rm -rf fb && flatc --go -o . schema.fbs"

const name = "flatbuffers"

func init() {
	serbench.Register(serbench.Codec{
		Name:          name,
		Package:       "github.com/google/flatbuffers/go",
		Format:        "FlatBuffers",
		Kind:          serbench.KindCodegen,
		Schema:        true,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "flatc 2.0.8 accessors, builders written against the dataset types, a new Builder per record as the tutorial starts (one Builder Reset per record, which the tutorial offers for reuse, is the reuse variant); unmarshal reads every field into the dataset type, the access op one field, as the format is meant to be read; times as a Time table " +
			"(int64 Unix seconds, int32 nanos, int32 UTC offset, zone name); maps as vectors of key/value tables; " +
			"ints as int64; nil slices and pointers as absent fields; scalars equal to the default are not written; " +
			"the large collections (collections.fbs) keep the datasets' int widths, with structs for fixed-size records, a union for savedata's item kinds (a block is NONE), " +
			"optional scalars (= null) for *bool and optional enums and ids, and the Rust suite's access (one field of the first entry) and update (Mutate methods on every entry) ops",
	})
	support(small.Dataset, 128, buildA, decodeA, accessA, nil)
	support(edge.Dataset, 128, buildA, decodeA, accessA, nil)
	support(colorgroup.Dataset, 128, buildColorGroup, decodeColorGroup, accessColorGroup, nil)
	support(hero.Dataset, 512, buildHero, decodeHero, accessHero, nil)
	support(cart.Dataset, 128<<10, buildUser, decodeUser, accessUser, nil)
	supportFarcaster()
	supportCollections()
}

// support registers a dataset whose record is one table built by build;
// update, when not nil, is its update op.
func support[T any](d *serbench.Dataset[T], size int, build func(*flatbuffers.Builder, *T) flatbuffers.UOffsetT,
	decode func([]byte) *T, access func([]byte) int, update func([]byte) (int, error)) {
	// The reused Builder is made on first use, not at registration:
	// every process that links the codec would otherwise hold one sized
	// for the largest collection.
	var reused *flatbuffers.Builder
	serbench.Support(name, d, serbench.Impl[T, T]{Variants: map[serbench.Variant]serbench.Ops[T]{
		serbench.Default: {
			Marshal: func(v *T) ([]byte, error) {
				b := flatbuffers.NewBuilder(size)
				b.Finish(build(b, v))
				return b.FinishedBytes(), nil
			},
			Unmarshal: func(data []byte) (*T, error) { return decode(data), nil },
			Access:    func(data []byte) (int, error) { return access(data), nil },
			Update:    update,
		},
		serbench.Reuse: {
			Marshal: func(v *T) ([]byte, error) {
				if reused == nil {
					reused = flatbuffers.NewBuilder(size)
				}
				reused.Reset()
				reused.Finish(build(reused, v))
				return reused.FinishedBytes(), nil
			},
			Note: "one Builder, Reset before each record; the output is the Builder's buffer",
		},
	}})
}

// has reports whether field slot of t is present. FlatBuffers tells an
// absent vector from an empty one only in the table's vtable, which the
// generated Go code exposes through Table(); this keeps nil slices apart
// from empty ones.
func has(t flatbuffers.Table, slot int) bool {
	return t.Offset(flatbuffers.VOffsetT(4+2*slot)) != 0
}

func buildTime(b *flatbuffers.Builder, t time.Time) flatbuffers.UOffsetT {
	name, offset := t.Zone()
	zone := b.CreateString(name)
	fb.TimeStart(b)
	fb.TimeAddSeconds(b, t.Unix())
	fb.TimeAddNanos(b, int32(t.Nanosecond()))
	fb.TimeAddOffset(b, int32(offset))
	fb.TimeAddZone(b, zone)
	return fb.TimeEnd(b)
}

func readTime(t *fb.Time) time.Time {
	v := time.Unix(t.Seconds(), int64(t.Nanos()))
	zone, offset := t.Zone(), int(t.Offset())
	if offset == 0 && string(zone) == "UTC" {
		return v.UTC()
	}
	return v.In(time.FixedZone(string(zone), offset))
}

// buildStrings writes ss as a vector of strings; nil stays absent (0).
func buildStrings(b *flatbuffers.Builder, ss []string) flatbuffers.UOffsetT {
	if ss == nil {
		return 0
	}
	offs := make([]flatbuffers.UOffsetT, 0, 16)
	for _, s := range ss {
		offs = append(offs, b.CreateString(s))
	}
	b.StartVector(4, len(offs), 4)
	for i := len(offs) - 1; i >= 0; i-- {
		b.PrependUOffsetT(offs[i])
	}
	return b.EndVector(len(offs))
}

// readStrings copies a vector of n strings read by at, or returns nil
// when the vector is absent.
func readStrings(n int, present bool, at func(int) []byte) []string {
	if n == 0 && !present {
		return nil
	}
	ss := make([]string, n)
	for i := range ss {
		ss[i] = string(at(i))
	}
	return ss
}

func buildA(b *flatbuffers.Builder, v *small.A) flatbuffers.UOffsetT {
	name := b.CreateString(v.Name)
	birthDay := buildTime(b, v.BirthDay)
	phone := b.CreateString(v.Phone)
	fb.AStart(b)
	fb.AAddName(b, name)
	fb.AAddBirthDay(b, birthDay)
	fb.AAddPhone(b, phone)
	fb.AAddSiblings(b, int64(v.Siblings))
	fb.AAddSpouse(b, v.Spouse)
	fb.AAddMoney(b, v.Money)
	return fb.AEnd(b)
}

func decodeA(data []byte) *small.A {
	r := fb.GetRootAsA(data, 0)
	v := &small.A{
		Name:     string(r.Name()),
		Phone:    string(r.Phone()),
		Siblings: int(r.Siblings()),
		Spouse:   r.Spouse(),
		Money:    r.Money(),
	}
	var t fb.Time
	if r.BirthDay(&t) != nil {
		v.BirthDay = readTime(&t)
	}
	return v
}

func accessA(data []byte) int { return len(fb.GetRootAsA(data, 0).Name()) }

func buildColorGroup(b *flatbuffers.Builder, v *colorgroup.ColorGroup) flatbuffers.UOffsetT {
	name := b.CreateString(v.Name)
	colors := buildStrings(b, v.Colors)
	fb.ColorGroupStart(b)
	fb.ColorGroupAddId(b, int64(v.ID))
	fb.ColorGroupAddName(b, name)
	if colors != 0 {
		fb.ColorGroupAddColors(b, colors)
	}
	return fb.ColorGroupEnd(b)
}

func decodeColorGroup(data []byte) *colorgroup.ColorGroup {
	r := fb.GetRootAsColorGroup(data, 0)
	return &colorgroup.ColorGroup{
		ID:     int(r.Id()),
		Name:   string(r.Name()),
		Colors: readStrings(r.ColorsLength(), has(r.Table(), 2), r.Colors),
	}
}

func accessColorGroup(data []byte) int { return len(fb.GetRootAsColorGroup(data, 0).Name()) }

func buildHero(b *flatbuffers.Builder, v *hero.Hero) flatbuffers.UOffsetT {
	name := b.CreateString(v.Name)
	var powers flatbuffers.UOffsetT
	if v.Powers != nil {
		offs := make([]flatbuffers.UOffsetT, 0, 8)
		for i := range v.Powers {
			p := &v.Powers[i]
			pname := b.CreateString(p.Name)
			fb.PowerStart(b)
			fb.PowerAddId(b, int64(p.ID))
			fb.PowerAddName(b, pname)
			fb.PowerAddDamage(b, int64(p.Damage))
			fb.PowerAddEnergy(b, p.Energy)
			fb.PowerAddPassive(b, p.Passive)
			offs = append(offs, fb.PowerEnd(b))
		}
		powers = b.CreateVectorOfTables(offs)
	}
	fb.HeroStart(b)
	fb.HeroAddId(b, int64(v.ID))
	fb.HeroAddAffiliationId(b, int64(v.AffiliationID))
	fb.HeroAddName(b, name)
	fb.HeroAddLife(b, v.Life)
	fb.HeroAddEnergy(b, v.Energy)
	if powers != 0 {
		fb.HeroAddPowers(b, powers)
	}
	return fb.HeroEnd(b)
}

func decodeHero(data []byte) *hero.Hero {
	r := fb.GetRootAsHero(data, 0)
	v := &hero.Hero{
		ID:            int(r.Id()),
		AffiliationID: int(r.AffiliationId()),
		Name:          string(r.Name()),
		Life:          r.Life(),
		Energy:        r.Energy(),
	}
	if n := r.PowersLength(); n > 0 || has(r.Table(), 5) {
		v.Powers = make([]hero.Power, n)
		var p fb.Power
		for i := range v.Powers {
			r.Powers(&p, i)
			v.Powers[i] = hero.Power{ID: int(p.Id()), Name: string(p.Name()), Damage: int(p.Damage()),
				Energy: p.Energy(), Passive: p.Passive()}
		}
	}
	return v
}

func accessHero(data []byte) int { return len(fb.GetRootAsHero(data, 0).Name()) }

func buildUser(b *flatbuffers.Builder, v *cart.User) flatbuffers.UOffsetT {
	name := b.CreateString(v.Name)
	phone := b.CreateString(v.Phone)
	var birthDay, items flatbuffers.UOffsetT
	if v.BirthDay != nil {
		birthDay = buildTime(b, *v.BirthDay)
	}
	registeredAt := buildTime(b, v.RegisteredAt)
	if v.ShoppingCart != nil {
		offs := make([]flatbuffers.UOffsetT, 0, len(v.ShoppingCart))
		for k, c := range v.ShoppingCart {
			key := b.CreateString(k)
			item := buildItem(b, &c.Item)
			fb.CartItemStart(b)
			fb.CartItemAddItem(b, item)
			fb.CartItemAddQuantity(b, c.Quantity)
			value := fb.CartItemEnd(b)
			fb.CartEntryStart(b)
			fb.CartEntryAddKey(b, key)
			fb.CartEntryAddValue(b, value)
			offs = append(offs, fb.CartEntryEnd(b))
		}
		items = b.CreateVectorOfTables(offs)
	}
	fb.UserStart(b)
	fb.UserAddName(b, name)
	fb.UserAddPhone(b, phone)
	fb.UserAddBalance(b, v.Balance)
	if birthDay != 0 {
		fb.UserAddBirthDay(b, birthDay)
	}
	fb.UserAddRegisteredAt(b, registeredAt)
	if items != 0 {
		fb.UserAddShoppingCart(b, items)
	}
	fb.UserAddBlocked(b, v.Blocked)
	return fb.UserEnd(b)
}

func buildItem(b *flatbuffers.Builder, it *cart.Item) flatbuffers.UOffsetT {
	id := b.CreateString(it.ID)
	createdAt := buildTime(b, it.CreatedAt)
	name := b.CreateString(it.Name)
	var description flatbuffers.UOffsetT
	if it.Description != nil {
		description = b.CreateString(*it.Description)
	}
	keywords := buildStrings(b, it.Keywords)
	fb.ItemStart(b)
	fb.ItemAddId(b, id)
	fb.ItemAddCreatedAt(b, createdAt)
	fb.ItemAddVisible(b, it.Visible)
	fb.ItemAddOwnerId(b, it.OwnerID)
	fb.ItemAddName(b, name)
	if description != 0 {
		fb.ItemAddDescription(b, description)
	}
	if keywords != 0 {
		fb.ItemAddKeywords(b, keywords)
	}
	fb.ItemAddPrice(b, it.Price)
	fb.ItemAddWeight(b, it.Weight)
	return fb.ItemEnd(b)
}

func decodeUser(data []byte) *cart.User {
	r := fb.GetRootAsUser(data, 0)
	v := &cart.User{
		Name:    string(r.Name()),
		Phone:   string(r.Phone()),
		Balance: r.Balance(),
		Blocked: r.Blocked(),
	}
	var t fb.Time
	if r.BirthDay(&t) != nil {
		bd := readTime(&t)
		v.BirthDay = &bd
	}
	if r.RegisteredAt(&t) != nil {
		v.RegisteredAt = readTime(&t)
	}
	if n := r.ShoppingCartLength(); n > 0 || has(r.Table(), 5) {
		v.ShoppingCart = make(cart.ShoppingCart, n)
		var (
			e  fb.CartEntry
			ci fb.CartItem
			it fb.Item
		)
		for i := range n {
			r.ShoppingCart(&e, i)
			var c cart.CartItem
			if e.Value(&ci) != nil {
				c.Quantity = ci.Quantity()
				if ci.Item(&it) != nil {
					decodeItem(&it, &c.Item)
				}
			}
			v.ShoppingCart[string(e.Key())] = c
		}
	}
	return v
}

func decodeItem(r *fb.Item, it *cart.Item) {
	it.ID = string(r.Id())
	var t fb.Time
	if r.CreatedAt(&t) != nil {
		it.CreatedAt = readTime(&t)
	}
	it.Visible = r.Visible()
	it.OwnerID = r.OwnerId()
	it.Name = string(r.Name())
	if d := r.Description(); d != nil {
		s := string(d)
		it.Description = &s
	}
	it.Keywords = readStrings(r.KeywordsLength(), has(r.Table(), 6), r.Keywords)
	it.Price = r.Price()
	it.Weight = r.Weight()
}

func accessUser(data []byte) int { return len(fb.GetRootAsUser(data, 0).Name()) }

// supportFarcaster registers the two-level farcaster record: the
// MessageData is finished in a builder of its own, and its bytes become the
// envelope's data vector.
func supportFarcaster() {
	data, envelope := flatbuffers.NewBuilder(256), flatbuffers.NewBuilder(512)
	serbench.Support(name, farcaster.Dataset, serbench.Impl[farcaster.Message, farcaster.Message]{
		Variants: map[serbench.Variant]serbench.Ops[farcaster.Message]{
			serbench.Default: {
				Marshal: func(v *farcaster.Message) ([]byte, error) {
					return buildMessage(flatbuffers.NewBuilder(512), flatbuffers.NewBuilder(256), v), nil
				},
				Unmarshal: func(b []byte) (*farcaster.Message, error) { return decodeMessage(b), nil },
				Access:    func(b []byte) (int, error) { return accessMessage(b), nil },
			},
			serbench.Reuse: {
				Marshal: func(v *farcaster.Message) ([]byte, error) {
					envelope.Reset()
					data.Reset()
					return buildMessage(envelope, data, v), nil
				},
				Note: "one Builder per level, Reset before each record; the output is the envelope Builder's buffer",
			},
		},
	})
}

func buildMessage(b, inner *flatbuffers.Builder, v *farcaster.Message) []byte {
	inner.Finish(buildMessageData(inner, &v.Data))
	data := b.CreateByteVector(inner.FinishedBytes())
	hash := bytesVector(b, v.Hash)
	signature := bytesVector(b, v.Signature)
	signer := bytesVector(b, v.Signer)
	fb.MessageStart(b)
	fb.MessageAddData(b, data)
	if hash != 0 {
		fb.MessageAddHash(b, hash)
	}
	fb.MessageAddHashScheme(b, fb.HashScheme(v.HashScheme))
	if signature != 0 {
		fb.MessageAddSignature(b, signature)
	}
	fb.MessageAddSignatureScheme(b, fb.SignatureScheme(v.SignatureScheme))
	if signer != 0 {
		fb.MessageAddSigner(b, signer)
	}
	b.Finish(fb.MessageEnd(b))
	return b.FinishedBytes()
}

// bytesVector writes p as a byte vector; nil stays absent (0).
func bytesVector(b *flatbuffers.Builder, p []byte) flatbuffers.UOffsetT {
	if p == nil {
		return 0
	}
	return b.CreateByteVector(p)
}

func buildMessageData(b *flatbuffers.Builder, d *farcaster.MessageData) flatbuffers.UOffsetT {
	c := &d.Body
	embeds := buildStrings(b, c.Embeds)
	var mentions, parent flatbuffers.UOffsetT
	if c.Mentions != nil {
		b.StartVector(8, len(c.Mentions), 8)
		for i := len(c.Mentions) - 1; i >= 0; i-- {
			b.PrependUint64(c.Mentions[i])
		}
		mentions = b.EndVector(len(c.Mentions))
	}
	if p := c.ParentCastID; p != nil {
		hash := bytesVector(b, p.TsHash)
		fb.CastIdStart(b)
		fb.CastIdAddFid(b, p.Fid)
		if hash != 0 {
			fb.CastIdAddTsHash(b, hash)
		}
		parent = fb.CastIdEnd(b)
	}
	text := b.CreateString(c.Text)
	fb.CastAddBodyStart(b)
	if embeds != 0 {
		fb.CastAddBodyAddEmbeds(b, embeds)
	}
	if mentions != 0 {
		fb.CastAddBodyAddMentions(b, mentions)
	}
	if parent != 0 {
		fb.CastAddBodyAddParentCastId(b, parent)
	}
	fb.CastAddBodyAddText(b, text)
	body := fb.CastAddBodyEnd(b)
	fb.MessageDataStart(b)
	fb.MessageDataAddType(b, fb.MessageType(d.Type))
	fb.MessageDataAddFid(b, d.Fid)
	fb.MessageDataAddTimestamp(b, d.Timestamp)
	fb.MessageDataAddNetwork(b, fb.Network(d.Network))
	fb.MessageDataAddCastAddBody(b, body)
	return fb.MessageDataEnd(b)
}

func decodeMessage(b []byte) *farcaster.Message {
	e := fb.GetRootAsMessage(b, 0)
	v := &farcaster.Message{
		Hash:            bytes.Clone(e.HashBytes()),
		HashScheme:      farcaster.HashScheme(e.HashScheme()),
		Signature:       bytes.Clone(e.SignatureBytes()),
		SignatureScheme: farcaster.SignatureScheme(e.SignatureScheme()),
		Signer:          bytes.Clone(e.SignerBytes()),
	}
	r := fb.GetRootAsMessageData(e.DataBytes(), 0)
	d := &v.Data
	d.Type = farcaster.MessageType(r.Type())
	d.Fid = r.Fid()
	d.Timestamp = r.Timestamp()
	d.Network = farcaster.Network(r.Network())
	var body fb.CastAddBody
	if r.CastAddBody(&body) == nil {
		return v
	}
	c := &d.Body
	c.Embeds = readStrings(body.EmbedsLength(), has(body.Table(), 0), body.Embeds)
	if n := body.MentionsLength(); n > 0 || has(body.Table(), 1) {
		c.Mentions = make([]uint64, n)
		for i := range c.Mentions {
			c.Mentions[i] = body.Mentions(i)
		}
	}
	var p fb.CastId
	if body.ParentCastId(&p) != nil {
		c.ParentCastID = &farcaster.CastID{Fid: p.Fid(), TsHash: bytes.Clone(p.TsHashBytes())}
	}
	c.Text = string(body.Text())
	return v
}

// accessMessage reads the cast's text length through both levels.
func accessMessage(b []byte) int {
	r := fb.GetRootAsMessageData(fb.GetRootAsMessage(b, 0).DataBytes(), 0)
	var body fb.CastAddBody
	if r.CastAddBody(&body) == nil {
		return 0
	}
	return len(body.Text())
}
