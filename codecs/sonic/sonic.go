// Package sonic registers bytedance/sonic, a JSON library that compiles
// each type to machine code at run time (amd64; on other platforms and Go
// versions it falls back to encoding/json) and scans with SIMD. It is used as
// its README shows: sonic.Marshal and sonic.Unmarshal, that is ConfigDefault.
package sonic

import (
	"unsafe"

	"github.com/bytedance/sonic"
	"github.com/bytedance/sonic/encoder"

	"github.com/serbench/serbench"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "sonic",
		Package:       "github.com/bytedance/sonic",
		Format:        "JSON",
		Wire:          "JSON",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "sonic.Marshal and sonic.Unmarshal, the README's API (ConfigDefault: no HTML escaping, map keys unsorted); " +
			"Unmarshal copies its []byte input once, so strings share that copy, not the input; " +
			"JIT and SIMD on amd64 only; times as RFC 3339 text through time.Time's own methods",
	})
	std, fast := sonic.ConfigStd, sonic.ConfigFastest
	serbench.SupportAny("sonic", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: sonic.Marshal, Unmarshal: sonic.Unmarshal},
		serbench.Reuse:   reuse(),
		serbench.Unsafe: {
			Unmarshal: func(data []byte, v any) error {
				return sonic.UnmarshalString(unsafe.String(unsafe.SliceData(data), len(data)), v)
			},
			Note: "UnmarshalString on the input cast to a string without a copy, as the README allows: strings refer to the input",
		},
		"std": {Marshal: std.Marshal, Unmarshal: std.Unmarshal,
			Note: "ConfigStd: encoding/json's behaviour (HTML escaping, sorted map keys, strings copied, UTF-8 validated)"},
		"fastest": {Marshal: fast.Marshal, Unmarshal: fast.Unmarshal,
			Note: "ConfigFastest: json.Marshaler output and skipped values not validated"},
	}, nil)
}

// reuse encodes with ConfigDefault's options (none) into a buffer kept from
// a call to the next, and decodes into one value.
func reuse() serbench.AnyOps {
	var buf []byte
	return serbench.AnyOps{
		Marshal: func(v any) ([]byte, error) {
			buf = buf[:0]
			err := encoder.EncodeInto(&buf, v, 0)
			return buf, err
		},
		Unmarshal: sonic.Unmarshal,
		Note:      "encoder.EncodeInto one buffer, one target value",
	}
}
