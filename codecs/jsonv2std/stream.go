//go:build goexperiment.jsonv2

package jsonv2std

import (
	"encoding/json/jsontext"
	"encoding/json/v2"
	"io"

	"github.com/serbench/serbench"
)

func init() {
	serbench.SupportStream(codec.Name, serbench.StreamOps{
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
