package msgp

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/internal/twin"
	"github.com/serbench/serbench/codecs/msgp/savedatatwin"
	"github.com/serbench/serbench/codecs/msgp/updatestwin"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The savedata and updates types are copied by internal/gentwin, with the
// datasets' layout, so converting them is a pointer cast (codecs/internal/twin).
func init() {
	serbench.Support("msgp", savedata.Dataset, twin.Impl[savedata.Save](variants[savedatatwin.Save]()))
	serbench.Support("msgp", updates.Dataset, twin.Impl[updates.Updates](variants[updatestwin.Updates]()))
}
