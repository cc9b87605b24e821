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
	}} {
		serbench.Register(c)
		serbench.UnsupportedEverywhere(c.Name, "cannot be built here: the Go module proxy refuses every request for "+c.Package+" (403)")
	}
}
