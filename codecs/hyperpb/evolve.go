//go:build !binsize

package hyperpb

// serbench evolve's records parsed by hyperpb from codecs/protobuf/evolvepb's
// schemas: each version's message type compiled from the descriptors its
// generated packages evolvev1 and evolvev2 hold, as the datasets' are from
// package pb. hyperpb only parses, so each version's bytes are what the
// datasets' input is, proto.Marshal of codecs/protobuf's message, which
// the records are converted to field for field; the default variant's
// parse (a pooled Shared, the input copied) then reads every field through
// protoreflect into the reader's record, Has telling whether the optional
// age is present.

import (
	"fmt"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	evolvev1 "github.com/serbench/serbench/codecs/protobuf/evolvepb/v1"
	evolvev2 "github.com/serbench/serbench/codecs/protobuf/evolvepb/v2"
	"github.com/serbench/serbench/evolve"
	"github.com/serbench/serbench/evolve/newer"
	"github.com/serbench/serbench/evolve/older"
)

func init() {
	evolve.Support(name,
		evolveOps(func(r *older.FieldAdded) *evolvev1.FieldAdded {
			return &evolvev1.FieldAdded{Id: r.ID, Name: r.Name}
		}, func(m protoreflect.Message, v *older.FieldAdded) {
			*v = older.FieldAdded{ID: int32(get(m, "id").Int()), Name: get(m, "name").String()}
		}),
		evolveOps(func(r *newer.FieldAdded) *evolvev2.FieldAdded {
			return &evolvev2.FieldAdded{Id: r.ID, Name: r.Name, Email: r.Email}
		}, func(m protoreflect.Message, v *newer.FieldAdded) {
			*v = newer.FieldAdded{ID: int32(get(m, "id").Int()), Name: get(m, "name").String(), Email: get(m, "email").String()}
		}))
	evolve.Support(name,
		evolveOps(func(r *older.FieldRemoved) *evolvev1.FieldRemoved {
			return &evolvev1.FieldRemoved{Id: r.ID, Note: r.Note, Score: r.Score}
		}, func(m protoreflect.Message, v *older.FieldRemoved) {
			*v = older.FieldRemoved{ID: int32(get(m, "id").Int()), Note: get(m, "note").String(), Score: get(m, "score").Int()}
		}),
		evolveOps(func(r *newer.FieldRemoved) *evolvev2.FieldRemoved {
			return &evolvev2.FieldRemoved{Id: r.ID, Score: r.Score}
		}, func(m protoreflect.Message, v *newer.FieldRemoved) {
			*v = newer.FieldRemoved{ID: int32(get(m, "id").Int()), Score: get(m, "score").Int()}
		}))
	evolve.Support(name,
		evolveOps(func(r *older.FieldRenamed) *evolvev1.FieldRenamed {
			return &evolvev1.FieldRenamed{Id: r.ID, Name: r.Name}
		}, func(m protoreflect.Message, v *older.FieldRenamed) {
			*v = older.FieldRenamed{ID: int32(get(m, "id").Int()), Name: get(m, "name").String()}
		}),
		evolveOps(func(r *newer.FieldRenamed) *evolvev2.FieldRenamed {
			return &evolvev2.FieldRenamed{Id: r.ID, FullName: r.FullName}
		}, func(m protoreflect.Message, v *newer.FieldRenamed) {
			*v = newer.FieldRenamed{ID: int32(get(m, "id").Int()), FullName: get(m, "full_name").String()}
		}))
	evolve.Support(name,
		evolveOps(func(r *older.FieldsReordered) *evolvev1.FieldsReordered {
			return &evolvev1.FieldsReordered{Id: r.ID, Name: r.Name, Score: r.Score}
		}, func(m protoreflect.Message, v *older.FieldsReordered) {
			*v = older.FieldsReordered{ID: int32(get(m, "id").Int()), Name: get(m, "name").String(), Score: get(m, "score").Int()}
		}),
		evolveOps(func(r *newer.FieldsReordered) *evolvev2.FieldsReordered {
			return &evolvev2.FieldsReordered{Score: r.Score, Id: r.ID, Name: r.Name}
		}, func(m protoreflect.Message, v *newer.FieldsReordered) {
			*v = newer.FieldsReordered{Score: get(m, "score").Int(), ID: int32(get(m, "id").Int()), Name: get(m, "name").String()}
		}))
	evolve.Support(name,
		evolveOps(func(r *older.IntWidened) *evolvev1.IntWidened {
			return &evolvev1.IntWidened{Id: r.ID, Count: r.Count}
		}, func(m protoreflect.Message, v *older.IntWidened) {
			*v = older.IntWidened{ID: int32(get(m, "id").Int()), Count: int32(get(m, "count").Int())}
		}),
		evolveOps(func(r *newer.IntWidened) *evolvev2.IntWidened {
			return &evolvev2.IntWidened{Id: r.ID, Count: r.Count}
		}, func(m protoreflect.Message, v *newer.IntWidened) {
			*v = newer.IntWidened{ID: int32(get(m, "id").Int()), Count: get(m, "count").Int()}
		}))
	evolve.Support(name,
		evolveOps(func(r *older.IntNarrowed) *evolvev1.IntNarrowed {
			return &evolvev1.IntNarrowed{Id: r.ID, Count: r.Count}
		}, func(m protoreflect.Message, v *older.IntNarrowed) {
			*v = older.IntNarrowed{ID: int32(get(m, "id").Int()), Count: get(m, "count").Int()}
		}),
		evolveOps(func(r *newer.IntNarrowed) *evolvev2.IntNarrowed {
			return &evolvev2.IntNarrowed{Id: r.ID, Count: r.Count}
		}, func(m protoreflect.Message, v *newer.IntNarrowed) {
			*v = newer.IntNarrowed{ID: int32(get(m, "id").Int()), Count: int32(get(m, "count").Int())}
		}))
	evolve.Support(name,
		evolveOps(func(r *older.MadeOptional) *evolvev1.MadeOptional {
			return &evolvev1.MadeOptional{Id: r.ID, Age: r.Age}
		}, func(m protoreflect.Message, v *older.MadeOptional) {
			*v = older.MadeOptional{ID: int32(get(m, "id").Int()), Age: int32(get(m, "age").Int())}
		}),
		evolveOps(func(r *newer.MadeOptional) *evolvev2.MadeOptional {
			return &evolvev2.MadeOptional{Id: r.ID, Age: r.Age}
		}, func(m protoreflect.Message, v *newer.MadeOptional) {
			*v = newer.MadeOptional{ID: int32(get(m, "id").Int())}
			if age := field(m, "age"); m.Has(age) {
				a := int32(m.Get(age).Int())
				v.Age = &a
			}
		}))
	evolve.Support(name,
		evolveOps(func(r *older.EnumValueAdded) *evolvev1.EnumValueAdded {
			return &evolvev1.EnumValueAdded{Id: r.ID, Kind: evolvev1.Kind(r.Kind)}
		}, func(m protoreflect.Message, v *older.EnumValueAdded) {
			*v = older.EnumValueAdded{ID: int32(get(m, "id").Int()), Kind: older.Kind(get(m, "kind").Enum())}
		}),
		evolveOps(func(r *newer.EnumValueAdded) *evolvev2.EnumValueAdded {
			return &evolvev2.EnumValueAdded{Id: r.ID, Kind: evolvev2.Kind(r.Kind)}
		}, func(m protoreflect.Message, v *newer.EnumValueAdded) {
			*v = newer.EnumValueAdded{ID: int32(get(m, "id").Int()), Kind: newer.Kind(get(m, "kind").Enum())}
		}))
	evolve.Support(name,
		evolveOps(func(r *older.NestedFieldAdded) *evolvev1.NestedFieldAdded {
			return &evolvev1.NestedFieldAdded{Id: r.ID, Address: &evolvev1.Address{City: r.Address.City}}
		}, func(m protoreflect.Message, v *older.NestedFieldAdded) {
			a := get(m, "address").Message()
			*v = older.NestedFieldAdded{ID: int32(get(m, "id").Int()), Address: older.Address{City: get(a, "city").String()}}
		}),
		evolveOps(func(r *newer.NestedFieldAdded) *evolvev2.NestedFieldAdded {
			return &evolvev2.NestedFieldAdded{Id: r.ID, Address: &evolvev2.Address{City: r.Address.City, Zip: r.Address.Zip}}
		}, func(m protoreflect.Message, v *newer.NestedFieldAdded) {
			a := get(m, "address").Message()
			*v = newer.NestedFieldAdded{ID: int32(get(m, "id").Int()), Address: newer.Address{City: get(a, "city").String(), Zip: get(a, "zip").String()}}
		}))
}

// evolveOps marshals a record of type T as the codecs/protobuf message
// that to makes of it, as the datasets' input is made, and parses one back
// as the default variant does, with a type compiled once from M's
// descriptor, read into T by read.
func evolveOps[T any, M proto.Message](to func(*T) M, read func(protoreflect.Message, *T)) evolve.Ops[T] {
	p := newParser(message[M]())
	return evolve.Ops[T]{
		Marshal: input(to),
		Unmarshal: func(data []byte) (*T, error) {
			v := new(T)
			if err := parse(p, p.shared, data, false, read, v); err != nil {
				return nil, err
			}
			return v, nil
		},
	}
}

// field is m's field of that name. The datasets resolve theirs once, for
// the benchmark's loop; evolve reads a few records, so a lookup by name
// keeps each reader beside its message.
func field(m protoreflect.Message, name protoreflect.Name) fd {
	f := m.Descriptor().Fields().ByName(name)
	if f == nil {
		panic(fmt.Sprintf("hyperpb: %s has no field %s", m.Descriptor().FullName(), name))
	}
	return f
}

// get is the value of m's field of that name.
func get(m protoreflect.Message, name protoreflect.Name) protoreflect.Value {
	return m.Get(field(m, name))
}
