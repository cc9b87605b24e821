package jsonparser

import (
	"encoding/base64"
	"encoding/json"
	"testing"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
	"github.com/serbench/serbench/fidelity"
)

// TestDecode reads inputs that the datasets' records do not produce
// (escapes, nulls against empties, shuffled and unknown members, number
// extremes) and wants what encoding/json reads from them, with strings
// copied or aliased.
func TestDecode(t *testing.T) {
	for _, in := range []string{
		`{"Name":"q\"b\\s\/\u00e9\ud83c\udf0d\n\t","BirthDay":"2016-01-19T14:05:02.469416459-08:00","Phone":"","Siblings":-9223372036854775808,"Spouse":true,"Money":-0}`,
		`{"Money":0.30000000000000004,"Siblings":9223372036854775807,"Extra":[1,{"a":null}],"Name":"x","BirthDay":"0001-01-01T00:00:00Z"}`,
		`{"Money":5e-324,"Siblings":-9007199254740993,"BirthDay":"9999-12-31T23:59:59.999999999+05:30"}`,
		`{"Money":1.7976931348623157e+308,"Siblings":9007199254740993}`,
		`{"Money":2.2250738585072014e-308}`,
	} {
		same(t, decoder.readA, in, json.Unmarshal)
	}
	for _, in := range []string{`{"id":1,"name":"","colors":null}`, `{"id":-1,"colors":[]}`, `{"colors":["a\u0000b",""]}`} {
		same(t, decoder.readColorGroup, in, json.Unmarshal)
	}
	for _, in := range []string{`{"powers":null}`, `{"powers":[]}`, `{"powers":[{"id":1,"damage":-15,"energy":-0,"passive":true},{}]}`} {
		same(t, decoder.readHero, in, json.Unmarshal)
	}
	for _, in := range []string{
		`{"BirthDay":null,"ShoppingCart":null}`,
		`{"BirthDay":"1969-07-20T20:17:40.123456789Z","ShoppingCart":{}}`,
		`{"ShoppingCart":{"k\u00e9":{"Quantity":-3,"Item":{"Description":null,"Keywords":null,"Weight":1e-45}},` +
			`"":{"Item":{"Description":"","Keywords":[],"Weight":3.4028235e+38,"OwnerID":-2147483648}}}}`,
	} {
		same(t, decoder.readUser, in, json.Unmarshal)
	}
	unnest := farcaster.Nest(serbench.AnyOps{Unmarshal: json.Unmarshal}).Unmarshal
	for _, data := range []string{
		`{"Fid":18446744073709551615,"Timestamp":4294967295,"Body":{"Embeds":null,"Mentions":null,"ParentCastID":null,"Text":"\u2028"}}`,
		`{"Type":2,"Body":{"Embeds":[],"Mentions":[],"ParentCastID":{"Fid":0,"TsHash":""}}}`,
		`{"Body":{"Mentions":[0,18446744073709551615],"ParentCastID":{"TsHash":null}}}`,
	} {
		in := `{"Signer":"","Hash":null,"Signature":"AAEC/w==","Data":"` + base64.StdEncoding.EncodeToString([]byte(data)) + `"}`
		same(t, decoder.readMessage, in, unnest)
	}
}

// TestDecodeErrors wants an error, not a zero value, for members of the
// wrong type or form.
func TestDecodeErrors(t *testing.T) {
	for name, dec := range map[string]decoder{"copying": copying, "aliasing": aliasing} {
		for _, in := range []string{`[]`, `{"BirthDay":"2016-01-19"}`, `{"BirthDay":1}`, `{"Siblings":"1"}`, `{"Siblings":1.5}`,
			`{"Siblings":9223372036854775808}`, `{"Name":1}`, `{"Name":"\x"}`, `{"Spouse":null}`, `{"Money":"1"}`} {
			if err := dec.readA([]byte(in), new(small.A)); err == nil {
				t.Errorf("%s: %s: no error", name, in)
			}
		}
		envelope := func(data string) string { return `{"Data":"` + base64.StdEncoding.EncodeToString([]byte(data)) + `"}` }
		for _, in := range []string{`{"Hash":"AA="}`, `{"Hash":1}`, `{"Data":"eA=="}`, envelope(`{"Fid":-1}`), envelope(`{"Body":[]}`)} {
			if err := dec.readMessage([]byte(in), new(farcaster.Message)); err == nil {
				t.Errorf("%s: %s: no error", name, in)
			}
		}
		if err := dec.readHero([]byte(`{"powers":{}}`), new(hero.Hero)); err == nil {
			t.Errorf("%s: powers {}: no error", name)
		}
		if err := dec.readUser([]byte(`{"ShoppingCart":{"a":{"Item":{"CreatedAt":"x"}}}}`), new(cart.User)); err == nil {
			t.Errorf("%s: CreatedAt x: no error", name)
		}
	}
}

func same[T any](t *testing.T, read func(decoder, []byte, *T) error, in string, unmarshal func([]byte, any) error) {
	t.Helper()
	var want T
	if err := unmarshal([]byte(in), &want); err != nil {
		t.Fatalf("encoding/json: %s: %v", in, err)
	}
	for name, dec := range map[string]decoder{"copying": copying, "aliasing": aliasing} {
		var got T
		if err := read(dec, []byte(in), &got); err != nil {
			t.Errorf("%s: %s: %v", name, in, err)
			continue
		}
		for _, d := range fidelity.Compare(want, got) {
			t.Errorf("%s: %s: %s", name, in, d)
		}
	}
}
