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
)

func init() {
	evolve.Support("msgp", evolveOps(oldertwin.ToOlderFieldAdded, oldertwin.FromOlderFieldAdded),
		evolveOps(newertwin.ToNewerFieldAdded, newertwin.FromNewerFieldAdded))
	evolve.Support("msgp", evolveOps(oldertwin.ToOlderFieldRemoved, oldertwin.FromOlderFieldRemoved),
		evolveOps(newertwin.ToNewerFieldRemoved, newertwin.FromNewerFieldRemoved))
	evolve.Support("msgp", evolveOps(oldertwin.ToOlderFieldRenamed, oldertwin.FromOlderFieldRenamed),
		evolveOps(newertwin.ToNewerFieldRenamed, newertwin.FromNewerFieldRenamed))
	evolve.Support("msgp", evolveOps(oldertwin.ToOlderFieldsReordered, oldertwin.FromOlderFieldsReordered),
		evolveOps(newertwin.ToNewerFieldsReordered, newertwin.FromNewerFieldsReordered))
	evolve.Support("msgp", evolveOps(oldertwin.ToOlderIntWidened, oldertwin.FromOlderIntWidened),
		evolveOps(newertwin.ToNewerIntWidened, newertwin.FromNewerIntWidened))
	evolve.Support("msgp", evolveOps(oldertwin.ToOlderIntNarrowed, oldertwin.FromOlderIntNarrowed),
		evolveOps(newertwin.ToNewerIntNarrowed, newertwin.FromNewerIntNarrowed))
	evolve.Support("msgp", evolveOps(oldertwin.ToOlderMadeOptional, oldertwin.FromOlderMadeOptional),
		evolveOps(newertwin.ToNewerMadeOptional, newertwin.FromNewerMadeOptional))
	evolve.Support("msgp", evolveOps(oldertwin.ToOlderEnumValueAdded, oldertwin.FromOlderEnumValueAdded),
		evolveOps(newertwin.ToNewerEnumValueAdded, newertwin.FromNewerEnumValueAdded))
	evolve.Support("msgp", evolveOps(oldertwin.ToOlderNestedFieldAdded, oldertwin.FromOlderNestedFieldAdded),
		evolveOps(newertwin.ToNewerNestedFieldAdded, newertwin.FromNewerNestedFieldAdded))
}

// evolveOps marshals a record of type T as its copy C, which to makes of
// it, and reads one back through from.
func evolveOps[T, C any, P msg[C]](to func(*T) C, from func(*C) T) evolve.Ops[T] {
	return evolve.Ops[T]{
		Marshal: func(r *T) ([]byte, error) {
			c := to(r)
			return P(&c).MarshalMsg(nil)
		},
		Unmarshal: func(data []byte) (*T, error) {
			var c C
			if _, err := P(&c).UnmarshalMsg(data); err != nil {
				return nil, err
			}
			r := from(&c)
			return &r, nil
		},
	}
}
