package twin

import (
	"reflect"
	"testing"
)

type point struct{ X, Y float32 }
type pointTwin struct{ X, Y float32 }

func TestCopy(t *testing.T) {
	in := []point{{1, 2}, {3, 4}}
	got := Copy[pointTwin](in)
	if !reflect.DeepEqual(got, []pointTwin{{1, 2}, {3, 4}}) {
		t.Fatalf("Copy = %v", got)
	}
	got[0].X = 9
	if in[0].X != 1 {
		t.Fatal("Copy shares the input's memory")
	}
	if Copy[pointTwin]([]point(nil)) != nil {
		t.Fatal("Copy of nil is not nil")
	}
	if len(Copy[pointTwin]([]point{})) != 0 || Copy[pointTwin]([]point{}) == nil {
		t.Fatal("Copy of empty is not empty")
	}
}

func TestCopySizeMismatch(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("Copy of types of different sizes did not panic")
		}
	}()
	Copy[struct{ X, Y, Z float32 }]([]point{{1, 2}})
}
