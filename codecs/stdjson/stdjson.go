// Package stdjson registers encoding/json, the standard library's JSON.
package stdjson

import (
	"bytes"
	"encoding/json"

	"github.com/serbench/serbench"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "json",
		Package:       "encoding/json",
		Format:        "JSON",
		Wire:          "JSON",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes:         "json.Marshal and json.Unmarshal, the package's entry points; times as RFC 3339 text",
	})
	serbench.SupportAny("json", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: json.Marshal, Unmarshal: json.Unmarshal},
		serbench.Reuse:   reuse(),
	}, nil)
}

// reuse encodes through one json.Encoder into one buffer, as a server
// writing many responses does, and decodes into one value.
func reuse() serbench.AnyOps {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	return serbench.AnyOps{
		Marshal: func(v any) ([]byte, error) {
			buf.Reset()
			if err := enc.Encode(v); err != nil {
				return nil, err
			}
			return bytes.TrimSuffix(buf.Bytes(), []byte{'\n'}), nil
		},
		Unmarshal: json.Unmarshal,
		Note:      "one json.Encoder and buffer (HTML escaping off), one target value",
	}
}
