//go:build !binsize

package gogoprotobuf

// serbench evolve's records in gogofaster's messages: evolvepb/v1 and v2
// are copies of codecs/protobuf/evolvepb's schemas, under packages of
// their own, v2's optional age a one-field oneof (gogo predates proto3
// optional; the same wire format and presence). protoc-gen-gogo takes one
// Go package per run, so each version has its own.

//go:generate go run ../../internal/gencopy -from ../protobuf/evolvepb/v1/evolve.proto -o evolvepb/v1/evolve.proto -replace "|package serbench.evolve.v1;|package serbench.gogoevolve.v1;" -replace "|codecs/protobuf/evolvepb|codecs/gogoprotobuf/evolvepb"
//go:generate go run ../../internal/gencopy -from ../protobuf/evolvepb/v2/evolve.proto -o evolvepb/v2/evolve.proto -replace "|package serbench.evolve.v2;|package serbench.gogoevolve.v2;" -replace "|codecs/protobuf/evolvepb|codecs/gogoprotobuf/evolvepb" -regexp "|(?m)^(\\s*)optional (\\w+) (\\w+) = (\\d+);$|$DOLLAR{1}oneof $DOLLAR{3}_present {\n$DOLLAR{1}  $DOLLAR{2} $DOLLAR{3} = $DOLLAR{4};\n$DOLLAR{1}}"
//go:generate sh -c "protoc --plugin=protoc-gen-gogofaster=\"$(go tool -n protoc-gen-gogofaster)\" --gogofaster_out=paths=source_relative:. evolvepb/v1/evolve.proto"
//go:generate sh -c "protoc --plugin=protoc-gen-gogofaster=\"$(go tool -n protoc-gen-gogofaster)\" --gogofaster_out=paths=source_relative:. evolvepb/v2/evolve.proto"

import (
	evolvev1 "github.com/serbench/serbench/codecs/gogoprotobuf/evolvepb/v1"
	evolvev2 "github.com/serbench/serbench/codecs/gogoprotobuf/evolvepb/v2"
	"github.com/serbench/serbench/evolve"
	"github.com/serbench/serbench/evolve/newer"
	"github.com/serbench/serbench/evolve/older"
)

func init() {
	evolve.Support(name, copied[older.FieldAdded, evolvev1.FieldAdded](), copied[newer.FieldAdded, evolvev2.FieldAdded]())
	evolve.Support(name, copied[older.FieldRemoved, evolvev1.FieldRemoved](), copied[newer.FieldRemoved, evolvev2.FieldRemoved]())
	evolve.Support(name, copied[older.FieldRenamed, evolvev1.FieldRenamed](), copied[newer.FieldRenamed, evolvev2.FieldRenamed]())
	evolve.Support(name, copied[older.FieldsReordered, evolvev1.FieldsReordered](), copied[newer.FieldsReordered, evolvev2.FieldsReordered]())
	evolve.Support(name, copied[older.IntWidened, evolvev1.IntWidened](), copied[newer.IntWidened, evolvev2.IntWidened]())
	evolve.Support(name, copied[older.IntNarrowed, evolvev1.IntNarrowed](), copied[newer.IntNarrowed, evolvev2.IntNarrowed]())
	evolve.Support(name, copied[older.MadeOptional, evolvev1.MadeOptional](),
		evolveOps(toMadeOptional, func(m *evolvev2.MadeOptional) *newer.MadeOptional {
			r := &newer.MadeOptional{ID: m.Id}
			if a, ok := m.AgePresent.(*evolvev2.MadeOptional_Age); ok {
				r.Age = &a.Age
			}
			return r
		}))
	evolve.Support(name, copied[older.EnumValueAdded, evolvev1.EnumValueAdded](), copied[newer.EnumValueAdded, evolvev2.EnumValueAdded]())
	evolve.Support(name, copied[older.NestedFieldAdded, evolvev1.NestedFieldAdded](), copied[newer.NestedFieldAdded, evolvev2.NestedFieldAdded]())
}

// copied is evolveOps with evolve.Copier's conversions, field for field.
func copied[T, M any, P message[M]]() evolve.Ops[T] {
	to, from := evolve.Copier[M, T](), evolve.Copier[T, M]()
	return evolveOps(func(r *T) P { return to(r) }, func(m P) *T { return from(m) })
}

// toMadeOptional sets the oneof that stands for the optional age when the
// record has one.
func toMadeOptional(r *newer.MadeOptional) *evolvev2.MadeOptional {
	m := &evolvev2.MadeOptional{Id: r.ID}
	if r.Age != nil {
		m.AgePresent = &evolvev2.MadeOptional_Age{Age: *r.Age}
	}
	return m
}

// evolveOps marshals a record of type T as the message that to makes of
// it, with the generated Marshal, and reads one back with Unmarshal and
// from.
func evolveOps[T, M any, P message[M]](to func(*T) P, from func(P) *T) evolve.Ops[T] {
	return evolve.Ops[T]{
		Marshal: func(r *T) ([]byte, error) { return to(r).Marshal() },
		Unmarshal: func(data []byte) (*T, error) {
			m := P(new(M))
			if err := m.Unmarshal(data); err != nil {
				return nil, err
			}
			return from(m), nil
		},
	}
}
