//go:build !binsize

package msgp

// serbench evolve's records, as msgp's users evolve a type: its Go
// declaration is the schema, one per version (packages oldertwin and
// newertwin, generated from evolve/older and evolve/newer). msgp writes a
// struct as a map keyed by field name, the msg tag naming a renamed
// field's key, and its generated readers skip the keys they do not know.

import (
	"github.com/serbench/serbench/codecs/msgp/newertwin"
	"github.com/serbench/serbench/codecs/msgp/oldertwin"
	"github.com/serbench/serbench/evolve"
	"github.com/serbench/serbench/evolve/newer"
	"github.com/serbench/serbench/evolve/older"
)

func init() {
	evolve.Support("msgp", evolveOps[older.FieldAdded, oldertwin.FieldAdded](), evolveOps[newer.FieldAdded, newertwin.FieldAdded]())
	evolve.Support("msgp", evolveOps[older.FieldRemoved, oldertwin.FieldRemoved](), evolveOps[newer.FieldRemoved, newertwin.FieldRemoved]())
	evolve.Support("msgp", evolveOps[older.FieldRenamed, oldertwin.FieldRenamed](), evolveOps[newer.FieldRenamed, newertwin.FieldRenamed]())
	evolve.Support("msgp", evolveOps[older.FieldsReordered, oldertwin.FieldsReordered](), evolveOps[newer.FieldsReordered, newertwin.FieldsReordered]())
	evolve.Support("msgp", evolveOps[older.IntWidened, oldertwin.IntWidened](), evolveOps[newer.IntWidened, newertwin.IntWidened]())
	evolve.Support("msgp", evolveOps[older.IntNarrowed, oldertwin.IntNarrowed](), evolveOps[newer.IntNarrowed, newertwin.IntNarrowed]())
	evolve.Support("msgp", evolveOps[older.MadeOptional, oldertwin.MadeOptional](), evolveOps[newer.MadeOptional, newertwin.MadeOptional]())
	evolve.Support("msgp", evolveOps[older.EnumValueAdded, oldertwin.EnumValueAdded](), evolveOps[newer.EnumValueAdded, newertwin.EnumValueAdded]())
	evolve.Support("msgp", evolveOps[older.NestedFieldAdded, oldertwin.NestedFieldAdded](), evolveOps[newer.NestedFieldAdded, newertwin.NestedFieldAdded]())
}

// evolveOps marshals a record of type T as its copy C, made and read back
// by evolve.Copier, with the methods msgp generates for C.
func evolveOps[T, C any, P msg[C]]() evolve.Ops[T] {
	to, from := evolve.Copier[C, T](), evolve.Copier[T, C]()
	return evolve.Ops[T]{
		Marshal: func(r *T) ([]byte, error) { return P(to(r)).MarshalMsg(nil) },
		Unmarshal: func(data []byte) (*T, error) {
			c := new(C)
			if _, err := P(c).UnmarshalMsg(data); err != nil {
				return nil, err
			}
			return from(c), nil
		},
	}
}
