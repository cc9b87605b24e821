// Package gob registers encoding/gob, Go's self-describing binary format.
package gob

import (
	"bytes"
	"encoding/gob"

	"github.com/serbench/serbench"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:     "gob",
		Package:  "encoding/gob",
		Format:   "gob",
		Kind:     serbench.KindReflect,
		Upstream: "maintained",
		Notes:    "a new Encoder and Decoder per message, so each carries its type description, as a stored blob must",
	})
	serbench.SupportAny("gob", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: marshal, Unmarshal: unmarshal},
	}, nil)
}

func marshal(v any) ([]byte, error) {
	var b bytes.Buffer
	err := gob.NewEncoder(&b).Encode(v)
	return b.Bytes(), err
}

func unmarshal(data []byte, v any) error {
	return gob.NewDecoder(bytes.NewReader(data)).Decode(v)
}
