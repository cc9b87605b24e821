// Package unobtainable registers the serializers that the seeds name but
// that cannot be had here: the Go module proxy this project's machines
// reach refuses every request for their modules. They are listed, and
// unsupported on every dataset with that reason, so that nobody takes them
// for forgotten.
package unobtainable

import (
	"github.com/serbench/serbench"
)

func init() {
	for _, c := range []serbench.Codec{{
		Name:          "bebop-wellquite",
		Package:       "wellquite.org/bebop",
		Format:        "Bebop",
		Kind:          serbench.KindCodegen,
		Schema:        true,
		CrossLanguage: true,
		Upstream:      "unknown",
		Notes:         "seed 000's second Bebop implementation; not obtainable: the module proxy refuses wellquite.org/bebop",
	}, {
		Name:     "puffer",
		Package:  "github.com/Diarkis/puffer",
		Format:   "Puffer",
		Kind:     serbench.KindCodegen,
		Schema:   true,
		Upstream: "unknown",
		Notes:    "seed 003's Diarkis Puffer; not obtainable: the module proxy refuses github.com/Diarkis/puffer",
	}, {
		Name:     "micro-bson",
		Package:  "github.com/micro/go-bson",
		Format:   "BSON",
		Kind:     serbench.KindReflect,
		Upstream: "unknown",
		Notes: "the bson of seed 001's excluded list (a copy of mgo's bson package; codec mgo-bson measures mgo's own); " +
			"not obtainable: the module proxy refuses github.com/micro/go-bson",
	}, {
		Name:          "fory",
		Package:       "github.com/apache/fory/go/fory",
		Format:        "Fory",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "unknown",
		Notes: "Apache Fory's Go implementation (issue 25); not obtainable: the module proxy refuses github.com/apache/fory/go/fory " +
			"(its version list and v0.13.0, v0.14.0, v1.7.3: 403 Forbidden, \"This module version is not available.\")",
	}, {
		Name:          "karmem",
		Package:       "karmem.org/golang",
		Format:        "Karmem",
		Kind:          serbench.KindCodegen,
		Schema:        true,
		CrossLanguage: true,
		Upstream:      "unknown",
		Notes: "Karmem's Go runtime and its generator karmem.org/cmd/karmem (issue 25); not obtainable: the module proxy refuses " +
			"karmem.org/golang and karmem.org/cmd/karmem (their version lists and v1.2.9: 403 Forbidden), and github.com/wapc/karmem " +
			"(403 Forbidden, \"This module version is not available.\")",
	}, {
		Name:          "velox-json",
		Package:       "github.com/velox-io/json",
		Format:        "JSON",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "unknown",
		Notes: "velox-io's JSON library (issue 25); not obtainable: the module proxy refuses github.com/velox-io/json " +
			"(its version list and v0.1.3, v0.1.6, v0.1.7: 403 Forbidden, \"This module version is not available.\")",
	}, {
		Name:     "mus-gen",
		Package:  "github.com/mus-format/mus-gen-go",
		Format:   "MUS",
		Kind:     serbench.KindCodegen,
		Upstream: "unknown",
		Notes: "mus-go's code generator (issue 25; codec mus measures mus-go's hand-written serializers); not obtainable: the module proxy " +
			"refuses github.com/mus-format/mus-gen-go (its version list and v0.4.0, v0.5.0, v0.5.1: 403 Forbidden, \"This module version is not available.\"). " +
			"Its former module github.com/mus-format/musgen-go is served at v0.2.3, but that requires mus-go v0.7.2 and dts-go v0.9.1, " +
			"where serbench's module graph holds mus-go v0.10.2: not integrated",
	}, {
		Name:     "mus-protobuf",
		Package:  "github.com/mus-format/examples-go/protobuf",
		Format:   "Protocol Buffers",
		Kind:     serbench.KindManual,
		Upstream: "unknown",
		Notes: "mus-go's protobuf-compatible encoding (issue 25), which mus-go's README points to as an example in " +
			"github.com/mus-format/examples-go rather than a package of mus-go; not obtainable: the module proxy refuses " +
			"github.com/mus-format/examples-go (its version list: 403 Forbidden, \"This module version is not available.\")",
	}} {
		serbench.Register(c)
		serbench.UnsupportedEverywhere(c.Name, "cannot be built here: the Go module proxy refuses every request for "+c.Package+" (403)")
	}
}
