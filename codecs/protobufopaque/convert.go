package protobufopaque

// from_lazy.go is from.go for the lazy messages: the same getters on
// package lazypb's types, each function's name prefixed with lazy.
//go:generate go run ../../internal/gencopy -from from.go -o from_lazy.go -replace "|codecs/protobufopaque/pb\"|codecs/protobufopaque/lazypb\"" -regexp "|\\bpb\\.|lazypb." -regexp "|\\bfrom([A-Z])|lazyFrom$DOLLAR{1}"

import (
	"time"

	"google.golang.org/protobuf/types/known/timestamppb"
)

// utc is ts's instant in UTC.
func utc(ts *timestamppb.Timestamp) time.Time { return ts.AsTime() }

// offsetTime is t at a Timestamp's instant and the given UTC offset: UTC
// when the offset is 0, as Timestamp.AsTime gives, otherwise an unnamed
// fixed zone.
func offsetTime(ts *timestamppb.Timestamp, offset int32) time.Time {
	t := ts.AsTime()
	if offset != 0 {
		t = t.In(time.FixedZone("", int(offset)))
	}
	return t
}

// mapSlice converts each element of in with f; nil stays nil, as a
// repeated field that was empty decodes to nil.
func mapSlice[S, D any](in []S, f func(S) D) []D {
	if in == nil {
		return nil
	}
	out := make([]D, len(in))
	for i, v := range in {
		out[i] = f(v)
	}
	return out
}
