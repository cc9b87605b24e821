package fastape

import (
	"reflect"
	"testing"

	"github.com/nazarifard/fastape"

	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The collections come back empty (LenTape misreads their lengths), which
// hides the tapes of their elements: check those on lists short enough.
func TestGameTapesShortLists(t *testing.T) {
	save := savedata.Records()[0]
	save.Players = save.Players[:20]
	roundTrip(t, saveTape[ownedString]{}, save)
	u := updates.Records()[0]
	u.Updates = u.Updates[:3]
	for _, up := range u.Updates {
		for i := range up.Contacts {
			c := &up.Contacts[i] // SliceTape decodes an empty list as nil
			if len(c.TurretAngles) == 0 {
				c.TurretAngles = nil
			}
			if len(c.Reloads) == 0 {
				c.Reloads = nil
			}
		}
	}
	roundTrip(t, updatesTape{}, u)
}

func roundTrip[T any](t *testing.T, tape fastape.Tape[T], v T) {
	t.Helper()
	b, err := roll(tape, nil, &v)
	if err != nil {
		t.Fatal(err)
	}
	var got T
	if err := unroll(tape, b, &got); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, v) {
		t.Errorf("%T does not round-trip", v)
	}
}
