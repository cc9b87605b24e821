// Package jsoniter registers json-iterator/go, a reflection JSON library
// sold as a drop-in replacement for encoding/json. It is used as most of its
// users adopt it: through ConfigCompatibleWithStandardLibrary.
package jsoniter

import (
	jsoniter "github.com/json-iterator/go"

	"github.com/serbench/serbench"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "jsoniter",
		Package:       "github.com/json-iterator/go",
		Format:        "JSON",
		Wire:          "JSON",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		// The README is silent; the owner has been "looking for a maintainer"
		// since 2023 (issues #677, #706) and the last release is from 2021.
		Upstream: "unmaintained",
		Notes:    "ConfigCompatibleWithStandardLibrary, built once, the README's drop-in (ConfigFastest, what seeds 000 and 004 time, is the fastest variant); times as RFC 3339 text through time.Time's own methods",
	})
	std := jsoniter.ConfigCompatibleWithStandardLibrary
	fast := jsoniter.ConfigFastest
	serbench.SupportAny("jsoniter", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: std.Marshal, Unmarshal: std.Unmarshal},
		serbench.Reuse:   reuse(std),
		"fastest": {Marshal: fast.Marshal, Unmarshal: fast.Unmarshal,
			Note: "ConfigFastest: floats written with at most 6 decimals, no HTML escaping, field names not unescaped"},
	}, nil)
}

// reuse writes through a Stream whose buffer is kept from a call to the
// next, and decodes into one value.
func reuse(api jsoniter.API) serbench.AnyOps {
	s := jsoniter.NewStream(api, nil, 512)
	return serbench.AnyOps{
		Marshal: func(v any) ([]byte, error) {
			s.Reset(nil)
			s.WriteVal(v)
			return s.Buffer(), s.Error
		},
		Unmarshal: api.Unmarshal,
		Note:      "one jsoniter.Stream and its buffer, one target value",
	}
}
