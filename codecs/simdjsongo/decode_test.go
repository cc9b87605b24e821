package simdjsongo

import (
	"encoding/base64"
	"encoding/json"
	"strings"
	"testing"

	"github.com/minio/simdjson-go"

	"github.com/serbench/serbench/codecs/internal/jsoncases"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

// TestDecode reads the inputs of package jsoncases and wants what
// encoding/json reads from them, -0 written -0.0 (TestNegativeZero).
func TestDecode(t *testing.T) {
	if !simdjson.SupportedCPU() {
		t.Skip("simdjson-go needs AVX2 and CLMUL")
	}
	jsoncases.Check(t, floatZero(jsoncases.A), json.Unmarshal, parsed(readA))
	jsoncases.Check(t, jsoncases.ColorGroup, json.Unmarshal, parsed(readColorGroup))
	jsoncases.Check(t, floatZero(jsoncases.Hero), json.Unmarshal, parsed(readHero))
	jsoncases.Check(t, jsoncases.User, json.Unmarshal, parsed(readUser))
	jsoncases.Check(t, jsoncases.Messages, jsoncases.UnmarshalMessage, parsed(readMessage))
}

// floatZero writes the number -0 of each input as -0.0, which simdjson-go
// reads as a float: -0 it reads as the int64 0, whose sign is lost.
func floatZero(inputs []string) []string {
	r := strings.NewReplacer(`:-0,`, `:-0.0,`, `:-0}`, `:-0.0}`)
	out := make([]string, len(inputs))
	for i, in := range inputs {
		out[i] = r.Replace(in)
	}
	return out
}

// TestNegativeZero shows the one number simdjson-go reads differently from
// encoding/json: -0, an integer by its text, is the int64 0, which has no
// sign, so the float64 read from it is +0.
func TestNegativeZero(t *testing.T) {
	if !simdjson.SupportedCPU() {
		t.Skip("simdjson-go needs AVX2 and CLMUL")
	}
	var a small.A
	v, err := new(parser).parse([]byte(`{"Money":-0}`))
	if err == nil {
		err = readA(nil, v, &a)
	}
	if err != nil || a.Money != 0 || a.Money == 0 && 1/a.Money < 0 {
		t.Errorf(`{"Money":-0}: Money %v (error %v), want +0`, a.Money, err)
	}
}

// TestDecodeErrors wants an error for input of the wrong shape, which
// simdjson-go reports where gjson would read a zero value.
func TestDecodeErrors(t *testing.T) {
	if !simdjson.SupportedCPU() {
		t.Skip("simdjson-go needs AVX2 and CLMUL")
	}
	for _, in := range []string{`[]`, `{"BirthDay":"2016-01-19"}`, `{"BirthDay":1}`, `{"Name":1}`, `{"Siblings":"1"}`, `{"Spouse":1}`, `{"Name":"x"`} {
		if err := read(readA, in, new(small.A)); err == nil {
			t.Errorf("%s: no error", in)
		}
	}
	envelope := func(data string) string { return `{"Data":"` + base64.StdEncoding.EncodeToString([]byte(data)) + `"}` }
	for _, in := range []string{`{"Hash":"AA="}`, `{"Data":"eA=="}`, envelope(`{"Body":[]}`), envelope(`{"Fid":-1}`)} {
		if err := read(readMessage, in, new(farcaster.Message)); err == nil {
			t.Errorf("%s: no error", in)
		}
	}
	if err := read(readHero, `{"powers":{}}`, new(hero.Hero)); err == nil {
		t.Error("powers {}: no error")
	}
	if err := read(readUser, `{"ShoppingCart":{"a":{"Item":{"CreatedAt":"x"}}}}`, new(cart.User)); err == nil {
		t.Error("CreatedAt x: no error")
	}
}

func read[T any](r func(*parser, *simdjson.Iter, *T) error, in string, v *T) error {
	p := new(parser)
	root, err := p.parse([]byte(in))
	if err != nil {
		return err
	}
	return r(p, root, v)
}

// parsed reads a document with r, as a new parser parses it.
func parsed[T any](r func(*parser, *simdjson.Iter, *T) error) func(string, *T) error {
	return func(in string, v *T) error { return read(r, in, v) }
}
