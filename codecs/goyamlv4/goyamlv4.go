// Package goyamlv4 registers go.yaml.in/yaml/v4, the YAML organisation's
// actively developed successor of gopkg.in/yaml.v3: reflection over any
// value to YAML text, with times as YAML timestamps.
//
// Its README and migration guide recommend the new Load and Dump, whose
// defaults are v4's (two-space indentation, compact sequences); the classic
// Marshal and Unmarshal remain for compatibility and run the same pipeline
// with v3's defaults, so they are the variant "classic".
package goyamlv4

import (
	"go.yaml.in/yaml/v4"

	"github.com/serbench/serbench"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "yaml-goyaml-v4",
		Package:       "go.yaml.in/yaml/v4",
		Format:        "YAML",
		Wire:          "YAML",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "yaml.Dump and yaml.Load with v4's defaults, the API its README and migration guide recommend " +
			"(no options are passed, so there is nothing to build once); field names lower-cased by default; " +
			"times as RFC 3339 timestamps; classic is yaml.Marshal and yaml.Unmarshal, kept for v3 compatibility",
	})
	serbench.SupportAny("yaml-goyaml-v4", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: dump, Unmarshal: load},
		"classic": {Marshal: yaml.Marshal, Unmarshal: yaml.Unmarshal,
			Note: "yaml.Marshal and yaml.Unmarshal, the v3-compatible API: v3's defaults (four-space indentation, unlimited line width)"},
	}, nil)
}

// dump and load drop the variadic options, which serbench.AnyOps's
// signatures do not take.
func dump(v any) ([]byte, error)    { return yaml.Dump(v) }
func load(data []byte, v any) error { return yaml.Load(data, v) }
