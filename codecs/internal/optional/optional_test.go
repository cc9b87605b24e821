package optional

import (
	"reflect"
	"testing"

	"github.com/serbench/serbench/codecs/internal/optional/savedatatwin"
	"github.com/serbench/serbench/codecs/internal/optional/updatestwin"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The conversions alone must be exact, nil pointers included, so that any
// loss a codec shows is the library's.
func TestRoundTrip(t *testing.T) {
	var nils, sets int
	for i, u := range cart.Records() {
		if u.BirthDay == nil {
			nils++
		} else {
			sets++
		}
		if got := fromUser(toUser(&u)); !reflect.DeepEqual(got, &u) {
			t.Errorf("cart record %d: got %+v, want %+v", i, got, u)
		}
	}
	for i, m := range farcaster.Records() {
		if m.Data.Body.ParentCastID == nil {
			nils++
		} else {
			sets++
		}
		if got := fromMessage(toMessage(&m)); !reflect.DeepEqual(got, &m) {
			t.Errorf("farcaster record %d: got %+v, want %+v", i, got, m)
		}
	}
	if nils == 0 || sets == 0 {
		t.Errorf("records cover %d nil and %d set pointers; want both", nils, sets)
	}
}

// So must the twins' generated conversions, on every record.
func TestGamesRoundTrip(t *testing.T) {
	for i, v := range savedata.Records() {
		n := savedatatwin.ToSavedataSave(&v)
		if got := savedatatwin.FromSavedataSave(&n); !reflect.DeepEqual(got, v) {
			t.Errorf("savedata record %d does not come back", i)
		}
	}
	for i, v := range updates.Records() {
		n := updatestwin.ToUpdatesUpdates(&v)
		if got := updatestwin.FromUpdatesUpdates(&n); !reflect.DeepEqual(got, v) {
			t.Errorf("updates record %d does not come back", i)
		}
	}
}
