package easyproto

import (
	"github.com/VictoriaMetrics/easyproto"

	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
)

// The logs and mesh datasets as collections.proto's Logs and Mesh: logs'
// uint8 address bytes and uint16 code widened to uint32.
func init() {
	support(logs.Dataset, encodeLogs, decodeLogs)
	support(mesh.Dataset, encodeMesh, decodeMesh)
}

func encodeLogs(mm *easyproto.MessageMarshaler, v *logs.Logs) error {
	for i := range v.Logs {
		l, lm := &v.Logs[i], mm.AppendMessage(1)
		am := lm.AppendMessage(1)
		appendUint32(am, 1, uint32(l.Address.X0))
		appendUint32(am, 2, uint32(l.Address.X1))
		appendUint32(am, 3, uint32(l.Address.X2))
		appendUint32(am, 4, uint32(l.Address.X3))
		appendString(lm, 2, l.Identity)
		appendString(lm, 3, l.UserID)
		appendString(lm, 4, l.Date)
		appendString(lm, 5, l.Request)
		appendUint32(lm, 6, uint32(l.Code))
		appendUint64(lm, 7, l.Size)
	}
	return nil
}

func decodeAddress(src []byte, v *logs.Address, _ reader) error {
	return decodeUint32s(src, "Address", &v.X0, &v.X1, &v.X2, &v.X3)
}

func encodeMesh(mm *easyproto.MessageMarshaler, v *mesh.Mesh) error {
	for i := range v.Triangles {
		t, tm := &v.Triangles[i], mm.AppendMessage(1)
		encodeVector3(tm.AppendMessage(1), &t.V0)
		encodeVector3(tm.AppendMessage(2), &t.V1)
		encodeVector3(tm.AppendMessage(3), &t.V2)
		encodeVector3(tm.AppendMessage(4), &t.Normal)
	}
	return nil
}

func encodeVector3(mm *easyproto.MessageMarshaler, v *mesh.Vector3) {
	appendFloat(mm, 1, v.X)
	appendFloat(mm, 2, v.Y)
	appendFloat(mm, 3, v.Z)
}

func decodeTriangle(src []byte, v *mesh.Triangle, r reader) (err error) {
	var fc easyproto.FieldContext
	for len(src) > 0 {
		if src, err = fc.NextField(src); err != nil {
			return err
		}
		var p *mesh.Vector3
		switch fc.FieldNum {
		case 1:
			p = &v.V0
		case 2:
			p = &v.V1
		case 3:
			p = &v.V2
		case 4:
			p = &v.Normal
		default:
			continue
		}
		if err = nested(&fc, "Triangle", p, r, decodeVector3); err != nil {
			return err
		}
	}
	return nil
}

func decodeVector3(src []byte, v *mesh.Vector3, _ reader) error {
	return decodeFloats(src, "Vector3", &v.X, &v.Y, &v.Z)
}
