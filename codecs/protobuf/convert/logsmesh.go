package convert

// The logs and mesh conversions of every protobuf codec's messages,
// written once here: codecs/gogoprotobuf, codecs/pulsar and codecs/fastpb
// hold generated copies.

import (
	"github.com/serbench/serbench/codecs/protobuf/pb"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
)

// mapSlice converts each element of in with f; nil stays nil, as a
// repeated field that was empty decodes to nil.
func mapSlice[S, D any](in []S, f func(S) D) []D {
	if in == nil {
		return nil
	}
	out := make([]D, len(in))
	for i, v := range in {
		out[i] = f(v)
	}
	return out
}

// ToLogs and FromLogs convert the logs dataset.
func ToLogs(v *logs.Logs) *pb.Logs {
	return &pb.Logs{Logs: mapSlice(v.Logs, func(l logs.Log) *pb.Logs_Log {
		a := l.Address
		return &pb.Logs_Log{
			Address:  &pb.Logs_Address{X0: uint32(a.X0), X1: uint32(a.X1), X2: uint32(a.X2), X3: uint32(a.X3)},
			Identity: l.Identity, Userid: l.UserID, Date: l.Date, Request: l.Request, Code: uint32(l.Code), Size: l.Size,
		}
	})}
}

func FromLogs(v *pb.Logs) *logs.Logs {
	return &logs.Logs{Logs: mapSlice(v.Logs, func(l *pb.Logs_Log) logs.Log {
		a := l.GetAddress()
		return logs.Log{
			Address:  logs.Address{X0: uint8(a.GetX0()), X1: uint8(a.GetX1()), X2: uint8(a.GetX2()), X3: uint8(a.GetX3())},
			Identity: l.Identity, UserID: l.Userid, Date: l.Date, Request: l.Request, Code: uint16(l.Code), Size: l.Size,
		}
	})}
}

// ToMesh and FromMesh convert the mesh dataset.
func ToMesh(v *mesh.Mesh) *pb.Mesh {
	vec := func(v mesh.Vector3) *pb.Mesh_Vector3 { return &pb.Mesh_Vector3{X: v.X, Y: v.Y, Z: v.Z} }
	return &pb.Mesh{Triangles: mapSlice(v.Triangles, func(t mesh.Triangle) *pb.Mesh_Triangle {
		return &pb.Mesh_Triangle{V0: vec(t.V0), V1: vec(t.V1), V2: vec(t.V2), Normal: vec(t.Normal)}
	})}
}

func FromMesh(v *pb.Mesh) *mesh.Mesh {
	vec := func(v *pb.Mesh_Vector3) mesh.Vector3 { return mesh.Vector3{X: v.GetX(), Y: v.GetY(), Z: v.GetZ()} }
	return &mesh.Mesh{Triangles: mapSlice(v.Triangles, func(t *pb.Mesh_Triangle) mesh.Triangle {
		return mesh.Triangle{V0: vec(t.V0), V1: vec(t.V1), V2: vec(t.V2), Normal: vec(t.Normal)}
	})}
}
