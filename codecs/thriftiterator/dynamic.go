package thriftiterator

import (
	"github.com/thrift-iterator/go/general"
)

// The dynamic variants hold records as general.Struct, thrift-iterator's
// IDL-free form: field id to value, with general.List and general.Map for
// containers. These functions fill one from the native struct and read
// one back, by hand, as a user of that form does; the same field ids as
// the tags in types.go, so that both forms write the same bytes. Decoded
// strings and binaries both come back as string; empty lists come back nil.

// A dynamic is a native type's conversion to and from general.Struct.
type dynamic[N any] struct {
	to   func(v *N) general.Struct
	from func(s general.Struct) *N
}

func strs(s []string) general.List {
	l := make(general.List, len(s))
	for i, x := range s {
		l[i] = x
	}
	return l
}

func fromStrs(v any) []string {
	l, _ := v.(general.List)
	if l == nil {
		return nil
	}
	s := make([]string, len(l))
	for i, x := range l {
		s[i] = x.(string)
	}
	return s
}

func bytesOf(v any) []byte {
	s, _ := v.(string)
	return []byte(s)
}

func genTime(t *Time) general.Struct {
	s := general.Struct{1: t.Seconds, 2: t.Nanos, 3: t.Offset}
	if t.Zone != nil {
		s[4] = *t.Zone
	}
	return s
}

func fromGenTime(s general.Struct) Time {
	t := Time{Seconds: s[1].(int64), Nanos: s[2].(int32), Offset: s[3].(int32)}
	if z, ok := s[4].(string); ok {
		t.Zone = &z
	}
	return t
}

var dynA = dynamic[A]{
	to: func(v *A) general.Struct {
		return general.Struct{1: v.Name, 2: genTime(&v.BirthDay), 3: v.Phone, 4: v.Siblings, 5: v.Spouse, 6: v.Money}
	},
	from: func(s general.Struct) *A {
		return &A{Name: s[1].(string), BirthDay: fromGenTime(s[2].(general.Struct)), Phone: s[3].(string),
			Siblings: s[4].(int64), Spouse: s[5].(bool), Money: s[6].(float64)}
	},
}

var dynColorGroup = dynamic[ColorGroup]{
	to: func(v *ColorGroup) general.Struct {
		s := general.Struct{1: v.ID, 2: v.Name}
		if v.Colors != nil {
			s[3] = strs(v.Colors)
		}
		return s
	},
	from: func(s general.Struct) *ColorGroup {
		return &ColorGroup{ID: s[1].(int64), Name: s[2].(string), Colors: fromStrs(s[3])}
	},
}

var dynHero = dynamic[Hero]{
	to: func(v *Hero) general.Struct {
		s := general.Struct{1: v.ID, 2: v.AffiliationID, 3: v.Name, 4: v.Life, 5: v.Energy}
		if v.Powers != nil {
			l := make(general.List, len(v.Powers))
			for i, p := range v.Powers {
				l[i] = general.Struct{1: p.ID, 2: p.Name, 3: p.Damage, 4: p.Energy, 5: p.Passive}
			}
			s[6] = l
		}
		return s
	},
	from: func(s general.Struct) *Hero {
		h := &Hero{ID: s[1].(int64), AffiliationID: s[2].(int64), Name: s[3].(string), Life: s[4].(float64), Energy: s[5].(float64)}
		if l, ok := s[6].(general.List); ok {
			h.Powers = make([]Power, len(l))
			for i, x := range l {
				p := x.(general.Struct)
				h.Powers[i] = Power{ID: p[1].(int64), Name: p[2].(string), Damage: p[3].(int64), Energy: p[4].(float64), Passive: p[5].(bool)}
			}
		}
		return h
	},
}

var dynUser = dynamic[User]{
	to: func(v *User) general.Struct {
		s := general.Struct{1: v.Name, 2: v.Phone, 3: v.Balance, 5: genTime(&v.RegisteredAt), 7: v.Blocked}
		if v.BirthDay != nil {
			s[4] = genTime(v.BirthDay)
		}
		if v.ShoppingCart != nil {
			m := make(general.Map, len(v.ShoppingCart))
			for k, c := range v.ShoppingCart {
				it := &c.Item
				item := general.Struct{1: it.ID, 2: genTime(&it.CreatedAt), 3: it.Visible, 4: it.OwnerID, 5: it.Name,
					8: it.Price, 9: it.Weight}
				if it.Description != nil {
					item[6] = *it.Description
				}
				if it.Keywords != nil {
					item[7] = strs(it.Keywords)
				}
				m[k] = general.Struct{1: item, 2: c.Quantity}
			}
			s[6] = m
		}
		return s
	},
	from: func(s general.Struct) *User {
		u := &User{Name: s[1].(string), Phone: s[2].(string), Balance: s[3].(float64),
			RegisteredAt: fromGenTime(s[5].(general.Struct)), Blocked: s[7].(bool)}
		if b, ok := s[4].(general.Struct); ok {
			t := fromGenTime(b)
			u.BirthDay = &t
		}
		if m, ok := s[6].(general.Map); ok {
			u.ShoppingCart = make(map[string]CartItem, len(m))
			for k, x := range m {
				c := x.(general.Struct)
				it := c[1].(general.Struct)
				item := Item{ID: it[1].(string), CreatedAt: fromGenTime(it[2].(general.Struct)), Visible: it[3].(bool),
					OwnerID: it[4].(int32), Name: it[5].(string), Keywords: fromStrs(it[7]), Price: it[8].(float64),
					Weight: it[9].(float64)}
				if d, ok := it[6].(string); ok {
					item.Description = &d
				}
				u.ShoppingCart[k.(string)] = CartItem{Item: item, Quantity: c[2].(int32)}
			}
		}
		return u
	},
}

func genMessage(v *Message) general.Struct {
	return general.Struct{1: v.Data, 2: v.Hash, 3: v.HashScheme, 4: v.Signature, 5: v.SignatureScheme, 6: v.Signer}
}

func fromGenMessage(s general.Struct) Message {
	return Message{Data: bytesOf(s[1]), Hash: bytesOf(s[2]), HashScheme: s[3].(int32), Signature: bytesOf(s[4]),
		SignatureScheme: s[5].(int32), Signer: bytesOf(s[6])}
}

func genMessageData(v *MessageData) general.Struct {
	b := &v.CastAddBody
	body := general.Struct{4: b.Text}
	if b.Embeds != nil {
		body[1] = strs(b.Embeds)
	}
	if b.Mentions != nil {
		l := make(general.List, len(b.Mentions))
		for i, m := range b.Mentions {
			l[i] = m
		}
		body[2] = l
	}
	if p := b.ParentCastID; p != nil {
		body[3] = general.Struct{1: p.Fid, 2: p.Hash}
	}
	return general.Struct{1: v.Type, 2: v.Fid, 3: v.Timestamp, 4: v.Network, 5: body}
}

func fromGenMessageData(s general.Struct) MessageData {
	b := s[5].(general.Struct)
	d := MessageData{Type: s[1].(int32), Fid: s[2].(int64), Timestamp: s[3].(int64), Network: s[4].(int32),
		CastAddBody: CastAddBody{Embeds: fromStrs(b[1]), Text: b[4].(string)}}
	if l, ok := b[2].(general.List); ok {
		d.CastAddBody.Mentions = make([]int64, len(l))
		for i, x := range l {
			d.CastAddBody.Mentions[i] = x.(int64)
		}
	}
	if p, ok := b[3].(general.Struct); ok {
		d.CastAddBody.ParentCastID = &CastID{Fid: p[1].(int64), Hash: bytesOf(p[2])}
	}
	return d
}
