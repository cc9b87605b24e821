//go:build !binsize

package protobufopaque

// serbench evolve's records in the Opaque API's messages: evolvepb/v1 and
// v2 are copies of codecs/protobuf/evolvepb's schemas under proto packages
// of their own (one binary registers every copy), named after the codec,
// as its datasets' copies are, so that the paths protobuf-go registers
// them under are this codec's alone. protoc-gen-go generates them at
// default_api_level=API_OPAQUE, as it does the datasets' messages. The
// records are converted field for field through the generated setters and
// getters (Has for the optional age, so that its absence is kept), and
// encoded with proto.Marshal and proto.Unmarshal, the default variant's
// calls.

//go:generate go run ../../internal/gencopy -from ../protobuf/evolvepb/v1/evolve.proto -o evolvepb/v1/protobufopaque_evolve.proto -replace "|package serbench.evolve.v1;|package serbench.protobufopaque.evolve.v1;" -replace "|codecs/protobuf/evolvepb|codecs/protobufopaque/evolvepb" -replace "|/evolve.proto|/protobufopaque_evolve.proto"
//go:generate go run ../../internal/gencopy -from ../protobuf/evolvepb/v2/evolve.proto -o evolvepb/v2/protobufopaque_evolve.proto -replace "|package serbench.evolve.v2;|package serbench.protobufopaque.evolve.v2;" -replace "|codecs/protobuf/evolvepb|codecs/protobufopaque/evolvepb" -replace "|/evolve.proto|/protobufopaque_evolve.proto"
//go:generate sh -c "protoc --plugin=protoc-gen-go=\"$(go tool -n protoc-gen-go)\" --go_out=. --go_opt=paths=source_relative,default_api_level=API_OPAQUE evolvepb/v1/protobufopaque_evolve.proto evolvepb/v2/protobufopaque_evolve.proto"

import (
	"google.golang.org/protobuf/proto"

	evolvev1 "github.com/serbench/serbench/codecs/protobufopaque/evolvepb/v1"
	evolvev2 "github.com/serbench/serbench/codecs/protobufopaque/evolvepb/v2"
	"github.com/serbench/serbench/evolve"
	"github.com/serbench/serbench/evolve/newer"
	"github.com/serbench/serbench/evolve/older"
)

func init() {
	evolve.Support(name,
		evolveOps(func(m *evolvev1.FieldAdded, r *older.FieldAdded) {
			m.SetId(r.ID)
			m.SetName(r.Name)
		}, func(m *evolvev1.FieldAdded) *older.FieldAdded {
			return &older.FieldAdded{ID: m.GetId(), Name: m.GetName()}
		}),
		evolveOps(func(m *evolvev2.FieldAdded, r *newer.FieldAdded) {
			m.SetId(r.ID)
			m.SetName(r.Name)
			m.SetEmail(r.Email)
		}, func(m *evolvev2.FieldAdded) *newer.FieldAdded {
			return &newer.FieldAdded{ID: m.GetId(), Name: m.GetName(), Email: m.GetEmail()}
		}))
	evolve.Support(name,
		evolveOps(func(m *evolvev1.FieldRemoved, r *older.FieldRemoved) {
			m.SetId(r.ID)
			m.SetNote(r.Note)
			m.SetScore(r.Score)
		}, func(m *evolvev1.FieldRemoved) *older.FieldRemoved {
			return &older.FieldRemoved{ID: m.GetId(), Note: m.GetNote(), Score: m.GetScore()}
		}),
		evolveOps(func(m *evolvev2.FieldRemoved, r *newer.FieldRemoved) {
			m.SetId(r.ID)
			m.SetScore(r.Score)
		}, func(m *evolvev2.FieldRemoved) *newer.FieldRemoved {
			return &newer.FieldRemoved{ID: m.GetId(), Score: m.GetScore()}
		}))
	evolve.Support(name,
		evolveOps(func(m *evolvev1.FieldRenamed, r *older.FieldRenamed) {
			m.SetId(r.ID)
			m.SetName(r.Name)
		}, func(m *evolvev1.FieldRenamed) *older.FieldRenamed {
			return &older.FieldRenamed{ID: m.GetId(), Name: m.GetName()}
		}),
		evolveOps(func(m *evolvev2.FieldRenamed, r *newer.FieldRenamed) {
			m.SetId(r.ID)
			m.SetFullName(r.FullName)
		}, func(m *evolvev2.FieldRenamed) *newer.FieldRenamed {
			return &newer.FieldRenamed{ID: m.GetId(), FullName: m.GetFullName()}
		}))
	evolve.Support(name,
		evolveOps(func(m *evolvev1.FieldsReordered, r *older.FieldsReordered) {
			m.SetId(r.ID)
			m.SetName(r.Name)
			m.SetScore(r.Score)
		}, func(m *evolvev1.FieldsReordered) *older.FieldsReordered {
			return &older.FieldsReordered{ID: m.GetId(), Name: m.GetName(), Score: m.GetScore()}
		}),
		evolveOps(func(m *evolvev2.FieldsReordered, r *newer.FieldsReordered) {
			m.SetScore(r.Score)
			m.SetId(r.ID)
			m.SetName(r.Name)
		}, func(m *evolvev2.FieldsReordered) *newer.FieldsReordered {
			return &newer.FieldsReordered{Score: m.GetScore(), ID: m.GetId(), Name: m.GetName()}
		}))
	evolve.Support(name,
		evolveOps(func(m *evolvev1.IntWidened, r *older.IntWidened) {
			m.SetId(r.ID)
			m.SetCount(r.Count)
		}, func(m *evolvev1.IntWidened) *older.IntWidened {
			return &older.IntWidened{ID: m.GetId(), Count: m.GetCount()}
		}),
		evolveOps(func(m *evolvev2.IntWidened, r *newer.IntWidened) {
			m.SetId(r.ID)
			m.SetCount(r.Count)
		}, func(m *evolvev2.IntWidened) *newer.IntWidened {
			return &newer.IntWidened{ID: m.GetId(), Count: m.GetCount()}
		}))
	evolve.Support(name,
		evolveOps(func(m *evolvev1.IntNarrowed, r *older.IntNarrowed) {
			m.SetId(r.ID)
			m.SetCount(r.Count)
		}, func(m *evolvev1.IntNarrowed) *older.IntNarrowed {
			return &older.IntNarrowed{ID: m.GetId(), Count: m.GetCount()}
		}),
		evolveOps(func(m *evolvev2.IntNarrowed, r *newer.IntNarrowed) {
			m.SetId(r.ID)
			m.SetCount(r.Count)
		}, func(m *evolvev2.IntNarrowed) *newer.IntNarrowed {
			return &newer.IntNarrowed{ID: m.GetId(), Count: m.GetCount()}
		}))
	evolve.Support(name,
		evolveOps(func(m *evolvev1.MadeOptional, r *older.MadeOptional) {
			m.SetId(r.ID)
			m.SetAge(r.Age)
		}, func(m *evolvev1.MadeOptional) *older.MadeOptional {
			return &older.MadeOptional{ID: m.GetId(), Age: m.GetAge()}
		}),
		evolveOps(func(m *evolvev2.MadeOptional, r *newer.MadeOptional) {
			m.SetId(r.ID)
			if r.Age != nil {
				m.SetAge(*r.Age)
			}
		}, func(m *evolvev2.MadeOptional) *newer.MadeOptional {
			r := &newer.MadeOptional{ID: m.GetId()}
			if m.HasAge() {
				age := m.GetAge()
				r.Age = &age
			}
			return r
		}))
	evolve.Support(name,
		evolveOps(func(m *evolvev1.EnumValueAdded, r *older.EnumValueAdded) {
			m.SetId(r.ID)
			m.SetKind(evolvev1.Kind(r.Kind))
		}, func(m *evolvev1.EnumValueAdded) *older.EnumValueAdded {
			return &older.EnumValueAdded{ID: m.GetId(), Kind: older.Kind(m.GetKind())}
		}),
		evolveOps(func(m *evolvev2.EnumValueAdded, r *newer.EnumValueAdded) {
			m.SetId(r.ID)
			m.SetKind(evolvev2.Kind(r.Kind))
		}, func(m *evolvev2.EnumValueAdded) *newer.EnumValueAdded {
			return &newer.EnumValueAdded{ID: m.GetId(), Kind: newer.Kind(m.GetKind())}
		}))
	evolve.Support(name,
		evolveOps(func(m *evolvev1.NestedFieldAdded, r *older.NestedFieldAdded) {
			a := new(evolvev1.Address)
			a.SetCity(r.Address.City)
			m.SetId(r.ID)
			m.SetAddress(a)
		}, func(m *evolvev1.NestedFieldAdded) *older.NestedFieldAdded {
			return &older.NestedFieldAdded{ID: m.GetId(), Address: older.Address{City: m.GetAddress().GetCity()}}
		}),
		evolveOps(func(m *evolvev2.NestedFieldAdded, r *newer.NestedFieldAdded) {
			a := new(evolvev2.Address)
			a.SetCity(r.Address.City)
			a.SetZip(r.Address.Zip)
			m.SetId(r.ID)
			m.SetAddress(a)
		}, func(m *evolvev2.NestedFieldAdded) *newer.NestedFieldAdded {
			return &newer.NestedFieldAdded{ID: m.GetId(), Address: newer.Address{City: m.GetAddress().GetCity(), Zip: m.GetAddress().GetZip()}}
		}))
}

// evolveOps marshals a record of type T as the message that fill makes of
// it and reads one back through from, with the default variant's
// proto.Marshal and proto.Unmarshal.
func evolveOps[T, M any, P message[M]](fill func(P, *T), from func(P) *T) evolve.Ops[T] {
	return evolve.Ops[T]{
		Marshal: func(r *T) ([]byte, error) {
			m := P(new(M))
			fill(m, r)
			return proto.Marshal(m)
		},
		Unmarshal: func(data []byte) (*T, error) {
			m := P(new(M))
			if err := proto.Unmarshal(data, m); err != nil {
				return nil, err
			}
			return from(m), nil
		},
	}
}
