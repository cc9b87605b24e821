package gotiny

import (
	"reflect"

	"github.com/niubaoshu/gotiny"

	"github.com/serbench/serbench"
)

func marshal(v any) ([]byte, error) { return gotiny.Marshal(v), nil }

func unmarshal(data []byte, v any) error {
	gotiny.Unmarshal(data, v)
	return nil
}

// reuse keeps one Encoder and one Decoder per type, as seed 000 keeps one
// per serializer: the Encoder's buffer is reused, so its output is
// overwritten by the next call. They are found by the value's type, as
// one variant serves every dataset.
func reuse() serbench.AnyOps {
	encs := map[reflect.Type]*gotiny.Encoder{}
	decs := map[reflect.Type]*gotiny.Decoder{}
	return serbench.AnyOps{
		Marshal: func(v any) ([]byte, error) {
			t := reflect.TypeOf(v)
			e := encs[t]
			if e == nil {
				e = gotiny.NewEncoderWithPtr(v)
				encs[t] = e
			}
			return e.Encode(v), nil
		},
		Unmarshal: func(data []byte, v any) error {
			t := reflect.TypeOf(v)
			d := decs[t]
			if d == nil {
				d = gotiny.NewDecoderWithPtr(v)
				decs[t] = d
			}
			d.Decode(data, v)
			return nil
		},
		Note: "one Encoder (reused buffer) and one Decoder per type, one target value",
	}
}
