// Package rustupdate says what djkoloski/rust_serialization_benchmark's
// update op writes into each large collection, so that the tests of the
// zero-copy codecs that have serbench's update op check theirs against one
// statement of it.
package rustupdate

import (
	"fmt"

	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// A Case is one collection: a record to encode and update, and a check of
// what reading the updated bytes back gives.
type Case struct {
	Dataset string
	// Record is the first record of the dataset's pool, a *logs.Logs,
	// *mesh.Mesh, *savedata.Save or *updates.Updates.
	Record any
	// Check returns an error naming the first entry the update left
	// wrong in got, the record read back after one update; got has
	// Record's type.
	Check func(got any) error
}

// Cases returns the four collections' cases.
func Cases() []Case {
	u := &updates.Records()[0]
	return []Case{
		{"logs", &logs.Records()[0], func(got any) error {
			for i, l := range got.(*logs.Logs).Logs {
				if l.Address != (logs.Address{}) || l.Code != 200 || l.Size != 0 {
					return fmt.Errorf("entry %d after the update: address %v, code %d, size %d; want 0, 200, 0", i, l.Address, l.Code, l.Size)
				}
			}
			return nil
		}},
		{"mesh", &mesh.Records()[0], func(got any) error {
			for i, tr := range got.(*mesh.Mesh).Triangles {
				if tr.Normal != (mesh.Vector3{}) {
					return fmt.Errorf("triangle %d after the update: normal %v, want 0", i, tr.Normal)
				}
			}
			return nil
		}},
		{"savedata", &savedata.Records()[0], func(got any) error {
			for i, p := range got.(*savedata.Save).Players {
				if p.GameType != savedata.Survival || p.SpawnX != 0 || p.SpawnY != 0 || p.SpawnZ != 0 {
					return fmt.Errorf("player %d after the update: game type %d, spawn %d,%d,%d; want survival at 0", i, p.GameType, p.SpawnX, p.SpawnY, p.SpawnZ)
				}
			}
			return nil
		}},
		{"updates", u, func(got any) error {
			for i, w := range got.(*updates.Updates).Updates {
				if want := 2 * u.Updates[i].Score; w.Score != want {
					return fmt.Errorf("update %d after the update: score %d, want %d", i, w.Score, want)
				}
			}
			return nil
		}},
	}
}
