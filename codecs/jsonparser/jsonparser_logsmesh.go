package jsonparser

import (
	"encoding/json"
	"fmt"

	"github.com/buger/jsonparser"

	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
)

// This file sorts after jsonparser.go, whose init registers the codec.
func init() {
	support(logs.Dataset, decoder.readLogs, json.Marshal)
	support(mesh.Dataset, decoder.readMesh, json.Marshal)
}

// uintN parses an unsigned integer of bits bits.
func uintN[U ~uint8 | ~uint16 | ~uint32](v []byte, t jsonparser.ValueType, bits int) (U, error) {
	n, err := unsigned(v, t)
	if err == nil && n>>bits != 0 {
		err = fmt.Errorf("%d does not fit %d bits", n, bits)
	}
	return U(n), err
}

// list reads a JSON array (null as nil) into a slice, each element by read.
func list[E any](v []byte, t jsonparser.ValueType, read func([]byte, *E) error) ([]E, error) {
	if t == jsonparser.Null {
		return nil, nil
	}
	if err := want(jsonparser.Array, t); err != nil {
		return nil, err
	}
	s := []E{}
	err := each(v, func(v []byte, t jsonparser.ValueType) error {
		var e E
		err := want(jsonparser.Object, t)
		if err == nil {
			err = read(v, &e)
		}
		s = append(s, e)
		return err
	})
	return s, err
}

func (dec decoder) readLogs(data []byte, l *logs.Logs) error {
	return fields(data, func(k, v []byte, t jsonparser.ValueType) (err error) {
		if string(k) == "Logs" {
			l.Logs, err = list(v, t, dec.readLog)
		}
		return err
	})
}

func (dec decoder) readLog(data []byte, l *logs.Log) error {
	return fields(data, func(k, v []byte, t jsonparser.ValueType) (err error) {
		switch string(k) {
		case "Address":
			a := &l.Address
			err = fields(v, func(k, v []byte, t jsonparser.ValueType) (err error) {
				switch string(k) {
				case "X0":
					a.X0, err = uintN[uint8](v, t, 8)
				case "X1":
					a.X1, err = uintN[uint8](v, t, 8)
				case "X2":
					a.X2, err = uintN[uint8](v, t, 8)
				case "X3":
					a.X3, err = uintN[uint8](v, t, 8)
				}
				return err
			})
		case "Identity":
			l.Identity, err = dec.str(v, t)
		case "UserID":
			l.UserID, err = dec.str(v, t)
		case "Date":
			l.Date, err = dec.str(v, t)
		case "Request":
			l.Request, err = dec.str(v, t)
		case "Code":
			l.Code, err = uintN[uint16](v, t, 16)
		case "Size":
			l.Size, err = unsigned(v, t)
		}
		return err
	})
}

func (decoder) readMesh(data []byte, m *mesh.Mesh) error {
	return fields(data, func(k, v []byte, t jsonparser.ValueType) (err error) {
		if string(k) == "Triangles" {
			m.Triangles, err = list(v, t, readTriangle)
		}
		return err
	})
}

func readTriangle(data []byte, tr *mesh.Triangle) error {
	return fields(data, func(k, v []byte, _ jsonparser.ValueType) error {
		switch string(k) {
		case "V0":
			return readVector(v, &tr.V0)
		case "V1":
			return readVector(v, &tr.V1)
		case "V2":
			return readVector(v, &tr.V2)
		case "Normal":
			return readVector(v, &tr.Normal)
		}
		return nil
	})
}

func readVector(data []byte, x *mesh.Vector3) error {
	return fields(data, func(k, v []byte, t jsonparser.ValueType) error {
		f, err := float(v, t)
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
