package fastjson

import (
	"encoding/base64"
	"math"
	"slices"
	"strconv"
	"time"
	"unsafe"

	"github.com/valyala/fastjson"

	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

// An encoder builds one record at a time in its Arena, with scratch space
// for what the Arena cannot format itself.
type encoder struct {
	a    fastjson.Arena
	num  []byte   // numbers as encoding/json writes them; see number
	text []byte   // times and base64, which the Arena copies
	data []byte   // farcaster: the encoded MessageData
	keys []string // cart: the map's keys, sorted
	out  []byte
}

// marshal writes root to e.out and resets the Arena for the next record.
func (e *encoder) marshal(root *fastjson.Value) []byte {
	e.out = root.MarshalTo(e.out[:0])
	e.a.Reset()
	e.num = e.num[:0]
	return e.out
}

// number makes a number of the text appended to e.num since the last call.
// Arena.NewNumberString keeps the string, not a copy, as the Arena does
// with its own numbers; so the string points into e.num, whose bytes stay
// put until marshal (an append that moves e.num leaves them where they
// were).
func (e *encoder) number(b []byte) *fastjson.Value {
	s := unsafe.String(&b[len(e.num)], len(b)-len(e.num))
	e.num = b
	return e.a.NewNumberString(s)
}

func (e *encoder) uint(n uint64) *fastjson.Value {
	return e.number(strconv.AppendUint(e.num, n, 10))
}

// float formats f as encoding/json does: Arena.NewNumberFloat64 writes
// exponents from 1e+06 up and float32s with float64 digits.
func (e *encoder) float(f float64, bits int) *fastjson.Value {
	format := byte('f')
	if a := math.Abs(f); a != 0 && (bits == 64 && (a < 1e-6 || a >= 1e21) ||
		bits == 32 && (float32(a) < 1e-6 || float32(a) >= 1e21)) {
		format = 'e'
	}
	b := strconv.AppendFloat(e.num, f, format, -1, bits)
	if n := len(b); format == 'e' && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
		b[n-2] = b[n-1] // e-07 to e-7, as encoding/json writes it
		b = b[:n-1]
	}
	return e.number(b)
}

func (e *encoder) bool(b bool) *fastjson.Value {
	if b {
		return e.a.NewTrue()
	}
	return e.a.NewFalse()
}

func (e *encoder) time(t time.Time) *fastjson.Value {
	e.text = t.AppendFormat(e.text[:0], time.RFC3339Nano)
	return e.a.NewStringBytes(e.text)
}

func (e *encoder) timePtr(t *time.Time) *fastjson.Value {
	if t == nil {
		return e.a.NewNull()
	}
	return e.time(*t)
}

func (e *encoder) bytes(b []byte) *fastjson.Value {
	if b == nil {
		return e.a.NewNull()
	}
	e.text = base64.StdEncoding.AppendEncode(e.text[:0], b)
	return e.a.NewStringBytes(e.text)
}

func (e *encoder) strings(ss []string) *fastjson.Value {
	if ss == nil {
		return e.a.NewNull()
	}
	arr := e.a.NewArray()
	for i, s := range ss {
		arr.SetArrayItem(i, e.a.NewString(s))
	}
	return arr
}

func buildA(e *encoder, v *small.A) *fastjson.Value {
	o := e.a.NewObject()
	o.Set("Name", e.a.NewString(v.Name))
	o.Set("BirthDay", e.time(v.BirthDay))
	o.Set("Phone", e.a.NewString(v.Phone))
	o.Set("Siblings", e.a.NewNumberInt(v.Siblings))
	o.Set("Spouse", e.bool(v.Spouse))
	o.Set("Money", e.float(v.Money, 64))
	return o
}

func buildColorGroup(e *encoder, v *colorgroup.ColorGroup) *fastjson.Value {
	o := e.a.NewObject()
	o.Set("id", e.a.NewNumberInt(v.ID))
	o.Set("name", e.a.NewString(v.Name))
	o.Set("colors", e.strings(v.Colors))
	return o
}

func buildHero(e *encoder, v *hero.Hero) *fastjson.Value {
	o := e.a.NewObject()
	o.Set("id", e.a.NewNumberInt(v.ID))
	o.Set("affiliation_id", e.a.NewNumberInt(v.AffiliationID))
	o.Set("name", e.a.NewString(v.Name))
	o.Set("life", e.float(v.Life, 64))
	o.Set("energy", e.float(v.Energy, 64))
	powers := e.a.NewNull()
	if v.Powers != nil {
		powers = e.a.NewArray()
		for i := range v.Powers {
			p := &v.Powers[i]
			po := e.a.NewObject()
			po.Set("id", e.a.NewNumberInt(p.ID))
			po.Set("name", e.a.NewString(p.Name))
			po.Set("damage", e.a.NewNumberInt(p.Damage))
			po.Set("energy", e.float(p.Energy, 64))
			po.Set("passive", e.bool(p.Passive))
			powers.SetArrayItem(i, po)
		}
	}
	o.Set("powers", powers)
	return o
}

func buildUser(e *encoder, v *cart.User) *fastjson.Value {
	o := e.a.NewObject()
	o.Set("Name", e.a.NewString(v.Name))
	o.Set("Phone", e.a.NewString(v.Phone))
	o.Set("Balance", e.float(v.Balance, 64))
	o.Set("BirthDay", e.timePtr(v.BirthDay))
	o.Set("RegisteredAt", e.time(v.RegisteredAt))
	items := e.a.NewNull()
	if v.ShoppingCart != nil {
		items = e.a.NewObject()
		// encoding/json sorts map keys; so do we, for the same bytes.
		e.keys = e.keys[:0]
		for k := range v.ShoppingCart {
			e.keys = append(e.keys, k)
		}
		slices.Sort(e.keys)
		for _, k := range e.keys {
			c := v.ShoppingCart[k]
			co := e.a.NewObject()
			co.Set("Item", buildItem(e, &c.Item))
			co.Set("Quantity", e.a.NewNumberInt(int(c.Quantity)))
			items.Set(k, co)
		}
	}
	o.Set("ShoppingCart", items)
	o.Set("Blocked", e.bool(v.Blocked))
	return o
}

func buildItem(e *encoder, it *cart.Item) *fastjson.Value {
	o := e.a.NewObject()
	o.Set("ID", e.a.NewString(it.ID))
	o.Set("CreatedAt", e.time(it.CreatedAt))
	o.Set("Visible", e.bool(it.Visible))
	o.Set("OwnerID", e.a.NewNumberInt(int(it.OwnerID)))
	o.Set("Name", e.a.NewString(it.Name))
	desc := e.a.NewNull()
	if it.Description != nil {
		desc = e.a.NewString(*it.Description)
	}
	o.Set("Description", desc)
	o.Set("Keywords", e.strings(it.Keywords))
	o.Set("Price", e.float(it.Price, 64))
	o.Set("Weight", e.float(float64(it.Weight), 32))
	return o
}

// buildMessage encodes the MessageData first, then the envelope with those
// bytes (in base64, as encoding/json writes a farcaster.Envelope's Data).
func buildMessage(e *encoder, v *farcaster.Message) *fastjson.Value {
	e.data = buildData(e, &v.Data).MarshalTo(e.data[:0])
	o := e.a.NewObject()
	o.Set("Data", e.bytes(e.data))
	o.Set("Hash", e.bytes(v.Hash))
	o.Set("HashScheme", e.a.NewNumberInt(int(v.HashScheme)))
	o.Set("Signature", e.bytes(v.Signature))
	o.Set("SignatureScheme", e.a.NewNumberInt(int(v.SignatureScheme)))
	o.Set("Signer", e.bytes(v.Signer))
	return o
}

func buildData(e *encoder, d *farcaster.MessageData) *fastjson.Value {
	o := e.a.NewObject()
	o.Set("Type", e.a.NewNumberInt(int(d.Type)))
	o.Set("Fid", e.uint(d.Fid))
	o.Set("Timestamp", e.uint(uint64(d.Timestamp)))
	o.Set("Network", e.a.NewNumberInt(int(d.Network)))
	b := &d.Body
	body := e.a.NewObject()
	body.Set("Embeds", e.strings(b.Embeds))
	mentions := e.a.NewNull()
	if b.Mentions != nil {
		mentions = e.a.NewArray()
		for i, m := range b.Mentions {
			mentions.SetArrayItem(i, e.uint(m))
		}
	}
	body.Set("Mentions", mentions)
	parent := e.a.NewNull()
	if p := b.ParentCastID; p != nil {
		parent = e.a.NewObject()
		parent.Set("Fid", e.uint(p.Fid))
		parent.Set("TsHash", e.bytes(p.TsHash))
	}
	body.Set("ParentCastID", parent)
	body.Set("Text", e.a.NewString(b.Text))
	o.Set("Body", body)
	return o
}
