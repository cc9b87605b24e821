package colfer

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/colfer/coll"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
)

// The logs and mesh datasets as collections.colf's structs (package coll),
// which hold nested structs by pointer, as Colfer generates them.
func init() {
	serbench.Support(name, logs.Dataset, serbench.Converting(toLogs, fromLogs, ops[coll.Logs]()))
	serbench.Support(name, mesh.Dataset, serbench.Converting(toMesh, fromMesh, ops[coll.Mesh]()))
}

func toLogs(v *logs.Logs) *coll.Logs {
	out := &coll.Logs{Logs: make([]*coll.Log, len(v.Logs))}
	for i, l := range v.Logs {
		a := coll.Address(l.Address)
		out.Logs[i] = &coll.Log{Address: &a, Identity: l.Identity, UserID: l.UserID, Date: l.Date,
			Request: l.Request, Code: l.Code, Size: l.Size}
	}
	return out
}

func fromLogs(v *coll.Logs) *logs.Logs {
	out := &logs.Logs{Logs: make([]logs.Log, len(v.Logs))}
	for i, l := range v.Logs {
		out.Logs[i] = logs.Log{Identity: l.Identity, UserID: l.UserID, Date: l.Date,
			Request: l.Request, Code: l.Code, Size: l.Size}
		if l.Address != nil { // nil when the data lacks the field
			out.Logs[i].Address = logs.Address(*l.Address)
		}
	}
	return out
}

func toMesh(v *mesh.Mesh) *coll.Mesh {
	out := &coll.Mesh{Triangles: make([]*coll.Triangle, len(v.Triangles))}
	for i, t := range v.Triangles {
		out.Triangles[i] = &coll.Triangle{V0: toVector(t.V0), V1: toVector(t.V1), V2: toVector(t.V2), Normal: toVector(t.Normal)}
	}
	return out
}

func toVector(v mesh.Vector3) *coll.Vector3 { c := coll.Vector3(v); return &c }

func fromMesh(v *coll.Mesh) *mesh.Mesh {
	out := &mesh.Mesh{Triangles: make([]mesh.Triangle, len(v.Triangles))}
	for i, t := range v.Triangles {
		out.Triangles[i] = mesh.Triangle{V0: fromVector(t.V0), V1: fromVector(t.V1), V2: fromVector(t.V2), Normal: fromVector(t.Normal)}
	}
	return out
}

func fromVector(v *coll.Vector3) mesh.Vector3 {
	if v == nil {
		return mesh.Vector3{}
	}
	return mesh.Vector3(*v)
}
