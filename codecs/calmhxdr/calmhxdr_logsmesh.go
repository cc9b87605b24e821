package calmhxdr

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/calmhxdr/wire"
	"github.com/serbench/serbench/codecs/internal/twin"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
)

// The large collections, on wire's Logs and Mesh, whose elements have the
// datasets' memory layout (a float32 and its bits are the same four bytes),
// so the conversion copies them. This file sorts after calmhxdr.go, whose
// init registers the codec.
func init() {
	serbench.Unsupported(name, "dynamic", "schema format: XDR is not self-describing and genxdr writes marshallers for declared structs only, so it cannot carry a document of unknown shape")
	serbench.Support(name, logs.Dataset, serbench.Impl[logs.Logs, wire.Logs]{
		ToNative:   func(v *logs.Logs) *wire.Logs { return &wire.Logs{Logs: twin.CopySlice[wire.Log](v.Logs)} },
		FromNative: func(v *wire.Logs) *logs.Logs { return &logs.Logs{Logs: twin.CopySlice[logs.Log](v.Logs)} },
		Variants:   ops[wire.Logs](),
	})
	serbench.Support(name, mesh.Dataset, serbench.Impl[mesh.Mesh, wire.Mesh]{
		ToNative: func(v *mesh.Mesh) *wire.Mesh {
			return &wire.Mesh{Triangles: twin.CopySlice[wire.Triangle](v.Triangles)}
		},
		FromNative: func(v *wire.Mesh) *mesh.Mesh {
			return &mesh.Mesh{Triangles: twin.CopySlice[mesh.Triangle](v.Triangles)}
		},
		Variants: ops[wire.Mesh](),
	})
}
