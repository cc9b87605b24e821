package dedisprotobuf

import (
	"go.dedis.ch/protobuf"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/logs"
)

// The library has no 8- or 16-bit integers (its encoder rejects uint8 and
// uint16 fields), so logs goes through a copy whose address bytes and code
// are uint32, protobuf's narrowest integer type. This file sorts after dedisprotobuf.go, whose
// init registers the codec.
func init() {
	serbench.Support("dedis-protobuf", logs.Dataset, serbench.Impl[logs.Logs, Logs]{
		ToNative:   toLogs,
		FromNative: fromLogs,
		Variants: map[serbench.Variant]serbench.Ops[Logs]{
			serbench.Default: {
				Marshal: func(v *Logs) ([]byte, error) { return protobuf.Encode(v) },
				Unmarshal: func(data []byte) (*Logs, error) {
					v := new(Logs)
					return v, protobuf.Decode(data, v)
				},
			},
		},
	})
}

// Logs is logs.Logs with uint32 in place of uint8 and uint16.
type Logs struct {
	Logs []Log
}

// Log is logs.Log with uint32 address bytes and code.
type Log struct {
	X0, X1, X2, X3 uint32
	Identity       string
	UserID         string
	Date           string
	Request        string
	Code           uint32
	Size           uint64
}

func toLogs(v *logs.Logs) *Logs {
	n := &Logs{}
	if v.Logs != nil {
		n.Logs = make([]Log, len(v.Logs))
	}
	for i, l := range v.Logs {
		a := l.Address
		n.Logs[i] = Log{X0: uint32(a.X0), X1: uint32(a.X1), X2: uint32(a.X2), X3: uint32(a.X3),
			Identity: l.Identity, UserID: l.UserID, Date: l.Date, Request: l.Request, Code: uint32(l.Code), Size: l.Size}
	}
	return n
}

func fromLogs(n *Logs) *logs.Logs {
	v := &logs.Logs{}
	if n.Logs != nil {
		v.Logs = make([]logs.Log, len(n.Logs))
	}
	for i, l := range n.Logs {
		v.Logs[i] = logs.Log{Address: logs.Address{X0: uint8(l.X0), X1: uint8(l.X1), X2: uint8(l.X2), X3: uint8(l.X3)},
			Identity: l.Identity, UserID: l.UserID, Date: l.Date, Request: l.Request, Code: uint16(l.Code), Size: l.Size}
	}
	return v
}
