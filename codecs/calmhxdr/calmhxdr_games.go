package calmhxdr

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/calmhxdr/wire"
	"github.com/serbench/serbench/codecs/internal/twin"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// savedata and updates on wire's copies of their types, converted field by
// field by the functions gentwin writes beside them. This file sorts after
// calmhxdr.go, whose init registers the codec.
func init() {
	serbench.Support(name, savedata.Dataset, twin.Typed(wire.ToSavedataSave, wire.FromSavedataSave, ops[wire.Save]()))
	serbench.Support(name, updates.Dataset, twin.Typed(wire.ToUpdatesUpdates, wire.FromUpdatesUpdates, ops[wire.Updates]()))
}
