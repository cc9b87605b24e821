package rlp

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/internal/twin"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The large collections. logs holds only unsigned integers and strings,
// which rlp encodes as they are; mesh's float32s travel as their IEEE bits
// in uint32s, as the seeds' floats do; savedata and updates are on the
// types of games.go. This file sorts after rlp.go, whose init registers the
// codec.
func init() {
	serbench.Support("rlp", savedata.Dataset, twin.Typed(ToSavedataSave, FromSavedataSave, variants[Save]()))
	serbench.Support("rlp", updates.Dataset, twin.Typed(ToUpdatesUpdates, FromUpdatesUpdates, variants[Updates]()))
	serbench.Unsupported("rlp", "dynamic", "schema format: RLP is nested byte strings and lists with no type tags, so numbers, bools, nulls and map keys cannot be told apart: rlp cannot decode into an any")
	serbench.Support("rlp", logs.Dataset, serbench.Impl[logs.Logs, logs.Logs]{Variants: variants[logs.Logs]()})
	serbench.Support("rlp", mesh.Dataset, serbench.Impl[mesh.Mesh, Mesh]{ToNative: toMesh, FromNative: fromMesh, Variants: variants[Mesh]()})
}

// Mesh is mesh.Mesh with each float32 as its IEEE bits.
type Mesh struct{ Triangles []Triangle }

// Triangle is mesh.Triangle's twelve float32s as their bits: the same
// memory layout, so twin.CopySlice converts by copying it.
type Triangle struct{ V0, V1, V2, Normal Vector3 }

// Vector3 is mesh.Vector3 as bits.
type Vector3 struct{ X, Y, Z uint32 }

func toMesh(m *mesh.Mesh) *Mesh { return &Mesh{twin.CopySlice[Triangle](m.Triangles)} }

func fromMesh(m *Mesh) *mesh.Mesh {
	return &mesh.Mesh{Triangles: twin.CopySlice[mesh.Triangle](m.Triangles)}
}
