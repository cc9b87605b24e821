package easyjson

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/dynamic"
)

// The dynamic documents go through Doc, whose generated code is easyjson's
// real behaviour on interface{} values: each top-level member's value is
// written by encoding/json's Marshal and read by jlexer's Interface (every
// number a float64, so ints beyond 2^53 change). Doc is the document's own
// map under another name, so the conversion is a pointer cast. No unsafe
// variant: jlexer's Interface copies every string.
//
// This file sorts after easyjson.go, whose init registers the codec.
func init() {
	v := variants[Doc, Doc]()
	delete(v, serbench.Unsafe)
	serbench.Support("easyjson", dynamic.Dataset, serbench.Impl[map[string]any, Doc]{
		ToNative:   func(v *map[string]any) *Doc { return (*Doc)(v) },
		FromNative: func(v *Doc) *map[string]any { return (*map[string]any)(v) },
		Variants:   v,
	})
}
