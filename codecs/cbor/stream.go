package cbor

import (
	"io"

	"github.com/fxamacker/cbor/v2"

	"github.com/serbench/serbench"
)

func init() {
	serbench.SupportStream("cbor", serbench.StreamOps{
		NewEncoder: func(w io.Writer) (func(any) error, func() error) { return cbor.NewEncoder(w).Encode, nil },
		NewDecoder: func(r io.Reader) func(any) error { return cbor.NewDecoder(r).Decode },
		Note:       "cbor.NewEncoder and cbor.NewDecoder: a CBOR sequence (RFC 8742)",
	})
}
