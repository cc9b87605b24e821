// Package hprose2 registers the io package of hprose-golang v2, Hprose
// 2.0's Go library: reflection over any value in Hprose's text-tagged
// binary format, in simple mode (no reference tracking). Its Marshal and
// Unmarshal return no error: they panic on what they cannot handle.
package hprose2

import (
	hprose "github.com/hprose/hprose-golang/io"

	"github.com/serbench/serbench"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "hprose2",
		Package:       "github.com/hprose/hprose-golang/io",
		Format:        "Hprose",
		Wire:          "Hprose",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "unmaintained",
		Notes:         "io.Marshal and io.Unmarshal (simple mode), the package's reflection entry points: a new Writer per Marshal, a pooled Reader per Unmarshal (its README documents only the RPC; seeds 000 and 001 instead write each field by hand through one kept Writer); times as Hprose date-times",
	})
	w := hprose.NewWriter(true)
	serbench.SupportAny("hprose2", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: marshal, Unmarshal: unmarshal},
		serbench.Reuse: {
			Marshal: func(v any) ([]byte, error) {
				w.Clear()
				w.Reset()
				return w.Serialize(v).Bytes(), nil
			},
			Unmarshal: unmarshal,
			Note:      "one Writer, cleared and its struct references reset per message; one target value",
		},
	}, nil)
}

func marshal(v any) ([]byte, error) { return hprose.Marshal(v), nil }

func unmarshal(data []byte, v any) error {
	hprose.Unmarshal(data, v)
	return nil
}
