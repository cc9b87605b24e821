package easyjson

import (
	"github.com/serbench/serbench"
	twins "github.com/serbench/serbench/codecs/internal/twin"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
)

// The logs and mesh types are copied with the datasets' layout, so
// converting them is a pointer cast (codecs/internal/twin). No unsafe
// variant: these copies have no nocopy twins.
//
// This file sorts after easyjson.go, whose init registers the codec.
func init() {
	l := variants[Logs, Logs]()
	delete(l, serbench.Unsafe)
	serbench.Support("easyjson", logs.Dataset, twins.Impl[logs.Logs](l))
	m := variants[Mesh, Mesh]()
	delete(m, serbench.Unsafe)
	serbench.Support("easyjson", mesh.Dataset, twins.Impl[mesh.Mesh](m))
}
