package sonic

import (
	"io"

	"github.com/bytedance/sonic"

	"github.com/serbench/serbench"
)

func init() {
	serbench.SupportStream("sonic", serbench.StreamOps{
		NewEncoder: func(w io.Writer) (func(any) error, func() error) {
			return sonic.ConfigDefault.NewEncoder(w).Encode, nil
		},
		NewDecoder: func(r io.Reader) func(any) error { return sonic.ConfigDefault.NewDecoder(r).Decode },
		Note:       "ConfigDefault's NewEncoder and NewDecoder",
	})
}
