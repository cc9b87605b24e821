package gojay

import (
	"github.com/francoispqt/gojay"

	"github.com/serbench/serbench/datasets/updates"
)

// updates: named copies of its types as for the other datasets (an int8
// of -128 fails to decode, as math.MinInt64 does in edge); nil
// pointers are omitted, []byte is base64 text, and a jsonArray decodes into an
// empty slice first, so that [] comes back empty, as it went.
//
// This file sorts after gojay.go, whose init registers the codec.
func init() {
	support(updates.Dataset, func(v *updates.Updates) *updatesT { return (*updatesT)(v) })
}

// jsonArray is a slice as a JSON array, each element written by enc and read
// by dec; decoding appends.
type jsonArray[E any] struct {
	s   *[]E
	enc func(*gojay.Encoder, *E)
	dec func(*gojay.Decoder, *E) error
}

func (l jsonArray[E]) MarshalJSONArray(enc *gojay.Encoder) {
	for i := range *l.s {
		l.enc(enc, &(*l.s)[i])
	}
}

func (l jsonArray[E]) IsNil() bool { return *l.s == nil }

func (l jsonArray[E]) UnmarshalJSONArray(dec *gojay.Decoder) error {
	var e E
	err := l.dec(dec, &e)
	*l.s = append(*l.s, e)
	return err
}

// decodeList reads a JSON array into *s, which it makes empty first.
func decodeList[E any](dec *gojay.Decoder, l jsonArray[E]) error {
	*l.s = []E{}
	return dec.Array(l)
}

func updateList(s *[]updates.Update) jsonArray[updates.Update] {
	return jsonArray[updates.Update]{s: s,
		enc: func(enc *gojay.Encoder, u *updates.Update) { enc.Object((*update)(u)) },
		dec: func(dec *gojay.Decoder, u *updates.Update) error { return dec.Object((*update)(u)) }}
}

func contactList(s *[]updates.Contact) jsonArray[updates.Contact] {
	return jsonArray[updates.Contact]{s: s,
		enc: func(enc *gojay.Encoder, c *updates.Contact) { enc.Object((*contact)(c)) },
		dec: func(dec *gojay.Decoder, c *updates.Contact) error { return dec.Object((*contact)(c)) }}
}

func terrainList(s *[]updates.TerrainUpdate) jsonArray[updates.TerrainUpdate] {
	return jsonArray[updates.TerrainUpdate]{s: s,
		enc: func(enc *gojay.Encoder, t *updates.TerrainUpdate) { enc.Object((*terrainUpdate)(t)) },
		dec: func(dec *gojay.Decoder, t *updates.TerrainUpdate) error { return dec.Object((*terrainUpdate)(t)) }}
}

func uint32List(s *[]uint32) jsonArray[uint32] {
	return jsonArray[uint32]{s: s,
		enc: func(enc *gojay.Encoder, n *uint32) { enc.Uint32(*n) },
		dec: func(dec *gojay.Decoder, n *uint32) error { return dec.Uint32(n) }}
}

func uint16List(s *[]uint16) jsonArray[uint16] {
	return jsonArray[uint16]{s: s,
		enc: func(enc *gojay.Encoder, n *uint16) { enc.Uint16(*n) },
		dec: func(dec *gojay.Decoder, n *uint16) error { return dec.Uint16(n) }}
}

func boolList(s *[]bool) jsonArray[bool] {
	return jsonArray[bool]{s: s,
		enc: func(enc *gojay.Encoder, b *bool) { enc.Bool(*b) },
		dec: func(dec *gojay.Decoder, b *bool) error { return dec.Bool(b) }}
}

type updatesT updates.Updates

func (v *updatesT) MarshalJSONObject(enc *gojay.Encoder) {
	enc.ArrayKey("Updates", updateList(&v.Updates))
}
func (v *updatesT) IsNil() bool { return v == nil }
func (v *updatesT) NKeys() int  { return 1 }

func (v *updatesT) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	if k == "Updates" {
		return decodeList(dec, updateList(&v.Updates))
	}
	return nil
}

type update updates.Update

func (v *update) MarshalJSONObject(enc *gojay.Encoder) {
	enc.ArrayKey("Contacts", contactList(&v.Contacts))
	enc.ArrayKey("Removed", uint32List(&v.Removed))
	enc.Uint32Key("Score", v.Score)
	enc.Float32Key("WorldRadius", v.WorldRadius)
	enc.ArrayKey("TerrainUpdates", terrainList(&v.TerrainUpdates))
}

func (v *update) IsNil() bool { return v == nil }
func (v *update) NKeys() int  { return 5 }

func (v *update) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "Contacts":
		return decodeList(dec, contactList(&v.Contacts))
	case "Removed":
		return decodeList(dec, uint32List(&v.Removed))
	case "Score":
		return dec.Uint32(&v.Score)
	case "WorldRadius":
		return dec.Float32(&v.WorldRadius)
	case "TerrainUpdates":
		return decodeList(dec, terrainList(&v.TerrainUpdates))
	}
	return nil
}

type contact updates.Contact

func (v *contact) MarshalJSONObject(enc *gojay.Encoder) {
	enc.Uint8Key("Damage", v.Damage)
	enc.Uint32Key("EntityID", v.EntityID)
	if v.EntityType != nil {
		enc.Uint8Key("EntityType", uint8(*v.EntityType))
	}
	enc.ObjectKey("Guidance", (*guidance)(&v.Guidance))
	if v.PlayerID != nil {
		enc.Uint16Key("PlayerID", *v.PlayerID)
	}
	enc.ArrayKey("Reloads", boolList(&v.Reloads))
	enc.ObjectKey("Transform", (*transform)(&v.Transform))
	enc.ArrayKey("TurretAngles", uint16List(&v.TurretAngles))
}

func (v *contact) IsNil() bool { return v == nil }
func (v *contact) NKeys() int  { return 8 }

func (v *contact) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "Damage":
		return dec.Uint8(&v.Damage)
	case "EntityID":
		return dec.Uint32(&v.EntityID)
	case "EntityType":
		var t uint8
		err := dec.Uint8(&t)
		v.EntityType = (*updates.EntityType)(&t)
		return err
	case "Guidance":
		return dec.Object((*guidance)(&v.Guidance))
	case "PlayerID":
		v.PlayerID = new(uint16)
		return dec.Uint16(v.PlayerID)
	case "Reloads":
		return decodeList(dec, boolList(&v.Reloads))
	case "Transform":
		return dec.Object((*transform)(&v.Transform))
	case "TurretAngles":
		return decodeList(dec, uint16List(&v.TurretAngles))
	}
	return nil
}

type guidance updates.Guidance

func (v *guidance) MarshalJSONObject(enc *gojay.Encoder) {
	enc.Uint16Key("Angle", v.Angle)
	enc.BoolKey("Submerge", v.Submerge)
	enc.Int16Key("Velocity", v.Velocity)
}

func (v *guidance) IsNil() bool { return v == nil }
func (v *guidance) NKeys() int  { return 3 }

func (v *guidance) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "Angle":
		return dec.Uint16(&v.Angle)
	case "Submerge":
		return dec.Bool(&v.Submerge)
	case "Velocity":
		return dec.Int16(&v.Velocity)
	}
	return nil
}

type transform updates.Transform

func (v *transform) MarshalJSONObject(enc *gojay.Encoder) {
	enc.Int8Key("Altitude", v.Altitude)
	enc.Uint16Key("Angle", v.Angle)
	enc.ObjectKey("Position", (*vector2f)(&v.Position))
	enc.Int16Key("Velocity", v.Velocity)
}

func (v *transform) IsNil() bool { return v == nil }
func (v *transform) NKeys() int  { return 4 }

func (v *transform) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "Altitude":
		return dec.Int8(&v.Altitude)
	case "Angle":
		return dec.Uint16(&v.Angle)
	case "Position":
		return dec.Object((*vector2f)(&v.Position))
	case "Velocity":
		return dec.Int16(&v.Velocity)
	}
	return nil
}

type vector2f updates.Vector2f

func (v *vector2f) MarshalJSONObject(enc *gojay.Encoder) {
	enc.Float32Key("X", v.X)
	enc.Float32Key("Y", v.Y)
}

func (v *vector2f) IsNil() bool { return v == nil }
func (v *vector2f) NKeys() int  { return 2 }

func (v *vector2f) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "X":
		return dec.Float32(&v.X)
	case "Y":
		return dec.Float32(&v.Y)
	}
	return nil
}

type terrainUpdate updates.TerrainUpdate

func (v *terrainUpdate) MarshalJSONObject(enc *gojay.Encoder) {
	enc.ObjectKey("ChunkID", (*chunkID)(&v.ChunkID))
	bytesKey(enc, "Data", v.Data)
}

func (v *terrainUpdate) IsNil() bool { return v == nil }
func (v *terrainUpdate) NKeys() int  { return 2 }

func (v *terrainUpdate) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "ChunkID":
		return dec.Object((*chunkID)(&v.ChunkID))
	case "Data":
		return decodeBytes(dec, &v.Data)
	}
	return nil
}

type chunkID updates.ChunkID

func (v *chunkID) MarshalJSONObject(enc *gojay.Encoder) {
	enc.Int8Key("X", v.X)
	enc.Int8Key("Y", v.Y)
}

func (v *chunkID) IsNil() bool { return v == nil }
func (v *chunkID) NKeys() int  { return 2 }

func (v *chunkID) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "X":
		return dec.Int8(&v.X)
	case "Y":
		return dec.Int8(&v.Y)
	}
	return nil
}
