//go:build !binsize

package easyproto

import (
	"bytes"
	"reflect"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/codecs/protobuf/evolvepb"
	evolvev1 "github.com/serbench/serbench/codecs/protobuf/evolvepb/v1"
	evolvev2 "github.com/serbench/serbench/codecs/protobuf/evolvepb/v2"
	"github.com/serbench/serbench/evolve/newer"
	"github.com/serbench/serbench/evolve/older"
)

// Each version's encoding writes what protobuf writes of the same record,
// in field-number order (every record but the reordered one, which writes
// its declaration order), and reads protobuf's bytes back to the record.
// The int32s are not negative: easyproto writes those in five bytes and
// refuses protobuf's ten (see TestProtobufInterop).
func TestEvolveAsProtobuf(t *testing.T) {
	zero := int32(0)
	asProtobuf(t, &older.FieldAdded{ID: 1, Name: "Ada"}, evolvepb.Reflected[older.FieldAdded, evolvev1.FieldAdded], true)
	asProtobuf(t, &newer.FieldAdded{ID: 1, Name: "Ada", Email: "a@b"}, evolvepb.Reflected[newer.FieldAdded, evolvev2.FieldAdded], true)
	asProtobuf(t, &older.FieldRemoved{ID: 2, Note: "n", Score: 1 << 40}, evolvepb.Reflected[older.FieldRemoved, evolvev1.FieldRemoved], true)
	asProtobuf(t, &newer.FieldRemoved{ID: 2, Score: -3}, evolvepb.Reflected[newer.FieldRemoved, evolvev2.FieldRemoved], true)
	asProtobuf(t, &newer.FieldRenamed{ID: 3, FullName: "Ada L"}, evolvepb.Reflected[newer.FieldRenamed, evolvev2.FieldRenamed], true)
	asProtobuf(t, &newer.FieldsReordered{Score: 9, ID: 4, Name: "x"}, evolvepb.Reflected[newer.FieldsReordered, evolvev2.FieldsReordered], false)
	asProtobuf(t, &newer.IntWidened{ID: 5, Count: -(1 << 33)}, evolvepb.Reflected[newer.IntWidened, evolvev2.IntWidened], true)
	asProtobuf(t, &newer.IntNarrowed{ID: 6, Count: 7}, evolvepb.Reflected[newer.IntNarrowed, evolvev2.IntNarrowed], true)
	asProtobuf(t, &older.MadeOptional{ID: 7}, evolvepb.Reflected[older.MadeOptional, evolvev1.MadeOptional], true)
	asProtobuf(t, &newer.MadeOptional{ID: 7, Age: &zero}, evolvepb.Reflected[newer.MadeOptional, evolvev2.MadeOptional], true)
	asProtobuf(t, &newer.MadeOptional{ID: 8}, evolvepb.Reflected[newer.MadeOptional, evolvev2.MadeOptional], true)
	asProtobuf(t, &newer.EnumValueAdded{ID: 9, Kind: 2}, evolvepb.Reflected[newer.EnumValueAdded, evolvev2.EnumValueAdded], true)
	asProtobuf(t, &older.NestedFieldAdded{ID: 10}, evolvepb.Reflected[older.NestedFieldAdded, evolvev1.NestedFieldAdded], true)
	asProtobuf(t, &newer.NestedFieldAdded{ID: 11, Address: newer.Address{City: "Oslo", Zip: "0150"}},
		evolvepb.Reflected[newer.NestedFieldAdded, evolvev2.NestedFieldAdded], true)
}

func asProtobuf[T any, P proto.Message](t *testing.T, r *T, reflected func() (func(*T) P, func(P) *T), ordered bool) {
	t.Helper()
	to, _ := reflected()
	m := to(r)
	want, err := proto.MarshalOptions{Deterministic: true}.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	ops := evolveOps[T](m)
	got, err := ops.Marshal(r)
	if err != nil {
		t.Fatalf("%T: %v", r, err)
	}
	if ordered && !bytes.Equal(got, want) {
		t.Errorf("%+v: easyproto wrote %x, protobuf %x", *r, got, want)
	}
	back, err := ops.Unmarshal(want)
	if err != nil || !reflect.DeepEqual(back, r) {
		t.Errorf("%+v: protobuf's bytes read back as %+v, %v", *r, back, err)
	}
}
