// Package evolvebop holds serbench evolve's records in Bebop:
// v1/evolve.bop, the old version of each change's record, and
// v2/evolve.bop, the new one, each changed as the Bebop documentation says
// to evolve a message or, where it says nothing, as a user would write it
// all the same (see v2/evolve.bop). bebopc-go generates both into packages
// evolvev1 and evolvev2, as codecs/bebop generates its datasets' records.
//
// The datasets' records are Bebop structs, whose layout is fixed and
// which no version may change; these are messages, whose fields carry
// indices and may be absent, as Bebop prescribes for a type that evolves.
// The generated message's fields are pointers: a record sets every field
// it has, and a field the bytes lack reads as its zero value.
//
// Support converts evolve's Go records (packages evolve/older and
// evolve/newer) to the messages and back, field for field with
// evolve.Copier, and registers them for a codec, marshalled as the codec's
// default variant does.
package evolvebop

//go:generate sh -c "go tool bebopc-go -i v1/evolve.bop -o v1/evolve.go -package evolvev1 && gofmt -w v1/evolve.go"
//go:generate sh -c "go tool bebopc-go -i v2/evolve.bop -o v2/evolve.go -package evolvev2 && gofmt -w v2/evolve.go"

import (
	evolvev1 "github.com/serbench/serbench/codecs/bebop/evolvebop/v1"
	evolvev2 "github.com/serbench/serbench/codecs/bebop/evolvebop/v2"
	"github.com/serbench/serbench/evolve"
	"github.com/serbench/serbench/evolve/newer"
	"github.com/serbench/serbench/evolve/older"
)

// message is a generated message type M, used through its pointer P.
type message[M any] interface {
	*M
	MarshalBebop() []byte
	UnmarshalBebop([]byte) error
}

// ops marshals a record of type T as the message that to makes of it,
// with MarshalBebop, and reads one back with UnmarshalBebop through from.
func ops[T, M any, P message[M]](to func(*T) P, from func(P) *T) evolve.Ops[T] {
	return evolve.Ops[T]{
		Marshal: func(r *T) ([]byte, error) { return to(r).MarshalBebop(), nil },
		Unmarshal: func(data []byte) (*T, error) {
			m := P(new(M))
			if err := m.UnmarshalBebop(data); err != nil {
				return nil, err
			}
			return from(m), nil
		},
	}
}

// copied is ops with evolve.Copier's conversions: every field of the
// record set in the message, and a field the bytes lack read as its zero
// value.
func copied[T, M any, P message[M]]() evolve.Ops[T] {
	to, from := evolve.Copier[M, T](), evolve.Copier[T, M]()
	return ops(func(r *T) P { return to(r) }, func(m P) *T { return from(m) })
}

// Support registers every change of evolve for codec, which marshals the
// messages of v1/evolve.bop and v2/evolve.bop.
func Support(codec string) {
	evolve.Support(codec, copied[older.FieldAdded, evolvev1.FieldAdded](), copied[newer.FieldAdded, evolvev2.FieldAdded]())
	// v2's note is deprecated: bebopc-go never writes it and still reads
	// it, into a field the record does not have.
	evolve.Support(codec, copied[older.FieldRemoved, evolvev1.FieldRemoved](),
		ops(func(r *newer.FieldRemoved) *evolvev2.FieldRemoved {
			return &evolvev2.FieldRemoved{Id: new(r.ID), Score: new(r.Score)}
		}, func(m *evolvev2.FieldRemoved) *newer.FieldRemoved {
			return &newer.FieldRemoved{ID: value(m.Id), Score: value(m.Score)}
		}))
	evolve.Support(codec, copied[older.FieldRenamed, evolvev1.FieldRenamed](), copied[newer.FieldRenamed, evolvev2.FieldRenamed]())
	evolve.Support(codec, copied[older.FieldsReordered, evolvev1.FieldsReordered](), copied[newer.FieldsReordered, evolvev2.FieldsReordered]())
	evolve.Support(codec, copied[older.IntWidened, evolvev1.IntWidened](), copied[newer.IntWidened, evolvev2.IntWidened]())
	evolve.Support(codec, copied[older.IntNarrowed, evolvev1.IntNarrowed](), copied[newer.IntNarrowed, evolvev2.IntNarrowed]())
	// The old age is written for every record; the new one only when the
	// record has one, and read back absent when the bytes lack it.
	evolve.Support(codec, copied[older.MadeOptional, evolvev1.MadeOptional](), copied[newer.MadeOptional, evolvev2.MadeOptional]())
	evolve.Support(codec, copied[older.EnumValueAdded, evolvev1.EnumValueAdded](), copied[newer.EnumValueAdded, evolvev2.EnumValueAdded]())
	// UnmarshalBebop steps over a nested message by the size of what it
	// read, not by the message's length prefix: the old reader of a new
	// Address resumes the outer message at zip's length, which it takes
	// for an index, and stops there only if no field has that index.
	evolve.Support(codec, copied[older.NestedFieldAdded, evolvev1.NestedFieldAdded](), copied[newer.NestedFieldAdded, evolvev2.NestedFieldAdded]())
}

// value is a message field's value, or its zero value if the field is
// absent.
func value[V any](p *V) V {
	if p == nil {
		var zero V
		return zero
	}
	return *p
}
