// Package goyamlv3 registers go.yaml.in/yaml/v3, the YAML organisation's
// continuation of the archived gopkg.in/yaml.v3 (codec yaml-v3): the same
// YAML 1.2 library and API, with fixes since: reflection over any value to
// YAML text, with times as YAML timestamps.
package goyamlv3

import (
	"go.yaml.in/yaml/v3"

	"github.com/serbench/serbench"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "yaml-goyaml-v3",
		Package:       "go.yaml.in/yaml/v3",
		Format:        "YAML",
		Wire:          "YAML",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		// v4's README: v3's API is frozen and its branch receives security fixes only.
		Upstream: "maintenance mode",
		Notes: "yaml.Marshal and yaml.Unmarshal, the package's API (it has no options or reusable state); " +
			"field names lower-cased by default; times as RFC 3339 timestamps",
	})
	serbench.SupportAny("yaml-goyaml-v3", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: yaml.Marshal, Unmarshal: yaml.Unmarshal},
	}, nil)
}
