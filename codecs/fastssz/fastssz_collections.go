package fastssz

import (
	"fmt"
	"math"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
)

// The large collections, on the native types of collections.go. This file
// sorts after fastssz.go, whose init registers the codec.
func init() {
	const numbers = "SSZ has unsigned integers, bools and byte lists only, and sszgen generates code for those types alone (no hook for a custom number type), so %s's signed integers and floats (%s) would each need a hand-converted field of bits, which is not written"
	serbench.Unsupported("fastssz", "savedata", fmt.Sprintf(numbers, "savedata", "int8 counts, int64 scores and spawn points, float32 and float64 positions"))
	serbench.Unsupported("fastssz", "updates", fmt.Sprintf(numbers, "updates", "int8 altitudes, int16 velocities, float32 positions"))
	serbench.Unsupported("fastssz", "dynamic", "schema format: SSZ is decoded against a declared type and sszgen generates code for declared structs only, so it cannot carry a document of unknown shape")
	support(logs.Dataset, toLogs, fromLogs)
	support(mesh.Dataset, toMesh, fromMesh)
}

func toLogs(v *logs.Logs) *Logs {
	n := &Logs{Logs: make([]*Log, len(v.Logs))}
	for i, l := range v.Logs {
		n.Logs[i] = &Log{Address: Address(l.Address), Identity: []byte(l.Identity), UserID: []byte(l.UserID),
			Date: []byte(l.Date), Request: []byte(l.Request), Code: l.Code, Size: l.Size}
	}
	return n
}

func fromLogs(n *Logs) *logs.Logs {
	v := &logs.Logs{Logs: make([]logs.Log, len(n.Logs))}
	for i, l := range n.Logs {
		v.Logs[i] = logs.Log{Address: logs.Address(l.Address), Identity: string(l.Identity), UserID: string(l.UserID),
			Date: string(l.Date), Request: string(l.Request), Code: l.Code, Size: l.Size}
	}
	return v
}

func toMesh(v *mesh.Mesh) *Mesh {
	n := &Mesh{Triangles: make([]*Triangle, len(v.Triangles))}
	for i, t := range v.Triangles {
		n.Triangles[i] = &Triangle{toVector3(t.V0), toVector3(t.V1), toVector3(t.V2), toVector3(t.Normal)}
	}
	return n
}

func fromMesh(n *Mesh) *mesh.Mesh {
	v := &mesh.Mesh{Triangles: make([]mesh.Triangle, len(n.Triangles))}
	for i, t := range n.Triangles {
		v.Triangles[i] = mesh.Triangle{V0: fromVector3(t.V0), V1: fromVector3(t.V1), V2: fromVector3(t.V2), Normal: fromVector3(t.Normal)}
	}
	return v
}

func toVector3(v mesh.Vector3) Vector3 {
	return Vector3{math.Float32bits(v.X), math.Float32bits(v.Y), math.Float32bits(v.Z)}
}

func fromVector3(v Vector3) mesh.Vector3 {
	return mesh.Vector3{X: math.Float32frombits(v.X), Y: math.Float32frombits(v.Y), Z: math.Float32frombits(v.Z)}
}
