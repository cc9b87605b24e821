// Package hprose3 registers the io package of hprose-golang v3, Hprose
// 3.0's Go library: reflection over any value in Hprose's text-tagged
// binary format, in simple mode (no reference tracking).
package hprose3

import (
	hprose "github.com/hprose/hprose-golang/v3/io"

	"github.com/serbench/serbench"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "hprose3",
		Package:       "github.com/hprose/hprose-golang/v3/io",
		Format:        "Hprose",
		Wire:          "Hprose",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes:         "io.Marshal and io.Unmarshal (simple mode), the package's entry points through its default Formatter; times as Hprose date-times",
	})
	serbench.SupportAny("hprose3", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: hprose.Marshal, Unmarshal: hprose.Unmarshal},
		serbench.Reuse:   reuse(),
	}, nil)
}

// reuse encodes with one Encoder into its own buffer and decodes with one
// Decoder into one value. Reset forgets the struct types written so far,
// so that each message describes its own.
func reuse() serbench.AnyOps {
	enc := hprose.NewEncoder(nil)
	dec := hprose.NewDecoder(nil)
	return serbench.AnyOps{
		Marshal: func(v any) ([]byte, error) {
			err := enc.ResetBuffer().Reset().Encode(v)
			return enc.Buffer(), err
		},
		Unmarshal: func(data []byte, v any) error {
			dec.ResetBytes(data).Reset()
			dec.Error = nil
			dec.Decode(v)
			return dec.Error
		},
		Note: "one Encoder and Decoder, reset per message; one target value",
	}
}
