package gojay

import (
	"github.com/francoispqt/gojay"

	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
)

// This file sorts after gojay.go, whose init registers the codec.
func init() {
	support(logs.Dataset, func(v *logs.Logs) *logsT { return (*logsT)(v) })
	support(mesh.Dataset, func(v *mesh.Mesh) *meshT { return (*meshT)(v) })
}

type logsT logs.Logs

func (v *logsT) MarshalJSONObject(enc *gojay.Encoder) { enc.ArrayKey("Logs", logList(&v.Logs)) }
func (v *logsT) IsNil() bool                          { return v == nil }
func (v *logsT) NKeys() int                           { return 1 }

func (v *logsT) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	if k == "Logs" {
		return decodeList(dec, logList(&v.Logs))
	}
	return nil
}

func logList(s *[]logs.Log) jsonArray[logs.Log] {
	return jsonArray[logs.Log]{s: s,
		enc: func(enc *gojay.Encoder, l *logs.Log) { enc.Object((*logT)(l)) },
		dec: func(dec *gojay.Decoder, l *logs.Log) error { return dec.Object((*logT)(l)) }}
}

type logT logs.Log

func (v *logT) MarshalJSONObject(enc *gojay.Encoder) {
	enc.ObjectKey("Address", (*address)(&v.Address))
	enc.StringKey("Identity", v.Identity)
	enc.StringKey("UserID", v.UserID)
	enc.StringKey("Date", v.Date)
	enc.StringKey("Request", v.Request)
	enc.Uint16Key("Code", v.Code)
	enc.Uint64Key("Size", v.Size)
}

func (v *logT) IsNil() bool { return v == nil }
func (v *logT) NKeys() int  { return 7 }

func (v *logT) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "Address":
		return dec.Object((*address)(&v.Address))
	case "Identity":
		return dec.String(&v.Identity)
	case "UserID":
		return dec.String(&v.UserID)
	case "Date":
		return dec.String(&v.Date)
	case "Request":
		return dec.String(&v.Request)
	case "Code":
		return dec.Uint16(&v.Code)
	case "Size":
		return dec.Uint64(&v.Size)
	}
	return nil
}

type address logs.Address

func (v *address) MarshalJSONObject(enc *gojay.Encoder) {
	enc.Uint8Key("X0", v.X0)
	enc.Uint8Key("X1", v.X1)
	enc.Uint8Key("X2", v.X2)
	enc.Uint8Key("X3", v.X3)
}

func (v *address) IsNil() bool { return v == nil }
func (v *address) NKeys() int  { return 4 }

func (v *address) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "X0":
		return dec.Uint8(&v.X0)
	case "X1":
		return dec.Uint8(&v.X1)
	case "X2":
		return dec.Uint8(&v.X2)
	case "X3":
		return dec.Uint8(&v.X3)
	}
	return nil
}

type meshT mesh.Mesh

func (v *meshT) MarshalJSONObject(enc *gojay.Encoder) {
	enc.ArrayKey("Triangles", triangles(&v.Triangles))
}
func (v *meshT) IsNil() bool { return v == nil }
func (v *meshT) NKeys() int  { return 1 }

func (v *meshT) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	if k == "Triangles" {
		return decodeList(dec, triangles(&v.Triangles))
	}
	return nil
}

func triangles(s *[]mesh.Triangle) jsonArray[mesh.Triangle] {
	return jsonArray[mesh.Triangle]{s: s,
		enc: func(enc *gojay.Encoder, t *mesh.Triangle) { enc.Object((*triangle)(t)) },
		dec: func(dec *gojay.Decoder, t *mesh.Triangle) error { return dec.Object((*triangle)(t)) }}
}

type triangle mesh.Triangle

func (v *triangle) MarshalJSONObject(enc *gojay.Encoder) {
	enc.ObjectKey("V0", (*vector)(&v.V0))
	enc.ObjectKey("V1", (*vector)(&v.V1))
	enc.ObjectKey("V2", (*vector)(&v.V2))
	enc.ObjectKey("Normal", (*vector)(&v.Normal))
}

func (v *triangle) IsNil() bool { return v == nil }
func (v *triangle) NKeys() int  { return 4 }

func (v *triangle) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "V0":
		return dec.Object((*vector)(&v.V0))
	case "V1":
		return dec.Object((*vector)(&v.V1))
	case "V2":
		return dec.Object((*vector)(&v.V2))
	case "Normal":
		return dec.Object((*vector)(&v.Normal))
	}
	return nil
}

type vector mesh.Vector3

func (v *vector) MarshalJSONObject(enc *gojay.Encoder) {
	enc.Float32Key("X", v.X)
	enc.Float32Key("Y", v.Y)
	enc.Float32Key("Z", v.Z)
}

func (v *vector) IsNil() bool { return v == nil }
func (v *vector) NKeys() int  { return 3 }

func (v *vector) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	switch k {
	case "X":
		return dec.Float32(&v.X)
	case "Y":
		return dec.Float32(&v.Y)
	case "Z":
		return dec.Float32(&v.Z)
	}
	return nil
}
