package ffjson

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/ffjson/savedatatwin"
	"github.com/serbench/serbench/codecs/ffjson/updatestwin"
	"github.com/serbench/serbench/codecs/internal/twin"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The savedata and updates types are copied by internal/gentwin, with the
// datasets' layout, so converting them is a pointer cast (codecs/internal/twin).
func init() {
	serbench.Support("ffjson", savedata.Dataset, twin.Impl[savedata.Save](variants(same[savedatatwin.Save])))
	serbench.Support("ffjson", updates.Dataset, twin.Impl[updates.Updates](variants(same[updatestwin.Updates])))
}
