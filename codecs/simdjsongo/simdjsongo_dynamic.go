package simdjsongo

import (
	"encoding/json"
	"fmt"

	"github.com/minio/simdjson-go"

	"github.com/serbench/serbench/datasets/dynamic"
)

// The dynamic documents are read with Iter.Interface, simdjson-go's own
// conversion of a value to map[string]any, []any and scalars: a number
// whose text is an integer is an int64 (a uint64 beyond), any other a
// float64, so an integral float64, which encoding/json writes as 100,
// comes back an int64.
//
// This file sorts after simdjsongo.go, whose init registers the codec.
func init() {
	support(dynamic.Dataset, readDoc, json.Marshal)
}

func readDoc(_ *parser, v *simdjson.Iter, d *map[string]any) error {
	if v.Type() != simdjson.TypeObject {
		return fmt.Errorf("a document is not a JSON object: %v", v.Type())
	}
	x, err := v.Interface()
	if err == nil {
		*d = x.(map[string]any)
	}
	return err
}
