// Package simdjsongo registers github.com/minio/simdjson-go, a Go port of
// simdjson that parses JSON with SIMD instructions into a tape of values;
// it has no encoder and cannot unmarshal into structs. The decoder parses
// the input with simdjson.Parse, handing it a ParsedJson of an earlier
// call to reuse (the README's way to parse repeatedly with fewer
// allocations; kept in a sync.Pool, as a ParsedJson is not safe for
// concurrent use), then reads every field into the dataset's Go type, as a
// user would by hand: Object.NextElementBytes over each object's members,
// Array.Iter over arrays, and Iter.String, Int, Uint, Float and Bool on the
// values. A reader per struct type is generated from the dataset types
// (readers.gen.go, by internal/genreaders). Its input is what encoding/json
// writes for the record.
//
// simdjson-go needs a CPU with AVX2 and CLMUL and has no fallback: on any
// other, the codec is unsupported everywhere.
package simdjsongo

//go:generate go run ./internal/genreaders -o readers.gen.go

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/minio/simdjson-go"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

// NoCopy parses with WithCopyStrings(false), the option simdjson-go
// documents for speed: the tape's strings refer to the input instead of
// copies of it. Iter.String still copies what it returns, so the decoded
// values own their memory in either variant.
const NoCopy serbench.Variant = "nocopy"

// cpu is what simdjson-go needs and has no fallback for.
var cpu = simdjson.SupportedCPU()

func init() {
	serbench.Register(serbench.Codec{
		Name:          "simdjson-go",
		Package:       "github.com/minio/simdjson-go",
		Format:        "JSON",
		Wire:          "JSON",
		Kind:          serbench.KindManual,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "decode only, hand-written: simdjson.Parse reusing an earlier call's ParsedJson (from a sync.Pool), as the README advises " +
			"for repeated parsing, then Object.NextElementBytes and Array.Iter over the tape with Iter.String (copies), " +
			"Int, Uint, Float and Bool per value (simdjson-go cannot unmarshal into structs); input made by encoding/json; " +
			"strings copied into the tape's buffer, the default (nocopy: WithCopyStrings(false)); " +
			"dynamic: Iter.Interface, integers as int64 (uint64 beyond), other numbers float64; needs AVX2 and CLMUL",
	})
	if !cpu {
		serbench.UnsupportedEverywhere("simdjson-go", "simdjson-go needs a CPU with AVX2 and CLMUL and has no fallback: simdjson.SupportedCPU() is false here")
		return
	}
	support(small.Dataset, readA, json.Marshal)
	support(edge.Dataset, readA, json.Marshal)
	support(colorgroup.Dataset, readColorGroup, json.Marshal)
	support(hero.Dataset, readHero, json.Marshal)
	support(cart.Dataset, readUser, json.Marshal)
	support(farcaster.Dataset, readMessage, farcaster.Nest(serbench.AnyOps{Marshal: json.Marshal}).Marshal)
}

// support registers simdjson-go on d with read, decoding what marshal
// writes; on a CPU simdjson-go cannot run on, nothing (see init).
func support[T any](d *serbench.Dataset[T], read func(p *parser, v *simdjson.Iter, x *T) error, marshal func(any) ([]byte, error)) {
	if !cpu {
		return
	}
	// A parser is not safe for concurrent use: each call takes one from a
	// pool, as a program parsing on many goroutines would keep them.
	unmarshal := func(pool *sync.Pool) func([]byte) (*T, error) {
		return func(data []byte) (*T, error) {
			p := pool.Get().(*parser)
			defer pool.Put(p)
			v := new(T)
			root, err := p.parse(data)
			if err != nil {
				return nil, err
			}
			return v, read(p, root, v)
		}
	}
	serbench.Support("simdjson-go", d, serbench.Impl[T, T]{
		Variants: map[serbench.Variant]serbench.Ops[T]{
			serbench.Default: {Unmarshal: unmarshal(&sync.Pool{New: func() any { return new(parser) }})},
			NoCopy: {Unmarshal: unmarshal(&sync.Pool{New: func() any {
				return &parser{opts: []simdjson.ParserOption{simdjson.WithCopyStrings(false)}}
			}}),
				Note: "WithCopyStrings(false): the tape's strings refer to the input; decoded strings are still copies"},
		},
		Input:   func(v *T) ([]byte, error) { return marshal(v) },
		Missing: map[serbench.Op]string{serbench.Marshal: "simdjson-go only parses; input made by encoding/json"},
	})
}

// parser parses one document after another, each reusing the ParsedJson
// of the one before: its tape and string buffers. A value read from the
// tape is valid until the next parse.
type parser struct {
	pj   *simdjson.ParsedJson
	opts []simdjson.ParserOption
	root simdjson.Iter
}

// parse parses data, an object or array, and returns its top value.
func (p *parser) parse(data []byte) (*simdjson.Iter, error) {
	pj, err := simdjson.Parse(data, p.pj, p.opts...)
	if err != nil {
		return nil, err
	}
	p.pj = pj
	it := pj.Iter()
	if it.Advance() != simdjson.TypeRoot {
		return nil, errors.New("no JSON value")
	}
	if _, _, err := it.Root(&p.root); err != nil {
		return nil, err
	}
	return &p.root, nil
}

// fields calls f for each member of the object v, in order, until f fails;
// the error names the member.
func fields(v *simdjson.Iter, f func(key []byte, v *simdjson.Iter) error) error {
	var o simdjson.Object
	obj, err := v.Object(&o)
	if err != nil {
		return fmt.Errorf("%v: %w", v.Type(), err)
	}
	var x simdjson.Iter
	for {
		k, t, err := obj.NextElementBytes(&x)
		if err != nil {
			return err
		}
		if t == simdjson.TypeNone {
			return nil
		}
		if err := f(k, &x); err != nil {
			return fmt.Errorf("%s: %w", k, err)
		}
	}
}

// each calls f for each element of the array v until f fails.
func each(v *simdjson.Iter, f func(v *simdjson.Iter) error) error {
	var a simdjson.Array
	arr, err := v.Array(&a)
	if err != nil {
		return fmt.Errorf("%v: %w", v.Type(), err)
	}
	it := arr.Iter()
	for it.Advance() != simdjson.TypeNone {
		x := it
		if err := f(&x); err != nil {
			return err
		}
	}
	return nil
}

// list reads a JSON array (null as nil, [] as empty, as encoding/json
// does) into a slice, each element by read.
func list[E any](v *simdjson.Iter, read func(*simdjson.Iter, *E) error) ([]E, error) {
	if v.Type() == simdjson.TypeNull {
		return nil, nil
	}
	s := []E{}
	err := each(v, func(v *simdjson.Iter) error {
		var e E
		err := read(v, &e)
		s = append(s, e)
		return err
	})
	return s, err
}

// optional reads v into a new value at *p with read, null as nil.
func optional[E any](v *simdjson.Iter, p **E, read func(*simdjson.Iter, *E) error) error {
	if isNull(v) {
		return nil
	}
	*p = new(E)
	return read(v, *p)
}

// dict reads an object's members into a map by their keys, null as nil.
func dict[E any](v *simdjson.Iter, read func(*simdjson.Iter, *E) error) (map[string]E, error) {
	if isNull(v) {
		return nil, nil
	}
	m := map[string]E{}
	return m, fields(v, func(k []byte, v *simdjson.Iter) error {
		var e E
		err := read(v, &e)
		m[string(k)] = e
		return err
	})
}

func isNull(v *simdjson.Iter) bool { return v.Type() == simdjson.TypeNull }

// The scalar readers store what simdjson-go reads at n, converted to n's
// type as the field's Go type has it.

func str(v *simdjson.Iter, s *string) (err error) {
	*s, err = v.String()
	return err
}

func integer[N ~int | ~int8 | ~int16 | ~int32 | ~int64](v *simdjson.Iter, n *N) error {
	x, err := v.Int()
	*n = N(x)
	return err
}

func unsigned[N ~uint8 | ~uint16 | ~uint32 | ~uint64](v *simdjson.Iter, n *N) error {
	x, err := v.Uint()
	*n = N(x)
	return err
}

func float[N ~float32 | ~float64](v *simdjson.Iter, n *N) error {
	x, err := v.Float()
	*n = N(x)
	return err
}

func boolean(v *simdjson.Iter, b *bool) (err error) {
	*b, err = v.Bool()
	return err
}

func timeOf(v *simdjson.Iter, t *time.Time) error {
	s, err := v.String()
	if err != nil {
		return fmt.Errorf("time: %w", err)
	}
	*t, err = time.Parse(time.RFC3339Nano, s)
	return err
}

// bytesOf decodes base64; null is nil and "" is empty, as in encoding/json.
func bytesOf(v *simdjson.Iter, b *[]byte) error {
	if isNull(v) {
		return nil
	}
	s, err := v.StringBytes()
	if err != nil {
		return err
	}
	*b = make([]byte, base64.StdEncoding.DecodedLen(len(s)))
	n, err := base64.StdEncoding.Decode(*b, s)
	*b = (*b)[:n]
	return err
}

// readMessage decodes the envelope, then its Data, base64-decoded, as a
// second JSON document parsed with the same parser: the envelope's values
// are all read before it parses again.
func readMessage(p *parser, v *simdjson.Iter, m *farcaster.Message) error {
	var data []byte
	err := fields(v, func(k []byte, v *simdjson.Iter) error {
		switch string(k) {
		case "Data":
			return bytesOf(v, &data)
		case "Hash":
			return bytesOf(v, &m.Hash)
		case "HashScheme":
			return integer(v, &m.HashScheme)
		case "Signature":
			return bytesOf(v, &m.Signature)
		case "SignatureScheme":
			return integer(v, &m.SignatureScheme)
		case "Signer":
			return bytesOf(v, &m.Signer)
		}
		return nil
	})
	if err != nil {
		return err
	}
	root, err := p.parse(data)
	if err == nil {
		err = readMessageData(root, &m.Data)
	}
	if err != nil {
		return fmt.Errorf("Data: %w", err)
	}
	return nil
}
