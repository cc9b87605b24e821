//go:build !binsize

package easyjson

// serbench evolve's records, as easyjson's users evolve a type: its Go
// declaration is the schema, one per version (packages oldertwin and
// newertwin, generated from evolve/older and evolve/newer). easyjson
// writes a struct as a JSON object keyed by field name, the json tag
// naming a renamed field's key, and its generated readers skip the keys
// they do not know.

import (
	"github.com/mailru/easyjson"

	"github.com/serbench/serbench/codecs/easyjson/newertwin"
	"github.com/serbench/serbench/codecs/easyjson/oldertwin"
	"github.com/serbench/serbench/evolve"
	"github.com/serbench/serbench/evolve/newer"
	"github.com/serbench/serbench/evolve/older"
)

func init() {
	evolve.Support("easyjson", evolveOps[older.FieldAdded, oldertwin.FieldAdded](), evolveOps[newer.FieldAdded, newertwin.FieldAdded]())
	evolve.Support("easyjson", evolveOps[older.FieldRemoved, oldertwin.FieldRemoved](), evolveOps[newer.FieldRemoved, newertwin.FieldRemoved]())
	evolve.Support("easyjson", evolveOps[older.FieldRenamed, oldertwin.FieldRenamed](), evolveOps[newer.FieldRenamed, newertwin.FieldRenamed]())
	evolve.Support("easyjson", evolveOps[older.FieldsReordered, oldertwin.FieldsReordered](), evolveOps[newer.FieldsReordered, newertwin.FieldsReordered]())
	evolve.Support("easyjson", evolveOps[older.IntWidened, oldertwin.IntWidened](), evolveOps[newer.IntWidened, newertwin.IntWidened]())
	evolve.Support("easyjson", evolveOps[older.IntNarrowed, oldertwin.IntNarrowed](), evolveOps[newer.IntNarrowed, newertwin.IntNarrowed]())
	evolve.Support("easyjson", evolveOps[older.MadeOptional, oldertwin.MadeOptional](), evolveOps[newer.MadeOptional, newertwin.MadeOptional]())
	evolve.Support("easyjson", evolveOps[older.EnumValueAdded, oldertwin.EnumValueAdded](), evolveOps[newer.EnumValueAdded, newertwin.EnumValueAdded]())
	evolve.Support("easyjson", evolveOps[older.NestedFieldAdded, oldertwin.NestedFieldAdded](), evolveOps[newer.NestedFieldAdded, newertwin.NestedFieldAdded]())
}

// evolveOps marshals a record of type T as its copy C, made and read back
// by evolve.Copier, with easyjson.Marshal and easyjson.Unmarshal, as the default
// variant does.
func evolveOps[T, C any, P codec[C]]() evolve.Ops[T] {
	to, from := evolve.Copier[C, T](), evolve.Copier[T, C]()
	return evolve.Ops[T]{
		Marshal: func(r *T) ([]byte, error) { return easyjson.Marshal(P(to(r))) },
		Unmarshal: func(data []byte) (*T, error) {
			c := new(C)
			if err := easyjson.Unmarshal(data, P(c)); err != nil {
				return nil, err
			}
			return from(c), nil
		},
	}
}
