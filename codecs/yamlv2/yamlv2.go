// Package yamlv2 registers gopkg.in/yaml.v2, the Go YAML 1.1 library of
// the go-yaml project (superseded by yaml.v3): reflection over any value
// to YAML text, with times as YAML timestamps.
package yamlv2

import (
	"gopkg.in/yaml.v2"

	"github.com/serbench/serbench"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "yaml-v2",
		Package:       "gopkg.in/yaml.v2",
		Format:        "YAML",
		Wire:          "YAML",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "unmaintained",
		Notes:         "yaml.Marshal and yaml.Unmarshal, the package's API; field names lower-cased by default; times as RFC 3339 timestamps",
	})
	serbench.SupportAny("yaml-v2", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: yaml.Marshal, Unmarshal: yaml.Unmarshal},
	}, nil)
}
