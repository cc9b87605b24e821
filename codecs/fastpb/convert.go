package fastpb

import (
	"time"

	"github.com/serbench/serbench/codecs/fastpb/pb"
	"github.com/serbench/serbench/datasets/cart"
)

// The seed datasets' conversions are a copy of codecs/protobuf/convert's
// (records.go); these are what fastpb's messages need of their own.

//go:generate go run ../../internal/gencopy -from ../protobuf/convert/records.go -o records.go -replace "|codecs/protobuf/pb|codecs/fastpb/pb" -replace "|package convert|package fastpb"

// timestamp is t as a Timestamp, as timestamppb.New makes one.
func timestamp(t time.Time) *pb.Timestamp {
	return &pb.Timestamp{Seconds: t.Unix(), Nanos: int32(t.Nanosecond())}
}

// utc is ts's instant in UTC, as timestamppb's AsTime gives it.
func utc(ts *pb.Timestamp) time.Time {
	return time.Unix(ts.GetSeconds(), int64(ts.GetNanos())).UTC()
}

// offsetTime is ts's instant at the given UTC offset: UTC when it is 0,
// otherwise an unnamed fixed zone.
func offsetTime(ts *pb.Timestamp, offset int32) time.Time {
	t := utc(ts)
	if offset != 0 {
		t = t.In(time.FixedZone("", int(offset)))
	}
	return t
}

// toCartItem and fromCartItem convert a cart's item; its description, a
// *string, is a proto3 optional field.
func toCartItem(it *cart.Item) *pb.Item {
	return &pb.Item{Id: it.ID, CreatedAt: timestamp(it.CreatedAt), Visible: it.Visible, OwnerId: it.OwnerID,
		Name: it.Name, Description: it.Description, Keywords: it.Keywords, Price: it.Price, Weight: it.Weight}
}

func fromCartItem(it *pb.Item) cart.Item {
	return cart.Item{ID: it.GetId(), CreatedAt: utc(it.GetCreatedAt()), Visible: it.GetVisible(), OwnerID: it.GetOwnerId(),
		Name: it.GetName(), Description: it.Description, Keywords: it.GetKeywords(), Price: it.GetPrice(), Weight: it.GetWeight()}
}
