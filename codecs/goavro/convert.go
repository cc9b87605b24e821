package goavro

import (
	"time"

	"github.com/linkedin/goavro/v2"

	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

// Record is a record in goavro's native form: field name to value, with
// []any for arrays, map[string]any for maps, goavro.Union for a union's
// non-null branch and time.Time for timestamp-micros.
type Record = map[string]any

// The union branch names goavro uses for the schemas' optional fields.
const (
	timeBranch   = "long.timestamp-micros"
	castIDBranch = "serbench.CastID"
)

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

func toA(v *small.A) *Record {
	return &Record{"Name": v.Name, "BirthDay": v.BirthDay, "Phone": v.Phone,
		"Siblings": int64(v.Siblings), "Spouse": v.Spouse, "Money": v.Money}
}

func fromA(r *Record) *small.A {
	m := *r
	return &small.A{Name: m["Name"].(string), BirthDay: m["BirthDay"].(time.Time), Phone: m["Phone"].(string),
		Siblings: int(m["Siblings"].(int64)), Spouse: m["Spouse"].(bool), Money: m["Money"].(float64)}
}

func toColorGroup(v *colorgroup.ColorGroup) *Record {
	return &Record{"ID": int64(v.ID), "Name": v.Name, "Colors": anyStrings(v.Colors)}
}

func fromColorGroup(r *Record) *colorgroup.ColorGroup {
	m := *r
	return &colorgroup.ColorGroup{ID: int(m["ID"].(int64)), Name: m["Name"].(string), Colors: fromStrings(m["Colors"])}
}

func toHero(v *hero.Hero) *Record {
	var powers []any
	if v.Powers != nil {
		powers = make([]any, len(v.Powers))
		for i, p := range v.Powers {
			powers[i] = Record{"ID": int64(p.ID), "Name": p.Name, "Damage": int64(p.Damage), "Energy": p.Energy, "Passive": p.Passive}
		}
	}
	return &Record{"ID": int64(v.ID), "AffiliationID": int64(v.AffiliationID), "Name": v.Name,
		"Life": v.Life, "Energy": v.Energy, "Powers": powers}
}

func fromHero(r *Record) *hero.Hero {
	m := *r
	h := &hero.Hero{ID: int(m["ID"].(int64)), AffiliationID: int(m["AffiliationID"].(int64)), Name: m["Name"].(string),
		Life: m["Life"].(float64), Energy: m["Energy"].(float64)}
	powers := m["Powers"].([]any)
	h.Powers = make([]hero.Power, len(powers))
	for i, x := range powers {
		p := x.(Record)
		h.Powers[i] = hero.Power{ID: int(p["ID"].(int64)), Name: p["Name"].(string), Damage: int(p["Damage"].(int64)),
			Energy: p["Energy"].(float64), Passive: p["Passive"].(bool)}
	}
	return h
}

func toUser(v *cart.User) *Record {
	var birthDay any
	if v.BirthDay != nil {
		birthDay = goavro.Union(timeBranch, *v.BirthDay)
	}
	shop := make(map[string]any, len(v.ShoppingCart))
	for k, c := range v.ShoppingCart {
		it := &c.Item
		var desc any
		if it.Description != nil {
			desc = goavro.Union("string", *it.Description)
		}
		shop[k] = Record{"Quantity": c.Quantity, "Item": Record{"ID": it.ID, "CreatedAt": it.CreatedAt,
			"Visible": it.Visible, "OwnerID": it.OwnerID, "Name": it.Name, "Description": desc,
			"Keywords": anyStrings(it.Keywords), "Price": it.Price, "Weight": it.Weight}}
	}
	return &Record{"Name": v.Name, "Phone": v.Phone, "Balance": v.Balance, "BirthDay": birthDay,
		"RegisteredAt": v.RegisteredAt, "ShoppingCart": shop, "Blocked": v.Blocked}
}

func fromUser(r *Record) *cart.User {
	m := *r
	u := &cart.User{Name: m["Name"].(string), Phone: m["Phone"].(string), Balance: m["Balance"].(float64),
		RegisteredAt: m["RegisteredAt"].(time.Time), Blocked: m["Blocked"].(bool)}
	if b, ok := m["BirthDay"].(map[string]any); ok {
		t := b[timeBranch].(time.Time)
		u.BirthDay = &t
	}
	shop := m["ShoppingCart"].(map[string]any)
	u.ShoppingCart = make(cart.ShoppingCart, len(shop))
	for k, x := range shop {
		c := x.(Record)
		it := c["Item"].(Record)
		item := cart.Item{ID: it["ID"].(string), CreatedAt: it["CreatedAt"].(time.Time), Visible: it["Visible"].(bool),
			OwnerID: it["OwnerID"].(int32), Name: it["Name"].(string), Keywords: fromStrings(it["Keywords"]),
			Price: it["Price"].(float64), Weight: it["Weight"].(float32)}
		if d, ok := it["Description"].(map[string]any); ok {
			s := d["string"].(string)
			item.Description = &s
		}
		u.ShoppingCart[k] = cart.CartItem{Item: item, Quantity: c["Quantity"].(int32)}
	}
	return u
}

// Cast is a farcaster record in native form: the envelope and its data.
// Marshalling sets the envelope's Data to the data's encoding. Like
// Native, it also holds the dataset's value for the struct variant; a
// decoded Cast holds one form or the other.
type Cast struct {
	farcaster.Cast[Record, Record]
	Value *farcaster.Message
}

// envelopeData is the envelope's field for the data's encoding.
var envelopeData = farcaster.DataField[Record]{
	Set: func(e *Record, data []byte) { (*e)["Data"] = data },
	Get: func(e *Record) []byte {
		data, ok := (*e)["Data"].([]byte)
		if !ok { // the textual form decodes bytes as a string
			s, _ := (*e)["Data"].(string)
			data = []byte(s)
		}
		return data
	},
}

// value is the dataset's value that c holds or converts to.
func (c *Cast) value() *farcaster.Message {
	if c.Envelope == nil {
		return c.Value
	}
	return fromCast(c)
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
		parent = goavro.Union(castIDBranch, Record{"Fid": int64(p.Fid), "TsHash": p.TsHash})
	}
	return &Cast{Cast: farcaster.Cast[Record, Record]{
		Envelope: Record{"Hash": v.Hash, "HashScheme": int32(v.HashScheme), "Signature": v.Signature,
			"SignatureScheme": int32(v.SignatureScheme), "Signer": v.Signer},
		Data: Record{"Type": int32(d.Type), "Fid": int64(d.Fid), "Timestamp": int64(d.Timestamp), "Network": int32(d.Network),
			"Body": Record{"Embeds": anyStrings(d.Body.Embeds), "Mentions": mentions, "ParentCastID": parent, "Text": d.Body.Text}},
	}}
}

func fromCast(c *Cast) *farcaster.Message {
	e, d := c.Envelope, c.Data
	b := d["Body"].(Record)
	m := &farcaster.Message{
		Data: farcaster.MessageData{Type: farcaster.MessageType(d["Type"].(int32)), Fid: uint64(d["Fid"].(int64)),
			Timestamp: uint32(d["Timestamp"].(int64)), Network: farcaster.Network(d["Network"].(int32)),
			Body: farcaster.CastAddBody{Embeds: fromStrings(b["Embeds"]), Text: b["Text"].(string)}},
		Hash: e["Hash"].([]byte), HashScheme: farcaster.HashScheme(e["HashScheme"].(int32)), Signature: e["Signature"].([]byte),
		SignatureScheme: farcaster.SignatureScheme(e["SignatureScheme"].(int32)), Signer: e["Signer"].([]byte),
	}
	mentions := b["Mentions"].([]any)
	m.Data.Body.Mentions = make([]uint64, len(mentions))
	for i, x := range mentions {
		m.Data.Body.Mentions[i] = uint64(x.(int64))
	}
	if p, ok := b["ParentCastID"].(map[string]any); ok {
		id := p[castIDBranch].(Record)
		m.Data.Body.ParentCastID = &farcaster.CastID{Fid: uint64(id["Fid"].(int64)), TsHash: id["TsHash"].([]byte)}
	}
	return m
}
