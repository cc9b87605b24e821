package evolvepb_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/serbench/serbench/codecs/protobuf/evolvepb"
	evolvev1 "github.com/serbench/serbench/codecs/protobuf/evolvepb/v1"
	evolvev2 "github.com/serbench/serbench/codecs/protobuf/evolvepb/v2"
	"github.com/serbench/serbench/evolve/newer"
	"github.com/serbench/serbench/evolve/older"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/descriptorpb"
	"google.golang.org/protobuf/types/dynamicpb"
)

// A record goes to a message and back unchanged: an optional field's
// absence kept, a nested struct and an enum copied.
func TestReflected(t *testing.T) {
	age := int32(0)
	for _, r := range []*newer.MadeOptional{{ID: 1}, {ID: 2, Age: &age}} {
		to, from := evolvepb.Reflected[newer.MadeOptional, evolvev2.MadeOptional]()
		m := to(r)
		if m.Id != r.ID || (m.Age == nil) != (r.Age == nil) {
			t.Errorf("%+v became %v", r, m)
		}
		if back := from(m); !reflect.DeepEqual(back, r) {
			t.Errorf("%+v came back as %+v", r, back)
		}
	}
	to, from := evolvepb.Reflected[newer.NestedFieldAdded, evolvev2.NestedFieldAdded]()
	r := &newer.NestedFieldAdded{ID: 3, Address: newer.Address{City: "Oslo", Zip: "0150"}}
	if back := from(to(r)); !reflect.DeepEqual(back, r) {
		t.Errorf("%+v came back as %+v", r, back)
	}
	if back := from(&evolvev2.NestedFieldAdded{Id: 4}); !reflect.DeepEqual(back, &newer.NestedFieldAdded{ID: 4}) {
		t.Errorf("a message without its address came back as %+v", back)
	}
	toEnum, fromEnum := evolvepb.Reflected[older.EnumValueAdded, evolvev1.EnumValueAdded]()
	e := &older.EnumValueAdded{ID: 5, Kind: 2}
	if m := toEnum(e); int32(m.Kind) != 2 {
		t.Errorf("kind 2 became %v", m.Kind)
	} else if back := fromEnum(m); *back != *e {
		t.Errorf("%+v came back as %+v", e, back)
	}
}

// A field without its match, or with presence on one side only, panics
// with the field's name.
func TestReflectedRefuses(t *testing.T) {
	for name, f := range map[string]func(){
		"email": func() { evolvepb.Reflected[older.FieldAdded, evolvev2.FieldAdded]() },
		"Email": func() { evolvepb.Reflected[newer.FieldAdded, evolvev1.FieldAdded]() },
		"Age":   func() { evolvepb.Reflected[older.MadeOptional, evolvev2.MadeOptional]() },
	} {
		msg := func() (msg string) {
			defer func() { msg = fmt.Sprint(recover()) }()
			f()
			return ""
		}()
		if !strings.Contains(msg, name) {
			t.Errorf("panic %q, want one naming %s", msg, name)
		}
	}
}

// A nested message without fields is a nested message still, not a
// scalar: Reader reads past it.
func TestReaderEmptyNested(t *testing.T) {
	fd, err := protodesc.NewFile(&descriptorpb.FileDescriptorProto{
		Name:    proto.String("empty_nested.proto"),
		Package: proto.String("test"),
		Syntax:  proto.String("proto3"),
		MessageType: []*descriptorpb.DescriptorProto{
			{Name: proto.String("Empty")},
			{Name: proto.String("Outer"), Field: []*descriptorpb.FieldDescriptorProto{
				{Name: proto.String("id"), Number: proto.Int32(1), Label: descriptorpb.FieldDescriptorProto_LABEL_OPTIONAL.Enum(),
					Type: descriptorpb.FieldDescriptorProto_TYPE_INT64.Enum(), JsonName: proto.String("id")},
				{Name: proto.String("marker"), Number: proto.Int32(2), Label: descriptorpb.FieldDescriptorProto_LABEL_OPTIONAL.Enum(),
					Type: descriptorpb.FieldDescriptorProto_TYPE_MESSAGE.Enum(), TypeName: proto.String(".test.Empty"), JsonName: proto.String("marker")},
			}},
		},
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	type outer struct {
		ID     int64
		Marker struct{}
	}
	md := fd.Messages().ByName("Outer")
	m := dynamicpb.NewMessage(md)
	m.Set(md.Fields().ByName("id"), protoreflect.ValueOfInt64(7))
	m.Mutable(md.Fields().ByName("marker"))
	var r outer
	evolvepb.Reader[outer](md)(m, &r)
	if r.ID != 7 {
		t.Errorf("read %+v, want ID 7", r)
	}
}
