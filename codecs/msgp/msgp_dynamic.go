package msgp

import (
	"github.com/tinylib/msgp/msgp"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/dynamic"
)

// The dynamic documents have no Go type to generate from: msgp's runtime
// carries schemaless values with its interface helpers, which its
// generated code also calls for a map[string]interface{} field.
// AppendMapStrIntf writes each value by its Go type (AppendIntf) and
// ReadMapStrIntfBytes reads them back as int64, uint64, float64, string,
// bool, nil, []interface{} and map[string]interface{}.
//
// This file sorts after msgp.go, whose init registers the codec.
func init() {
	var buf []byte
	var target map[string]any
	serbench.Support("msgp", dynamic.Dataset, serbench.Impl[map[string]any, map[string]any]{
		Variants: map[serbench.Variant]serbench.Ops[map[string]any]{
			serbench.Default: {
				Marshal: func(v *map[string]any) ([]byte, error) { return msgp.AppendMapStrIntf(nil, *v) },
				Unmarshal: func(data []byte) (*map[string]any, error) {
					m, _, err := msgp.ReadMapStrIntfBytes(data, nil)
					return &m, err
				},
				Note: "msgp.AppendMapStrIntf and msgp.ReadMapStrIntfBytes, the runtime's interface helpers",
			},
			serbench.Reuse: {
				Marshal: func(v *map[string]any) (b []byte, err error) {
					buf, err = msgp.AppendMapStrIntf(buf[:0], *v)
					return buf, err
				},
				Unmarshal: func(data []byte) (*map[string]any, error) {
					var err error
					target, _, err = msgp.ReadMapStrIntfBytes(data, target)
					return &target, err
				},
				Note: "AppendMapStrIntf appends to one reused buffer; ReadMapStrIntfBytes refills one map (cleared first)",
			},
		},
	})
}
