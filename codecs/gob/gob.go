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
		Notes:    "the package doc's Encoder sends each type's description once per stream; a message stored or sent alone needs its own, so a new Encoder and Decoder per message",
	})
	// Interface values need their concrete types registered, as the
	// package doc says: these are what a dynamic document holds.
	gob.Register(map[string]any{})
	gob.Register([]any{})
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
