// Package mesh is the mesh dataset of djkoloski/rust_serialization_benchmark
// for Go: one record is a mesh of 125,000 triangles, each three float32
// vertices and a float32 normal, so numeric arrays: 6,000,000 bytes of raw
// floats.
//
// Coordinates are uniform in [0, 1), as in the Rust suite's generator. A
// record is 6 MB in a compact binary form such as the baseline's and about
// 26 MB in encoding/json (a test in datasets/all checks it).
package mesh

import (
	"math/rand/v2"

	"github.com/serbench/serbench"
)

// Vector3 is a point or a direction.
type Vector3 struct {
	X, Y, Z float32
}

// Triangle is three vertices and the face's normal.
type Triangle struct {
	V0, V1, V2, Normal Vector3
}

// Mesh is one record: the whole collection.
type Mesh struct {
	Triangles []Triangle
}

// Triangles is the number of triangles in a record, as in the Rust suite.
const Triangles = 125_000

// Size is the number of records in the pool: two, so that output reuse is
// measurable, and no more, as each is large.
const Size = 2

// Dataset is the registered dataset.
var Dataset = &serbench.Dataset[Mesh]{
	Large:       true,
	Throughput:  true,
	Name:        "mesh",
	Description: "rust_serialization_benchmark's mesh: 125,000 triangles of four float32 vectors; 6 MB raw, ~26 MB in JSON",
	Records:     Records,
}

func init() { serbench.AddDataset(Dataset) }

// Records returns the pool.
func Records() []Mesh {
	r := rand.New(rand.NewPCG(0, 14))
	out := make([]Mesh, Size)
	for i := range out {
		ts := make([]Triangle, Triangles)
		for j := range ts {
			ts[j] = Triangle{V0: vector(r), V1: vector(r), V2: vector(r), Normal: vector(r)}
		}
		out[i].Triangles = ts
	}
	return out
}

func vector(r *rand.Rand) Vector3 {
	return Vector3{r.Float32(), r.Float32(), r.Float32()}
}
