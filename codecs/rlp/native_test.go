package rlp

import (
	"math"
	"testing"
)

func TestZigzag(t *testing.T) {
	for _, c := range []struct {
		i int64
		u uint64
	}{{0, 0}, {-1, 1}, {1, 2}, {-2, 3}, {math.MaxInt64, math.MaxUint64 - 1}, {math.MinInt64, math.MaxUint64}} {
		if got := zigzag(c.i); got != c.u {
			t.Errorf("zigzag(%d) = %d, want %d", c.i, got, c.u)
		}
		if got := unzigzag(c.u); got != c.i {
			t.Errorf("unzigzag(%d) = %d, want %d", c.u, got, c.i)
		}
	}
	for _, i := range []int32{0, -1, 1, math.MaxInt32, math.MinInt32, -19800} {
		if got := unzigzag32(zigzag32(i)); got != i {
			t.Errorf("zigzag32 round trip of %d gave %d", i, got)
		}
	}
}
