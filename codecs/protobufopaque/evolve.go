//go:build !binsize

package protobufopaque

// serbench evolve's records in the Opaque API's messages: evolvepb/v1 and
// v2 are copies of codecs/protobuf/evolvepb's schemas under proto packages
// of their own (one binary registers every copy), named after the codec,
// as its datasets' copies are, so that the paths protobuf-go registers
// them under are this codec's alone. protoc-gen-go generates them at
// default_api_level=API_OPAQUE, as it does the datasets' messages. The
// records are converted field for field through the messages' protoreflect
// view (evolvepb.Reflected; presence for the optional age, so that its
// absence is kept), and encoded with proto.Marshal and proto.Unmarshal,
// the default variant's calls.

//go:generate go run ../../internal/gencopy -from ../protobuf/evolvepb/v1/evolve.proto -o evolvepb/v1/protobufopaque_evolve.proto -replace "|package serbench.evolve.v1;|package serbench.protobufopaque.evolve.v1;" -replace "|codecs/protobuf/evolvepb|codecs/protobufopaque/evolvepb" -replace "|/evolve.proto|/protobufopaque_evolve.proto"
//go:generate go run ../../internal/gencopy -from ../protobuf/evolvepb/v2/evolve.proto -o evolvepb/v2/protobufopaque_evolve.proto -replace "|package serbench.evolve.v2;|package serbench.protobufopaque.evolve.v2;" -replace "|codecs/protobuf/evolvepb|codecs/protobufopaque/evolvepb" -replace "|/evolve.proto|/protobufopaque_evolve.proto"
//go:generate sh -c "protoc --plugin=protoc-gen-go=\"$(go tool -n protoc-gen-go)\" --go_out=. --go_opt=paths=source_relative,default_api_level=API_OPAQUE evolvepb/v1/protobufopaque_evolve.proto evolvepb/v2/protobufopaque_evolve.proto"

import (
	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/codecs/protobuf/evolvepb"
	evolvev1 "github.com/serbench/serbench/codecs/protobufopaque/evolvepb/v1"
	evolvev2 "github.com/serbench/serbench/codecs/protobufopaque/evolvepb/v2"
	"github.com/serbench/serbench/evolve"
	"github.com/serbench/serbench/evolve/newer"
	"github.com/serbench/serbench/evolve/older"
)

func init() {
	evolve.Support(name, evolveOps[older.FieldAdded, evolvev1.FieldAdded](), evolveOps[newer.FieldAdded, evolvev2.FieldAdded]())
	evolve.Support(name, evolveOps[older.FieldRemoved, evolvev1.FieldRemoved](), evolveOps[newer.FieldRemoved, evolvev2.FieldRemoved]())
	evolve.Support(name, evolveOps[older.FieldRenamed, evolvev1.FieldRenamed](), evolveOps[newer.FieldRenamed, evolvev2.FieldRenamed]())
	evolve.Support(name, evolveOps[older.FieldsReordered, evolvev1.FieldsReordered](), evolveOps[newer.FieldsReordered, evolvev2.FieldsReordered]())
	evolve.Support(name, evolveOps[older.IntWidened, evolvev1.IntWidened](), evolveOps[newer.IntWidened, evolvev2.IntWidened]())
	evolve.Support(name, evolveOps[older.IntNarrowed, evolvev1.IntNarrowed](), evolveOps[newer.IntNarrowed, evolvev2.IntNarrowed]())
	evolve.Support(name, evolveOps[older.MadeOptional, evolvev1.MadeOptional](), evolveOps[newer.MadeOptional, evolvev2.MadeOptional]())
	evolve.Support(name, evolveOps[older.EnumValueAdded, evolvev1.EnumValueAdded](), evolveOps[newer.EnumValueAdded, evolvev2.EnumValueAdded]())
	evolve.Support(name, evolveOps[older.NestedFieldAdded, evolvev1.NestedFieldAdded](), evolveOps[newer.NestedFieldAdded, evolvev2.NestedFieldAdded]())
}

// evolveOps marshals a record of type T as message M, converted through
// M's protoreflect view, and reads one back, with the default variant's
// proto.Marshal and proto.Unmarshal.
func evolveOps[T, M any, P message[M]]() evolve.Ops[T] {
	to, from := evolvepb.Reflected[T, M, P]()
	return evolve.Ops[T]{
		Marshal: func(r *T) ([]byte, error) { return proto.Marshal(to(r)) },
		Unmarshal: func(data []byte) (*T, error) {
			m := P(new(M))
			if err := proto.Unmarshal(data, m); err != nil {
				return nil, err
			}
			return from(m), nil
		},
	}
}
