// Package goccyjson registers goccy/go-json, a reflection JSON library
// compatible with encoding/json that compiles each type to opcodes for a
// small VM. It is used as its README says: json.Marshal and json.Unmarshal
// in place of encoding/json's.
package goccyjson

import (
	"bytes"

	json "github.com/goccy/go-json"

	"github.com/serbench/serbench"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "goccy-json",
		Package:       "github.com/goccy/go-json",
		Format:        "JSON",
		Wire:          "JSON",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes:         "json.Marshal and json.Unmarshal, the README's drop-in API (encoding/json behaviour; its speed options are the fastest variant); times as RFC 3339 text through time.Time's own methods",
	})
	serbench.SupportAny("goccy-json", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: json.Marshal, Unmarshal: json.Unmarshal},
		serbench.Reuse:   reuse(),
		serbench.Unsafe: {
			Unmarshal: func(data []byte, v any) error {
				return json.UnmarshalWithOption(data, v, json.DecodeNoCopyString())
			},
			Note: "DecodeNoCopyString: strings without escapes refer to the input",
		},
		"fastest": {
			Marshal: func(v any) ([]byte, error) {
				return json.MarshalWithOption(v, json.UnorderedMap(), json.DisableHTMLEscape(),
					json.DisableNormalizeUTF8(), json.OptimizeFieldOrder())
			},
			Unmarshal: func(data []byte, v any) error {
				return json.UnmarshalWithOption(data, v, json.DecodeFieldPriorityFirstWin())
			},
			Note: "the README's speed options: UnorderedMap, DisableHTMLEscape, DisableNormalizeUTF8, " +
				"OptimizeFieldOrder (keys in another order); DecodeFieldPriorityFirstWin",
		},
	}, nil)
}

// reuse encodes through one json.Encoder into one buffer, as a server
// writing many responses does, and decodes into one value.
func reuse() serbench.AnyOps {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	return serbench.AnyOps{
		Marshal: func(v any) ([]byte, error) {
			buf.Reset()
			if err := enc.Encode(v); err != nil {
				return nil, err
			}
			return bytes.TrimSuffix(buf.Bytes(), []byte{'\n'}), nil
		},
		Unmarshal: json.Unmarshal,
		Note:      "one json.Encoder and buffer, one target value",
	}
}
