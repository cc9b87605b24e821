//go:build !binsize

package ffjson

// serbench evolve's records, as ffjson's users evolve a type: its Go
// declaration is the schema, one per version (packages oldertwin and
// newertwin, generated from evolve/older and evolve/newer). ffjson writes
// a struct as a JSON object keyed by field name, the json tag naming a
// renamed field's key, and its generated readers skip the keys they do
// not know.

import (
	"github.com/pquerna/ffjson/ffjson"
	fflib "github.com/pquerna/ffjson/fflib/v1"

	"github.com/serbench/serbench/codecs/ffjson/newertwin"
	"github.com/serbench/serbench/codecs/ffjson/oldertwin"
	"github.com/serbench/serbench/evolve"
)

func init() {
	evolve.Support("ffjson", evolveOps(oldertwin.ToOlderFieldAdded, oldertwin.FromOlderFieldAdded),
		evolveOps(newertwin.ToNewerFieldAdded, newertwin.FromNewerFieldAdded))
	evolve.Support("ffjson", evolveOps(oldertwin.ToOlderFieldRemoved, oldertwin.FromOlderFieldRemoved),
		evolveOps(newertwin.ToNewerFieldRemoved, newertwin.FromNewerFieldRemoved))
	evolve.Support("ffjson", evolveOps(oldertwin.ToOlderFieldRenamed, oldertwin.FromOlderFieldRenamed),
		evolveOps(newertwin.ToNewerFieldRenamed, newertwin.FromNewerFieldRenamed))
	evolve.Support("ffjson", evolveOps(oldertwin.ToOlderFieldsReordered, oldertwin.FromOlderFieldsReordered),
		evolveOps(newertwin.ToNewerFieldsReordered, newertwin.FromNewerFieldsReordered))
	evolve.Support("ffjson", evolveOps(oldertwin.ToOlderIntWidened, oldertwin.FromOlderIntWidened),
		evolveOps(newertwin.ToNewerIntWidened, newertwin.FromNewerIntWidened))
	evolve.Support("ffjson", evolveOps(oldertwin.ToOlderIntNarrowed, oldertwin.FromOlderIntNarrowed),
		evolveOps(newertwin.ToNewerIntNarrowed, newertwin.FromNewerIntNarrowed))
	evolve.Support("ffjson", evolveOps(oldertwin.ToOlderMadeOptional, oldertwin.FromOlderMadeOptional),
		evolveOps(newertwin.ToNewerMadeOptional, newertwin.FromNewerMadeOptional))
	evolve.Support("ffjson", evolveOps(oldertwin.ToOlderEnumValueAdded, oldertwin.FromOlderEnumValueAdded),
		evolveOps(newertwin.ToNewerEnumValueAdded, newertwin.FromNewerEnumValueAdded))
	evolve.Support("ffjson", evolveOps(oldertwin.ToOlderNestedFieldAdded, oldertwin.FromOlderNestedFieldAdded),
		evolveOps(newertwin.ToNewerNestedFieldAdded, newertwin.FromNewerNestedFieldAdded))
}

// generated is what ffjson writes for a struct C, on *C: the methods
// ffjson.Marshal and ffjson.Unmarshal look for before they fall back to
// encoding/json, which the constraint rules out.
type generated[C any] interface {
	*C
	MarshalJSONBuf(fflib.EncodingBuffer) error
	UnmarshalJSONFFLexer(*fflib.FFLexer, fflib.FFParseState) error
}

// evolveOps marshals a record of type T as its copy C, which to makes of
// it, with ffjson.Marshal, and reads one back with ffjson.Unmarshal
// through from, as the default variant does.
func evolveOps[T, C any, P generated[C]](to func(*T) C, from func(*C) T) evolve.Ops[T] {
	return evolve.Ops[T]{
		Marshal: func(r *T) ([]byte, error) {
			c := to(r)
			return ffjson.Marshal(P(&c))
		},
		Unmarshal: func(data []byte) (*T, error) {
			var c C
			if err := ffjson.Unmarshal(data, P(&c)); err != nil {
				return nil, err
			}
			r := from(&c)
			return &r, nil
		},
	}
}
