package idr

import (
	"strings"
	"testing"

	"github.com/serbench/serbench/datasets/small"
)

// low's decoders panic on truncated input; decode must report it instead.
func TestTruncatedInputIsAnError(t *testing.T) {
	rec := small.Records()[0]
	data := putA(nil, &rec)
	for _, n := range []int{0, 1, len(data) / 2, len(data) - 1} {
		var v small.A
		err := decode(getA, data[:n], &v)
		if err == nil || !strings.Contains(err.Error(), "idr: decoding *small.A") {
			t.Errorf("%d of %d bytes: error %v, want one naming idr and the type", n, len(data), err)
		}
	}
	var v small.A
	if err := decode(getA, data, &v); err != nil || v != rec {
		t.Errorf("whole record: %v, %+v; want %+v", err, v, rec)
	}
}
