// Package jsoncases holds JSON documents that the seed datasets' records do
// not produce (escapes, nulls against empties, shuffled and unknown
// members, number extremes), for the tests of the codecs that read JSON by
// hand, which want what encoding/json reads from them: one list, so that
// every such decoder answers the same inputs.
package jsoncases

import (
	"encoding/base64"
	"encoding/json"
	"testing"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/fidelity"
)

// Documents of small.A (and edge's records, the same type),
// colorgroup.ColorGroup, hero.Hero and cart.User.
var (
	A = []string{
		`{"Name":"q\"b\\s\/\u00e9\ud83c\udf0d\n\t","BirthDay":"2016-01-19T14:05:02.469416459-08:00","Phone":"","Siblings":-9223372036854775808,"Spouse":true,"Money":-0}`,
		`{"Money":0.30000000000000004,"Siblings":9223372036854775807,"Extra":[1,{"a":null}],"Name":"x","BirthDay":"0001-01-01T00:00:00Z"}`,
		`{"Money":5e-324,"Siblings":-9007199254740993,"BirthDay":"9999-12-31T23:59:59.999999999+05:30"}`,
		`{"Money":1.7976931348623157e+308,"Siblings":9007199254740993}`,
		`{"Money":2.2250738585072014e-308}`,
	}
	ColorGroup = []string{`{"id":1,"name":"","colors":null}`, `{"id":-1,"colors":[]}`, `{"colors":["a\u0000b",""]}`}
	Hero       = []string{`{"powers":null}`, `{"powers":[]}`, `{"powers":[{"id":1,"damage":-15,"energy":-0,"passive":true},{}]}`}
	User       = []string{
		`{"BirthDay":null,"ShoppingCart":null}`,
		`{"BirthDay":"1969-07-20T20:17:40.123456789Z","ShoppingCart":{}}`,
		`{"ShoppingCart":{"k\u00e9":{"Quantity":-3,"Item":{"Description":null,"Keywords":null,"Weight":1e-45}},` +
			`"":{"Item":{"Description":"","Keywords":[],"Weight":3.4028235e+38,"OwnerID":-2147483648}}}}`,
	}
)

// Messages are farcaster.Message envelopes whose Data holds a MessageData
// document in base64, as farcaster.Nest writes them with encoding/json;
// UnmarshalMessage reads them so.
var (
	Messages = envelopes(
		`{"Fid":18446744073709551615,"Timestamp":4294967295,"Body":{"Embeds":null,"Mentions":null,"ParentCastID":null,"Text":"\u2028"}}`,
		`{"Type":2,"Body":{"Embeds":[],"Mentions":[],"ParentCastID":{"Fid":0,"TsHash":""}}}`,
		`{"Body":{"Mentions":[0,18446744073709551615],"ParentCastID":{"TsHash":null}}}`,
	)
	UnmarshalMessage = farcaster.Nest(serbench.AnyOps{Unmarshal: json.Unmarshal}).Unmarshal
)

func envelopes(data ...string) []string {
	out := make([]string, len(data))
	for i, d := range data {
		out[i] = `{"Signer":"","Hash":null,"Signature":"AAEC/w==","Data":"` + base64.StdEncoding.EncodeToString([]byte(d)) + `"}`
	}
	return out
}

// Check reads each of inputs with read and with unmarshal (json.Unmarshal,
// or UnmarshalMessage for Messages), and reports an error from read or
// where the two values differ.
func Check[T any](t *testing.T, inputs []string, unmarshal func([]byte, any) error, read func(in string, v *T) error) {
	t.Helper()
	for _, in := range inputs {
		var want, got T
		if err := unmarshal([]byte(in), &want); err != nil {
			t.Fatalf("encoding/json: %s: %v", in, err)
		}
		if err := read(in, &got); err != nil {
			t.Errorf("%s: %v", in, err)
			continue
		}
		for _, d := range fidelity.Compare(want, got) {
			t.Errorf("%s: %s", in, d)
		}
	}
}
