package jsonv2

import (
	"io"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"github.com/serbench/serbench"
)

func init() {
	serbench.SupportStream("json-v2", serbench.StreamOps{
		NewEncoder: func(w io.Writer) (func(any) error, func() error) {
			enc := jsontext.NewEncoder(w)
			return func(v any) error { return json.MarshalEncode(enc, v) }, nil
		},
		NewDecoder: func(r io.Reader) func(any) error {
			dec := jsontext.NewDecoder(r)
			return func(v any) error { return json.UnmarshalDecode(dec, v) }
		},
		Note: "json.MarshalEncode and json.UnmarshalDecode over a jsontext.Encoder and Decoder",
	})
}
