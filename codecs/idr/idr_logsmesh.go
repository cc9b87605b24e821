package idr

import (
	"github.com/chmike/ditp/idr/low"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
)

// The large collections, by hand from low's primitives as for the seeds:
// address bytes and code at their fixed widths, the size a varint, floats
// their IEEE bits. This file sorts after idr.go, whose init registers the
// codec.
func init() {
	serbench.Unsupported(name, "dynamic", "schema format: the codec writes each field by idr/low's primitive for its Go type, in an order both sides know, so a document of unknown shape has no encoding in it")
	support(logs.Dataset, putLogs, getLogs, sizeLogs)
	support(mesh.Dataset, putMesh, getMesh, sizeMesh)
}

func putLogs(e low.Encoder, v *logs.Logs) low.Encoder {
	e = putCount(e, len(v.Logs), v.Logs == nil)
	for i := range v.Logs {
		l := &v.Logs[i]
		e = low.PutUint8(e, l.Address.X0)
		e = low.PutUint8(e, l.Address.X1)
		e = low.PutUint8(e, l.Address.X2)
		e = low.PutUint8(e, l.Address.X3)
		e = low.PutString(e, l.Identity)
		e = low.PutString(e, l.UserID)
		e = low.PutString(e, l.Date)
		e = low.PutString(e, l.Request)
		e = low.PutUint16(e, l.Code)
		e = low.PutVarUint64(e, l.Size)
	}
	return e
}

func getLogs(d low.Decoder, v *logs.Logs) low.Decoder {
	d, n, isNil := getCount(d)
	if isNil {
		v.Logs = nil
		return d
	}
	v.Logs = make([]logs.Log, n)
	for i := range v.Logs {
		l := &v.Logs[i]
		d, l.Address.X0 = low.Uint8(d)
		d, l.Address.X1 = low.Uint8(d)
		d, l.Address.X2 = low.Uint8(d)
		d, l.Address.X3 = low.Uint8(d)
		d, l.Identity = low.String(d, maxLen)
		d, l.UserID = low.String(d, maxLen)
		d, l.Date = low.String(d, maxLen)
		d, l.Request = low.String(d, maxLen)
		d, l.Code = low.Uint16(d)
		d, l.Size = low.VarUint64(d)
	}
	return d
}

func putMesh(e low.Encoder, v *mesh.Mesh) low.Encoder {
	e = putCount(e, len(v.Triangles), v.Triangles == nil)
	for i := range v.Triangles {
		t := &v.Triangles[i]
		for _, p := range [4]*mesh.Vector3{&t.V0, &t.V1, &t.V2, &t.Normal} {
			e = low.PutFloat32(e, p.X)
			e = low.PutFloat32(e, p.Y)
			e = low.PutFloat32(e, p.Z)
		}
	}
	return e
}

func getMesh(d low.Decoder, v *mesh.Mesh) low.Decoder {
	d, n, isNil := getCount(d)
	if isNil {
		v.Triangles = nil
		return d
	}
	v.Triangles = make([]mesh.Triangle, n)
	for i := range v.Triangles {
		t := &v.Triangles[i]
		for _, p := range [4]*mesh.Vector3{&t.V0, &t.V1, &t.V2, &t.Normal} {
			d, p.X = low.Float32(d)
			d, p.Y = low.Float32(d)
			d, p.Z = low.Float32(d)
		}
	}
	return d
}
