package gob

import (
	"encoding/gob"
	"io"

	"github.com/serbench/serbench"
)

func init() {
	serbench.SupportStream("gob", serbench.StreamOps{
		NewEncoder: func(w io.Writer) (func(any) error, func() error) { return gob.NewEncoder(w).Encode, nil },
		NewDecoder: func(r io.Reader) func(any) error { return gob.NewDecoder(r).Decode },
		Note:       "gob.NewEncoder and gob.NewDecoder: the type sent once, at the stream's start",
	})
}
