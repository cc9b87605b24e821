package yamlv3

import (
	"io"

	"gopkg.in/yaml.v3"

	"github.com/serbench/serbench"
)

func init() {
	serbench.SupportStream("yaml-v3", serbench.StreamOps{
		NewEncoder: func(w io.Writer) (func(any) error, func() error) {
			enc := yaml.NewEncoder(w)
			return enc.Encode, enc.Close
		},
		NewDecoder: func(r io.Reader) func(any) error { return yaml.NewDecoder(r).Decode },
		Note:       "yaml.NewEncoder and yaml.NewDecoder: a document each, Close to end the stream",
	})
}
