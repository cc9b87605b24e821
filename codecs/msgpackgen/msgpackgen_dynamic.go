package msgpackgen

import (
	"github.com/shamaton/msgpackgen/msgpack/fallback"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/dynamic"
)

// A document has no generated code: it goes to the package msgpackgen's
// README names for types it did not generate, msgpack/fallback (the
// runtime encoder, shamaton/msgpack/v3), which is where the generated
// functions send such a value when built without -strict.
func init() {
	for name, l := range map[string]layout{
		"msgpackgen-map":   {fallback.MarshalAsMap, fallback.UnmarshalAsMap},
		"msgpackgen-array": {fallback.MarshalAsArray, fallback.UnmarshalAsArray},
	} {
		serbench.Support(name, dynamic.Dataset, serbench.Impl[map[string]any, map[string]any]{
			Variants: variants[map[string]any](l),
		})
	}
}
