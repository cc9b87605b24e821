// Package jsonv2 registers go-json-experiment/json, the module that
// prototyped encoding/json/v2 and now mirrors it for Go versions without it.
// It is used with its default (v2) options: json.Marshal and json.Unmarshal.
package jsonv2

import (
	"bytes"

	"github.com/go-json-experiment/json"

	"github.com/serbench/serbench"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "json-v2",
		Package:       "github.com/go-json-experiment/json",
		Format:        "JSON",
		Wire:          "JSON",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "a mirror of encoding/json/v2 (std from Go 1.27); json.Marshal and json.Unmarshal, the package's entry points, with v2's default options: names matched case-sensitively, " +
			"nil slices and maps as [] and {}, map keys unsorted (Deterministic off), invalid UTF-8 rejected; " +
			"times as RFC 3339 text",
	})
	serbench.SupportAny("json-v2", map[serbench.Variant]serbench.AnyOps{
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
