package easyproto

import (
	"encoding/base64"
	"encoding/json"
	"fmt"

	"github.com/VictoriaMetrics/easyproto"

	"github.com/serbench/serbench/datasets/dynamic"
)

// The dynamic documents as google.protobuf.Struct, the well-known type
// protobuf's documentation gives for arbitrary JSON objects, which
// codecs/protobuf writes with structpb. easyproto has no helpers for
// well-known types, so its messages are written here by hand:
//
//	Struct    { map<string, Value> fields = 1; }
//	Value     { oneof kind { NullValue null_value = 1; double number_value = 2;
//	            string string_value = 3; bool bool_value = 4;
//	            Struct struct_value = 5; ListValue list_value = 6; } }
//	ListValue { repeated Value values = 1; }
//
// Go values map as structpb.NewValue maps them (every number a double,
// []byte a base64 string) and come back as Struct.AsMap gives them (nil,
// float64, string, bool, map[string]any, []any).
func init() {
	support(dynamic.Dataset, encodeStruct, decodeStruct)
}

func encodeStruct(mm *easyproto.MessageMarshaler, m *map[string]any) error {
	for k, v := range *m {
		entry := mm.AppendMessage(1)
		entry.AppendString(1, k)
		if err := encodeValue(entry.AppendMessage(2), v); err != nil {
			return err
		}
	}
	return nil
}

// encodeValue writes v as a Value: its kind is a oneof member, written
// even at its zero value.
func encodeValue(mm *easyproto.MessageMarshaler, v any) error {
	switch x := v.(type) {
	case nil:
		mm.AppendInt32(1, 0) // NULL_VALUE
	case bool:
		mm.AppendBool(4, x)
	case int:
		mm.AppendDouble(2, float64(x))
	case int8:
		mm.AppendDouble(2, float64(x))
	case int16:
		mm.AppendDouble(2, float64(x))
	case int32:
		mm.AppendDouble(2, float64(x))
	case int64:
		mm.AppendDouble(2, float64(x))
	case uint:
		mm.AppendDouble(2, float64(x))
	case uint8:
		mm.AppendDouble(2, float64(x))
	case uint16:
		mm.AppendDouble(2, float64(x))
	case uint32:
		mm.AppendDouble(2, float64(x))
	case uint64:
		mm.AppendDouble(2, float64(x))
	case float32:
		mm.AppendDouble(2, float64(x))
	case float64:
		mm.AppendDouble(2, x)
	case json.Number:
		f, err := x.Float64()
		if err != nil {
			return fmt.Errorf("easyproto: invalid number %q for a double: %w", x, err)
		}
		mm.AppendDouble(2, f)
	case string:
		mm.AppendString(3, x)
	case []byte:
		mm.AppendString(3, base64.StdEncoding.EncodeToString(x))
	case map[string]any:
		return encodeStruct(mm.AppendMessage(5), &x)
	case []any:
		lm := mm.AppendMessage(6)
		for _, e := range x {
			if err := encodeValue(lm.AppendMessage(1), e); err != nil {
				return err
			}
		}
	default:
		return fmt.Errorf("easyproto: a google.protobuf.Value cannot hold a %T", v)
	}
	return nil
}

// decodeStruct reads a Struct into *m, made if nil: a missing key is "",
// a missing value nil, as protoc's runtimes read map entries.
func decodeStruct(src []byte, m *map[string]any, r reader) (err error) {
	if *m == nil {
		*m = map[string]any{}
	}
	var fc easyproto.FieldContext
	for len(src) > 0 {
		if src, err = fc.NextField(src); err != nil {
			return err
		}
		if fc.FieldNum != 1 {
			continue
		}
		entry, ok := fc.MessageData()
		if !ok {
			return badField("Struct", &fc)
		}
		var key string
		var value any
		var ef easyproto.FieldContext
		for len(entry) > 0 {
			if entry, err = ef.NextField(entry); err != nil {
				return err
			}
			ok := true
			switch ef.FieldNum {
			case 1:
				key, ok = r.string(&ef)
			case 2:
				err = nested(&ef, "FieldsEntry", &value, r, decodeValue)
			}
			if !ok {
				return badField("FieldsEntry", &ef)
			}
			if err != nil {
				return err
			}
		}
		(*m)[key] = value
	}
	return nil
}

// decodeValue reads a Value; of its kind's oneof the last member read is
// the one set. A struct comes back a map and a list a slice, both empty
// rather than nil when they hold nothing, as AsMap and AsSlice make them.
func decodeValue(src []byte, v *any, r reader) (err error) {
	var fc easyproto.FieldContext
	for len(src) > 0 {
		if src, err = fc.NextField(src); err != nil {
			return err
		}
		ok := true
		switch fc.FieldNum {
		case 1:
			_, ok = fc.Enum()
			*v = nil
		case 2:
			var f float64
			f, ok = fc.Double()
			*v = f
		case 3:
			var s string
			s, ok = r.string(&fc)
			*v = s
		case 4:
			var b bool
			b, ok = fc.Bool()
			*v = b
		case 5:
			var m map[string]any
			err = nested(&fc, "Value", &m, r, decodeStruct)
			*v = m
		case 6:
			l := []any{}
			err = nested(&fc, "Value", &l, r, decodeList)
			*v = l
		}
		if err = fieldError("Value", &fc, ok, err); err != nil {
			return err
		}
	}
	return nil
}

func decodeList(src []byte, l *[]any, r reader) (err error) {
	var fc easyproto.FieldContext
	for len(src) > 0 {
		if src, err = fc.NextField(src); err != nil {
			return err
		}
		if fc.FieldNum != 1 {
			continue
		}
		var e any
		if err = nested(&fc, "ListValue", &e, r, decodeValue); err != nil {
			return err
		}
		*l = append(*l, e)
	}
	return nil
}
