package goccyyaml

import (
	"io"

	"github.com/goccy/go-yaml"

	"github.com/serbench/serbench"
)

func init() {
	serbench.SupportStream("goccy-yaml", serbench.StreamOps{
		NewEncoder: func(w io.Writer) (func(any) error, func() error) {
			enc := yaml.NewEncoder(w)
			return enc.Encode, enc.Close
		},
		NewDecoder: func(r io.Reader) func(any) error { return yaml.NewDecoder(r).Decode },
		Note:       "yaml.NewEncoder and yaml.NewDecoder: a document each",
	})
}
