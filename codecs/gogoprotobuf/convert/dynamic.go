package convert

import (
	"fmt"

	"github.com/gogo/protobuf/types"
)

// ToStruct converts a dynamic document to a google.protobuf.Struct
// (types.Struct), value by value as google.golang.org/protobuf's
// structpb.NewStruct does (these types have no such helper): every number becomes
// a double, so ints beyond 2^53 lose digits and every int comes back a
// float64. It panics on a value that is not JSON-like, which no document
// of the dataset holds.
func ToStruct(v *map[string]any) *types.Struct {
	return toStruct(*v)
}

func toStruct(m map[string]any) *types.Struct {
	s := &types.Struct{Fields: make(map[string]*types.Value, len(m))}
	for k, v := range m {
		s.Fields[k] = toValue(v)
	}
	return s
}

func toValue(v any) *types.Value {
	switch v := v.(type) {
	case nil:
		return &types.Value{Kind: &types.Value_NullValue{}}
	case bool:
		return &types.Value{Kind: &types.Value_BoolValue{BoolValue: v}}
	case int64:
		return &types.Value{Kind: &types.Value_NumberValue{NumberValue: float64(v)}}
	case uint64:
		return &types.Value{Kind: &types.Value_NumberValue{NumberValue: float64(v)}}
	case float64:
		return &types.Value{Kind: &types.Value_NumberValue{NumberValue: v}}
	case string:
		return &types.Value{Kind: &types.Value_StringValue{StringValue: v}}
	case []any:
		l := &types.ListValue{Values: make([]*types.Value, len(v))}
		for i, e := range v {
			l.Values[i] = toValue(e)
		}
		return &types.Value{Kind: &types.Value_ListValue{ListValue: l}}
	case map[string]any:
		return &types.Value{Kind: &types.Value_StructValue{StructValue: toStruct(v)}}
	}
	panic(fmt.Sprintf("convert: a dynamic document holds a %T", v))
}

// FromStruct converts a Struct back, as structpb's AsMap does: numbers as
// float64, null as nil.
func FromStruct(s *types.Struct) *map[string]any {
	m := fromStruct(s)
	return &m
}

func fromStruct(s *types.Struct) map[string]any {
	m := make(map[string]any, len(s.GetFields()))
	for k, v := range s.GetFields() {
		m[k] = fromValue(v)
	}
	return m
}

func fromValue(v *types.Value) any {
	switch k := v.GetKind().(type) {
	case *types.Value_BoolValue:
		return k.BoolValue
	case *types.Value_NumberValue:
		return k.NumberValue
	case *types.Value_StringValue:
		return k.StringValue
	case *types.Value_ListValue:
		l := make([]any, len(k.ListValue.GetValues()))
		for i, e := range k.ListValue.GetValues() {
			l[i] = fromValue(e)
		}
		return l
	case *types.Value_StructValue:
		return fromStruct(k.StructValue)
	}
	return nil // NullValue, or no kind set
}
