package glycerinecapnp

import (
	"testing"

	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// updated encodes v, updates the bytes in place and reads them back.
func updated[T any](t *testing.T, v *T, build builder[T], update updater, read reader[T]) *T {
	t.Helper()
	data, err := encode(plain, build, v)
	if err != nil {
		t.Fatal(err)
	}
	seg, err := readPlain(data)
	if err != nil {
		t.Fatal(err)
	}
	update(seg)
	got := new(T)
	if err := decode(plain, read, data, got); err != nil {
		t.Fatal(err)
	}
	return got
}

// Each update writes what the Rust suite's writes into every entry, into
// the bytes the segment was read from.
func TestUpdates(t *testing.T) {
	t.Run("logs", func(t *testing.T) {
		for i, l := range updated(t, &logs.Records()[0], buildLogs, updateLogs, readLogs).Logs {
			if l.Address != (logs.Address{}) || l.Code != 200 || l.Size != 0 {
				t.Fatalf("entry %d after the update: address %v, code %d, size %d; want 0, 200, 0", i, l.Address, l.Code, l.Size)
			}
		}
	})
	t.Run("mesh", func(t *testing.T) {
		for i, tr := range updated(t, &mesh.Records()[0], buildMesh, updateMesh, readMesh).Triangles {
			if tr.Normal != (mesh.Vector3{}) {
				t.Fatalf("triangle %d after the update: normal %v, want 0", i, tr.Normal)
			}
		}
	})
	t.Run("savedata", func(t *testing.T) {
		for i, p := range updated(t, &savedata.Records()[0], buildSave, updateSave, readSave).Players {
			if p.GameType != savedata.Survival || p.SpawnX != 0 || p.SpawnY != 0 || p.SpawnZ != 0 {
				t.Fatalf("player %d after the update: game type %d, spawn %d,%d,%d; want survival at 0", i, p.GameType, p.SpawnX, p.SpawnY, p.SpawnZ)
			}
		}
	})
	t.Run("updates", func(t *testing.T) {
		v := &updates.Records()[0]
		for i, u := range updated(t, v, buildUpdates, updateUpdates, readUpdates).Updates {
			if want := 2 * v.Updates[i].Score; u.Score != want {
				t.Fatalf("update %d after the update: score %d, want %d", i, u.Score, want)
			}
		}
	})
}
