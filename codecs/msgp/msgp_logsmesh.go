package msgp

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/internal/twin"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
)

// This file sorts after msgp.go, whose init registers the codec.
func init() {
	serbench.Support("msgp", logs.Dataset, serbench.Impl[logs.Logs, Logs]{
		ToNative:   func(v *logs.Logs) *Logs { return &Logs{Logs: twin.CopySlice[Log](v.Logs)} },
		FromNative: func(v *Logs) *logs.Logs { return &logs.Logs{Logs: twin.CopySlice[logs.Log](v.Logs)} },
		Variants:   variants[Logs](),
	})
	serbench.Support("msgp", mesh.Dataset, serbench.Impl[mesh.Mesh, Mesh]{
		ToNative:   func(v *mesh.Mesh) *Mesh { return &Mesh{Triangles: twin.CopySlice[Triangle](v.Triangles)} },
		FromNative: func(v *Mesh) *mesh.Mesh { return &mesh.Mesh{Triangles: twin.CopySlice[mesh.Triangle](v.Triangles)} },
		Variants:   variants[Mesh](),
	})
}
