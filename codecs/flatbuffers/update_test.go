package flatbuffers

import (
	"testing"

	flatbuffers "github.com/google/flatbuffers/go"

	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// finish encodes v with build.
func finish[T any](v *T, build func(*flatbuffers.Builder, *T) flatbuffers.UOffsetT) []byte {
	b := flatbuffers.NewBuilder(1 << 20)
	b.Finish(build(b, v))
	return b.FinishedBytes()
}

// Each update writes what the Rust suite's writes into every entry, and
// reading the bytes back shows it.
func TestUpdates(t *testing.T) {
	t.Run("logs", func(t *testing.T) {
		data := finish(&logs.Records()[0], buildLogs)
		if _, err := updateLogs(data); err != nil {
			t.Fatal(err)
		}
		for i, l := range decodeLogs(data).Logs {
			if l.Address != (logs.Address{}) || l.Code != 200 || l.Size != 0 {
				t.Fatalf("entry %d after the update: address %v, code %d, size %d; want 0, 200, 0", i, l.Address, l.Code, l.Size)
			}
		}
	})
	t.Run("mesh", func(t *testing.T) {
		data := finish(&mesh.Records()[0], buildMesh)
		if _, err := updateMesh(data); err != nil {
			t.Fatal(err)
		}
		for i, tr := range decodeMesh(data).Triangles {
			if tr.Normal != (mesh.Vector3{}) {
				t.Fatalf("triangle %d after the update: normal %v, want 0", i, tr.Normal)
			}
		}
	})
	t.Run("savedata", func(t *testing.T) {
		data := finish(&savedata.Records()[0], buildSave)
		if _, err := updateSave(data); err != nil {
			t.Fatal(err)
		}
		for i, p := range decodeSave(data).Players {
			if p.GameType != savedata.Survival || p.SpawnX != 0 || p.SpawnY != 0 || p.SpawnZ != 0 {
				t.Fatalf("player %d after the update: game type %d, spawn %d,%d,%d; want survival at 0", i, p.GameType, p.SpawnX, p.SpawnY, p.SpawnZ)
			}
		}
	})
	t.Run("updates", func(t *testing.T) {
		v := &updates.Records()[0]
		data := finish(v, buildUpdates)
		if _, err := updateUpdates(data); err != nil {
			t.Fatal(err)
		}
		for i, u := range decodeUpdates(data).Updates {
			if want := 2 * v.Updates[i].Score; u.Score != want {
				t.Fatalf("update %d after the update: score %d, want %d", i, u.Score, want)
			}
		}
	})
}
