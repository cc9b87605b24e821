package fastjson

import (
	"encoding/base64"
	"fmt"
	"time"

	"github.com/valyala/fastjson"

	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

// fields calls f for each member of the object v, in order, until f fails;
// the error names the member.
func fields(v *fastjson.Value, f func(key []byte, v *fastjson.Value) error) error {
	o, err := v.Object()
	if err != nil {
		return err
	}
	o.Visit(func(k []byte, v *fastjson.Value) {
		if err == nil {
			if err = f(k, v); err != nil {
				err = fmt.Errorf("%s: %w", k, err)
			}
		}
	})
	return err
}

// str copies the string: the Parser's memory is reused by its next Parse.
func str(v *fastjson.Value) (string, error) {
	b, err := v.StringBytes()
	return string(b), err
}

func strPtr(v *fastjson.Value) (*string, error) {
	if v.Type() == fastjson.TypeNull {
		return nil, nil
	}
	s, err := str(v)
	return &s, err
}

func strs(v *fastjson.Value) ([]string, error) {
	if v.Type() == fastjson.TypeNull {
		return nil, nil
	}
	arr, err := v.Array()
	if err != nil {
		return nil, err
	}
	ss := make([]string, len(arr))
	for i, x := range arr {
		if ss[i], err = str(x); err != nil {
			return nil, err
		}
	}
	return ss, nil
}

func timeOf(v *fastjson.Value) (time.Time, error) {
	b, err := v.StringBytes()
	if err != nil {
		return time.Time{}, err
	}
	return time.Parse(time.RFC3339Nano, string(b))
}

func timePtr(v *fastjson.Value) (*time.Time, error) {
	if v.Type() == fastjson.TypeNull {
		return nil, nil
	}
	t, err := timeOf(v)
	return &t, err
}

// bytesOf decodes base64; null is nil and "" is empty, as in encoding/json.
func bytesOf(v *fastjson.Value) ([]byte, error) {
	if v.Type() == fastjson.TypeNull {
		return nil, nil
	}
	s, err := v.StringBytes()
	if err != nil {
		return nil, err
	}
	b := make([]byte, base64.StdEncoding.DecodedLen(len(s)))
	n, err := base64.StdEncoding.Decode(b, s)
	return b[:n], err
}

func readA(v *fastjson.Value, a *small.A) error {
	return fields(v, func(k []byte, v *fastjson.Value) (err error) {
		switch string(k) {
		case "Name":
			a.Name, err = str(v)
		case "BirthDay":
			a.BirthDay, err = timeOf(v)
		case "Phone":
			a.Phone, err = str(v)
		case "Siblings":
			a.Siblings, err = v.Int()
		case "Spouse":
			a.Spouse, err = v.Bool()
		case "Money":
			a.Money, err = v.Float64()
		}
		return err
	})
}

func readColorGroup(v *fastjson.Value, g *colorgroup.ColorGroup) error {
	return fields(v, func(k []byte, v *fastjson.Value) (err error) {
		switch string(k) {
		case "id":
			g.ID, err = v.Int()
		case "name":
			g.Name, err = str(v)
		case "colors":
			g.Colors, err = strs(v)
		}
		return err
	})
}

func readHero(v *fastjson.Value, h *hero.Hero) error {
	return fields(v, func(k []byte, v *fastjson.Value) (err error) {
		switch string(k) {
		case "id":
			h.ID, err = v.Int()
		case "affiliation_id":
			h.AffiliationID, err = v.Int()
		case "name":
			h.Name, err = str(v)
		case "life":
			h.Life, err = v.Float64()
		case "energy":
			h.Energy, err = v.Float64()
		case "powers":
			h.Powers, err = readPowers(v)
		}
		return err
	})
}

func readPowers(v *fastjson.Value) ([]hero.Power, error) {
	if v.Type() == fastjson.TypeNull {
		return nil, nil
	}
	arr, err := v.Array()
	if err != nil {
		return nil, err
	}
	ps := make([]hero.Power, len(arr))
	for i, x := range arr {
		p := &ps[i]
		err := fields(x, func(k []byte, v *fastjson.Value) (err error) {
			switch string(k) {
			case "id":
				p.ID, err = v.Int()
			case "name":
				p.Name, err = str(v)
			case "damage":
				p.Damage, err = v.Int()
			case "energy":
				p.Energy, err = v.Float64()
			case "passive":
				p.Passive, err = v.Bool()
			}
			return err
		})
		if err != nil {
			return nil, err
		}
	}
	return ps, nil
}

func readUser(v *fastjson.Value, u *cart.User) error {
	return fields(v, func(k []byte, v *fastjson.Value) (err error) {
		switch string(k) {
		case "Name":
			u.Name, err = str(v)
		case "Phone":
			u.Phone, err = str(v)
		case "Balance":
			u.Balance, err = v.Float64()
		case "BirthDay":
			u.BirthDay, err = timePtr(v)
		case "RegisteredAt":
			u.RegisteredAt, err = timeOf(v)
		case "ShoppingCart":
			u.ShoppingCart, err = readCart(v)
		case "Blocked":
			u.Blocked, err = v.Bool()
		}
		return err
	})
}

func readCart(v *fastjson.Value) (cart.ShoppingCart, error) {
	if v.Type() == fastjson.TypeNull {
		return nil, nil
	}
	o, err := v.Object()
	if err != nil {
		return nil, err
	}
	c := make(cart.ShoppingCart, o.Len())
	return c, fields(v, func(k []byte, v *fastjson.Value) error {
		var ci cart.CartItem
		err := fields(v, func(k []byte, v *fastjson.Value) (err error) {
			switch string(k) {
			case "Item":
				err = readItem(v, &ci.Item)
			case "Quantity":
				var q int
				q, err = v.Int()
				ci.Quantity = int32(q)
			}
			return err
		})
		c[string(k)] = ci
		return err
	})
}

func readItem(v *fastjson.Value, it *cart.Item) error {
	return fields(v, func(k []byte, v *fastjson.Value) (err error) {
		switch string(k) {
		case "ID":
			it.ID, err = str(v)
		case "CreatedAt":
			it.CreatedAt, err = timeOf(v)
		case "Visible":
			it.Visible, err = v.Bool()
		case "OwnerID":
			var n int
			n, err = v.Int()
			it.OwnerID = int32(n)
		case "Name":
			it.Name, err = str(v)
		case "Description":
			it.Description, err = strPtr(v)
		case "Keywords":
			it.Keywords, err = strs(v)
		case "Price":
			it.Price, err = v.Float64()
		case "Weight":
			var f float64
			f, err = v.Float64()
			it.Weight = float32(f)
		}
		return err
	})
}

// readMessage decodes the envelope, then its Data, base64-decoded, as a
// second JSON document with the same Parser: the envelope's values are all
// copied out by then.
func readMessage(p *fastjson.Parser, data []byte, m *farcaster.Message) error {
	root, err := p.ParseBytes(data)
	if err != nil {
		return err
	}
	var inner []byte
	err = fields(root, func(k []byte, v *fastjson.Value) (err error) {
		switch string(k) {
		case "Data":
			inner, err = bytesOf(v)
		case "Hash":
			m.Hash, err = bytesOf(v)
		case "HashScheme":
			var n int
			n, err = v.Int()
			m.HashScheme = farcaster.HashScheme(n)
		case "Signature":
			m.Signature, err = bytesOf(v)
		case "SignatureScheme":
			var n int
			n, err = v.Int()
			m.SignatureScheme = farcaster.SignatureScheme(n)
		case "Signer":
			m.Signer, err = bytesOf(v)
		}
		return err
	})
	if err != nil {
		return err
	}
	if root, err = p.ParseBytes(inner); err != nil {
		return fmt.Errorf("Data: %w", err)
	}
	if err := readData(root, &m.Data); err != nil {
		return fmt.Errorf("Data: %w", err)
	}
	return nil
}

func readData(v *fastjson.Value, d *farcaster.MessageData) error {
	return fields(v, func(k []byte, v *fastjson.Value) (err error) {
		var n int
		switch string(k) {
		case "Type":
			n, err = v.Int()
			d.Type = farcaster.MessageType(n)
		case "Fid":
			d.Fid, err = v.Uint64()
		case "Timestamp":
			var t uint
			t, err = v.Uint()
			d.Timestamp = uint32(t)
		case "Network":
			n, err = v.Int()
			d.Network = farcaster.Network(n)
		case "Body":
			err = readBody(v, &d.Body)
		}
		return err
	})
}

func readBody(v *fastjson.Value, b *farcaster.CastAddBody) error {
	return fields(v, func(k []byte, v *fastjson.Value) (err error) {
		switch string(k) {
		case "Embeds":
			b.Embeds, err = strs(v)
		case "Mentions":
			b.Mentions, err = readMentions(v)
		case "ParentCastID":
			b.ParentCastID, err = readCastID(v)
		case "Text":
			b.Text, err = str(v)
		}
		return err
	})
}

func readMentions(v *fastjson.Value) ([]uint64, error) {
	if v.Type() == fastjson.TypeNull {
		return nil, nil
	}
	arr, err := v.Array()
	if err != nil {
		return nil, err
	}
	ms := make([]uint64, len(arr))
	for i, x := range arr {
		if ms[i], err = x.Uint64(); err != nil {
			return nil, err
		}
	}
	return ms, nil
}

func readCastID(v *fastjson.Value) (*farcaster.CastID, error) {
	if v.Type() == fastjson.TypeNull {
		return nil, nil
	}
	c := new(farcaster.CastID)
	return c, fields(v, func(k []byte, v *fastjson.Value) (err error) {
		switch string(k) {
		case "Fid":
			c.Fid, err = v.Uint64()
		case "TsHash":
			c.TsHash, err = bytesOf(v)
		}
		return err
	})
}
