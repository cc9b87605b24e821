package easyjson

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/easyjson/savedatatwin"
	"github.com/serbench/serbench/codecs/easyjson/savedatatwin/nocopy"
	"github.com/serbench/serbench/codecs/easyjson/updatestwin"
	twins "github.com/serbench/serbench/codecs/internal/twin"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The savedata and updates types are copied by internal/gentwin, with the
// datasets' layout, so converting them is a pointer cast (codecs/internal/twin).
// updates has no strings, so no unsafe variant.
func init() {
	twins.Convert[savedatatwin.Save, nocopy.Save]() // the unsafe variant views one as the other
	serbench.Support("easyjson", savedata.Dataset,
		twins.Impl[savedata.Save](variants[savedatatwin.Save, nocopy.Save]()))
	v := variants[updatestwin.Updates, updatestwin.Updates]()
	delete(v, serbench.Unsafe)
	serbench.Support("easyjson", updates.Dataset, twins.Impl[updates.Updates](v))
}
