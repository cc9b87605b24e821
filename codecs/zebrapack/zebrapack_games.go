package zebrapack

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/internal/twin"
	"github.com/serbench/serbench/codecs/zebrapack/savedatatwin"
	"github.com/serbench/serbench/codecs/zebrapack/updatestwin"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The savedata and updates types are copied by internal/gentwin (with zid tags), with the
// datasets' layout, so converting them is a pointer cast (codecs/internal/twin).
func init() {
	// Decoding a save into a reused value fails ("too few bytes left to
	// read object"): the reuse variant is left out there.
	v := variants[savedatatwin.Save]()
	delete(v, serbench.Reuse)
	serbench.Support("zebrapack", savedata.Dataset, twin.Impl[savedata.Save](v))
	serbench.Support("zebrapack", updates.Dataset, twin.Impl[updates.Updates](variants[updatestwin.Updates]()))
}
