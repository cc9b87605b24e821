package benc

import (
	bstd "github.com/deneonet/benc/std"

	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
)

// The large collections, by hand as for the seeds: address bytes and the
// code and size at bstd's fixed widths, floats as bstd's float32s, the
// collections by bstd's slice functions. This file sorts after benc.go,
// whose init registers the codec.
func init() {
	safe, fast := newDecoder(false), newDecoder(true)
	support(logs.Dataset, sizeLogs, marshalLogs, safe.logs, fast.logs)
	support(mesh.Dataset, sizeMesh, marshalMesh, safe.mesh, fast.mesh)
}

func sizeLogs(v *logs.Logs) int { return bstd.SizeSlice(v.Logs, sizeLog) }

func marshalLogs(n int, b []byte, v *logs.Logs) int {
	return bstd.MarshalSlice(n, b, v.Logs, marshalLog)
}

func sizeLog(l logs.Log) int {
	return 4*bstd.SizeByte() + bstd.SizeString(l.Identity) + bstd.SizeString(l.UserID) + bstd.SizeString(l.Date) +
		bstd.SizeString(l.Request) + bstd.SizeUint16() + bstd.SizeUint64()
}

func marshalLog(n int, b []byte, l logs.Log) int {
	n = bstd.MarshalByte(n, b, l.Address.X0)
	n = bstd.MarshalByte(n, b, l.Address.X1)
	n = bstd.MarshalByte(n, b, l.Address.X2)
	n = bstd.MarshalByte(n, b, l.Address.X3)
	n = bstd.MarshalString(n, b, l.Identity)
	n = bstd.MarshalString(n, b, l.UserID)
	n = bstd.MarshalString(n, b, l.Date)
	n = bstd.MarshalString(n, b, l.Request)
	n = bstd.MarshalUint16(n, b, l.Code)
	return bstd.MarshalUint64(n, b, l.Size)
}

func (d *decoder) logs(n int, b []byte, v *logs.Logs) (int, error) {
	var err error
	n, v.Logs, err = bstd.UnmarshalSlice[logs.Log](n, b, d.logAt)
	return n, err
}

func (d *decoder) logAt(n int, b []byte, l *logs.Log) (int, error) {
	var err error
	for _, p := range [4]*uint8{&l.Address.X0, &l.Address.X1, &l.Address.X2, &l.Address.X3} {
		if n, *p, err = bstd.UnmarshalByte(n, b); err != nil {
			return n, err
		}
	}
	for _, p := range [4]*string{&l.Identity, &l.UserID, &l.Date, &l.Request} {
		if n, *p, err = d.str(n, b); err != nil {
			return n, err
		}
	}
	if n, l.Code, err = bstd.UnmarshalUint16(n, b); err != nil {
		return n, err
	}
	n, l.Size, err = bstd.UnmarshalUint64(n, b)
	return n, err
}

// A triangle is twelve bstd float32s: 48 bytes.
const triangleSize = 48

func sizeMesh(v *mesh.Mesh) int { return bstd.SizeFixedSlice(v.Triangles, triangleSize) }

func marshalMesh(n int, b []byte, v *mesh.Mesh) int {
	return bstd.MarshalSlice(n, b, v.Triangles, marshalTriangle)
}

func marshalTriangle(n int, b []byte, t mesh.Triangle) int {
	for _, p := range [4]*mesh.Vector3{&t.V0, &t.V1, &t.V2, &t.Normal} {
		n = bstd.MarshalFloat32(n, b, p.X)
		n = bstd.MarshalFloat32(n, b, p.Y)
		n = bstd.MarshalFloat32(n, b, p.Z)
	}
	return n
}

// mesh has no strings, so the unsafe variant decodes it as the default does.
func (d *decoder) mesh(n int, b []byte, v *mesh.Mesh) (int, error) {
	var err error
	n, v.Triangles, err = bstd.UnmarshalSlice[mesh.Triangle](n, b, unmarshalTriangle)
	return n, err
}

func unmarshalTriangle(n int, b []byte, t *mesh.Triangle) (int, error) {
	var err error
	for _, p := range [4]*mesh.Vector3{&t.V0, &t.V1, &t.V2, &t.Normal} {
		for _, f := range [3]*float32{&p.X, &p.Y, &p.Z} {
			if n, *f, err = bstd.UnmarshalFloat32(n, b); err != nil {
				return n, err
			}
		}
	}
	return n, nil
}
