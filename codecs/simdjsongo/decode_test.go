package simdjsongo

import (
	"encoding/base64"
	"encoding/json"
	"testing"

	"github.com/minio/simdjson-go"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
	"github.com/serbench/serbench/fidelity"
)

// TestDecode reads inputs that the datasets' records do not produce
// (escapes, nulls against empties, shuffled and unknown members, number
// extremes) and wants what encoding/json reads from them.
func TestDecode(t *testing.T) {
	if !simdjson.SupportedCPU() {
		t.Skip("simdjson-go needs AVX2 and CLMUL")
	}
	for _, in := range []string{
		`{"Name":"q\"b\\s\/\u00e9\ud83c\udf0d\n\t","BirthDay":"2016-01-19T14:05:02.469416459-08:00","Phone":"","Siblings":-9223372036854775808,"Spouse":true,"Money":-0.0}`,
		`{"Money":0.30000000000000004,"Siblings":9223372036854775807,"Extra":[1,{"a":null}],"Name":"x","BirthDay":"0001-01-01T00:00:00Z"}`,
		`{"Money":5e-324,"Siblings":-9007199254740993,"BirthDay":"9999-12-31T23:59:59.999999999+05:30"}`,
		`{"Money":1.7976931348623157e+308,"Siblings":9007199254740993}`,
		`{"Money":2.2250738585072014e-308}`,
	} {
		same(t, readA, in, json.Unmarshal)
	}
	for _, in := range []string{`{"id":1,"name":"","colors":null}`, `{"id":-1,"colors":[]}`, `{"colors":["a\u0000b",""]}`} {
		same(t, readColorGroup, in, json.Unmarshal)
	}
	for _, in := range []string{`{"powers":null}`, `{"powers":[]}`, `{"powers":[{"id":1,"damage":-15,"energy":-0.0,"passive":true},{}]}`} {
		same(t, readHero, in, json.Unmarshal)
	}
	for _, in := range []string{
		`{"BirthDay":null,"ShoppingCart":null}`,
		`{"BirthDay":"1969-07-20T20:17:40.123456789Z","ShoppingCart":{}}`,
		`{"ShoppingCart":{"k\u00e9":{"Quantity":-3,"Item":{"Description":null,"Keywords":null,"Weight":1e-45}},` +
			`"":{"Item":{"Description":"","Keywords":[],"Weight":3.4028235e+38,"OwnerID":-2147483648}}}}`,
	} {
		same(t, readUser, in, json.Unmarshal)
	}
	unnest := farcaster.Nest(serbench.AnyOps{Unmarshal: json.Unmarshal}).Unmarshal
	for _, data := range []string{
		`{"Fid":18446744073709551615,"Timestamp":4294967295,"Body":{"Embeds":null,"Mentions":null,"ParentCastID":null,"Text":"\u2028"}}`,
		`{"Type":2,"Body":{"Embeds":[],"Mentions":[],"ParentCastID":{"Fid":0,"TsHash":""}}}`,
		`{"Body":{"Mentions":[0,18446744073709551615],"ParentCastID":{"TsHash":null}}}`,
	} {
		in := `{"Signer":"","Hash":null,"Signature":"AAEC/w==","Data":"` + base64.StdEncoding.EncodeToString([]byte(data)) + `"}`
		same(t, readMessage, in, unnest)
	}
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

func same[T any](t *testing.T, r func(*parser, *simdjson.Iter, *T) error, in string, unmarshal func([]byte, any) error) {
	t.Helper()
	var want, got T
	if err := unmarshal([]byte(in), &want); err != nil {
		t.Fatalf("encoding/json: %s: %v", in, err)
	}
	if err := read(r, in, &got); err != nil {
		t.Errorf("%s: %v", in, err)
		return
	}
	for _, d := range fidelity.Compare(want, got) {
		t.Errorf("%s: %s", in, d)
	}
}
