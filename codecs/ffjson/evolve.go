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
	"github.com/serbench/serbench/evolve/newer"
	"github.com/serbench/serbench/evolve/older"
)

func init() {
	evolve.Support("ffjson", evolveOps[older.FieldAdded, oldertwin.FieldAdded](), evolveOps[newer.FieldAdded, newertwin.FieldAdded]())
	evolve.Support("ffjson", evolveOps[older.FieldRemoved, oldertwin.FieldRemoved](), evolveOps[newer.FieldRemoved, newertwin.FieldRemoved]())
	evolve.Support("ffjson", evolveOps[older.FieldRenamed, oldertwin.FieldRenamed](), evolveOps[newer.FieldRenamed, newertwin.FieldRenamed]())
	evolve.Support("ffjson", evolveOps[older.FieldsReordered, oldertwin.FieldsReordered](), evolveOps[newer.FieldsReordered, newertwin.FieldsReordered]())
	evolve.Support("ffjson", evolveOps[older.IntWidened, oldertwin.IntWidened](), evolveOps[newer.IntWidened, newertwin.IntWidened]())
	evolve.Support("ffjson", evolveOps[older.IntNarrowed, oldertwin.IntNarrowed](), evolveOps[newer.IntNarrowed, newertwin.IntNarrowed]())
	evolve.Support("ffjson", evolveOps[older.MadeOptional, oldertwin.MadeOptional](), evolveOps[newer.MadeOptional, newertwin.MadeOptional]())
	evolve.Support("ffjson", evolveOps[older.EnumValueAdded, oldertwin.EnumValueAdded](), evolveOps[newer.EnumValueAdded, newertwin.EnumValueAdded]())
	evolve.Support("ffjson", evolveOps[older.NestedFieldAdded, oldertwin.NestedFieldAdded](), evolveOps[newer.NestedFieldAdded, newertwin.NestedFieldAdded]())
}

// generated is what ffjson writes for a struct C, on *C: the methods
// ffjson.Marshal and ffjson.Unmarshal look for before they fall back to
// encoding/json, which the constraint rules out.
type generated[C any] interface {
	*C
	MarshalJSONBuf(fflib.EncodingBuffer) error
	UnmarshalJSONFFLexer(*fflib.FFLexer, fflib.FFParseState) error
}

// evolveOps marshals a record of type T as its copy C, made and read back
// by evolve.Copier, with ffjson.Marshal and ffjson.Unmarshal, as the default
// variant does.
func evolveOps[T, C any, P generated[C]]() evolve.Ops[T] {
	to, from := evolve.Copier[C, T](), evolve.Copier[T, C]()
	return evolve.Ops[T]{
		Marshal: func(r *T) ([]byte, error) { return ffjson.Marshal(P(to(r))) },
		Unmarshal: func(data []byte) (*T, error) {
			c := new(C)
			if err := ffjson.Unmarshal(data, P(c)); err != nil {
				return nil, err
			}
			return from(c), nil
		},
	}
}
