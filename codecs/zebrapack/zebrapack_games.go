package zebrapack

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/internal/twin"
	"github.com/serbench/serbench/codecs/zebrapack/savedatatwin"
	"github.com/serbench/serbench/codecs/zebrapack/updatestwin"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The savedata and updates types are copied with the datasets' layout, so
// converting them is a pointer cast (codecs/internal/twin). Their files are
// split by level so that the generator writes the same code on every run
// (see savedatatwin's package comment).
//
// This file sorts after zebrapack.go, whose init registers the codec.
func init() {
	serbench.Support("zebrapack", savedata.Dataset, twin.Impl[savedata.Save](variants[savedatatwin.Save]()))
	serbench.Support("zebrapack", updates.Dataset, twin.Impl[updates.Updates](variants[updatestwin.Updates]()))
}
