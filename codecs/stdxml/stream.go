package stdxml

import (
	"encoding/xml"
	"io"

	"github.com/serbench/serbench"
)

func init() {
	serbench.SupportStream("xml", serbench.StreamOps{
		NewEncoder: func(w io.Writer) (func(any) error, func() error) { return xml.NewEncoder(w).Encode, nil },
		NewDecoder: func(r io.Reader) func(any) error { return xml.NewDecoder(r).Decode },
		Note:       "xml.NewEncoder and xml.NewDecoder: one element after another",
	})
}
