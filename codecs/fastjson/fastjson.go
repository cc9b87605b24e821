// Package fastjson registers github.com/valyala/fastjson, a schemaless JSON
// parser with an Arena for building values. There is no struct mapping: the
// encoder builds each record's values by hand with the Arena (NewObject, Set,
// MarshalTo) and the decoder walks the parsed values (Object.Visit, Value.Int,
// Float64, StringBytes) into the dataset's Go type.
//
// The JSON is laid out as encoding/json lays it out for the same types, byte
// for byte: field names, RFC 3339 times with nanoseconds, base64 bytes, null
// for nil slices and pointers, map keys sorted, numbers formatted alike.
package fastjson

import (
	"bytes"
	"sync"

	"github.com/valyala/fastjson"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "fastjson",
		Package:       "github.com/valyala/fastjson",
		Format:        "JSON",
		Wire:          "JSON",
		Kind:          serbench.KindManual,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "hand-written: values built with an Arena and read from a Parser, both pooled as the README advises (fastjson.ParseBytes, a new Parser per call, is what seed 000 times); " +
			"encoding/json's layout, byte for byte (RFC 3339 nano times, base64 bytes, sorted map keys); " +
			"numbers read with Value.Int/Float64 (fastjson's own parsers); decoded strings copied; " +
			"dynamic: the parsed tree walked into map[string]any, integers as int64 (uint64 beyond), other numbers float64",
	})
	support(small.Dataset, buildA, parsed(readA))
	support(edge.Dataset, buildA, parsed(readA))
	support(colorgroup.Dataset, buildColorGroup, parsed(readColorGroup))
	support(hero.Dataset, buildHero, parsed(readHero))
	support(cart.Dataset, buildUser, parsed(readUser))
	support(farcaster.Dataset, buildMessage, readMessage)
}

// A builder makes a record's root value in e's Arena.
type builder[T any] func(e *encoder, v *T) *fastjson.Value

// A reader parses data with p into *v, which it finds zeroed.
type reader[T any] func(p *fastjson.Parser, data []byte, v *T) error

// parsed makes a reader of a function that reads a parsed root value.
func parsed[T any](read func(root *fastjson.Value, v *T) error) reader[T] {
	return func(p *fastjson.Parser, data []byte, v *T) error {
		root, err := p.ParseBytes(data)
		if err != nil {
			return err
		}
		return read(root, v)
	}
}

// parsers serves every dataset: a Parser only keeps its buffers between uses.
var parsers fastjson.ParserPool

func support[T any](d *serbench.Dataset[T], build builder[T], read reader[T]) {
	// One pool per dataset, so that its buffers fit that dataset's records.
	encoders := sync.Pool{New: func() any { return new(encoder) }}
	var (
		enc    encoder
		parser fastjson.Parser
		target T
	)
	serbench.Support("fastjson", d, serbench.Impl[T, T]{Variants: map[serbench.Variant]serbench.Ops[T]{
		serbench.Default: {
			Marshal: func(v *T) ([]byte, error) {
				e := encoders.Get().(*encoder)
				out := bytes.Clone(e.marshal(build(e, v)))
				encoders.Put(e)
				return out, nil
			},
			Unmarshal: func(data []byte) (*T, error) {
				p := parsers.Get()
				defer parsers.Put(p)
				v := new(T)
				return v, read(p, data, v)
			},
		},
		serbench.Reuse: {
			Marshal: func(v *T) ([]byte, error) { return enc.marshal(build(&enc, v)), nil },
			Unmarshal: func(data []byte) (*T, error) {
				var zero T
				target = zero
				return &target, read(&parser, data, &target)
			},
			Note: "one Arena and output buffer; one Parser and one target value",
		},
	}})
}
