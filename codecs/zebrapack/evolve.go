//go:build !binsize

package zebrapack

// serbench evolve's records, as zebrapack's users evolve a type: its Go
// declaration is the schema, one per version (packages evolvev1 and
// evolvev2), each field keyed on the wire by its zid tag. The generated
// readers skip the zids they do not know, and a deprecated field's.

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/zebrapack/evolvev1"
	"github.com/serbench/serbench/codecs/zebrapack/evolvev2"
	"github.com/serbench/serbench/evolve"
	"github.com/serbench/serbench/evolve/newer"
	"github.com/serbench/serbench/evolve/older"
)

func init() {
	evolve.Support("zebrapack",
		evolveOps(func(r *older.FieldAdded) evolvev1.FieldAdded {
			return evolvev1.FieldAdded{ID: r.ID, Name: r.Name}
		}, func(m *evolvev1.FieldAdded) older.FieldAdded {
			return older.FieldAdded{ID: m.ID, Name: m.Name}
		}),
		evolveOps(func(r *newer.FieldAdded) evolvev2.FieldAdded {
			return evolvev2.FieldAdded{ID: r.ID, Name: r.Name, Email: r.Email}
		}, func(m *evolvev2.FieldAdded) newer.FieldAdded {
			return newer.FieldAdded{ID: m.ID, Name: m.Name, Email: m.Email}
		}))
	evolve.Support("zebrapack",
		evolveOps(func(r *older.FieldRemoved) evolvev1.FieldRemoved {
			return evolvev1.FieldRemoved{ID: r.ID, Note: r.Note, Score: r.Score}
		}, func(m *evolvev1.FieldRemoved) older.FieldRemoved {
			return older.FieldRemoved{ID: m.ID, Note: m.Note, Score: m.Score}
		}),
		evolveOps(func(r *newer.FieldRemoved) evolvev2.FieldRemoved {
			return evolvev2.FieldRemoved{ID: r.ID, Score: r.Score}
		}, func(m *evolvev2.FieldRemoved) newer.FieldRemoved {
			return newer.FieldRemoved{ID: m.ID, Score: m.Score}
		}))
	evolve.Support("zebrapack",
		evolveOps(func(r *older.FieldRenamed) evolvev1.FieldRenamed {
			return evolvev1.FieldRenamed{ID: r.ID, Name: r.Name}
		}, func(m *evolvev1.FieldRenamed) older.FieldRenamed {
			return older.FieldRenamed{ID: m.ID, Name: m.Name}
		}),
		evolveOps(func(r *newer.FieldRenamed) evolvev2.FieldRenamed {
			return evolvev2.FieldRenamed{ID: r.ID, FullName: r.FullName}
		}, func(m *evolvev2.FieldRenamed) newer.FieldRenamed {
			return newer.FieldRenamed{ID: m.ID, FullName: m.FullName}
		}))
	evolve.Support("zebrapack",
		evolveOps(func(r *older.FieldsReordered) evolvev1.FieldsReordered {
			return evolvev1.FieldsReordered{ID: r.ID, Name: r.Name, Score: r.Score}
		}, func(m *evolvev1.FieldsReordered) older.FieldsReordered {
			return older.FieldsReordered{ID: m.ID, Name: m.Name, Score: m.Score}
		}),
		evolveOps(func(r *newer.FieldsReordered) evolvev2.FieldsReordered {
			return evolvev2.FieldsReordered{Score: r.Score, ID: r.ID, Name: r.Name}
		}, func(m *evolvev2.FieldsReordered) newer.FieldsReordered {
			return newer.FieldsReordered{Score: m.Score, ID: m.ID, Name: m.Name}
		}))
	evolve.Support("zebrapack",
		evolveOps(func(r *older.IntWidened) evolvev1.IntWidened {
			return evolvev1.IntWidened{ID: r.ID, Count: r.Count}
		}, func(m *evolvev1.IntWidened) older.IntWidened {
			return older.IntWidened{ID: m.ID, Count: m.Count}
		}),
		evolveOps(func(r *newer.IntWidened) evolvev2.IntWidened {
			return evolvev2.IntWidened{ID: r.ID, Count: r.Count}
		}, func(m *evolvev2.IntWidened) newer.IntWidened {
			return newer.IntWidened{ID: m.ID, Count: m.Count}
		}))
	evolve.Support("zebrapack",
		evolveOps(func(r *older.IntNarrowed) evolvev1.IntNarrowed {
			return evolvev1.IntNarrowed{ID: r.ID, Count: r.Count}
		}, func(m *evolvev1.IntNarrowed) older.IntNarrowed {
			return older.IntNarrowed{ID: m.ID, Count: m.Count}
		}),
		evolveOps(func(r *newer.IntNarrowed) evolvev2.IntNarrowed {
			return evolvev2.IntNarrowed{ID: r.ID, Count: r.Count}
		}, func(m *evolvev2.IntNarrowed) newer.IntNarrowed {
			return newer.IntNarrowed{ID: m.ID, Count: m.Count}
		}))
	evolve.Support("zebrapack",
		evolveOps(func(r *older.MadeOptional) evolvev1.MadeOptional {
			return evolvev1.MadeOptional{ID: r.ID, Age: r.Age}
		}, func(m *evolvev1.MadeOptional) older.MadeOptional {
			return older.MadeOptional{ID: m.ID, Age: m.Age}
		}),
		evolveOps(func(r *newer.MadeOptional) evolvev2.MadeOptional {
			return evolvev2.MadeOptional{ID: r.ID, Age: r.Age}
		}, func(m *evolvev2.MadeOptional) newer.MadeOptional {
			return newer.MadeOptional{ID: m.ID, Age: m.Age}
		}))
	evolve.Support("zebrapack",
		evolveOps(func(r *older.EnumValueAdded) evolvev1.EnumValueAdded {
			return evolvev1.EnumValueAdded{ID: r.ID, Kind: evolvev1.Kind(r.Kind)}
		}, func(m *evolvev1.EnumValueAdded) older.EnumValueAdded {
			return older.EnumValueAdded{ID: m.ID, Kind: older.Kind(m.Kind)}
		}),
		evolveOps(func(r *newer.EnumValueAdded) evolvev2.EnumValueAdded {
			return evolvev2.EnumValueAdded{ID: r.ID, Kind: evolvev2.Kind(r.Kind)}
		}, func(m *evolvev2.EnumValueAdded) newer.EnumValueAdded {
			return newer.EnumValueAdded{ID: m.ID, Kind: newer.Kind(m.Kind)}
		}))
	evolve.Support("zebrapack",
		evolveOps(func(r *older.NestedFieldAdded) evolvev1.NestedFieldAdded {
			return evolvev1.NestedFieldAdded{ID: r.ID, Address: evolvev1.Address{City: r.Address.City}}
		}, func(m *evolvev1.NestedFieldAdded) older.NestedFieldAdded {
			return older.NestedFieldAdded{ID: m.ID, Address: older.Address{City: m.Address.City}}
		}),
		evolveOps(func(r *newer.NestedFieldAdded) evolvev2.NestedFieldAdded {
			return evolvev2.NestedFieldAdded{ID: r.ID, Address: evolvev2.Address{City: r.Address.City, Zip: r.Address.Zip}}
		}, func(m *evolvev2.NestedFieldAdded) newer.NestedFieldAdded {
			return newer.NestedFieldAdded{ID: m.ID, Address: newer.Address{City: m.Address.City, Zip: m.Address.Zip}}
		}))
}

// evolveOps marshals a record of type T as the generated type C that to
// makes of it, through the default variant's calls, and reads one back
// through from.
func evolveOps[T, C any, P msg[C]](to func(*T) C, from func(*C) T) evolve.Ops[T] {
	ops := variants[C, P]()[serbench.Default]
	return evolve.Ops[T]{
		Marshal: func(r *T) ([]byte, error) {
			c := to(r)
			return ops.Marshal(&c)
		},
		Unmarshal: func(data []byte) (*T, error) {
			c, err := ops.Unmarshal(data)
			if err != nil {
				return nil, err
			}
			r := from(c)
			return &r, nil
		},
	}
}
