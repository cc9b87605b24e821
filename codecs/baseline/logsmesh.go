package baseline

import (
	"encoding/binary"
	"math"

	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
)

func init() {
	support(logs.Dataset, 720<<10, encodeLogs, decodeLogs)
	support(mesh.Dataset, 6<<20+16, encodeMesh, decodeMesh)
}

// encodeLogs writes the entry count+1 (0 for nil), then each entry's
// address bytes, strings, code and size.
func encodeLogs(b []byte, v *logs.Logs) []byte {
	if v.Logs == nil {
		return append(b, 0)
	}
	b = binary.AppendUvarint(b, uint64(len(v.Logs))+1)
	for i := range v.Logs {
		l := &v.Logs[i]
		b = append(b, l.Address.X0, l.Address.X1, l.Address.X2, l.Address.X3)
		b = appendString(b, l.Identity)
		b = appendString(b, l.UserID)
		b = appendString(b, l.Date)
		b = appendString(b, l.Request)
		b = binary.AppendUvarint(b, uint64(l.Code))
		b = binary.AppendUvarint(b, l.Size)
	}
	return b
}

func decodeLogs(r *reader, v *logs.Logs) {
	n := r.uvarint()
	if n == 0 || r.err != nil {
		return
	}
	// An entry takes at least 10 bytes: bound the allocation by the input.
	if n-1 > uint64(len(r.b))/10 {
		r.fail()
		return
	}
	v.Logs = make([]logs.Log, n-1)
	for i := range v.Logs {
		l := &v.Logs[i]
		if a := r.take(4); len(a) == 4 {
			l.Address = logs.Address{X0: a[0], X1: a[1], X2: a[2], X3: a[3]}
		}
		l.Identity = r.string()
		l.UserID = r.string()
		l.Date = r.string()
		l.Request = r.string()
		l.Code = uint16(r.uvarint())
		l.Size = r.uvarint()
	}
}

// encodeMesh writes the triangle count+1 (0 for nil), then each triangle's
// twelve float32s as little-endian IEEE bits.
func encodeMesh(b []byte, v *mesh.Mesh) []byte {
	if v.Triangles == nil {
		return append(b, 0)
	}
	b = binary.AppendUvarint(b, uint64(len(v.Triangles))+1)
	for i := range v.Triangles {
		t := &v.Triangles[i]
		for _, p := range [4]*mesh.Vector3{&t.V0, &t.V1, &t.V2, &t.Normal} {
			b = binary.LittleEndian.AppendUint32(b, math.Float32bits(p.X))
			b = binary.LittleEndian.AppendUint32(b, math.Float32bits(p.Y))
			b = binary.LittleEndian.AppendUint32(b, math.Float32bits(p.Z))
		}
	}
	return b
}

func decodeMesh(r *reader, v *mesh.Mesh) {
	n := r.uvarint()
	if n == 0 || r.err != nil {
		return
	}
	body := r.take((n - 1) * 48)
	if r.err != nil || n-1 > uint64(len(body))/48 {
		r.fail()
		return
	}
	v.Triangles = make([]mesh.Triangle, n-1)
	for i := range v.Triangles {
		t := &v.Triangles[i]
		for _, p := range [4]*mesh.Vector3{&t.V0, &t.V1, &t.V2, &t.Normal} {
			p.X = math.Float32frombits(binary.LittleEndian.Uint32(body))
			p.Y = math.Float32frombits(binary.LittleEndian.Uint32(body[4:]))
			p.Z = math.Float32frombits(binary.LittleEndian.Uint32(body[8:]))
			body = body[12:]
		}
	}
}
