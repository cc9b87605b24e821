package capnproto2

import (
	"testing"

	capnp "zombiezen.com/go/capnproto2"

	"github.com/serbench/serbench/codecs/internal/rustupdate"
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
	msg, err := capnp.Unmarshal(data)
	if err != nil {
		t.Fatal(err)
	}
	update(msg)
	got := new(T)
	if err := decode(plain, read, data, got); err != nil {
		t.Fatal(err)
	}
	return got
}

// Each update writes what the Rust suite's writes into every entry, and
// reading the bytes back shows it.
func TestUpdates(t *testing.T) {
	for _, c := range rustupdate.Cases() {
		t.Run(c.Dataset, func(t *testing.T) {
			var got any
			switch v := c.Record.(type) {
			case *logs.Logs:
				got = updated(t, v, buildLogs, updateLogs, readLogs)
			case *mesh.Mesh:
				got = updated(t, v, buildMesh, updateMesh, readMesh)
			case *savedata.Save:
				got = updated(t, v, buildSave, updateSave, readSave)
			case *updates.Updates:
				got = updated(t, v, buildUpdates, updateUpdates, readUpdates)
			}
			if err := c.Check(got); err != nil {
				t.Fatal(err)
			}
		})
	}
}
