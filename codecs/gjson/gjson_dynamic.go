package gjson

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/serbench/serbench/datasets/dynamic"
)

// The dynamic documents are walked with ForEach into map[string]any and
// []any. Result.Value would do it in one call, but it reads every number as
// a float64, losing the ints beyond 2^53 that the documents hold; the walk
// reads a number whose text is an integer as an int64 (a uint64 beyond)
// from Result.Raw and any other as Result.Num, gjson's float64. So an
// integral float64, which encoding/json writes as 100, comes back an int64.
//
// This file sorts after gjson.go, whose init registers the codec.
func init() {
	support(dynamic.Dataset, readDoc, readDoc, json.Marshal)
}

func readDoc(r gjson.Result, v *map[string]any) error {
	if !r.IsObject() {
		return fmt.Errorf("a document is not a JSON object: %.20q", r.Raw)
	}
	x, err := anyOf(r)
	if err == nil {
		*v = x.(map[string]any)
	}
	return err
}

func anyOf(r gjson.Result) (any, error) {
	switch r.Type {
	case gjson.Null:
		return nil, nil
	case gjson.True:
		return true, nil
	case gjson.False:
		return false, nil
	case gjson.String:
		return r.Str, nil
	case gjson.Number:
		if strings.ContainsAny(r.Raw, ".eE") {
			return r.Num, nil
		}
		if i, err := strconv.ParseInt(r.Raw, 10, 64); err == nil {
			return i, nil
		}
		if u, err := strconv.ParseUint(r.Raw, 10, 64); err == nil {
			return u, nil
		}
		return r.Num, nil
	}
	var err error
	if r.IsArray() {
		l := []any{}
		r.ForEach(func(_, x gjson.Result) bool {
			var v any
			v, err = anyOf(x)
			l = append(l, v)
			return err == nil
		})
		return l, err
	}
	if !r.IsObject() {
		return nil, fmt.Errorf("not a JSON value: %.20q", r.Raw)
	}
	m := map[string]any{}
	r.ForEach(func(k, x gjson.Result) bool {
		m[k.Str], err = anyOf(x)
		return err == nil
	})
	return m, err
}
