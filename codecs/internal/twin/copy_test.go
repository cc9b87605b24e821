package twin

import (
	"reflect"
	"testing"
)

type point struct{ X, Y float32 }
type pointTwin struct{ X, Y float32 }

func TestCopy(t *testing.T) {
	in := []point{{1, 2}, {3, 4}}
	got := CopySlice[pointTwin](in)
	if !reflect.DeepEqual(got, []pointTwin{{1, 2}, {3, 4}}) {
		t.Fatalf("CopySlice = %v", got)
	}
	got[0].X = 9
	if in[0].X != 1 {
		t.Fatal("CopySlice shares the input's memory")
	}
	if CopySlice[pointTwin]([]point(nil)) != nil {
		t.Fatal("CopySlice of nil is not nil")
	}
	if len(CopySlice[pointTwin]([]point{})) != 0 || CopySlice[pointTwin]([]point{}) == nil {
		t.Fatal("CopySlice of empty is not empty")
	}
}

func TestCopySizeMismatch(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("CopySlice of types of different sizes did not panic")
		}
	}()
	CopySlice[struct{ X, Y, Z float32 }]([]point{{1, 2}})
}
