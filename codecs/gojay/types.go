package gojay

import (
	"time"

	"github.com/francoispqt/gojay"

	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

// The named types below share their dataset type's struct, so that a
// pointer to one converts to a pointer to the other. Unknown keys are
// skipped by gojay.

type a small.A

func (v *a) MarshalJSONObject(enc *gojay.Encoder) {
	enc.StringKey("Name", v.Name)
	enc.TimeKey("BirthDay", &v.BirthDay, time.RFC3339Nano)
	enc.StringKey("Phone", v.Phone)
	enc.IntKey("Siblings", v.Siblings)
	enc.BoolKey("Spouse", v.Spouse)
	enc.Float64Key("Money", v.Money)
}

func (v *a) IsNil() bool { return v == nil }

func (v *a) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "Name":
		return dec.String(&v.Name)
	case "BirthDay":
		return dec.Time(&v.BirthDay, time.RFC3339Nano)
	case "Phone":
		return dec.String(&v.Phone)
	case "Siblings":
		return dec.Int(&v.Siblings)
	case "Spouse":
		return dec.Bool(&v.Spouse)
	case "Money":
		return dec.Float64(&v.Money)
	}
	return nil
}

func (v *a) NKeys() int { return 6 }

type colorGroup colorgroup.ColorGroup

func (v *colorGroup) MarshalJSONObject(enc *gojay.Encoder) {
	enc.IntKey("id", v.ID)
	enc.StringKey("name", v.Name)
	enc.SliceStringKey("colors", v.Colors)
}

func (v *colorGroup) IsNil() bool { return v == nil }

func (v *colorGroup) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "id":
		return dec.Int(&v.ID)
	case "name":
		return dec.String(&v.Name)
	case "colors":
		return dec.SliceString(&v.Colors)
	}
	return nil
}

func (v *colorGroup) NKeys() int { return 3 }

type heroT hero.Hero

func (v *heroT) MarshalJSONObject(enc *gojay.Encoder) {
	enc.IntKey("id", v.ID)
	enc.IntKey("affiliation_id", v.AffiliationID)
	enc.StringKey("name", v.Name)
	enc.Float64Key("life", v.Life)
	enc.Float64Key("energy", v.Energy)
	enc.ArrayKey("powers", (*powers)(&v.Powers))
}

func (v *heroT) IsNil() bool { return v == nil }

func (v *heroT) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "id":
		return dec.Int(&v.ID)
	case "affiliation_id":
		return dec.Int(&v.AffiliationID)
	case "name":
		return dec.String(&v.Name)
	case "life":
		return dec.Float64(&v.Life)
	case "energy":
		return dec.Float64(&v.Energy)
	case "powers":
		return dec.Array((*powers)(&v.Powers))
	}
	return nil
}

func (v *heroT) NKeys() int { return 6 }

// powers is a hero's powers as a JSON array; decoding appends each one.
type powers []hero.Power

func (s *powers) MarshalJSONArray(enc *gojay.Encoder) {
	for i := range *s {
		enc.Object((*power)(&(*s)[i]))
	}
}

func (s *powers) IsNil() bool { return *s == nil }

func (s *powers) UnmarshalJSONArray(dec *gojay.Decoder) error {
	var p hero.Power
	if err := dec.Object((*power)(&p)); err != nil {
		return err
	}
	*s = append(*s, p)
	return nil
}

type power hero.Power

func (v *power) MarshalJSONObject(enc *gojay.Encoder) {
	enc.IntKey("id", v.ID)
	enc.StringKey("name", v.Name)
	enc.IntKey("damage", v.Damage)
	enc.Float64Key("energy", v.Energy)
	enc.BoolKey("passive", v.Passive)
}

func (v *power) IsNil() bool { return v == nil }

func (v *power) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "id":
		return dec.Int(&v.ID)
	case "name":
		return dec.String(&v.Name)
	case "damage":
		return dec.Int(&v.Damage)
	case "energy":
		return dec.Float64(&v.Energy)
	case "passive":
		return dec.Bool(&v.Passive)
	}
	return nil
}

func (v *power) NKeys() int { return 5 }

type user cart.User

func (v *user) MarshalJSONObject(enc *gojay.Encoder) {
	enc.StringKey("Name", v.Name)
	enc.StringKey("Phone", v.Phone)
	enc.Float64Key("Balance", v.Balance)
	if v.BirthDay != nil {
		enc.TimeKey("BirthDay", v.BirthDay, time.RFC3339Nano)
	}
	enc.TimeKey("RegisteredAt", &v.RegisteredAt, time.RFC3339Nano)
	enc.ObjectKey("ShoppingCart", shoppingCart(v.ShoppingCart))
	enc.BoolKey("Blocked", v.Blocked)
}

func (v *user) IsNil() bool { return v == nil }

func (v *user) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "Name":
		return dec.String(&v.Name)
	case "Phone":
		return dec.String(&v.Phone)
	case "Balance":
		return dec.Float64(&v.Balance)
	case "BirthDay":
		v.BirthDay = new(time.Time)
		return dec.Time(v.BirthDay, time.RFC3339Nano)
	case "RegisteredAt":
		return dec.Time(&v.RegisteredAt, time.RFC3339Nano)
	case "ShoppingCart":
		v.ShoppingCart = cart.ShoppingCart{}
		return dec.Object(shoppingCart(v.ShoppingCart))
	case "Blocked":
		return dec.Bool(&v.Blocked)
	}
	return nil
}

func (v *user) NKeys() int { return 7 }

// shoppingCart is the cart as a JSON object keyed by item id.
type shoppingCart cart.ShoppingCart

func (m shoppingCart) MarshalJSONObject(enc *gojay.Encoder) {
	for k, c := range m {
		enc.ObjectKey(k, (*cartItem)(&c))
	}
}

func (m shoppingCart) IsNil() bool { return m == nil }

func (m shoppingCart) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	var c cart.CartItem
	if err := dec.Object((*cartItem)(&c)); err != nil {
		return err
	}
	m[k] = c
	return nil
}

// NKeys is 0: any number of keys.
func (m shoppingCart) NKeys() int { return 0 }

type cartItem cart.CartItem

func (v *cartItem) MarshalJSONObject(enc *gojay.Encoder) {
	enc.ObjectKey("Item", (*item)(&v.Item))
	enc.Int32Key("Quantity", v.Quantity)
}

func (v *cartItem) IsNil() bool { return v == nil }

func (v *cartItem) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "Item":
		return dec.Object((*item)(&v.Item))
	case "Quantity":
		return dec.Int32(&v.Quantity)
	}
	return nil
}

func (v *cartItem) NKeys() int { return 2 }

type item cart.Item

func (v *item) MarshalJSONObject(enc *gojay.Encoder) {
	enc.StringKey("ID", v.ID)
	enc.TimeKey("CreatedAt", &v.CreatedAt, time.RFC3339Nano)
	enc.BoolKey("Visible", v.Visible)
	enc.Int32Key("OwnerID", v.OwnerID)
	enc.StringKey("Name", v.Name)
	if v.Description != nil {
		enc.StringKey("Description", *v.Description)
	}
	enc.SliceStringKey("Keywords", v.Keywords)
	enc.Float64Key("Price", v.Price)
	enc.Float32Key("Weight", v.Weight)
}

func (v *item) IsNil() bool { return v == nil }

func (v *item) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "ID":
		return dec.String(&v.ID)
	case "CreatedAt":
		return dec.Time(&v.CreatedAt, time.RFC3339Nano)
	case "Visible":
		return dec.Bool(&v.Visible)
	case "OwnerID":
		return dec.Int32(&v.OwnerID)
	case "Name":
		return dec.String(&v.Name)
	case "Description":
		return dec.StringNull(&v.Description)
	case "Keywords":
		return dec.SliceString(&v.Keywords)
	case "Price":
		return dec.Float64(&v.Price)
	case "Weight":
		return dec.Float32(&v.Weight)
	}
	return nil
}

func (v *item) NKeys() int { return 9 }

type messageData farcaster.MessageData

func (v *messageData) MarshalJSONObject(enc *gojay.Encoder) {
	enc.Int32Key("Type", int32(v.Type))
	enc.Uint64Key("Fid", v.Fid)
	enc.Uint32Key("Timestamp", v.Timestamp)
	enc.Int32Key("Network", int32(v.Network))
	enc.ObjectKey("Body", (*castAddBody)(&v.Body))
}

func (v *messageData) IsNil() bool { return v == nil }

func (v *messageData) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "Type":
		return dec.Int32((*int32)(&v.Type))
	case "Fid":
		return dec.Uint64(&v.Fid)
	case "Timestamp":
		return dec.Uint32(&v.Timestamp)
	case "Network":
		return dec.Int32((*int32)(&v.Network))
	case "Body":
		return dec.Object((*castAddBody)(&v.Body))
	}
	return nil
}

func (v *messageData) NKeys() int { return 5 }

type castAddBody farcaster.CastAddBody

func (v *castAddBody) MarshalJSONObject(enc *gojay.Encoder) {
	enc.SliceStringKey("Embeds", v.Embeds)
	enc.ArrayKey("Mentions", (*uint64s)(&v.Mentions))
	if v.ParentCastID != nil {
		enc.ObjectKey("ParentCastID", (*castID)(v.ParentCastID))
	}
	enc.StringKey("Text", v.Text)
}

func (v *castAddBody) IsNil() bool { return v == nil }

func (v *castAddBody) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "Embeds":
		return dec.SliceString(&v.Embeds)
	case "Mentions":
		return dec.Array((*uint64s)(&v.Mentions))
	case "ParentCastID":
		v.ParentCastID = new(farcaster.CastID)
		return dec.Object((*castID)(v.ParentCastID))
	case "Text":
		return dec.String(&v.Text)
	}
	return nil
}

func (v *castAddBody) NKeys() int { return 4 }

// uint64s is a JSON array of numbers; decoding appends each one.
type uint64s []uint64

func (s *uint64s) MarshalJSONArray(enc *gojay.Encoder) {
	for _, u := range *s {
		enc.Uint64(u)
	}
}

func (s *uint64s) IsNil() bool { return *s == nil }

func (s *uint64s) UnmarshalJSONArray(dec *gojay.Decoder) error {
	var u uint64
	if err := dec.Uint64(&u); err != nil {
		return err
	}
	*s = append(*s, u)
	return nil
}

type castID farcaster.CastID

func (v *castID) MarshalJSONObject(enc *gojay.Encoder) {
	enc.Uint64Key("Fid", v.Fid)
	bytesKey(enc, "TsHash", v.TsHash)
}

func (v *castID) IsNil() bool { return v == nil }

func (v *castID) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "Fid":
		return dec.Uint64(&v.Fid)
	case "TsHash":
		return decodeBytes(dec, &v.TsHash)
	}
	return nil
}

func (v *castID) NKeys() int { return 2 }

type envelope farcaster.Envelope

func (v *envelope) MarshalJSONObject(enc *gojay.Encoder) {
	bytesKey(enc, "Data", v.Data)
	bytesKey(enc, "Hash", v.Hash)
	enc.Int32Key("HashScheme", int32(v.HashScheme))
	bytesKey(enc, "Signature", v.Signature)
	enc.Int32Key("SignatureScheme", int32(v.SignatureScheme))
	bytesKey(enc, "Signer", v.Signer)
}

func (v *envelope) IsNil() bool { return v == nil }

func (v *envelope) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "Data":
		return decodeBytes(dec, &v.Data)
	case "Hash":
		return decodeBytes(dec, &v.Hash)
	case "HashScheme":
		return dec.Int32((*int32)(&v.HashScheme))
	case "Signature":
		return decodeBytes(dec, &v.Signature)
	case "SignatureScheme":
		return dec.Int32((*int32)(&v.SignatureScheme))
	case "Signer":
		return decodeBytes(dec, &v.Signer)
	}
	return nil
}

func (v *envelope) NKeys() int { return 6 }
