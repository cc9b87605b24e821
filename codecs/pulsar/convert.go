package pulsar

import (
	"time"

	"google.golang.org/protobuf/types/known/timestamppb"

	"github.com/serbench/serbench/codecs/pulsar/pb"
	"github.com/serbench/serbench/datasets/cart"
)

// The seed datasets' conversions are a copy of codecs/protobuf/convert's
// (records.go); these are what pulsar's messages need of their own.

//go:generate go run ../../internal/gencopy -from ../protobuf/convert/records.go -o records.go -replace "|codecs/protobuf/pb|codecs/pulsar/pb" -replace "|package convert|package pulsar" -replace "|pb.MessageData{Type: |pb.MessageData{Type_: " -replace "|farcaster.MessageType(d.Type)|farcaster.MessageType(d.Type_)"

// timestamp is t as a Timestamp.
func timestamp(t time.Time) *timestamppb.Timestamp { return timestamppb.New(t) }

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

// toCartItem and fromCartItem convert a cart's item; its description, a
// *string, is a one-field oneof, as the generator has no proto3 optional.
func toCartItem(it *cart.Item) *pb.Item {
	item := &pb.Item{Id: it.ID, CreatedAt: timestamp(it.CreatedAt), Visible: it.Visible, OwnerId: it.OwnerID,
		Name: it.Name, Keywords: it.Keywords, Price: it.Price, Weight: it.Weight}
	if it.Description != nil {
		item.DescriptionPresent = &pb.Item_Description{Description: *it.Description}
	}
	return item
}

func fromCartItem(it *pb.Item) cart.Item {
	item := cart.Item{ID: it.GetId(), CreatedAt: utc(it.GetCreatedAt()), Visible: it.GetVisible(), OwnerID: it.GetOwnerId(),
		Name: it.GetName(), Keywords: it.GetKeywords(), Price: it.GetPrice(), Weight: it.GetWeight()}
	if d, ok := it.GetDescriptionPresent().(*pb.Item_Description); ok {
		item.Description = &d.Description
	}
	return item
}
