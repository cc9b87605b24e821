// Package convert converts the serbench datasets to and from the messages
// that codecs/protobuf/pb holds, for the codecs that use them (protobuf and
// vtprotobuf). records.go, logsmesh.go, support.go and collections.go are
// also the source of the other protobuf codecs' conversions, which
// internal/gencopy copies with the replacements their go:generate lines
// list: a replacement that an edit here stops matching fails their
// generation. optional.go, which sets proto3 optional fields, is not
// copied: gogoprotobuf has one-field oneofs there.
package convert

import (
	"time"

	"google.golang.org/protobuf/types/known/timestamppb"

	"github.com/serbench/serbench/codecs/protobuf/pb"
	"github.com/serbench/serbench/datasets/cart"
)

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

// toCartItem and fromCartItem convert a cart's item; its description, a *string,
// is a proto3 optional field.
func toCartItem(it *cart.Item) *pb.Item {
	return &pb.Item{Id: it.ID, CreatedAt: timestamp(it.CreatedAt), Visible: it.Visible, OwnerId: it.OwnerID,
		Name: it.Name, Description: it.Description, Keywords: it.Keywords, Price: it.Price, Weight: it.Weight}
}

func fromCartItem(it *pb.Item) cart.Item {
	return cart.Item{ID: it.GetId(), CreatedAt: utc(it.GetCreatedAt()), Visible: it.GetVisible(), OwnerID: it.GetOwnerId(),
		Name: it.GetName(), Description: it.Description, Keywords: it.GetKeywords(), Price: it.GetPrice(), Weight: it.GetWeight()}
}
