package zebrapack

import (
	"github.com/glycerine/zebrapack/msgp"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/dynamic"
)

// The dynamic documents have no Go type to generate from: zebrapack's
// runtime, msgp's fork, carries schemaless values with the same interface
// helpers its generated code calls for a map[string]interface{} field:
// AppendMapStrIntf writes plain MessagePack by each value's Go type, and
// NilBitsStack's ReadMapStrIntfBytes reads it back as int64, uint64,
// float64, string, bool, nil, []interface{} and map[string]interface{}.
//
// This file sorts after zebrapack.go, whose init registers the codec.
func init() {
	var buf []byte
	var target map[string]any
	serbench.Support("zebrapack", dynamic.Dataset, serbench.Impl[map[string]any, map[string]any]{
		Variants: map[serbench.Variant]serbench.Ops[map[string]any]{
			serbench.Default: {
				Marshal: func(v *map[string]any) ([]byte, error) { return msgp.AppendMapStrIntf(nil, *v) },
				Unmarshal: func(data []byte) (*map[string]any, error) {
					var nbs msgp.NilBitsStack
					m, _, err := nbs.ReadMapStrIntfBytes(data, nil)
					return &m, err
				},
				Note: "msgp.AppendMapStrIntf and NilBitsStack.ReadMapStrIntfBytes, the runtime's interface helpers",
			},
			serbench.Reuse: {
				Marshal: func(v *map[string]any) (b []byte, err error) {
					buf, err = msgp.AppendMapStrIntf(buf[:0], *v)
					return buf, err
				},
				Unmarshal: func(data []byte) (*map[string]any, error) {
					var nbs msgp.NilBitsStack
					var err error
					target, _, err = nbs.ReadMapStrIntfBytes(data, target)
					return &target, err
				},
				Note: "AppendMapStrIntf appends to one reused buffer; ReadMapStrIntfBytes refills one map (cleared first)",
			},
		},
	})
}
