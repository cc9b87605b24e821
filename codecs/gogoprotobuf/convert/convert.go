// Package convert converts the serbench datasets to and from the messages
// that codecs/gogoprotobuf/pb holds, for the codecs that use them
// (gogoprotobuf and gogo-jsonpb). The datasets' conversions and the
// registration helpers are copies of codecs/protobuf/convert's (records.go,
// logsmesh.go, collections.go, support.go), as the schema is a copy of
// codecs/protobuf's; the go:generate lines list what differs. The messages
// with optional fields (optional.go) are converted here: gogo generates a
// one-field oneof for each proto3 optional field where protoc-gen-go
// generates a pointer. So are the timestamps, the cart item's description
// and the dynamic documents.
package convert

import (
	"time"

	"github.com/gogo/protobuf/types"

	"github.com/serbench/serbench/codecs/gogoprotobuf/pb"
	"github.com/serbench/serbench/datasets/cart"
)

//go:generate go run ../../../internal/gencopy -from ../../protobuf/convert/records.go -o records.go -replace "|codecs/protobuf/pb|codecs/gogoprotobuf/pb"
//go:generate go run ../../../internal/gencopy -from ../../protobuf/convert/logsmesh.go -o logsmesh.go -replace "|codecs/protobuf/pb|codecs/gogoprotobuf/pb" -replace "|uint32(l.Code), Size: l.Size|uint32(l.Code), Size_: l.Size" -replace "|uint16(l.Code), Size: l.Size|uint16(l.Code), Size: l.Size_"
//go:generate go run ../../../internal/gencopy -from ../../protobuf/convert/collections.go -o collections.go -replace "|codecs/protobuf/pb|codecs/gogoprotobuf/pb"
//go:generate go run ../../../internal/gencopy -from ../../protobuf/convert/support.go -o support.go -replace "|codecs/protobuf/pb|codecs/gogoprotobuf/pb"

// timestamp is t as a Timestamp. types.TimestampProto does the same but
// returns an error for years outside 1 to 9999, which a conversion
// without an error result cannot report; none of the datasets has one.
func timestamp(t time.Time) *types.Timestamp {
	return &types.Timestamp{Seconds: t.Unix(), Nanos: int32(t.Nanosecond())}
}

// utc is ts's instant in UTC, as types.TimestampFromProto gives it.
func utc(ts *types.Timestamp) time.Time {
	return time.Unix(ts.GetSeconds(), int64(ts.GetNanos())).UTC()
}

// offsetTime is ts's instant at the given UTC offset: UTC when it is 0,
// otherwise an unnamed fixed zone.
func offsetTime(ts *types.Timestamp, offset int32) time.Time {
	t := utc(ts)
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
