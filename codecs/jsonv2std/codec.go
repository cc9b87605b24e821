// Package jsonv2std registers encoding/json/v2, the standard library's JSON
// v2 (from Go 1.27, on by default; GOEXPERIMENT=nojsonv2 removes it). It is
// used as codecs/jsonv2 uses go-json-experiment/json, the module it grew
// from: json.Marshal and json.Unmarshal with v2's default options.
package jsonv2std

import "github.com/serbench/serbench"

// codec describes the codec in every build; a build without
// encoding/json/v2 registers it with no dataset supported (absent.go).
var codec = serbench.Codec{
	Name:          "json-v2-std",
	Package:       "encoding/json/v2",
	Format:        "JSON",
	Wire:          "JSON",
	Kind:          serbench.KindReflect,
	CrossLanguage: true,
	Upstream:      "maintained",
	Notes: "the standard library's encoding/json/v2 (Go 1.27; json-v2 is its go-json-experiment mirror); json.Marshal and json.Unmarshal, the package's entry points, " +
		"with v2's default options: names matched case-sensitively, nil slices and maps as [] and {}, map keys unsorted (Deterministic off), " +
		"invalid UTF-8 rejected; times as RFC 3339 text",
}
