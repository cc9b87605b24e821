package gogenavro

import (
	"reflect"
	"testing"

	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The conversions of convert_collections.go alone must be exact, nil apart from
// empty, so that any loss the codec shows is the library's.
func TestConvertCollections(t *testing.T) {
	for i, v := range logs.Records() {
		if got := fromLogs(toLogs(&v)); !reflect.DeepEqual(*got, v) {
			t.Errorf("logs record %d does not come back", i)
		}
	}
	for i, v := range savedata.Records() {
		if got := fromSave(toSave(&v)); !reflect.DeepEqual(*got, v) {
			t.Errorf("savedata record %d does not come back", i)
		}
	}
	for i, v := range updates.Records() {
		if got := fromUpdates(toUpdates(&v)); !reflect.DeepEqual(*got, v) {
			t.Errorf("updates record %d does not come back", i)
		}
	}
}
