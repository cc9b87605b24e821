package twin

import (
	"fmt"
	"reflect"

	"github.com/serbench/serbench"
)

// Copy returns conversions between T and a twin N whose fields differ in
// ways that internal/gentwin's -optional and -widen flags make them differ:
// a pointer in T is a slice of at most one element in N (empty for nil),
// and an integer may be wider. They copy by reflection, field by field;
// slices of the same type are shared, as the timed ops only read them. It
// panics if N is not such a twin of T.
func Copy[T, N any]() (to func(*T) *N, from func(*N) *T) {
	t, n := reflect.TypeFor[T](), reflect.TypeFor[N]()
	if err := convertible(t, n, t.Name()); err != nil {
		panic("twin: " + err.Error())
	}
	to = func(v *T) *N {
		out := new(N)
		copyValue(reflect.ValueOf(out).Elem(), reflect.ValueOf(v).Elem())
		return out
	}
	from = func(v *N) *T {
		out := new(T)
		copyValue(reflect.ValueOf(out).Elem(), reflect.ValueOf(v).Elem())
		return out
	}
	return to, from
}

// CopyImpl is serbench's Impl for a codec whose native type N is such a
// twin of T.
func CopyImpl[T, N any](variants map[serbench.Variant]serbench.Ops[N]) serbench.Impl[T, N] {
	to, from := Copy[T, N]()
	return serbench.Converting(to, from, variants)
}

func copyValue(dst, src reflect.Value) {
	switch sk, dk := src.Kind(), dst.Kind(); {
	case src.Type() == dst.Type() && sk != reflect.Struct:
		dst.Set(src)
	case sk == reflect.Pointer && dk == reflect.Slice:
		if !src.IsNil() {
			s := reflect.MakeSlice(dst.Type(), 1, 1)
			copyValue(s.Index(0), src.Elem())
			dst.Set(s)
		}
	case sk == reflect.Slice && dk == reflect.Pointer:
		if src.Len() > 0 {
			p := reflect.New(dst.Type().Elem())
			copyValue(p.Elem(), src.Index(0))
			dst.Set(p)
		}
	case sk == reflect.Pointer:
		if !src.IsNil() {
			p := reflect.New(dst.Type().Elem())
			copyValue(p.Elem(), src.Elem())
			dst.Set(p)
		}
	case sk == reflect.Slice:
		if !src.IsNil() {
			s := reflect.MakeSlice(dst.Type(), src.Len(), src.Len())
			for i := range src.Len() {
				copyValue(s.Index(i), src.Index(i))
			}
			dst.Set(s)
		}
	case sk == reflect.Struct:
		for i := range src.NumField() {
			copyValue(dst.Field(i), src.Field(i))
		}
	default:
		dst.Set(src.Convert(dst.Type()))
	}
}

// convertible checks that copyValue can copy a into b and back.
func convertible(a, b reflect.Type, path string) error {
	ak, bk := a.Kind(), b.Kind()
	switch {
	case a == b:
		return nil
	case ak == reflect.Pointer && bk == reflect.Slice, ak == reflect.Slice && bk == reflect.Slice,
		ak == reflect.Pointer && bk == reflect.Pointer:
		return convertible(a.Elem(), b.Elem(), path+"[]")
	case ak == reflect.Struct && bk == reflect.Struct:
		if a.NumField() != b.NumField() {
			return fmt.Errorf("%s: %d and %d fields", path, a.NumField(), b.NumField())
		}
		for i := range a.NumField() {
			fa, fb := a.Field(i), b.Field(i)
			if fa.Name != fb.Name {
				return fmt.Errorf("%s: field %d is %s and %s", path, i, fa.Name, fb.Name)
			}
			if err := convertible(fa.Type, fb.Type, path+"."+fa.Name); err != nil {
				return err
			}
		}
		return nil
	case isInt(ak) && isInt(bk) && b.Size() >= a.Size() && (ak <= reflect.Int64) == (bk <= reflect.Int64),
		ak == bk && ak != reflect.Map && ak != reflect.Array && ak != reflect.Interface && ak != reflect.Func && ak != reflect.Chan:
		return nil
	}
	return fmt.Errorf("%s: cannot copy %s into %s", path, a, b)
}

func isInt(k reflect.Kind) bool { return k >= reflect.Int && k <= reflect.Uint64 }
