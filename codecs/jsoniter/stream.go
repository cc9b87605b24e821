package jsoniter

import (
	"io"

	jsoniter "github.com/json-iterator/go"

	"github.com/serbench/serbench"
)

func init() {
	std := jsoniter.ConfigCompatibleWithStandardLibrary
	serbench.SupportStream("jsoniter", serbench.StreamOps{
		NewEncoder: func(w io.Writer) (func(any) error, func() error) { return std.NewEncoder(w).Encode, nil },
		NewDecoder: func(r io.Reader) func(any) error { return std.NewDecoder(r).Decode },
		Note:       "ConfigCompatibleWithStandardLibrary's NewEncoder and NewDecoder",
	})
}
