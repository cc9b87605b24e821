package twin

import (
	"strings"
	"testing"
)

type inner struct {
	A int8
	B []string
}

type outer struct {
	X *inner
	Y []inner
}

type innerTwin struct {
	A int8
	B []string
}

type outerTwin struct {
	X *innerTwin
	Y []innerTwin
}

type innerWide struct {
	A int16
	B []string
}

type outerWide struct {
	X *innerWide
	Y []innerWide
}

type outerRenamed struct {
	X *innerTwin
	Z []innerTwin
}

func TestConvert(t *testing.T) {
	to, from := Convert[outer, outerTwin]()
	v := &outer{X: &inner{A: 3, B: []string{"a"}}, Y: []inner{{A: -1}}}
	n := to(v)
	if n.X.A != 3 || n.X.B[0] != "a" || n.Y[0].A != -1 {
		t.Fatalf("to: got %+v", n)
	}
	if back := from(n); back == v || back.X != v.X {
		t.Fatalf("from: want a fresh value sharing the pointers, got %p of %p", back, v)
	}
}

func TestConvertRefusesOtherLayouts(t *testing.T) {
	for name, f := range map[string]func(){
		"kind": func() { Convert[outer, outerWide]() },
		"name": func() { Convert[outer, outerRenamed]() },
	} {
		func() {
			defer func() {
				if r := recover(); r == nil || !strings.HasPrefix(r.(string), "twin: ") {
					t.Errorf("%s: want a twin panic, got %v", name, r)
				}
			}()
			f()
		}()
	}
}

// TestTyped checks that Typed's conversions call the typed functions and
// return a fresh value each.
func TestTyped(t *testing.T) {
	to := func(v *inner) innerWide { return innerWide{A: int16(v.A), B: v.B} }
	from := func(n *innerWide) inner { return inner{A: int8(n.A), B: n.B} }
	impl := Typed(to, from, nil)
	v := &inner{A: -3, B: []string{"a"}}
	n := impl.ToNative(v)
	if n.A != -3 || n.B[0] != "a" {
		t.Fatalf("ToNative: got %+v", n)
	}
	if back := impl.FromNative(n); back == v || back.A != -3 || &back.B[0] != &v.B[0] {
		t.Fatalf("FromNative: want a fresh %+v, got %p %+v", v, back, back)
	}
}
