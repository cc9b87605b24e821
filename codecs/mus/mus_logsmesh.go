package mus

import (
	"github.com/mus-format/mus-go"
	"github.com/mus-format/mus-go/ord"
	"github.com/mus-format/mus-go/raw"
	"github.com/mus-format/mus-go/unsafe"
	"github.com/mus-format/mus-go/varint"

	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
)

// The large datasets' serializers: address bytes raw, code and size as
// varints, floats as their raw IEEE bits, the collections by ord's slice
// serializer. This file sorts after mus.go, whose init registers the codec.
func init() {
	safe, fast := newLogsMUS(ord.String), newLogsMUS(unsafe.String)
	support(logs.Dataset, safe, fast)
	m := meshMUS{ord.NewSliceSer[mesh.Triangle](triangleMUS{})}
	support(mesh.Dataset, m, m)
}

type logsMUS struct{ entries mus.Serializer[[]logs.Log] }

func newLogsMUS(str mus.Serializer[string]) logsMUS {
	return logsMUS{ord.NewSliceSer[logs.Log](logMUS{str})}
}

func (s logsMUS) Marshal(v logs.Logs, bs []byte) int { return s.entries.Marshal(v.Logs, bs) }

func (s logsMUS) Unmarshal(bs []byte) (v logs.Logs, n int, err error) {
	v.Logs, n, err = s.entries.Unmarshal(bs)
	return
}

func (s logsMUS) Size(v logs.Logs) int               { return s.entries.Size(v.Logs) }
func (s logsMUS) Skip(bs []byte) (int, error)        { return s.entries.Skip(bs) }
func (s meshMUS) Size(v mesh.Mesh) int               { return s.triangles.Size(v.Triangles) }
func (s meshMUS) Skip(bs []byte) (int, error)        { return s.triangles.Skip(bs) }
func (s meshMUS) Marshal(v mesh.Mesh, bs []byte) int { return s.triangles.Marshal(v.Triangles, bs) }

func (s meshMUS) Unmarshal(bs []byte) (v mesh.Mesh, n int, err error) {
	v.Triangles, n, err = s.triangles.Unmarshal(bs)
	return
}

type logMUS struct{ str mus.Serializer[string] }

func (s logMUS) Marshal(v logs.Log, bs []byte) (n int) {
	n = raw.Uint8.Marshal(v.Address.X0, bs)
	n += raw.Uint8.Marshal(v.Address.X1, bs[n:])
	n += raw.Uint8.Marshal(v.Address.X2, bs[n:])
	n += raw.Uint8.Marshal(v.Address.X3, bs[n:])
	n += s.str.Marshal(v.Identity, bs[n:])
	n += s.str.Marshal(v.UserID, bs[n:])
	n += s.str.Marshal(v.Date, bs[n:])
	n += s.str.Marshal(v.Request, bs[n:])
	n += varint.Uint16.Marshal(v.Code, bs[n:])
	return n + varint.Uint64.Marshal(v.Size, bs[n:])
}

func (s logMUS) Unmarshal(bs []byte) (v logs.Log, n int, err error) {
	var m int
	for _, b := range [4]*uint8{&v.Address.X0, &v.Address.X1, &v.Address.X2, &v.Address.X3} {
		*b, m, err = raw.Uint8.Unmarshal(bs[n:])
		n += m
		if err != nil {
			return
		}
	}
	for _, p := range [4]*string{&v.Identity, &v.UserID, &v.Date, &v.Request} {
		*p, m, err = s.str.Unmarshal(bs[n:])
		n += m
		if err != nil {
			return
		}
	}
	v.Code, m, err = varint.Uint16.Unmarshal(bs[n:])
	n += m
	if err != nil {
		return
	}
	v.Size, m, err = varint.Uint64.Unmarshal(bs[n:])
	return v, n + m, err
}

func (s logMUS) Size(v logs.Log) int {
	return 4 + s.str.Size(v.Identity) + s.str.Size(v.UserID) + s.str.Size(v.Date) + s.str.Size(v.Request) +
		varint.Uint16.Size(v.Code) + varint.Uint64.Size(v.Size)
}

func (s logMUS) Skip(bs []byte) (int, error) {
	return skipAll(bs, raw.Uint8.Skip, raw.Uint8.Skip, raw.Uint8.Skip, raw.Uint8.Skip,
		s.str.Skip, s.str.Skip, s.str.Skip, s.str.Skip, varint.Uint16.Skip, varint.Uint64.Skip)
}

type meshMUS struct {
	triangles mus.Serializer[[]mesh.Triangle]
}

// triangleMUS writes the twelve float32s raw: 48 bytes a triangle.
type triangleMUS struct{}

func (triangleMUS) Marshal(v mesh.Triangle, bs []byte) (n int) {
	for _, p := range [4]*mesh.Vector3{&v.V0, &v.V1, &v.V2, &v.Normal} {
		n += raw.Float32.Marshal(p.X, bs[n:])
		n += raw.Float32.Marshal(p.Y, bs[n:])
		n += raw.Float32.Marshal(p.Z, bs[n:])
	}
	return n
}

func (triangleMUS) Unmarshal(bs []byte) (v mesh.Triangle, n int, err error) {
	var m int
	for _, p := range [4]*mesh.Vector3{&v.V0, &v.V1, &v.V2, &v.Normal} {
		for _, f := range [3]*float32{&p.X, &p.Y, &p.Z} {
			*f, m, err = raw.Float32.Unmarshal(bs[n:])
			n += m
			if err != nil {
				return
			}
		}
	}
	return v, n, nil
}

func (triangleMUS) Size(mesh.Triangle) int { return 48 }

func (triangleMUS) Skip(bs []byte) (int, error) {
	if len(bs) < 48 {
		return 0, mus.ErrTooSmallByteSlice
	}
	return 48, nil
}
