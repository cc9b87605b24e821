//go:build !binsize

package hyperpb

// serbench evolve's records parsed by hyperpb from codecs/protobuf/evolvepb's
// schemas: each version's message type compiled from the descriptors its
// generated packages evolvev1 and evolvev2 hold, as the datasets' are from
// package pb. hyperpb only parses, so each version's bytes are what the
// datasets' input is, proto.Marshal of codecs/protobuf's message, which
// the records are converted to field for field; the default variant's
// parse (a pooled Shared, the input copied) then reads every field through
// protoreflect into the reader's record (evolvepb.Reader), presence
// telling whether the optional age is there.

import (
	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/codecs/protobuf/evolvepb"
	evolvev1 "github.com/serbench/serbench/codecs/protobuf/evolvepb/v1"
	evolvev2 "github.com/serbench/serbench/codecs/protobuf/evolvepb/v2"
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

// evolveOps marshals a record of type T as its copy in the codecs/protobuf
// message M (evolve.Copier), as the datasets' input is made, and parses
// one back as the default variant does, with a type compiled once from
// M's descriptor, read into T through protoreflect (evolvepb.Reader).
func evolveOps[T, M any, P interface {
	*M
	proto.Message
}]() evolve.Ops[T] {
	to, desc := evolve.Copier[M, T](), message[P]()
	p, read := newParser(desc), evolvepb.Reader[T](desc)
	return evolve.Ops[T]{
		Marshal: input(func(r *T) P { return to(r) }),
		Unmarshal: func(data []byte) (*T, error) {
			v := new(T)
			if err := parse(p, p.shared, data, false, read, v); err != nil {
				return nil, err
			}
			return v, nil
		},
	}
}
