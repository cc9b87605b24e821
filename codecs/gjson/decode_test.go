package gjson

import (
	"encoding/base64"
	"encoding/json"
	"testing"

	"github.com/tidwall/gjson"

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
	for _, in := range []string{
		`{"Name":"q\"b\\s\/\u00e9\ud83c\udf0d\n\t","BirthDay":"2016-01-19T14:05:02.469416459-08:00","Phone":"","Siblings":-9223372036854775808,"Spouse":true,"Money":-0}`,
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
	for _, in := range []string{`{"powers":null}`, `{"powers":[]}`, `{"powers":[{"id":1,"damage":-15,"energy":-0,"passive":true},{}]}`} {
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
		same(t, readMessage(gjson.ParseBytes), in, unnest)
		same(t, readMessage(parseAliased), in, unnest)
	}
}

// TestDecodeErrors wants an error for what the decoder checks: gjson
// itself neither validates nor reports a member of the wrong type.
func TestDecodeErrors(t *testing.T) {
	for _, in := range []string{`[]`, `{"BirthDay":"2016-01-19"}`, `{"BirthDay":1}`} {
		if err := readA(gjson.Parse(in), new(small.A)); err == nil {
			t.Errorf("%s: no error", in)
		}
	}
	envelope := func(data string) string { return `{"Data":"` + base64.StdEncoding.EncodeToString([]byte(data)) + `"}` }
	for _, in := range []string{`{"Hash":"AA="}`, `{"Data":"eA=="}`, envelope(`{"Body":[]}`)} {
		if err := readMessage(gjson.ParseBytes)(gjson.Parse(in), new(farcaster.Message)); err == nil {
			t.Errorf("%s: no error", in)
		}
	}
	if err := readHero(gjson.Parse(`{"powers":{}}`), new(hero.Hero)); err == nil {
		t.Error("powers {}: no error")
	}
	if err := readUser(gjson.Parse(`{"ShoppingCart":{"a":{"Item":{"CreatedAt":"x"}}}}`), new(cart.User)); err == nil {
		t.Error("CreatedAt x: no error")
	}
}

func same[T any](t *testing.T, read func(gjson.Result, *T) error, in string, unmarshal func([]byte, any) error) {
	t.Helper()
	var want, got T
	if err := unmarshal([]byte(in), &want); err != nil {
		t.Fatalf("encoding/json: %s: %v", in, err)
	}
	if err := read(gjson.Parse(in), &got); err != nil {
		t.Errorf("%s: %v", in, err)
		return
	}
	for _, d := range fidelity.Compare(want, got) {
		t.Errorf("%s: %s", in, d)
	}
}
