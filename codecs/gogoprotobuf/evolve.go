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
	evolve.Support(name,
		evolveOps(func(r *older.FieldAdded) *evolvev1.FieldAdded {
			return &evolvev1.FieldAdded{Id: r.ID, Name: r.Name}
		}, func(m *evolvev1.FieldAdded) *older.FieldAdded {
			return &older.FieldAdded{ID: m.Id, Name: m.Name}
		}),
		evolveOps(func(r *newer.FieldAdded) *evolvev2.FieldAdded {
			return &evolvev2.FieldAdded{Id: r.ID, Name: r.Name, Email: r.Email}
		}, func(m *evolvev2.FieldAdded) *newer.FieldAdded {
			return &newer.FieldAdded{ID: m.Id, Name: m.Name, Email: m.Email}
		}))
	evolve.Support(name,
		evolveOps(func(r *older.FieldRemoved) *evolvev1.FieldRemoved {
			return &evolvev1.FieldRemoved{Id: r.ID, Note: r.Note, Score: r.Score}
		}, func(m *evolvev1.FieldRemoved) *older.FieldRemoved {
			return &older.FieldRemoved{ID: m.Id, Note: m.Note, Score: m.Score}
		}),
		evolveOps(func(r *newer.FieldRemoved) *evolvev2.FieldRemoved {
			return &evolvev2.FieldRemoved{Id: r.ID, Score: r.Score}
		}, func(m *evolvev2.FieldRemoved) *newer.FieldRemoved {
			return &newer.FieldRemoved{ID: m.Id, Score: m.Score}
		}))
	evolve.Support(name,
		evolveOps(func(r *older.FieldRenamed) *evolvev1.FieldRenamed {
			return &evolvev1.FieldRenamed{Id: r.ID, Name: r.Name}
		}, func(m *evolvev1.FieldRenamed) *older.FieldRenamed {
			return &older.FieldRenamed{ID: m.Id, Name: m.Name}
		}),
		evolveOps(func(r *newer.FieldRenamed) *evolvev2.FieldRenamed {
			return &evolvev2.FieldRenamed{Id: r.ID, FullName: r.FullName}
		}, func(m *evolvev2.FieldRenamed) *newer.FieldRenamed {
			return &newer.FieldRenamed{ID: m.Id, FullName: m.FullName}
		}))
	evolve.Support(name,
		evolveOps(func(r *older.FieldsReordered) *evolvev1.FieldsReordered {
			return &evolvev1.FieldsReordered{Id: r.ID, Name: r.Name, Score: r.Score}
		}, func(m *evolvev1.FieldsReordered) *older.FieldsReordered {
			return &older.FieldsReordered{ID: m.Id, Name: m.Name, Score: m.Score}
		}),
		evolveOps(func(r *newer.FieldsReordered) *evolvev2.FieldsReordered {
			return &evolvev2.FieldsReordered{Score: r.Score, Id: r.ID, Name: r.Name}
		}, func(m *evolvev2.FieldsReordered) *newer.FieldsReordered {
			return &newer.FieldsReordered{Score: m.Score, ID: m.Id, Name: m.Name}
		}))
	evolve.Support(name,
		evolveOps(func(r *older.IntWidened) *evolvev1.IntWidened {
			return &evolvev1.IntWidened{Id: r.ID, Count: r.Count}
		}, func(m *evolvev1.IntWidened) *older.IntWidened {
			return &older.IntWidened{ID: m.Id, Count: m.Count}
		}),
		evolveOps(func(r *newer.IntWidened) *evolvev2.IntWidened {
			return &evolvev2.IntWidened{Id: r.ID, Count: r.Count}
		}, func(m *evolvev2.IntWidened) *newer.IntWidened {
			return &newer.IntWidened{ID: m.Id, Count: m.Count}
		}))
	evolve.Support(name,
		evolveOps(func(r *older.IntNarrowed) *evolvev1.IntNarrowed {
			return &evolvev1.IntNarrowed{Id: r.ID, Count: r.Count}
		}, func(m *evolvev1.IntNarrowed) *older.IntNarrowed {
			return &older.IntNarrowed{ID: m.Id, Count: m.Count}
		}),
		evolveOps(func(r *newer.IntNarrowed) *evolvev2.IntNarrowed {
			return &evolvev2.IntNarrowed{Id: r.ID, Count: r.Count}
		}, func(m *evolvev2.IntNarrowed) *newer.IntNarrowed {
			return &newer.IntNarrowed{ID: m.Id, Count: m.Count}
		}))
	evolve.Support(name,
		evolveOps(func(r *older.MadeOptional) *evolvev1.MadeOptional {
			return &evolvev1.MadeOptional{Id: r.ID, Age: r.Age}
		}, func(m *evolvev1.MadeOptional) *older.MadeOptional {
			return &older.MadeOptional{ID: m.Id, Age: m.Age}
		}),
		evolveOps(toMadeOptional, func(m *evolvev2.MadeOptional) *newer.MadeOptional {
			r := &newer.MadeOptional{ID: m.Id}
			if a, ok := m.AgePresent.(*evolvev2.MadeOptional_Age); ok {
				r.Age = &a.Age
			}
			return r
		}))
	evolve.Support(name,
		evolveOps(func(r *older.EnumValueAdded) *evolvev1.EnumValueAdded {
			return &evolvev1.EnumValueAdded{Id: r.ID, Kind: evolvev1.Kind(r.Kind)}
		}, func(m *evolvev1.EnumValueAdded) *older.EnumValueAdded {
			return &older.EnumValueAdded{ID: m.Id, Kind: older.Kind(m.Kind)}
		}),
		evolveOps(func(r *newer.EnumValueAdded) *evolvev2.EnumValueAdded {
			return &evolvev2.EnumValueAdded{Id: r.ID, Kind: evolvev2.Kind(r.Kind)}
		}, func(m *evolvev2.EnumValueAdded) *newer.EnumValueAdded {
			return &newer.EnumValueAdded{ID: m.Id, Kind: newer.Kind(m.Kind)}
		}))
	evolve.Support(name,
		evolveOps(func(r *older.NestedFieldAdded) *evolvev1.NestedFieldAdded {
			return &evolvev1.NestedFieldAdded{Id: r.ID, Address: &evolvev1.Address{City: r.Address.City}}
		}, func(m *evolvev1.NestedFieldAdded) *older.NestedFieldAdded {
			return &older.NestedFieldAdded{ID: m.Id, Address: older.Address{City: m.GetAddress().GetCity()}}
		}),
		evolveOps(func(r *newer.NestedFieldAdded) *evolvev2.NestedFieldAdded {
			return &evolvev2.NestedFieldAdded{Id: r.ID, Address: &evolvev2.Address{City: r.Address.City, Zip: r.Address.Zip}}
		}, func(m *evolvev2.NestedFieldAdded) *newer.NestedFieldAdded {
			return &newer.NestedFieldAdded{ID: m.Id, Address: newer.Address{City: m.GetAddress().GetCity(), Zip: m.GetAddress().GetZip()}}
		}))
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
