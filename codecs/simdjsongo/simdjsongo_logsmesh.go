package simdjsongo

import (
	"encoding/json"

	"github.com/minio/simdjson-go"

	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
)

// This file sorts after simdjsongo.go, whose init registers the codec.
func init() {
	support(logs.Dataset, readLogs, json.Marshal)
	support(mesh.Dataset, readMesh, json.Marshal)
}

func readLogs(_ *parser, v *simdjson.Iter, l *logs.Logs) error {
	return fields(v, func(k []byte, v *simdjson.Iter) (err error) {
		if string(k) == "Logs" {
			l.Logs, err = list(v, readLog)
		}
		return err
	})
}

func readLog(v *simdjson.Iter, l *logs.Log) error {
	return fields(v, func(k []byte, v *simdjson.Iter) error {
		switch string(k) {
		case "Address":
			a := &l.Address
			return fields(v, func(k []byte, v *simdjson.Iter) error {
				switch string(k) {
				case "X0":
					return unsigned(v, &a.X0)
				case "X1":
					return unsigned(v, &a.X1)
				case "X2":
					return unsigned(v, &a.X2)
				case "X3":
					return unsigned(v, &a.X3)
				}
				return nil
			})
		case "Identity":
			return str(v, &l.Identity)
		case "UserID":
			return str(v, &l.UserID)
		case "Date":
			return str(v, &l.Date)
		case "Request":
			return str(v, &l.Request)
		case "Code":
			return unsigned(v, &l.Code)
		case "Size":
			return unsigned(v, &l.Size)
		}
		return nil
	})
}

func readMesh(_ *parser, v *simdjson.Iter, m *mesh.Mesh) error {
	return fields(v, func(k []byte, v *simdjson.Iter) (err error) {
		if string(k) == "Triangles" {
			m.Triangles, err = list(v, readTriangle)
		}
		return err
	})
}

func readTriangle(v *simdjson.Iter, t *mesh.Triangle) error {
	return fields(v, func(k []byte, v *simdjson.Iter) error {
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

func readVector(v *simdjson.Iter, x *mesh.Vector3) error {
	return fields(v, func(k []byte, v *simdjson.Iter) error {
		switch string(k) {
		case "X":
			return float(v, &x.X)
		case "Y":
			return float(v, &x.Y)
		case "Z":
			return float(v, &x.Z)
		}
		return nil
	})
}
