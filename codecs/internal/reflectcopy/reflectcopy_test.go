package reflectcopy

import (
	"reflect"
	"testing"
)

type wide struct{ X int64 }
type narrow struct{ X int8 }

// TestImpl checks that ToNative and FromNative each copy into a fresh
// value through the given function, in the right direction.
func TestImpl(t *testing.T) {
	copyX := func(dst, src reflect.Value) { dst.Field(0).Set(src.Field(0).Convert(dst.Field(0).Type())) }
	impl := Impl[narrow, wide](copyX, nil)
	in := &narrow{X: -7}
	n := impl.ToNative(in)
	if n.X != -7 {
		t.Fatalf("ToNative(%+v) = %+v", *in, *n)
	}
	back := impl.FromNative(n)
	if back == in || *back != *in {
		t.Fatalf("FromNative(%+v) = %p %+v, want a fresh %+v", *n, back, *back, *in)
	}
}
