// Package jsonparser registers github.com/buger/jsonparser, which scans
// JSON bytes in place without building values; it has no encoder. The
// decoder reads every field by hand into the dataset's Go type: EachObject
// over each object's members, EachArrayErr over arrays, and ParseString,
// ParseInt, ParseFloat and ParseBoolean on the values. Its input is what
// encoding/json writes for the record. The unsafe variant makes strings
// without escapes refer to the input, as GetUnsafeString does: Unescape
// returns such a value's bytes themselves, viewed as a string without a copy.
package jsonparser

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strconv"
	"time"
	"unsafe"

	"github.com/buger/jsonparser"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "jsonparser",
		Package:       "github.com/buger/jsonparser",
		Format:        "JSON",
		Wire:          "JSON",
		Kind:          serbench.KindManual,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "decode only, hand-written with the README's callback API: EachObject/EachArrayErr over the input, ParseString (copies) and " +
			"ParseInt/ParseFloat per value; input made by encoding/json; " +
			"dynamic: an EachObject/EachArrayErr walk, integers as int64 (uint64 beyond), other numbers float64",
	})
	support(small.Dataset, decoder.readA, json.Marshal)
	support(edge.Dataset, decoder.readA, json.Marshal)
	support(colorgroup.Dataset, decoder.readColorGroup, json.Marshal)
	support(hero.Dataset, decoder.readHero, json.Marshal)
	support(cart.Dataset, decoder.readUser, json.Marshal)
	support(farcaster.Dataset, decoder.readMessage, farcaster.Nest(serbench.AnyOps{Marshal: json.Marshal}).Marshal)
}

// support registers jsonparser on d with read, decoding what marshal writes.
func support[T any](d *serbench.Dataset[T], read func(dec decoder, data []byte, v *T) error, marshal func(any) ([]byte, error)) {
	serbench.Support("jsonparser", d, serbench.Impl[T, T]{
		Variants: map[serbench.Variant]serbench.Ops[T]{
			serbench.Default: {Unmarshal: func(data []byte) (*T, error) {
				v := new(T)
				return v, read(copying, data, v)
			}},
			serbench.Unsafe: {Unmarshal: func(data []byte) (*T, error) {
				v := new(T)
				return v, read(aliasing, data, v)
			}, Note: "strings without escapes refer to the input (Unescape, then a string view without a copy, " +
				"as GetUnsafeString makes; farcaster's refer to its base64-decoded Data); map keys are copied"},
		},
		Input:   func(v *T) ([]byte, error) { return marshal(v) },
		Missing: map[serbench.Op]string{serbench.Marshal: "jsonparser only decodes; input made by encoding/json"},
	})
}

// decoder reads the datasets' types; text makes a string of a JSON
// string's text between the quotes.
type decoder struct {
	text func(v []byte) (string, error)
}

var (
	copying  = decoder{text: jsonparser.ParseString}
	aliasing = decoder{text: aliasString}
)

// aliasString unescapes v, which allocates only if v holds escapes, and
// views the result as a string without copying it: the string refers to v
// unless it needed unescaping.
func aliasString(v []byte) (string, error) {
	b, err := jsonparser.Unescape(v, nil)
	if err != nil {
		return "", err
	}
	return unsafe.String(unsafe.SliceData(b), len(b)), nil
}

// fields calls f for each member of the object data, in order, until f
// fails; the error names the member. Keys come unescaped; values as
// jsonparser gives them: a string's is its text between the quotes, still
// escaped, and points into data.
func fields(data []byte, f func(key []byte, v []byte, t jsonparser.ValueType) error) error {
	return jsonparser.EachObject(data, func(k, v []byte, t jsonparser.ValueType, _ int) error {
		if err := f(k, v, t); err != nil {
			return fmt.Errorf("%s: %w", k, err)
		}
		return nil
	})
}

// each calls f for each element of the array data until f fails.
func each(data []byte, f func(v []byte, t jsonparser.ValueType) error) error {
	_, err := jsonparser.EachArrayErr(data, func(v []byte, t jsonparser.ValueType, _ int, err error) error {
		if err != nil {
			return err
		}
		return f(v, t)
	})
	return err
}

// want fails unless a value is of type want.
func want(want, have jsonparser.ValueType) error {
	if have != want {
		return fmt.Errorf("have %s, want %s", have, want)
	}
	return nil
}

func (dec decoder) str(v []byte, t jsonparser.ValueType) (string, error) {
	if err := want(jsonparser.String, t); err != nil {
		return "", err
	}
	return dec.text(v)
}

func (dec decoder) strPtr(v []byte, t jsonparser.ValueType) (*string, error) {
	if t == jsonparser.Null {
		return nil, nil
	}
	s, err := dec.str(v, t)
	return &s, err
}

// strs reads null as nil and [] as empty, as encoding/json does.
func (dec decoder) strs(v []byte, t jsonparser.ValueType) ([]string, error) {
	if t == jsonparser.Null {
		return nil, nil
	}
	if err := want(jsonparser.Array, t); err != nil {
		return nil, err
	}
	ss := []string{}
	err := each(v, func(v []byte, t jsonparser.ValueType) error {
		s, err := dec.str(v, t)
		ss = append(ss, s)
		return err
	})
	return ss, err
}

func integer(v []byte, t jsonparser.ValueType) (int64, error) {
	if err := want(jsonparser.Number, t); err != nil {
		return 0, err
	}
	return jsonparser.ParseInt(v)
}

// unsigned parses a uint64; jsonparser.ParseInt stops at math.MaxInt64.
func unsigned(v []byte, t jsonparser.ValueType) (uint64, error) {
	if err := want(jsonparser.Number, t); err != nil {
		return 0, err
	}
	return strconv.ParseUint(string(v), 10, 64)
}

func float(v []byte, t jsonparser.ValueType) (float64, error) {
	if err := want(jsonparser.Number, t); err != nil {
		return 0, err
	}
	return jsonparser.ParseFloat(v)
}

func boolean(v []byte, t jsonparser.ValueType) (bool, error) {
	if err := want(jsonparser.Boolean, t); err != nil {
		return false, err
	}
	return jsonparser.ParseBoolean(v)
}

func (dec decoder) timeOf(v []byte, t jsonparser.ValueType) (time.Time, error) {
	s, err := dec.str(v, t)
	if err != nil {
		return time.Time{}, err
	}
	return time.Parse(time.RFC3339Nano, s)
}

func (dec decoder) timePtr(v []byte, t jsonparser.ValueType) (*time.Time, error) {
	if t == jsonparser.Null {
		return nil, nil
	}
	tm, err := dec.timeOf(v, t)
	return &tm, err
}

// bytesOf decodes base64; null is nil and "" is empty, as in encoding/json.
func bytesOf(v []byte, t jsonparser.ValueType) ([]byte, error) {
	if t == jsonparser.Null {
		return nil, nil
	}
	if err := want(jsonparser.String, t); err != nil {
		return nil, err
	}
	// Unescape returns v itself when it holds no escapes, as base64 never does.
	v, err := jsonparser.Unescape(v, nil)
	if err != nil {
		return nil, err
	}
	b := make([]byte, base64.StdEncoding.DecodedLen(len(v)))
	n, err := base64.StdEncoding.Decode(b, v)
	return b[:n], err
}

func (dec decoder) readA(data []byte, a *small.A) error {
	return fields(data, func(k, v []byte, t jsonparser.ValueType) (err error) {
		switch string(k) {
		case "Name":
			a.Name, err = dec.str(v, t)
		case "BirthDay":
			a.BirthDay, err = dec.timeOf(v, t)
		case "Phone":
			a.Phone, err = dec.str(v, t)
		case "Siblings":
			var n int64
			n, err = integer(v, t)
			a.Siblings = int(n)
		case "Spouse":
			a.Spouse, err = boolean(v, t)
		case "Money":
			a.Money, err = float(v, t)
		}
		return err
	})
}

func (dec decoder) readColorGroup(data []byte, g *colorgroup.ColorGroup) error {
	return fields(data, func(k, v []byte, t jsonparser.ValueType) (err error) {
		switch string(k) {
		case "id":
			var n int64
			n, err = integer(v, t)
			g.ID = int(n)
		case "name":
			g.Name, err = dec.str(v, t)
		case "colors":
			g.Colors, err = dec.strs(v, t)
		}
		return err
	})
}

func (dec decoder) readHero(data []byte, h *hero.Hero) error {
	return fields(data, func(k, v []byte, t jsonparser.ValueType) (err error) {
		var n int64
		switch string(k) {
		case "id":
			n, err = integer(v, t)
			h.ID = int(n)
		case "affiliation_id":
			n, err = integer(v, t)
			h.AffiliationID = int(n)
		case "name":
			h.Name, err = dec.str(v, t)
		case "life":
			h.Life, err = float(v, t)
		case "energy":
			h.Energy, err = float(v, t)
		case "powers":
			h.Powers, err = dec.readPowers(v, t)
		}
		return err
	})
}

func (dec decoder) readPowers(v []byte, t jsonparser.ValueType) ([]hero.Power, error) {
	if t == jsonparser.Null {
		return nil, nil
	}
	if err := want(jsonparser.Array, t); err != nil {
		return nil, err
	}
	ps := []hero.Power{}
	err := each(v, func(v []byte, t jsonparser.ValueType) error {
		if err := want(jsonparser.Object, t); err != nil {
			return err
		}
		var p hero.Power
		err := fields(v, func(k, v []byte, t jsonparser.ValueType) (err error) {
			var n int64
			switch string(k) {
			case "id":
				n, err = integer(v, t)
				p.ID = int(n)
			case "name":
				p.Name, err = dec.str(v, t)
			case "damage":
				n, err = integer(v, t)
				p.Damage = int(n)
			case "energy":
				p.Energy, err = float(v, t)
			case "passive":
				p.Passive, err = boolean(v, t)
			}
			return err
		})
		ps = append(ps, p)
		return err
	})
	return ps, err
}

func (dec decoder) readUser(data []byte, u *cart.User) error {
	return fields(data, func(k, v []byte, t jsonparser.ValueType) (err error) {
		switch string(k) {
		case "Name":
			u.Name, err = dec.str(v, t)
		case "Phone":
			u.Phone, err = dec.str(v, t)
		case "Balance":
			u.Balance, err = float(v, t)
		case "BirthDay":
			u.BirthDay, err = dec.timePtr(v, t)
		case "RegisteredAt":
			u.RegisteredAt, err = dec.timeOf(v, t)
		case "ShoppingCart":
			u.ShoppingCart, err = dec.readCart(v, t)
		case "Blocked":
			u.Blocked, err = boolean(v, t)
		}
		return err
	})
}

func (dec decoder) readCart(v []byte, t jsonparser.ValueType) (cart.ShoppingCart, error) {
	if t == jsonparser.Null {
		return nil, nil
	}
	if err := want(jsonparser.Object, t); err != nil {
		return nil, err
	}
	c := cart.ShoppingCart{}
	err := fields(v, func(k, v []byte, t jsonparser.ValueType) error {
		if err := want(jsonparser.Object, t); err != nil {
			return err
		}
		var ci cart.CartItem
		err := fields(v, func(k, v []byte, t jsonparser.ValueType) (err error) {
			switch string(k) {
			case "Item":
				if err = want(jsonparser.Object, t); err == nil {
					err = dec.readItem(v, &ci.Item)
				}
			case "Quantity":
				var n int64
				n, err = integer(v, t)
				ci.Quantity = int32(n)
			}
			return err
		})
		c[string(k)] = ci // EachObject hands keys over unescaped
		return err
	})
	return c, err
}

func (dec decoder) readItem(data []byte, it *cart.Item) error {
	return fields(data, func(k, v []byte, t jsonparser.ValueType) (err error) {
		switch string(k) {
		case "ID":
			it.ID, err = dec.str(v, t)
		case "CreatedAt":
			it.CreatedAt, err = dec.timeOf(v, t)
		case "Visible":
			it.Visible, err = boolean(v, t)
		case "OwnerID":
			var n int64
			n, err = integer(v, t)
			it.OwnerID = int32(n)
		case "Name":
			it.Name, err = dec.str(v, t)
		case "Description":
			it.Description, err = dec.strPtr(v, t)
		case "Keywords":
			it.Keywords, err = dec.strs(v, t)
		case "Price":
			it.Price, err = float(v, t)
		case "Weight":
			var f float64
			f, err = float(v, t)
			it.Weight = float32(f)
		}
		return err
	})
}

// readMessage decodes the envelope, then its Data, base64-decoded, as a
// second JSON document.
func (dec decoder) readMessage(data []byte, m *farcaster.Message) error {
	var inner []byte
	err := fields(data, func(k, v []byte, t jsonparser.ValueType) (err error) {
		var n int64
		switch string(k) {
		case "Data":
			inner, err = bytesOf(v, t)
		case "Hash":
			m.Hash, err = bytesOf(v, t)
		case "HashScheme":
			n, err = integer(v, t)
			m.HashScheme = farcaster.HashScheme(n)
		case "Signature":
			m.Signature, err = bytesOf(v, t)
		case "SignatureScheme":
			n, err = integer(v, t)
			m.SignatureScheme = farcaster.SignatureScheme(n)
		case "Signer":
			m.Signer, err = bytesOf(v, t)
		}
		return err
	})
	if err != nil {
		return err
	}
	if err := dec.readData(inner, &m.Data); err != nil {
		return fmt.Errorf("Data: %w", err)
	}
	return nil
}

func (dec decoder) readData(data []byte, d *farcaster.MessageData) error {
	return fields(data, func(k, v []byte, t jsonparser.ValueType) (err error) {
		var n int64
		switch string(k) {
		case "Type":
			n, err = integer(v, t)
			d.Type = farcaster.MessageType(n)
		case "Fid":
			d.Fid, err = unsigned(v, t)
		case "Timestamp":
			var u uint64
			u, err = unsigned(v, t)
			d.Timestamp = uint32(u)
		case "Network":
			n, err = integer(v, t)
			d.Network = farcaster.Network(n)
		case "Body":
			if err = want(jsonparser.Object, t); err == nil {
				err = dec.readBody(v, &d.Body)
			}
		}
		return err
	})
}

func (dec decoder) readBody(data []byte, b *farcaster.CastAddBody) error {
	return fields(data, func(k, v []byte, t jsonparser.ValueType) (err error) {
		switch string(k) {
		case "Embeds":
			b.Embeds, err = dec.strs(v, t)
		case "Mentions":
			b.Mentions, err = readMentions(v, t)
		case "ParentCastID":
			b.ParentCastID, err = readCastID(v, t)
		case "Text":
			b.Text, err = dec.str(v, t)
		}
		return err
	})
}

func readMentions(v []byte, t jsonparser.ValueType) ([]uint64, error) {
	if t == jsonparser.Null {
		return nil, nil
	}
	if err := want(jsonparser.Array, t); err != nil {
		return nil, err
	}
	ms := []uint64{}
	err := each(v, func(v []byte, t jsonparser.ValueType) error {
		m, err := unsigned(v, t)
		ms = append(ms, m)
		return err
	})
	return ms, err
}

func readCastID(v []byte, t jsonparser.ValueType) (*farcaster.CastID, error) {
	if t == jsonparser.Null {
		return nil, nil
	}
	if err := want(jsonparser.Object, t); err != nil {
		return nil, err
	}
	c := new(farcaster.CastID)
	err := fields(v, func(k, v []byte, t jsonparser.ValueType) (err error) {
		switch string(k) {
		case "Fid":
			c.Fid, err = unsigned(v, t)
		case "TsHash":
			c.TsHash, err = bytesOf(v, t)
		}
		return err
	})
	return c, err
}
