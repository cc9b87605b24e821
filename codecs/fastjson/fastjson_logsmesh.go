package fastjson

import (
	"fmt"

	"github.com/valyala/fastjson"

	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
)

// This file sorts after fastjson.go, whose init registers the codec.
func init() {
	support(logs.Dataset, buildLogs, parsed(readLogs))
	support(mesh.Dataset, buildMesh, parsed(readMesh))
}

func buildLogs(e *encoder, v *logs.Logs) *fastjson.Value {
	o := e.a.NewObject()
	l := e.a.NewNull()
	if v.Logs != nil {
		l = e.a.NewArray()
		for i := range v.Logs {
			x := &v.Logs[i]
			a := e.a.NewObject()
			a.Set("X0", e.uint(uint64(x.Address.X0)))
			a.Set("X1", e.uint(uint64(x.Address.X1)))
			a.Set("X2", e.uint(uint64(x.Address.X2)))
			a.Set("X3", e.uint(uint64(x.Address.X3)))
			lo := e.a.NewObject()
			lo.Set("Address", a)
			lo.Set("Identity", e.a.NewString(x.Identity))
			lo.Set("UserID", e.a.NewString(x.UserID))
			lo.Set("Date", e.a.NewString(x.Date))
			lo.Set("Request", e.a.NewString(x.Request))
			lo.Set("Code", e.uint(uint64(x.Code)))
			lo.Set("Size", e.uint(x.Size))
			l.SetArrayItem(i, lo)
		}
	}
	o.Set("Logs", l)
	return o
}

func buildMesh(e *encoder, v *mesh.Mesh) *fastjson.Value {
	vector := func(v *mesh.Vector3) *fastjson.Value {
		o := e.a.NewObject()
		o.Set("X", e.float(float64(v.X), 32))
		o.Set("Y", e.float(float64(v.Y), 32))
		o.Set("Z", e.float(float64(v.Z), 32))
		return o
	}
	o := e.a.NewObject()
	ts := e.a.NewNull()
	if v.Triangles != nil {
		ts = e.a.NewArray()
		for i := range v.Triangles {
			t := &v.Triangles[i]
			to := e.a.NewObject()
			to.Set("V0", vector(&t.V0))
			to.Set("V1", vector(&t.V1))
			to.Set("V2", vector(&t.V2))
			to.Set("Normal", vector(&t.Normal))
			ts.SetArrayItem(i, to)
		}
	}
	o.Set("Triangles", ts)
	return o
}

// uintN reads an unsigned integer of bits bits.
func uintN[U ~uint8 | ~uint16 | ~uint32](v *fastjson.Value, bits int) (U, error) {
	n, err := v.Uint64()
	if err == nil && n>>bits != 0 {
		err = fmt.Errorf("%d does not fit %d bits", n, bits)
	}
	return U(n), err
}

// array reads a JSON array (null as nil) into a slice, each element by read.
func array[E any](v *fastjson.Value, read func(*fastjson.Value, *E) error) ([]E, error) {
	if v.Type() == fastjson.TypeNull {
		return nil, nil
	}
	arr, err := v.Array()
	if err != nil {
		return nil, err
	}
	s := make([]E, len(arr))
	for i, x := range arr {
		if err := read(x, &s[i]); err != nil {
			return nil, fmt.Errorf("[%d]: %w", i, err)
		}
	}
	return s, nil
}

func readLogs(v *fastjson.Value, l *logs.Logs) error {
	return fields(v, func(k []byte, v *fastjson.Value) (err error) {
		if string(k) == "Logs" {
			l.Logs, err = array(v, readLog)
		}
		return err
	})
}

func readLog(v *fastjson.Value, l *logs.Log) error {
	return fields(v, func(k []byte, v *fastjson.Value) (err error) {
		switch string(k) {
		case "Address":
			err = fields(v, func(k []byte, v *fastjson.Value) (err error) {
				a := &l.Address
				switch string(k) {
				case "X0":
					a.X0, err = uintN[uint8](v, 8)
				case "X1":
					a.X1, err = uintN[uint8](v, 8)
				case "X2":
					a.X2, err = uintN[uint8](v, 8)
				case "X3":
					a.X3, err = uintN[uint8](v, 8)
				}
				return err
			})
		case "Identity":
			l.Identity, err = str(v)
		case "UserID":
			l.UserID, err = str(v)
		case "Date":
			l.Date, err = str(v)
		case "Request":
			l.Request, err = str(v)
		case "Code":
			l.Code, err = uintN[uint16](v, 16)
		case "Size":
			l.Size, err = v.Uint64()
		}
		return err
	})
}

func readMesh(v *fastjson.Value, m *mesh.Mesh) error {
	return fields(v, func(k []byte, v *fastjson.Value) (err error) {
		if string(k) == "Triangles" {
			m.Triangles, err = array(v, readTriangle)
		}
		return err
	})
}

func readTriangle(v *fastjson.Value, t *mesh.Triangle) error {
	return fields(v, func(k []byte, v *fastjson.Value) error {
		switch string(k) {
		case "V0":
			return readVector(v, &t.V0)
		case "V1":
			return readVector(v, &t.V1)
		case "V2":
			return readVector(v, &t.V2)
		case "Normal":
			return readVector(v, &t.Normal)
		}
		return nil
	})
}

func readVector(v *fastjson.Value, x *mesh.Vector3) error {
	return fields(v, func(k []byte, v *fastjson.Value) error {
		f, err := v.Float64()
		switch string(k) {
		case "X":
			x.X = float32(f)
		case "Y":
			x.Y = float32(f)
		case "Z":
			x.Z = float32(f)
		}
		return err
	})
}
