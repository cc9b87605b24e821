package goavrov1

import (
	"encoding/json"
	"errors"
	"time"

	"github.com/linkedin/goavro"

	"github.com/serbench/serbench/codecs/gogenavro/schema"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

var errNotRecord = errors.New("goavro v1: decoded datum is not a record")

// The record schemas, each parsed once, as NewRecord needs one per record.
// Nested records need their own schema and the enclosing namespace.
var (
	aSchema          = goavro.RecordSchema(schema.A)
	colorGroupSchema = goavro.RecordSchema(schema.ColorGroup)
	heroSchema       = goavro.RecordSchema(schema.Hero)
	powerSchema      = nested(schema.Hero, "Power")
	userSchema       = goavro.RecordSchema(schema.User)
	cartItemSchema   = nested(schema.User, "CartItem")
	itemSchema       = nested(schema.User, "Item")
	messageSchema    = goavro.RecordSchema(schema.Message)
	dataSchema       = goavro.RecordSchema(schema.MessageData)
	bodySchema       = nested(schema.MessageData, "CastAddBody")
	castIDSchema     = nested(schema.MessageData, "CastID")
	inSerbench       = goavro.RecordEnclosingNamespace("serbench")
)

// namespace qualifies field names: the schemas' namespace and a dot.
const namespace = "serbench."

// nested returns the setter of the record named name inside the schema s.
func nested(s, name string) goavro.RecordSetter {
	var root any
	if err := json.Unmarshal([]byte(s), &root); err != nil {
		panic("goavro v1: schema: " + err.Error())
	}
	var find func(v any) any
	find = func(v any) any {
		switch v := v.(type) {
		case map[string]any:
			if v["type"] == "record" && v["name"] == name {
				return v
			}
			for _, x := range v {
				if r := find(x); r != nil {
					return r
				}
			}
		case []any:
			for _, x := range v {
				if r := find(x); r != nil {
					return r
				}
			}
		}
		return nil
	}
	r := find(root)
	if r == nil {
		panic("goavro v1: no record " + name + " in schema")
	}
	b, err := json.Marshal(r)
	if err != nil {
		panic("goavro v1: schema of " + name + ": " + err.Error())
	}
	return goavro.RecordSchema(string(b))
}

// record makes a record and sets its fields from name-value pairs. The
// schemas and names are serbench's own, so an error is a bug here.
func record(setters []goavro.RecordSetter, fields ...any) *goavro.Record {
	r, err := goavro.NewRecord(setters...)
	if err != nil {
		panic("goavro v1: " + err.Error())
	}
	for i := 0; i < len(fields); i += 2 {
		set(r, fields[i].(string), fields[i+1])
	}
	return r
}

// set and get name fields fully qualified: Set and Get qualify a bare name
// with the record's own namespace, which a nested record lacks (its fields
// are named in the enclosing one), as goavro's documentation allows.
func set(r *goavro.Record, field string, v any) {
	if err := r.Set(namespace+field, v); err != nil {
		panic("goavro v1: " + r.Name + ": " + err.Error())
	}
}

func get(r *goavro.Record, field string) any {
	v, err := r.Get(namespace + field)
	if err != nil {
		panic("goavro v1: " + r.Name + ": " + err.Error())
	}
	return v
}

func top(s goavro.RecordSetter) []goavro.RecordSetter  { return []goavro.RecordSetter{s} }
func with(s goavro.RecordSetter) []goavro.RecordSetter { return []goavro.RecordSetter{s, inSerbench} }

func micros(t time.Time) int64 { return t.UnixMicro() }
func timeOf(v any) time.Time   { return time.UnixMicro(v.(int64)).UTC() }

func anyStrings(s []string) []any {
	if s == nil {
		return nil
	}
	out := make([]any, len(s))
	for i, x := range s {
		out[i] = x
	}
	return out
}

func fromStrings(a any) []string {
	s := a.([]any)
	out := make([]string, len(s))
	for i, x := range s {
		out[i] = x.(string)
	}
	return out
}

func toA(v *small.A) *goavro.Record {
	return record(top(aSchema), "Name", v.Name, "BirthDay", micros(v.BirthDay), "Phone", v.Phone,
		"Siblings", int64(v.Siblings), "Spouse", v.Spouse, "Money", v.Money)
}

func fromA(r *goavro.Record) *small.A {
	return &small.A{Name: get(r, "Name").(string), BirthDay: timeOf(get(r, "BirthDay")), Phone: get(r, "Phone").(string),
		Siblings: int(get(r, "Siblings").(int64)), Spouse: get(r, "Spouse").(bool), Money: get(r, "Money").(float64)}
}

func toColorGroup(v *colorgroup.ColorGroup) *goavro.Record {
	return record(top(colorGroupSchema), "ID", int64(v.ID), "Name", v.Name, "Colors", anyStrings(v.Colors))
}

func fromColorGroup(r *goavro.Record) *colorgroup.ColorGroup {
	return &colorgroup.ColorGroup{ID: int(get(r, "ID").(int64)), Name: get(r, "Name").(string), Colors: fromStrings(get(r, "Colors"))}
}

func toHero(v *hero.Hero) *goavro.Record {
	var powers []any
	if v.Powers != nil {
		powers = make([]any, len(v.Powers))
		for i, p := range v.Powers {
			powers[i] = record(with(powerSchema), "ID", int64(p.ID), "Name", p.Name, "Damage", int64(p.Damage),
				"Energy", p.Energy, "Passive", p.Passive)
		}
	}
	return record(top(heroSchema), "ID", int64(v.ID), "AffiliationID", int64(v.AffiliationID), "Name", v.Name,
		"Life", v.Life, "Energy", v.Energy, "Powers", powers)
}

func fromHero(r *goavro.Record) *hero.Hero {
	h := &hero.Hero{ID: int(get(r, "ID").(int64)), AffiliationID: int(get(r, "AffiliationID").(int64)),
		Name: get(r, "Name").(string), Life: get(r, "Life").(float64), Energy: get(r, "Energy").(float64)}
	powers := get(r, "Powers").([]any)
	h.Powers = make([]hero.Power, len(powers))
	for i, x := range powers {
		p := x.(*goavro.Record)
		h.Powers[i] = hero.Power{ID: int(get(p, "ID").(int64)), Name: get(p, "Name").(string), Damage: int(get(p, "Damage").(int64)),
			Energy: get(p, "Energy").(float64), Passive: get(p, "Passive").(bool)}
	}
	return h
}

func toUser(v *cart.User) *goavro.Record {
	var birthDay any // a union's value is the bare value, or nil for null
	if v.BirthDay != nil {
		birthDay = micros(*v.BirthDay)
	}
	shop := make(map[string]any, len(v.ShoppingCart))
	for k, c := range v.ShoppingCart {
		it := &c.Item
		var desc any
		if it.Description != nil {
			desc = *it.Description
		}
		item := record(with(itemSchema), "ID", it.ID, "CreatedAt", micros(it.CreatedAt), "Visible", it.Visible,
			"OwnerID", it.OwnerID, "Name", it.Name, "Description", desc, "Keywords", anyStrings(it.Keywords),
			"Price", it.Price, "Weight", it.Weight)
		shop[k] = record(with(cartItemSchema), "Item", item, "Quantity", c.Quantity)
	}
	return record(top(userSchema), "Name", v.Name, "Phone", v.Phone, "Balance", v.Balance, "BirthDay", birthDay,
		"RegisteredAt", micros(v.RegisteredAt), "ShoppingCart", shop, "Blocked", v.Blocked)
}

func fromUser(r *goavro.Record) *cart.User {
	u := &cart.User{Name: get(r, "Name").(string), Phone: get(r, "Phone").(string), Balance: get(r, "Balance").(float64),
		RegisteredAt: timeOf(get(r, "RegisteredAt")), Blocked: get(r, "Blocked").(bool)}
	if b := get(r, "BirthDay"); b != nil {
		t := timeOf(b)
		u.BirthDay = &t
	}
	shop := get(r, "ShoppingCart").(map[string]any)
	u.ShoppingCart = make(cart.ShoppingCart, len(shop))
	for k, x := range shop {
		c := x.(*goavro.Record)
		it := get(c, "Item").(*goavro.Record)
		item := cart.Item{ID: get(it, "ID").(string), CreatedAt: timeOf(get(it, "CreatedAt")), Visible: get(it, "Visible").(bool),
			OwnerID: get(it, "OwnerID").(int32), Name: get(it, "Name").(string), Keywords: fromStrings(get(it, "Keywords")),
			Price: get(it, "Price").(float64), Weight: get(it, "Weight").(float32)}
		if d := get(it, "Description"); d != nil {
			s := d.(string)
			item.Description = &s
		}
		u.ShoppingCart[k] = cart.CartItem{Item: item, Quantity: get(c, "Quantity").(int32)}
	}
	return u
}

func toCast(v *farcaster.Message) *Cast {
	d := &v.Data
	var mentions []any
	if d.Body.Mentions != nil {
		mentions = make([]any, len(d.Body.Mentions))
		for i, x := range d.Body.Mentions {
			mentions[i] = int64(x)
		}
	}
	var parent any
	if p := d.Body.ParentCastID; p != nil {
		parent = record(with(castIDSchema), "Fid", int64(p.Fid), "TsHash", p.TsHash)
	}
	body := record(with(bodySchema), "Embeds", anyStrings(d.Body.Embeds), "Mentions", mentions, "ParentCastID", parent,
		"Text", d.Body.Text)
	return &Cast{
		Envelope: record(top(messageSchema), "Hash", v.Hash, "HashScheme", int32(v.HashScheme), "Signature", v.Signature,
			"SignatureScheme", int32(v.SignatureScheme), "Signer", v.Signer),
		Data: record(top(dataSchema), "Type", int32(d.Type), "Fid", int64(d.Fid), "Timestamp", int64(d.Timestamp),
			"Network", int32(d.Network), "Body", body),
	}
}

func fromCast(c *Cast) *farcaster.Message {
	e, d := c.Envelope, c.Data
	b := get(d, "Body").(*goavro.Record)
	m := &farcaster.Message{
		Data: farcaster.MessageData{Type: farcaster.MessageType(get(d, "Type").(int32)), Fid: uint64(get(d, "Fid").(int64)),
			Timestamp: uint32(get(d, "Timestamp").(int64)), Network: farcaster.Network(get(d, "Network").(int32)),
			Body: farcaster.CastAddBody{Embeds: fromStrings(get(b, "Embeds")), Text: get(b, "Text").(string)}},
		Hash: get(e, "Hash").([]byte), HashScheme: farcaster.HashScheme(get(e, "HashScheme").(int32)),
		Signature: get(e, "Signature").([]byte), SignatureScheme: farcaster.SignatureScheme(get(e, "SignatureScheme").(int32)),
		Signer: get(e, "Signer").([]byte),
	}
	mentions := get(b, "Mentions").([]any)
	m.Data.Body.Mentions = make([]uint64, len(mentions))
	for i, x := range mentions {
		m.Data.Body.Mentions[i] = uint64(x.(int64))
	}
	if p := get(b, "ParentCastID"); p != nil {
		id := p.(*goavro.Record)
		m.Data.Body.ParentCastID = &farcaster.CastID{Fid: uint64(get(id, "Fid").(int64)), TsHash: get(id, "TsHash").([]byte)}
	}
	return m
}
