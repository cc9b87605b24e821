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
	evolve.Support("zebrapack", evolveOps[older.FieldAdded, evolvev1.FieldAdded](), evolveOps[newer.FieldAdded, evolvev2.FieldAdded]())
	evolve.Support("zebrapack", evolveOps[older.FieldRemoved, evolvev1.FieldRemoved](), evolveOps[newer.FieldRemoved, evolvev2.FieldRemoved]())
	evolve.Support("zebrapack", evolveOps[older.FieldRenamed, evolvev1.FieldRenamed](), evolveOps[newer.FieldRenamed, evolvev2.FieldRenamed]())
	evolve.Support("zebrapack", evolveOps[older.FieldsReordered, evolvev1.FieldsReordered](), evolveOps[newer.FieldsReordered, evolvev2.FieldsReordered]())
	evolve.Support("zebrapack", evolveOps[older.IntWidened, evolvev1.IntWidened](), evolveOps[newer.IntWidened, evolvev2.IntWidened]())
	evolve.Support("zebrapack", evolveOps[older.IntNarrowed, evolvev1.IntNarrowed](), evolveOps[newer.IntNarrowed, evolvev2.IntNarrowed]())
	evolve.Support("zebrapack", evolveOps[older.MadeOptional, evolvev1.MadeOptional](), evolveOps[newer.MadeOptional, evolvev2.MadeOptional]())
	evolve.Support("zebrapack", evolveOps[older.EnumValueAdded, evolvev1.EnumValueAdded](), evolveOps[newer.EnumValueAdded, evolvev2.EnumValueAdded]())
	evolve.Support("zebrapack", evolveOps[older.NestedFieldAdded, evolvev1.NestedFieldAdded](), evolveOps[newer.NestedFieldAdded, evolvev2.NestedFieldAdded]())
}

// evolveOps marshals a record of type T as its copy in the generated type
// C, made and read back by evolve.Copier, with the default variant's ops.
func evolveOps[T, C any, P msg[C]]() evolve.Ops[T] {
	to, from := evolve.Copier[C, T](), evolve.Copier[T, C]()
	ops := variants[C, P]()[serbench.Default]
	return evolve.Ops[T]{
		Marshal: func(r *T) ([]byte, error) { return ops.Marshal(to(r)) },
		Unmarshal: func(data []byte) (*T, error) {
			c, err := ops.Unmarshal(data)
			if err != nil {
				return nil, err
			}
			return from(c), nil
		},
	}
}
