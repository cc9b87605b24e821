// Package ffjson registers github.com/pquerna/ffjson, which generates
// MarshalJSON/MarshalJSONBuf and UnmarshalJSON/UnmarshalJSONFFLexer methods
// for the struct types of a Go file; the codec calls ffjson.Marshal and
// ffjson.Unmarshal, the entry points its README recommends.
//
// ffjson only generates code for structs declared in the file it reads and
// falls back to encoding/json for others, so types.go declares native copies
// of the datasets' types. Where a copy has its dataset type's exact fields
// (A, ColorGroup, Envelope) a pointer conversion stands in; Hero, User and
// MessageData convert field by field (the convert op). Times go through
// time.Time's own MarshalJSON and UnmarshalJSON (RFC 3339).
package ffjson

//go:generate go run ../../internal/gentwin -package ffjson -named import -keep json -o types.go ../../datasets/small/small.go ../../datasets/colorgroup/colorgroup.go ../../datasets/hero/hero.go ../../datasets/cart/cart.go:User,CartItem,Item ../../datasets/farcaster/farcaster.go:MessageData,CastAddBody,CastID,Envelope
//go:generate go tool ffjson -force-regenerate types.go
//go:generate go run ../../internal/gentwin -package ffjson -o logsmesh.go ../../datasets/logs/logs.go:Logs,Log,Address ../../datasets/mesh/mesh.go:Mesh,Triangle,Vector3
//go:generate go tool ffjson -force-regenerate logsmesh.go

import (
	"github.com/pquerna/ffjson/ffjson"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/internal/twin"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "ffjson",
		Package:       "github.com/pquerna/ffjson/ffjson",
		Format:        "JSON",
		Wire:          "JSON",
		Kind:          serbench.KindCodegen,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "go tool ffjson on native copies of the dataset types (pointer conversion where the fields are " +
			"identical, else converted); ffjson.Marshal and ffjson.Unmarshal (the README's further step, handing each output back with ffjson.Pool, is the reuse variant); times RFC 3339 via time.Time's methods; " +
			"cart's map of structs is encoded through encoding/json, ffjson's documented fallback; " +
			"farcaster: MessageData marshalled to JSON, then the envelope holding it as base64; " +
			"dynamic: ffjson.Marshal and Unmarshal fall back to encoding/json for a map[string]interface{}, so these are encoding/json's figures (every number a float64)",
	})
	castA := func(v *small.A) *A { return (*A)(v) }
	serbench.Support("ffjson", small.Dataset, serbench.Impl[small.A, small.A]{Variants: variants(castA)})
	serbench.Support("ffjson", edge.Dataset, serbench.Impl[small.A, small.A]{Variants: variants(castA)})
	serbench.Support("ffjson", colorgroup.Dataset, serbench.Impl[colorgroup.ColorGroup, colorgroup.ColorGroup]{
		Variants: variants(func(v *colorgroup.ColorGroup) *ColorGroup { return (*ColorGroup)(v) }),
	})
	serbench.Support("ffjson", hero.Dataset, twin.Impl[hero.Hero, Hero](variants(same[Hero])))
	serbench.Support("ffjson", cart.Dataset, twin.Impl[cart.User, User](variants(same[User])))
	supportFarcaster()
}

func same[N any](v *N) *N { return v }

// variants calls ffjson on as(v), the generated type a record is or
// converts to by pointer.
func variants[T, N any](as func(*T) *N) map[serbench.Variant]serbench.Ops[T] {
	var last []byte
	return map[serbench.Variant]serbench.Ops[T]{
		serbench.Default: {
			Marshal: func(v *T) ([]byte, error) { return ffjson.Marshal(as(v)) },
			Unmarshal: func(data []byte) (*T, error) {
				v := new(T)
				return v, ffjson.Unmarshal(data, as(v))
			},
		},
		serbench.Reuse: {
			Marshal: func(v *T) ([]byte, error) {
				ffjson.Pool(last)
				b, err := ffjson.Marshal(as(v))
				last = b
				return b, err
			},
			Note: "each output handed back with ffjson.Pool before the next Marshal, as its README advises",
		},
	}
}

// supportFarcaster encodes a message in two levels, as Farcaster signs the
// data apart from the envelope: MessageData to JSON, then the envelope
// holding those bytes (base64, as for any []byte).
func supportFarcaster() {
	marshal := func(v *Message) ([]byte, error) {
		data, err := ffjson.Marshal(&v.Data)
		if err != nil {
			return nil, err
		}
		e := v.envelope(data)
		return ffjson.Marshal(&e)
	}
	var last []byte
	serbench.Support("ffjson", farcaster.Dataset, twin.Impl[farcaster.Message, Message](
		map[serbench.Variant]serbench.Ops[Message]{
			serbench.Default: {
				Marshal: marshal,
				Unmarshal: func(b []byte) (*Message, error) {
					var e Envelope
					if err := ffjson.Unmarshal(b, &e); err != nil {
						return nil, err
					}
					v := new(Message)
					v.open(&e)
					return v, ffjson.Unmarshal(e.Data, &v.Data)
				},
			},
			serbench.Reuse: {
				Marshal: func(v *Message) ([]byte, error) {
					ffjson.Pool(last)
					data, err := ffjson.Marshal(&v.Data)
					if err != nil {
						return nil, err
					}
					e := v.envelope(data)
					last, err = ffjson.Marshal(&e)
					ffjson.Pool(data)
					return last, err
				},
				Note: "the data and each output handed back with ffjson.Pool once done, as its README advises",
			},
		},
	))
}
