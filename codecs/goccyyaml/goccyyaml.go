// Package goccyyaml registers github.com/goccy/go-yaml, a YAML library
// written anew for speed and error reporting: reflection over any value to
// YAML text, with times as YAML timestamps.
package goccyyaml

import (
	"github.com/goccy/go-yaml"

	"github.com/serbench/serbench"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "goccy-yaml",
		Package:       "github.com/goccy/go-yaml",
		Format:        "YAML",
		Wire:          "YAML",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes:         "yaml.Marshal and yaml.Unmarshal, the README's API; field names lower-cased by default; times as RFC 3339 timestamps",
	})
	serbench.SupportAny("goccy-yaml", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: yaml.Marshal, Unmarshal: yaml.Unmarshal},
	}, nil)
}
