// Package segmentiojson registers segmentio/encoding/json, a reflection
// JSON library that mirrors encoding/json's API and behaviour with unsafe
// code in place of most reflection. It is used as its README says: Marshal
// and Unmarshal in place of encoding/json's.
package segmentiojson

import (
	"fmt"

	"github.com/segmentio/encoding/json"

	"github.com/serbench/serbench"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "segmentio-json",
		Package:       "github.com/segmentio/encoding/json",
		Format:        "JSON",
		Wire:          "JSON",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes:         "json.Marshal and json.Unmarshal, the README's drop-in API (encoding/json behaviour); times as RFC 3339 text through time.Time's own methods",
	})
	serbench.SupportAny("segmentio-json", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: json.Marshal, Unmarshal: json.Unmarshal},
		serbench.Reuse:   reuse(),
		serbench.Unsafe: {
			Unmarshal: func(data []byte, v any) error {
				rest, err := json.Parse(data, v, json.ZeroCopy)
				if err == nil && len(rest) > 0 {
					err = fmt.Errorf("segmentio-json: %d bytes after the value", len(rest))
				}
				return err
			},
			Note: "json.Parse with ZeroCopy: strings without escapes refer to the input",
		},
	}, nil)
}

// reuse appends into a buffer kept from a call to the next, with the flags
// Marshal uses, and decodes into one value.
func reuse() serbench.AnyOps {
	var buf []byte
	return serbench.AnyOps{
		Marshal: func(v any) (_ []byte, err error) {
			buf, err = json.Append(buf[:0], v, json.EscapeHTML|json.SortMapKeys)
			return buf, err
		},
		Unmarshal: json.Unmarshal,
		Note:      "json.Append into one buffer, one target value",
	}
}
