package fastape

import (
	"github.com/nazarifard/fastape"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
)

// The large collections: an entry's address and a triangle are fixed-size
// values, which UnitTape copies as they lie in memory. Their lists hold
// thousands of elements, whose length the library misreads (see the
// package comment): 10,000 and 125,000 both read back as 0, so the lists
// come back empty. This file sorts after
// fastape.go, whose init registers the codec.
func init() {
	serbench.Unsupported(name, "dynamic", "schema format: a fastape tape is written for one Go type, so a document of unknown shape (map[string]any, []any) has no tape")
	support(logs.Dataset, logsTape[ownedString]{}, logsTape[fastape.StringTape]{})
	support(mesh.Dataset, meshTape{}, meshTape{})
}

type (
	logsTape[S stringTape] struct{}
	logTape[S stringTape]  struct{}
	meshTape               struct{}
	trianglesTape          = fastape.SliceTape[mesh.Triangle, fastape.UnitTape[mesh.Triangle]]
)

func (logsTape[S]) Sizeof(v logs.Logs) int {
	return fastape.SliceTape[logs.Log, logTape[S]]{}.Sizeof(v.Logs)
}

func (logsTape[S]) Marshal(v logs.Logs, bs []byte) (int, error) {
	return fastape.SliceTape[logs.Log, logTape[S]]{}.Marshal(v.Logs, bs)
}

func (logsTape[S]) Unmarshal(bs []byte, v *logs.Logs) (int, error) {
	return fastape.SliceTape[logs.Log, logTape[S]]{}.Unmarshal(bs, &v.Logs)
}

func (logTape[S]) Sizeof(v logs.Log) int {
	var s S
	return fastape.UnitTape[logs.Address]{}.Sizeof(v.Address) + s.Sizeof(v.Identity) + s.Sizeof(v.UserID) +
		s.Sizeof(v.Date) + s.Sizeof(v.Request) + fastape.UnitTape[uint16]{}.Sizeof(v.Code) + uint64Tape{}.Sizeof(v.Size)
}

func (logTape[S]) Marshal(v logs.Log, bs []byte) (int, error) {
	var s S
	c := cursor{bs: bs}
	put(&c, fastape.UnitTape[logs.Address]{}, v.Address)
	put(&c, s, v.Identity)
	put(&c, s, v.UserID)
	put(&c, s, v.Date)
	put(&c, s, v.Request)
	put(&c, fastape.UnitTape[uint16]{}, v.Code)
	put(&c, uint64Tape{}, v.Size)
	return c.n, c.err
}

func (logTape[S]) Unmarshal(bs []byte, v *logs.Log) (int, error) {
	var s S
	c := cursor{bs: bs}
	get(&c, fastape.UnitTape[logs.Address]{}, &v.Address)
	get(&c, s, &v.Identity)
	get(&c, s, &v.UserID)
	get(&c, s, &v.Date)
	get(&c, s, &v.Request)
	get(&c, fastape.UnitTape[uint16]{}, &v.Code)
	get(&c, uint64Tape{}, &v.Size)
	return c.n, c.err
}

func (meshTape) Sizeof(v mesh.Mesh) int { return trianglesTape{}.Sizeof(v.Triangles) }

func (meshTape) Marshal(v mesh.Mesh, bs []byte) (int, error) {
	return trianglesTape{}.Marshal(v.Triangles, bs)
}

func (meshTape) Unmarshal(bs []byte, v *mesh.Mesh) (int, error) {
	return trianglesTape{}.Unmarshal(bs, &v.Triangles)
}
