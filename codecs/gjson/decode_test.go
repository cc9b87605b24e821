package gjson

import (
	"encoding/base64"
	"encoding/json"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/serbench/serbench/codecs/internal/jsoncases"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

// TestDecode reads the inputs of package jsoncases and wants what
// encoding/json reads from them; the farcaster envelopes both as
// gjson.ParseBytes and as parseAliased (the unsafe variant's) parse them.
func TestDecode(t *testing.T) {
	jsoncases.Check(t, jsoncases.A, json.Unmarshal, parsed(readA))
	jsoncases.Check(t, jsoncases.ColorGroup, json.Unmarshal, parsed(readColorGroup))
	jsoncases.Check(t, jsoncases.Hero, json.Unmarshal, parsed(readHero))
	jsoncases.Check(t, jsoncases.User, json.Unmarshal, parsed(readUser))
	jsoncases.Check(t, jsoncases.Messages, jsoncases.UnmarshalMessage, parsed(readMessage(gjson.ParseBytes)))
	jsoncases.Check(t, jsoncases.Messages, jsoncases.UnmarshalMessage, parsed(readMessage(parseAliased)))
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

// parsed reads a document with read, as gjson.Parse gives it.
func parsed[T any](read func(gjson.Result, *T) error) func(string, *T) error {
	return func(in string, v *T) error { return read(gjson.Parse(in), v) }
}
