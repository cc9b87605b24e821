package msgpackgen

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/internal/twin"
	"github.com/serbench/serbench/codecs/msgpackgen/savedatatwin"
	"github.com/serbench/serbench/codecs/msgpackgen/updatestwin"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The savedata and updates types are copied by internal/gentwin, with the
// datasets' layout, so converting them is a pointer cast (codecs/internal/twin);
// each copy's package has its own generated entry points.
func init() {
	for name, l := range map[string][2]layout{
		"msgpackgen-map": {
			{savedatatwin.MarshalAsMap, savedatatwin.UnmarshalAsMap}, {updatestwin.MarshalAsMap, updatestwin.UnmarshalAsMap},
		},
		"msgpackgen-array": {
			{savedatatwin.MarshalAsArray, savedatatwin.UnmarshalAsArray}, {updatestwin.MarshalAsArray, updatestwin.UnmarshalAsArray},
		},
	} {
		serbench.Support(name, savedata.Dataset, twin.Impl[savedata.Save](variants[savedatatwin.Save](l[0])))
		serbench.Support(name, updates.Dataset, twin.Impl[updates.Updates](variants[updatestwin.Updates](l[1])))
	}
}
