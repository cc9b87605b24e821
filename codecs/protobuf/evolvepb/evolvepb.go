// Package evolvepb holds serbench evolve's records in Protocol Buffers:
// v1/evolve.proto, the old version of each change's record, and
// v2/evolve.proto, the new one, each changed as the language guide says
// to update a message type. protoc-gen-go and protoc-gen-go-vtproto
// generate both into packages evolvev1 and evolvev2, as codecs/protobuf
// generates its datasets' messages, so that the codecs that share those
// (protobuf, vtprotobuf, golang-protobuf) share these; codecs/gogoprotobuf
// generates a copy of the schemas for its own generator.
//
// Support converts evolve's Go records (packages evolve/older and
// evolve/newer) to the messages and back, field for field with
// evolve.Copier, and registers them for a codec with its way of
// marshalling a message. Reflected and Reader do the same through
// protoreflect for messages reached by methods (the Opaque API, hyperpb),
// and Fields pairs a record's fields with a message's for a codec that
// writes the wire itself (easyproto).
package evolvepb

//go:generate sh -c "protoc --plugin=protoc-gen-go=\"$(go tool -n protoc-gen-go)\" --plugin=protoc-gen-go-vtproto=\"$(go tool -n protoc-gen-go-vtproto)\" --go_out=. --go_opt=paths=source_relative --go-vtproto_out=. --go-vtproto_opt=paths=source_relative,features=marshal+unmarshal+size v1/evolve.proto v2/evolve.proto"

import (
	"google.golang.org/protobuf/proto"

	evolvev1 "github.com/serbench/serbench/codecs/protobuf/evolvepb/v1"
	evolvev2 "github.com/serbench/serbench/codecs/protobuf/evolvepb/v2"
	"github.com/serbench/serbench/evolve"
	"github.com/serbench/serbench/evolve/newer"
	"github.com/serbench/serbench/evolve/older"
)

// A Codec marshals a generated message and unmarshals into one.
type Codec struct {
	Marshal   func(proto.Message) ([]byte, error)
	Unmarshal func([]byte, proto.Message) error
}

// message is a generated message type M, used through its pointer P.
type message[M any] interface {
	*M
	proto.Message
}

// ops marshals a record of type T as its copy in message M and reads one
// back through a copy, evolve.Copier converting each way.
func ops[T, M any, P message[M]](c Codec) evolve.Ops[T] {
	to, from := evolve.Copier[M, T](), evolve.Copier[T, M]()
	return convertedOps(c, func(r *T) P { return to(r) }, func(m P) *T { return from(m) })
}

// convertedOps marshals a record of type T as the message that to makes
// of it and reads one back through from.
func convertedOps[T, M any, P message[M]](c Codec, to func(*T) P, from func(P) *T) evolve.Ops[T] {
	return evolve.Ops[T]{
		Marshal: func(r *T) ([]byte, error) { return c.Marshal(to(r)) },
		Unmarshal: func(data []byte) (*T, error) {
			m := P(new(M))
			if err := c.Unmarshal(data, m); err != nil {
				return nil, err
			}
			return from(m), nil
		},
	}
}

// Support registers every change of evolve for codec, which marshals the
// messages of v1/evolve.proto and v2/evolve.proto as c does.
func Support(codec string, c Codec) {
	evolve.Support(codec, ops[older.FieldAdded, evolvev1.FieldAdded](c), ops[newer.FieldAdded, evolvev2.FieldAdded](c))
	evolve.Support(codec, ops[older.FieldRemoved, evolvev1.FieldRemoved](c), ops[newer.FieldRemoved, evolvev2.FieldRemoved](c))
	evolve.Support(codec, ops[older.FieldRenamed, evolvev1.FieldRenamed](c), ops[newer.FieldRenamed, evolvev2.FieldRenamed](c))
	evolve.Support(codec, ops[older.FieldsReordered, evolvev1.FieldsReordered](c), ops[newer.FieldsReordered, evolvev2.FieldsReordered](c))
	evolve.Support(codec, ops[older.IntWidened, evolvev1.IntWidened](c), ops[newer.IntWidened, evolvev2.IntWidened](c))
	evolve.Support(codec, ops[older.IntNarrowed, evolvev1.IntNarrowed](c), ops[newer.IntNarrowed, evolvev2.IntNarrowed](c))
	evolve.Support(codec, ops[older.MadeOptional, evolvev1.MadeOptional](c), ops[newer.MadeOptional, evolvev2.MadeOptional](c))
	evolve.Support(codec, ops[older.EnumValueAdded, evolvev1.EnumValueAdded](c), ops[newer.EnumValueAdded, evolvev2.EnumValueAdded](c))
	evolve.Support(codec, ops[older.NestedFieldAdded, evolvev1.NestedFieldAdded](c), ops[newer.NestedFieldAdded, evolvev2.NestedFieldAdded](c))
}
