package gojay

import (
	"fmt"

	"github.com/francoispqt/gojay"

	"github.com/serbench/serbench/datasets/dynamic"
)

// The dynamic documents are encoded by hand with gojay's typed calls:
// doc and list are the document's map and slices under names that
// carry gojay's methods. gojay decodes an interface{} with
// Decoder.Interface, which hands each value's text to encoding/json's
// Unmarshal (its source says so: "for now we are using the standard json
// unmarshaling"): so each top-level member's value is read by
// encoding/json, every number a float64.
//
// This file sorts after gojay.go, whose init registers the codec.
func init() {
	support(dynamic.Dataset, func(v *map[string]any) *doc { return (*doc)(v) })
}

type (
	doc  map[string]any
	list []any
)

// MarshalJSONObject writes each member with the call for its Go type;
// a type outside the JSON model panics, as the dataset holds none.
func (o *doc) MarshalJSONObject(enc *gojay.Encoder) {
	for k, v := range *o {
		switch v := v.(type) {
		case nil:
			enc.NullKey(k)
		case bool:
			enc.BoolKey(k, v)
		case int64:
			enc.Int64Key(k, v)
		case uint64:
			enc.Uint64Key(k, v)
		case float64:
			enc.Float64Key(k, v)
		case string:
			enc.StringKey(k, v)
		case []any:
			enc.ArrayKey(k, list(v))
		case map[string]any:
			enc.ObjectKey(k, (*doc)(&v))
		default:
			panic(fmt.Sprintf("gojay: a dynamic document holds a %T", v))
		}
	}
}

func (o *doc) IsNil() bool { return *o == nil }

// UnmarshalJSONObject reads each member's value with Decoder.Interface.
func (o *doc) UnmarshalJSONObject(dec *gojay.Decoder, k string) error {
	if *o == nil {
		*o = doc{}
	}
	var v any
	err := dec.Interface(&v)
	(*o)[k] = v
	return err
}

// NKeys is 0: every member is read.
func (o *doc) NKeys() int { return 0 }

func (a list) MarshalJSONArray(enc *gojay.Encoder) {
	for _, v := range a {
		switch v := v.(type) {
		case nil:
			enc.Null()
		case bool:
			enc.Bool(v)
		case int64:
			enc.Int64(v)
		case uint64:
			enc.Uint64(v)
		case float64:
			enc.Float64(v)
		case string:
			enc.String(v)
		case []any:
			enc.Array(list(v))
		case map[string]any:
			enc.Object((*doc)(&v))
		default:
			panic(fmt.Sprintf("gojay: a dynamic document holds a %T", v))
		}
	}
}

func (a list) IsNil() bool { return a == nil }
