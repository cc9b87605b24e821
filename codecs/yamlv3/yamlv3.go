// Package yamlv3 registers gopkg.in/yaml.v3, the go-yaml project's YAML
// 1.2 library: reflection over any value to YAML text, with times as YAML
// timestamps.
package yamlv3

import (
	"gopkg.in/yaml.v3"

	"github.com/serbench/serbench"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "yaml-v3",
		Package:       "gopkg.in/yaml.v3",
		Format:        "YAML",
		Wire:          "YAML",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "unmaintained",
		Notes:         "yaml.Marshal and yaml.Unmarshal, the package's API; field names lower-cased by default; times as RFC 3339 timestamps",
	})
	serbench.SupportAny("yaml-v3", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: yaml.Marshal, Unmarshal: yaml.Unmarshal},
	}, nil)
}
