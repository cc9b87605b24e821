// Package hprose registers the io package of hprose-go, Hprose 1.x/2.0's
// original Go library (superseded by hprose-golang): reflection over any
// value in Hprose's text-tagged binary format, in simple mode (no
// reference tracking), with times as Hprose date-times.
package hprose

import (
	"bytes"

	hprose "github.com/hprose/hprose-go/io"

	"github.com/serbench/serbench"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "hprose",
		Package:       "github.com/hprose/hprose-go/io",
		Format:        "Hprose",
		Wire:          "Hprose",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "unmaintained",
		Notes:         "hprose.Marshal and hprose.Unmarshal (simple mode), the io package's reflection entry points (its README documents only the RPC; seed 000 instead writes each field by hand through one kept Writer); times as Hprose date-times with their UTC flag",
	})
	serbench.SupportAny("hprose", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: hprose.Marshal, Unmarshal: hprose.Unmarshal},
		serbench.Reuse:   reuse(),
	}, nil)
}

// reuse serializes through one simple-mode Writer into one buffer and
// decodes into one value. Reset makes the Writer forget the classes it
// wrote, so that each message defines its own.
func reuse() serbench.AnyOps {
	var buf bytes.Buffer
	w := hprose.NewWriter(&buf, true)
	return serbench.AnyOps{
		Marshal: func(v any) ([]byte, error) {
			buf.Reset()
			w.Reset()
			err := w.Serialize(v)
			return buf.Bytes(), err
		},
		Unmarshal: hprose.Unmarshal,
		Note:      "one Writer and buffer, one target value",
	}
}
