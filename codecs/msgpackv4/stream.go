package msgpackv4

import (
	"io"

	"github.com/vmihailenco/msgpack/v4"

	"github.com/serbench/serbench"
)

func init() {
	serbench.SupportStream("msgpack-v4", serbench.StreamOps{
		NewEncoder: func(w io.Writer) (func(any) error, func() error) { return msgpack.NewEncoder(w).Encode, nil },
		NewDecoder: func(r io.Reader) func(any) error { return msgpack.NewDecoder(r).Decode },
		Note:       "msgpack.NewEncoder and msgpack.NewDecoder: values one after another",
	})
}
