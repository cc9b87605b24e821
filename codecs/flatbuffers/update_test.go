package flatbuffers

import (
	"testing"

	flatbuffers "github.com/google/flatbuffers/go"

	"github.com/serbench/serbench/codecs/internal/rustupdate"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// updated encodes v with build, updates the bytes in place and reads them
// back.
func updated[T any](t *testing.T, v *T, build func(*flatbuffers.Builder, *T) flatbuffers.UOffsetT,
	update func([]byte) (int, error), decode func([]byte) *T) *T {
	t.Helper()
	b := flatbuffers.NewBuilder(1 << 20)
	b.Finish(build(b, v))
	data := b.FinishedBytes()
	if _, err := update(data); err != nil {
		t.Fatal(err)
	}
	return decode(data)
}

// Each update writes what the Rust suite's writes into every entry, and
// reading the bytes back shows it.
func TestUpdates(t *testing.T) {
	for _, c := range rustupdate.Cases() {
		t.Run(c.Dataset, func(t *testing.T) {
			var got any
			switch v := c.Record.(type) {
			case *logs.Logs:
				got = updated(t, v, buildLogs, updateLogs, decodeLogs)
			case *mesh.Mesh:
				got = updated(t, v, buildMesh, updateMesh, decodeMesh)
			case *savedata.Save:
				got = updated(t, v, buildSave, updateSave, decodeSave)
			case *updates.Updates:
				got = updated(t, v, buildUpdates, updateUpdates, decodeUpdates)
			}
			if err := c.Check(got); err != nil {
				t.Fatal(err)
			}
		})
	}
}
