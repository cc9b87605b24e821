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
)

func init() {
	evolve.Support("easyjson", evolveOps(oldertwin.ToOlderFieldAdded, oldertwin.FromOlderFieldAdded),
		evolveOps(newertwin.ToNewerFieldAdded, newertwin.FromNewerFieldAdded))
	evolve.Support("easyjson", evolveOps(oldertwin.ToOlderFieldRemoved, oldertwin.FromOlderFieldRemoved),
		evolveOps(newertwin.ToNewerFieldRemoved, newertwin.FromNewerFieldRemoved))
	evolve.Support("easyjson", evolveOps(oldertwin.ToOlderFieldRenamed, oldertwin.FromOlderFieldRenamed),
		evolveOps(newertwin.ToNewerFieldRenamed, newertwin.FromNewerFieldRenamed))
	evolve.Support("easyjson", evolveOps(oldertwin.ToOlderFieldsReordered, oldertwin.FromOlderFieldsReordered),
		evolveOps(newertwin.ToNewerFieldsReordered, newertwin.FromNewerFieldsReordered))
	evolve.Support("easyjson", evolveOps(oldertwin.ToOlderIntWidened, oldertwin.FromOlderIntWidened),
		evolveOps(newertwin.ToNewerIntWidened, newertwin.FromNewerIntWidened))
	evolve.Support("easyjson", evolveOps(oldertwin.ToOlderIntNarrowed, oldertwin.FromOlderIntNarrowed),
		evolveOps(newertwin.ToNewerIntNarrowed, newertwin.FromNewerIntNarrowed))
	evolve.Support("easyjson", evolveOps(oldertwin.ToOlderMadeOptional, oldertwin.FromOlderMadeOptional),
		evolveOps(newertwin.ToNewerMadeOptional, newertwin.FromNewerMadeOptional))
	evolve.Support("easyjson", evolveOps(oldertwin.ToOlderEnumValueAdded, oldertwin.FromOlderEnumValueAdded),
		evolveOps(newertwin.ToNewerEnumValueAdded, newertwin.FromNewerEnumValueAdded))
	evolve.Support("easyjson", evolveOps(oldertwin.ToOlderNestedFieldAdded, oldertwin.FromOlderNestedFieldAdded),
		evolveOps(newertwin.ToNewerNestedFieldAdded, newertwin.FromNewerNestedFieldAdded))
}

// evolveOps marshals a record of type T as its copy C, which to makes of
// it, with easyjson.Marshal, and reads one back with easyjson.Unmarshal
// through from, as the default variant does.
func evolveOps[T, C any, P codec[C]](to func(*T) C, from func(*C) T) evolve.Ops[T] {
	return evolve.Ops[T]{
		Marshal: func(r *T) ([]byte, error) {
			c := to(r)
			return easyjson.Marshal(P(&c))
		},
		Unmarshal: func(data []byte) (*T, error) {
			var c C
			if err := easyjson.Unmarshal(data, P(&c)); err != nil {
				return nil, err
			}
			r := from(&c)
			return &r, nil
		},
	}
}
