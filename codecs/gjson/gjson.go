// Package gjson registers github.com/tidwall/gjson, which reads values out
// of JSON text by path and iteration; it has no encoder. The decoder reads
// every field by hand into the dataset's Go type: gjson.ParseBytes, then
// Result.ForEach over each object's members with Result.String, Int, Uint,
// Float and Bool. Its input is what encoding/json writes for the record.
// The unsafe variant parses the input viewed as a string without a copy
// (gjson.Parse over unsafe.String), the zero-copy use the README describes
// with Result.Index, so the strings gjson hands over alias the input.
package gjson

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"time"
	"unsafe"

	"github.com/tidwall/gjson"

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
		Name:          "gjson",
		Package:       "github.com/tidwall/gjson",
		Format:        "JSON",
		Wire:          "JSON",
		Kind:          serbench.KindManual,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "decode only, hand-written: ParseBytes (which copies the input, so strings own their memory) and " +
			"ForEach over each object, the README's Parse and ForEach API (gjson.Unmarshal, which seed 001 times, was deprecated for encoding/json and is gone); input made by encoding/json; no validation, as gjson does none; " +
			"dynamic: a ForEach walk, integers from Result.Raw as int64 (uint64 beyond), other numbers float64 (Result.Value would make every number a float64)",
	})
	support(small.Dataset, readA, readA, json.Marshal)
	support(edge.Dataset, readA, readA, json.Marshal)
	support(colorgroup.Dataset, readColorGroup, readColorGroup, json.Marshal)
	support(hero.Dataset, readHero, readHero, json.Marshal)
	support(cart.Dataset, readUser, readUser, json.Marshal)
	support(farcaster.Dataset, readMessage(gjson.ParseBytes), readMessage(parseAliased),
		farcaster.Nest(serbench.AnyOps{Marshal: json.Marshal}).Marshal)
}

// support registers gjson on d, decoding what marshal writes: read decodes
// what gjson.ParseBytes makes of the input, readAliased what parseAliased
// does. They differ only where a nested document is parsed in turn.
func support[T any](d *serbench.Dataset[T], read, readAliased func(r gjson.Result, v *T) error, marshal func(any) ([]byte, error)) {
	serbench.Support("gjson", d, serbench.Impl[T, T]{
		Variants: map[serbench.Variant]serbench.Ops[T]{
			serbench.Default: {Unmarshal: func(data []byte) (*T, error) {
				v := new(T)
				return v, read(gjson.ParseBytes(data), v)
			}},
			serbench.Unsafe: {Unmarshal: func(data []byte) (*T, error) {
				v := new(T)
				return v, readAliased(parseAliased(data), v)
			}, Note: "gjson.Parse on the input viewed as a string without a copy: strings and keys without escapes " +
				"refer to the input (farcaster's: to its base64-decoded Data)"},
		},
		Input:   func(v *T) ([]byte, error) { return marshal(v) },
		Missing: map[serbench.Op]string{serbench.Marshal: "gjson only decodes; input made by encoding/json"},
	})
}

// parseAliased parses data without copying it: the Str of a string without
// escapes is a substring of data, so data must outlive it, unchanged.
func parseAliased(data []byte) gjson.Result {
	return gjson.Parse(unsafe.String(unsafe.SliceData(data), len(data)))
}

// fields calls f for each member of the object r, in order, until f fails;
// the error names the member.
func fields(r gjson.Result, f func(key string, v gjson.Result) error) error {
	if !r.IsObject() {
		return fmt.Errorf("not an object: %.20q", r.Raw)
	}
	var err error
	r.ForEach(func(k, v gjson.Result) bool {
		if err = f(k.Str, v); err != nil {
			err = fmt.Errorf("%s: %w", k.Str, err)
		}
		return err == nil
	})
	return err
}

// each calls f for each element of the array r until f fails.
func each(r gjson.Result, f func(v gjson.Result) error) error {
	if !r.IsArray() {
		return fmt.Errorf("not an array: %.20q", r.Raw)
	}
	var err error
	r.ForEach(func(_, v gjson.Result) bool {
		err = f(v)
		return err == nil
	})
	return err
}

func strPtr(r gjson.Result) *string {
	if r.Type == gjson.Null {
		return nil
	}
	s := r.String()
	return &s
}

// strs reads null as nil and [] as empty, as encoding/json does.
func strs(r gjson.Result) ([]string, error) {
	if r.Type == gjson.Null {
		return nil, nil
	}
	ss := []string{}
	err := each(r, func(v gjson.Result) error {
		ss = append(ss, v.String())
		return nil
	})
	return ss, err
}

func timeOf(r gjson.Result) (time.Time, error) {
	if r.Type != gjson.String {
		return time.Time{}, fmt.Errorf("time is not a string: %.20q", r.Raw)
	}
	return time.Parse(time.RFC3339Nano, r.Str)
}

func timePtr(r gjson.Result) (*time.Time, error) {
	if r.Type == gjson.Null {
		return nil, nil
	}
	t, err := timeOf(r)
	return &t, err
}

// bytesOf decodes base64; null is nil and "" is empty, as in encoding/json.
func bytesOf(r gjson.Result) ([]byte, error) {
	if r.Type == gjson.Null {
		return nil, nil
	}
	return base64.StdEncoding.DecodeString(r.Str)
}

func readA(r gjson.Result, a *small.A) error {
	return fields(r, func(k string, v gjson.Result) (err error) {
		switch k {
		case "Name":
			a.Name = v.String()
		case "BirthDay":
			a.BirthDay, err = timeOf(v)
		case "Phone":
			a.Phone = v.String()
		case "Siblings":
			a.Siblings = int(v.Int())
		case "Spouse":
			a.Spouse = v.Bool()
		case "Money":
			a.Money = v.Float()
		}
		return err
	})
}

func readColorGroup(r gjson.Result, g *colorgroup.ColorGroup) error {
	return fields(r, func(k string, v gjson.Result) (err error) {
		switch k {
		case "id":
			g.ID = int(v.Int())
		case "name":
			g.Name = v.String()
		case "colors":
			g.Colors, err = strs(v)
		}
		return err
	})
}

func readHero(r gjson.Result, h *hero.Hero) error {
	return fields(r, func(k string, v gjson.Result) (err error) {
		switch k {
		case "id":
			h.ID = int(v.Int())
		case "affiliation_id":
			h.AffiliationID = int(v.Int())
		case "name":
			h.Name = v.String()
		case "life":
			h.Life = v.Float()
		case "energy":
			h.Energy = v.Float()
		case "powers":
			h.Powers, err = readPowers(v)
		}
		return err
	})
}

func readPowers(r gjson.Result) ([]hero.Power, error) {
	if r.Type == gjson.Null {
		return nil, nil
	}
	ps := []hero.Power{}
	err := each(r, func(v gjson.Result) error {
		var p hero.Power
		err := fields(v, func(k string, v gjson.Result) error {
			switch k {
			case "id":
				p.ID = int(v.Int())
			case "name":
				p.Name = v.String()
			case "damage":
				p.Damage = int(v.Int())
			case "energy":
				p.Energy = v.Float()
			case "passive":
				p.Passive = v.Bool()
			}
			return nil
		})
		ps = append(ps, p)
		return err
	})
	return ps, err
}

func readUser(r gjson.Result, u *cart.User) error {
	return fields(r, func(k string, v gjson.Result) (err error) {
		switch k {
		case "Name":
			u.Name = v.String()
		case "Phone":
			u.Phone = v.String()
		case "Balance":
			u.Balance = v.Float()
		case "BirthDay":
			u.BirthDay, err = timePtr(v)
		case "RegisteredAt":
			u.RegisteredAt, err = timeOf(v)
		case "ShoppingCart":
			u.ShoppingCart, err = readCart(v)
		case "Blocked":
			u.Blocked = v.Bool()
		}
		return err
	})
}

func readCart(r gjson.Result) (cart.ShoppingCart, error) {
	if r.Type == gjson.Null {
		return nil, nil
	}
	c := cart.ShoppingCart{}
	return c, fields(r, func(k string, v gjson.Result) error {
		var ci cart.CartItem
		err := fields(v, func(k string, v gjson.Result) error {
			switch k {
			case "Item":
				return readItem(v, &ci.Item)
			case "Quantity":
				ci.Quantity = int32(v.Int())
			}
			return nil
		})
		c[k] = ci
		return err
	})
}

func readItem(r gjson.Result, it *cart.Item) error {
	return fields(r, func(k string, v gjson.Result) (err error) {
		switch k {
		case "ID":
			it.ID = v.String()
		case "CreatedAt":
			it.CreatedAt, err = timeOf(v)
		case "Visible":
			it.Visible = v.Bool()
		case "OwnerID":
			it.OwnerID = int32(v.Int())
		case "Name":
			it.Name = v.String()
		case "Description":
			it.Description = strPtr(v)
		case "Keywords":
			it.Keywords, err = strs(v)
		case "Price":
			it.Price = v.Float()
		case "Weight":
			it.Weight = float32(v.Float())
		}
		return err
	})
}

// readMessage returns a decoder of the envelope that then decodes its Data,
// base64-decoded, as a second JSON document made by parse.
func readMessage(parse func([]byte) gjson.Result) func(gjson.Result, *farcaster.Message) error {
	return func(r gjson.Result, m *farcaster.Message) error {
		var data []byte
		err := fields(r, func(k string, v gjson.Result) (err error) {
			switch k {
			case "Data":
				data, err = bytesOf(v)
			case "Hash":
				m.Hash, err = bytesOf(v)
			case "HashScheme":
				m.HashScheme = farcaster.HashScheme(v.Int())
			case "Signature":
				m.Signature, err = bytesOf(v)
			case "SignatureScheme":
				m.SignatureScheme = farcaster.SignatureScheme(v.Int())
			case "Signer":
				m.Signer, err = bytesOf(v)
			}
			return err
		})
		if err != nil {
			return err
		}
		if err := readData(parse(data), &m.Data); err != nil {
			return fmt.Errorf("Data: %w", err)
		}
		return nil
	}
}

func readData(r gjson.Result, d *farcaster.MessageData) error {
	return fields(r, func(k string, v gjson.Result) (err error) {
		switch k {
		case "Type":
			d.Type = farcaster.MessageType(v.Int())
		case "Fid":
			d.Fid = v.Uint()
		case "Timestamp":
			d.Timestamp = uint32(v.Uint())
		case "Network":
			d.Network = farcaster.Network(v.Int())
		case "Body":
			err = readBody(v, &d.Body)
		}
		return err
	})
}

func readBody(r gjson.Result, b *farcaster.CastAddBody) error {
	return fields(r, func(k string, v gjson.Result) (err error) {
		switch k {
		case "Embeds":
			b.Embeds, err = strs(v)
		case "Mentions":
			b.Mentions, err = readMentions(v)
		case "ParentCastID":
			b.ParentCastID, err = readCastID(v)
		case "Text":
			b.Text = v.String()
		}
		return err
	})
}

func readMentions(r gjson.Result) ([]uint64, error) {
	if r.Type == gjson.Null {
		return nil, nil
	}
	ms := []uint64{}
	err := each(r, func(v gjson.Result) error {
		ms = append(ms, v.Uint())
		return nil
	})
	return ms, err
}

func readCastID(r gjson.Result) (*farcaster.CastID, error) {
	if r.Type == gjson.Null {
		return nil, nil
	}
	c := new(farcaster.CastID)
	return c, fields(r, func(k string, v gjson.Result) (err error) {
		switch k {
		case "Fid":
			c.Fid = v.Uint()
		case "TsHash":
			c.TsHash, err = bytesOf(v)
		}
		return err
	})
}
