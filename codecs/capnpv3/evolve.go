//go:build !binsize

package capnpv3

// serbench evolve's records in Cap'n Proto: evolvecp/v1/evolve.capnp is
// the old version of each change's record, evolvecp/v2/evolve.capnp the
// new one, generated into packages evolvev1 and evolvev2 as the datasets'
// schemas are, so that the benchmarks do not link them (binsize builds
// with the tag binsize). A field's place in the message is its ordinal's,
// which a rename or a reorder keeps; a field is never removed; a union
// with Void stands for the optional age. Each record is built and read
// through the generated accessors, in a new single-segment message, with
// Message.Marshal and capnp.Unmarshal, as the default variant does.

//go:generate sh -c "capnp compile -o\"$(go tool -n capnpc-go)\":. -I\"$(go list -m -f {{.Dir}} capnproto.org/go/capnp/v3)/std\" evolvecp/v1/evolve.capnp evolvecp/v2/evolve.capnp"

import (
	"capnproto.org/go/capnp/v3"

	evolvev1 "github.com/serbench/serbench/codecs/capnpv3/evolvecp/v1"
	evolvev2 "github.com/serbench/serbench/codecs/capnpv3/evolvecp/v2"
	"github.com/serbench/serbench/evolve"
	"github.com/serbench/serbench/evolve/newer"
	"github.com/serbench/serbench/evolve/older"
)

func init() {
	evolve.Support(name,
		evolveOps(func(_ *encoding, seg *capnp.Segment, v *older.FieldAdded) {
			m := try(evolvev1.NewRootFieldAdded(seg))
			m.SetId(v.ID)
			check(m.SetName(v.Name))
		}, func(_ *encoding, msg *capnp.Message, v *older.FieldAdded) {
			m := try(evolvev1.ReadRootFieldAdded(msg))
			*v = older.FieldAdded{ID: m.Id(), Name: try(m.Name())}
		}),
		evolveOps(func(_ *encoding, seg *capnp.Segment, v *newer.FieldAdded) {
			m := try(evolvev2.NewRootFieldAdded(seg))
			m.SetId(v.ID)
			check(m.SetName(v.Name))
			check(m.SetEmail(v.Email))
		}, func(_ *encoding, msg *capnp.Message, v *newer.FieldAdded) {
			m := try(evolvev2.ReadRootFieldAdded(msg))
			*v = newer.FieldAdded{ID: m.Id(), Name: try(m.Name()), Email: try(m.Email())}
		}))
	// The new version neither sets nor reads obsoleteNote.
	evolve.Support(name,
		evolveOps(func(_ *encoding, seg *capnp.Segment, v *older.FieldRemoved) {
			m := try(evolvev1.NewRootFieldRemoved(seg))
			m.SetId(v.ID)
			check(m.SetNote(v.Note))
			m.SetScore(v.Score)
		}, func(_ *encoding, msg *capnp.Message, v *older.FieldRemoved) {
			m := try(evolvev1.ReadRootFieldRemoved(msg))
			*v = older.FieldRemoved{ID: m.Id(), Note: try(m.Note()), Score: m.Score()}
		}),
		evolveOps(func(_ *encoding, seg *capnp.Segment, v *newer.FieldRemoved) {
			m := try(evolvev2.NewRootFieldRemoved(seg))
			m.SetId(v.ID)
			m.SetScore(v.Score)
		}, func(_ *encoding, msg *capnp.Message, v *newer.FieldRemoved) {
			m := try(evolvev2.ReadRootFieldRemoved(msg))
			*v = newer.FieldRemoved{ID: m.Id(), Score: m.Score()}
		}))
	evolve.Support(name,
		evolveOps(func(_ *encoding, seg *capnp.Segment, v *older.FieldRenamed) {
			m := try(evolvev1.NewRootFieldRenamed(seg))
			m.SetId(v.ID)
			check(m.SetName(v.Name))
		}, func(_ *encoding, msg *capnp.Message, v *older.FieldRenamed) {
			m := try(evolvev1.ReadRootFieldRenamed(msg))
			*v = older.FieldRenamed{ID: m.Id(), Name: try(m.Name())}
		}),
		evolveOps(func(_ *encoding, seg *capnp.Segment, v *newer.FieldRenamed) {
			m := try(evolvev2.NewRootFieldRenamed(seg))
			m.SetId(v.ID)
			check(m.SetFullName(v.FullName))
		}, func(_ *encoding, msg *capnp.Message, v *newer.FieldRenamed) {
			m := try(evolvev2.ReadRootFieldRenamed(msg))
			*v = newer.FieldRenamed{ID: m.Id(), FullName: try(m.FullName())}
		}))
	evolve.Support(name,
		evolveOps(func(_ *encoding, seg *capnp.Segment, v *older.FieldsReordered) {
			m := try(evolvev1.NewRootFieldsReordered(seg))
			m.SetId(v.ID)
			check(m.SetName(v.Name))
			m.SetScore(v.Score)
		}, func(_ *encoding, msg *capnp.Message, v *older.FieldsReordered) {
			m := try(evolvev1.ReadRootFieldsReordered(msg))
			*v = older.FieldsReordered{ID: m.Id(), Name: try(m.Name()), Score: m.Score()}
		}),
		evolveOps(func(_ *encoding, seg *capnp.Segment, v *newer.FieldsReordered) {
			m := try(evolvev2.NewRootFieldsReordered(seg))
			m.SetScore(v.Score)
			m.SetId(v.ID)
			check(m.SetName(v.Name))
		}, func(_ *encoding, msg *capnp.Message, v *newer.FieldsReordered) {
			m := try(evolvev2.ReadRootFieldsReordered(msg))
			*v = newer.FieldsReordered{Score: m.Score(), ID: m.Id(), Name: try(m.Name())}
		}))
	// The width changes are type changes, which the rules forbid; the two
	// schemas compile apart, each laying count out for its own width, as
	// v2/evolve.capnp's comments say.
	evolve.Support(name,
		evolveOps(func(_ *encoding, seg *capnp.Segment, v *older.IntWidened) {
			m := try(evolvev1.NewRootIntWidened(seg))
			m.SetId(v.ID)
			m.SetCount(v.Count)
		}, func(_ *encoding, msg *capnp.Message, v *older.IntWidened) {
			m := try(evolvev1.ReadRootIntWidened(msg))
			*v = older.IntWidened{ID: m.Id(), Count: m.Count()}
		}),
		evolveOps(func(_ *encoding, seg *capnp.Segment, v *newer.IntWidened) {
			m := try(evolvev2.NewRootIntWidened(seg))
			m.SetId(v.ID)
			m.SetCount(v.Count)
		}, func(_ *encoding, msg *capnp.Message, v *newer.IntWidened) {
			m := try(evolvev2.ReadRootIntWidened(msg))
			*v = newer.IntWidened{ID: m.Id(), Count: m.Count()}
		}))
	evolve.Support(name,
		evolveOps(func(_ *encoding, seg *capnp.Segment, v *older.IntNarrowed) {
			m := try(evolvev1.NewRootIntNarrowed(seg))
			m.SetId(v.ID)
			m.SetCount(v.Count)
		}, func(_ *encoding, msg *capnp.Message, v *older.IntNarrowed) {
			m := try(evolvev1.ReadRootIntNarrowed(msg))
			*v = older.IntNarrowed{ID: m.Id(), Count: m.Count()}
		}),
		evolveOps(func(_ *encoding, seg *capnp.Segment, v *newer.IntNarrowed) {
			m := try(evolvev2.NewRootIntNarrowed(seg))
			m.SetId(v.ID)
			m.SetCount(v.Count)
		}, func(_ *encoding, msg *capnp.Message, v *newer.IntNarrowed) {
			m := try(evolvev2.ReadRootIntNarrowed(msg))
			*v = newer.IntNarrowed{ID: m.Id(), Count: m.Count()}
		}))
	// The new age is a union: some holds the value, none its absence.
	evolve.Support(name,
		evolveOps(func(_ *encoding, seg *capnp.Segment, v *older.MadeOptional) {
			m := try(evolvev1.NewRootMadeOptional(seg))
			m.SetId(v.ID)
			m.SetAge(v.Age)
		}, func(_ *encoding, msg *capnp.Message, v *older.MadeOptional) {
			m := try(evolvev1.ReadRootMadeOptional(msg))
			*v = older.MadeOptional{ID: m.Id(), Age: m.Age()}
		}),
		evolveOps(func(_ *encoding, seg *capnp.Segment, v *newer.MadeOptional) {
			m := try(evolvev2.NewRootMadeOptional(seg))
			m.SetId(v.ID)
			if v.Age != nil {
				m.Age().SetSome(*v.Age)
			} else {
				m.Age().SetNone()
			}
		}, func(_ *encoding, msg *capnp.Message, v *newer.MadeOptional) {
			m := try(evolvev2.ReadRootMadeOptional(msg))
			*v = newer.MadeOptional{ID: m.Id()}
			if m.Age().Which() == evolvev2.MadeOptional_age_Which_some {
				age := m.Age().Some()
				v.Age = &age
			}
		}))
	// An enum is a UInt16 on the wire, and its generated Go type keeps
	// any value.
	evolve.Support(name,
		evolveOps(func(_ *encoding, seg *capnp.Segment, v *older.EnumValueAdded) {
			m := try(evolvev1.NewRootEnumValueAdded(seg))
			m.SetId(v.ID)
			m.SetKind(evolvev1.Kind(v.Kind))
		}, func(_ *encoding, msg *capnp.Message, v *older.EnumValueAdded) {
			m := try(evolvev1.ReadRootEnumValueAdded(msg))
			*v = older.EnumValueAdded{ID: m.Id(), Kind: older.Kind(m.Kind())}
		}),
		evolveOps(func(_ *encoding, seg *capnp.Segment, v *newer.EnumValueAdded) {
			m := try(evolvev2.NewRootEnumValueAdded(seg))
			m.SetId(v.ID)
			m.SetKind(evolvev2.Kind(v.Kind))
		}, func(_ *encoding, msg *capnp.Message, v *newer.EnumValueAdded) {
			m := try(evolvev2.ReadRootEnumValueAdded(msg))
			*v = newer.EnumValueAdded{ID: m.Id(), Kind: newer.Kind(m.Kind())}
		}))
	evolve.Support(name,
		evolveOps(func(_ *encoding, seg *capnp.Segment, v *older.NestedFieldAdded) {
			m := try(evolvev1.NewRootNestedFieldAdded(seg))
			m.SetId(v.ID)
			check(try(m.NewAddress()).SetCity(v.Address.City))
		}, func(_ *encoding, msg *capnp.Message, v *older.NestedFieldAdded) {
			m := try(evolvev1.ReadRootNestedFieldAdded(msg))
			a := try(m.Address())
			*v = older.NestedFieldAdded{ID: m.Id(), Address: older.Address{City: try(a.City())}}
		}),
		evolveOps(func(_ *encoding, seg *capnp.Segment, v *newer.NestedFieldAdded) {
			m := try(evolvev2.NewRootNestedFieldAdded(seg))
			m.SetId(v.ID)
			a := try(m.NewAddress())
			check(a.SetCity(v.Address.City))
			check(a.SetZip(v.Address.Zip))
		}, func(_ *encoding, msg *capnp.Message, v *newer.NestedFieldAdded) {
			m := try(evolvev2.ReadRootNestedFieldAdded(msg))
			a := try(m.Address())
			*v = newer.NestedFieldAdded{ID: m.Id(), Address: newer.Address{City: try(a.City()), Zip: try(a.Zip())}}
		}))
}

// evolveOps are the default variant's marshal and unmarshal of T, whose
// message build makes and read reads.
func evolveOps[T any](build builder[T], read reader[T]) evolve.Ops[T] {
	return evolve.Ops[T]{
		Marshal: func(v *T) ([]byte, error) { return encode(plain, build, v) },
		Unmarshal: func(data []byte) (*T, error) {
			v := new(T)
			if err := decode(plain, read, data, v); err != nil {
				return nil, err
			}
			return v, nil
		},
	}
}
