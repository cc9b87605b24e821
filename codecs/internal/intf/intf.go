// Package intf registers a codec on the dynamic documents through a
// MessagePack runtime's interface helpers, as tinylib/msgp and its fork
// zebrapack offer them: an append function that writes a
// map[string]interface{} by each value's Go type, and a read function that
// brings it back as int64, uint64, float64, string, bool, nil,
// []interface{} and map[string]interface{}. The two runtimes share the
// API but not a package.
package intf

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/dynamic"
)

// Support registers codec on the dynamic dataset. appendMap appends a map to
// a buffer; readMap reads one, refilling old (cleared first) when it is not
// nil. note names the two for reports.
func Support(codec string, appendMap func([]byte, map[string]any) ([]byte, error),
	readMap func(b []byte, old map[string]any) (map[string]any, []byte, error), note string) {
	var buf []byte
	var target map[string]any
	serbench.Support(codec, dynamic.Dataset, serbench.Impl[map[string]any, map[string]any]{
		Variants: map[serbench.Variant]serbench.Ops[map[string]any]{
			serbench.Default: {
				Marshal: func(v *map[string]any) ([]byte, error) { return appendMap(nil, *v) },
				Unmarshal: func(data []byte) (*map[string]any, error) {
					m, _, err := readMap(data, nil)
					return &m, err
				},
				Note: note,
			},
			serbench.Reuse: {
				Marshal: func(v *map[string]any) (b []byte, err error) {
					buf, err = appendMap(buf[:0], *v)
					return buf, err
				},
				Unmarshal: func(data []byte) (*map[string]any, error) {
					var err error
					target, _, err = readMap(data, target)
					return &target, err
				},
				Note: "appends to one reused buffer; reads into one map, cleared first",
			},
		},
	})
}
