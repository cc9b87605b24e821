package fastjson

import (
	"encoding/base64"
	"encoding/json"
	"testing"

	"github.com/valyala/fastjson"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
	"github.com/serbench/serbench/fidelity"
)

// TestDecode reads inputs that the datasets' records do not produce
// (escapes, nulls against empties, shuffled and unknown members, number
// extremes) and wants what encoding/json reads from them.
func TestDecode(t *testing.T) {
	for _, in := range []string{
		`{"Name":"q\"b\\s\/\u00e9\ud83c\udf0d\n\t","BirthDay":"2016-01-19T14:05:02.469416459-08:00","Phone":"","Siblings":-9223372036854775808,"Spouse":true,"Money":-0}`,
		`{"Money":0.30000000000000004,"Siblings":9223372036854775807,"Extra":[1,{"a":null}],"Name":"x","BirthDay":"0001-01-01T00:00:00Z"}`,
		`{"Money":5e-324,"Siblings":-9007199254740993,"BirthDay":"9999-12-31T23:59:59.999999999+05:30"}`,
		`{"Money":1.7976931348623157e+308,"Siblings":9007199254740993}`,
		`{"Money":2.2250738585072014e-308}`,
	} {
		same(t, parsed(readA), in, json.Unmarshal)
	}
	for _, in := range []string{`{"id":1,"name":"","colors":null}`, `{"id":-1,"colors":[]}`, `{"colors":["a\u0000b",""]}`} {
		same(t, parsed(readColorGroup), in, json.Unmarshal)
	}
	for _, in := range []string{`{"powers":null}`, `{"powers":[]}`, `{"powers":[{"id":1,"damage":-15,"energy":-0,"passive":true},{}]}`} {
		same(t, parsed(readHero), in, json.Unmarshal)
	}
	for _, in := range []string{
		`{"BirthDay":null,"ShoppingCart":null}`,
		`{"BirthDay":"1969-07-20T20:17:40.123456789Z","ShoppingCart":{}}`,
		`{"ShoppingCart":{"k\u00e9":{"Quantity":-3,"Item":{"Description":null,"Keywords":null,"Weight":1e-45}},` +
			`"":{"Item":{"Description":"","Keywords":[],"Weight":3.4028235e+38,"OwnerID":-2147483648}}}}`,
	} {
		same(t, parsed(readUser), in, json.Unmarshal)
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

// TestDecodeErrors wants an error, not a zero value, for members of the
// wrong type or form.
func TestDecodeErrors(t *testing.T) {
	var p fastjson.Parser
	for _, in := range []string{`[]`, `{"Siblings":"1"}`, `{"Siblings":1.5}`, `{"Name":1}`, `{"BirthDay":"2016-01-19"}`} {
		if err := parsed(readA)(&p, []byte(in), new(small.A)); err == nil {
			t.Errorf("%s: no error", in)
		}
	}
	for _, in := range []string{`{"Hash":"AA="}`, `{"Data":"eA=="}`, `{"Data":"` + base64.StdEncoding.EncodeToString([]byte(`{"Fid":-1}`)) + `"}`} {
		if err := readMessage(&p, []byte(in), new(farcaster.Message)); err == nil {
			t.Errorf("%s: no error", in)
		}
	}
	if err := parsed(readHero)(&p, []byte(`{"powers":[1]}`), new(hero.Hero)); err == nil {
		t.Error("power 1: no error")
	}
	if err := parsed(readUser)(&p, []byte(`{"ShoppingCart":{"a":{"Item":{"Keywords":[1]}}}}`), new(cart.User)); err == nil {
		t.Error("keyword 1: no error")
	}
	if err := parsed(readColorGroup)(&p, []byte(`{"colors":{}}`), new(colorgroup.ColorGroup)); err == nil {
		t.Error("colors {}: no error")
	}
}

func same[T any](t *testing.T, read reader[T], in string, unmarshal func([]byte, any) error) {
	t.Helper()
	var want, got T
	if err := unmarshal([]byte(in), &want); err != nil {
		t.Fatalf("encoding/json: %s: %v", in, err)
	}
	var p fastjson.Parser
	if err := read(&p, []byte(in), &got); err != nil {
		t.Errorf("%s: %v", in, err)
		return
	}
	for _, d := range fidelity.Compare(want, got) {
		t.Errorf("%s: %s", in, d)
	}
}
