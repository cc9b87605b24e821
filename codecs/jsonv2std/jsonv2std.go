//go:build goexperiment.jsonv2

package jsonv2std

import (
	"bytes"
	"encoding/json/v2"

	"github.com/serbench/serbench"
)

func init() {
	serbench.Register(codec)
	serbench.SupportAny(codec.Name, map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: marshal, Unmarshal: unmarshal},
		serbench.Reuse:   reuse(),
	}, nil)
}

// marshal and unmarshal drop the variadic options, which the harness's
// function types do not have.
func marshal(v any) ([]byte, error)      { return json.Marshal(v) }
func unmarshal(data []byte, v any) error { return json.Unmarshal(data, v) }

// reuse writes into a buffer kept from a call to the next (MarshalWrite
// appends straight into a bytes.Buffer) and decodes into one value.
func reuse() serbench.AnyOps {
	var buf bytes.Buffer
	return serbench.AnyOps{
		Marshal: func(v any) ([]byte, error) {
			buf.Reset()
			err := json.MarshalWrite(&buf, v)
			return buf.Bytes(), err
		},
		Unmarshal: unmarshal,
		Note:      "json.MarshalWrite into one bytes.Buffer, one target value",
	}
}
