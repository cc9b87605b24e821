// Package hyperpb registers buf.build/go/hyperpb, Buf's dynamic Protocol
// Buffers parser: a parser compiled at run time from a message descriptor
// (hyperpb.CompileMessageDescriptor), run by a table-driven VM into
// read-only messages allocated on an arena, which are read through
// protoreflect, the only access hyperpb offers.
//
// The descriptors are codecs/protobuf's (its generated package pb), so the
// wire format is the other protobuf codecs'. hyperpb only parses: its
// messages cannot be built or changed, so the codec is decode-only, its
// input made by proto.Marshal of codecs/protobuf's messages. Its
// Unmarshal parses and then reads every field through protoreflect into
// the dataset's Go values, as gjson's and jsonparser's do into theirs.
package hyperpb

import (
	"fmt"
	"reflect"
	"strings"
	"sync"
	"time"

	"buf.build/go/hyperpb"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/known/timestamppb"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/protobuf/convert"
	"github.com/serbench/serbench/codecs/protobuf/pb"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

const name = "hyperpb"

func init() {
	serbench.Register(serbench.Codec{
		Name:          name,
		Package:       "buf.build/go/hyperpb",
		Format:        "Protocol Buffers",
		Wire:          "Protocol Buffers",
		Kind:          serbench.KindManual,
		Schema:        true,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "decode only (hyperpb's messages are read-only; experimental, before v1): a MessageType compiled once per message with CompileMessageDescriptor on codecs/protobuf's descriptors, " +
			"as its README says to cache it; Shared values reused from a sync.Pool, freed after each parse (the README's memory reuse for repeated parsing; a Shared is not safe for concurrent use), Message.Unmarshal (which its docs give as faster than proto.Unmarshal) with default options, " +
			"which copy the input first; every field then read through protoreflect (field descriptors resolved once) into the dataset's Go values; input made by proto.Marshal of codecs/protobuf's messages, " +
			"so its schema: times as google.protobuf.Timestamp plus an int32 UTC offset, zone names dropped; farcaster's MessageData parsed from the envelope's bytes; " +
			"dynamic documents as google.protobuf.Struct (every number a double); no profile-guided recompilation (MessageType.Recompile), which needs a corpus of the records before the parses",
	})
	support(small.Dataset, message[*pb.A](), readA, input(convert.ToA))
	support(edge.Dataset, message[*pb.A](), readA, input(convert.ToA))
	support(colorgroup.Dataset, message[*pb.ColorGroup](), readColorGroup, input(convert.ToColorGroup))
	support(hero.Dataset, message[*pb.Hero](), readHero, input(convert.ToHero))
	support(cart.Dataset, message[*pb.User](), readUser, input(convert.ToUser))
	supportCast()
}

// input makes a dataset's input: its codecs/protobuf message, encoded.
func input[T any, M proto.Message](to func(*T) M) func(*T) ([]byte, error) {
	return func(v *T) ([]byte, error) { return proto.Marshal(to(v)) }
}

// missing is why the codec has no Marshal.
var missing = map[serbench.Op]string{
	serbench.Marshal: "hyperpb only parses: its messages are read-only; input made by proto.Marshal of codecs/protobuf's messages",
}

// Notes of the variants other than the default.
const (
	percallNote = "hyperpb.NewMessage per parse, the README's first example: its arena left to the garbage collector"
	unsafeNote  = "WithAllowAlias(true): the parse does not copy the input first, so decoded strings and bytes refer to it"
)

// parser parses one message type: a MessageType compiled once, safe for
// concurrent use, and the pools of Shared values the variants reuse. A
// Shared is not: each parse takes one from a pool and puts it back freed,
// as a server parsing on many goroutines would keep them.
type parser struct {
	ty            *hyperpb.MessageType
	shared, alias *sync.Pool
}

func newParser(md protoreflect.MessageDescriptor) *parser {
	pool := func() *sync.Pool { return &sync.Pool{New: func() any { return new(hyperpb.Shared) }} }
	return &parser{ty: hyperpb.CompileMessageDescriptor(md), shared: pool(), alias: pool()}
}

// allowAlias is the unsafe variant's option, made once.
var allowAlias = hyperpb.WithAllowAlias(true)

// parse parses data with a Shared from one variant's pool and options,
// hands the message to read, then frees the Shared and puts it back: read
// must not keep the message, whose memory the next parse reuses. A nil
// pool allocates the message on its own (the percall variant).
func parse[T any](p *parser, pool *sync.Pool, data []byte, alias bool, read func(protoreflect.Message, *T), v *T) error {
	var m *hyperpb.Message
	if pool != nil {
		s := pool.Get().(*hyperpb.Shared)
		m = s.NewMessage(p.ty)
		defer func() { s.Free(); pool.Put(s) }()
	} else {
		m = hyperpb.NewMessage(p.ty)
	}
	var err error
	if alias {
		err = m.Unmarshal(data, allowAlias)
	} else {
		err = m.Unmarshal(data)
	}
	if err != nil {
		return err
	}
	read(m, v)
	return nil
}

// support registers hyperpb on d: desc's compiled parser, read into a fresh
// T, whose bytes input makes.
func support[T any](d *serbench.Dataset[T], desc protoreflect.MessageDescriptor, read func(protoreflect.Message, *T), input func(*T) ([]byte, error)) {
	p := newParser(desc)
	serbench.Support(name, d, serbench.Impl[T, T]{
		Variants: map[serbench.Variant]serbench.Ops[T]{
			serbench.Default: {Unmarshal: func(data []byte) (*T, error) {
				v := new(T)
				return v, parse(p, p.shared, data, false, read, v)
			}},
			"percall": {Unmarshal: func(data []byte) (*T, error) {
				v := new(T)
				return v, parse(p, nil, data, false, read, v)
			}, Note: percallNote},
			serbench.Unsafe: {Unmarshal: func(data []byte) (*T, error) {
				v := new(T)
				return v, parse(p, p.alias, data, true, read, v)
			}, Note: unsafeNote},
		},
		Input:   input,
		Missing: missing,
	})
}

// resolve sets each protoreflect.FieldDescriptor field of the struct *fs
// to the field of m's message whose JSON name is the Go field's name in
// any case (BirthDay: birthDay, birth_day), so that reads index fields
// without a lookup by name. It panics on a name the message lacks.
func resolve(fs any, m protoreflect.MessageDescriptor) {
	v := reflect.ValueOf(fs).Elem()
	fields := m.Fields()
	for i := range v.NumField() {
		goName := v.Type().Field(i).Name
		var fd protoreflect.FieldDescriptor
		for j := range fields.Len() {
			if strings.EqualFold(fields.Get(j).JSONName(), goName) {
				fd = fields.Get(j)
			}
		}
		if fd == nil {
			panic(fmt.Sprintf("hyperpb: %s has no field %s", m.FullName(), goName))
		}
		v.Field(i).Set(reflect.ValueOf(fd))
	}
}

// message is the descriptor of generated message M.
func message[M proto.Message]() protoreflect.MessageDescriptor {
	var m M
	return m.ProtoReflect().Descriptor()
}

// fd is a field descriptor, shortened.
type fd = protoreflect.FieldDescriptor

var fTimestamp struct{ Seconds, Nanos fd }

// timeOf reads a Timestamp at its instant in UTC, as Timestamp.AsTime
// does (an absent one is the Unix epoch).
func timeOf(m protoreflect.Message) time.Time {
	return time.Unix(m.Get(fTimestamp.Seconds).Int(), m.Get(fTimestamp.Nanos).Int()).UTC()
}

// strs reads a repeated string field; empty is nil, as protobuf-go
// decodes it.
func strs(l protoreflect.List) []string {
	if l.Len() == 0 {
		return nil
	}
	out := make([]string, l.Len())
	for i := range out {
		out[i] = l.Get(i).String()
	}
	return out
}

// list reads a repeated field with f; empty is nil.
func list[E any](l protoreflect.List, f func(protoreflect.Value) E) []E {
	if l.Len() == 0 {
		return nil
	}
	out := make([]E, l.Len())
	for i := range out {
		out[i] = f(l.Get(i))
	}
	return out
}

// bytesOf reads a bytes field; absent is nil, as protobuf-go decodes it.
func bytesOf(v protoreflect.Value) []byte {
	b := v.Bytes()
	if len(b) == 0 {
		return nil
	}
	return b
}

var fA struct{ Name, BirthDay, BirthDayOffset, Phone, Siblings, Spouse, Money fd }

// readA reads seed 000's struct, its time at the UTC offset beside it.
func readA(m protoreflect.Message, v *small.A) {
	t := timeOf(m.Get(fA.BirthDay).Message())
	if off := m.Get(fA.BirthDayOffset).Int(); off != 0 {
		t = t.In(time.FixedZone("", int(off)))
	}
	*v = small.A{Name: m.Get(fA.Name).String(), BirthDay: t, Phone: m.Get(fA.Phone).String(),
		Siblings: int(m.Get(fA.Siblings).Int()), Spouse: m.Get(fA.Spouse).Bool(), Money: m.Get(fA.Money).Float()}
}

var fColorGroup struct{ Id, Name, Colors fd }

func readColorGroup(m protoreflect.Message, v *colorgroup.ColorGroup) {
	*v = colorgroup.ColorGroup{ID: int(m.Get(fColorGroup.Id).Int()), Name: m.Get(fColorGroup.Name).String(), Colors: strs(m.Get(fColorGroup.Colors).List())}
}

var (
	fHero  struct{ Id, AffiliationId, Name, Life, Energy, Powers fd }
	fPower struct{ Id, Name, Damage, Energy, Passive fd }
)

func readHero(m protoreflect.Message, v *hero.Hero) {
	*v = hero.Hero{ID: int(m.Get(fHero.Id).Int()), AffiliationID: int(m.Get(fHero.AffiliationId).Int()), Name: m.Get(fHero.Name).String(),
		Life: m.Get(fHero.Life).Float(), Energy: m.Get(fHero.Energy).Float(),
		Powers: list(m.Get(fHero.Powers).List(), func(e protoreflect.Value) hero.Power {
			p := e.Message()
			return hero.Power{ID: int(p.Get(fPower.Id).Int()), Name: p.Get(fPower.Name).String(), Damage: int(p.Get(fPower.Damage).Int()),
				Energy: p.Get(fPower.Energy).Float(), Passive: p.Get(fPower.Passive).Bool()}
		})}
}

var (
	fUser     struct{ Name, Phone, Balance, BirthDay, RegisteredAt, ShoppingCart, Blocked fd }
	fCartItem struct{ Item, Quantity fd }
	fItem     struct{ Id, CreatedAt, Visible, OwnerId, Name, Description, Keywords, Price, Weight fd }
)

// readUser reads seed 002's user and cart; its times are UTC, its
// optional birthday and item descriptions present or not.
func readUser(m protoreflect.Message, v *cart.User) {
	*v = cart.User{Name: m.Get(fUser.Name).String(), Phone: m.Get(fUser.Phone).String(), Balance: m.Get(fUser.Balance).Float(),
		RegisteredAt: timeOf(m.Get(fUser.RegisteredAt).Message()), Blocked: m.Get(fUser.Blocked).Bool()}
	if m.Has(fUser.BirthDay) {
		t := timeOf(m.Get(fUser.BirthDay).Message())
		v.BirthDay = &t
	}
	if sc := m.Get(fUser.ShoppingCart).Map(); sc.Len() > 0 {
		v.ShoppingCart = make(cart.ShoppingCart, sc.Len())
		sc.Range(func(k protoreflect.MapKey, e protoreflect.Value) bool {
			c := e.Message()
			v.ShoppingCart[k.String()] = cart.CartItem{Quantity: int32(c.Get(fCartItem.Quantity).Int()), Item: readItem(c.Get(fCartItem.Item).Message())}
			return true
		})
	}
}

func readItem(m protoreflect.Message) cart.Item {
	out := cart.Item{ID: m.Get(fItem.Id).String(), CreatedAt: timeOf(m.Get(fItem.CreatedAt).Message()), Visible: m.Get(fItem.Visible).Bool(),
		OwnerID: int32(m.Get(fItem.OwnerId).Int()), Name: m.Get(fItem.Name).String(), Keywords: strs(m.Get(fItem.Keywords).List()),
		Price: m.Get(fItem.Price).Float(), Weight: float32(m.Get(fItem.Weight).Float())}
	if m.Has(fItem.Description) {
		d := m.Get(fItem.Description).String()
		out.Description = &d
	}
	return out
}

var (
	fMessage struct{ Data, Hash, HashScheme, Signature, SignatureScheme, Signer fd }
	fData    struct{ Type, Fid, Timestamp, Network, CastAddBody fd }
	fBody    struct{ Embeds, Mentions, ParentCastId, Text fd }
	fCastID  struct{ Fid, Hash fd }
)

// supportCast registers hyperpb on farcaster: the envelope parsed, then
// the MessageData in its data field while the envelope's message is still
// held (its bytes may lie in the envelope's arena), each with its own
// compiled type and a Shared from the variant's pools.
func supportCast() {
	pe := newParser(message[*pb.Message]())
	pd := newParser(message[*pb.MessageData]())
	read := func(data []byte, se, sd *sync.Pool, alias bool) (*farcaster.Message, error) {
		v := new(farcaster.Message)
		var dataErr error
		err := parse(pe, se, data, alias, func(m protoreflect.Message, v *farcaster.Message) {
			v.Hash, v.Signature, v.Signer = bytesOf(m.Get(fMessage.Hash)), bytesOf(m.Get(fMessage.Signature)), bytesOf(m.Get(fMessage.Signer))
			v.HashScheme = farcaster.HashScheme(m.Get(fMessage.HashScheme).Enum())
			v.SignatureScheme = farcaster.SignatureScheme(m.Get(fMessage.SignatureScheme).Enum())
			if err := parse(pd, sd, m.Get(fMessage.Data).Bytes(), alias, readData, &v.Data); err != nil {
				dataErr = fmt.Errorf("data: %w", err)
			}
		}, v)
		if err == nil {
			err = dataErr
		}
		if err != nil {
			return nil, err
		}
		return v, nil
	}
	serbench.Support(name, farcaster.Dataset, serbench.Impl[farcaster.Message, farcaster.Message]{
		Variants: map[serbench.Variant]serbench.Ops[farcaster.Message]{
			serbench.Default: {Unmarshal: func(data []byte) (*farcaster.Message, error) {
				return read(data, pe.shared, pd.shared, false)
			}},
			"percall": {Unmarshal: func(data []byte) (*farcaster.Message, error) {
				return read(data, nil, nil, false)
			}, Note: percallNote},
			serbench.Unsafe: {Unmarshal: func(data []byte) (*farcaster.Message, error) {
				return read(data, pe.alias, pd.alias, true)
			}, Note: unsafeNote},
		},
		Input: func(v *farcaster.Message) ([]byte, error) {
			c := convert.ToCast(v)
			data, err := proto.Marshal(c.Data)
			if err != nil {
				return nil, err
			}
			convert.EnvelopeData.Set(c.Envelope, data)
			return proto.Marshal(c.Envelope)
		},
		Missing: missing,
	})
}

func readData(m protoreflect.Message, v *farcaster.MessageData) {
	*v = farcaster.MessageData{Type: farcaster.MessageType(m.Get(fData.Type).Enum()), Fid: m.Get(fData.Fid).Uint(),
		Timestamp: uint32(m.Get(fData.Timestamp).Uint()), Network: farcaster.Network(m.Get(fData.Network).Enum())}
	b := m.Get(fData.CastAddBody).Message()
	v.Body = farcaster.CastAddBody{Embeds: strs(b.Get(fBody.Embeds).List()),
		Mentions: list(b.Get(fBody.Mentions).List(), protoreflect.Value.Uint), Text: b.Get(fBody.Text).String()}
	if b.Has(fBody.ParentCastId) {
		p := b.Get(fBody.ParentCastId).Message()
		v.Body.ParentCastID = &farcaster.CastID{Fid: p.Get(fCastID.Fid).Uint(), TsHash: bytesOf(p.Get(fCastID.Hash))}
	}
}

func init() {
	resolve(&fTimestamp, message[*timestamppb.Timestamp]())
	resolve(&fA, message[*pb.A]())
	resolve(&fColorGroup, message[*pb.ColorGroup]())
	resolve(&fHero, message[*pb.Hero]())
	resolve(&fPower, message[*pb.Power]())
	resolve(&fUser, message[*pb.User]())
	resolve(&fCartItem, message[*pb.CartItem]())
	resolve(&fItem, message[*pb.Item]())
	resolve(&fMessage, message[*pb.Message]())
	resolve(&fData, message[*pb.MessageData]())
	resolve(&fBody, message[*pb.CastAddBody]())
	resolve(&fCastID, message[*pb.CastId]())
}
