package gjson

import (
	"encoding/json"

	"github.com/tidwall/gjson"

	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
)

// This file sorts after gjson.go, whose init registers the codec.
func init() {
	support(logs.Dataset, readLogs, readLogs, json.Marshal)
	support(mesh.Dataset, readMesh, readMesh, json.Marshal)
}

// list reads a JSON array (null as nil) into a slice, each element by read.
func list[E any](r gjson.Result, read func(gjson.Result, *E) error) ([]E, error) {
	if r.Type == gjson.Null {
		return nil, nil
	}
	s := []E{}
	err := each(r, func(v gjson.Result) error {
		var e E
		err := read(v, &e)
		s = append(s, e)
		return err
	})
	return s, err
}

func readLogs(r gjson.Result, l *logs.Logs) error {
	return fields(r, func(k string, v gjson.Result) (err error) {
		if k == "Logs" {
			l.Logs, err = list(v, readLog)
		}
		return err
	})
}

func readLog(r gjson.Result, l *logs.Log) error {
	return fields(r, func(k string, v gjson.Result) error {
		switch k {
		case "Address":
			a := &l.Address
			return fields(v, func(k string, v gjson.Result) error {
				switch k {
				case "X0":
					a.X0 = uint8(v.Uint())
				case "X1":
					a.X1 = uint8(v.Uint())
				case "X2":
					a.X2 = uint8(v.Uint())
				case "X3":
					a.X3 = uint8(v.Uint())
				}
				return nil
			})
		case "Identity":
			l.Identity = v.String()
		case "UserID":
			l.UserID = v.String()
		case "Date":
			l.Date = v.String()
		case "Request":
			l.Request = v.String()
		case "Code":
			l.Code = uint16(v.Uint())
		case "Size":
			l.Size = v.Uint()
		}
		return nil
	})
}

func readMesh(r gjson.Result, m *mesh.Mesh) error {
	return fields(r, func(k string, v gjson.Result) (err error) {
		if k == "Triangles" {
			m.Triangles, err = list(v, readTriangle)
		}
		return err
	})
}

func readTriangle(r gjson.Result, t *mesh.Triangle) error {
	return fields(r, func(k string, v gjson.Result) error {
		switch k {
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

func readVector(r gjson.Result, x *mesh.Vector3) error {
	return fields(r, func(k string, v gjson.Result) error {
		switch k {
		case "X":
			x.X = float32(v.Float())
		case "Y":
			x.Y = float32(v.Float())
		case "Z":
			x.Z = float32(v.Float())
		}
		return nil
	})
}
