package jsonparser

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/buger/jsonparser"

	"github.com/serbench/serbench/datasets/dynamic"
)

// The dynamic documents are walked with EachObject and EachArrayErr into
// map[string]any and []any. A number whose text is an integer comes back
// as an int64 (ParseInt; a uint64 beyond), any other as a float64
// (ParseFloat): so an integral float64, which encoding/json writes as 100,
// comes back an int64.
//
// This file sorts after jsonparser.go, whose init registers the codec.
func init() {
	support(dynamic.Dataset, decoder.readDoc, json.Marshal)
}

func (dec decoder) readDoc(data []byte, v *map[string]any) error {
	_, t, _, err := jsonparser.Get(data)
	if err != nil {
		return err
	}
	if t != jsonparser.Object {
		return fmt.Errorf("a document is a JSON %s, not an object", t)
	}
	m, err := dec.object(data)
	*v = m
	return err
}

func (dec decoder) object(data []byte) (map[string]any, error) {
	m := map[string]any{}
	err := fields(data, func(k, v []byte, t jsonparser.ValueType) (err error) {
		m[string(k)], err = dec.value(v, t)
		return err
	})
	return m, err
}

func (dec decoder) value(v []byte, t jsonparser.ValueType) (any, error) {
	switch t {
	case jsonparser.Null:
		return nil, nil
	case jsonparser.Boolean:
		return jsonparser.ParseBoolean(v)
	case jsonparser.String:
		return dec.text(v)
	case jsonparser.Number:
		if bytes.ContainsAny(v, ".eE") {
			return jsonparser.ParseFloat(v)
		}
		if i, err := jsonparser.ParseInt(v); err == nil {
			return i, nil
		}
		if u, err := unsigned(v, t); err == nil {
			return u, nil
		}
		return jsonparser.ParseFloat(v)
	case jsonparser.Array:
		l := []any{}
		err := each(v, func(x []byte, t jsonparser.ValueType) error {
			e, err := dec.value(x, t)
			l = append(l, e)
			return err
		})
		return l, err
	case jsonparser.Object:
		return dec.object(v)
	}
	return nil, fmt.Errorf("not a JSON value: %.20q", v)
}
