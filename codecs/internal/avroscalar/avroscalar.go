// Package avroscalar sets a Go value from a scalar as the goavro
// libraries (github.com/linkedin/goavro v1 and v2) decode one into their
// native form: int and long as int32 and int64, float and double as
// float32 and float64, boolean, string. Both codecs' conversions from that
// form to the datasets' types share it.
package avroscalar

import "reflect"

// Set sets dst, an integer, float, bool or string, from the scalar x; a
// scalar of another type than dst's kind holds sets the zero value, and a
// dst of another kind is left as it is.
func Set(dst reflect.Value, x any) {
	switch dst.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		dst.SetInt(integer(x))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		dst.SetUint(uint64(integer(x)))
	case reflect.Float32, reflect.Float64:
		switch f := x.(type) {
		case float32:
			dst.SetFloat(float64(f))
		case float64:
			dst.SetFloat(f)
		}
	case reflect.Bool:
		b, _ := x.(bool)
		dst.SetBool(b)
	case reflect.String:
		s, _ := x.(string)
		dst.SetString(s)
	}
}

// integer is an Avro int or long as goavro holds it.
func integer(x any) int64 {
	switch i := x.(type) {
	case int32:
		return int64(i)
	case int64:
		return i
	}
	return 0
}
