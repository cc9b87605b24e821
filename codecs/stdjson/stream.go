package stdjson

import (
	"encoding/json"
	"io"

	"github.com/serbench/serbench"
)

func init() {
	serbench.SupportStream("json", serbench.StreamOps{
		NewEncoder: func(w io.Writer) (func(any) error, func() error) { return json.NewEncoder(w).Encode, nil },
		NewDecoder: func(r io.Reader) func(any) error { return json.NewDecoder(r).Decode },
		Note:       "json.NewEncoder and json.NewDecoder: one value a line",
	})
}
