package ffjson

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/dynamic"
)

// ffjson generates code for struct types only; for any other value,
// map[string]interface{} among them, ffjson.Marshal and ffjson.Unmarshal
// fall back to encoding/json, as its README says they do. That is what a
// user of ffjson gets on the dynamic documents, so that is what is
// measured: encoding/json's figures through ffjson's entry points, every
// number read back as a float64. No reuse variant: ffjson.Pool feeds only
// its generated marshalers.
//
// This file sorts after ffjson.go, whose init registers the codec.
func init() {
	v := variants(same[map[string]any])
	delete(v, serbench.Reuse)
	d := v[serbench.Default]
	d.Note = "encoding/json underneath: ffjson.Marshal and Unmarshal fall back to it for a map[string]interface{}"
	v[serbench.Default] = d
	serbench.Support("ffjson", dynamic.Dataset, serbench.Impl[map[string]any, map[string]any]{Variants: v})
}
